// The mock backend over real HTTP: the same handlers and store as the browser worker, behind a
// Node server. Each client may keep its own store (cookie or header `mock-session`), so that
// parallel browser tests do not see each other's edits.
//
// It behaves as a well-built server must: no request, however malformed (a bad Host, a bad
// path, a body that is too large or not JSON, a client that hangs up), stops it or gets anything
// but an answer in the contract's error shape; the stores of idle clients are forgotten; the
// control endpoints (/__mock/*) answer the machine itself only.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { getResponse } from 'msw';
import { createDb, type Db } from '../db.ts';
import { DEFAULT_CONFIG, type Fault, type MockConfig, type MockEnv } from '../env.ts';
import { methodsOf, operationAt } from '../handlers/fallback.ts';
import { createHandlers } from '../handlers/index.ts';
import { requireUser } from '../http.ts';
import { Revocations } from '../lib/revocations.ts';
import { bodyLimitOf } from './limits.ts';
import { DEFAULT_SESSION_LIMITS, type SessionLimits, SessionStores, SHARED_SESSION } from './sessions.ts';

interface SessionState {
  db: Db;
  config: MockConfig;
  faults: Fault[];
}

export interface MockServerOptions {
  /** Overrides of the default token lifetimes and latency. */
  config?: Partial<MockConfig>;
  /** Folder served under /mock-media/ (the synthetic HLS stream). */
  mediaDir?: string;
  /** Origins (scheme://host:port) whose pages may call the API across origins, besides those of
   * this machine (localhost, 127.0.0.1, [::1], any port); '*' for any origin. */
  corsOrigins?: readonly string[];
  /** How many client stores are kept, and for how long unused. */
  sessions?: Partial<SessionLimits>;
  now?: () => number;
}

export type MockServer = Server & {
  /** The number of client stores held now (the shared one not counted), and forgotten so far. */
  stores(): { held: number; evicted: number };
};

const MEDIA_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
};

/** A `mock-session` names a store: short, printable, nothing else. */
const SESSION_ID = /^[\w.:~-]{1,128}$/;

class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function sessionId(req: IncomingMessage): string {
  const header = req.headers['mock-session'];
  const cookie = /(?:^|;\s*)mock-session=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  const id = (Array.isArray(header) ? header[0] : header) ?? cookie;
  if (id === undefined || id === '') return SHARED_SESSION;
  if (!SESSION_ID.test(id))
    throw new BadRequest(
      400,
      'mock-session must be 1 to 128 letters, digits or . _ : ~ -',
      'bad_mock_session',
    );
  return id;
}

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return !!address && (/^(::ffff:)?127\./.test(address) || address === '::1');
}

export function isLoopbackOrigin(origin: string): boolean {
  try {
    const u = new URL(origin);
    return /^https?:$/.test(u.protocol) && LOOPBACK_HOST.test(u.hostname);
  } catch {
    return false;
  }
}

/** The request's URL, from its target and Host. A Host that does not name a host[:port] is a bad
 * request (RFC 9112 §3.2); without one, the server's own address stands in. */
function requestUrl(req: IncomingMessage): URL {
  let target = req.url ?? '/';
  // The absolute form (GET http://host/path) is what a proxy sends: only its path counts.
  if (/^https?:\/\//i.test(target)) {
    try {
      const u = new URL(target);
      target = `${u.pathname}${u.search}`;
    } catch {
      throw new BadRequest(400, 'The request target is not a valid URL', 'bad_request_target');
    }
  }
  if (!target.startsWith('/'))
    throw new BadRequest(400, 'The request target must be a path starting with /', 'bad_request_target');
  const host = req.headers.host;
  const hostLines = req.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === 'host').length;
  if (hostLines > 1) throw new BadRequest(400, 'The request has more than one Host header', 'bad_host');
  if (!host && req.httpVersion !== '1.0')
    throw new BadRequest(400, 'An HTTP/1.1 request must name its Host', 'bad_host');
  let url: URL;
  if (host) {
    const bad = () =>
      new BadRequest(400, `The Host header is not a host[:port] (got ${JSON.stringify(host)})`, 'bad_host');
    try {
      url = new URL(`http://${host}`);
    } catch {
      throw bad();
    }
    if (url.host.toLowerCase() !== host.toLowerCase() && url.host !== host.replace(/:80$/, '')) throw bad();
  } else {
    const local = req.socket.localAddress ?? '127.0.0.1';
    url = new URL(`http://${local.includes(':') ? `[${local}]` : local}:${req.socket.localPort ?? 80}`);
  }
  // Set, not resolved: '//a/b' stays the path //a/b instead of naming host a.
  const q = target.indexOf('?');
  url.pathname = q < 0 ? target : target.slice(0, q);
  url.search = q < 0 ? '' : target.slice(q);
  return url;
}

/** The control endpoints (mocks/handlers/control.ts) and their methods. */
const CONTROL: Record<string, string[]> = {
  '/__mock/health': ['GET'],
  '/__mock/reset': ['POST'],
  '/__mock/config': ['POST'],
  '/__mock/faults': ['POST', 'DELETE'],
  '/__mock/expired-token': ['POST'],
};

