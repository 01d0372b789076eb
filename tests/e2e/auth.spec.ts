// Sign-in, the route guard and the token refresh, in the production build against the mock backend.
import type { Page } from '@playwright/test';
import { fakeJwt, inSeconds } from '../unit/tokens';
import { expect, expectAccessible, holdRequests, signIn, test } from './fixtures';

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

/** Counts the requests whose path ends with `suffix`, by method. */
function countRequests(page: Page, suffix: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(suffix)) seen.push(r.method());
  });
  return seen;
}

test.describe('sign-in', () => {
  test('required fields are said at the field and nothing is sent', async ({ page }) => {
    const logins = countRequests(page, '/api/auth/login');
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is required');
    await expect(page.getByLabel('Username')).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel('Username').fill('demo');
    await expect(page.getByText('Username is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(page.getByText('Password is required')).toBeVisible();

    // Longer than the contract takes: said at the field, not sent (the server's refusal read as
    // a wrong password).
    await page.getByLabel('Username').fill('u'.repeat(300));
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
      'Username is too long: at most 256 characters',
    );
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByText('Username or Password is wrong!')).toHaveCount(0);
    expect(logins).toEqual([]);
  });

  test('a wrong password shows the message, keeps the server words and what was typed', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    // The spec's sentence once, the server's words as its detail.
    await expect(alert.getByRole('paragraph')).toHaveText([
      'Username or Password is wrong!',
      'The server said: Invalid username or password',
    ]);
    await expect(page.getByText('Username or Password is wrong!')).toHaveCount(1);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel('Username')).toHaveValue('demo');
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
    expect(await storedUser(page)).toBeNull();
    await expectAccessible(page);
  });

  test('a server that fails is not a wrong password: 500, an HTML page, no network', async ({
    page,
    mock,
  }) => {
    const signInOnce = async () => {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    };
    const alert = page.getByRole('alert');
    await page.goto('/sign-in');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');

    await mock.fail('/api/auth/login', { status: 500, message: 'Session store unavailable', times: 1 });
    await signInOnce();
    await expect(alert.getByRole('paragraph')).toHaveText([
      'The sign-in server failed.',
      'It answered with status 500: Session store unavailable. Your username and password were not checked; try again in a moment.',
    ]);
    await expect(alert).not.toContainText('wrong');
    await expectAccessible(page);

    await mock.fail('/api/auth/login', { status: 502, html: true, times: 1 });
    await signInOnce();
    await expect(alert.getByRole('paragraph').first()).toHaveText('The sign-in server failed.');
    await expect(alert).toContainText('sent an error page instead of an answer. Try again in a moment.');
    await expect(alert).not.toContainText('wrong');

    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await signInOnce();
    await expect(alert.getByRole('paragraph')).toHaveText([
      'The sign-in server could not be reached.',
      'Check your connection. Your username and password were not checked; try again in a moment.',
    ]);
    await page.unroute('**/api/auth/login');

    // Back up: the same credentials sign in.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });

  test('against the mock backend the card lists its demo accounts; choosing one fills the form', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    const demo = page.getByRole('region', { name: 'Demo accounts' });
    await expect(demo.getByRole('button')).toHaveText(['demo / demo', 'analyst / analyst']);
    await expect(demo.getByRole('button', { name: 'analyst / analyst' })).toHaveAccessibleDescription(
      'OH and IL, no Transcripts, Link Finder or Speakers',
    );
    await expectAccessible(page);
    // The list comes from the server's runtime configuration, not from the build.
    const config = (await (await page.request.get('/config.json')).json()) as { demoAccounts?: unknown[] };
    expect(config.demoAccounts).toHaveLength(2);

    await demo.getByRole('button', { name: 'analyst / analyst' }).click();
    await expect(page.getByLabel('Username')).toHaveValue('analyst');
    await expect(page.getByLabel('Password')).toHaveValue('analyst');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/');
  });

  test('without demo accounts in /config.json (a real backend), the card lists none', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ json: {} }));
    await page.goto('/sign-in');
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Demo accounts' })).toHaveCount(0);
    await expect(page.getByText('demo / demo')).toHaveCount(0);
  });

  test('Sign In shows a spinner and is disabled while the call runs', async ({ page, mock }) => {
    await mock.config({ latencyMs: 1500 });
    await page.goto('/sign-in');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    const button = page.getByRole('button', { name: 'Sign In' });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button.locator('.spinner')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Signing in…' })).toHaveCount(1);
    await page.waitForURL((u) => u.pathname === '/');
  });

  test('a refused sign-in leaves the focus on Sign In, where the failure is read from', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('not the password');
    const button = page.getByRole('button', { name: 'Sign In' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button).toBeFocused();
    await expect(button).toBeEnabled();
  });

  test('the code of the next screen loads once the user starts typing, not with the page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // The table route's chunk (routes/_app/admin/$name.tsx), named after the route file.
    const tableChunk = (paths: string[]) => paths.filter((p) => /\/assets\/_name-[\w-]+\.js$/.test(p));
    await page.goto(`/sign-in?redirect=${encodeURIComponent('/admin/master-bills')}`);
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(tableChunk(scripts)).toEqual([]);
    await page.keyboard.type('d');
    await expect.poll(() => tableChunk(scripts)).toHaveLength(1);
    // Nothing is sent: only code loaded.
    await expect(page).toHaveURL(/\/sign-in\?/);
  });

  test('the right password stores the session and goes to /', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Username').fill('analyst');
    await page.getByLabel('Password').fill('analyst');
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    const user = JSON.parse((await storedUser(page)) ?? '{}') as Record<string, unknown>;
    expect(typeof user.accessToken).toBe('string');
    expect(typeof user.refreshToken).toBe('string');
    // Signed in: /sign-in sends the user on instead of showing the form.
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the guard', () => {
  const cases = [
    {
      name: 'an expired access token',
      value: JSON.stringify({
        accessToken: fakeJwt({ sub: 'demo', stateConfigs: ['TX'], exp: inSeconds(-60) }),
        refreshToken: fakeJwt({ sub: 'demo', exp: inSeconds(3600) }),
      }),
    },
    { name: 'a garbage token', value: JSON.stringify({ accessToken: 'garbage', refreshToken: 'x.y.z' }) },
    { name: 'a stored user that is not JSON', value: '{not json' },
  ];
  for (const c of cases) {
    test(`${c.name} sends the browser to /sign-in, clears the user, and sign-in comes back`, async ({
      page,
    }) => {
      await page.goto('/sign-in');
      await page.evaluate((v) => localStorage.setItem('user', v), c.value);
      await page.goto('/admin/states');
      await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin%2Fstates$/);
      expect(await storedUser(page)).toBeNull();
      await page.getByLabel('Username').fill('demo');
      await page.getByLabel('Password').fill('demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin\/states$/);
    });
  }

  test('a redirect to another site is ignored', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '//evil.example/path');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  // A tab, CR or LF is dropped by URL parsing: /<TAB>/evil.example/ would read as //evil.example/.
  for (const [name, c] of [
    ['a tab', '%09'],
    ['a CR', '%0D'],
    ['an LF', '%0A'],
  ] as const) {
    test(`a redirect value with ${name} goes to /, silently, signed in or not`, async ({ page }) => {
      const crafted = `/sign-in?redirect=%2F${c}%2Fevil.example%2F`;
      const home = /^http:\/\/127\.0\.0\.1:\d+\/$/;
      await page.goto(crafted);
      await page.getByLabel('Username').fill('demo');
      await page.getByLabel('Password').fill('demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Signed in: the page sends the user on at once.
      await page.goto(crafted);
      await expect(page).toHaveURL(home);
      await expect(page.getByText('Something went wrong!')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('a redirect to a page the console does not have goes to /', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/undefined?page=1');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

/** Resolves once the stored access token's exp has passed. */
async function waitForTokenExpiry(page: Page, which: 'accessToken' | 'refreshToken' = 'accessToken') {
  await page.waitForFunction(
    (key) => {
      const s = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, string | undefined>;
      const payload = JSON.parse(atob((s[key] ?? '..').split('.')[1] ?? '')) as { exp: number };
      return payload.exp * 1000 < Date.now();
    },
    which,
    { timeout: 10_000, polling: 250 },
  );
}

/** Statuses of the answers whose path is `path`, from now on. */
function statuses(page: Page, path: string): number[] {
  const seen: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r.status());
  });
  return seen;
}

test.describe('after the access token expired', () => {
  test('a table request on the open screen refreshes once and succeeds', async ({ page, mock }) => {
    await mock.config({ accessTtlSeconds: 2 });
    await signIn(page, 'demo', 'demo', '/admin/states?page=1');
    const results = page.getByRole('region', { name: 'States records' });
    await expect(results.getByRole('cell', { name: 'Alabama', exact: true })).toBeVisible();
    await waitForTokenExpiry(page);

    const refreshes = countRequests(page, '/api/auth/refresh-token');
    const lists = statuses(page, '/api/table/states');
    await page.getByRole('button', { name: 'Refresh States' }).click();
    await expect.poll(() => lists).toEqual([401, 200]);
    expect(refreshes).toEqual(['POST']);
    await expect(page).toHaveURL(/\/admin\/states\?page=1$/);
    await expect(results.getByRole('cell', { name: 'Alabama', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failed refresh ends the session: the user is cleared and the sign-in page names the page', async ({
    page,
    mock,
  }) => {
    await mock.config({ accessTtlSeconds: 2 });
    await signIn(page, 'demo', 'demo', '/admin/states?page=1');
    await expect(page.getByRole('cell', { name: 'Alabama', exact: true })).toBeVisible();
    await waitForTokenExpiry(page);
    await mock.fail('/api/auth/refresh-token', { status: 401, message: 'The refresh token was revoked' });
    const refreshes = countRequests(page, '/api/auth/refresh-token');
    await page.getByRole('button', { name: 'Refresh States' }).click();
    // Signing in again comes back to the page the user was on.
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin%2Fstates%3Fpage%3D1$/);
    // Why the user is here, in words.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your session could not be renewed. Please sign in again.' }),
    ).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    expect(refreshes).toEqual(['POST']);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/states\?page=1$/);
    await expect(page.getByRole('cell', { name: 'Alabama', exact: true })).toBeVisible();
  });

  test('two tabs whose access token is refused at once renew it once', async ({ page, context }) => {
    await signIn(page, 'demo', 'demo', '/admin/states?page=1');
    const other = await context.newPage();
    await other.goto('/admin/counties?page=1');
    const tabs = [page, other];
    for (const tab of tabs) await expect(tab.locator('tbody tr[data-row-id]').first()).toBeVisible();
    // The server stops accepting the access token both tabs hold (shared storage), as at an expiry
    // that both meet at once; the refresh token is still good.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string };
      const [head, claims] = user.accessToken.split('.');
      localStorage.setItem(
        'user',
        JSON.stringify({ ...user, accessToken: `${head}.${claims}.bm90LXNpZ25lZA` }),
      );
    });
    // Another tab's copy of localStorage gets the write a little later: until it has, that tab
    // would still send the good token, and the first tab's refused call would wait for a partner.
    await expect
      .poll(() => other.evaluate(() => localStorage.getItem('user') ?? ''))
      .toContain('.bm90LXNpZ25lZA');
    const refreshes: string[] = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/refresh-token') refreshes.push(r.method());
    });
    // Both calls with the refused token reach the server before either is answered.
    let refused = 0;
    let bothSent = () => {};
    const both = new Promise<void>((r) => {
      bothSent = r;
    });
    await context.route(/\/api\/table\/(states|counties)\?/, async (route) => {
      if (route.request().headers().authorization?.endsWith('.bm90LXNpZ25lZA')) {
        if (++refused === 2) bothSent();
        await both;
      }
      await route.continue();
    });
    const listed = tabs.map((tab, i) => statuses(tab, i === 0 ? '/api/table/states' : '/api/table/counties'));
    await Promise.all([
      page.getByRole('button', { name: 'Refresh States' }).click(),
      other.getByRole('button', { name: 'Refresh Counties' }).click(),
    ]);
    // Each tab: refused once, then answered with the renewed token.
    for (const seen of listed) await expect.poll(() => seen).toEqual([401, 200]);
    expect(refreshes).toEqual(['POST']);
    for (const tab of tabs) await expect(tab.getByRole('alert')).toHaveCount(0);
  });

  test('a session is renewed ahead of its access token’s expiry: a click after that time stays', async ({
    page,
    mock,
  }) => {
    test.slow(); // waits out a 20-second token
    await mock.config({ accessTtlSeconds: 20 });
    await signIn(page, 'demo', 'demo', '/dashboard');
    const first = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken as string,
    );
    // Renewed a little before its time (a quarter of its life: 5 s), with no call refused first.
    const refused = statuses(page, '/api/table/states');
    await page.waitForFunction(
      (t) => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken !== t,
      first,
      { timeout: 25_000, polling: 250 },
    );
    // The first token's time has passed: the guard reads the renewed one.
    await page.waitForFunction(
      (t) => JSON.parse(atob(t.split('.')[1] ?? '')).exp * 1000 < Date.now(),
      first,
      { timeout: 25_000, polling: 250 },
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Run Tools' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Run Tools' })).toBeVisible();
    await expect(page).toHaveURL(/\/run-tools$/);
    expect(refused.filter((s) => s === 401)).toEqual([]);
  });

  test('moving to another screen is refused by the guard: /sign-in, then back to that screen', async ({
    page,
    mock,
  }) => {
    await mock.config({ accessTtlSeconds: 2 });
    await signIn(page, 'demo', 'demo', '/dashboard');
    await waitForTokenExpiry(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Run Tools' })
      .click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Frun-tools$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session has expired. Please sign in again.' }),
    ).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    // The refused address was replaced, not stacked: Back leads to the screen before it (which the
    // guard refuses in turn), not into the same sign-in again.
    await page.goBack();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fdashboard$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Frun-tools$/);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/run-tools$/);
  });

  test('Log Out once the whole session has expired is no failure: no error, no "expired" notice', async ({
    page,
    mock,
  }) => {
    // Long enough for the sign-in itself to finish on a busy machine.
    await mock.config({ accessTtlSeconds: 3, refreshTtlSeconds: 5 });
    await signIn(page, 'demo', 'demo', '/dashboard');
    // Both tokens past their time.
    await waitForTokenExpiry(page, 'refreshToken');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(
      page.getByRole('heading', { name: 'Sign In' }).or(page.getByLabel('Username')),
    ).toBeVisible();
    await expect(page.getByText('The server could not end the session')).toHaveCount(0);
    await expect(page.getByText('Your session has expired')).toHaveCount(0);
    expect(await storedUser(page)).toBeNull();
  });

  test('Log Out still reaches the server: 401, one refresh, the retry succeeds', async ({ page, mock }) => {
    await mock.config({ accessTtlSeconds: 2 });
    await signIn(page, 'demo', 'demo', '/dashboard');
    await waitForTokenExpiry(page);
    const refreshes = countRequests(page, '/api/auth/refresh-token');
    const logouts = statuses(page, '/api/auth/logout');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(refreshes).toEqual(['POST']);
    expect(logouts).toEqual([401, 200]);
    await expect(page.getByText('The server could not end the session')).toHaveCount(0);
  });
});

test.describe('a session that ends while the user acts', () => {
  test('opening a manager and pressing View data as the renewal fails: the sign-in page names that manager', async ({
    page,
    mock,
  }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    // A new document: the sign-in page's code is not loaded yet, and is held back below, so the way
    // to the sign-in page stays under way while the user presses View data on the manager.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const release = await holdRequests(page, /\/assets\/sign-in-[\w-]+\.js$/);
    // The token is refused and cannot be renewed (revoked on the server).
    await mock.fail('/api/table/states', { status: 401, message: 'The token was revoked' });
    await mock.fail('/api/auth/refresh-token', { status: 401, message: 'The refresh token was revoked' });
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
    });
    const renewal = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh-token');
    await page.getByRole('link', { name: 'States Actions', exact: true }).click();
    // The manager fetches its first page at once: refused, the renewal fails, the session ends.
    await renewal;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.getByRole('button', { name: 'View data' }).click();
    release();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin%2Fstates$/);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await mock.clearFaults();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/states$/);
    await expect(page.getByRole('heading', { level: 1, name: 'States Management' })).toBeVisible();
    expect(visited.filter((p) => p.includes('undefined'))).toEqual([]);
  });
});
