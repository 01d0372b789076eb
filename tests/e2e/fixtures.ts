// Shared set-up of the browser tests: each test gets its own mock store (cookie `mock-session`),
// a handle on the mock's control endpoints, a sign-in helper and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export interface MockControl {
  /** The next `times` calls (default: all) whose path contains `path` fail with `status`. */
  fail(
    path: string,
    opts?: { status?: number; message?: string; method?: string; html?: boolean; times?: number },
  ): Promise<void>;
  clearFaults(): Promise<void>;
  config(patch: { accessTtlSeconds?: number; refreshTtlSeconds?: number; latencyMs?: number }): Promise<void>;
  reset(): Promise<void>;
}

export const test = base.extend<{ mock: MockControl; sessionId: string }>({
  sessionId: async ({ context, baseURL }, use, testInfo) => {
    const id = `t-${testInfo.workerIndex}-${testInfo.testId}-${Date.now()}`;
    await context.addCookies([{ name: 'mock-session', value: id, url: baseURL as string }]);
    await use(id);
  },
  mock: async ({ request, sessionId }, use) => {
    const headers = { 'mock-session': sessionId };
    const post = async (path: string, data: unknown) => {
      const res = await request.post(path, { headers, data });
      expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
    };
    await use({
      fail: (path, o = {}) =>
        post('/__mock/faults', {
          path,
          status: o.status ?? 500,
          message: o.message ?? 'Injected failure',
          method: o.method ?? '*',
          html: o.html,
          times: o.times,
        }),
      clearFaults: async () => {
        await request.delete('/__mock/faults', { headers });
      },
      config: (patch) => post('/__mock/config', patch),
      reset: () => post('/__mock/reset', {}),
    });
  },
  page: async ({ page, sessionId }, use) => {
    void sessionId; // ensures the cookie is set before the page is used
    await use(page);
  },
});

export { expect };

/** The server refuses the next call to `path` and every renewal of the token (a revoked session,
 * or clocks that differ): the session ends as that call is made. */
export async function revokeSessionAt(mock: MockControl, path: string): Promise<void> {
  await mock.fail(path, { status: 401, message: 'Session revoked', times: 1 });
  await mock.fail('/api/auth/refresh-token', { status: 401, message: 'The refresh token was revoked' });
}

/** The session ends without the user, in another tab of the same browser: a call there is refused
 * and its renewal too (the storage event then tells this tab). The other tab is closed after. */
export async function endSessionInAnotherTab(context: BrowserContext, mock: MockControl): Promise<void> {
  const other = await context.newPage();
  await other.goto('/admin/states?page=1');
  await expect(other.getByRole('cell', { name: 'Alabama' })).toBeVisible();
  await revokeSessionAt(mock, '/api/table/states');
  await other.getByRole('button', { name: 'Refresh' }).click();
  await expect(other).toHaveURL(/\/sign-in\?redirect=/);
  await other.close();
}

/** On the sign-in page a revoked session led to: the server takes sessions again, demo signs in. */
export async function signInAgain(page: Page, mock: MockControl): Promise<void> {
  await mock.clearFaults();
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Holds the requests matching `url` on their way until the returned function is called (a call
 * or a module still loading, while the test looks at the screen meanwhile). */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function signIn(page: Page, username = 'demo', password = username, next = '/'): Promise<void> {
  await page.goto(`/sign-in${next === '/' ? '' : `?redirect=${encodeURIComponent(next)}`}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** axe: no serious or critical violation on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Once what is moving has settled: a toast fading in (or one fading behind a newer toast) read
  // as low contrast half-way through its transition. Spinners and skeletons never settle.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Label in name (WCAG 2.5.3, level A: speech input names a control by what it shows) is one of
  // axe's experimental rules, off unless asked for.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The page's video, once its stream's metadata is in (length known, seeking possible). */
export async function videoWithMetadata(page: Page): Promise<Locator> {
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  return video;
}

/** Closes the page as a tab is closed and resolves with the kind of dialog the page raised. */
export async function closeAsking(page: Page): Promise<string> {
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  return asked;
}
