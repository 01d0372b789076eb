import { createRouter } from '@tanstack/react-router';
import { setSessionEndedHandler } from './api/fetcher';
import { createQueryClient } from './api/query-client';
import { NotFound } from './components/not-found';
import { routeTree } from './routeTree.gen';

export const queryClient = createQueryClient();

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
  // A failed refresh ends the session: the stored user is gone; go to / (the guard then asks
  // for a sign-in and brings the user back).
  setSessionEndedHandler(() => {
    queryClient.clear();
    void router.navigate({ to: '/' });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
