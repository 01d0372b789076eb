import { useEffect } from 'react';
import { renewAhead, renewalDue } from '../../api/fetcher';
import { readSession, subscribeSession } from '../../api/session';

/**
 * While signed in, renews the session a little before its access token expires (renewAhead), and
 * at once when the tab comes back into view after the token's time (timers sleep with the tab).
 */
export function useRenewAhead(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = () => {
      clearTimeout(timer);
      const session = readSession();
      const due = session && renewalDue(session.accessToken);
      if (due === null || due === undefined) return;
      timer = setTimeout(() => void renewAhead(), Math.max(0, due - Date.now()));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') plan();
    };
    plan();
    const unsubscribe = subscribeSession(plan);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
