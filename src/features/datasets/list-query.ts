// The list and record calls of any dataset, through the HTTP client (each names its contract
// operation, whose schema checks the answer), and the cache edits that follow an add, edit or
// delete.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/fetcher';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { rowKey } from '../../lib/row-key';
import { type ListView, sortText } from './list-search';

export type Row = Record<string, unknown>;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** The order the server applied (the contract's pagination.sort); absent when it did not sort. */
  sort?: string;
}

export interface ListAnswer {
  data: Row[];
  pagination: Pagination;
}

/** GET {endpoint}?page&limit&sort&filters — only empty filters are left out (SPEC §5). */
export function listUrl(d: DatasetConfig, view: ListView): string {
  const q = new URLSearchParams({ page: String(view.page), limit: String(view.limit) });
  if (view.sort.length) q.set('sort', sortText(view.sort));
  for (const [k, v] of Object.entries(view.filters)) if (v !== '') q.set(k, v);
  return `${d.endpoint}?${q}`;
}

/** One record, as GET {endpoint}/{id} answers it. */
export interface RecordAnswer {
  data: Row;
}

export const recordQueryKey = (d: DatasetConfig, id: string) => ['table', d.key, 'record', id] as const;

/** One record by its key (the record view); a 404 (no such record) is not retried. */
export const recordQueryOptions = (d: DatasetConfig, id: string) =>
  queryOptions({
    queryKey: recordQueryKey(d, id),
    queryFn: ({ signal }) =>
      apiCall<RecordAnswer>(d.operations.get, `${d.endpoint}/${encodeURIComponent(id)}`, { signal }),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
    refetchOnWindowFocus: 'always',
  });

/** Every cached list of a dataset starts with this key. */
export const datasetQueryKey = (d: DatasetConfig) => ['table', d.key, 'list'] as const;

export const listQueryKey = (d: DatasetConfig, view: ListView) =>
  [...datasetQueryKey(d), view.page, view.limit, sortText(view.sort), view.filters] as const;

export const listQueryOptions = (d: DatasetConfig, view: ListView) =>
  queryOptions({
    queryKey: listQueryKey(d, view),
    queryFn: ({ signal }) => apiCall<ListAnswer>(d.operations.list, listUrl(d, view), { signal }),
    // Back from another tab or window, where these records may have been edited: an Edit opened
    // from a row left as it was would send its old values back over the other tab's change.
    refetchOnWindowFocus: 'always',
  });

type ListKey = ReturnType<typeof listQueryKey>;

/** What a cached list's key says of its rows (read in listQueryKey's order): whether the server
 * put them in an order, and whether it chose them by filters. */
function keyView(key: readonly unknown[]): { sorted: boolean; filtered: boolean } {
  const [, , , , , sort, filters] = key;
  return {
    sorted: typeof sort === 'string' && sort !== '',
    filtered: typeof filters === 'object' && filters !== null && Object.values(filters).some((v) => v !== ''),
  };
}

/**
 * After an add: the stored record first on the first page of the list in the server's own order,
 * which keeps its size (its last row moves on to the next page), with the count, the pages and the
 * range agreeing. Any other list is asked again instead: only the server knows whether the record
 * matches its filters and where its sort puts it, and a record shown first in a sorted list, or at
 * the top of page 3 under 'Rows 21–30', would contradict what the screen says of the list.
 */
export function showAdded(qc: QueryClient, d: DatasetConfig, key: ListKey, row: Row): void {
  const { sorted, filtered } = keyView(key);
  const askAgain = sorted || filtered || key[datasetQueryKey(d).length] !== 1;
  // Other pages and filters are out of date now; refetch them when they are next shown.
  void qc.invalidateQueries({ queryKey: datasetQueryKey(d), refetchType: askAgain ? 'active' : 'none' });
  if (askAgain) return;
  qc.setQueryData<ListAnswer>(key, (old) => {
    if (!old) return old;
    const p = old.pagination;
    const others = old.data.filter((r) => rowKey(d, r) !== rowKey(d, row));
    const total = p.total + (others.length === old.data.length ? 1 : 0);
    const totalPages = Math.max(1, Math.ceil(total / p.limit));
    return {
      data: [row, ...others].slice(0, p.limit),
      pagination: { ...p, total, totalPages, hasNextPage: p.page < totalPages },
    };
  });
}

/** A cached list whose rows the server chose by filters or put in an order. */
const narrowed = (key: readonly unknown[]): boolean => {
  const { sorted, filtered } = keyView(key);
  return sorted || filtered;
};

/**
 * After an edit: the row with the same key is replaced, wherever it is cached. A filtered or
 * sorted list (a related section is one) is asked again too: the edit may have taken the row out
 * of it, or moved it, and only the server knows.
 */
export function replaceRow(qc: QueryClient, d: DatasetConfig, id: string, row: Row): void {
  qc.setQueriesData<ListAnswer>({ queryKey: datasetQueryKey(d) }, (old) =>
    old ? { ...old, data: old.data.map((r) => (rowKey(d, r) === id ? row : r)) } : old,
  );
  void qc.invalidateQueries({ queryKey: datasetQueryKey(d), predicate: (q) => narrowed(q.queryKey) });
  if (qc.getQueryData(recordQueryKey(d, id)))
    qc.setQueryData<RecordAnswer>(recordQueryKey(d, id), { data: row });
}

/** A row of the dataset in any cached list (to show a record at once, before its own answer). */
export function cachedRow(qc: QueryClient, d: DatasetConfig, id: string): Row | undefined {
  for (const [, answer] of qc.getQueriesData<ListAnswer>({ queryKey: datasetQueryKey(d) })) {
    const row = answer?.data.find((r) => rowKey(d, r) === id);
    if (row) return row;
  }
  return undefined;
}
