import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, errorMessage } from '../../api/fetcher';
import { useLogout } from '../../api/gen/client/auth/auth';
import { clearSession, readSession, takeSessionEndNotice } from '../../api/session';

const WAITING_TOAST = 'sign-out-waits-for-deletes';
const WAITING_FOR_DELETES = 'Sending the deletes still on their way before Log Out…';

// This tab's Log Out, from the click to the sign-in page: another tab whose call the server refused
// meanwhile clears the stored session too, which this tab must not take for a sign-out elsewhere.
let underWay = false;

/** Whether this tab is signing out (Log Out pressed, the sign-in page not reached yet). */
export function signOutUnderWay(): boolean {
  return underWay;
}

/**
 * Log Out (SPEC §4): ends the session on the server, clears the stored user and the cached data,
 * goes to /sign-in. If the server call fails, the failure is shown, and this device is signed out
 * anyway: a staff member who pressed Log Out must not stay signed in.
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [settling, setSettling] = useState(false);
  const signOut = async () => {
    // Deletes waiting out their Undo, or on their way, go first and end while the session can still
    // send them (the HTTP client ends a hung one).
    setSettling(true);
    underWay = true;
    // The outbox comes with the first delete; loaded here when none was made, it holds nothing.
    // The other tabs' deletes go too: this sign-out ends their session as well. A wait that is
    // felt (a slow server, a busy tab) is said, not left to a spinner.
    const said = setTimeout(() => toast.loading(WAITING_FOR_DELETES, { id: WAITING_TOAST }), 1000);
    await import('../../lib/outbox')
      .then((o) => Promise.all([o.settleOutbox(), o.settleOtherTabs()]))
      .catch(() => undefined);
    clearTimeout(said);
    toast.dismiss(WAITING_TOAST);
    // Said before the server ends the session, so that another tab's call it refuses meanwhile
    // ends that tab's session as signed out here, not as a renewal that failed.
    // Its code is loaded here, as on a renewal: it never reaches a screen that does not use it.
    const session = readSession();
    if (session) {
      await import('../../api/renewals').then(
        (r) => r.recordSignOut(session.refreshToken),
        () => undefined,
      );
    }
    // The lists the deletes sent just now asked for again would reach a server that has ended the
    // session, and be refused: they are not needed any more.
    await queryClient.cancelQueries();
    setSettling(false);
    logout.mutate(undefined, {
      onError: (err) => {
        // A session that had already ended (expired, revoked) is what Log Out asked for: no
        // failure to report, and no "your session has expired" on the sign-in page either.
        if (err instanceof ApiRequestError && err.kind === 'session') {
          takeSessionEndNotice();
          return;
        }
        toast.error(`The server could not end the session: ${errorMessage(err)}`, {
          description: 'You are signed out on this device.',
        });
      },
      onSettled: () => {
        clearSession();
        // The screen goes first: its lists, cleared under it, would be asked for again with the
        // session the server has just ended.
        void navigate({ to: '/sign-in' }).finally(() => {
          queryClient.clear();
          underWay = false;
        });
      },
    });
  };
  return { signOut: () => void signOut(), pending: settling || logout.isPending };
}
