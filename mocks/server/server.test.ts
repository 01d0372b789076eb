// @vitest-environment node
// The mock backend over HTTP, as the browser tests and the backend team use it: health, CORS, a
// JSON 404 for unknown paths, and one store per mock-session.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withRealNetwork } from '../../tests/contract/real-network.ts';
import { type Running, startMock } from '../../tests/contract/servers.ts';

withRealNetwork();

describe('mock:server', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  const signIn = async (session: string) => {
    const res = await fetch(`${mock.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'mock-session': session },
      body: JSON.stringify({ username: 'demo', password: 'demo' }),
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  };

  it('answers its health check', async () => {
    const res = await fetch(`${mock.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers a CORS preflight for the console’s origin', async () => {
    const res = await fetch(`${mock.url}/api/table/states`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('answers an unknown path with the contract’s error shape', async () => {
    const res = await fetch(`${mock.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No operation GET /api/nothing-here', error: 'not_found' });
  });

  it('keeps one store per mock-session', async () => {
    const add = async (session: string) => {
      const token = await signIn(session);
      const res = await fetch(`${mock.url}/api/table/states/add`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'mock-session': session,
        },
        body: JSON.stringify({ StateCode: 'ZZ', StateName: 'Scratch' }),
      });
      expect(res.status).toBe(201);
    };
    const count = async (session: string) => {
      const token = await signIn(session);
      const res = await fetch(`${mock.url}/api/table/states?page=1&limit=10&StateCode=ZZ`, {
        headers: { Authorization: `Bearer ${token}`, Cookie: `mock-session=${session}` },
      });
      return ((await res.json()) as { pagination: { total: number } }).pagination.total;
    };
    await add('a');
    await add('a');
    expect(await count('a')).toBe(2);
    expect(await count('b')).toBe(0);
  });
});

describe('npm run mock:server', () => {
  it('says where it listens, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      'mocks/server/main.ts',
      '--port',
      '0',
      '--access-ttl',
      '15m',
    ]);
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await vi.waitFor(() => expect(out).toContain('Ctrl-C stops it.'), { timeout: 20_000, interval: 50 });
    const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
    expect(out).toContain('tokens     access 15m, refresh 7d');
    expect((await fetch(`${url}/health`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('mock:server: SIGTERM, stopping');
  }, 30_000);
});
