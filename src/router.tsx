import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { setSessionEndedHandler } from './api/fetcher';
import { createQueryClient } from './api/query-client';
import { NotFound } from './components/not-found';
import { RouteError } from './components/route-error';
// Read as the app starts, before the router rewrites the address (see the module).
import './lib/loaded-address';
import { searchValue } from './lib/url-state';
import { routeTree } from './routeTree.gen';

export const queryClient = createQueryClient();

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    parseSearch: parseSearchWith(searchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, searchValue),
  });
  // A failed renewal ends the session: the stored user is gone. The sign-in page names the page
  // the user was on (or on the way to), so that signing in again brings them back there; the
  // address is replaced, as the guard does.
  setSessionEndedHandler(() => {
    queryClient.clear();
    const at = router.latestLocation;
    if (at.pathname === '/sign-in') return;
    void router.navigate({ to: '/sign-in', search: { redirect: at.href }, replace: true });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
