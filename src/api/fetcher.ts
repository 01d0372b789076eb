// The HTTP client: every call of the console goes through `apiFetch`, which the caller tells the
// contract operation it makes (the generated request functions name theirs; the table manager names
// its from the registry). It knows the API's address (runtime configuration), puts the access token
// on the call, renews the token once on a 401 (one renewal for any number of calls, across tabs),
// ends a call that gets no answer within its time limit, parses 64-bit integers losslessly where
// the contract has them, and has every answer checked against the contract before the caller sees
// it. Every failure is an ApiRequestError whose message a staff member can read.
import { parseJsonLossless } from '../lib/lossless-json';
import { bigIntAnswers } from './gen/registry/big-int-answers';
import type { OperationId } from './gen/registry/operations';
import { apiBaseUrl } from './runtime-config';
import {
  clearSession,
  decodeClaims,
  isTokenValid,
  noteSessionEnd,
  readSession,
  SIGNED_OUT_ELSEWHERE,
  writeSession,
} from './session';

export type ApiErrorKind = 'http' | 'contract' | 'format' | 'network' | 'timeout' | 'session';

/** Every failure of a call, in words a staff member can read (`message`). */
export class ApiRequestError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly operation: string;
  /** The answer's body, when there was one. */
  readonly body: unknown;
  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: { status?: number; operation?: string; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = opts.status ?? 0;
    this.operation = opts.operation ?? '';
    this.body = opts.body;
  }
}

/** The words to show for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  return 'Unknown error occurred';
}

const pascal = (s: string) => s.replace(/(^|[-_ ])(\w)/g, (_m, _p, c: string) => c.toUpperCase());

/** How long a call may wait for its answer to start, and then for the answer's body to arrive. */
export const TIMEOUT_MS = 30_000;

/** fetch's options, and how to read a long answer. */
export interface ApiOptions extends RequestInit {
  /** Overrides TIMEOUT_MS for this call. */
  timeoutMs?: number;
  /**
   * Reads an ok JSON answer's text in the caller's own way, the contract's check included (a long
   * transcript parsed a paragraph at a time, when used); undefined leaves it to be parsed and
   * checked whole, as any answer.
   */
  readAnswer?: (text: string, status: number) => Promise<unknown> | undefined;
}

/** The options of the generated request functions, which name their operation here (orval.config.ts). */
export interface ApiInit extends ApiOptions {
  /** The contract's operationId of the call: its answer is checked against that operation. */
  operation?: OperationId;
}

// ---- the contract check -----------------------------------------------------------------------

// Its own chunk (zod's config, the operation table, the loaders of the schema modules): loaded with
// the first call, not with the page.
let contractCheck: Promise<typeof import('./contract-check')> | undefined;
function loadContractCheck(): Promise<typeof import('./contract-check')> {
  contractCheck ??= import('./contract-check').catch((err: unknown) => {
    contractCheck = undefined;
    throw err;
  });
  return contractCheck;
}

/** Starts loading the check of an operation's answer, ahead of the call (an optimisation only). */
export function preloadAnswerCheck(operation: OperationId): void {
  void loadContractCheck()
    .then((m) => m.preloadCheck(operation))
    .catch(() => undefined);
}

// The check's code comes in chunks of the build: without them (the network), nothing is shown.
const uncheckable = (operation: OperationId) =>
  new ApiRequestError(
    'network',
    `The console could not load its check of ${pascal(operation)}. Check your connection and try again.`,
    { operation },
  );

/**
 * Checks a body against the answer schema of `operation`: the value to use, or an
 * ApiRequestError of kind 'contract' that says where and how it differs.
 */
export async function checkAnswer(operation: OperationId, body: unknown, status = 200): Promise<unknown> {
  const unloaded = () => uncheckable(operation);
  let check: typeof import('./contract-check');
  try {
    check = await loadContractCheck();
  } catch {
    throw unloaded();
  }
  if (!check.allowsStatus(operation, status)) {
    throw new ApiRequestError(
      'contract',
      `The server answered ${pascal(operation)} with status ${status}, which the contract does not allow`,
      { status, operation, body },
    );
  }
  try {
    return await check.checkAnswer(operation, body);
  } catch (err) {
    if (!(err instanceof check.ContractMismatch)) throw unloaded();
    throw new ApiRequestError('contract', err.message, { status, operation, body });
  }
}

