// Deletes, one or many, that can be undone (docs/decisions/0023). A confirmed delete hides its rows
// at once (hidden-rows.ts) and offers Undo for six seconds; nothing is sent until then (the outbox sends it then,
// or at once with keepalive when the page is left, or before a sign-out). Then the deletes run a
// few at a time, with their progress and each failure in words; the rows that could not be
// deleted come back (and the caller may select them again), with Retry.
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiCall, errorMessage } from '../../api/fetcher';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { focusIsLost, focusScreen } from '../../lib/focus-screen';
import { plural } from '../../lib/format';
import { noteLeftDeletes } from '../../lib/left-deletes-check';
import { hold, release, type Sending, schedule, track, undo } from '../../lib/outbox';
import { keyLabel, recordLabel, rowKey } from '../../lib/row-key';
import {
  type DeletedFrom,
  filtersKey,
  hiddenIds,
  registerUndo,
  setHidden,
  undoEnded,
  withoutHidden,
} from './hidden-rows';
import { datasetQueryKey, type ListAnswer, type Row, recordQueryKey } from './list-query';

/** How long Undo is offered. */
const UNDO_MS = 6000;
/** Deletes in flight at once. */
const CONCURRENCY = 3;

// ---- sending -----------------------------------------------------------------------------------

interface DeleteFailure {
  row: Row;
  message: string;
}

function deleteOne(d: DatasetConfig, row: Row, keepalive: boolean): Promise<unknown> {
  const q = new URLSearchParams({ primaryKey: d.primaryKey.join(',') });
  return apiCall(d.operations.delete, `${d.endpointDelete}/${encodeURIComponent(rowKey(d, row))}?${q}`, {
    method: 'DELETE',
    keepalive,
  });
}

/** Runs `work` over what is left in `queue` (taking from it), `limit` at a time. */
async function pool<T>(queue: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane));
}

/** Removes deleted rows from every cached list of the dataset (the lists then refill) and their
 * records (a record view opened again says it is gone). */
function forget(qc: QueryClient, d: DatasetConfig, ids: ReadonlySet<string>): void {
  // Counted out as while they were hidden, until the lists' new answers arrive.
  const rows = new Map([...hiddenIds(d.key)].filter(([id]) => ids.has(id)));
  for (const [key, old] of qc.getQueriesData<ListAnswer>({ queryKey: datasetQueryKey(d) })) {
    const filters = (key[key.length - 1] ?? {}) as Record<string, string>;
    if (old) qc.setQueryData(key, withoutHidden(d, old, rows, filtersKey(filters)));
  }
  for (const id of ids) qc.removeQueries({ queryKey: recordQueryKey(d, id) });
  void qc.invalidateQueries({ queryKey: datasetQueryKey(d) });
}

export interface DeleteOutcome {
  /** The list on screen: its counts leave out the rows it showed until they are sent. */
  from?: DeletedFrom;
  /** Rows that could not be deleted (to select them again). */
  onFailed?: (rows: Row[]) => void;
  /** Undo took the delete back (the rows selected for it are selected again). */
  onUndone?: () => void;
  /** Rows deleted (a Retry's too: they are no longer selected). */
  onDeleted?: (ids: ReadonlySet<string>) => void;
  /** The focus was in the toast (its Retry, its Undo) when the outcome replaced its buttons: put it
   * back in the list, on the first row that failed, or where the deleted rows were. */
  onFocusBack?: (outcome: { gone: ReadonlySet<string>; failed: readonly string[] }) => void;
}

/** At most this many records are named per reason, and reasons listed, in the toast: a page of
 * failures must not push its heading, Retry and close button off the screen. */
const LISTED = 4;
/** A reason longer than this is cut (the server's words can be a page long). */
const REASON_MAX = 200;

