// The production build behind the production server that ships with the console: nginx from
// Debian's packages with deploy/nginx (decision 0039), rendered by the same script the container
// runs, in front of the mock backend. Its headers, a sign-in, a table, a transcript, no CSP
// violation; and the runtime configuration (decision 0037): an API elsewhere, an invalid address.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { contentSecurityPolicy, securityHeaders } from '../../deploy/headers';
import { watchCsp } from './csp-watch';
import { expect, test } from './fixtures';

const base = Number(process.env.E2E_PORT ?? 14173);
const mockOrigin = `http://127.0.0.1:${base + 1}`;
const dist = resolve(process.env.E2E_DIST ?? 'dist');

/** nginx: NGINX_PATH, else Debian's place, else PATH (`.ci/run` installs it through scripts/env.sh). */
function nginxBinary(): string {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  return 'nginx';
}

interface Server {
  url: string;
  runtime: string;
  stop(): void;
}

/** Renders deploy/nginx for `port` and starts nginx in the foreground; resolves once it answers. */
async function startServer(port: number, env: Record<string, string> = {}): Promise<Server> {
  const runtime = mkdtempSync(join(tmpdir(), 'console-nginx-'));
  // Started by root (as in CI), nginx's workers run as an unprivileged user, who must read it,
  // and the build with it: a copy here, since the checkout may sit in a folder only its owner can
  // enter (a clone in a `mktemp -d` folder is).
  chmodSync(runtime, 0o755);
  const root = join(runtime, 'www');
  cpSync(dist, root, { recursive: true });
  execFileSync('sh', ['deploy/nginx/render.sh'], {
    env: {
      ...process.env,
      API_UPSTREAM: mockOrigin,
      CONSOLE_PORT: String(port),
      CONSOLE_ROOT: root,
      CONSOLE_RUNTIME: runtime,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const child: ChildProcess = spawn(
    nginxBinary(),
    ['-e', 'stderr', '-c', join(runtime, 'nginx.conf'), '-p', runtime],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(runtime, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    const failed =
      child.exitCode !== null ? 'nginx stopped' : i > 100 ? `nginx did not answer on ${url}` : '';
    if (failed) {
      stop();
      throw new Error(`${failed}: ${errors}`);
    }
    const ok = await fetch(`${url}/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, runtime, stop };
}

async function signInAt(page: Page, url: string) {
  await page.goto(`${url}/sign-in`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${url}/`);
}

test.describe.configure({ mode: 'serial' });

test.describe('behind the production server (nginx)', () => {
  let server: Server;
  test.beforeAll(async () => {
    server = await startServer(base + 2);
  });
  test.afterAll(() => server?.stop());

  test('headers: security on every answer, compression, caching, the single-page fallback, /api passed on', async () => {
    const get = (path: string) => fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    const security = securityHeaders();
    const expectSecurity = (res: Response) => {
      for (const [name, value] of Object.entries(security)) expect(res.headers.get(name), name).toBe(value);
    };

    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expectSecurity(page);

    const screen = await get('/admin/states?page=2');
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain('<div id="root">');
    expect(screen.headers.get('cache-control')).toBe('no-store');
    expectSecurity(screen);

    const script = readdirSync(join(dist, 'assets')).find((f) => /^index-.*\.js$/.test(f));
    const asset = await get(`/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurity(asset);

    const missing = await get('/assets/no-such-file.js');
    expect(missing.status).toBe(404);
    // Not kept: during a rollout the file may arrive a moment later.
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expectSecurity(missing);

    const config = await get('/config.json');
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toEqual({});

    const api = await get('/api/table/states?page=1&limit=10');
    expect(api.status).toBe(401);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expectSecurity(api);
  });

  test('sign-in, a table and a transcript, with no CSP violation', async ({ page, sessionId }) => {
    await page.context().addCookies([{ name: 'mock-session', value: sessionId, url: server.url }]);
    const violations = await watchCsp(page);
    await signInAt(page, server.url);

    await page.goto(`${server.url}/admin/states`);
    await page.getByRole('button', { name: 'View data' }).click();
    await expect(page.getByRole('cell', { name: 'Alabama', exact: true })).toBeVisible();

    await page.goto(`${server.url}/transcripts?state=TX`);
    await page.locator('a[href*="video="]').first().click();
    await expect(page.locator('[data-testid="transcript"] [data-w="0:0"]')).toBeVisible();

    expect(await violations()).toEqual([]);
  });
});

test.describe('the runtime configuration', () => {
  let server: Server;
  test.beforeAll(async () => {
    // The browser calls the API at its own origin (the mock backend, which allows any origin).
    server = await startServer(base + 3, { CONSOLE_API_BASE_URL: mockOrigin });
  });
  test.afterAll(() => server?.stop());

  test('the API address comes from /config.json: one build, calls to the configured API', async ({
    page,
  }) => {
    expect(await (await fetch(`${server.url}/config.json`)).json()).toEqual({ apiBaseUrl: mockOrigin });
    const csp = (await fetch(server.url)).headers.get('content-security-policy');
    expect(csp).toBe(contentSecurityPolicy(mockOrigin));
    const violations = await watchCsp(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(new URL(r.url()).origin);
    });
    await signInAt(page, server.url);
    await page.goto(`${server.url}/admin/states`);
    await page.getByRole('button', { name: 'View data' }).click();
    await expect(page.getByRole('cell', { name: 'Alabama', exact: true })).toBeVisible();
    expect(calls.length).toBeGreaterThan(1);
    expect(new Set(calls)).toEqual(new Set([mockOrigin]));
    expect(await violations()).toEqual([]);
  });

  test('an address that is not one stops the start with a page that says so', async ({ page }) => {
    for (const [config, words] of [
      ['{"apiBaseUrl":"ftp://files.example.org"}', 'must start with https:// or http://'],
      ['{"apiBaseUrl":"api.example.org"}', 'is not an absolute address'],
      ['{"apiBaseURL":"https://api.example.org"}', 'unknown setting "apiBaseURL"'],
      ['{"apiBaseUrl":', 'is not valid JSON'],
    ] as const) {
      writeFileSync(join(server.runtime, 'config.json'), config);
      await page.goto(`${server.url}/admin/states`);
      await expect(page.getByRole('heading', { name: 'The console cannot start' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(words);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
    writeFileSync(join(server.runtime, 'config.json'), JSON.stringify({ apiBaseUrl: mockOrigin }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin%2Fstates$/);
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});
