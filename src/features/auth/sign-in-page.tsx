// /sign-in (SPEC §2): a welcome banner, username and password (both required, said at the field),
// Sign In with a spinner while the call runs. Failure: 'Username or Password is wrong!' with the
// server's own words as its detail, or, when the server failed, that it failed (sign-in-failure.ts).
// Against a mock backend the card lists its demo accounts, as the server's /config.json names them.
// This chunk is on the cold path of /sign-in (budget 130 KiB gzip for the page): plain React state,
// no form or schema library.
import { useQueryClient } from '@tanstack/react-query';
import { type AnyRoute, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { preloadAnswerCheck } from '../../api/fetcher';
import { login } from '../../api/gen/client/auth/auth';
import { demoAccounts } from '../../api/runtime-config';
import { subscribeSession, takeSessionEndNotice, writeSession } from '../../api/session';
import { Alert } from '../../components/alert';
import { BrandMark } from '../../components/brand-mark';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { DemoAccounts } from './demo-accounts';
import { safeRedirect } from './redirect';
import { type SignInFailure, signInFailure } from './sign-in-failure';
import { type CredentialErrors, type Credentials, validateCredentials } from './validate';
import './sign-in-page.css';

/** Starts loading the route chunks of the screen after sign-in (an optimisation only). */
function warmTarget(router: ReturnType<typeof useRouter>, redirect: string | undefined): void {
  try {
    const target = new URL(safeRedirect(redirect), window.location.origin).pathname;
    for (const match of router.matchRoutes(target, {})) {
      const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId];
      if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  } catch {
    // Warming is an optimisation only.
  }
}

export function SignInPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { redirect } = useSearch({ from: '/sign-in' });
  // The call is made from the submit handler itself, not through a mutation hook: the request
  // leaves before React renders the spinner (a mutation sends it after that render, on the way to
  // the next screen).
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [capsLock, setCapsLock] = useState(false);
  // Sent here because the session ended (not by signing out): say so, once.
  const [ended] = useState(takeSessionEndNotice);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The code of the screen the user is going to, and the schema that checks the sign-in answer:
  // fetched once, as soon as the user types in either field (someone typing credentials is about
  // to sign in; the page itself loaded without them), or when the pointer or focus reaches
  // Sign In, else right after the sign-in call has gone out. Chunks only: the guard and loaders
  // run after sign-in.
  // Signed in in another tab meanwhile: this form would sign in over that session. Go on instead.
  useEffect(
    () =>
      subscribeSession((session, elsewhere) => {
        if (session && elsewhere) void navigate({ href: safeRedirect(redirect), replace: true });
      }),
    [navigate, redirect],
  );
  const warmed = useRef(false);
  const warm = () => {
    if (warmed.current) return;
    warmed.current = true;
    preloadAnswerCheck('login');
    warmTarget(router, redirect);
  };

  const change = (field: keyof Credentials, value: string) => {
    // After this keystroke's own render: the keystroke stays as quick as it was.
    if (!warmed.current) setTimeout(warm, 0);
    setValues((v) => ({ ...v, [field]: value }));
    // A field error goes away as soon as the field is filled in.
    if (errors[field])
      setErrors((e) => ({ ...e, [field]: validateCredentials({ ...values, [field]: value })[field] }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const found = validateCredentials(values);
    setErrors(found);
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    const call = login({ username: values.username.trim(), password: values.password });
    setPending(true);
    setFailure(null);
    call.then(
      (session) => {
        writeSession(session);
        // Nothing cached for a previous user may show to this one.
        queryClient.clear();
        void navigate({ href: safeRedirect(redirect), replace: true });
      },
      (err: unknown) => {
        setPending(false);
        setFailure(signInFailure(err));
      },
    );
    // In a task of its own: the call goes out first, then the screen's code loads (if typing has
    // not loaded it already) while the call is on the wire.
    setTimeout(warm, 0);
  };

  const watchCapsLock = (e: KeyboardEvent) => setCapsLock(e.getModifierState('CapsLock'));

  return (
    <main className="sign-in">
      <div className="sign-in-card card">
        <header className="sign-in-banner">
          <BrandMark size={40} />
          <h1>Welcome</h1>
          <p>Sign in to the Legislative Data Console with your staff account.</p>
        </header>

        <form className="sign-in-form" noValidate onSubmit={submit} aria-busy={pending}>
          {failure === null && ended !== null && (
            <Alert tone="info" role="status" as="div">
              {ended}
            </Alert>
          )}
          {failure !== null && (
            <Alert tone="error" role="alert" as="div" className="sign-in-failure">
              <div>
                <p className="sign-in-failure-title">{failure.title}</p>
                {failure.detail && <p className="sign-in-failure-detail">{failure.detail}</p>}
              </div>
            </Alert>
          )}

          <div className="field">
            <label htmlFor="sign-in-username">
              Username
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            </label>
            <input
              ref={usernameRef}
              id="sign-in-username"
              name="username"
              className="input"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // biome-ignore lint/a11y/noAutofocus: the page's one task; focus belongs in its first field
              autoFocus
              required
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? 'sign-in-username-error' : undefined}
              value={values.username}
              onChange={(e) => change('username', e.target.value)}
            />
            {errors.username && (
              <p id="sign-in-username-error" className="field-error">
                {errors.username}
              </p>
            )}
          </div>

          <div className="field">
            <label htmlFor="sign-in-password">
              Password
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            </label>
            <input
              ref={passwordRef}
              id="sign-in-password"
              name="password"
              type="password"
              className="input"
              autoComplete="current-password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={
                [errors.password && 'sign-in-password-error', capsLock && 'sign-in-caps']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              value={values.password}
              onChange={(e) => change('password', e.target.value)}
              onKeyUp={watchCapsLock}
              onKeyDown={watchCapsLock}
            />
            {errors.password && (
              <p id="sign-in-password-error" className="field-error">
                {errors.password}
              </p>
            )}
            {capsLock && (
              <p id="sign-in-caps" className="field-hint">
                Caps Lock is on.
              </p>
            )}
          </div>

          {/* Inactive while the call runs, keeping the focus: a failure is read from where it was. */}
          <FocusKeepingButton
            ref={submitRef}
            type="submit"
            className="btn btn-primary sign-in-submit"
            inactive={pending}
            onPointerEnter={warm}
            onFocus={warm}
          >
            {pending && <span className="spinner" aria-hidden="true" />}
            Sign In
          </FocusKeepingButton>
          <p className="visually-hidden" role="status">
            {pending ? 'Signing in…' : ''}
          </p>
        </form>
        <DemoAccounts
          accounts={demoAccounts()}
          onUse={(account) => {
            setValues({ username: account.username, password: account.password });
            setErrors({});
            warm();
            submitRef.current?.focus();
          }}
        />
      </div>
      <p className="sign-in-foot">
        For staff of the legislative data service. Ask your team lead for an account.
      </p>
    </main>
  );
}
