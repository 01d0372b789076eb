// The mock backend over real HTTP: the same handlers and store as the browser worker, behind a
// Node server. Each client may keep its own store (cookie or header `mock-session`), so that
// parallel browser tests do not see each other's edits.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { getResponse } from 'msw';
import { createDb, type Db } from '../db.ts';
import { DEFAULT_CONFIG, type Fault, type MockConfig, type MockEnv } from '../env.ts';
import { createHandlers } from '../handlers/index.ts';

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
}

const MEDIA_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
};

function sessionId(request: Request): string {
  const header = request.headers.get('mock-session');
  if (header) return header;
  const cookie = request.headers.get('cookie') ?? '';
  return /(?:^|;\s*)mock-session=([^;]+)/.exec(cookie)?.[1] ?? 'default';
}

export function createMockServer(options: MockServerOptions = {}): Server {
  const sessions = new Map<string, SessionState>();
  const state = (request: Request): SessionState => {
    const id = sessionId(request);
    let s = sessions.get(id);
    if (!s) {
      s = { db: createDb(), config: { ...DEFAULT_CONFIG, ...options.config }, faults: [] };
      sessions.set(id, s);
    }
    return s;
  };
  const env: MockEnv = {
    dbFor: (r) => state(r).db,
    persist: () => {},
    reset: (r) => {
      state(r).db = createDb();
    },
    configFor: (r) => state(r).config,
    faultsFor: (r) => state(r).faults,
    secret: process.env.MOCK_JWT_SECRET ?? 'mock-backend-secret',
    now: () => Date.now(),
  };
  const handlers = createHandlers(env);

  const cors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PATCH,PUT,DELETE,OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization,Content-Type,Accept,mock-session');
    res.setHeader('Vary', 'Origin');
  };

  return createServer(async (req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    try {
      if (url.pathname === '/health' || url.pathname === '/__mock/health') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
        return;
      }
      if (options.mediaDir && url.pathname.startsWith('/mock-media/')) {
        const rel = normalize(url.pathname.slice('/mock-media/'.length)).replace(/^(\.\.[/\\])+/, '');
        const file = await readFile(join(options.mediaDir, rel)).catch(() => null);
        if (!file) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
        res
          .writeHead(200, { 'Content-Type': MEDIA_TYPES[extname(rel)] ?? 'application/octet-stream' })
          .end(file);
        return;
      }
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) headers.set(k, v.join(', '));
      }
      const request = new Request(url, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        res
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ message: `No operation ${req.method} ${url.pathname}`, error: 'not_found' }));
        return;
      }
      const out: Record<string, string> = {};
      response.headers.forEach((v, k) => {
        out[k] = v;
      });
      res.writeHead(response.status, out);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      console.error('mock server:', err);
      res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'The mock server failed', error: String(err) }));
    }
  });
}
