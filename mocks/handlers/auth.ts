import { HttpResponse, http } from 'msw';
import { LoginBody, RefreshTokenBody } from '../../src/api/gen/zod/auth/auth.zod.ts';
import { DEMO_ACCOUNTS, type MockEnv } from '../env.ts';
import { failure, readBody, requireUser } from '../http.ts';
import { signJwt, verifyJwt } from '../lib/jwt.ts';

let counter = 0;

async function issue(env: MockEnv, request: Request, username: string, stateConfigs: readonly string[]) {
  const cfg = env.configFor(request);
  const now = Math.floor(env.now() / 1000);
  const jti = `${now}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  const accessToken = await signJwt(
    {
      typ: 'access',
      sub: username,
      username,
      stateConfigs: [...stateConfigs],
      iat: now,
      exp: now + cfg.accessTtlSeconds,
    },
    env.secret,
  );
  const refreshToken = await signJwt(
    { typ: 'refresh', sub: username, jti, iat: now, exp: now + cfg.refreshTtlSeconds },
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
      return HttpResponse.json(await issue(env, request, account.username, account.stateConfigs));
    }),
    http.post('*/api/auth/logout', async ({ request }) => {
      await requireUser(request, env);
      return HttpResponse.json({ message: 'Signed out' });
    }),
    http.post('*/api/auth/refresh-token', async ({ request }) => {
      const body = await readBody(request, RefreshTokenBody);
      const claims = await verifyJwt(body.refreshToken, env.secret, env.now());
      if (claims?.typ !== 'refresh')
        failure(401, 'The refresh token is invalid or expired', 'refresh_expired');
      const account = DEMO_ACCOUNTS.find((a) => a.username === claims.sub);
      if (!account) failure(401, 'Unknown user', 'unknown_user');
      const { accessToken } = await issue(env, request, account.username, account.stateConfigs);
      return HttpResponse.json({ accessToken });
    }),
  ];
}