/** The failures in words: one line per distinct reason, naming the records it stopped. */
export function failureLines(ids: readonly string[], messages: readonly string[]): string {
  const byMessage = new Map<string, string[]>();
  ids.forEach((id, i) => {
    const m = messages[i] ?? '';
    byMessage.set(m, [...(byMessage.get(m) ?? []), id]);
  });
  const lines = [...byMessage].slice(0, LISTED).map(([reason, who]) => {
    const message = reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1).trimEnd()}…` : reason;
    const named =
      who.slice(0, LISTED).join(', ') + (who.length > LISTED ? ` and ${who.length - LISTED} more` : '');
    return `${named}: ${message}`;
  });
  const more = byMessage.size - LISTED;
  if (more > 0) lines.push(`${plural(more, 'other reason')} not listed.`);
  return lines.join('\n');
}

const what = (d: DatasetConfig, rows: readonly Row[]) =>
  rows.length === 1 ? recordLabel(d, rows[0] as Row) : `${plural(rows.length, `${d.name} record`)}`;

/** Sends the deletes, a few at a time, and tells how they went; with keepalive (the page is going
 * away) all at once, with nobody left to hear the answers. */
function send(
  qc: QueryClient,
  d: DatasetConfig,
  rows: readonly Row[],
  keepalive: boolean,
  toastId: string | number,
  opts: DeleteOutcome,
): Sending | undefined {
  const leave = (rest: readonly Row[]) => {
    // Their answers come to no one: the next page checks that the records are gone.
    noteLeftDeletes(rest.map((row) => ({ route: d.route, id: rowKey(d, row), label: recordLabel(d, row) })));
    for (const row of rest) void deleteOne(d, row, true).catch(() => undefined);
  };
  if (keepalive) {
    leave(rows);
    return undefined;
  }
  const queue = [...rows];
  return { rest: () => leave(queue.splice(0)), done: sendAll(qc, d, rows, queue, toastId, opts) };
}

async function sendAll(
  qc: QueryClient,
  d: DatasetConfig,
  rows: readonly Row[],
  queue: Row[],
  toastId: string | number,
  opts: DeleteOutcome,
): Promise<void> {
  const ids = rows.map((r) => rowKey(d, r));
  let done = 0;
  const many = rows.length > 1;
  // The focus on the toast's Undo (which this update takes away) stays on the toast.
  const holder = document.activeElement?.closest<HTMLElement>('[data-sonner-toast]');
  if (holder)
    requestAnimationFrame(() => {
      if (holder.isConnected && focusIsLost()) holder.focus();
    });
  toast.loading(many ? `Deleting ${what(d, rows)}… 0 of ${rows.length}` : `Deleting ${what(d, rows)}…`, {
    id: toastId,
    duration: Number.POSITIVE_INFINITY,
    description: undefined,
    action: undefined,
  });
  const failures: DeleteFailure[] = [];
  const gone = new Set<string>();
  // Already deleted elsewhere (another tab, a colleague): what was asked is done; Retry could
  // never succeed.
  let before = 0;
  await pool(queue, CONCURRENCY, async (row) => {
    try {
      await deleteOne(d, row, false);
      gone.add(rowKey(d, row));
    } catch (err) {
      if ((err as { status?: number }).status === 404) {
        gone.add(rowKey(d, row));
        before++;
      } else failures.push({ row, message: errorMessage(err) });
    }
    done++;
    if (many) toast.loading(`Deleting ${what(d, rows)}… ${done} of ${rows.length}`, { id: toastId });
  });
  forget(qc, d, gone);
  setHidden(d.key, ids, false);
  if (gone.size) opts.onDeleted?.(gone);
  // A keyboard user in the toast (Retry, or Undo as its time ran out) loses the focus with the
  // toast's buttons, and then with the toast: it goes back to the list (the screen's heading when
  // the list is gone), not to the page's body.
  const inToast = () => focusIsLost() || !!document.activeElement?.closest('[data-sonner-toast]');
  if (holder)
    requestAnimationFrame(() => {
      if (!inToast()) return;
      opts.onFocusBack?.({ gone, failed: failures.map((f) => rowKey(d, f.row)) });
      // After the list's own move (a frame later): the screen's heading when it found no row.
      requestAnimationFrame(() => inToast() && focusScreen());
    });
  if (failures.length === 0) {
    toast.success(`${what(d, rows)} deleted`, {
      id: toastId,
      duration: 4000,
      description:
        before === 0
          ? undefined
          : before === rows.length
            ? `${rows.length === 1 ? 'It was' : 'They were'} already deleted elsewhere.`
            : `${before} of them had already been deleted elsewhere.`,
    });
    return;
  }
  opts.onFailed?.(failures.map((f) => f.row));
  const heading =
    failures.length === rows.length
      ? `Could not delete ${what(d, rows)}`
      : `Could not delete ${failures.length} of ${what(d, rows)}; ${gone.size} deleted`;
  toast.error(heading, {
    id: toastId,
    duration: Number.POSITIVE_INFINITY,
    description: failureLines(
      failures.map((f) => keyLabel(d, f.row)),
      failures.map((f) => f.message),
    ),
    action: {
      label: 'Retry',
      onClick: (event) => {
        // The same toast shows the retry's progress and outcome: sonner must not close it after
        // this click, or its closing races the updates and the outcome can vanish with it.
        event.preventDefault();
        track(
          send(
            qc,
            d,
            failures.map((f) => f.row),
            false,
            toastId,
            opts,
          ),
        );
      },
    },
  });
}

/** The deletes still offering Undo, by outbox entry, oldest first. */
const undoable = new Map<number, () => boolean>();

// Ctrl+Z in the table manager (hidden-rows.ts undoLastDelete): the newest delete still offering Undo.
registerUndo(() => {
  for (const takeBack of [...undoable.values()].reverse()) if (takeBack()) return true;
  return false;
});

/**
 * A confirmed delete: the rows leave the lists now, Undo is offered for UNDO_MS, and the deletes
 * are sent after that (or when the page is left, or before a sign-out), exactly once.
 */
export function deleteRows(
  qc: QueryClient,
  d: DatasetConfig,
  rows: readonly Row[],
  opts: DeleteOutcome = {},
): void {
  if (rows.length === 0) return;
  const ids = rows.map((r) => rowKey(d, r));
  setHidden(d.key, ids, true, opts.from);
  let toastId: string | number = '';
  const entry = schedule(UNDO_MS, ({ keepalive }) => {
    undoable.delete(entry.id);
    undoEnded(d.key, ids);
    return send(qc, d, rows, keepalive, toastId, opts);
  });
  const takeBack = () => {
    undoable.delete(entry.id);
    if (!undo(entry.id)) return false;
    setHidden(d.key, ids, false);
    toast.dismiss(toastId);
    opts.onUndone?.();
    return true;
  };
  undoable.set(entry.id, takeBack);
  // The toast stays until the send replaces it: closing on its own at UNDO_MS would race the
  // send's update of the same toast, and the outcome could vanish with it.
  toastId = toast(`${what(d, rows)} will be deleted`, {
    duration: Number.POSITIVE_INFINITY,
    // Its time stands still while the pointer or the focus is on it (watchUndoToasts).
    className: `${UNDO_CLASS}${entry.id}`,
    description: `Undo (or Ctrl+Z) keeps ${rows.length === 1 ? 'it' : 'them'}: nothing is sent for ${UNDO_MS / 1000} seconds.`,
    action: { label: 'Undo', onClick: takeBack },
  });
}

// ---- the Undo toast's time stands still while the user is on it --------------------------------

const UNDO_CLASS = 'undo-entry-';

/** The outbox entry of the Undo toast an event happened in. */
function entryOf(target: EventTarget | null): { id: number; toast: Element } | null {
  const el = target instanceof Element ? target.closest('[data-sonner-toast]') : null;
  const name = el ? [...el.classList].find((c) => c.startsWith(UNDO_CLASS)) : undefined;
  return el && name ? { id: Number(name.slice(UNDO_CLASS.length)), toast: el } : null;
}

if (typeof document !== 'undefined') {
  const on = (e: Event) => {
    const at = entryOf(e.target);
    if (at) hold(at.id);
  };
  const off = (e: Event) => {
    const at = entryOf(e.target);
    if (!at) return;
    // Once the event is over: the pointer or the focus may have moved within the same toast.
    setTimeout(() => {
      if (!at.toast.matches(':hover') && !at.toast.contains(document.activeElement)) release(at.id);
    });
  };
  document.addEventListener('focusin', on);
  document.addEventListener('pointerover', on);
  document.addEventListener('focusout', off);
  document.addEventListener('pointerout', off);
}
