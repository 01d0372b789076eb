// The table manager's grid: server-side sorting (64-bit, dates, with filters and paging), page
// size and position, the Columns menu, cells that read as what they are, the keyboard, labelled
// filters, and the return to a dataset's last list.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dialog, expectFilterRefused, rows, watchRequests } from './tables-helpers';

// By its shown label: a later sort key's header is named with its place ('Number 2, sorted second…').
const header = (page: Page, name: string) => page.locator('thead th').filter({ hasText: name });
const sortButton = (page: Page, name: string) => header(page, name).getByRole('button');

/** The texts of one column of the rows shown, found by its header. */
async function columnTexts(page: Page, name: string): Promise<string[]> {
  // A header reads its label, then (multi-sorted) the key's number.
  const names = (await page.locator('thead th').allInnerTexts()).map((n) => n.replace(/\s*\d*$/, '').trim());
  const index = names.indexOf(name);
  expect(index, `no column ${name} in ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** Waits until the rows shown are the answer to the URL (not the previous page, dimmed). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('table.data-table')).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('sorting', () => {
  test('a header click sorts the whole list: ascending, descending, then none; in the URL', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(rows(page)).toHaveCount(10);
    const calls = watchRequests(page, 'GET', /\/api\/table\/masterBills$/);

    await sortButton(page, 'Number').click();
    await expect(page).toHaveURL(/[?&]sort=Number(&|$)/);
    await expect(header(page, 'Number')).toHaveAttribute('aria-sort', 'ascending');
    await settled(page);
    // The whole list, not the page: the smallest numbers of all 250 bills.
    const asc = (await columnTexts(page, 'Number')).map(Number);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(calls.some((u) => new URL(u).searchParams.get('sort') === 'Number')).toBe(true);

    await sortButton(page, 'Number').click();
    await expect(header(page, 'Number')).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/[?&]sort=-Number(&|$)/);
    await settled(page);
    const desc = (await columnTexts(page, 'Number')).map(Number);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[9] as number);

    await sortButton(page, 'Number').click();
    await expect(header(page, 'Number')).not.toHaveAttribute('aria-sort');
    await expect(page).not.toHaveURL(/sort=/);

    // Back and forward walk through the orders.
    await page.goBack();
    await expect(header(page, 'Number')).toHaveAttribute('aria-sort', 'descending');
    await page.goBack();
    await expect(header(page, 'Number')).toHaveAttribute('aria-sort', 'ascending');
    await page.goForward();
    await expect(header(page, 'Number')).toHaveAttribute('aria-sort', 'descending');
  });

  test('a server that does not sort: the list says so instead of pretending', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await page.route(/\/api\/table\/masterBills\?.*sort=/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { pagination: { sort?: string } };
      delete body.pagination.sort;
      await route.fulfill({ response: answer, json: body });
    });
    await sortButton(page, 'Number').click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The server did not sort this list' }),
    ).toHaveText('The server did not sort this list (asked: Number); the rows are in its own order.');
    await page.getByRole('button', { name: 'Clear sort' }).click();
    await expect(page.getByText('The server did not sort this list')).toHaveCount(0);
  });

  test('Shift+click adds a second key; a plain click starts over', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await sortButton(page, 'State Code').click();
    await expect(page).toHaveURL(/sort=StateCode(&|$)/);
    await sortButton(page, 'Number').click({ modifiers: ['Shift'] });
    await expect(page).toHaveURL(/sort=StateCode%2CNumber|sort=StateCode,Number/);
    await expect(header(page, 'State Code')).toHaveAttribute('aria-sort', 'ascending');
    // One header carries aria-sort (ARIA); the second key says its place in its name.
    await expect(header(page, 'Number')).not.toHaveAttribute('aria-sort');
    await expect(sortButton(page, 'Number')).toHaveAccessibleName('Number 2, sorted second, ascending');
    // Its name holds what it shows, as speech input names it (axe's rule for it is experimental:
    // asked for by name).
    const named = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    expect(named.violations).toEqual([]);
    await settled(page);
    const states = await columnTexts(page, 'State Code');
    const numbers = (await columnTexts(page, 'Number')).map(Number);
    for (let i = 1; i < states.length; i++) {
      if (states[i] === states[i - 1]) expect(numbers[i]).toBeGreaterThanOrEqual(numbers[i - 1] as number);
      else expect((states[i] as string) > (states[i - 1] as string)).toBe(true);
    }
    await sortButton(page, 'Type').click();
    await expect(page).toHaveURL(/sort=Type(&|$)/);
    await expect(header(page, 'State Code')).not.toHaveAttribute('aria-sort');
  });

  test('at four keys the list says another Shift+click replaces the first, and one does', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=StateCode,SessionCode,Type');
    const summary = page.getByText(/^Sorted by /);
    await expect(summary).toHaveText('Sorted by State Code, then Session Code, then Type');
    await sortButton(page, 'Number').click({ modifiers: ['Shift'] });
    await expect(summary).toHaveText(
      'Sorted by State Code, then Session Code, then Type, then Number (4 keys at most: another replaces State Code)',
    );
    await sortButton(page, 'Title').click({ modifiers: ['Shift'] });
    await expect(page).toHaveURL(/sort=SessionCode(%2C|,)Type(%2C|,)Number(%2C|,)Title(&|$)/);
    await expect(summary).toHaveText(
      'Sorted by Session Code, then Type, then Number, then Title (4 keys at most: another replaces Session Code)',
    );
  });

  test('a date column sorts as dates, combined with a filter and page 3; reload keeps it', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&StateCode=tx');
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Filed Date' }).check();
    await page.keyboard.press('Escape');
    await sortButton(page, 'Filed Date').click();
    await sortButton(page, 'Filed Date').click();
    await expect(header(page, 'Filed Date')).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await expect(page).toHaveURL(/page=3&sort=-FiledDate&StateCode=tx$/);
    await expect(page.getByText('Page 3 of 3', { exact: true })).toBeVisible();
    await settled(page);
    const dates = (await columnTexts(page, 'Filed Date')).map((t) => Date.parse(t));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await columnTexts(page, 'State Code')).every((t) => t === 'TX')).toBe(true);

    await page.reload();
    await expect(header(page, 'Filed Date')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByText('Page 3 of 3', { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Filtrar por State Code')).toHaveValue('tx');
  });

  test('a 64-bit column sorts exactly, beyond what a double holds', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/bill-sponsors?page=1&limit=100');
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'FTM EID' }).check();
    await page.keyboard.press('Escape');
    await sortButton(page, 'FTM EID').click();
    await sortButton(page, 'FTM EID').click();
    await expect(header(page, 'FTM EID')).toHaveAttribute('aria-sort', 'descending');
    await settled(page);
    const ids = (await columnTexts(page, 'FTM EID'))
      .filter((t) => t !== '—')
      .map((t) => BigInt(t.replace(/,/g, '')));
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.some((v) => v > 2n ** 53n)).toBe(true);
    for (let i = 1; i < ids.length; i++) expect((ids[i] as bigint) <= (ids[i - 1] as bigint)).toBe(true);
  });
});

test.describe('page size and position', () => {
  test('Rows per page, First and Last, and a typed page (refused in words out of range)', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/contributions?page=1');
    await expect(rows(page)).toHaveCount(10);
    await page.getByLabel('Rows per page').selectOption('25');
    await expect(page).toHaveURL(/page=1&limit=25$/);
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByText(/^Rows 1–25 of [\d,]+$/)).toBeVisible();

    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Last', exact: true })).toBeDisabled();
    const last = Number(/of (\d+)/.exec((await page.locator('.pager-page').textContent()) ?? '')?.[1]);
    await expect(page).toHaveURL(new RegExp(`page=${last}&limit=25$`));

    const go = page.getByLabel('Go to page');
    await go.fill(String(last + 1));
    await go.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(`Enter a page from 1 to ${last}`);
    await expect(page).toHaveURL(new RegExp(`page=${last}&limit=25$`));
    await go.fill('abc');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(`Enter a page from 1 to ${last}`);
    await go.fill('3');
    await go.press('Enter');
    await expect(page).toHaveURL(/page=3&limit=25$/);
    await expect(page.locator('.pager-range')).toHaveText(/^Rows 51–75 of/);

    await page.getByRole('button', { name: 'First', exact: true }).click();
    await expect(page).toHaveURL(/page=1&limit=25$/);
    await expect(page.getByRole('button', { name: 'First', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();

    // A refusal is about the pages there were: another page size ends it.
    await go.fill('99999');
    await go.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(`Enter a page from 1 to ${last}`);
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page.locator('.pager-range')).toHaveText(/^Rows 1–10 of/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a pager button that has reached the end keeps the focus that pressed it', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=24');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=25$/);
    await expect(next).toBeDisabled();
    await expect(next).toBeFocused();
    // Pressed again, it does nothing.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=25$/);
    const first = page.getByRole('button', { name: 'First', exact: true });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=1$/);
    await expect(first).toBeDisabled();
    await expect(first).toBeFocused();
  });

  test('a page past the last reads as the last page, in place of the address', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/states?page=1');
    await expect(rows(page)).toHaveCount(10);
    const last = Number(/of (\d+)/.exec((await page.locator('.pager-page').textContent()) ?? '')?.[1]);
    await page.goto('/admin/states?page=999');
    await expect(page).toHaveURL(new RegExp(`/admin/states\\?page=${last}$`));
    await expect(page.locator('.pager-page')).toHaveText(`Page ${last} of ${last}`);
    await expect(rows(page).first()).toBeVisible();
  });

  test('a Refresh that fails says so, and that the rows shown are from before', async ({ page, mock }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(rows(page)).toHaveCount(10);
    await mock.fail('/api/table/masterBills', {
      method: 'GET',
      status: 500,
      message: 'Injected failure',
      times: 1,
    });
    await page.getByRole('button', { name: 'Refresh MasterBills' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Could not refresh MasterBills' });
    await expect(failure).toHaveText(
      'Could not refresh MasterBills: Injected failure. What is shown is from before.Try again',
    );
    await expect(rows(page)).toHaveCount(10);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toHaveCount(0);
    await expect(rows(page)).toHaveCount(10);
  });
});

test.describe('columns', () => {
  test('a page of a hundred rows: the grid scrolls in its box, the page no further; the Columns list scrolls above Reset', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo', 'demo', '/admin/contributions?page=1&limit=100');
    await expect(rows(page)).toHaveCount(100);
    // Words for screen readers in empty cells are positioned: inside the grid's box, not the page's.
    const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
    expect(height).toBeLessThan(1300);

    await page.getByRole('button', { name: /^Columns/ }).click();
    const last = page.getByRole('checkbox', { name: 'Source File Name' });
    await last.scrollIntoViewIfNeeded();
    const reset = page.getByRole('button', { name: 'Reset columns' });
    await expect(reset).toBeInViewport({ ratio: 1 });
    const lastBox = await last.boundingBox();
    const resetBox = await reset.boundingBox();
    expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(resetBox?.y ?? 0);
    await last.check();
    await expect(page.getByRole('columnheader', { name: /Source File Name/ })).toBeVisible();
  });

  test('in a phone-sized window the Columns menu opens above its button, whole, and follows it as the page scrolls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo', 'demo', '/admin/contributions?page=1');
    await expect(rows(page).first()).toBeVisible();
    const button = page.getByRole('button', { name: /^Columns/ });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Columns of Contributions' });
    // Low in the window, it had a strip below the button and ran off the screen.
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Reset columns' })).toBeInViewport({ ratio: 1 });
    const under = async () => {
      const [b, m] = await Promise.all([button.boundingBox(), menu.boundingBox()]);
      return {
        above: Math.round((b?.y ?? 0) - ((m?.y ?? 0) + (m?.height ?? 0))),
        below: Math.round((m?.y ?? 0) - ((b?.y ?? 0) + (b?.height ?? 0))),
      };
    };
    expect((await under()).above).toBe(4);
    await page.evaluate(() => window.scrollBy(0, 300));
    // Still beside its button (under it now, where there is more room), whole.
    await expect.poll(async () => (await under()).below).toBe(4);
    await expect(menu).toBeInViewport({ ratio: 1 });
  });

  test('the Columns menu lists every field; the choice survives a reload; Reset columns', async ({
    page,
  }) => {
    test.slow(); // an axe run, on a machine shared by several test runs
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(page.locator('thead th')).toHaveText([
      '',
      'State Code',
      'Session Code',
      'Type',
      'Number',
      'Title',
      'Master Bill ID',
      'Actions',
    ]);
    await page.getByRole('button', { name: 'Columns 6 of 19' }).click();
    const boxes = page.getByRole('group', { name: 'Columns of MasterBills to show' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(19);
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'Type' }).uncheck();
    await page.getByRole('checkbox', { name: 'Status Date' }).check();
    await page.keyboard.press('Escape');
    await expect(page.locator('thead th')).toHaveText([
      '',
      'State Code',
      'Session Code',
      'Number',
      'Title',
      'Master Bill ID',
      'Status Date',
      'Actions',
    ]);

    await page.reload();
    await expect(header(page, 'Status Date')).toBeVisible();
    await expect(page.locator('thead th', { hasText: /^Type$/ })).toHaveCount(0);

    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('thead th')).toHaveText([
      '',
      'State Code',
      'Session Code',
      'Type',
      'Number',
      'Title',
      'Master Bill ID',
      'Actions',
    ]);
  });

  test('a column choice made in another tab is followed here, not written over', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(header(page, 'Type')).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/admin/master-bills?page=1');
    await other.getByRole('button', { name: /^Columns/ }).click();
    await other.getByRole('checkbox', { name: 'Status Date' }).check();
    await other.keyboard.press('Escape');
    // This tab shows it too; its own change then keeps the other tab's.
    await expect(header(page, 'Status Date')).toBeVisible();
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Type' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(header(other, 'Status Date')).toBeVisible();
    await expect(other.locator('thead th', { hasText: /^Type$/ })).toHaveCount(0);
    await other.reload();
    await expect(header(other, 'Status Date')).toBeVisible();
    await expect(other.locator('thead th', { hasText: /^Type$/ })).toHaveCount(0);
    await other.close();
  });
});

test.describe('layout', () => {
  // The width at which staff most often see the list beside the menu.
  test.use({ viewport: { width: 1440, height: 900 } });

  /** Each part of the pager's row: its top and its height. */
  const pagerParts = (page: Page) =>
    page
      .locator('.pager-range, .pager-size, .pager-controls, .pager-jump input')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));

  test('Go to page shows six digits; a refused page says so under it without moving the pager', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/contributions?page=1');
    await expect(rows(page)).toHaveCount(10);
    const go = page.getByLabel('Go to page');
    await go.fill('123456');
    expect(await go.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const before = await pagerParts(page);
    await go.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Enter a page from 1 to 320');
    expect(await pagerParts(page)).toEqual(before);
  });

  test('a header wraps only where the grid has no room for it', async ({ page }) => {
    const lines = (name: string) =>
      header(page, name)
        .locator('.dg-sort-label')
        .evaluate((el) =>
          Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
        );
    // Six columns fit at 1440: every header on one line.
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(rows(page)).toHaveCount(10);
    expect(await lines('Session Code')).toBe(1);
    expect(await lines('Master Bill ID')).toBe(1);
    // Seven need their headers' room: a long header takes two lines before the grid scrolls.
    await page.goto('/admin/contributions?page=1');
    await expect(rows(page)).toHaveCount(10);
    expect(await lines('Contributor Organization')).toBe(2);
    // A yes/no column's header stays on one line over its marks, which sit under its middle.
    await page.goto('/admin/live-transcripts?page=1');
    await expect(rows(page)).toHaveCount(10);
    expect(await lines('State Code')).toBe(2);
    expect(await lines('Is On Live')).toBe(1);
    const mark = rows(page).first().locator('.cell-yes, .cell-no');
    const [cell, head] = await Promise.all([mark.boundingBox(), header(page, 'Is On Live').boundingBox()]);
    const middle = (b: typeof cell) => (b?.x ?? 0) + (b?.width ?? 0) / 2;
    expect(Math.abs(middle(cell) - middle(head))).toBeLessThan(2);
  });

  test('with a record open at 1440×900, a title keeps a readable width and the grid scrolls sideways', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&record=100001');
    await expect(page.getByRole('complementary', { name: 'MasterBills 100001' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    const title = rows(page).first().locator('.cell-clip');
    await expect(title).toHaveAttribute('title', /^Proposing a constitutional amendment/);
    // Its width against 20 characters of the cell's own font.
    const [shown, twenty] = await title.evaluate((e) => {
      const probe = document.createElement('span');
      probe.style.cssText = 'position:absolute;visibility:hidden;width:20ch';
      e.append(probe);
      const w = probe.getBoundingClientRect().width;
      probe.remove();
      return [e.getBoundingClientRect().width, w];
    });
    expect(shown).toBeGreaterThanOrEqual(twenty - 0.5);
    // The grid scrolls in its box; the page does not.
    const box = page.locator('.dg-scroll');
    expect(await box.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('at 1440×900 the seven default columns of Contributions fit; where they cannot, the cut edge fades', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/contributions?page=1&sort=ContributionId');
    await expect(rows(page)).toHaveCount(10);
    const box = page.locator('.dg-scroll');
    const actions = page.locator('thead th.dg-sticky');
    // The cue of columns cut off at the end: the fade over the edge of the row's actions.
    const fade = () => actions.evaluate((e) => getComputedStyle(e, '::before').visibility);
    const heads = page.locator('thead th.dg-sortable');
    await expect(heads).toHaveCount(7);
    const edge = (await actions.boundingBox())?.x ?? 0;
    for (const h of await heads.all()) {
      const b = await h.boundingBox();
      expect((b?.x ?? 0) + (b?.width ?? 0), (await h.textContent()) ?? '').toBeLessThanOrEqual(edge + 0.5);
    }
    expect(await box.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    expect(await fade()).toBe('hidden');
    // A long name gives way, all of it in the tooltip.
    await expect(rows(page).nth(6).locator('[title="James Fitzgerald-Hughes Campaign"]')).toBeVisible();

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => box.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeGreaterThan(0);
    await expect.poll(fade).toBe('visible');
  });
});

test.describe('cells', () => {
  test('money, dates, booleans and links read as what they are', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/contributions?page=1&sort=ContributionId');
    const amount = rows(page).first().locator('td').nth(5);
    await expect(amount).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(amount).toHaveCSS('text-align', 'right');
    const date = rows(page).first().locator('td').nth(4);
    await expect(date).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(date.locator('[title]')).toHaveAttribute('title', /^\d{4}-\d{2}-\d{2}$/);
    // An amount typed as the grid shows it is taken as that amount.
    const id = (await rows(page).first().getAttribute('data-row-id')) as string;
    await page.getByRole('button', { name: `Edit ${id}`, exact: true }).click();
    await dialog(page).getByLabel('Contribution Amount').fill('$1,250.75');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(amount).toHaveText('$1,250.75');
    // A year is no amount: a dollar sign in its filter is refused at the field, and nothing is asked.
    await expectFilterRefused(
      page,
      'Year',
      '$2024',
      'Enter a whole number, e.g. 42',
      /\/api\/table\/contributions$/,
    );
    await expect(page).not.toHaveURL(/Year=/);

    await page.goto('/admin/master-bills?page=1&sort=MasterBillId');
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Completed' }).check();
    await page.getByRole('checkbox', { name: 'LegiScan URL' }).check();
    await page.keyboard.press('Escape');
    // A mark, with the word for screen readers.
    const mark = rows(page).locator('.cell-yes, .cell-no').first();
    await expect(mark).toHaveText(/^(✓Yes|✕No)$/);
    await expect(mark.locator('.visually-hidden')).toHaveText(/^(Yes|No)$/);
    const link = rows(page).first().getByRole('link');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Its host and path in the cell (the scheme would take the narrow column); all of it on hover.
    await expect(link).toHaveText(/^legiscan\.com\//);
    expect(await link.getAttribute('title')).toBe(await link.getAttribute('href'));
  });
});

test.describe('keyboard', () => {
  test('Tab reaches the rows; arrows, Home/End move; PageDown pages; Enter opens the record', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await expect(rows(page)).toHaveCount(10);
    await sortButton(page, 'Master Bill ID').focus();
    await page.keyboard.press('Tab');
    await expect(rows(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(rows(page).nth(2)).toBeFocused();
    await page.keyboard.press('End');
    await expect(rows(page).nth(9)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(rows(page).first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(rows(page).first()).toBeFocused();

    // The row's own controls stay reachable: Tab goes from the row into its checkbox and Edit.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Select MasterBills 100002' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Edit 100002$/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Delete 100002$/ })).toBeFocused();
    // Then out of the table, not through the other rows' controls.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('table') === null))
      .toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: /^Delete 100002$/ })).toBeFocused();
    // Up and Down from a row's control go to the same control of the next row, and Tab then
    // stays in that row.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: /^Delete 100003$/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: /^Edit 100003$/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('checkbox', { name: 'Select MasterBills 100002' })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Select MasterBills 100002' })).not.toBeChecked();
    // Home and End too: the same control of the first and the last row.
    await page.keyboard.press('End');
    await expect(page.getByRole('checkbox', { name: 'Select MasterBills 100010' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('checkbox', { name: 'Select MasterBills 100001' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('checkbox', { name: 'Select MasterBills 100002' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(rows(page).nth(1)).toBeFocused();
    // Space on a row selects it, and again does not.
    const check = page.getByRole('checkbox', { name: 'Select MasterBills 100002' });
    await page.keyboard.press('Space');
    await expect(check).toBeChecked();
    await expect(rows(page).nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(check).not.toBeChecked();

    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(/page=2&sort=MasterBillId$/);
    await expect(rows(page).first()).toHaveAttribute('data-row-id', '100011');
    await expect(rows(page).first()).toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(page).toHaveURL(/page=1&sort=MasterBillId$/);
    await expect(rows(page).first()).toBeFocused();
    // From a row's control as from the row.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Select MasterBills 100001' })).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(/page=2&sort=MasterBillId$/);
    await expect(rows(page).first()).toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(page).toHaveURL(/page=1&sort=MasterBillId$/);
    await expect(rows(page).first()).toBeFocused();

    // Enter opens the row's record beside the list; Esc closes it and the focus comes back.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary', { name: 'MasterBills 100001' })).toBeVisible();
    await expect(page).toHaveURL(/record=100001/);
    await page.keyboard.press('Escape');
    await expect(page.locator('aside.record-panel')).toHaveCount(0);
    await expect(rows(page).first()).toBeFocused();
  });

  test('at 1024×768 the keys list is whole on screen; in a short window it scrolls from the keyboard', async ({
    page,
  }) => {
    test.slow(); // two axe runs
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(rows(page)).toHaveCount(10);
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keys of the table' });
    await expect(keys.getByText('This list')).toBeInViewport();
    const fits = await keys.locator('.modal-body').evaluate((e) => e.scrollHeight <= e.clientHeight);
    expect(fits).toBe(true);
    await expectAccessible(page);
    await expect(keys.locator('.modal-body')).not.toHaveAttribute('tabindex');
    await page.setViewportSize({ width: 1024, height: 420 });
    await expect(keys.locator('.modal-body')).toHaveAttribute('tabindex', '0');
    await keys.locator('.modal-body').focus();
    await page.keyboard.press('End');
    await expect(keys.getByText('This list')).toBeInViewport();
    await expectAccessible(page);
  });

  test('? lists the keys of the table, except while typing', async ({ page }) => {
    test.slow(); // an axe run, on a machine shared by several test runs
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(rows(page)).toHaveCount(10);
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keys of the table' });
    await expect(keys).toBeVisible();
    await expect(keys).toContainText('The previous or next page');
    await expect(keys).toContainText('Shift+Enter from the keyboard');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    // Not while typing in a field.
    await page.getByPlaceholder('Filtrar por Type').fill('?');
    await expect(keys).toHaveCount(0);
  });
});

test.describe('filters and return', () => {
  test('filters keep a visible label; Clear filters shows when one is set', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    for (const label of ['State Code', 'Session Code', 'Type', 'Number']) {
      const input = page.getByRole('form', { name: 'Filters' }).getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute('placeholder', `Filtrar por ${label}`);
      await expect(
        page.getByRole('form', { name: 'Filters' }).locator('label', { hasText: new RegExp(`^${label}$`) }),
      ).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    const type = page.getByRole('form', { name: 'Filters' }).getByLabel('Type', { exact: true });
    await type.fill('hb');
    await expect(page).toHaveURL(/Type=hb/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/master-bills\?page=1$/);
    await expect(type).toHaveValue('');
    // The button went with the filters: the focus is in the first field, not on the page's heading.
    await expect(
      page.getByRole('form', { name: 'Filters' }).getByLabel('State Code', { exact: true }),
    ).toBeFocused();
  });

  test('a filter typed with pauses is one step back in history, not one per pause', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(rows(page)).toHaveCount(10);
    const session = page.getByRole('form', { name: 'Filters' }).getByLabel('Session Code', { exact: true });
    await session.focus();
    for (const [key, typed] of [
      ['8', '8'],
      ['8', '88'],
      ['R', '88R'],
    ] as const) {
      await page.keyboard.type(key);
      await page.clock.runFor(500);
      await expect(page).toHaveURL(new RegExp(`SessionCode=${typed}$`));
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/master-bills\?page=1$/);
    await expect(session).toHaveValue('');
  });

  test('the filter row keeps its place as a filter is typed; a date filter shows its placeholder', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    const results = page.getByRole('region', { name: 'MasterBills records' });
    const top = async () => (await results.boundingBox())?.y;
    const before = await top();
    await page.getByRole('form', { name: 'Filters' }).getByLabel('Number', { exact: true }).fill('1');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    expect(await top()).toBe(before);

    await page.goto('/admin/election-dates?page=1');
    await expect(
      page.getByRole('form', { name: 'Filters' }).getByLabel('Election Date', { exact: true }),
    ).toHaveAttribute('placeholder', 'Filtrar por Election Date');
  });

  test('a dataset opened again from the palette or the dashboard returns to its last list', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/members');
    // A first visit: the spec's collapsed state.
    await expect(page.getByRole('button', { name: 'View data' })).toBeVisible();
    await page.getByRole('button', { name: 'View data' }).click();
    await page.getByLabel('Rows per page').selectOption('50');
    await sortButton(page, 'Name').click();
    await expect(page).toHaveURL(/\/admin\/members\?page=1&limit=50&sort=Name$/);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/members\?page=1&limit=50&sort=Name$/);
    await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');

    await page.goto('/dashboard');
    // The palette's key is heard once the shell is shown.
    await expect(page.getByRole('link', { name: 'Members', exact: true })).toBeVisible();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
    await expect(box).toBeFocused();
    await box.fill('Members');
    await expect(page.getByRole('option').first()).toContainText('Members');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/admin\/members\?page=1&limit=50&sort=Name$/);

    // A new tab has lists of its own: its first visit is collapsed.
    const other = await page.context().newPage();
    await other.goto('/admin/members');
    await expect(other.getByRole('button', { name: 'View data' })).toBeVisible();
    await other.close();
  });
});
