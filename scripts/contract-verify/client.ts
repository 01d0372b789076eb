// The verifier's HTTP client: one call, one answer, timed. It holds the tokens (never shows them)
// and, like the console, refreshes the access token once when a signed call is answered 401.
// Every call can be written as a curl command that repeats it, with the secrets as shell
// variables ($TOKEN, $PASSWORD...), for the report's failures.
import { parseJsonLossless } from '../../src/lib/lossless-json.ts';

export interface Answer {
  status: number | null;
  contentType: string;
  /** The Allow header (a 405 should carry one). */
  allow?: string;
  /** The Location header of a redirect (3xx), which the verifier reports instead of following. */
  location?: string;
  text: string;
  /** The parsed JSON body (lossless, as the console parses it); undefined when not JSON. */
  json: unknown;
  isJson: boolean;
  /** Why there was no answer (refused, timed out...): the error's code. */
  networkError?: string;
  /** What happened, in words, when the code alone would mislead (a reset while a body was being
   * sent is not "no answer": the server may well have answered and closed too early). */
  networkDetail?: string;
  ms: number;
  /** The access token was refreshed (and the call repeated) after a 401. */
  refreshed?: boolean;
  /** The connection dropped before any answer, and the call was sent once more. */
  resent?: boolean;
}

// A server may close an idle kept-alive connection just as a call goes out on it: the call never
// reached it, so sending it again on a fresh connection is safe.
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** 'token': the signed-in access token (refreshed once on a 401); 'none': no Authorization;
 * 'malformed': a bearer that is no token at all; or a given bearer (a tampered token...). */
export type AuthMode = 'token' | 'none' | 'malformed' | { bearer: string };

const MALFORMED_TOKEN = 'not-a-token';

/** No connection at all: nothing listens, the host is gone. One such call is the server down. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** A connection lost under a call. One path may do it on its own (a route that crashes the
 * worker), so only such calls on more than one path in a row say the server is gone. */
const LOST = new Set([...DROPPED, 'UND_ERR_CONNECT_TIMEOUT']);
/** Calls in a row without a connection after which the run stops: a server that went down
 * mid-run would otherwise fail every remaining call (thousands of rows, each with its curl). */
export const DOWN_AFTER = 5;

/** Thrown by every call once the server is taken to be down (see DOWN_AFTER). */
export class ServerDown extends Error {}

/** The connection closed under a call that was sending a body: what happened, in words. */
/** What a network error's code means, in words (the code stays beside them for a search). */
const NETWORK_WORDS: Record<string, string> = {
  UND_ERR_SOCKET: 'the connection closed before the whole answer arrived',
  ECONNREFUSED: 'nothing answers at that address',
  ECONNRESET: 'the server reset the connection',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name could not be resolved now',
};
/** A call without an answer, in words: 'no answer (the server reset the connection, ECONNRESET)'. */
export const noAnswer = (error: string | undefined): string =>
  `no answer (${error && NETWORK_WORDS[error] ? `${NETWORK_WORDS[error]}, ${error}` : error})`;

function describeDrop(code: string, bodyBytes: number): string | undefined {
  if (!DROPPED.has(code) || bodyBytes === 0) return undefined;
  const size = `${bodyBytes.toLocaleString('en-US')}-byte body`;
  const early =
    'if it answered before reading the whole body (a 413, say), it closed the connection without reading or ' +
    'discarding the rest, and the reset lost its answer: a server must drain the body (or close only its ' +
    'sending side) before closing';
  if (code === 'EPIPE')
    return `no answer could be read: the server closed the connection while the ${size} was still being sent (EPIPE); ${early}`;
  return `no answer could be read: the server reset the connection (${code}) during a call with a ${size}; ${early}`;
}

/** Stand-ins for the account in a login body's curl command (see Client.curl). */
const PASSWORD_MARK = '\u0000contract-verify-password\u0000';
const USERNAME_MARK = '\u0000contract-verify-username\u0000';

/** A body sent as it is: text (e.g. JSON that does not parse), or a long run of one character
 * between two texts (a body over the size limit, written to curl without holding it in a line). */
export type RawBody = { text: string } | { prefix: string; fill: string; count: number; suffix: string };

export interface CallInit {
  method: string;
  /** Path and query, e.g. /api/table/masterBills?page=1&limit=10. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with Content-Type application/json (instead of `body`). */
  raw?: RawBody;
  /** The body's Content-Type, when not application/json (a probe of the 415). */
  contentType?: string;
  auth?: AuthMode;
}

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
}

const rawText = (raw: RawBody): string =>
  'text' in raw ? raw.text : `${raw.prefix}${raw.fill.repeat(raw.count)}${raw.suffix}`;

