// Sign-in, the refusal of calls without a valid token, the token refresh and sign-out.
import type { Client } from '../client.ts';
import type { DatasetConfig, OperationId } from '../contract.ts';
import type { Lane } from '../lane.ts';

/** Signs in; false when no access token came (nothing else can then be checked). */
export async function signIn(
  lane: Lane,
  client: Client,
  username: string,
  password: string,
): Promise<boolean> {
  client.setAccount(username, password);
  const out = await lane.exchange({
    operation: 'login',
    check: 'sign in with the given account',
    path: '/api/auth/login',
    body: { username, password },
    auth: 'none',
  });
  const body = out.answer.json as { accessToken?: unknown; refreshToken?: unknown } | undefined;
  client.secret(body?.accessToken, 'TOKEN');
  client.secret(body?.refreshToken, 'REFRESH_TOKEN');
  if (out.answer.status !== 200 || typeof body?.accessToken !== 'string') return false;
  client.setTokens({
    accessToken: body.accessToken,
    refreshToken: typeof body.refreshToken === 'string' ? body.refreshToken : undefined,
  });
  return true;
}

/** A call without a token, and one with a malformed token, must both be refused with 401. */
export async function refusesWithoutToken(lane: Lane, d: DatasetConfig): Promise<void> {
  const operation = `${d.key}List` as OperationId;
  const path = `${d.endpoint}?page=1&limit=10`;
  await lane.exchange({
    operation,
    check: 'without a token: refused (401)',
    path,
    auth: 'none',
    expect: [401],
  });
  await lane.exchange({
    operation,
    check: 'with a malformed token: refused (401)',
    path,
    auth: 'malformed',
    expect: [401],
  });
}

export async function refresh(lane: Lane, client: Client): Promise<void> {
  const refreshToken = client.refreshToken;
  if (!refreshToken) {
    lane.skip(
      'refreshToken',
      'trade the refresh token for a new access token',
      'the sign-in gave no refresh token',
    );
    return;
  }
  const out = await lane.exchange({
    operation: 'refreshToken',
    check: 'trade the refresh token for a new access token',
    path: '/api/auth/refresh-token',
    body: { refreshToken },
    auth: 'none',
  });
  const body = out.answer.json as { accessToken?: unknown; refreshToken?: unknown } | undefined;
  client.secret(body?.accessToken, 'TOKEN');
  client.secret(body?.refreshToken, 'REFRESH_TOKEN');
  if (out.ok && typeof body?.accessToken === 'string') {
    client.setTokens({
      accessToken: body.accessToken,
      refreshToken: typeof body.refreshToken === 'string' ? body.refreshToken : refreshToken,
    });
  }
}

export async function signOut(lane: Lane): Promise<void> {
  await lane.exchange({ operation: 'logout', check: 'sign out', path: '/api/auth/logout' });
}
