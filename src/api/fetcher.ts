// The one fetch wrapper. It knows the base URL, puts the access token on every call, refreshes it
// once on a 401 (one refresh for any number of concurrent 401s), parses JSON losslessly, and checks
// every answer against the contract's generated zod schema for that operation.
import { afterFrame } from '../lib/after-paint';
import { parseJsonLossless } from '../lib/lossless-json';
import { compiledCheckFor } from './compiled-check';
import { type OperationId, type OperationInfo, operations } from './gen/registry/operations';
import { clearSession, isTokenValid, readSession, writeSession } from './session';

export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

export type ApiErrorKind = 'http' | 'contract' | 'format' | 'network' | 'session';

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

// ---- operations and their schemas -------------------------------------------------------------

type Found = { id: string; op: OperationInfo };

// About three hundred operations: a literal path is one map lookup ("METHOD /path"); a template
// (…/{id}) is tried only where the path starts as it does. Every call passes here.
const literalPaths = new Map<string, Found>();
const templates: { found: Found; start: string; re: RegExp }[] = [];
for (const [id, op] of Object.entries(operations as Record<string, OperationInfo>)) {
  const brace = op.path.indexOf('{');
  if (brace < 0) literalPaths.set(`${op.method} ${op.path}`, { id, op });
  else {
    const re = new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    templates.push({ found: { id, op }, start: op.path.slice(0, brace), re });
  }
}

/** The operation a method and path belong to; literal paths win over templates (…/add vs …/{id}). */
export function findOperation(method: string, pathname: string): Found | undefined {
  const m = method.toUpperCase();
  const literal = literalPaths.get(`${m} ${pathname}`);
  if (literal) return literal;
  return templates.find((t) => t.found.op.method === m && pathname.startsWith(t.start) && t.re.test(pathname))
    ?.found;
}

type ZodModule = Record<string, { safeParse: (v: unknown) => ZodResult }>;
interface ZodIssue {
  path: PropertyKey[];
  message: string;
}
type ZodResult = { success: true; data: unknown } | { success: false; error: { issues: ZodIssue[] } };

// One lazy chunk per tag: a screen loads only the schemas of the calls it makes.
const zodModules = import.meta.glob<ZodModule>('./gen/zod/*/*.zod.ts');

// Loaded schema modules. import() of a module already loaded still settles in a later task, so
// after a large answer is parsed, other tasks (rendering, media) could run before its check:
// a module loaded once (usually while its request was on the wire) is used at once.
const loadedModules = new Map<string, ZodModule>();

async function schemaFor(id: string, op: OperationInfo): Promise<ZodModule[string] | undefined> {
  const path = `./gen/zod/${op.module}/${op.module}.zod.ts`;
  let mod = loadedModules.get(path);
  if (!mod) {
    const load = zodModules[path];
    if (!load) return undefined;
    mod = await load();
    loadedModules.set(path, mod);
  }
  return mod[`${id[0]?.toUpperCase()}${id.slice(1)}Response`];
}

/**
 * Loads the module that checks the answer to `method pathname`, ahead of the call (when the user
 * is about to make it), so that the answer is not held up by the module's download and start-up.
 */
export function preloadAnswerSchema(method: string, pathname: string): void {
  const found = findOperation(method, pathname);
  if (found) preloadSchema(found.id, found.op);
}

function preloadSchema(id: string, op: OperationInfo): void {
  void schemaFor(id, op).catch(() => undefined);
}

const pascal = (s: string) => s.replace(/(^|[-_ ])(\w)/g, (_m, _p, c: string) => c.toUpperCase());

/** Checks an answer against the contract; returns the parsed value or throws a 'contract' error. */
export async function checkAnswer(id: string, op: OperationInfo, body: unknown): Promise<unknown> {
  const schema = await schemaFor(id, op);
  if (!schema) return body;
  // The schema's compiled predicate accepts what zod would return unchanged, without zod's copy;
  // anything else (and every failure) is zod's to answer.
  if (compiledCheckFor(schema)?.(body)) return body;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : '(root)';
  throw new ApiRequestError(
    'contract',
    `The server's answer to ${pascal(id)} does not match the contract at ${where}: ${issue?.message ?? 'invalid'}`,
    { operation: id, body },
  );
}

