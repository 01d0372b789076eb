// Loaded by the route's loader: a deep link with a page (a bookmark, back/forward, a reload)
// starts fetching its rows while the screen's code is still on its way.
import type { QueryClient } from '@tanstack/react-query';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { listQueryOptions } from './list-query';
import { type ListSearch, viewOf } from './list-search';

export function prefetchList(queryClient: QueryClient, d: DatasetConfig, search: ListSearch): void {
  if (search.page === undefined) return;
  const options = listQueryOptions(d, viewOf(d.columns, search));
  // The loader does not wait for this module: the screen may have asked already, and a failure it
  // shows must not be retried behind its back.
  if (queryClient.getQueryState(options.queryKey)) return;
  // Not awaited: the screen shows skeleton rows until the answer comes; a failure shows there too.
  void queryClient.prefetchQuery(options);
}
