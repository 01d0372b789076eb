// Helpers every handler uses: the contract's error answer, the bearer check, body checking
// against the generated zod schemas.
import { HttpResponse } from 'msw';
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { KEY_SEPARATOR } from '../src/lib/row-key.ts';
import type { MockEnv } from './env.ts';
import type { Claims } from './lib/jwt.ts';
import { verifyJwt } from './lib/jwt.ts';

// The generated schemas are Zod Mini, which carries no messages: a 400 words its issue in English.
config(en());

/** The contract's error answer (ApiError). */
function fail(
  status: number,
  message: string,
  error?: string,
): HttpResponse<{ message: string; error?: string }> {
  return HttpResponse.json(error ? { message, error } : { message }, { status });
}

/** Throwable: MSW answers with a thrown Response. */
export function failure(status: number, message: string, error?: string): never {
  throw fail(status, message, error);
}

export async function requireUser(request: Request, env: MockEnv): Promise<Claims> {
  const auth = request.headers.get('authorization') ?? '';
  // The scheme's name is case-insensitive (RFC 9110 §11.1): 'bearer' is Bearer.
  const m = /^Bearer (.+)$/i.exec(auth);
  if (!m?.[1]) failure(401, 'Authentication required', 'unauthorized');
  const claims = await verifyJwt(m[1], env.secret, env.now());
  if (claims?.typ !== 'access') failure(401, 'Your access token is invalid or expired', 'token_expired');
  if (typeof claims.sid === 'string' && env.revocations.has(claims.sid))
    failure(401, 'This session was signed out; sign in again', 'session_revoked');
  return claims;
}

/** The state rule of the contract (docs/decisions/0040): a call that names a state outside the
 * token's stateConfigs is refused with 403, after the request's form was checked. */
export function requireState(claims: Claims, state: string): void {
  const states = Array.isArray(claims.stateConfigs) ? (claims.stateConfigs as unknown[]) : [];
  if (states.includes(state)) return;
  const yours = states.filter((s): s is string => typeof s === 'string');
  failure(
    403,
    `You have no access to ${state}: your account covers ${yours.length ? yours.join(', ') : 'no state'}`,
    'state_not_allowed',
  );
}

interface SafeParser<T> {
  safeParse(
    v: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The request's JSON body checked against a generated zod schema, or a 400 with the first issue. */
export async function readBody<T>(request: Request, schema: SafeParser<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    failure(400, 'The request body is not valid JSON', 'bad_json');
  }
  return check(raw, schema, 'body');
}

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  pattern?: string;
  maximum?: unknown;
  minimum?: unknown;
}

/** The words of a zod issue, where zod's own would quote a regular expression. */
function issueText(issue: Issue | undefined): string {
  if (!issue) return 'invalid';
  if (issue.code === 'invalid_format' && issue.pattern?.includes('-9223372036854775808'))
    return 'must be a signed 64-bit integer, -9223372036854775808 to 9223372036854775807, written as digits';
  // A JSON number beyond 2^53 reaches the server already rounded: the contract's 64-bit values
  // (a string of digits or a number) say how to send one exactly.
  if (
    (issue.code === 'too_big' && Number(issue.maximum) === Number.MAX_SAFE_INTEGER) ||
    (issue.code === 'too_small' && Number(issue.minimum) === Number.MIN_SAFE_INTEGER)
  )
    return 'is a number beyond ±9007199254740991, which a JSON number does not carry exactly: send a 64-bit value as a string of digits';
  if (issue.code === 'invalid_format' && issue.pattern?.includes(`[^${KEY_SEPARATOR}`))
    return `holds a '${KEY_SEPARATOR}', which joins a composite key's values in the record's id, or a control character`;
  if (issue.code === 'invalid_format' && issue.pattern?.includes('\\x00'))
    return 'holds a control character (NUL or another); only tab, line feed and carriage return are allowed';
  return issue.message;
}

interface ZodDef {
  type?: string;
  format?: string;
  shape?: Record<string, { _zod?: { def?: ZodDef } }>;
  innerType?: { _zod?: { def?: ZodDef } };
  out?: { _zod?: { def?: ZodDef } };
}

/** Whether a generated parameter schema takes an integer: z.int() behind the default, optional
 * and coercion orval wraps it in. */
function takesInteger(def: ZodDef | undefined): boolean {
  for (let d = def; d; d = (d.innerType ?? d.out)?._zod?.def)
    if (d.type === 'number' && d.format === 'safeint') return true;
  return false;
}

/** Query and path parameters: the generated schemas coerce, and coercion reads '0x10', '1e2',
 * '1.0' or ' 1' as integers; the contract's integer parameter is written in decimal digits. */
function decimalIntegers(value: unknown, schema: unknown, where: string): void {
  const shape = (schema as { _zod?: { def?: ZodDef } })._zod?.def?.shape;
  if (!shape || typeof value !== 'object' || value === null) return;
  for (const [key, raw] of Object.entries(value))
    if (typeof raw === 'string' && !/^-?[0-9]+$/.test(raw) && takesInteger(shape[key]?._zod?.def))
      failure(
        400,
        `Invalid ${where}.${key}: must be a whole number written in decimal digits`,
        'invalid_request',
      );
}

export function check<T>(value: unknown, schema: SafeParser<T>, where: string): T {
  if (where === 'query' || where === 'path') decimalIntegers(value, schema, where);
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0] as Issue | undefined;
  const at = issue?.path.length ? `${where}.${issue.path.join('.')}` : where;
  return failure(400, `Invalid ${at}: ${issueText(issue)}`, 'invalid_request');
}

export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
