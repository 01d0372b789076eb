import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { readSession, subscribeSession } from '../../api/session';

/**
 * Leaves the console when the session ends elsewhere: another tab signed out (the storage event,
 * relayed by subscribeSession) or any code cleared it. Whoever cleared it in this tab (Log Out, a
 * failed refresh, the guard) navigates itself; the check a microtask later sees that the address
 * has moved or a navigation is under way, and stays out of the way (no second history entry).
 * A refresh in another tab writes a new session: nothing to do.
 */
export function useSessionWatch(): void {
  const router = useRouter();
  useEffect(
    () =>
      subscribeSession((session) => {
        // A navigation under way (the guard clearing an expired session) decides for itself.
        if (session || router.state.status === 'pending') return;
        // The router's history knows a navigation at once (the browser's address follows later).
        const at = router.history.location.href;
        queueMicrotask(() => {
          if (router.history.location.href !== at || router.state.status === 'pending' || readSession())
            return;
          void router.navigate({ to: '/sign-in', search: { redirect: router.state.location.href } });
        });
      }),
    [router],
  );
}
