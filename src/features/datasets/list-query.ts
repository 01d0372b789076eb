// The list call of any dataset, through the one fetch wrapper (which checks the answer against the
// dataset's contract schema), and the cache edits that follow an add, edit or delete.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetcher';
import type { DatasetConfig } from '../../api/gen/registry/types';
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

/** A row's id in URLs: the key values joined by '~' (docs/decisions/0002). */
export const rowId = (d: DatasetConfig, row: Row): string =>
  d.primaryKey.map((k) => String(row[k] ?? '')).join('~');

/** GET {endpoint}?page&limit&sort&filters — only empty filters are left out (SPEC §5). */
export function listUrl(d: DatasetConfig, view: ListView): string {
  const q = new URLSearchParams({ page: String(view.page), limit: String(view.limit) });
  if (view.sort.length) q.set('sort', sortText(view.sort));
  for (const [k, v] of Object.entries(view.filters)) if (v !== '') q.set(k, v);
  return `${d.endpoint}?${q}`;
}

/** Every cached list of a dataset starts with this key. */
export const datasetQueryKey = (d: DatasetConfig) => ['table', d.key, 'list'] as const;

export const listQueryKey = (d: DatasetConfig, view: ListView) =>
  [...datasetQueryKey(d), view.page, view.limit, sortText(view.sort), view.filters] as const;

export const listQueryOptions = (d: DatasetConfig, view: ListView) =>
  queryOptions({
    queryKey: listQueryKey(d, view),
    queryFn: ({ signal }) => apiFetch<ListAnswer>(listUrl(d, view), { signal }),
  });

type ListKey = ReturnType<typeof listQueryKey>;

/** After an add: the stored record on top of the list the user is looking at. */
export function showAdded(qc: QueryClient, d: DatasetConfig, key: ListKey, row: Row): void {
  // Other pages and filters are out of date now; refetch them when they are next shown.
  void qc.invalidateQueries({ queryKey: datasetQueryKey(d), refetchType: 'none' });
  qc.setQueryData<ListAnswer>(key, (old) =>
    old
      ? {
          data: [row, ...old.data.filter((r) => rowId(d, r) !== rowId(d, row))],
          pagination: { ...old.pagination, total: old.pagination.total + 1 },
        }
      : old,
  );
}

/** After an edit: the row with the same key is replaced, wherever it is cached. */
export function replaceRow(qc: QueryClient, d: DatasetConfig, id: string, row: Row): void {
  qc.setQueriesData<ListAnswer>({ queryKey: datasetQueryKey(d) }, (old) =>
    old ? { ...old, data: old.data.map((r) => (rowId(d, r) === id ? row : r)) } : old,
  );
}

/** After a delete: the row is removed at once; the lists then refill from the server. */
export function removeRow(qc: QueryClient, d: DatasetConfig, id: string): void {
  qc.setQueriesData<ListAnswer>({ queryKey: datasetQueryKey(d) }, (old) =>
    old ? { ...old, data: old.data.filter((r) => rowId(d, r) !== id) } : old,
  );
  void qc.invalidateQueries({ queryKey: datasetQueryKey(d) });
}