/**
 * The check of `operation`'s answers for parts of one answer checked one at a time, when each is
 * first used (a long transcript's paragraphs): synchronous, so it loads first.
 */
export async function answerCheckNow(operation: OperationId): Promise<(body: unknown) => string | null> {
  try {
    return (await loadContractCheck()).checkNow.bind(null, operation);
  } catch {
    throw uncheckable(operation);
  }
}

// ---- one attempt ------------------------------------------------------------------------------

/** The start of an answer, and the time limit of its body. */
interface Started {
  res: Response;
  /** Starts the time limit for the body: `expired` rejects when it runs out; `stop` ends it. */
  bodyDeadline: () => { expired: Promise<never>; stop: () => void };
}

function timeoutError(id: OperationId, ms: number): ApiRequestError {
  const limit = ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`;
  return new ApiRequestError('timeout', `The server did not answer within ${limit}. Try again.`, {
    operation: id,
  });
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Sends one request; resolves when its answer starts. Rejects with an ApiRequestError when no
 * answer comes (network, time limit), or with the caller's AbortError when the caller cancelled.
 */
async function attempt(
  id: OperationId,
  url: string,
  init: ApiOptions,
  token: string | undefined,
): Promise<Started> {
  const { timeoutMs = TIMEOUT_MS, readAnswer: _answer, signal: callerSignal, ...rest } = init;
  // Aborting the request also ends its body's stream.
  const timer = new AbortController();
  const signal = callerSignal ? AbortSignal.any([callerSignal, timer.signal]) : timer.signal;
  const headers = new Headers(rest.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  let timedOut = false;
  const limit = setTimeout(() => {
    timedOut = true;
    timer.abort(new DOMException('No answer in time', 'TimeoutError'));
  }, timeoutMs);
  let res: Response;
  try {
    res = await fetch(`${apiBaseUrl()}${url}`, { ...rest, headers, signal });
  } catch (err) {
    if (timedOut) throw timeoutError(id, timeoutMs);
    if (isAbort(err) || callerSignal?.aborted) throw err;
    throw new ApiRequestError('network', 'Could not reach the server. Check your connection.', {
      operation: id,
    });
  } finally {
    clearTimeout(limit);
  }
  return {
    res,
    bodyDeadline: () => {
      let handle: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<never>((_resolve, reject) => {
        handle = setTimeout(() => {
          timer.abort(new DOMException('No answer in time', 'TimeoutError'));
          reject(timeoutError(id, timeoutMs));
        }, timeoutMs);
      });
      expired.catch(() => undefined);
      return { expired, stop: () => clearTimeout(handle) };
    },
  };
}

// ---- the answer -------------------------------------------------------------------------------

// UTF-8, as res.text(). Reading the bytes and decoding them at once costs the page next to
// nothing; res.text() decodes as the body arrives, on the page's thread, which is long for a
// multi-megabyte answer (a transcript).
const utf8 = new TextDecoder();

async function bytesOf({ res, bodyDeadline }: Started, id: OperationId): Promise<Uint8Array> {
  const deadline = bodyDeadline();
  try {
    const bytes = res.arrayBuffer().then((b) => new Uint8Array(b));
    return await Promise.race([bytes, deadline.expired]);
  } catch (err) {
    if (err instanceof ApiRequestError || isAbort(err)) throw err;
    throw new ApiRequestError(
      'network',
      'The connection broke while the answer was arriving. Check your connection.',
      { status: res.status, operation: id },
    );
  } finally {
    deadline.stop();
  }
}

function errorFromBody(status: number, body: unknown, id: OperationId): ApiRequestError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  // Without a message, words and the status (and the server's code, for whoever reads its logs):
  // a bare code such as 'duplicate_key' reads as the console's fault.
  const code = typeof b.error === 'string' && b.error ? `, code ${b.error}` : '';
  const message =
    typeof b.message === 'string' && b.message.trim()
      ? b.message
      : `The server refused the request without saying why (HTTP ${status}${code})`;
  return new ApiRequestError('http', message, { status, operation: id, body });
}

/** The answer's body, parsed and checked against the contract; an error answer is thrown. */
async function answerOf(started: Started, id: OperationId, init: ApiOptions): Promise<unknown> {
  const { res } = started;
  const text = utf8.decode(await bytesOf(started, id));
  const type = res.headers.get('content-type') ?? '';
  let body: unknown;
  const read = res.ok && type.includes('json') ? init.readAnswer?.(text, res.status) : undefined;
  if (read) return read;
  if (type.includes('json')) {
    try {
      body = bigIntAnswers.has(id) ? parseJsonLossless(text) : JSON.parse(text);
    } catch {
      throw new ApiRequestError(
        'format',
        `The server's answer to ${pascal(id)} is not valid JSON (status ${res.status}): it may have been cut off.`,
        { status: res.status, operation: id },
      );
    }
  } else if (!(text === '' && res.status === 204)) {
    // A failing server (or the gateway before it) sends an error page: its failure, said as one.
    // A page with any other status is most often an address that is not the API's.
    throw new ApiRequestError(
      'format',
      res.status >= 500
        ? `The server failed (status ${res.status}) and sent an error page instead of an answer. Try again in a moment.`
        : `The server answered ${pascal(id)} with ${type || 'no content type'} instead of JSON (status ${res.status}). Is the API address right?`,
      { status: res.status, operation: id },
    );
  }
  if (!res.ok) throw errorFromBody(res.status, body, id);
  return checkAnswer(id, body, res.status);
}

