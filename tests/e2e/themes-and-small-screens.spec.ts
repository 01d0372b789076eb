// What staff notice every day (issue 27): each screen's tab title, the light and dark themes (the
// system's setting or the sidebar's choice, kept across reloads, never flashing the other one,
// axe clean in both), and phones and narrow windows down to 360 px.
import type { Page } from '@playwright/test';
import { adminMenu } from '../../src/api/gen/registry/menu';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dialog, failedSave, row, rows, toastWith } from './tables-helpers';

const titled = (screen: string) => `${screen} · Legislative Data`;

/** The page's background is dark (its luminance, from the computed colour of <body>). */
async function backgroundIsDark(page: Page): Promise<boolean> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not a colour: ${rgb}`);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

const themeRadio = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name });

test.describe('tab titles', () => {
  test('every screen names itself first, the console after it', async ({ page }) => {
    test.slow(); // every screen of the console, one after the other
    await page.goto('/sign-in');
    await expect(page).toHaveTitle(titled('Sign In'));
    await signIn(page, 'demo', 'demo', '/dashboard');
    await expect(page).toHaveTitle(titled('Dashboard'));

    // Moving within the console retitles the tab, and Back brings the previous title back.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const [link, title] of [
      ['Summary', 'Summary'],
      ['Run Tools', 'Run Tools'],
      ['Transcripts', 'Transcripts'],
      ['Link Finder', 'Update State Links'],
      ['Speaker Assignment', 'Speaker Assignment'],
    ] as const) {
      await menu.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveTitle(titled(title));
    }
    await page.goBack();
    await expect(page).toHaveTitle(titled('Update State Links'));

    await page.goto('/transcripts?state=TX');
    await page.locator('a[href*="video=4109"]').click();
    await expect(page).toHaveTitle(titled('Transcript: House Appropriations, Sep 17, 2025'));
    await page.getByRole('button', { name: '← Back to Search' }).click();
    await expect(page).toHaveTitle(titled('Transcripts'));

    await page.goto('/speakers?state=TX&video=4101');
    await expect(
      page.getByRole('heading', { name: 'Speaker Assignment for House Committee on Appropriations' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(titled('Speakers: House Committee on Appropriations, Feb 11, 2025'));
    await page.getByRole('button', { name: 'Back to Video Selection' }).click();
    await expect(page).toHaveTitle(titled('Speaker Assignment'));
    await page.goto('/admin/actions-entry');
    await expect(page).toHaveTitle(titled('Action Entry'));
    await page.goto('/admin/organization-types');
    await expect(page).toHaveTitle(titled('No table found'));
    await page.goto('/no-such-screen');
    await expect(page).toHaveTitle(titled('Page not found'));
  });

  test('every dataset manager is titled with its name from the registry', async ({ page }) => {
    test.slow(); // seventy-odd managers
    await signIn(page, 'demo', 'demo', '/dashboard');
    const tables = adminMenu.filter((e) => e.key !== undefined);
    expect(tables.length).toBeGreaterThan(60);
    for (const entry of tables) {
      await page.locator(`a.dashboard-dataset[title="/admin/${entry.route}"]`).click();
      await expect(page.getByRole('heading', { level: 1, name: `${entry.name} Management` })).toBeVisible();
      await expect(page).toHaveTitle(titled(`${entry.name} Management`));
      await page.goBack();
      await expect(page).toHaveTitle(titled('Dashboard'));
    }
  });
});

test.describe('light and dark', () => {
  test('follows the system; Light, Dark or System in the sidebar is kept across reloads', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/sign-in');
    expect(await backgroundIsDark(page)).toBe(true);
    await signIn(page, 'demo', 'demo', '/dashboard');
    expect(await backgroundIsDark(page)).toBe(true);
    await expect(themeRadio(page, 'System')).toBeChecked();

    await themeRadio(page, 'Light').check();
    expect(await backgroundIsDark(page)).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // Reloaded, the first frame drawn is already light (no flash of the system's dark).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(
          document.documentElement,
        ).colorScheme;
      });
    });
    await page.reload();
    await expect(themeRadio(page, 'Light')).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe(
      'light',
    );
    expect(await backgroundIsDark(page)).toBe(false);

    // The choice holds on the sign-in page too, and in another tab of the same browser.
    const other = await page.context().newPage();
    await other.emulateMedia({ colorScheme: 'dark' });
    await other.goto('/dashboard');
    await expect(themeRadio(other, 'Light')).toBeChecked();
    expect(await backgroundIsDark(other)).toBe(false);

    // From the keyboard: arrow keys move through the three choices; the other tab follows.
    await themeRadio(page, 'Light').focus();
    await page.keyboard.press('ArrowRight');
    await expect(themeRadio(page, 'Dark')).toBeChecked();
    expect(await backgroundIsDark(page)).toBe(true);
    await expect(themeRadio(other, 'Dark')).toBeChecked();
    await other.close();

    // Dark stays dark when the system turns light; System follows the system again.
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await backgroundIsDark(page)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(themeRadio(page, 'System')).toBeChecked();
    expect(await backgroundIsDark(page)).toBe(false);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await page.evaluate(() => localStorage.getItem('console.theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await backgroundIsDark(page)).toBe(true);
  });

  test('the collapsed rail has one theme button that says which theme is on', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'demo', 'demo', '/dashboard');
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    const button = page.getByRole('button', { name: /^Theme: / });
    await expect(button).toHaveAccessibleName('Theme: System. Switch to Light');
    await button.click();
    await expect(button).toHaveAccessibleName('Theme: Light. Switch to Dark');
    await button.click();
    await expect(button).toHaveAccessibleName('Theme: Dark. Switch to System');
    expect(await backgroundIsDark(page)).toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Theme: Dark. Switch to System' })).toBeVisible();
    expect(await backgroundIsDark(page)).toBe(true);
  });

  test('toasts are drawn in the chosen theme', async ({ page, mock }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await themeRadio(page, 'Dark').check();
    await failedSave(page, mock);
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
    await themeRadio(page, 'Light').check();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'light');
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('sign-in, dashboard, a manager with its dialog and toasts, action entry, not found', async ({
      page,
      mock,
    }) => {
      test.setTimeout(120_000); // a full-page axe run per screen
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await expectAccessible(page);
      await signIn(page, 'demo', 'demo', '/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expectAccessible(page);

      await page.goto('/admin/master-bills?page=1');
      await expect(rows(page)).toHaveCount(10);
      await row(page, '100001').click();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Add New' }).click();
      await expect(dialog(page)).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      // An error toast and a pending delete's toast, with their buttons.
      await failedSave(page, mock);
      await page.getByRole('button', { name: 'Delete 100002' }).click();
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      await expect(toastWith(page, 'MasterBills 100002 will be deleted')).toBeVisible();
      await expectAccessible(page);

      await page.goto('/admin/actions-entry');
      await expect(page.getByRole('heading', { name: 'Action Entry' })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/no-such-screen');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectAccessible(page);
    });

    test('summary, run tools, link finder', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, 'demo', 'demo', '/');
      await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/run-tools');
      await page.getByRole('button', { name: /^Show \w+ Instructions$/ }).click();
      await expectAccessible(page);
      await page.goto('/link-finder');
      await page.getByRole('combobox').first().selectOption('TX');
      await page.getByRole('button', { name: 'Load Links' }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page);
    });

    test('transcripts: the list, a hearing with found words and the playing word, speakers', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, 'demo', 'demo', '/transcripts?state=TX');
      await expect(page.locator('a[href*="video=4109"]')).toBeVisible();
      await expectAccessible(page);
      await page.locator('a[href*="video=4109"]').click();
      const transcript = page.getByTestId('transcript');
      await expect(transcript.locator('[data-w="0:0"]')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Find' }).fill('the');
      await expect(transcript.locator('.w-hit-current')).toHaveCount(1);
      await expect(transcript.locator('.w-hit').first()).toBeVisible();
      await transcript.locator('[data-w="0:1"]').click({ modifiers: ['Shift'] });
      await expect(transcript.locator('[aria-current="time"]')).toHaveCount(1);
      await expectAccessible(page);

      await page.goto('/speakers?state=TX&video=4101');
      await expect(
        page.getByRole('heading', { name: 'Speaker Assignment for House Committee on Appropriations' }),
      ).toBeVisible();
      await expect(page.locator('video')).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test.describe('phones and narrow windows (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Nothing on the page reaches past the window's right edge. */
  async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${where}: the page is ${width} px wide`).toBeLessThanOrEqual(360);
  }

  /** A box lies inside the window. */
  async function expectInWindow(what: ReturnType<Page['locator']>, where: string): Promise<void> {
    const box = await what.boundingBox();
    expect(box, where).not.toBeNull();
    if (!box) return;
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, where).toBeLessThanOrEqual(360);
  }

  test('no screen scrolls sideways; wide tables scroll in their own box; dialogs fit', async ({ page }) => {
    test.slow(); // every screen of the console
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'sign-in');
    await signIn(page, 'demo', 'demo', '/');

    const screens: [string, (p: Page) => ReturnType<Page['locator']>][] = [
      ['/', (p) => p.getByRole('button', { name: 'Fetch Summary' })],
      ['/dashboard', (p) => p.getByRole('link', { name: 'MasterBills', exact: true })],
      ['/run-tools', (p) => p.getByRole('button', { name: 'Run Metadata Dates' })],
      ['/transcripts?state=TX', (p) => p.locator('a[href*="video=4109"]')],
      ['/transcripts?state=TX&video=4109', (p) => p.getByTestId('transcript').locator('[data-w="0:0"]')],
      ['/speakers?state=TX&video=4101', (p) => p.getByRole('button', { name: 'Lock in Speaker Assignment' })],
      ['/admin/actions-entry', (p) => p.getByRole('button', { name: 'Save Entry' })],
      ['/admin/organization-types', (p) => p.getByText('No table found for this route!')],
      ['/admin/members', (p) => p.getByRole('button', { name: 'View data' })],
      ['/no-such-screen', (p) => p.getByRole('heading', { name: 'Page not found' })],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }

    await page.goto('/link-finder');
    await page.getByRole('combobox').first().selectOption('TX');
    await page.getByRole('button', { name: 'Load Links' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page, 'link finder with its links');

    // A manager's table is wider than a phone: it scrolls within its box, the page does not.
    await page.goto('/admin/master-bills?page=1');
    await expect(rows(page)).toHaveCount(10);
    await expectNoSidewaysScroll(page, 'a manager with its table');
    const box = page.locator('.dg-scroll');
    expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
    // The record view comes over the list; the list does not grow past the window behind it.
    await row(page, '100001').click();
    const record = page.getByRole('complementary', { name: /MasterBills/ });
    await expect(record).toBeVisible();
    await expectInWindow(record, 'the record view');
    await expectNoSidewaysScroll(page, 'a manager with a record open');
    await page.keyboard.press('Escape');
    await expect(record).toBeHidden();
    // The dialogs fit the window, their buttons included.
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(dialog(page)).toBeVisible();
    await expectInWindow(dialog(page), 'Create New MasterBills');
    await expect(dialog(page).getByRole('button', { name: 'Create' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete 100003' }).click();
    await expectInWindow(dialog(page), 'Confirm Deletion');
    await expect(dialog(page).getByRole('button', { name: 'Delete' })).toBeInViewport();
    await expectNoSidewaysScroll(page, 'a manager with a dialog open');
  });

  test('Action Entry lays out one field a row, each as wide as the form', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/actions-entry');
    await expect(page.getByRole('button', { name: 'Save Entry' })).toBeVisible();
    // Cross w/Bill spans two columns in wider layouts: here it made a second, narrow one.
    const widths = await page
      .locator('.entry-grid > .entry-field')
      .evaluateAll((fields) => fields.map((f) => Math.round(f.getBoundingClientRect().width)));
    expect(widths.length).toBeGreaterThan(10);
    expect(new Set(widths).size, `field widths ${widths.join(', ')}`).toBe(1);
  });

  test('the menu button opens the sidebar over the page, and it works there', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/dashboard');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expectInWindow(button, 'the menu button');
    await expect(page.getByRole('button', { name: /Go to a screen or dataset/ })).toBeInViewport();
    // The logo keeps the console's name for screen readers.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Legislative Data Console' }),
    ).toBeVisible();
    await expect(sidebar).not.toBeInViewport();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toBeFocused();
    await expectInWindow(sidebar, 'the open sidebar');
    await expect(themeRadio(page, 'Dark')).toBeInViewport();
    await page.keyboard.type('members mapping');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Members mapping Actions' })
      .click();
    await expect(page).toHaveURL(/\/admin\/members-mapping/);
    await expect(page).toHaveTitle(titled('Members mapping Management'));
    await expect(sidebar).not.toBeInViewport();
    await expectNoSidewaysScroll(page, 'members mapping');

    // Esc empties the search box kept from before, then closes the menu and gives the focus back
    // to the button.
    await button.click();
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('members mapping');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(sidebar).not.toBeInViewport();
    await expect(button).toBeFocused();
  });

  test('a screen opened from the menu by keyboard has the focus on its heading, visited before or not', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const search = page.getByRole('searchbox', { name: 'Search menu' });
    const go = async (typed: string, heading: string) => {
      await button.click();
      await expect(search).toBeFocused();
      await search.fill(typed);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    };
    await go('billhistory', 'BillHistory Management');
    await go('masterbills', 'MasterBills Management');
    await go('billhistory', 'BillHistory Management');
  });
});

