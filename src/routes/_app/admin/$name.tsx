import { createFileRoute, Link, useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { DatasetConfig } from '../../../api/gen/registry/types';
import { Alert } from '../../../components/alert';
import { PageTitle } from '../../../components/page-title';
import { datasetFor } from '../../../features/datasets/dataset-config';
import { DatasetManager } from '../../../features/datasets/dataset-manager';
import { type ListSearch, validateListSearch } from '../../../features/datasets/list-search';
import { takeLoadedSearch } from '../../../lib/loaded-address';
import { preloadable } from '../../../lib/preloadable';

// Another screen of its own issue: loaded only at /admin/actions-entry, not with every table, and
// before the screen is drawn (the loader), so that it arrives whole, its heading taking the focus.
const ActionEntryPage = preloadable(() =>
  import('../../../features/action-entry/action-entry-page').then((m) => m.ActionEntryPage),
);

// /admin/{name}: the Action Entry screen, the manager of the dataset whose route matches, or
// 'No table found for this route!' (SPEC §2). The list state (page, size, sort, filters) is in
// the URL.
function AdminScreen() {
  const { name } = Route.useParams();
  const search = Route.useSearch();
  const router = useRouter();
  // The address as typed, for what the check left out of it: only the history entry the page was
  // loaded at has one (an address typed or pasted is a page load); every other entry is the app's
  // own, already checked (a page, size or sort it could not use is gone from it). Not the
  // location's own search: it changes as a navigation starts, before the route's search does, and
  // this whole screen was drawn twice for every list change and record opened, once before.
  const pathname = useLocation({ select: (l) => l.pathname });
  const [opened] = useState(() => ({
    loaded: takeLoadedSearch(pathname),
    entry: router.latestLocation.state.__TSR_key,
  }));
  const onLoadedEntry = useLocation({
    select: (l) => opened.loaded !== null && l.state.__TSR_key === opened.entry,
  });
  const rawSearch = useMemo(
    () => (onLoadedEntry && opened.loaded !== null ? router.options.parseSearch(opened.loaded) : search),
    [router, opened, onLoadedEntry, search],
  );
  const navigate = Route.useNavigate();
  // Only the dataset: the loader runs again on every list change and answers a new object, which
  // rendered the whole manager a second time when the list's rows were at hand already.
  const dataset = Route.useLoaderData({ select: (data) => data.dataset });
  // One function while the screen stays: the grid is not drawn again for a new one.
  const onSearch = useCallback(
    (next: ListSearch, options?: { replace?: boolean }) => {
      // A list change goes into the URL only while this screen's address is the router's: when
      // the app is already on its way elsewhere (a session that ended, the sign-in page still
      // loading), it would take the place of that navigation.
      const here = router.buildLocation({ to: '/admin/$name', params: { name } }).pathname;
      if (router.latestLocation.pathname !== here) return;
      // The same screen: the page stays where the user has it (the grid scrolls in its own box);
      // the router's reset to the top moved it under the pointer when a record opened.
      void navigate({
        to: '/admin/$name',
        params: { name },
        search: next,
        resetScroll: false,
        replace: options?.replace,
      });
    },
    [router, name, navigate],
  );
  if (name === 'actions-entry') {
    return (
      <>
        <PageTitle screen="Action Entry" />
        <ActionEntryPage />
      </>
    );
  }
  if (!dataset) {
    return (
      <div className="page">
        <PageTitle screen="No table found" />
        <h1>Table not found</h1>
        <Alert tone="warning" role="alert">
          No table found for this route!
        </Alert>
        <p>
          There is no dataset at <code>/admin/{name}</code>.{' '}
          <Link to="/dashboard">See every dataset on the dashboard</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <PageTitle screen={`${dataset.name} Management`} />
      <DatasetManager
        key={dataset.key}
        dataset={dataset}
        search={search}
        rawSearch={rawSearch}
        onSearch={onSearch}
      />
    </>
  );
}

export const Route = createFileRoute('/_app/admin/$name')({
  validateSearch: validateListSearch,

  loaderDeps: ({ search }) => ({ search }),
  // The loader runs in the main bundle: it loads the dataset's configuration (once) and, for a
  // list with a page, starts its fetch without waiting: awaiting even a loaded chunk's import()
  // settles in a later task, and View data would paint a frame of nothing new before its rows.
  loader: ({ params, deps, context }) => {
    if (params.name === 'actions-entry')
      return ActionEntryPage.preload().then(() => ({ dataset: undefined }));
    const found = datasetFor(params.name);
    const ready = (dataset: DatasetConfig | undefined) => {
      if (dataset && deps.search.page !== undefined) {
        // A failure to load shows where it matters: the screen's own list query.
        void import('../../../features/datasets/prefetch')
          .then(({ prefetchList }) => prefetchList(context.queryClient, dataset, deps.search))
          .catch(() => undefined);
      }
      return { dataset };
    };
    return found instanceof Promise ? found.then(ready) : ready(found);
  },
  component: AdminScreen,
});
