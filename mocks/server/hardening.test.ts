// @vitest-environment node
// The mock server as a tester tries it: malformed requests of every kind (sent as raw bytes, as a
// browser or fetch never would), bodies over the limit, the control endpoints from elsewhere, CORS
// for other origins, and many clients. Each gets an answer in the contract's error shape, and the
// server keeps serving.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('checks the token before the body: a call without a good one is 401 whatever it sends', async () => {
    const big = JSON.stringify({ StateCode: 'TX', Title: 'x'.repeat(bodyLimits().default) });
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const res = await fetch(`${mock.url}/api/table/masterBills/add`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body: big,
      });
      expect(res.status, authorization ?? 'no token').toBe(401);
      expect(await res.json()).toEqual(errorShape);
    }
    // Signing in needs no token: its body limit is what refuses it.
    const login = await fetch(`${mock.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(bodyLimits().default), password: 'demo' }),
    });
    expect(login.status).toBe(413);
  });

  it('reads and discards the rest of a refused body, so a client still sending it reads the 413', async () => {
    const limit = bodyLimits().default;
    const token = await signIn(mock.url);
    const { hostname, port } = new URL(mock.url);
    // The 413 comes when the length is known (declared) or when the bytes read pass the limit
    // (chunked); either way the client goes on sending after it.
    for (const chunked of [false, true]) {
      const size = 3 * limit;
      const result = await new Promise<{ head: string; error?: string; ended: boolean }>((resolve) => {
        const socket = connect(Number(port), hostname);
        let text = '';
        let sending = false;
        const piece = Buffer.alloc(64 * 1024, 'x');
        const sendRest = async () => {
          for (let sent = limit + piece.length; sent < size; sent += piece.length) {
            const data = chunked ? `${piece.length.toString(16)}\r\n${piece}\r\n` : piece;
            if (!socket.write(data)) await new Promise((r) => socket.once('drain', r));
            if (socket.destroyed) return;
          }
          socket.write(chunked ? '0\r\n\r\n' : '');
        };
        socket.on('data', (c) => {
          text += c.toString('latin1');
          if (!sending && text.includes('payload_too_large')) {
            sending = true;
            void sendRest();
          }
        });
        socket.on('end', () => resolve({ head: text, ended: true }));
        socket.on('error', (err: NodeJS.ErrnoException) =>
          resolve({ head: text, error: err.code, ended: false }),
        );
        socket.write(
          `POST /api/crawl HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n${
            chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`
          }\r\n\r\n`,
        );
        const first = Buffer.alloc(limit + piece.length, 'x');
        socket.write(chunked ? `${first.length.toString(16)}\r\n${first}\r\n` : first);
      });
      expect(result.head, chunked ? 'chunked' : 'declared').toMatch(/^HTTP\/1\.1 413 /);
      expect(result.head).toContain('Connection: close');
      // Closed in order once the body was read, not reset under the client still sending.
      expect(result.error, chunked ? 'chunked' : 'declared').toBeUndefined();
      expect(result.ended).toBe(true);
    }
  });

  it('takes JSON bodies only: another type (a cross-site form or text/plain post) is 415, unread', async () => {
    const credentials = JSON.stringify({ username: 'demo', password: 'demo' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined]) {
      const login = await fetch(`${mock.url}/api/auth/login`, {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: new Blob([credentials]),
      });
      expect(login.status, type ?? 'no type').toBe(415);
      expect(await login.json()).toEqual({ ...errorShape, error: 'unsupported_media_type' });
    }
    // JSON with parameters, and a JSON type of its own, are JSON.
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
    ]) {
      const login = await fetch(`${mock.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: credentials,
      });
      expect(login.status, type).toBe(200);
    }
    // A signed-in call as well, and nothing is added.
    const token = await signIn(mock.url, 'media-type');
    const add = (type: string) =>
      fetch(`${mock.url}/api/table/actionCodes/add`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'mock-session': 'media-type', 'Content-Type': type },
        body: JSON.stringify({ ActionCode: 'Q415', Description: 'form post' }),
      });
    expect((await add('text/plain')).status).toBe(415);
    const got = await fetch(`${mock.url}/api/table/actionCodes/Q415`, {
      headers: { Authorization: `Bearer ${token}`, 'mock-session': 'media-type' },
    });
    expect(got.status).toBe(404);
  });

  it('refuses an empty key: a record whose id is empty could be listed but never reached', async () => {
    const token = await signIn(mock.url, 'empty-key');
    const res = await fetch(`${mock.url}/api/table/actionCodes/add`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'mock-session': 'empty-key',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ActionCode: '' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('ActionCode');
  });

  it('answers a method fetch cannot carry, and CONNECT, with 405 in the error shape', async () => {
    const trace = await raw(mock.url, 'TRACE /api/table/states HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET');
    expect(JSON.parse(trace.body)).toEqual({
      message: 'TRACE is not a method of /api/table/states; it offers GET',
      error: 'method_not_allowed',
    });
    const tunnel = await raw(mock.url, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
    expect(tunnel.status).toBe(405);
    expect(JSON.parse(tunnel.body)).toEqual({ ...errorShape, error: 'method_not_allowed' });
  });

  it('answers an exception after the body was read with 500 in the error shape', async () => {
    // The server copies the request's headers after reading its body: fail there.
    const set = Headers.prototype.set;
    vi.spyOn(Headers.prototype, 'set').mockImplementation(function (this: Headers, name, value) {
      if (name === 'mock-session') throw new Error('planted failure');
      return set.call(this, name, value);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = '{"state":"TX"}';
    const a = await raw(
      mock.url,
      `POST /api/crawl HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(a.status).toBe(500);
    expect(JSON.parse(a.body)).toEqual({
      message: 'The mock server failed',
      error: 'Error: planted failure',
    });
  });

  it('serves the API at /api only: a doubled slash or prefix is a 404, not the API', async () => {
    const token = await signIn(mock.url);
    for (const path of [
      '//api/table/states',
      '/api/api/table/states',
      '/v1/api/table/states',
      '/x/__mock/reset',
    ]) {
      const a = await raw(
        mock.url,
        `${path.endsWith('reset') ? 'POST' : 'GET'} ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(a.status, path).toBe(404);
      expect(JSON.parse(a.body), path).toEqual({
        message: expect.stringContaining(path),
        error: 'not_found',
      });
    }
    const ok = await fetch(`${mock.url}/api/table/states?page=1&limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ok.status).toBe(200);
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

  it('decides on the normalised path: dot segments do not get a page of another origin in', async () => {
    for (const path of ['/api/../__mock/reset', '/api/%2e%2e/__mock/reset', '/api/./../__mock/faults']) {
      const a = await raw(
        mock.url,
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: https://elsewhere.example.com\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n`,
        '{}',
      );
      expect(a.status, path).toBe(403);
      expect(JSON.parse(a.body)).toEqual({
        message: 'The mock control endpoints answer this machine only',
        error: 'control_forbidden',
      });
      expect(a.headers['access-control-allow-origin']).toBeUndefined();
    }
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
      // The same endpoints by dot segments (fetch would resolve them: sent as they are).
      for (const path of ['/api/../__mock/faults', '/api/%2E%2E/__mock/reset']) {
        const a = await raw(
          `http://${external}:${port}`,
          `POST ${path} HTTP/1.1\r\nHost: ${external}:${port}\r\nContent-Type: application/json\r\nContent-Length: 35\r\nConnection: close\r\n\r\n`,
          '{"path":"/api/crawl","status":500}',
        );
        expect(a.status, path).toBe(403);
      }
      // Nor under another prefix (the handlers' patterns start with a wildcard).
      const prefixed = await raw(
        `http://${external}:${port}`,
        `POST /api/__mock/reset HTTP/1.1\r\nHost: ${external}:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(prefixed.status).toBe(404);
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
