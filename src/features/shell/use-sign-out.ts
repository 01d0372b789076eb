import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, errorMessage } from '../../api/fetcher';
import { useLogout } from '../../api/gen/client/auth/auth';
import { clearSession, takeSessionEndNotice } from '../../api/session';
import { settleOutbox } from '../../lib/outbox';

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
    await settleOutbox();
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
        queryClient.clear();
        void navigate({ to: '/sign-in' });
      },
    });
  };
  return { signOut: () => void signOut(), pending: settling || logout.isPending };
}
