import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { setSessionEndedHandler } from './api/fetcher';
import { createQueryClient } from './api/query-client';
import { NotFound } from './components/not-found';
import { RouteError } from './components/route-error';
// Read as the app starts, before the router rewrites the address (see the module).
import './lib/loaded-address';
import { routeTree } from './routeTree.gen';

export const queryClient = createQueryClient();

/** A search value is read as JSON where it is JSON (the router's default), but for a whole number of
 * 16 digits or more: JSON would read it as a number and lose its last digits (a 64-bit key in a
 * filter or an open record), so it stays the text it is, and is written back without quotes. */
function searchValue(text: string): unknown {
  if (/^-?\d{16,}$/.test(text)) throw new SyntaxError('a long whole number stays text');
  return JSON.parse(text);
}

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