test.describe('forced colours (Windows High Contrast)', () => {
  const outline = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.outlineStyle} ${s.outlineWidth}`;
      });

  test('the focus ring, the active option and the find marks stay visible: outlines, not shadows', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add New' })).toBeFocused();
    expect(await outline(page, ':focus-visible')).toBe('solid 2px');

    await page.keyboard.press('Control+k');
    await page.keyboard.type('bill');
    await page.keyboard.press('ArrowDown');
    expect(await outline(page, '.palette-option[data-focus]')).toBe('solid 2px');
    await page.keyboard.press('Escape');

    await page.goto('/transcripts?state=TX');
    await page.locator('a[href*="video=4109"]').click();
    await page.getByLabel('Find', { exact: true }).fill('concern');
    await expect(page.locator('.w-hit-current')).toBeVisible();
    expect(await outline(page, '.w-hit-current')).toBe('solid 2px');
    expect(await outline(page, '.w-hit:not(.w-hit-current)')).toBe('dashed 1px');
  });
});

test('at 320 px the keys list wraps inside its dialog', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
  await rows(page).first().focus();
  await page.keyboard.press('?');
  const body = dialog(page).locator('.modal-body');
  await expect(body).toBeVisible();
  expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('in a short window a confirmation whose text scrolls is a stop of the Tab key; with room it is not', async ({
  page,
}) => {
  // A window 330 px tall: a laptop's at 200% zoom, about.
  await page.setViewportSize({ width: 1024, height: 330 });
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
  await page.getByRole('button', { name: 'Delete 100001' }).click();
  const body = dialog(page).locator('.modal-body');
  await expect(body).toHaveAttribute('tabindex', '0');
  await expectAccessible(page);
  // Cancel has the focus first; the text is the stop before it (after the close button).
  await page.keyboard.press('Shift+Tab');
  await expect(body).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.getByRole('button', { name: 'Delete 100001' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(body).not.toHaveAttribute('tabindex');
});
