// Sign-in, sign-out and refresh. Both tokens of a sign-in carry the session's id (`sid`), so that
// signing out can revoke the session: its refresh token and its access tokens are refused from
// then on (env.revocations).
import { HttpResponse, http } from 'msw';
import { LoginBody, RefreshTokenBody } from '../../src/api/gen/zod/auth/auth.zod.ts';
import { DEMO_ACCOUNTS, type MockEnv } from '../env.ts';
import { failure, readBody, requireUser } from '../http.ts';
import { signJwt, verifyJwt } from '../lib/jwt.ts';

let counter = 0;

export type Account = (typeof DEMO_ACCOUNTS)[number];

export const findAccount = (username: unknown): Account | undefined =>
  DEMO_ACCOUNTS.find((a) => a.username === username);

const newSid = (now: number) => `${now}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

/** An access token (and, for a sign-in, a refresh token) of `account` in session `sid`. `ago`
 * moves the issue time back (seconds): an expired pair for tests (POST /__mock/expired-token). */
export async function issueTokens(
  env: MockEnv,
  request: Request,
  account: Account,
  sid: string,
  ago = 0,
): Promise<{ accessToken: string; refreshToken: string }> {
  const cfg = env.configFor(request);
  const now = Math.floor(env.now() / 1000) - ago;
  const accessToken = await signJwt(
    {
      typ: 'access',
      sub: account.username,
      username: account.username,
      stateConfigs: [...account.stateConfigs],
      sid,
      iat: now,
      exp: now + cfg.accessTtlSeconds,
    },
    env.secret,
  );
  const refreshToken = await signJwt(
    { typ: 'refresh', sub: account.username, jti: sid, sid, iat: now, exp: now + cfg.refreshTtlSeconds },
    env.secret,
  );
  return { accessToken, refreshToken };
}

export function authHandlers(env: MockEnv) {
  return [
    http.post('*/api/auth/login', async ({ request }) => {
      const body = await readBody(request, LoginBody);
      const account = DEMO_ACCOUNTS.find((a) => a.username === body.username && a.password === body.password);
      if (!account) failure(401, 'Invalid username or password', 'invalid_credentials');
      return HttpResponse.json(await issueTokens(env, request, account, newSid(env.now())));
    }),

    http.post('*/api/auth/logout', async ({ request }) => {
      const claims = await requireUser(request, env);
      if (typeof claims.sid === 'string') {
        // No token of the session outlives its last possible refresh token.
        const until = env.now() + env.configFor(request).refreshTtlSeconds * 1000;
        env.revocations.revoke(claims.sid, until);
      }
      return HttpResponse.json({ message: 'Signed out' });
    }),

    http.post('*/api/auth/refresh-token', async ({ request }) => {
      const body = await readBody(request, RefreshTokenBody);
      const claims = await verifyJwt(body.refreshToken, env.secret, env.now());
      if (claims?.typ !== 'refresh')
        failure(401, 'The refresh token is invalid or expired', 'refresh_expired');
      const sid = typeof claims.sid === 'string' ? claims.sid : String(claims.jti ?? '');
      if (env.revocations.has(sid))
        failure(401, 'This session was signed out; sign in again', 'session_revoked');
      const account = findAccount(claims.sub);
      if (!account) failure(401, 'Unknown user', 'unknown_user');
      const { accessToken } = await issueTokens(env, request, account, sid);
      return HttpResponse.json({ accessToken });
    }),
  ];
}