/** Whether `path` (normalised: dot segments resolved) names the control endpoints' space. */
const isControlPath = (path: string): boolean => path === '/__mock' || path.startsWith('/__mock/');

/** The methods this server offers on `path` (normalised), or undefined when it serves no such
 * path. Only the paths themselves: the handlers' patterns start with a wildcard (the browser
 * worker sees other origins), which over HTTP would also answer `//api/...`, `/api/api/...` or
 * `/x/__mock/reset`. */
function methodsOfPath(path: string): string[] | undefined {
  if (path === '/health') return ['GET', 'HEAD'];
  if (path.startsWith('/mock-media/')) return ['GET'];
  if (isControlPath(path)) return CONTROL[path];
  const offered = methodsOf(path);
  return offered.length ? offered : undefined;
}

/** Methods a fetch Request cannot carry (nor MSW answer): refused here with 405. */
const UNSENDABLE = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** How much of a refused body is read and discarded, at most, so that a client still sending it
 * reads the answer instead of a reset; past it the connection is cut. */
const DRAIN_LIMIT = 64 * 1_048_576;

/** The body, up to `limit` bytes; 413 as soon as it is known to be larger. The rest of a refused
 * body is left unread, the request not destroyed (the answer drains it). */
async function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const tooLarge = () =>
    new BadRequest(
      413,
      `The request body is larger than ${limit.toLocaleString('en-US')} bytes, this call's limit`,
      'payload_too_large',
    );
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req.iterator({ destroyOnReturn: false })) {
    size += (c as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(c as Buffer);
  }
  return chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/** application/json, or a JSON type of its own (application/problem+json), whatever parameters. */
const isJson = (type: string | undefined): boolean => {
  const media = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || /^application\/[^/]+\+json$/.test(media);
};

const errorJson = (message: string, error: string) => JSON.stringify({ message, error });

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const now = options.now ?? (() => Date.now());
  const stores = new SessionStores<SessionState>(
    () => ({ db: createDb(), config: { ...DEFAULT_CONFIG, ...options.config }, faults: [] }),
    { ...DEFAULT_SESSION_LIMITS, ...options.sessions },
    now,
  );
  // The server sets the request's mock-session header to the store's checked name.
  const state = (request: Request): SessionState =>
    stores.get(request.headers.get('mock-session') ?? SHARED_SESSION);
  const env: MockEnv = {
    dbFor: (r) => state(r).db,
    persist: () => {},
    reset: (r) => {
      state(r).db = createDb();
    },
    configFor: (r) => state(r).config,
    faultsFor: (r) => state(r).faults,
    secret: process.env.MOCK_JWT_SECRET ?? 'mock-backend-secret',
    revocations: new Revocations(now),
    now,
  };
  const handlers = createHandlers(env);
  const anyOrigin = options.corsOrigins?.includes('*') ?? false;
  const origins = new Set(options.corsOrigins ?? []);

  const cors = (req: IncomingMessage, res: ServerResponse, control: boolean) => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (!origin) return;
    const allowed = isLoopbackOrigin(origin) || (!control && (anyOrigin || origins.has(origin)));
    if (!allowed) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PATCH,PUT,DELETE,OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization,Content-Type,Accept,mock-session');
    res.setHeader('Access-Control-Max-Age', '600');
  };

  const sendError = (
    res: ServerResponse,
    status: number,
    message: string,
    code: string,
    headers: Record<string, string> = {},
  ) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.end(writeErrorHead(res, status, message, code, headers));
  };

  /** Writes an error answer's head; returns its body, to be written. */
  const writeErrorHead = (
    res: ServerResponse,
    status: number,
    message: string,
    code: string,
    headers: Record<string, string>,
  ): string => {
    const body = errorJson(message, code);
    res.writeHead(status, {
      ...headers,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    return body;
  };

  /** Sockets whose answer is out while the rest of the request body is read and discarded. */
  const draining = new WeakSet<Socket>();

  /**
   * An error answer to a request whose body may still be coming (a 413, a bad Host, a path that
   * does not exist). The answer goes out at once and the rest of the body is read and discarded,
   * up to DRAIN_LIMIT; with `close`, the connection is closed only after that. Closing at once
   * would reset the connection under a client still sending, which then never reads the answer
   * (RFC 9112 §9.6); past the limit the connection is cut all the same.
   */
  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    message: string,
    code: string,
    { close = false, headers = {} }: { close?: boolean; headers?: Record<string, string> } = {},
  ) => {
    const socket = req.socket;
    if (close) headers = { ...headers, Connection: 'close' };
    if (res.headersSent || req.readableEnded || req.destroyed || socket.destroyed) {
      sendError(res, status, message, code, headers);
      return;
    }
    let read = 0;
    req.on('data', (c: Buffer) => {
      read += c.length;
      if (read > DRAIN_LIMIT) socket.destroy();
    });
    req.on('error', () => {});
    req.resume();
    if (!close) {
      // Kept alive: the next request is read once this body has been discarded.
      sendError(res, status, message, code, headers);
      return;
    }
    res.write(writeErrorHead(res, status, message, code, headers));
    draining.add(socket);
    req.once('end', () => {
      draining.delete(socket);
      res.end();
    });
  };

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    // Every decision on the path is made on the normalised one ('/api/../__mock/reset' is
    // /__mock/reset), the one the handlers see.
    let url: URL;
    try {
      url = requestUrl(req);
    } catch (err) {
      cors(req, res, true);
      throw err;
    }
    const control = isControlPath(url.pathname);
    cors(req, res, control);
    if (control) {
      const origin = req.headers.origin;
      if (!isLoopbackAddress(req.socket.remoteAddress) || (origin && !isLoopbackOrigin(origin))) {
        refuse(req, res, 403, 'The mock control endpoints answer this machine only', 'control_forbidden');
        return;
      }
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const method = req.method ?? 'GET';
    const offered = methodsOfPath(url.pathname);
    if (!offered) {
      refuse(req, res, 404, `No operation ${method} ${url.pathname}`, 'not_found');
      return;
    }
    // The API's other methods get their 405 from the handlers (mocks/handlers/fallback.ts).
    if (UNSENDABLE.has(method) || (!url.pathname.startsWith('/api/') && !offered.includes(method))) {
      refuse(
        req,
        res,
        405,
        `${method} is not a method of ${url.pathname}; it offers ${offered.join(', ')}`,
        'method_not_allowed',
        { headers: { Allow: offered.join(', ') } },
      );
      return;
    }
    if (url.pathname === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (options.mediaDir && url.pathname.startsWith('/mock-media/') && method === 'GET') {
      const rel = normalize(url.pathname.slice('/mock-media/'.length)).replace(/^(\.\.[/\\])+/, '');
      const file = await readFile(join(options.mediaDir, rel)).catch(() => null);
      if (!file) {
        sendError(res, 404, `No media file ${url.pathname}`, 'not_found');
        return;
      }
      res
        .writeHead(200, { 'Content-Type': MEDIA_TYPES[extname(rel)] ?? 'application/octet-stream' })
        .end(file);
      return;
    }
    const session = sessionId(req);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) headers.set(k, v.join(', '));
    }
    headers.set('mock-session', session);
    // The token before the body, as the contract orders them: a call without a good token is
    // refused 401 whatever it sends (a body over the limit too), and its body is not read.
    if (operationAt(method, url.pathname)?.signedIn) {
      const refused = await requireUser(new Request(url, { method, headers }), env).then(
        () => undefined,
        (thrown: unknown) => (thrown instanceof Response ? thrown : Promise.reject(thrown)),
      );
      if (refused) {
        const { message, error } = (await refused.json()) as { message: string; error: string };
        refuse(req, res, refused.status, message, error);
        return;
      }
    }
    const body = await readBody(req, bodyLimitOf(method, url.pathname));
    // Every body this API takes is JSON, and the header says so: a form or text/plain post from
    // another site's page (sent without a CORS preflight, a signed-in session's cookies or not)
    // is not a call. Checked after the size: a body too large is refused unread either way.
    if (body && !isJson(req.headers['content-type']))
      throw new BadRequest(
        415,
        `The request body must be JSON, sent with Content-Type: application/json (this one came as ${
          req.headers['content-type'] || 'no Content-Type'
        })`,
        'unsupported_media_type',
      );
    const request = new Request(url, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      sendError(res, 404, `No operation ${method} ${url.pathname}`, 'not_found');
      return;
    }
    const out: Record<string, string> = {};
    response.headers.forEach((v, k) => {
      out[k] = v;
    });
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  };

  // Host is checked by requestUrl, to answer its absence in the error shape too.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    serve(req, res).catch((err: unknown) => {
      if (err instanceof BadRequest) {
        // A request refused for its form: answer, then close.
        refuse(req, res, err.status, err.message, err.code, { close: true });
        return;
      }
      // Answered already, or nobody left to answer (a client that hung up mid-body). Not the
      // request's state: a request whose body was read whole has ended too.
      if (res.writableEnded || res.destroyed || req.socket.destroyed) return;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      console.error('mock server:', err);
      refuse(req, res, 500, 'The mock server failed', String(err));
    });
  }) as MockServer;

  // CONNECT (a proxy's tunnel) never reaches the request handler: a 405 in the error shape too.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const body = errorJson(`${req.method} is not a method of this server`, 'method_not_allowed');
    socket.on('error', () => {});
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: \r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  // A request Node's parser refuses (a bad header, an oversized head) never reaches the handler:
  // answer it in the error shape too, then close.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // An answer already out (the body after it turned out malformed): nothing more to say.
    if (!socket.writable || draining.has(socket) || (err as { code?: string }).code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, reason] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request'];
    const body = errorJson(`The request is not valid HTTP (${err.code ?? err.message})`, 'bad_request');
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  server.stores = () => ({ held: stores.size, evicted: stores.evicted });
  return server;
}
