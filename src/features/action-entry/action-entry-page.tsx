// The Action Entry screen (SPEC §2). The contract has no call that stores an entry, so Save Entry
// stores nothing and says so every time; the Previous Entry panel shows the last stored entry,
// which is therefore none (docs/decisions/0008-action-entry.md). Built for fast keyboard entry:
// fields in the spec's order, Enter moves to the next field, Ctrl+Enter is Save Entry.

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/fetcher';
import { sessionUser } from '../../api/session';
import { Alert } from '../../components/alert';
import {
  EMPTY_ENTRY,
  ENTRY_FIELDS,
  type Entry,
  type EntryKey,
  entryAsText,
  isEmptyEntry,
} from './entry-fields';
import { EntryInput } from './entry-input';
import { PreviousEntry } from './previous-entry';
import './action-entry.css';

// The draft outlives a trip to another screen (sessionStorage): nothing typed is lost. It is the
// user's: another user signing in in this tab starts with an empty form.
const draftKey = () => `action-entry:draft:${encodeURIComponent(sessionUser() ?? '')}`;

function loadDraft(): Entry {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey()) ?? 'null') as Partial<Entry> | null;
    return { ...EMPTY_ENTRY, ...(saved ?? {}) };
  } catch {
    return EMPTY_ENTRY;
  }
}

const NOT_SAVED =
  'Not saved. This console has no service call that stores action entries, so nothing was sent and nothing was stored. Your entry is still in the form.';

export function ActionEntryPage() {
  const [entry, setEntry] = useState<Entry>(loadDraft);
  const [notice, setNotice] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isEmptyEntry(entry)) sessionStorage.removeItem(draftKey());
    else sessionStorage.setItem(draftKey(), JSON.stringify(entry));
  }, [entry]);

  const set = (key: EntryKey, value: string) => {
    setEntry((e) => ({ ...e, [key]: value }));
    setNotice(0);
  };

  const save = () => setNotice((n) => n + 1);

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
                const key = draftKey();
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
                      sessionStorage.setItem(key, JSON.stringify(before));
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
