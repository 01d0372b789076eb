// The column list, the current link and the new one (SPEC §2). Update Link is disabled while the
// new link is empty; a new link that is not an absolute http(s) address is never sent.
import { useEffect, useId, useRef, useState } from 'react';
import { updateCrawlLink } from '../../api/gen/client/crawl/crawl';
import type { CrawlLinks } from '../../api/gen/model';
import { sessionUser } from '../../api/session';
import { Alert } from '../../components/alert';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { LazyLeaveDialog } from '../../components/leave-guard/lazy-leave-dialog';
import { leavesPath, useLeaveGuard } from '../../components/leave-guard/use-leave-guard';
import { keepIfSessionEnds } from '../../lib/kept-input';
import { useUnsavedWork } from '../../lib/unsaved-work';
import { stateName } from '../../lib/us-states';
import { CurrentLink } from './current-link';
import { crawlErrorText, linkColumns, newLinkProblem } from './link-rules';

/** Where a typed link is kept when the session ends without the user (src/lib/kept-input.ts). */
export const KEPT_LINK = 'link-finder';
export interface KeptLink {
  state: string;
  column: string;
  link: string;
}

type Update =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; state: string; key: string; url: string }
  | { kind: 'error'; message: string };

interface LinkEditorProps {
  data: CrawlLinks;
  column: string;
  onColumn: (column: string) => void;
  /** A link stored for `state` (the state it was sent for: the user may have loaded another). */
  onStored: (state: string, column: string, url: string) => void;
  /** Changes when the new-link box should take the focus (a column was picked in the table). */
  focusRequest: number;
  /** A new link typed before the session ended, given back. */
  initialLink?: string;
  /** What a new link typed and not sent is (words for the leave question), or null. */
  onTyped: (what: string | null) => void;
}

export function LinkEditor({
  data,
  column,
  onColumn,
  onStored,
  onTyped,
  focusRequest,
  initialLink,
}: LinkEditorProps) {
  const [newLink, setNewLink] = useState(initialLink ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, setUpdate] = useState<Update>({ kind: 'idle' });
  const id = useId();
  const columnRef = useRef<HTMLSelectElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const anotherRef = useRef<HTMLButtonElement>(null);
  const current = column ? data[column] : undefined;

  // A typed link is unsaved work: leaving, Log Out and a session's end do not lose it unasked.
  const typed = newLink.trim() !== '' && update.kind !== 'done';
  const what = `the new ${column || 'link'} link of ${stateName(data.state)}`;
  useUnsavedWork(typed ? what : null);
  // One on its way is not lost by loading another state: its outcome is said for its own state.
  const waiting = typed && update.kind !== 'loading';
  useEffect(() => onTyped(waiting ? what : null), [waiting, what, onTyped]);
  const leaving = useLeaveGuard(typed, leavesPath);
  const unsent = useRef<KeptLink | null>(null);
  unsent.current = typed ? { state: data.state, column, link: newLink } : null;
  useEffect(() => keepIfSessionEnds(KEPT_LINK, sessionUser() ?? '', () => unsent.current), []);

  // Choosing another column (here or in the table) clears the new link (SPEC §2); the column it
  // was given with keeps a link given back.
  const columnShown = useRef(column);
  useEffect(() => {
    if (columnShown.current === column) return;
    columnShown.current = column;
    setNewLink('');
    setProblem(null);
    setUpdate((u) => (u.kind === 'loading' ? u : { kind: 'idle' }));
  }, [column]);

  useEffect(() => {
    if (focusRequest > 0) requestAnimationFrame(() => inputRef.current?.focus());
  }, [focusRequest]);

  useEffect(() => {
    if (update.kind === 'done') anotherRef.current?.focus();
  }, [update.kind]);

  async function send() {
    if (!column) {
      setProblem('Choose a column first.');
      columnRef.current?.focus();
      return;
    }
    const url = newLink.trim();
    const why = newLinkProblem(url, current);
    if (why) {
      setProblem(why);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setUpdate({ kind: 'loading' });
    const state = data.state;
    try {
      const answer = await updateCrawlLink({ state, key: column, url });
      onStored(state, answer.key, answer.url);
      setNewLink('');
      setUpdate({ kind: 'done', state, key: answer.key, url: answer.url });
    } catch (err) {
      setUpdate({ kind: 'error', message: crawlErrorText(err) });
    }
  }

  if (update.kind === 'done') {
    return (
      <div className="link-done">
        <Alert tone="success" role="status" as="div">
          <p>
            <strong>Link updated successfully!</strong>
          </p>
          <p>
            {update.key} of {stateName(update.state)} is now <CurrentLink value={update.url} />
          </p>
        </Alert>
        <button
          ref={anotherRef}
          type="button"
          className="btn"
          onClick={() => {
            setUpdate({ kind: 'idle' });
            onColumn('');
            requestAnimationFrame(() => columnRef.current?.focus());
          }}
        >
          Update Another Link
        </button>
      </div>
    );
  }

  return (
    <form
      className="link-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (newLink.trim() && update.kind !== 'loading') void send();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-column`}>Column</label>
        <select
          id={`${id}-column`}
          ref={columnRef}
          className="select"
          value={column}
          onChange={(e) => onColumn(e.target.value)}
        >
          <option value="">--Select Column--</option>
          {linkColumns(data).map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field link-current-field">
        <legend className="field-label">Current link</legend>
        <div className="link-current">
          {column ? (
            <CurrentLink value={current} />
          ) : (
            <span className="link-muted">Choose a column to see it.</span>
          )}
        </div>
      </fieldset>
      <div className="field link-new">
        <label htmlFor={`${id}-new`}>New link</label>
        <input
          id={`${id}-new`}
          ref={inputRef}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://…"
          autoComplete="off"
          spellCheck={false}
          value={newLink}
          onChange={(e) => {
            setNewLink(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem && (
          <span id={`${id}-problem`} className="field-error" role="alert">
            {problem}
          </span>
        )}
      </div>
      <div className="link-actions">
        {/* Disabled while empty (SPEC §2). */}
        <FocusKeepingButton
          type="submit"
          className="btn btn-primary"
          disabled={!newLink.trim()}
          inactive={update.kind === 'loading'}
        >
          Update Link
        </FocusKeepingButton>
        <div role="status">
          {update.kind === 'loading' && (
            <span className="link-loading">
              <span className="spinner" aria-hidden="true" />
              Loading...
            </span>
          )}
        </div>
      </div>
      {update.kind === 'error' && (
        <Alert tone="error" role="alert" className="link-update-error">
          {update.message}
        </Alert>
      )}
      {leaving.status === 'blocked' && (
        <LazyLeaveDialog
          open
          what={what}
          onStay={() => leaving.reset?.()}
          onLeave={() => leaving.proceed?.()}
        />
      )}
    </form>
  );
}