// ---- the token refresh ------------------------------------------------------------------------

const NO_REFRESH = new Set<string>(['login', 'refreshToken'] satisfies OperationId[]);

let refreshing: Promise<string> | null = null;
let onSessionEnded: () => void = () => {};

/** Called when a failed refresh ends the session (the app navigates to /). */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

function endSession(reason: string): never {
  clearSession();
  onSessionEnded();
  throw new ApiRequestError('session', reason, { status: 401 });
}

async function doRefresh(): Promise<string> {
  const session = readSession();
  if (!session || !isTokenValid(session.refreshToken)) {
    endSession('Your session has expired. Please sign in again.');
  }
  let res: Response;
  try {
    res = await fetch(`${API_BASE_URL}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
  } catch {
    endSession('Your session could not be renewed (network error). Please sign in again.');
  }
  if (!res.ok) endSession('Your session could not be renewed. Please sign in again.');
  const body = await res.json().catch(() => null);
  const op = operations.refreshToken;
  const parsed = (await checkAnswer('refreshToken', op, body).catch(() =>
    endSession('Your session could not be renewed. Please sign in again.'),
  )) as { accessToken: string; refreshToken?: string };
  writeSession({
    accessToken: parsed.accessToken,
    refreshToken: parsed.refreshToken ?? session.refreshToken,
  });
  return parsed.accessToken;
}

/** One refresh at a time, shared by every request that needs it. */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// ---- the wrapper ------------------------------------------------------------------------------

function describeNonJson(res: Response, id: string): ApiRequestError {
  const type = res.headers.get('content-type') ?? 'no content type';
  return new ApiRequestError(
    'format',
    `The server answered ${pascal(id)} with ${type} instead of JSON (status ${res.status}). Is the API address right?`,
    { status: res.status, operation: id },
  );
}

// UTF-8, as res.text(). Reading the bytes and decoding them at once costs the page next to
// nothing; res.text() decodes as the body arrives, on the page's thread, about 200 ms of a
// throttled CPU for a 4 MB answer (a 50,000-word transcript).
const utf8 = new TextDecoder();

/**
 * A look at a long answer before it has all arrived (a transcript of several megabytes: its first
 * paragraphs can be on screen well before the rest is received and parsed).
 */
export interface AnswerPreview {
  /** The answer the text received so far stands for (what it holds of the whole), or undefined
   * while that is too little. Called as the answer arrives, until it returns an answer. */
  parse(prefix: string): unknown;
  /** Called once with that answer, after it passed the contract's check like any answer. */
  show(answer: unknown): void;
}

/** fetch's options, and a preview of a long answer (an ok JSON answer only). */
export interface ApiInit extends RequestInit {
  preview?: AnswerPreview;
}

/** How much of an answer a preview may look at: a screen of transcript is a few dozen KB. */
const PREVIEW_BYTES = 256 * 1024;

const PENDING = Symbol('pending');
/** Settled already: what a race against a read that has not settled yet gives. */
const NOT_YET = Promise.resolve(PENDING);

/** The body's bytes. With a preview, the answer is read as it arrives and its beginning shown;
 * the whole is then parsed only after the next frame, so that the beginning is painted first
 * instead of waiting behind the parse. */
async function readBytes(
  res: Response,
  id: string,
  op: OperationInfo,
  preview?: AnswerPreview,
): Promise<Uint8Array> {
  const reader =
    preview && res.ok && res.headers.get('content-type')?.includes('json') && res.body?.getReader();
  if (!reader || !preview) return new Uint8Array(await res.arrayBuffer());
  const chunks: Uint8Array[] = [];
  const decoder = new TextDecoder();
  let size = 0;
  let prefix = '';
  let looking = true;
  let shown = false;
  let next = reader.read();
  for (;;) {
    const { done, value } = await next;
    if (done) break;
    chunks.push(value);
    size += value.length;
    next = reader.read();
    if (!looking) continue;
    // Only the beginning is decoded for a preview (a chunk can be megabytes when the page was busy).
    const room = PREVIEW_BYTES - (size - value.length);
    prefix += decoder.decode(room < value.length ? value.subarray(0, room) : value, { stream: true });
    const answer = preview.parse(prefix);
    looking = answer === undefined && size < PREVIEW_BYTES;
    if (answer === undefined) continue;
    prefix = '';
    // Nothing to preview when the rest is already here (a short answer). Content-Length cannot
    // tell: a compressed answer's is the compressed size, and the stream gives the decompressed.
    const peek = await Promise.race([next, NOT_YET]);
    if (peek !== PENDING && peek.done) break;
    // A beginning that does not pass the check is not shown; the whole answer will say why.
    const checked = await checkAnswer(id, op, answer).catch(() => undefined);
    if (checked === undefined) continue;
    preview.show(checked);
    shown = true;
  }
  if (shown) await new Promise<void>((resolve) => afterFrame(resolve));
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

async function readBody(
  res: Response,
  id: string,
  op: OperationInfo,
  preview?: AnswerPreview,
): Promise<unknown> {
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(res, id, op, preview);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError(
      'network',
      `The connection broke while the answer to ${pascal(id)} was arriving. Check your connection.`,
      { status: res.status, operation: id },
    );
  }
  const text = utf8.decode(bytes);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    if (text === '' && res.status === 204) return undefined;
    throw describeNonJson(res, id);
  }
  try {
    return parseJsonLossless(text);
  } catch {
    throw new ApiRequestError(
      'format',
      `The server's answer to ${pascal(id)} is not valid JSON (status ${res.status}): it may have been cut off.`,
      { status: res.status, operation: id },
    );
  }
}

