// Servers for the contract tests: the mock backend on a free port, and a proxy in front of any
// server that records the calls and can rewrite answers (the deliberately broken server).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServer } from '../../mocks/server/create.ts';

export interface Running {
  url: string;
  close(): Promise<void>;
}

export async function listen(server: Server): Promise<Running> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The mock backend over HTTP, with a store of its own. */
export const startMock = (): Promise<Running> => listen(createMockServer());

export interface Call {
  method: string;
  /** Path and query. */
  path: string;
  /** The request's headers (lower-case names) and body, as they came. */
  headers: Record<string, string>;
  body: string;
}

interface Upstream {
  status: number;
  contentType: string;
  text: string;
  /** The Allow header, passed on as a proxy does. */
  allow?: string;
  /** The Location header (a redirect). */
  location?: string;
}

/** Return an answer to send instead of the upstream one, or undefined to pass it on. `upstream`
 * forwards the call, with other headers or another body if given. */
export type Rewrite = (
  call: Call,
  upstream: (change?: { headers?: Record<string, string>; body?: string }) => Promise<Upstream>,
) => Promise<Upstream | undefined>;

/** A proxy to `upstream` that records every call and lets `rewrite` change answers. */
export function startProxy(upstream: string, rewrite?: Rewrite): Promise<Running & { calls: Call[] }> {
  const calls: Call[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const received: Record<string, string> = {};
    for (const h of ['authorization', 'content-type', 'accept']) {
      const v = req.headers[h];
      if (typeof v === 'string') received[h] = v;
    }
    const call: Call = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: received,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    calls.push(call);
    const forward = async (
      change: { headers?: Record<string, string>; body?: string } = {},
    ): Promise<Upstream> => {
      const headers = change.headers ?? received;
      const body = change.body ?? (chunks.length ? Buffer.concat(chunks) : undefined);
      const send = () => fetch(`${upstream}${call.path}`, { method: call.method, headers, body });
      // Once more if a kept-alive connection to the upstream dropped under us.
      const r = await send().catch(send);
      const allow = r.headers.get('allow');
      return {
        status: r.status,
        contentType: r.headers.get('content-type') ?? '',
        text: await r.text(),
        ...(allow ? { allow } : {}),
      };
    };
    try {
      const answer = (await rewrite?.(call, forward)) ?? (await forward());
      res
        .writeHead(answer.status, {
          'Content-Type': answer.contentType,
          ...(answer.allow ? { Allow: answer.allow } : {}),
          ...(answer.location ? { Location: answer.location } : {}),
        })
        .end(answer.text);
    } catch (err) {
      res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`proxy: ${String(err)}`);
    }
  });
  return listen(server).then((r) => ({ ...r, calls }));
}
