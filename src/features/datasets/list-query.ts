// The list call of any dataset, through the HTTP client (the call names the dataset's list
// operation, whose contract schema checks the answer), and the cache edits that follow an add,
// edit or delete.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/fetcher';
import type { DatasetConfig } from '../../api/gen/registry/datasets';

export const PAGE_SIZE = 10;

export type Row = Record<string, unknown>;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface ListAnswer {
  data: Row[];
  pagination: Pagination;
}

/** A row's id in URLs: the key values joined by '~' (docs/decisions/0002). */
export const rowId = (d: DatasetConfig, row: Row): string =>
  d.primaryKey.map((k) => String(row[k] ?? '')).join('~');

/** GET {endpoint}?page&limit&filters — only empty filters are left out (SPEC §5). */
export function listUrl(
  d: DatasetConfig,
  page: number,
  filters: Record<string, string>,
  limit = PAGE_SIZE,
): string {
  const q = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [k, v] of Object.entries(filters)) if (v !== '') q.set(k, v);
  return `${d.endpoint}?${q}`;
}

/** Every cached list of a dataset starts with this key. */
export const datasetQueryKey = (d: DatasetConfig) => ['table', d.key, 'list'] as const;

export const listQueryKey = (d: DatasetConfig, page: number, filters: Record<string, string>) =>
  [...datasetQueryKey(d), page, filters] as const;

export const listQueryOptions = (d: DatasetConfig, page: number, filters: Record<string, string>) =>
  queryOptions({
    queryKey: listQueryKey(d, page, filters),
    queryFn: ({ signal }) => apiCall<ListAnswer>(d.operations.list, listUrl(d, page, filters), { signal }),
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
