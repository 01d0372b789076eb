// The Action Entry screen (SPEC §2). The contract has no call that stores an entry, so Save Entry
// stores nothing and says so every time; the Previous Entry panel shows the last stored entry,
// which is therefore none (docs/decisions/0008-action-entry.md). Built for fast keyboard entry:
// fields in the spec's order, Enter moves to the next field, Ctrl+Enter is Save Entry.

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/fetcher';
import { sessionUser } from '../../api/session';
import { Alert } from '../../components/alert';
import { readTabDraft, stringFields, writeTabDraft } from '../../lib/tab-draft';
import {
  EMPTY_ENTRY,
  ENTRY_FIELDS,
  type Entry,
  type EntryKey,
  entryAsText,
  firstProblem,
  isEmptyEntry,
} from './entry-fields';
import { EntryInput } from './entry-input';
import { PreviousEntry } from './previous-entry';
import './action-entry.css';

// The draft outlives a trip to another screen and a reload (src/lib/tab-draft.ts).
const SCREEN = 'action-entry';
const loadDraft = (): Entry => stringFields(EMPTY_ENTRY, readTabDraft(SCREEN));

const NOT_SAVED =
  'Not saved. This console has no service call that stores action entries, so nothing was sent and nothing was stored. Your entry is still in the form.';

export function ActionEntryPage() {
  const [entry, setEntry] = useState<Entry>(loadDraft);
  const [notice, setNotice] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);

  useEffect(() => writeTabDraft(SCREEN, isEmptyEntry(entry) ? null : entry), [entry]);

  const set = (key: EntryKey, value: string) => {
    setEntry((e) => ({ ...e, [key]: value }));
    setNotice(0);
  };

  /** A refused value stops Save Entry and Copy: the focus goes to it, whose words say why. */
  const refused = (): boolean => {
    const field = firstProblem(entry);
    if (field) formRef.current?.querySelector<HTMLElement>(`[data-entry-field="${field.key}"]`)?.focus();
    return field !== undefined;
  };

  const save = () => {
    if (!refused()) setNotice((n) => n + 1);
  };

  // Enter in a one-line field goes to the next field (never submits); Ctrl+Enter saves.
  const onFieldKey = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key !== 'Enter') return;
    if (e.ctrlKey || e.metaKey) {
      e.preventDefault();
      save();
      return;
    }
    if (e.currentTarget instanceof HTMLTextAreaElement) return;
    e.preventDefault();
    const fields = [...(formRef.current?.querySelectorAll<HTMLElement>('[data-entry-field]') ?? [])];
    const next = fields[fields.indexOf(e.currentTarget) + 1];
    (next ?? saveRef.current)?.focus();
  };

  const copy = async () => {
    if (refused()) return;
    try {
      await navigator.clipboard.writeText(entryAsText(entry));
      toast.success('Copied the entry as text');
    } catch (err) {
      toast.error(`Could not copy the entry: ${errorMessage(err)}`);
    }
  };

  return (
    <div className="page action-entry">
      <header className="page-header">
        <div>
          <h1>Action Entry</h1>
          <p>
            Enter a bill action. <kbd>Enter</kbd> moves to the next field, <kbd>Esc</kbd> clears a field,{' '}
            <kbd>Ctrl</kbd>+<kbd>Enter</kbd> is Save Entry.
          </p>
        </div>
      </header>
      <Alert tone="warning" className="entry-banner">
        Entries cannot be saved yet: the service has no call to store them. Nothing you type here is sent.
      </Alert>
      <div className="entry-layout">
        <form
          ref={formRef}
          className="card entry-form"
          aria-label="Action entry"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="entry-grid">
            {ENTRY_FIELDS.map((f) => (
              <EntryInput
                key={f.key}
                field={f}
                value={entry[f.key]}
                onChange={(v) => set(f.key, v)}
                onKeyDown={onFieldKey}
              />
            ))}
          </div>
          <div className="entry-actions">
            {/* Shown as the spec has it, but styled and described as what it is: it stores
                nothing, so it must not look like the form's main action (decision 0008). */}
            <button
              ref={saveRef}
              type="button"
              className="btn entry-save"
              onClick={save}
              aria-describedby="entry-save-note"
            >
              Save Entry
            </button>
            <button type="button" className="btn" disabled={isEmptyEntry(entry)} onClick={() => void copy()}>
              Copy entry as text
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={isEmptyEntry(entry)}
              onClick={() => {
                const before = entry;
                const user = sessionUser();
                setEntry(EMPTY_ENTRY);
                setNotice(0);
                formRef.current?.querySelector<HTMLElement>('[data-entry-field]')?.focus();
                // A whole form typed is not lost to one click: Undo puts it back.
                toast('Form cleared', {
                  // The toast outlives the screen: Undo also puts the entry back in the draft, so a
                  // user who left the screen finds it there on their return.
                  action: {
                    label: 'Undo',
                    onClick: () => {
                      writeTabDraft(SCREEN, before, user);
                      setEntry(before);
                    },
                  },
                });
              }}
            >
              Clear form
            </button>
          </div>
          <p id="entry-save-note" className="entry-save-note">
            Save Entry stores nothing yet: the service has no call for action entries. Copy the entry to keep
            it.
          </p>
          {notice > 0 && (
            <Alert tone="warning" role="alert" key={notice} className="entry-not-saved">
              {NOT_SAVED}
            </Alert>
          )}
        </form>
        <PreviousEntry />
      </div>
    </div>
  );
}
