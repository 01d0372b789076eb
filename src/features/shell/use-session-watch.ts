import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { subscribeSession } from '../../api/session';
import { signOutUnderWay } from './use-sign-out';

/**
 * Leaves the console when the session ends in another tab (it signed out, or the session expired
 * there; the storage event, relayed by subscribeSession). An end in this tab (Log Out, a failed renewal, the guard) is left
 * to whoever ended it, which navigates itself: this hook going to /sign-in as well raced with it,
 * and sometimes won, naming the page to come back to after a plain Log Out. A renewal in another
 * tab writes a new session: nothing to do.
 */
export function useSessionWatch(): void {
  const router = useRouter();
  useEffect(
    () =>
      subscribeSession((session, elsewhere) => {
        if (session || !elsewhere || signOutUnderWay()) return;
        // A navigation under way (the guard clearing an expired session) decides for itself.
        if (router.state.status === 'pending') return;
        // Already there: a call this tab made ended it first (refused while the other tab signed out).
        if (router.latestLocation.pathname === '/sign-in') return;
        // The sign-in page says why: session.ts noted it (signed out there, or expired).
        void router.navigate({ to: '/sign-in', search: { redirect: router.state.location.href } });
      }),
    [router],
  );
}
