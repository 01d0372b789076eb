// The console shell: sidebar (menu rule, search, current screen, collapse, slide-in), Log Out,
// other tabs' sign-out, the command palette, the dashboard and the not-found page.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, holdRequests, signIn, test } from './fixtures';
import { failedSave, toastWith } from './tables-helpers';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const TX_LA = ['Transcripts', 'Link Finder', 'Speaker Assignment'];

test.describe('sidebar', () => {
  test('demo (TX, LA) sees every tool screen, then the dataset groups with their Actions links', async ({
    page,
  }) => {
    test.slow(); // many steps and axe runs, on a machine shared by several test runs
    await signIn(page, 'demo', 'demo', '/dashboard');
    const originals = menu(page).getByRole('list', { name: 'Originals Options' });
    await expect(originals.getByRole('link')).toHaveText(['Summary', 'Run Tools', ...TX_LA]);
    // Each dataset's link is named for its dataset: '<Dataset> Actions', never 'Actions' alone.
    const datasetLinks = menu(page).getByRole('link', { name: / Actions$/ });
    await expect(datasetLinks).toHaveCount(68);
    await expect(menu(page).getByRole('link', { name: 'Actions', exact: true })).toHaveCount(0);
    const names = await datasetLinks.evaluateAll((links) => links.map((a) => a.textContent));
    expect(new Set(names).size).toBe(68);
    const masterBills = menu(page).getByRole('link', { name: 'MasterBills Actions', exact: true });
    await expect(masterBills).toHaveAccessibleName('MasterBills Actions');
    // The word is not repeated down the menu: only the row pointed at (or current) shows it.
    const word = (link: typeof masterBills) => link.locator('.menu-action-word');
    const states = menu(page).getByRole('link', { name: 'States Actions', exact: true });
    expect(await word(states).evaluate((w) => w.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await states.hover();
    await expect
      .poll(() => word(states).evaluate((w) => w.getBoundingClientRect().width))
      .toBeGreaterThan(20);
    await masterBills.click();
    await expect(page).toHaveURL(/\/admin\/master-bills$/);
    await expect(masterBills).toHaveAttribute('aria-current', 'page');
    await page.mouse.move(900, 500);
    await expect
      .poll(() => word(masterBills).evaluate((w) => w.getBoundingClientRect().width))
      .toBeGreaterThan(20);
    expect(await word(states).evaluate((w) => w.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    // Spellings of SPEC §2 kept in the addresses.
    await expect(menu(page).getByRole('link', { name: 'Lobbyists Actions', exact: true })).toHaveAttribute(
      'href',
      '/admin/loggyists',
    );
    // The logo goes to the dashboard.
    await page.getByRole('link', { name: 'Legislative Data Staff console' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectAccessible(page);
  });

  test('analyst (OH, IL) sees no Transcripts, Link Finder or Speaker Assignment anywhere', async ({
    page,
  }) => {
    await signIn(page, 'analyst', 'analyst', '/dashboard');
    const originals = menu(page).getByRole('list', { name: 'Originals Options' });
    await expect(originals.getByRole('link')).toHaveText(['Summary', 'Run Tools']);
    for (const name of TX_LA) {
      await expect(page.getByRole('link', { name })).toHaveCount(0);
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Go to a screen or dataset' }).fill('speaker');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.getByText('No screen or dataset matches “speaker”.')).toBeVisible();
  });

  test('search filters the groups by group title or option name, case-insensitively', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    const search = page.getByRole('searchbox', { name: 'Search menu' });
    await search.fill('STATUTORY');
    await expect(menu(page).getByRole('link').filter({ visible: true })).toHaveText([
      'Statutory Code Actions',
      'Statutory References Actions',
    ]);
    await expect(menu(page).getByRole('list', { name: 'Originals Options' })).toBeHidden();
    // How many are left is said as well as shown (a screen reader hears it without going through them).
    const status = menu(page).locator('.menu-empty[role="status"]');
    await expect(status).toHaveText('2 entries match');

    await search.fill('run');
    await expect(menu(page).getByRole('link').filter({ visible: true })).toHaveText(['Run Tools']);
    await expect(status).toHaveText('1 entry matches');

    await search.fill('actions');
    await expect(
      menu(page)
        .getByRole('link', { name: / Actions$/ })
        .filter({ visible: true }),
    ).toHaveCount(68);

    await search.fill('zzz');
    await expect(page.getByText('Nothing in the menu matches “zzz”.')).toBeVisible();
    await expect(status).toHaveText('Nothing in the menu matches “zzz”.');
    await expect(menu(page).getByRole('link').filter({ visible: true })).toHaveCount(0);

    // Esc empties the box and everything is back.
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(menu(page).getByRole('link').filter({ visible: true })).toHaveCount(5 + 68);
    await expect(status).toBeEmpty();
  });

  test('from the search box: Tab goes to the first entry shown, Enter opens a single match', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    const search = page.getByRole('searchbox', { name: 'Search menu' });
    await search.fill('STATUTORY');
    await search.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Statutory Code Actions' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Statutory References Actions' })).toBeFocused();
    await search.focus();
    // Two matches: Enter opens neither.
    await search.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await search.fill('run');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/run-tools$/);
  });

  test('the current screen is marked and scrolled into view in the menu', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/track-alerts');
    const current = menu(page)
      .getByRole('link', { name: 'Track Alerts Actions', exact: true })
      .and(page.locator('[aria-current="page"]'));
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/admin/track-alerts');
    await expect(current).toBeInViewport();
    await menu(page).getByRole('link', { name: 'Run Tools' }).click();
    await expect(menu(page).getByRole('link', { name: 'Run Tools' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('the current entry’s name is shown whole, its Actions word on a line of its own when needed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo', 'demo', '/admin/bill-versions-status-user');
    const current = menu(page).getByRole('link', { name: 'Bill Versions Status User Actions', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const title = current.locator('.menu-group-title');
    await expect(title).toHaveText('Bill Versions Status User');
    // Not cut by its ellipsis: the text's whole width is the box's.
    expect(await title.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
    await expect(current.locator('.menu-action-word')).toBeVisible();
  });

  test('menu entries move within the page on a click; Ctrl+click opens a new tab and leaves this one', async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    const states = menu(page).getByRole('link', { name: 'States Actions', exact: true });
    // A plain click: the console moves without reloading the page (a marker set on window survives).
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await states.click();
    await expect(page).toHaveURL(/\/admin\/states$/);
    await expect(states).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Ctrl+click: a new tab at the entry's address; this tab stays where it was.
    const runTools = menu(page).getByRole('link', { name: 'Run Tools' });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      runTools.click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/run-tools');
    await expect(page).toHaveURL(/\/admin\/states$/);
    await expect(runTools).not.toHaveAttribute('aria-current', 'page');
    await tab.close();
  });

  test('collapse and expand, kept across a reload', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    const collapse = page.getByRole('button', { name: 'Collapse menu' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await collapse.click();
    const expand = page.getByRole('button', { name: 'Expand menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // The rail keeps the tool screens and Log Out, by name.
    await expect(menu(page).getByRole('link', { name: 'Run Tools' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toHaveCount(0);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    // The rail's search button opens the menu with the search box focused: typed at once, the
    // words are in it.
    await page.getByRole('button', { name: 'Search menu' }).click();
    await page.keyboard.type('memb');
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toBeFocused();
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('memb');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
  });

  test('at 1280 px the sidebar slides in over the page, and Esc, the backdrop or a link close it', async ({
    page,
  }) => {
    test.slow(); // many steps and axe runs, on a machine shared by several test runs
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'demo', 'demo', '/dashboard');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.mouse.click(1200, 400); // the backdrop, beside the panel
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await sidebar.getByRole('link', { name: 'Run Tools' }).click();
    await expect(page).toHaveURL(/\/run-tools$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).not.toBeInViewport();

    // Open, the panel holds the keyboard: the page behind takes no focus (its Menu button is under it).
    await toggle.click();
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).not.toBeFocused();
    expect(await page.evaluate(() => !!document.activeElement?.closest('#sidebar'))).toBe(true);
    // The palette from the panel: the panel closes, and closing the palette focuses Menu.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
    await expect(palette).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Wider than 1280 px: the sidebar is back in place.
    await page.setViewportSize({ width: 1281, height: 800 });
    await expect(sidebar).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  });
});

/** A dataset's entry in the sidebar, found by its search (the list is long). */
async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search menu' }).fill(name);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: `${name} Actions`, exact: true })
    .click();
}

test.describe('Log Out', () => {
  test('ends the session on the server, clears the stored user and goes to /sign-in', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    const calls: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/logout') calls.push(r.status());
    });
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(calls).toEqual([200]);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fdashboard$/);
  });

  test('from a list, nothing is asked of the server after the session has ended', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/states?page=1');
    await expect(page.locator('tbody tr[data-row-id]').first()).toBeVisible();
    const after: string[] = [];
    let ended = false;
    page.on('request', (r) => {
      if (ended && r.url().includes('/api/')) after.push(`${r.method()} ${new URL(r.url()).pathname}`);
      if (new URL(r.url()).pathname === '/api/auth/logout') ended = true;
    });
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    // The list, cleared from the cache under a screen still showing it, was asked for again.
    expect(after).toEqual([]);
  });

  test('the next user to sign in in this tab finds nothing of the last one’s input', async ({
    page,
    mock,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    // A failed save's input, kept by its toast; an action entry typed; a list left on page 2.
    await failedSave(page, mock);
    await openFromMenu(page, 'Actions Entry');
    await page.getByLabel('Bill Number', { exact: true }).fill('HB 999 DEMO-ONLY');
    await openFromMenu(page, 'Members');
    await page.getByRole('button', { name: 'View data' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/members\?page=2/);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(toastWith(page, 'Could not save MasterBills 100003')).toHaveCount(0);
    // Signed in again in the same page (no reload), as another user.
    await page.getByLabel('Username').fill('analyst');
    await page.getByLabel('Password').fill('analyst');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await expect(toastWith(page, 'Could not save MasterBills 100003')).toHaveCount(0);
    await openFromMenu(page, 'Actions Entry');
    await expect(page.getByLabel('Bill Number', { exact: true })).toHaveValue('');
    await openFromMenu(page, 'Members');
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(page.getByRole('button', { name: 'View data' })).toBeVisible();
    // Nothing kept that a reload would ask about.
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.type());
      void d.accept();
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'View data' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('a server failure is shown, and this device is signed out anyway', async ({ page, mock }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    await mock.fail('/api/auth/logout', { status: 500, message: 'Session store unavailable' });
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(
      page.getByText('The server could not end the session: Session store unavailable'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test("another tab's sign-out sends this tab to /sign-in; another tab's refresh changes nothing", async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/states');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // A refresh elsewhere: a new session is written; this tab stays where it is.
    await other.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, string>;
      localStorage.setItem('user', JSON.stringify({ ...s }));
    });
    await expect(page).toHaveURL(/\/admin\/states$/);

    await other.getByRole('button', { name: 'Log Out' }).click();
    await expect(other).toHaveURL(/\/sign-in$/);
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin%2Fstates$/);
    // Said, not left to look like a fault of the console; the tab that signed out says nothing.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'You were signed out in another tab. Please sign in again.' }),
    ).toBeVisible();
    await expect(other.getByText('You were signed out in another tab')).toHaveCount(0);
  });
  test("a call refused while another tab signs out ends this tab's session as signed out there", async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/states');
    await page.getByRole('button', { name: 'View data' }).click();
    await expect(page.getByRole('cell', { name: 'Alabama' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The server ends the session; its answer is held, so the other tab has not cleared it yet.
    let ended = () => {};
    const serverEnded = new Promise<void>((r) => {
      ended = r;
    });
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await other.route('**/api/auth/logout', async (route) => {
      const response = await route.fetch();
      ended();
      await held;
      await route.fulfill({ response });
    });
    await other.getByRole('button', { name: 'Log Out' }).click();
    await serverEnded;

    // This tab's next call is refused, and so is its renewal.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin%2Fstates/);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'You were signed out in another tab. Please sign in again.' }),
    ).toBeVisible();
    await expect(page.getByText('could not be renewed')).toHaveCount(0);

    release();
    await expect(other).toHaveURL(/\/sign-in$/);
    await expect(other.getByRole('status').filter({ hasText: /signed out|renewed/ })).toHaveCount(0);
  });
});

test.describe('another user in another tab', () => {
  test('a sign-in as another user there: this tab starts again as that user, and says so', async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo', 'demo', '/run-tools');
    await expect(page.getByText('TX, LA, IL +7')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // What the other tab's sign-in page stores for analyst.
    const analyst = await other.evaluate(async () => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'analyst', password: 'analyst' }),
      });
      return (await res.json()) as unknown;
    });
    await other.evaluate((session) => localStorage.setItem('user', JSON.stringify(session)), analyst);

    await expect(
      page.getByText('Signed in as analyst in another tab: this tab works for analyst now.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/run-tools/);
    await expect(page.getByText('OH, IL', { exact: true })).toBeVisible();
    await expect(page.getByText('TX, LA, IL +7')).toHaveCount(0);
  });

  test('a sign-in page left open goes on when another tab signs in, instead of signing in over it', async ({
    page,
    context,
  }) => {
    await page.goto('/sign-in?redirect=%2Fadmin%2Fstates');
    const other = await context.newPage();
    await signIn(other, 'demo', 'demo', '/dashboard');
    await expect(page).toHaveURL(/\/admin\/states$/);
    await expect(page.getByRole('heading', { level: 1, name: 'States Management' })).toBeVisible();
  });
});

test.describe('command palette', () => {
  test('Action Entry, whose code comes on demand, arrives whole: its heading takes the focus', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
    await box.fill('Actions Entry');
    await expect(page.getByRole('option', { name: /Actions Entry/ }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/actions-entry$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Action Entry' })).toBeFocused();
  });

  test('what is typed while its code is still on its way is its query, not the field’s', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/teams?page=1');
    const release = await holdRequests(page, '**/assets/command-palette-*.js');
    // Once the screen has arrived (its heading takes the focus after a sign-in's navigation).
    await expect(page.getByRole('heading', { level: 1, name: 'Teams Management' })).toBeFocused();
    const filter = page.getByRole('textbox', { name: 'Parent ID' });
    await filter.focus();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('HB 2095');
    await page.keyboard.press('Backspace');
    await expect(filter).toBeFocused();
    release();
    const box = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
    await expect(box).toHaveValue('HB 209');
    await expect(box).toBeFocused();
    await page.keyboard.type('5');
    await expect(box).toHaveValue('HB 2095');
    await expect(filter).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(filter).toBeFocused();
  });

  test('a name typed and Entered while its code is still on its way opens what Enter opens once it is there', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    const release = await holdRequests(page, '**/assets/command-palette-*.js');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('caucuses');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    release();
    await expect(page).toHaveURL(/\/admin\/caucuses/);
    await expect(page.getByRole('heading', { level: 1, name: 'Caucuses Management' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Go to a screen or dataset' })).toBeHidden();
  });

  test('a bill not found is said in the palette, and Ctrl+K again starts a new query over it', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
    await expect(box).toBeFocused();
    await page.keyboard.type('HB 99999 TX 89R');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Go to a screen or dataset' });
    await expect(dialog.getByRole('status')).toContainText('No bill');
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('caucuses');
    await expect(box).toHaveValue('caucuses');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/caucuses/);
  });

  test('Ctrl+K opens it; typing narrows; arrows and Enter open a dataset; focus returns on Esc', async ({
    page,
  }) => {
    test.slow(); // many steps and axe runs, on a machine shared by several test runs
    await signIn(page, 'demo', 'demo', '/dashboard');
    await page.getByRole('searchbox', { name: 'Search menu' }).focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Go to a screen or dataset' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: 'Go to a screen or dataset' });
    await expect(box).toBeFocused();
    await expect(dialog.getByRole('option')).toHaveCount(6 + 73);
    await expectAccessible(page);

    await box.fill('master');
    await expect(dialog.getByRole('option').first()).toContainText('MasterBills');
    await box.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toBeFocused();

    // Datasets outside the sidebar are there too; arrows move, Enter opens.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('bill');
    const options = page.getByRole('option');
    // Name prefixes first, the shorter name first.
    await expect(options.first()).toContainText('BillTexts');
    const active = async () => {
      const id = await page.getByRole('combobox').getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    await expect.poll(active).toContain('BillTexts');
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toContain('BillHistory');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Go to a screen or dataset' }).click();
    await page.keyboard.type('billcal');
    // 'BillCaptions' is one letter off, after it.
    await expect(page.getByRole('option')).toHaveText([/BillCalendar/, /BillCaptions/]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/bill-calendar$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The focus is on the new screen's heading, with no ring; not back on the palette's button.
    const heading = page.getByRole('heading', { level: 1, name: 'BillCalendar Management' });
    await expect(heading).toBeFocused();
    expect(await focusRing(page)).toBe('none');

    await page.keyboard.press('Control+k');
    await page.keyboard.type('speaker');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/speakers$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A click beside the panel closes it, as it closes every dialog; the focus goes back.
    const opener = page.getByRole('button', { name: 'Go to a screen or dataset' });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(20, 700);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();

    // A record of any dataset, by its name and key, first among the matches.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('teams 4');
    await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('Open Teams 4');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/teams\?.*record=4/);
    await expect(page.getByRole('heading', { name: 'Teams 4' })).toBeVisible();
  });
});

/** The focused element's ring (the box shadow or outline it draws), 'none' when it draws none. */
async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'no focus';
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && s.outlineWidth !== '0px' ? s.outlineStyle : '';
    return s.boxShadow !== 'none' ? s.boxShadow : outline || 'none';
  });
}

test.describe('command palette: ranking and where the focus lands', () => {
  test('forgiving, ranked matching: exact and prefix first, then fuzzy; a typo still finds', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
    const options = page.getByRole('option');
    await box.fill('memb');
    await expect(options).toHaveText([
      /^Members/,
      /^MemberBios/,
      /^MemberCounties/,
      /^Member session/,
      /^Members mapping/,
    ]);
    // The count is said too: the list itself is silent while the query is typed.
    await expect(page.locator('.palette [aria-live="polite"]')).toHaveText('Matches: 5');
    await box.fill('lobyist');
    await expect(options).toHaveText([/^Lobbyists/]);
    await box.fill('memebrs');
    await expect(options.first()).toContainText('Members');
    await box.fill('xqzv');
    await expect(options).toHaveCount(0);
    await expect(page.getByText('No screen or dataset matches “xqzv”.')).toBeVisible();
    // A fuzzy match opens like any other, and the focus lands on the screen, not on the button.
    await box.fill('lobyist');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/admin\/loggyists$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lobbyists Management' })).toBeFocused();
    expect(await focusRing(page)).toBe('none');
  });

  test('opened from its button and from a focused menu link, a jump leaves no ring behind', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    // From the keyboard: Tab to the palette's button, Enter, type, Enter.
    const trigger = page.getByRole('button', { name: 'Go to a screen or dataset' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Go to a screen or dataset' })).toBeFocused();
    await page.keyboard.type('run tools');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/run-tools$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(trigger).not.toBeFocused();
    expect(await focusRing(page)).toBe('none');
    // Tab goes on from the screen, not from the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main'))).toBe(true);

    // From a focused menu link, twice over (Headless UI remembers focus history from the first time).
    const states = menu(page).getByRole('link', { name: 'States Actions', exact: true });
    await states.focus();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Go to a screen or dataset' })).toBeFocused();
    await page.keyboard.type('members');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Members Management' })).toBeFocused();
    await expect(states).not.toBeFocused();
    expect(await focusRing(page)).toBe('none');
    // Esc, by contrast, gives the focus back to where it was.
    await states.focus();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Go to a screen or dataset' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(states).toBeFocused();
  });
});

test.describe('dashboard', () => {
  test('lists every dataset by domain, filters by name, and links to the manager', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Tools',
      'Bills19',
      'Members7',
      'Candidates and elections9',
      'Lobbying and money10',
      'Tasks and reports14',
      'Reference data14',
    ]);
    await expect(page.getByRole('main').getByRole('link', { name: 'Speaker Assignment' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '73 datasets' })).toBeVisible();
    await expectAccessible(page);

    const filter = page.getByRole('searchbox', { name: 'Filter datasets' });
    await filter.fill('MEMBER');
    await expect(page.getByText('5 of 73 datasets match “MEMBER”')).toBeVisible();
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('link')).toHaveText([
      'Member session',
      'MemberBios',
      'MemberCounties',
      'Members',
      'Members mapping',
    ]);
    await expect(page.getByRole('region', { name: 'Bills' })).toHaveCount(0);

    // A tool that matches is counted too; Enter with no filter opens nothing.
    await filter.fill('run');
    await expect(page.getByText('0 of 73 datasets and 1 tool match “run”')).toBeVisible();
    await filter.fill('');
    await filter.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    await filter.fill('zzz');
    await expect(page.getByText('Nothing matches “zzz”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the filter' }).focus();
    await page.keyboard.press('Enter');
    await expect(filter).toHaveValue('');
    await expect(filter).toBeFocused();

    await page
      .getByRole('region', { name: 'Lobbying and money' })
      .getByRole('link', { name: 'Lobbyists' })
      .click();
    await expect(page).toHaveURL(/\/admin\/loggyists$/);
  });

  test('a tool card reached with Tab shows the focus ring, as every control does', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    const cards = page.getByRole('region', { name: 'Tools' }).getByRole('link');
    await page.getByPlaceholder('Filter by name or address…').focus();
    await page.keyboard.press('Tab');
    await expect(cards.first()).toBeFocused();
    const shadow = (i: number) => cards.nth(i).evaluate((e) => getComputedStyle(e).boxShadow);
    // The focused card's shadow is the ring, not the resting card's shadow the second one has.
    expect(await shadow(0)).not.toBe(await shadow(1));
  });

  test('the analyst sees only Summary and Run Tools among the tools', async ({ page }) => {
    await signIn(page, 'analyst', 'analyst', '/dashboard');
    const tools = page.getByRole('region', { name: 'Tools' });
    await expect(tools.getByRole('link')).toHaveCount(2);
    await expect(tools.getByRole('link').first()).toContainText('Summary');
  });
});

