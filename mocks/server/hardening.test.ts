// @vitest-environment node
// The mock server as a tester tries it: malformed requests of every kind (sent as raw bytes, as a
// browser or fetch never would), bodies over the limit, the control endpoints from elsewhere, CORS
// for other origins, and many clients. Each gets an answer in the contract's error shape, and the
// server keeps serving.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRealNetwork } from '../../tests/contract/real-network.ts';
import { listen, type Running } from '../../tests/contract/servers.ts';
import { createMockServer, isLoopbackAddress, isLoopbackOrigin, type MockServer } from './create.ts';
import { bodyLimits } from './limits.ts';

withRealNetwork();

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (and `body`) as they are, and reads the answer until the server closes or it is
 * complete. */
function raw(url: string, head: string, body = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    const done = () => {
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (c) => {
      text += c.toString('latin1');
      const [top, rest] = text.split('\r\n\r\n');
      const length = /content-length:\s*(\d+)/i.exec(top ?? '')?.[1];
      if (rest !== undefined && length !== undefined && Buffer.byteLength(rest, 'latin1') >= Number(length)) {
        socket.destroy();
        done();
      }
    });
    socket.on('end', done);
    socket.on('error', (err) => (text ? done() : reject(err)));
    socket.write(head + body);
  });
}

const errorShape = { message: expect.any(String), error: expect.any(String) };

describe('the mock server refuses malformed requests and keeps serving', () => {
  let server: MockServer;
  let mock: Running;
  beforeAll(async () => {
    server = createMockServer({ sessions: { max: 5 } });
    mock = await listen(server);
  });
  afterAll(() => mock.close());

  it.each(['[', 'a b', 'x:99999', '[::1', '%zz', 'a/b', 'user@host'])(
    'answers a Host of %j with 400 in the error shape',
    async (host) => {
      const a = await raw(
        mock.url,
        `GET /api/table/states HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(a.status).toBe(400);
      expect(a.headers['content-type']).toBe('application/json');
      expect(JSON.parse(a.body)).toEqual({ message: expect.stringContaining('Host'), error: 'bad_host' });
    },
  );

  it.each([
    ['a request target that is not a path', 'GET nope HTTP/1.1\r\nHost: localhost\r\n\r\n', 400],
    ['a bad header line', 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n', 400],
    ['not HTTP at all', 'HELLO\r\n\r\n', 400],
    ['an HTTP/1.1 request without Host', 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['two Host headers', 'GET /health HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n', 400],
    [
      'a head larger than 16 KB',
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'a mock-session that is not a name',
      'GET /api/table/states HTTP/1.1\r\nHost: localhost\r\nCookie: mock-session=a%20b\r\nConnection: close\r\n\r\n',
      400,
    ],
  ])('answers %s in the error shape', async (_what, head, status) => {
    const a = await raw(mock.url, head);
    expect(a.status).toBe(status);
    expect(a.headers['content-type']).toBe('application/json');
    expect(JSON.parse(a.body)).toEqual(errorShape);
  });

  it('answers a percent sign that decodes to nothing, a NUL and a path of slashes without failing', async () => {
    const token = await signIn(mock.url);
    for (const path of [
      '/api/table/states/%zz?primaryKey=StateId',
      '/api/table/states/%00?primaryKey=StateId',
      '//api//table',
    ]) {
      const res = await fetch(`${mock.url}${path}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(await res.json()).toEqual(errorShape);
    }
  });

  it('refuses a body over the stated limit with 413, by its length or as it streams', async () => {
    const limit = bodyLimits().default;
    const token = await signIn(mock.url);
    const title = 'x'.repeat(limit);
    const declared = await fetch(`${mock.url}/api/table/masterBills/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ StateCode: 'TX', Title: title }),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      message: `The request body is larger than ${limit.toLocaleString('en-US')} bytes, this call's limit`,
      error: 'payload_too_large',
    });
    // Chunked: no length is declared, so the server counts as it reads.
    const chunked = await raw(
      mock.url,
      `POST /api/crawl HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      `${(limit + 10).toString(16)}\r\n${'y'.repeat(limit + 10)}\r\n0\r\n\r\n`,
    );
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ error: 'payload_too_large' });
    // A title under the body limit but over the contract's field limit: 400, the field named.
    const long = await fetch(`${mock.url}/api/table/masterBills/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ StateCode: 'TX', Title: 'x'.repeat(4001) }),
    });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toMatch(/^Invalid body\.Title: /);
  });

  it('lets a transcript body through up to its own, larger limit', async () => {
    const token = await signIn(mock.url);
    const body = JSON.stringify({
      state: 'TX',
      id: 999_999,
      newTranscript: [[]],
      pad: 'p'.repeat(2_000_000),
    });
    const res = await fetch(`${mock.url}/api/bill/updateTranscript`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
    });
    // Read whole and refused for its unknown field, not for its size.
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('pad');
  });

  it('keeps at most the bound of client stores, forgetting the least recently used', async () => {
    for (let i = 0; i < 12; i++) await signIn(mock.url, `client-${i}`);
    expect(server.stores().held).toBe(5);
    expect(server.stores().evicted).toBeGreaterThanOrEqual(7);
    // The shared store (no mock-session) is never forgotten and does not count.
    await signIn(mock.url);
    expect(server.stores().held).toBe(5);
  });

  it('is still serving after all of this', async () => {
    expect((await fetch(`${mock.url}/health`)).status).toBe(200);
  });
});

describe('who may call', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await listen(createMockServer({ corsOrigins: ['https://console.example.org'] }));
  });
  afterAll(() => mock.close());

  const preflight = (path: string, origin: string) =>
    fetch(`${mock.url}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });

  it('reflects the origins of this machine and the configured ones only', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'https://console.example.org']) {
      expect((await preflight('/api/crawl', origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    const other = await preflight('/api/crawl', 'https://elsewhere.example.com');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the control endpoints for this machine only, never across other origins', async () => {
    const ok = await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
    expect(ok.status).toBe(200);
    const fromPage = await fetch(`${mock.url}/__mock/faults`, {
      method: 'POST',
      headers: { Origin: 'https://console.example.org', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ path: '/api', status: 500 }),
    });
    expect(fromPage.status).toBe(403);
    expect(await fromPage.json()).toEqual({
      message: 'The mock control endpoints answer this machine only',
      error: 'control_forbidden',
    });
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await preflight('/__mock/reset', 'https://console.example.org')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });

  it('tells this machine from others', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.5', '::ffff:10.0.0.5', '192.168.1.2', 'fe80::1', undefined].some(isLoopbackAddress)).toBe(
      false,
    );
    expect(isLoopbackOrigin('http://localhost:5173')).toBe(true);
    expect(isLoopbackOrigin('http://[::1]:8080')).toBe(true);
    expect(isLoopbackOrigin('http://localhost.evil.example')).toBe(false);
    expect(isLoopbackOrigin('null')).toBe(false);
  });

  // Over a real interface of this machine other than loopback, when it has one.
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it.runIf(external)('refuses the control endpoints to a client that is not this machine', async () => {
    const server = createMockServer();
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const { port } = server.address() as { port: number };
    try {
      const res = await fetch(`http://${external}:${port}/__mock/reset`, { method: 'POST' });
      expect(res.status).toBe(403);
      expect((await fetch(`http://${external}:${port}/health`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

async function signIn(base: string, session?: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(session ? { 'mock-session': session } : {}) },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}
