import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { sessionUser, subscribeSession } from '../../api/session';
import { signOutUnderWay } from './use-sign-out';

const USER_CHANGED = 'console.user-changed';

/**
 * Leaves the console when the session ends in another tab (it signed out, or the session expired
 * there; the storage event, relayed by subscribeSession). An end in this tab (Log Out, a failed renewal, the guard) is left
 * to whoever ended it, which navigates itself: this hook going to /sign-in as well raced with it,
 * and sometimes won, naming the page to come back to after a plain Log Out. A renewal in another
 * tab writes a new session: nothing to do; another user's sign-in there reloads this tab as theirs.
 */
export function useSessionWatch(): void {
  const router = useRouter();
  // After the reload below: who this tab works for now, said once.
  useEffect(() => {
    const now = sessionStorage.getItem(USER_CHANGED);
    if (now === null) return;
    sessionStorage.removeItem(USER_CHANGED);
    toast.info(`Signed in as ${now} in another tab: this tab works for ${now} now.`);
  }, []);
  useEffect(() => {
    return subscribeSession((session, elsewhere, was) => {
      const shown = sessionUser();
      // Another user signed in in another tab: this tab's screen, menu and states were the last
      // user's while its calls went out as the new one's. It starts again as the new user.
      if (session && elsewhere && was !== null && shown !== null && shown !== was) {
        sessionStorage.setItem(USER_CHANGED, shown);
        window.location.reload();
        return;
      }
      if (session || !elsewhere || signOutUnderWay()) return;
      // A navigation under way (the guard clearing an expired session) decides for itself.
      if (router.state.status === 'pending') return;
      // Already there: a call this tab made ended it first (refused while the other tab signed out).
      if (router.latestLocation.pathname === '/sign-in') return;
      // The sign-in page says why: session.ts noted it (signed out there, or expired).
      void router.navigate({ to: '/sign-in', search: { redirect: router.state.location.href } });
    });
  }, [router]);
}