test('an unknown address inside a screen shows the not-found page in the console’s frame, one main', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/run-tools');
  await page.goto('/run-tools/extra');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  // The menu does not claim that the unknown address is Run Tools (nor a dataset's, below).
  await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(0);
  await page.goto('/admin/master-bills/extra');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(0);
  await expectAccessible(page);
});

test('a table route with no table says so under a heading', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/organization-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Table not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('No table found for this route!');
  await expectAccessible(page);
});

test('an unknown address shows the not-found page with a way back', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/screen')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('code that does not arrive (a new version installed, a dropped connection)', () => {
  test('a screen says so in words inside the console, and Reload brings it', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    await page.route('**/assets/link-finder-*.js', (route) => route.abort('internetdisconnected'));
    await menu(page).getByRole('link', { name: 'Link Finder' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This screen could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Reload the page to continue.');
    // The console's frame stays: the menu is there to go elsewhere.
    await expect(menu(page).getByRole('link', { name: 'Run Tools' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expectAccessible(page);
    await page.unroute('**/assets/link-finder-*.js');
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update State Links' })).toBeVisible();
  });

  test('the palette says so in a toast, and the screen and what was typed stay', async ({ page }) => {
    // From the start: the console may fetch the palette's code ahead, when it is idle.
    await page.route('**/assets/command-palette-*.js', (route) => route.abort('internetdisconnected'));
    await signIn(page, 'demo', 'demo', '/run-tools');
    const session = page.locator('#main').getByLabel('Session', { exact: true });
    await session.fill('89R');
    await page.keyboard.press('Control+k');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'The search could not be loaded' }),
    ).toContainText('Reload the page to continue.');
    await expect(page.getByRole('heading', { level: 1, name: 'Run Tools' })).toBeVisible();
    await expect(session).toHaveValue('89R');
  });

  test('a table’s record view, form and delete question say so in a toast; the list and its filter stay, and the next try brings them', async ({
    page,
  }) => {
    for (const part of ['record-panel', 'record-dialog', 'delete-dialog'])
      await page.route(`**/assets/${part}-*.js`, (route) => route.abort('internetdisconnected'));
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
    const filter = page.getByPlaceholder('Filtrar por State Code');
    await filter.fill('TX');
    await expect(page).toHaveURL(/StateCode=TX/);
    const first = page.locator('tbody tr[data-row-id]').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(toast('The record view could not be loaded')).toContainText('Reload the page to continue.');
    await expect(page).not.toHaveURL(/record=/);
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(toast('The form could not be loaded')).toBeVisible();
    await first.getByRole('button', { name: /^Delete / }).click();
    await expect(toast('The delete question could not be loaded')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'MasterBills Management' })).toBeVisible();
    await expect(filter).toHaveValue('TX');
    await expect(first).toBeVisible();
    // The connection is back: the next try loads it.
    await page.unroute('**/assets/record-panel-*.js');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#record-panel-title')).toBeFocused();
  });

  test('a part whose code is slow to arrive says it is loading; the words go once it is drawn', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(page.locator('tbody tr[data-row-id]').first()).toBeVisible();
    const release = await holdRequests(page, '**/assets/record-dialog-*.js');
    await page.getByRole('button', { name: 'Add New' }).click();
    const waiting = page.locator('[data-sonner-toast]').filter({ hasText: 'Loading the form…' });
    await expect(waiting).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Create New MasterBills' })).toBeVisible();
    await expect(waiting).toHaveCount(0);
  });

  test('the question before leaving says so in a toast, and the user stays with what was typed', async ({
    page,
  }) => {
    await page.route('**/assets/leave-dialog-*.js', (route) => route.abort('internetdisconnected'));
    await signIn(page, 'demo', 'demo', '/link-finder');
    const main = page.locator('#main');
    await main.getByRole('button', { name: 'Load Links', exact: true }).click();
    await expect(main.getByRole('heading', { name: 'Links of Texas (TX)' })).toBeVisible();
    await main.getByLabel('Column', { exact: true }).selectOption('CalendarLink');
    await main.getByLabel('New link', { exact: true }).fill('https://typed.example/x');
    await menu(page).getByRole('link', { name: 'Run Tools' }).click();
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'The question before leaving could not be loaded' }),
    ).toContainText('Reload the page to continue.');
    await expect(page).toHaveURL(/\/link-finder/);
    await expect(main.getByLabel('New link', { exact: true })).toHaveValue('https://typed.example/x');
  });

  test('Log Out says so in a toast and signs nothing out unasked; Reload brings it', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/run-tools');
    await page.route('**/assets/log-out-losses-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'The Log Out question could not be loaded' }),
    ).toContainText('Reload the page to continue.');
    await expect(page.getByRole('heading', { level: 1, name: 'Run Tools' })).toBeVisible();
    await page.unroute('**/assets/log-out-losses-*.js');
    await page.reload();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