/** A text as one shell word: single-quoted, with each secret replaced by its variable. */
export function shellWord(text: string, secrets: ReadonlyMap<string, string>): string {
  const names = [...secrets.keys()].filter((s) => text.includes(s)).sort((a, b) => b.length - a.length);
  const parts: string[] = [];
  let rest = text;
  while (rest) {
    let at = -1;
    let found = '';
    for (const s of names) {
      const i = rest.indexOf(s);
      if (i >= 0 && (at < 0 || i < at)) {
        at = i;
        found = s;
      }
    }
    const plain = at < 0 ? rest : rest.slice(0, at);
    if (plain) parts.push(`'${plain.replace(/'/g, `'\\''`)}'`);
    if (at < 0) break;
    parts.push(`"$${secrets.get(found)}"`);
    rest = rest.slice(at + found.length);
  }
  return parts.join('') || "''";
}

export class Client {
  private tokens: Tokens | undefined;
  /** Every secret this client has seen, so that reports can be scrubbed of them. */
  readonly secrets = new Set<string>();
  /** The secrets a curl command may hold, and the shell variable that stands for each. */
  readonly variables = new Map<string, string>();
  /** The account signed in with (its password is never written out, whatever its length). */
  private account: { username: string; password: string } | undefined;
  /** The latest calls in a row that got no connection (reset by any answer). */
  private unanswered: { path: string; error: string }[] = [];
  /** Why the server is taken to be down, in words; set, every later call throws ServerDown. */
  down: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  setTokens(t: Tokens): void {
    this.tokens = { ...this.tokens, ...t };
    this.secret(t.accessToken, 'TOKEN');
    this.secret(t.refreshToken, 'REFRESH_TOKEN');
  }

  get accessToken(): string | undefined {
    return this.tokens?.accessToken;
  }

  get refreshToken(): string | undefined {
    return this.tokens?.refreshToken;
  }

  /** The account of the run: in a curl command its password is $PASSWORD (README), and its
   * username is written out unless that would show the password (demo/demo): then it is
   * $CONTRACT_VERIFY_USERNAME, the variable the verifier itself reads the username from. */
  setAccount(username: string, password: string): void {
    this.account = { username, password };
    this.secret(password, 'PASSWORD');
  }

  /** Remembers a secret (masked in reports); `variable` names it in curl commands (README:
   * TOKEN, REFRESH_TOKEN, PASSWORD, TAMPERED_TOKEN, UNSIGNED_TOKEN, EXPIRED_TOKEN). */
  secret(s: unknown, variable: string): void {
    if (typeof s === 'string' && s.length >= 4) {
      this.secrets.add(s);
      this.variables.set(s, variable);
    }
  }

  /** The curl command that sends `init` again, secrets as shell variables. */
  curl(init: CallInit): string {
    const auth = init.auth ?? 'token';
    const bearer =
      auth === 'token'
        ? (this.tokens?.accessToken ?? '')
        : auth === 'malformed'
          ? MALFORMED_TOKEN
          : auth === 'none'
            ? undefined
            : auth.bearer;
    const word = (t: string) => shellWord(t, this.variables);
    const args = ['curl', '-i', '-X', init.method, word(`${this.baseUrl}${init.path}`)];
    if (bearer !== undefined) args.push('-H', word(`Authorization: Bearer ${bearer}`));
    const big = init.raw && !('text' in init.raw) && init.raw.count > 2000 ? init.raw : undefined;
    if (init.body !== undefined || init.raw)
      args.push('-H', word(`Content-Type: ${init.contentType ?? 'application/json'}`));
    if (big) {
      const fill = big.fill.replace(/'/g, `'\\''`);
      return `{ printf '%s' ${word(big.prefix)}; head -c ${big.count} /dev/zero | tr '\\0' '${fill}'; printf '%s' ${word(big.suffix)}; } | ${args.join(' ')} --data-binary @-`;
    }
    if (init.raw) args.push('--data-binary', word(rawText(init.raw)));
    else if (init.body !== undefined) args.push('--data-binary', this.bodyWord(init.body));
    return args.join(' ');
  }

  /** A JSON body as one shell word. A body carrying the account's password (the sign-in) has
   * that field, and only it, as $PASSWORD; its username stays readable unless it holds the
   * password. Other secrets as everywhere. */
  private bodyWord(body: unknown): string {
    const a = this.account;
    const fields =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined;
    if (!a || fields?.password !== a.password) return shellWord(JSON.stringify(body), this.variables);
    const hideUser =
      typeof fields.username === 'string' && a.password !== '' && fields.username.includes(a.password);
    const text = JSON.stringify({
      ...fields,
      password: PASSWORD_MARK,
      ...(hideUser ? { username: USERNAME_MARK } : {}),
    });
    const variables = new Map([...this.variables].filter(([secret]) => secret !== a.password));
    variables.set(JSON.stringify(PASSWORD_MARK).slice(1, -1), 'PASSWORD');
    variables.set(JSON.stringify(USERNAME_MARK).slice(1, -1), 'CONTRACT_VERIFY_USERNAME');
    return shellWord(text, variables);
  }

  async call(init: CallInit): Promise<Answer> {
    if (this.down) throw new ServerDown(this.down);
    const answer = await this.callOnce(init);
    this.watch(init, answer);
    return answer;
  }

  /** Counts the calls in a row that got no connection; enough of them mark the server down. */
  private watch(init: CallInit, a: Answer): void {
    const error = a.networkError ?? '';
    if (this.down) return;
    if (a.status !== null) this.unanswered = [];
    // A timeout says nothing either way (a slow call); it neither counts nor clears the run.
    if (!UNREACHABLE.has(error) && !LOST.has(error)) return;
    this.unanswered.push({ path: `${init.method} ${init.path.split('?')[0]}`, error });
    const run = this.unanswered;
    const paths = new Set(run.map((u) => u.path));
    if (run.length < DOWN_AFTER || (paths.size < 2 && !run.every((u) => UNREACHABLE.has(u.error)))) return;
    const codes = [...new Set(run.map((u) => u.error))].join(', ');
    this.down =
      `the server stopped answering: ${run.length} calls in a row got no connection (${codes}), ` +
      `the last ${run.at(-1)?.path}; the checks after them were not run`;
  }

  private async callOnce(init: CallInit): Promise<Answer> {
    const auth = init.auth ?? 'token';
    const bearer = (a: AuthMode) =>
      a === 'token'
        ? this.tokens?.accessToken
        : a === 'malformed'
          ? MALFORMED_TOKEN
          : a === 'none'
            ? undefined
            : a.bearer;
    const first = await this.send(init, bearer(auth));
    if (first.status !== 401 || auth !== 'token' || !this.tokens?.refreshToken) return first;
    if (!(await this.refresh())) return first;
    return { ...(await this.send(init, this.tokens.accessToken)), refreshed: true };
  }

  /** Trades the refresh token for a new access token; false when the server refuses. */
  private async refresh(): Promise<boolean> {
    const a = await this.send(
      { method: 'POST', path: '/api/auth/refresh-token', body: { refreshToken: this.tokens?.refreshToken } },
      undefined,
    );
    const body = a.json as Partial<Tokens> | undefined;
    if (a.status !== 200 || typeof body?.accessToken !== 'string') return false;
    this.setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken ?? this.refreshToken });
    return true;
  }

  /** Sends once more when a kept-alive connection dropped before any answer came. */
  private async send(init: CallInit, bearer: string | undefined): Promise<Answer> {
    const first = await this.sendOnce(init, bearer);
    if (!first.networkError || !DROPPED.has(first.networkError)) return first;
    return { ...(await this.sendOnce(init, bearer)), resent: true };
  }

  private async sendOnce(init: CallInit, bearer: string | undefined): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
    const body = init.raw
      ? rawText(init.raw)
      : init.body === undefined
        ? undefined
        : JSON.stringify(init.body);
    if (body !== undefined) headers['Content-Type'] = init.contentType ?? 'application/json';
    const bodyBytes = body === undefined ? 0 : Buffer.byteLength(body);
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const res = await fetch(`${this.baseUrl}${init.path}`, {
        method: init.method,
        headers,
        body,
        // A redirect is reported, not followed: fetch would send a POST again as a GET (a 301,
        // 302) and the report would blame the wrong call with a 405.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      const contentType = res.headers.get('content-type') ?? '';
      let json: unknown;
      let isJson = false;
      if (/\bjson\b/i.test(contentType)) {
        try {
          json = parseJsonLossless(text);
          isJson = true;
        } catch {
          // reported by the judge as a body that is not JSON
        }
      }
      const allow = res.headers.get('allow') ?? undefined;
      const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
      return {
        status: res.status,
        contentType,
        ...(allow ? { allow } : {}),
        ...(location !== null ? { location } : {}),
        text,
        json,
        isJson,
        ms: ms(),
      };
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      const name = (err as Error).name;
      const why =
        name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : (cause ?? (err as Error).message);
      const detail = cause ? describeDrop(cause, bodyBytes) : undefined;
      return {
        status: null,
        contentType: '',
        text: '',
        json: undefined,
        isJson: false,
        networkError: why,
        ...(detail ? { networkDetail: detail } : {}),
        ms: ms(),
      };
    }
  }
}
