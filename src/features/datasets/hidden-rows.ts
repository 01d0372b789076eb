// The rows of a confirmed delete that are not gone from the server yet (its Undo is still offered,
// or it is being sent): every list leaves them out, and its counts agree. Apart from the delete's
// own code (pending-deletes.ts, loaded with the first delete), which a list needs only then.
import { useSyncExternalStore } from 'react';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { rowKey } from '../../lib/row-key';
import type { Pagination, Row } from './list-query';

/** The list a delete was confirmed from: its filters (`filtersKey`), and the rows it showed. */
export interface DeletedFrom {
  filters: string;
  shown: ReadonlySet<string>;
}

// ---- the hidden rows: confirmed, not yet gone from the server -----------------------------------

/** A dataset's hidden rows: each id, with the filters of the list it was deleted from when that
 * list showed it (a list with those filters counts it out, on any page). */
export type HiddenRows = ReadonlyMap<string, string | undefined>;

const hidden = new Map<string, HiddenRows>();
const listeners = new Set<() => void>();
const EMPTY: HiddenRows = new Map();

/** Sets `ids` in a dataset's entry of `store` to `value`'s, or takes them out (`value` null). */
function change<V>(
  store: Map<string, ReadonlyMap<string, V>>,
  datasetKey: string,
  ids: readonly string[],
  value: ((id: string) => V) | null,
): void {
  const now = new Map(store.get(datasetKey));
  for (const id of ids) {
    if (value) now.set(id, value(id));
    else now.delete(id);
  }
  if (now.size) store.set(datasetKey, now);
  else store.delete(datasetKey);
}

/** The hidden rows whose delete still offers Undo (not sent yet), by dataset: every delete does
 * from its confirmation until it is sent (`undoEnded`) or taken back (unhidden). */
const undoOffered = new Map<string, ReadonlyMap<string, true>>();
const NONE: ReadonlyMap<string, true> = new Map();

/** Hides the rows of a confirmed delete, Undo offered (`hide`), or shows them again. */
export function setHidden(
  datasetKey: string,
  ids: readonly string[],
  hide: boolean,
  from?: DeletedFrom,
): void {
  change(hidden, datasetKey, ids, hide ? (id) => (from?.shown.has(id) ? from.filters : undefined) : null);
  change(undoOffered, datasetKey, ids, hide ? () => true : null);
  for (const l of listeners) l();
}

/** The delete of these rows is being sent: Undo no longer keeps them (they stay hidden). */
export function undoEnded(datasetKey: string, ids: readonly string[]): void {
  change(undoOffered, datasetKey, ids, null);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The rows of a dataset that are being deleted: the lists leave them out. */
export function useHiddenIds(datasetKey: string): HiddenRows {
  return useSyncExternalStore(subscribe, () => hidden.get(datasetKey) ?? EMPTY);
}

/** The rows of a dataset whose delete can still be undone. */
export function useUndoOffered(datasetKey: string): ReadonlyMap<string, true> {
  return useSyncExternalStore(subscribe, () => undoOffered.get(datasetKey) ?? NONE);
}

/** The same, read once (an export gathering its pages). */
export const hiddenIds = (datasetKey: string): HiddenRows => hidden.get(datasetKey) ?? EMPTY;

/** The key of a list's filters, whatever their order: a hidden row's list is known by it. */
export const filtersKey = (filters: Readonly<Record<string, string>>): string =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, v]) => v !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

/**
 * A list's answer without its hidden rows, its counts agreeing with what is left: the rows hidden
 * from a list of these filters (on this page or another) and those on this page leave the total,
 * and the pages follow it. A row hidden from elsewhere and not on this page may or may not be in
 * this list: the server's count stands for it until the delete is sent.
 */
export function withoutHidden<T extends { data: Row[]; pagination: Pagination }>(
  d: DatasetConfig,
  answer: T | undefined,
  rows: HiddenRows,
  filters: string,
): T | undefined {
  if (!answer || rows.size === 0) return answer;
  const data = answer.data.filter((r) => !rows.has(rowKey(d, r)));
  const onPage = new Set(answer.data.map((r) => rowKey(d, r)).filter((id) => rows.has(id)));
  let gone = onPage.size;
  for (const [id, from] of rows) if (from === filters && !onPage.has(id)) gone++;
  if (gone === 0) return { ...answer, data };
  const p = answer.pagination;
  const total = Math.max(0, p.total - gone);
  const totalPages = Math.ceil(total / Math.max(1, p.limit));
  return { ...answer, data, pagination: { ...p, total, totalPages, hasNextPage: p.page < totalPages } };
}

// ---- Ctrl+Z --------------------------------------------------------------------------------------

let undoLast: (() => boolean) | null = null;

/** pending-deletes.ts, once loaded, takes back the newest delete still offering Undo. */
export function registerUndo(takeBack: () => boolean): void {
  undoLast = takeBack;
}

// A delete confirmed while the deletes' code is still on its way (the first one, on a slow
// connection): its rows are hidden, and Ctrl+Z takes it back before anything is scheduled. Once the
// code is in, every delete goes through it: such a delete is the newest there is.
const loading = new Set<() => void>();

/** While a confirmed delete waits for its code: `takeBack` undoes it. Returns the release, called
 * when the code has come (or failed). */
export function undoWhileLoading(takeBack: () => void): () => void {
  loading.add(takeBack);
  return () => loading.delete(takeBack);
}

/** Undo of the newest delete still offering it (Ctrl+Z in the table manager); false when none. */
export function undoLastDelete(): boolean {
  const waiting = [...loading].pop();
  if (waiting) {
    loading.delete(waiting);
    waiting();
    return true;
  }
  return undoLast?.() ?? false;
}
