// Loaded by the route's loader: a deep link with a page (a bookmark, back/forward, a reload)
// starts fetching its rows while the screen's code is still on its way.
import type { QueryClient } from '@tanstack/react-query';
import { datasets } from '../../api/gen/registry/datasets';
import { listQueryOptions } from './list-query';
import { type ListSearch, viewOf } from './list-search';

export function prefetchList(queryClient: QueryClient, route: string, search: ListSearch): void {
  const d = datasets.find((x) => x.route === route);
  if (!d || search.page === undefined) return;
  const options = listQueryOptions(d, viewOf(d.columns, search));
  // The loader does not wait for this module: the screen may have asked already, and a failure it
  // shows must not be retried behind its back.
  if (queryClient.getQueryState(options.queryKey)) return;
  // Not awaited: the screen shows skeleton rows until the answer comes; a failure shows there too.
  void queryClient.prefetchQuery(options);
}
