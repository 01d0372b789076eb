import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearSession, currentUser, noteSessionEnd, readSession } from '../api/session';
import { AppShell } from '../features/shell/app-shell';

// The guard (SPEC §2): a guarded route is entered only with a stored access token that decodes and
// has not expired; otherwise the stored user is cleared and the browser goes to /sign-in, with the
// refused address to come back to. The redirect replaces that address in the history, so Back
// leaves the sign-in page instead of bouncing into it again.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location, preload }) => {
    const user = currentUser();
    if (!user) {
      // A preload (hovering a link) only asks; the session ends when the user actually goes there.
      if (!preload) {
        // A stored session that no longer holds (its token expired): the sign-in page says so.
        if (readSession()) noteSessionEnd('Your session has expired. Please sign in again.');
        clearSession();
      }
      throw redirect({ to: '/sign-in', search: { redirect: location.href }, replace: true });
    }
    return { user };
  },
  component: AppShell,
});
