import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUser } from '../api/session';
import { SignInPage } from '../features/auth/sign-in-page';

export const Route = createFileRoute('/sign-in')({
  // A plain function, not zod: the sign-in chunk stays small (budget: 130 KiB gzip).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/')
      ? { redirect: search.redirect }
      : {},
  beforeLoad: ({ search }) => {
    if (currentUser()) throw redirect({ to: search.redirect?.startsWith('/') ? search.redirect : '/' });
  },
  component: SignInPage,
});
