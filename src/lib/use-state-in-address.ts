// The address names the state the screen shows. A ?state= the screen cannot use (lower case, not a
// state, not one of the user's, or not one this screen offers) is not used: the screen shows its
// default instead, and the address is corrected to it, so that a reload, a bookmark or a shared
// link shows what is on screen, and what is sent is what is shown.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Replaces the address's state by `shown` where the address has another one (undefined: the
 * screen shows no state, and the address is left alone). */
export function useStateInAddress(shown: string | undefined): void {
  // The address as written, not as the route validated it (an invalid value is dropped there);
  // the one the screen shows, not one a navigation under way is going to.
  const written = useRouterState({
    select: (s) => {
      const state = (s.resolvedLocation?.search as { state?: unknown } | undefined)?.state;
      return state === undefined ? undefined : String(state);
    },
  });
  const navigate = useNavigate();
  useEffect(() => {
    if (shown === undefined || written === undefined || written === shown) return;
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, state: shown }),
      replace: true,
    });
  }, [written, shown, navigate]);
}
