import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUser } from '../api/session';
import { PageTitle } from '../components/page-title';
import { safeRedirect } from '../features/auth/redirect';
import { SignInPage } from '../features/auth/sign-in-page';

export const Route = createFileRoute('/sign-in')({
  // A plain function, not zod: the sign-in chunk stays small (budget: 130 KiB gzip).
  // Undefined when not a link of the console: the router merges this over the address as written.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect:
      typeof search.redirect === 'string' && safeRedirect(search.redirect) === search.redirect
        ? search.redirect
        : undefined,
  }),
  // Already signed in: no form to show, go where the user was heading.
  beforeLoad: ({ search }) => {
    if (currentUser()) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: () => (
    <>
      <PageTitle screen="Sign In" />
      <SignInPage />
    </>
  ),
});