// ---- the token renewal ------------------------------------------------------------------------

// The calls that never carry a token and are never retried after a renewal.
const NO_REFRESH = new Set<OperationId>(['login', 'refreshToken']);

let onSessionEnded: () => void = () => {};

/** Called when a failed renewal ends the session (the app goes to the sign-in page). */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

function endSession(reason: string): never {
  clearSession();
  noteSessionEnd(reason);
  onSessionEnded();
  throw new ApiRequestError('session', reason, { status: 401 });
}

const RENEWAL_LOCK = 'legislative-console:token-renewal';
let renewals: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` alone: after any renewal under way in this tab and, where the browser has Web
 * Locks, in every other tab of the console.
 */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = () => (locks ? locks.request(RENEWAL_LOCK, task) : task());
  const result = renewals.then(run, run);
  renewals = result.catch(() => undefined);
  return result;
}

/**
 * The token to retry a refused call (401) with. One renewal per expiry: the first call to get here,
 * in any tab, renews; a call refused with the same token and sent before that renewal was made
 * retries with its result, even when the renewed token is byte for byte the refused one.
 */
function renewedToken(refused: string, sentAt: number): Promise<string> {
  return exclusive(async () => {
    const session = readSession();
    // Signed out meanwhile (Log Out, another tab, a renewal that failed): whoever did it navigated.
    if (!session) {
      throw new ApiRequestError('session', 'You are signed out. Please sign in again.', { status: 401 });
    }
    const { lastRenewal, recordRenewal, signedOutElsewhere } = await import('./renewals');
    // Another tab's Log Out under way: the server has ended the session, the stored one is not
    // cleared yet. Said as what it is, not as a renewal that failed.
    if (await signedOutElsewhere(session.refreshToken)) {
      endSession(SIGNED_OUT_ELSEWHERE);
    }
    const last = await lastRenewal();
    if (last?.from === refused && (last.accessToken !== refused || last.at >= sentAt)) {
      return last.accessToken;
    }
    // Signed in again since (here or in another tab): the stored token is another one.
    if (session.accessToken !== refused) return session.accessToken;
    const renewed = await renew(session.refreshToken);
    await recordRenewal({ from: refused, ...renewed, at: Date.now() });
    return renewed.accessToken;
  });
}

type Tokens = { accessToken: string; refreshToken: string };

/** The refresh call: the new tokens, or the call's ApiRequestError. */
async function refreshCall(refreshToken: string): Promise<Tokens> {
  const id: OperationId = 'refreshToken';
  const init: ApiOptions = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  };
  const answer = (await answerOf(
    await attempt(id, '/api/auth/refresh-token', init, undefined),
    id,
    init,
  )) as {
    accessToken: string;
    refreshToken?: string;
  };
  return { accessToken: answer.accessToken, refreshToken: answer.refreshToken ?? refreshToken };
}

async function renew(refreshToken: string): Promise<Tokens> {
  if (!isTokenValid(refreshToken)) endSession('Your session has expired. Please sign in again.');
  let renewed: Tokens;
  try {
    renewed = await refreshCall(refreshToken);
  } catch (err) {
    // No answer in time says nothing about the session: this call fails, the session stays.
    if (err instanceof ApiRequestError && err.kind === 'timeout') throw err;
    endSession(
      err instanceof ApiRequestError && err.kind === 'network'
        ? 'Your session could not be renewed (network error). Please sign in again.'
        : 'Your session could not be renewed. Please sign in again.',
    );
  }
  writeSession(renewed);
  return renewed;
}

/**
 * When to renew a session ahead of its access token's expiry (ms): a minute before, or a quarter
 * of the token's life when that is shorter; null for a token that says nothing of its life or
 * lives under 20 s (renewing such a token ahead would renew it without end: the refused call's
 * renewal serves it).
 */
export function renewalDue(accessToken: string): number | null {
  const c = decodeClaims(accessToken);
  if (!c || typeof c.iat !== 'number') return null;
  const life = c.exp - c.iat;
  return life < 20 ? null : (c.exp - Math.min(60, life / 4)) * 1000;
}

/**
 * Renews the session if its access token is due, once for every tab. The guard (SPEC §2) refuses a
 * navigation made with an expired access token, which signed staff out on their first click after
 * each token's life while the session itself was good. A renewal that fails here ends nothing:
 * the next refused call renews, or ends the session, as before.
 */
export function renewAhead(): Promise<void> {
  return exclusive(async () => {
    const session = readSession();
    const due = session && renewalDue(session.accessToken);
    if (!session || due === null || due === undefined || Date.now() < due) return;
    if (!isTokenValid(session.refreshToken)) return;
    try {
      const renewed = await refreshCall(session.refreshToken);
      // Signed out (or in again) while the call was on its way: not this session's any more.
      if (readSession()?.accessToken !== session.accessToken) return;
      writeSession(renewed);
      const { recordRenewal } = await import('./renewals');
      await recordRenewal({ from: session.accessToken, ...renewed, at: Date.now() });
    } catch {
      // Said by the next call, if it matters.
    }
  });
}

// ---- the client -------------------------------------------------------------------------------

/**
 * Calls the API: `operation` is the contract operation the call makes, `url` its path such as
 * /api/table/masterBills?page=1 (the base address is added here). Resolves with the answer checked
 * against that operation; throws ApiRequestError for every failure (the caller's own cancellation
 * stays an AbortError).
 */
export async function apiCall<T>(operation: OperationId, url: string, options: ApiOptions = {}): Promise<T> {
  const id = operation;
  const token = NO_REFRESH.has(id) ? undefined : readSession()?.accessToken;
  const sentAt = Date.now();
  const sent = attempt(id, url, options, token);
  // The request goes out first; the answer's check loads while it is on the wire.
  preloadAnswerCheck(id);
  let started = await sent;
  if (started.res.status === 401 && token) {
    void started.res.body?.cancel().catch(() => undefined);
    started = await attempt(id, url, options, await renewedToken(token, sentAt));
  }
  return (await answerOf(started, id, options)) as T;
}

/** `apiCall` for the generated request functions (orval's mutator), which pass their operation. */
export function apiFetch<T>(url: string, { operation, ...options }: ApiInit = {}): Promise<T> {
  if (!operation) {
    return Promise.reject(
      new ApiRequestError('contract', `The call to ${url} does not name its contract operation`),
    );
  }
  return apiCall<T>(operation, url, options);
}
