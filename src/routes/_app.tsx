import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearSession, currentUser } from '../api/session';
import { AppShell } from '../features/shell/app-shell';

// The guard (SPEC §2): a guarded route is entered only with a stored access token that decodes and
// has not expired; otherwise the stored user is cleared and the browser goes to /sign-in.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    const user = currentUser();
    if (!user) {
      clearSession();
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
    return { user };
  },
  component: AppShell,
});
