// Tokens a server must refuse, on every operation that needs one: none, a malformed one, the
// account's own token with its payload changed (signature kept), the same unsigned (alg none),
// and a genuine expired one when given (--expired-token). Then, after sign-out, the session's
// refresh token, which the contract says is revoked.
import { US_STATES } from '../../../src/lib/us-states.ts';
import type { AuthMode, Client } from '../client.ts';
import type { OperationId } from '../contract.ts';
import type { Lane } from '../lane.ts';
import { datasetOf, isRead, minimalRequest } from './requests.ts';

export interface TokenVariant {
  check: string;
  /** The token to send, or why this variant cannot be tried. */
  auth: AuthMode | { skip: string };
}

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

/** The payload of a JWT, or undefined when `token` is not one. */
export function jwtPayload(token: string | undefined): Record<string, unknown> | undefined {
  const parts = token?.split('.');
  if (parts?.length !== 3) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString('utf8')) as unknown;
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `token` with its payload widened (every state, a year more) and its signature kept. */
function tamperedToken(token: string): string | undefined {
  const payload = jwtPayload(token);
  if (!payload) return undefined;
  const [head, , sig] = token.split('.') as [string, string, string];
  const year = Math.floor(Date.now() / 1000) + 365 * 86_400;
  const widened = { ...payload, stateConfigs: US_STATES.map((s) => s.code), exp: year };
  return `${head}.${b64url(JSON.stringify(widened))}.${sig}`;
}

/** `token`'s payload under a header that says alg none, with no signature. */
function unsignedToken(token: string): string | undefined {
  const payload = jwtPayload(token);
  if (!payload) return undefined;
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${token.split('.')[1]}.`;
}

export function tokenVariants(client: Client, expiredToken: string | undefined): TokenVariant[] {
  const access = client.accessToken ?? '';
  const notJwt = { skip: 'the access token is not a JWT, so there is no payload to change' };
  const tampered = tamperedToken(access);
  const unsigned = unsignedToken(access);
  if (tampered) client.secret(tampered, 'TAMPERED_TOKEN');
  // Unsigned, it proves nothing; but it carries the account's claims: kept out of reports too.
  if (unsigned) client.secret(unsigned, 'UNSIGNED_TOKEN');
  if (expiredToken) client.secret(expiredToken, 'EXPIRED_TOKEN');
  return [
    { check: 'without a token: refused (401)', auth: 'none' },
    { check: 'with a malformed token: refused (401)', auth: 'malformed' },
    {
      check: 'with a tampered token (payload widened, signature kept): refused (401)',
      auth: tampered ? { bearer: tampered } : notJwt,
    },
    {
      check: 'with an unsigned token (alg none): refused (401)',
      auth: unsigned ? { bearer: unsigned } : notJwt,
    },
    {
      check: 'with an expired token: refused (401)',
      auth: expiredToken
        ? { bearer: expiredToken }
        : { skip: 'pass --expired-token (a token of this server whose exp has passed) to check it' },
    },
  ];
}

export interface TokenRun {
  runId: string;
  readOnly: boolean;
  hearingState: string;
  /** A scratch record a broken server created for a refused call: delete it with the real token. */
  cleanUp(id: OperationId, answer: unknown): Promise<void>;
}

/** Every variant on each of `ids`; a write is left out of a read-only run. */
export async function refusesBadTokens(
  lane: Lane,
  ids: OperationId[],
  variants: TokenVariant[],
  run: TokenRun,
): Promise<void> {
  for (const id of ids) {
    const target = minimalRequest(id, run.runId, run.hearingState);
    for (const v of variants) {
      if (run.readOnly && !isRead(id)) {
        lane.skip(id, v.check, 'read-only run (--read-only)', target.path, 'tokens');
        continue;
      }
      if (typeof v.auth === 'object' && 'skip' in v.auth) {
        lane.skip(id, v.check, v.auth.skip, target.path, 'tokens');
        continue;
      }
      const out = await lane.probe({
        operation: id,
        suite: 'tokens',
        check: v.check,
        path: target.path,
        body: target.body,
        auth: v.auth,
        expect: [401],
      });
      if (out.answer.status !== null && out.answer.status < 300 && datasetOf(id) && id.endsWith('Add'))
        await run.cleanUp(id, out.answer.json);
    }
  }
}

/** The refresh call with tokens that are not the session's refresh token. */
export async function refreshRefusesBadTokens(lane: Lane, client: Client): Promise<void> {
  const refresh = client.refreshToken;
  const check = (what: string) => `refresh with ${what}: refused (401)`;
  const tampered = refresh ? tamperedToken(refresh) : undefined;
  const unsigned = refresh ? unsignedToken(refresh) : undefined;
  if (tampered) client.secret(tampered, 'TAMPERED_REFRESH_TOKEN');
  if (unsigned) client.secret(unsigned, 'UNSIGNED_REFRESH_TOKEN');
  const tries: [string, string | undefined, string][] = [
    [check('a malformed token'), 'not-a-token', ''],
    [
      check('a tampered refresh token (payload changed, signature kept)'),
      tampered,
      'the refresh token is not a JWT',
    ],
    [check('an unsigned refresh token (alg none)'), unsigned, 'the refresh token is not a JWT'],
    [check('the access token instead of the refresh token'), client.accessToken, 'no access token'],
  ];
  for (const [name, token, why] of tries) {
    if (!refresh) {
      lane.skip(
        'refreshToken',
        name,
        'the sign-in gave no refresh token',
        '/api/auth/refresh-token',
        'tokens',
      );
      continue;
    }
    if (!token) {
      lane.skip('refreshToken', name, why, '/api/auth/refresh-token', 'tokens');
      continue;
    }
    await lane.probe({
      operation: 'refreshToken',
      suite: 'tokens',
      check: name,
      path: '/api/auth/refresh-token',
      body: { refreshToken: token },
      auth: 'none',
      expect: [401],
    });
  }
}

/** After sign-out, the session's refresh token is refused (the contract: logout revokes it). */
export async function refreshRefusedAfterSignOut(
  lane: Lane,
  refreshToken: string | undefined,
): Promise<void> {
  const check = 'after sign-out, the refresh token: refused (401)';
  if (!refreshToken) {
    lane.skip(
      'refreshToken',
      check,
      'the sign-in gave no refresh token',
      '/api/auth/refresh-token',
      'tokens',
    );
    return;
  }
  await lane.probe({
    operation: 'refreshToken',
    suite: 'tokens',
    check,
    path: '/api/auth/refresh-token',
    body: { refreshToken },
    auth: 'none',
    expect: [401],
  });
}