function errorFromBody(status: number, body: unknown, id: string): ApiRequestError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message =
    typeof b.message === 'string' && b.message
      ? b.message
      : typeof b.error === 'string' && b.error
        ? b.error
        : `Request failed with status ${status}`;
  return new ApiRequestError('http', message, { status, operation: id, body });
}

function withAuth(init: RequestInit, token: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...init, headers };
}

/**
 * Calls the API. `url` is a path such as /api/table/masterBills?page=1 (the base URL is added
 * here). Throws ApiRequestError for every failure; resolves with the contract-checked answer.
 */
export async function apiFetch<T>(url: string, { preview, ...init }: ApiInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const pathname = new URL(url, 'http://x').pathname;
  const found = findOperation(method, pathname);
  if (!found)
    throw new ApiRequestError('contract', `${method} ${pathname} is not an operation of the contract`);
  const { id, op } = found;

  const send = async (token: string | undefined): Promise<Response> => {
    try {
      return await fetch(`${API_BASE_URL}${url}`, withAuth(init, token));
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiRequestError(
        'network',
        `Could not reach the server (${pascal(id)}). Check your connection.`,
        {
          operation: id,
        },
      );
    }
  };

  // The request goes out first; the answer's schema loads while it is on the wire, not after it.
  const usedToken = readSession()?.accessToken;
  const sent = send(usedToken);
  preloadSchema(id, op);
  let res = await sent;
  if (res.status === 401 && !NO_REFRESH.has(id) && usedToken) {
    // Another request (or another tab) may have refreshed already: then just retry.
    const current = readSession()?.accessToken;
    const token = current && current !== usedToken ? current : await refreshAccessToken();
    res = await send(token);
  }

  const body = await readBody(res, id, op, preview);
  if (!res.ok) throw errorFromBody(res.status, body, id);
  if (!op.success.includes(res.status)) {
    throw new ApiRequestError(
      'contract',
      `The server answered ${pascal(id)} with status ${res.status}, which the contract does not allow`,
      {
        status: res.status,
        operation: id,
        body,
      },
    );
  }
  return (await checkAnswer(id, op, body)) as T;
}
