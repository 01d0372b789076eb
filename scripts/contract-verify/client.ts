// The verifier's HTTP client: one call, one answer, timed. It holds the tokens (never shows them)
// and, like the console, refreshes the access token once when a signed call is answered 401.
import { parseJsonLossless } from '../../src/lib/lossless-json.ts';

export interface Answer {
  status: number | null;
  contentType: string;
  text: string;
  /** The parsed JSON body (lossless, as the console parses it); undefined when not JSON. */
  json: unknown;
  isJson: boolean;
  /** Why there was no answer (refused, timed out...). */
  networkError?: string;
  ms: number;
  /** The access token was refreshed (and the call repeated) after a 401. */
  refreshed?: boolean;
  /** The connection dropped before any answer, and the call was sent once more. */
  resent?: boolean;
}

// A server may close an idle kept-alive connection just as a call goes out on it: the call never
// reached it, so sending it again on a fresh connection is safe.
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export type AuthMode = 'token' | 'none' | 'malformed';

export interface CallInit {
  method: string;
  /** Path and query, e.g. /api/table/masterBills?page=1&limit=10. */
  path: string;
  body?: unknown;
  auth?: AuthMode;
}

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
}

export class Client {
  private tokens: Tokens | undefined;
  /** Every secret this client has seen, so that reports can be scrubbed of them. */
  readonly secrets = new Set<string>();

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  setTokens(t: Tokens): void {
    this.tokens = { ...this.tokens, ...t };
    this.secret(t.accessToken);
    this.secret(t.refreshToken);
  }

  get refreshToken(): string | undefined {
    return this.tokens?.refreshToken;
  }

  secret(s: unknown): void {
    if (typeof s === 'string' && s.length >= 4) this.secrets.add(s);
  }

  async call(init: CallInit): Promise<Answer> {
    const auth = init.auth ?? 'token';
    const first = await this.send(init, auth === 'token' ? this.tokens?.accessToken : auth);
    if (first.status !== 401 || auth !== 'token' || !this.tokens?.refreshToken) return first;
    if (!(await this.refresh())) return first;
    return { ...(await this.send(init, this.tokens.accessToken)), refreshed: true };
  }

  /** Trades the refresh token for a new access token; false when the server refuses. */
  private async refresh(): Promise<boolean> {
    const a = await this.send(
      { method: 'POST', path: '/api/auth/refresh-token', body: { refreshToken: this.tokens?.refreshToken } },
      'none',
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
    if (bearer === 'malformed') headers.Authorization = 'Bearer not-a-token';
    else if (bearer && bearer !== 'none') headers.Authorization = `Bearer ${bearer}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const res = await fetch(`${this.baseUrl}${init.path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
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
      return { status: res.status, contentType, text, json, isJson, ms: ms() };
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      const name = (err as Error).name;
      const why =
        name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : (cause ?? (err as Error).message);
      return {
        status: null,
        contentType: '',
        text: '',
        json: undefined,
        isJson: false,
        networkError: why,
        ms: ms(),
      };
    }
  }
}
