// Records: the record view beside the list (addressable, reload, Back, paging, gone records),
// Duplicate, deleting many with a count and a progress, Undo (nothing sent), a delete that outlives
// the page, failures in words with Retry, the discard question, no empty records, and an add whose
// counts agree with the rows on screen.
import type { Page } from '@playwright/test';
import {
  closeAsking,
  endSessionInAnotherTab,
  expect,
  expectAccessible,
  holdRequests,
  signIn,
  signInAgain,
  test,
} from './fixtures';
import { dialog, row, rows, toastWith, watchRequests } from './tables-helpers';

const panel = (page: Page) => page.locator('aside.record-panel');
const field = (page: Page, label: string) =>
  panel(page)
    .locator('.record-field')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}(key)?$`) }) })
    .locator('dd');

// Playwright's installed clock still flows with real time; a test that counts the Undo window
// stops it first, so that only runFor moves it (a busy machine cannot push a step past the window).
// While it is stopped, the page's zero-delay timers (TanStack Query tells React through one) wait
// for a runFor too.
async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
}

test.describe('the record view', () => {
  test('a row click opens every field beside the list; the URL names it: reload, paging, Back', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await row(page, '100003').locator('td').nth(3).click();
    await expect(page).toHaveURL(/page=1&sort=MasterBillId&record=100003$/);
    const view = page.getByRole('complementary', { name: 'MasterBills 100003' });
    await expect(view).toBeVisible();
    await expect(view.locator('.record-field')).toHaveCount(19);
    await expect(field(page, 'Filed Date')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(field(page, 'LegiScan URL').getByRole('link')).toHaveAttribute('href', /^https:\/\//);
    await expect(view.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Duplicate' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(row(page, '100003')).toHaveAttribute('aria-current', 'true');
    // Under its heading, what staff know it by: its registry title, a bill's Type and Number.
    const known = `${await field(page, 'Type').textContent()} ${await field(page, 'Number').textContent()}`;
    await expect(view.locator('header p')).toHaveText(known);

    // The tab and its history entries name the record.
    await expect(page).toHaveTitle('MasterBills 100003 · Legislative Data');

    await page.reload();
    await expect(page.getByRole('complementary', { name: 'MasterBills 100003' })).toBeVisible();

    // Paging the list keeps it open.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/page=2&sort=MasterBillId&record=100003$/);
    await expect(page.getByRole('complementary', { name: 'MasterBills 100003' })).toBeVisible();

    // Back: to page 1 with the record, then to the list without it.
    await page.goBack();
    await expect(page).toHaveURL(/page=1&sort=MasterBillId&record=100003$/);
    await page.goBack();
    await expect(page).toHaveURL(/page=1&sort=MasterBillId$/);
    await expect(panel(page)).toHaveCount(0);
    await expect(page).toHaveTitle('MasterBills Management · Legislative Data');
  });

  test('the page stays where the user has it while records open and close and the list is sorted', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 560 });
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&limit=25');
    await expect(rows(page)).toHaveCount(25);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The row is brought into view first: the click below then has no scrolling of its own to do.
    const cell = rows(page).nth(20).locator('td').nth(3);
    await cell.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const at = await scrollY();
    expect(at).toBeGreaterThan(0);

    await cell.click();
    await expect(panel(page)).toBeVisible();
    await expect(page).toHaveURL(/record=/);
    expect(await scrollY()).toBe(at);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    expect(await scrollY()).toBe(at);

    await page.locator('thead th', { hasText: 'Number' }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=Number/);
    await expect(page.locator('thead th', { hasText: 'Number' })).toHaveAttribute('aria-sort', 'ascending');
    expect(await scrollY()).toBe(at);
  });

  test('beside the record view long text gives way down to a readable width, headers wrap, the grid scrolls sideways', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    const grid = page.locator('.dg-scroll');
    const header = (name: string) =>
      page.locator('.dg thead th').filter({ hasText: name }).locator('.dg-sort-label');
    const lineHeight = async (name: string) => (await header(name).boundingBox())?.height ?? 0;
    // With room, the headers are one line (numbers' included) and a long title is clipped, its text in a tooltip.
    await expect(rows(page)).toHaveCount(10);
    const oneLine = await lineHeight('State Code');
    expect(await lineHeight('Master Bill ID')).toBe(oneLine);
    const title = row(page, '100001').locator('.cell-clip');
    await expect(title).toHaveAttribute('title', /^Proposing a constitutional amendment/);
    const wideTitle = (await title.boundingBox())?.width ?? 0;

    await row(page, '100001').locator('td').nth(3).click();
    await expect(page.getByRole('complementary', { name: 'MasterBills 100001' })).toBeVisible();
    // The title gives way, not to a few letters (20 characters at least, tested with the layout
    // of the grid): the rest of the columns scroll sideways, the row's actions in view.
    await expect.poll(() => grid.evaluate((g) => g.scrollWidth - g.clientWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Edit 100001' })).toBeInViewport({ ratio: 1 });
    expect((await title.boundingBox())?.width ?? 0).toBeLessThan(wideTitle);
    expect(await lineHeight('Master Bill ID')).toBeGreaterThan(oneLine);
    // A one-line header's button still fills its cell: its focus ring and hover cover it.
    const number = page.locator('.dg thead th').filter({ hasText: 'Number' });
    expect((await number.getByRole('button').boundingBox())?.height).toBe(
      (await number.boundingBox())?.height,
    );
    // The filters wrap in the narrower box; Refresh stays at the row's end, not in mid-line.
    const panel = await page.getByRole('form', { name: 'Filters' }).boundingBox();
    const refresh = await page.getByRole('button', { name: 'Refresh MasterBills' }).boundingBox();
    expect(
      Math.abs((panel?.x ?? 0) + (panel?.width ?? 0) - ((refresh?.x ?? 0) + (refresh?.width ?? 0))),
    ).toBeLessThan(2);
  });

  test('a link opens a record; 64-bit values exact; a record that no longer exists says so', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/bill-sponsors?page=1&sort=-FtmEid&limit=100');
    const big = rows(page).first();
    const id = (await big.getAttribute('data-row-id')) as string;
    await page.goto(`/admin/bill-sponsors?record=${id}`);
    await expect(page.getByRole('complementary', { name: `BillSponsors ${id}` })).toBeVisible();
    const ftm = (await field(page, 'FTM EID').textContent()) ?? '';
    expect(BigInt(ftm) > 2n ** 53n).toBe(true);
    const raw = await page.evaluate(async (rid) => {
      const s = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string };
      const res = await fetch(`/api/table/billSponsors/${rid}`, {
        headers: { Authorization: `Bearer ${s.accessToken}` },
      });
      return res.text();
    }, id);
    expect(raw).toContain(`"FtmEid":"${ftm}"`);

    await page.goto('/admin/master-bills?page=1&record=999999');
    await expect(panel(page).getByRole('alert')).toHaveText(
      'There is no MasterBills record with Master Bill ID 999999: it was deleted, or never existed.',
    );
    // The key as the address writes it, not as JSON reads it (1e5 is not record 100000).
    await page.goto('/admin/master-bills?page=1&record=1e5');
    await expect(page).toHaveURL(/record=1e5$/);
    await expect(panel(page).getByRole('alert')).toHaveText(
      'There is no MasterBills record with Master Bill ID 1e5: it was deleted, or never existed.',
    );
  });

  test('Duplicate opens Create New filled from the record, the server-assigned key cleared', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&record=100004');
    await panel(page).getByRole('button', { name: 'Duplicate' }).click();
    const modal = dialog(page).filter({ has: page.getByRole('heading', { name: 'Create New MasterBills' }) });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Master Bill ID')).toHaveCount(0);
    await expect(modal.getByLabel('Title')).toHaveValue(/Relating to hunting and fishing licenses/);
    await expect(modal.getByLabel('Number', { exact: true })).toHaveValue('2095');
  });

  test('Duplicate of a record whose key staff type clears the key and asks for a new one', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/action-codes?page=1');
    await rows(page).first().click();
    const source = (await rows(page).first().getAttribute('data-row-id')) ?? '';
    await panel(page).getByRole('button', { name: 'Duplicate' }).click();
    const modal = dialog(page).filter({ has: page.getByRole('heading', { name: 'Create New ActionCodes' }) });
    await expect(modal.getByText('A copy needs its own Action Code.')).toBeVisible();
    const key = modal.getByLabel('Action Code');
    // Not the record's own (the server refuses a key that is taken, after the form has closed).
    await expect(key).toHaveValue('');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(key).toHaveAccessibleDescription('Action Code is required');
    await key.fill(`${source}X`);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(toastWith(page, 'ActionCodes record created')).toBeVisible();
  });

  test('Duplicate sends the fields left alone as the record has them: an empty text, a boolean not set', async ({
    page,
  }) => {
    // The record as a server may hold it: an empty text and an unset boolean are values of their own.
    await page.route(/\/api\/table\/masterBills(\/100004)?(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const answer = await response.json();
      const rows: Record<string, unknown>[] = Array.isArray(answer.data) ? answer.data : [answer.data];
      for (const r of rows)
        if (r?.MasterBillId === 100004) Object.assign(r, { SessionCode: '', Completed: null });
      await route.fulfill({ response, json: answer });
    });
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&record=100004');
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/table\/masterBills\/add$/.test(r.url()))
        sent.push(r.postDataJSON());
    });
    // The first try fails: its input, reopened, is still a copy of the record.
    let refused = false;
    await page.route(/\/api\/table\/masterBills\/add$/, async (route) => {
      if (refused) return route.fallback();
      refused = true;
      await route.fulfill({ status: 503, json: { message: 'Maintenance' } });
    });
    await panel(page).getByRole('button', { name: 'Duplicate' }).click();
    const modal = dialog(page).filter({ has: page.getByRole('heading', { name: 'Create New MasterBills' }) });
    await modal.getByLabel('Title').fill('Relating to a duplicated bill.');
    await modal.getByRole('button', { name: 'Create' }).click();
    await toastWith(page, 'Could not create the MasterBills record')
      .getByRole('button', { name: 'Reopen' })
      .click();
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(toastWith(page, 'MasterBills record created')).toBeVisible();
    expect(sent).toHaveLength(2);
    for (const body of sent)
      expect(body).toMatchObject({
        Title: 'Relating to a duplicated bill.',
        SessionCode: '',
        Completed: null,
      });
  });

  test('axe: no serious or critical violation with the record view and the bulk bar open', async ({
    page,
  }) => {
    test.slow(); // an axe run, on a machine shared by several test runs
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&record=100002');
    await expect(panel(page).locator('.record-field')).toHaveCount(19);
    await page.getByRole('checkbox', { name: 'Select MasterBills 100005' }).check();
    await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('1 selected');
    await expectAccessible(page);
  });
});

test.describe('closing a record', () => {
  test('Esc on its row, Esc in the view and Back each close it, and the focus is on its row', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    const view = page.getByRole('complementary', { name: 'MasterBills 100003' });

    // Opened from the row, the focus put back on the row (a click there keeps it open).
    await row(page, '100003').focus();
    await page.keyboard.press('Enter');
    await expect(view).toBeVisible();
    await row(page, '100003').focus();
    await page.keyboard.press('Escape');
    await expect(view).toHaveCount(0);
    await expect(page).toHaveURL(/sort=MasterBillId$/);
    await expect(row(page, '100003')).toBeFocused();

    // Esc in the view.
    await page.keyboard.press('Enter');
    await expect(view.getByRole('heading', { name: 'MasterBills 100003' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(view).toHaveCount(0);
    await expect(row(page, '100003')).toBeFocused();

    // The browser's Back.
    await page.keyboard.press('Enter');
    await expect(view.getByRole('heading', { name: 'MasterBills 100003' })).toBeFocused();
    await page.goBack();
    await expect(view).toHaveCount(0);
    await expect(row(page, '100003')).toBeFocused();
  });

  test('in a narrow window the record comes over the list as a modal: what it covers takes no focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 760 });
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await row(page, '100003').focus();
    await page.keyboard.press('Enter');
    const view = page.getByRole('dialog', { name: 'MasterBills 100003' });
    await expect(view.getByRole('heading', { name: 'MasterBills 100003' })).toBeFocused();
    // Backwards and forwards, the focus stays in the record (the list under it is out of sight).
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await view.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // Edit's form, closed unchanged, gives the focus back to Edit, as beside the list.
    await view.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit MasterBills' });
    await expect(form).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Edit' })).toBeFocused();
    // The palette opens over a record (it is read, not answered); Esc gives the record the focus.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('combobox', { name: 'Go to a screen or dataset' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Go to a screen or dataset' })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(view).toHaveCount(0);
    await expect(page).toHaveURL(/sort=MasterBillId$/);
    await expect(row(page, '100003')).toBeFocused();
    await expectAccessible(page);
  });
});

test('a record view whose code comes late does not take the focus from a filter typed in meanwhile', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
  await expect(rows(page)).toHaveCount(10);
  const release = await holdRequests(page, '**/assets/record-panel-*.js');
  await row(page, '100002').focus();
  await page.keyboard.press('Enter');
  const filter = page.getByPlaceholder('Filtrar por State Code');
  await filter.click();
  await page.keyboard.type('T');
  release();
  await expect(page.getByRole('complementary', { name: 'MasterBills 100002' })).toBeVisible();
  await page.keyboard.type('X');
  await expect(filter).toHaveValue('TX');
  await expect(filter).toBeFocused();
});

test.describe('deleting', () => {
  test('Undo clicked while another delete’s toast stays gives the focus to the row put back, not to the page', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await expect(rows(page)).toHaveCount(10);
    for (const id of ['100002', '100004']) {
      await page.getByRole('button', { name: `Delete ${id}`, exact: true }).click();
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      await expect(row(page, id)).toHaveCount(0);
    }
    const first = toastWith(page, 'MasterBills 100002 will be deleted');
    await expect(first).toBeVisible();
    await toastWith(page, 'MasterBills 100004 will be deleted').getByRole('button', { name: 'Undo' }).click();
    await expect(row(page, '100004')).toBeVisible();
    await expect(first).toBeVisible();
    await expect(row(page, '100004')).toBeFocused();
  });

  test('the focus stays in the list: the row taking a deleted row’s place gets it, and keeps it through Undo', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await expect(rows(page)).toHaveCount(10);

    // From the record view, by keyboard.
    await row(page, '100003').focus();
    await page.keyboard.press('Enter');
    const view = page.getByRole('complementary', { name: 'MasterBills 100003' });
    await expect(view).toBeVisible();
    await view.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(row(page, '100003')).toHaveCount(0);
    await expect(row(page, '100004')).toBeFocused();

    // Undo from its toast: the focus goes back to where it was before the toast took it.
    await toastWith(page, 'MasterBills 100003 will be deleted').getByRole('button', { name: 'Undo' }).click();
    await expect(row(page, '100003')).toBeVisible();
    await expect(row(page, '100004')).toBeFocused();

    // Two from the bar: the row after the first of them.
    await page.getByRole('checkbox', { name: 'Select MasterBills 100005' }).check();
    await page.getByRole('checkbox', { name: 'Select MasterBills 100007' }).check();
    await page
      .getByRole('region', { name: 'Selected rows' })
      .getByRole('button', { name: 'Delete 2' })
      .click();
    await dialog(page).getByRole('button', { name: 'Delete 2' }).click();
    await expect(row(page, '100005')).toHaveCount(0);
    await expect(row(page, '100006')).toBeFocused();

    // The last row of the page: the one before it.
    const last = rows(page).last();
    const before = await rows(page).nth(-2).getAttribute('data-row-id');
    await last.getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, before ?? '')).toBeFocused();
  });

  test('the whole last page deleted: the list moves to the new last page, the focus with it', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'demo', 'demo', '/admin/states?page=1');
    await expect(rows(page)).toHaveCount(10);
    const last = Number(/of (\d+)/.exec((await page.locator('.pager-page').textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`page=${last}$`));
    const count = await rows(page).count();
    await page.getByRole('checkbox', { name: 'Select this page' }).check();
    await page
      .getByRole('region', { name: 'Selected rows' })
      .getByRole('button', { name: `Delete ${count}` })
      .click();
    await dialog(page)
      .getByRole('button', { name: `Delete ${count}` })
      .click();
    // Nothing left on the page: the list shows the new last page at once, and its first row has
    // the focus; past the Undo window, when the deletes go, it stays so.
    await expect(page).toHaveURL(new RegExp(`page=${last - 1}$`));
    await expect(page.locator('.pager-page')).toHaveText(`Page ${last - 1} of ${last - 1}`);
    await expect(rows(page).first()).toBeFocused();
    await page.clock.runFor(7_000);
    await expect(
      toastWith(page, count === 1 ? /States \S+ deleted/ : `${count} States records deleted`),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`page=${last - 1}$`));
    await expect(page.locator('.pager-page')).toHaveText(`Page ${last - 1} of ${last - 1}`);
    await expect(rows(page).first()).toBeFocused();
    // A page the list had, gone with its rows, is not an address's mistake: nothing is said.
    await expect(page.locator('.dataset-left-out')).toHaveCount(0);
  });

  test('select this page and Shift+click; Delete N names the count; Undo sends nothing', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await expect(rows(page)).toHaveCount(10);
    const deletes = watchRequests(page, 'DELETE', /\/api\/table\/masterBills\//);

    await page.getByRole('checkbox', { name: 'Select this page' }).check();
    await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('10 selected');
    await page.getByRole('checkbox', { name: 'Select this page' }).uncheck();
    await page.getByRole('checkbox', { name: 'Select MasterBills 100002' }).click();
    await page.getByRole('checkbox', { name: 'Select MasterBills 100004' }).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await expect(bar).toContainText('3 selected');
    // On another page the selection stays, and the bar says it is out of sight.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(rows(page).first()).toHaveAttribute('data-row-id', '100011');
    await expect(bar).toContainText('3 selected, 3 of them not on this page');
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(rows(page).first()).toHaveAttribute('data-row-id', '100001');
    await expect(bar.locator('p')).toHaveText('3 selected');

    await bar.getByRole('button', { name: 'Delete 3' }).click();
    await expect(dialog(page)).toContainText('Are you sure you want to delete these 3 MasterBills records?');
    // Each by its key and what staff know it by (its title: Type and Number).
    await expect(dialog(page).getByRole('list', { name: 'The items' }).getByRole('listitem')).toHaveText([
      /^100002 — [A-Z]+ \d+$/,
      /^100003 — [A-Z]+ \d+$/,
      /^100004 — [A-Z]+ \d+$/,
    ]);
    await stopClock(page);
    await dialog(page).getByRole('button', { name: 'Delete 3' }).click();
    await page.clock.runFor(100);
    for (const id of ['100002', '100003', '100004']) await expect(row(page, id)).toHaveCount(0);
    await expect(page.getByText('Rows 1–7 of 247', { exact: true })).toBeVisible();
    const undo = toastWith(page, '3 MasterBills records will be deleted');
    await expect(undo).toBeVisible();

    await page.clock.runFor(3900);
    await undo.getByRole('button', { name: 'Undo' }).click();
    await page.clock.runFor(10_000);
    await expect(rows(page)).toHaveCount(10);
    await expect(row(page, '100003')).toBeVisible();
    // Taken back with their selection: the same Delete 3 is one press away.
    await expect(bar.locator('p')).toHaveText('3 selected');
    for (const id of ['100002', '100003', '100004'])
      await expect(page.getByRole('checkbox', { name: `Select MasterBills ${id}` })).toBeChecked();
    await page.clock.resume();
    await page.reload();
    await expect(row(page, '100003')).toBeVisible();
    expect(deletes).toEqual([]);
  });

  test('Ctrl+Z on the list takes the newest delete back, as its Undo does, and sends nothing', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await expect(rows(page)).toHaveCount(10);
    const deletes = watchRequests(page, 'DELETE', /\/api\/table\/masterBills\//);

    await row(page, '100003').focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('complementary', { name: 'MasterBills 100003' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await stopClock(page);
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.clock.runFor(100);
    await expect(row(page, '100003')).toHaveCount(0);
    const undo = toastWith(page, 'MasterBills 100003 will be deleted');
    await expect(undo).toContainText('Undo (or Ctrl+Z) keeps it');
    await expect(row(page, '100004')).toBeFocused();

    await page.keyboard.press('Control+z');
    await expect(row(page, '100003')).toBeVisible();
    await page.clock.runFor(10_000);
    await page.clock.resume();
    await expect(undo).toHaveCount(0);
    await page.keyboard.press('?');
    await expect(dialog(page)).toContainText('Undo the last delete, while its notification offers Undo');
    expect(deletes).toEqual([]);
  });

  test('Ctrl+Z with no delete to take back leaves the filter typed last alone', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/states?page=1');
    await page.getByRole('searchbox', { name: 'State Code' }).fill('T');
    await expect(page).toHaveURL(/StateCode=T/);
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().focus();
    // Out of a text field the browser's own undo would take the filter's typing back.
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('searchbox', { name: 'State Code' })).toHaveValue('T');
    await expect(page).toHaveURL(/StateCode=T/);
  });

  test('a confirmed delete is sent once its Undo time has passed, once per row, a few at a time', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    const deletes = watchRequests(page, 'DELETE', /\/api\/table\/masterBills\//);
    for (const id of ['100001', '100002', '100003', '100004', '100005'])
      await page.getByRole('checkbox', { name: `Select MasterBills ${id}` }).check();
    await page.getByRole('button', { name: 'Delete 5' }).click();
    await expect(dialog(page)).toBeVisible();
    await stopClock(page);
    await dialog(page).getByRole('button', { name: 'Delete 5' }).click();
    await page.clock.runFor(5900);
    expect(deletes).toEqual([]);
    await page.clock.runFor(200);
    await page.clock.resume();
    await expect(toastWith(page, '5 MasterBills records deleted')).toBeVisible();
    expect(deletes.map((u) => new URL(u).pathname).sort()).toEqual(
      ['100001', '100002', '100003', '100004', '100005'].map((id) => `/api/table/masterBills/${id}`),
    );
    await expect(row(page, '100006')).toBeVisible();
    await expect(row(page, '100001')).toHaveCount(0);
  });

  test('a delete confirmed and the page closed at once still arrives, exactly once', async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    const seen: string[] = [];
    context.on('request', (r) => {
      if (r.method() === 'DELETE') seen.push(new URL(r.url()).pathname);
    });
    await page.getByRole('button', { name: 'Delete 100007' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, '100007')).toHaveCount(0);
    await page.close({ runBeforeUnload: true });

    // The closed page's request reaches the server when it does, after the next page may have
    // loaded: that page is opened again until the record is gone.
    const other = await context.newPage();
    await expect(async () => {
      await other.goto('/admin/master-bills?record=100007');
      await expect(other.getByRole('complementary').getByRole('alert')).toContainText(
        'There is no MasterBills record',
        { timeout: 2000 },
      );
    }).toPass({ timeout: 20_000 });
    await other.goto('/admin/master-bills?page=1&sort=MasterBillId');
    await expect(other.getByRole('button', { name: 'Edit 100008' })).toBeVisible();
    await expect(other.locator('tbody tr[data-row-id="100007"]')).toHaveCount(0);
    expect(seen.filter((p) => p === '/api/table/masterBills/100007').length).toBeLessThanOrEqual(1);
  });

  test('a delete sent as the page was reloaded that the server refused is named on the next page, with a way to it', async ({
    page,
    mock,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await mock.fail('/api/table/masterBills/100007', {
      status: 503,
      message: 'Busy',
      method: 'DELETE',
      times: 1,
    });
    await page.getByRole('button', { name: 'Delete 100007' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, '100007')).toHaveCount(0);
    await page.reload();

    // Its answer came to no page: the next one asks for the record, and it is still there.
    const told = toastWith(
      page,
      'The delete of MasterBills 100007, sent as the page closed, did not go through',
    );
    await expect(told).toBeVisible({ timeout: 15_000 });
    await expect(told).toContainText('MasterBills 100007 is still there. Delete it again if it should go.');
    await told.getByRole('button', { name: 'Open it' }).click();
    await expect(page.getByRole('complementary', { name: 'MasterBills 100007' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/master-bills\?page=1&sort=MasterBillId&record=100007$/);
  });

  test('a bulk delete where one of three fails: the others go, the failure in words, Retry, still selected', async ({
    page,
    mock,
  }) => {
    await page.clock.install();
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
    await mock.fail('/api/table/masterBills/100009', {
      status: 500,
      message: 'The row is locked',
      method: 'DELETE',
      times: 1,
    });
    for (const id of ['100008', '100009', '100010'])
      await page.getByRole('checkbox', { name: `Select MasterBills ${id}` }).check();
    await page.getByRole('button', { name: 'Delete 3' }).click();
    await dialog(page).getByRole('button', { name: 'Delete 3' }).click();
    await page.clock.runFor(6100);
    const failed = toastWith(page, 'Could not delete 1 of 3 MasterBills records; 2 deleted');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('100009: The row is locked');
    await expect(row(page, '100009')).toBeVisible();
    await expect(row(page, '100008')).toHaveCount(0);
    await expect(row(page, '100010')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('1 selected');
    await expect(page.getByRole('checkbox', { name: 'Select MasterBills 100009' })).toBeChecked();

    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(toastWith(page, 'MasterBills 100009 deleted')).toBeVisible();
    await expect(row(page, '100009')).toHaveCount(0);
  });
});

test.describe('edits are never lost', () => {
  test('Esc, ✕ and Cancel ask before typed changes are discarded; staying keeps them', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await page.getByRole('button', { name: 'Edit 100001' }).click();
    const form = dialog(page).filter({ has: page.getByRole('heading', { name: 'Edit MasterBills' }) });
    await form.getByLabel('Title').fill('Half-typed title');
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });

    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    // The words every screen asks with (src/components/leave-guard).
    await expect(ask).toContainText('You have unsaved changes to MasterBills 100001. If you leave now');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(form.getByLabel('Title')).toHaveValue('Half-typed title');

    await form.getByRole('button', { name: 'Close' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();

    await form.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Untouched: nothing to ask.
    await page.getByRole('button', { name: 'Edit 100001' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('while a record’s save is on its way its view’s actions wait, so no form sends the old values back', async ({
    page,
  }) => {
    test.slow(); // an axe run, on a machine shared by several test runs
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId&record=100003');
    const view = panel(page);
    await expect(field(page, 'Title')).not.toHaveText('Saved title');
    let release = () => {};
    const held = new Promise<void>((go) => {
      release = go;
    });
    await page.route('**/api/table/masterBills/100003', async (route) => {
      if (route.request().method() === 'PATCH') await held;
      await route.continue();
    });
    await view.getByRole('button', { name: 'Edit' }).click();
    const form = dialog(page).filter({ has: page.getByRole('heading', { name: 'Edit MasterBills' }) });
    await form.getByLabel('Title').fill('Saved title');
    await form.getByRole('button', { name: 'Save Changes' }).click();

    // The view still shows the record before the save: its Edit, Duplicate and Delete wait.
    await expect(view.getByText('Saving…')).toBeVisible();
    for (const name of ['Edit', 'Duplicate', 'Delete'])
      await expect(view.getByRole('button', { name, exact: true })).toHaveAttribute('aria-disabled', 'true');
    // Its row, greyed while busy, stays readable.
    await expectAccessible(page);
    // Pressed all the same (it keeps the focus, as the row's does): nothing opens.
    await view.getByRole('button', { name: 'Edit', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    await expect(field(page, 'Title')).toHaveText('Saved title');
    await expect(view.getByText('Saving…')).toHaveCount(0);
    await view.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(form.getByLabel('Title')).toHaveValue('Saved title');
  });

  test('a sidebar click and Back ask too; leaving goes where it was asked to', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/members');
    // Into MasterBills within the console, so that Back is the console's own navigation.
    await page.getByRole('link', { name: 'MasterBills Actions', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'MasterBills Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    await dialog(page).getByLabel('Title').fill('Something new');
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    // The sidebar lies under the form's backdrop (inert while the form is open): a click on its
    // Members link is a click outside the form, and asks.
    const link = await page.locator('#sidebar-menu a[href="/admin/members"]').boundingBox();
    if (!link) throw new Error('no Members link in the sidebar');
    await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/admin\/master-bills/);
    await expect(dialog(page).getByLabel('Title')).toHaveValue('Something new');
    // Back in the field typed in last, not on the form around it.
    await expect(dialog(page).getByLabel('Title')).toBeFocused();

    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/members/);

    // Leaving after a sidebar click goes where the click meant to go.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'MasterBills Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    await dialog(page).getByLabel('Title').fill('Something else');
    const members = await page.locator('#sidebar-menu a[href="/admin/members"]').boundingBox();
    if (!members) throw new Error('no Members link in the sidebar');
    await page.mouse.click(members.x + members.width / 2, members.y + members.height / 2);
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Members Management' })).toBeVisible();
  });

  test('a save refused as the record was deleted elsewhere says so, and Reopen makes a new record of the input', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/teams?page=1&record=5');
    await expect(field(page, 'Name')).not.toBeEmpty();
    // Deleted meanwhile, by a colleague or another tab.
    const status = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string };
      const res = await fetch('/api/table/teams/5?primaryKey=Id', {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${s.accessToken}` },
      });
      return res.status;
    });
    expect(status).toBeLessThan(300);
    await panel(page).getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog(page).getByLabel('Name').fill('Kept after the team went');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    const failure = toastWith(page, 'Could not save Teams 5');
    await expect(failure).toContainText('Teams 5 no longer exists: it was deleted elsewhere.');
    // The record view and the list stop showing it as there.
    await expect(panel(page).getByRole('alert')).toContainText('There is no Teams record');
    await expect(row(page, '5')).toHaveCount(0);
    await failure.getByRole('button', { name: 'Reopen' }).click();
    const modal = dialog(page).filter({ has: page.getByRole('heading', { name: 'Create New Teams' }) });
    await expect(modal.getByLabel('Name')).toHaveValue('Kept after the team went');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(toastWith(page, 'Teams record created')).toBeVisible();
  });

  test('a form open when the session ends keeps its input: it opens again, once, after signing in', async ({
    page,
    context,
    mock,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/teams?page=1');
    await page.getByRole('button', { name: 'Add New' }).click();
    await dialog(page).getByLabel('Name').fill('Typed as the session ended');
    await endSessionInAnotherTab(context, mock);
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);

    await signInAgain(page, mock);
    const modal = dialog(page).filter({ has: page.getByRole('heading', { name: 'Create New Teams' }) });
    await expect(modal.getByRole('status')).toHaveText(
      'Your session ended before this was saved. Your input is back: save it when it is ready.',
    );
    await expect(modal.getByLabel('Name')).toHaveValue('Typed as the session ended');
    // Still unsaved work: Esc asks before it goes.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(toastWith(page, 'Teams record created')).toBeVisible();
    // Given back once: a reload opens no form.
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closing the tab with typed changes gets the browser’s own question', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await page.getByRole('button', { name: 'Edit 100001' }).click();
    await dialog(page).getByLabel('Title').fill('Half-typed title');
    expect(await closeAsking(page)).toBe('beforeunload');
  });

  test('an empty record is not sent; the form says at least one field is needed', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    const sent = watchRequests(page, 'POST', /\/api\/table\/masterBills\/add$/);
    await page.getByRole('button', { name: 'Add New' }).click();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText(
      'Fill in at least one field: an empty MasterBills record is not created.',
    );
    expect(sent).toEqual([]);
    // Typing in a field answers it: the message goes, as a field's own message does.
    await dialog(page).getByLabel('Title').fill('Z');
    await expect(dialog(page).getByText('Fill in at least one field', { exact: false })).toHaveCount(0);
  });

  test('a date typed half or impossible (Feb 31) is refused at the field, not sent as empty', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&record=100001');
    const sent = watchRequests(page, 'PATCH', /\/api\/table\/masterBills\//);
    await page.locator('aside.record-panel').getByRole('button', { name: 'Edit' }).click();
    const filed = dialog(page).getByLabel('Filed Date');
    await expect(filed).not.toHaveValue('');
    // The month and day of the browser's own date box (mm/dd/yyyy here): February 31.
    await filed.click({ position: { x: 12, y: 10 } });
    await page.keyboard.type('0231');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      dialog(page).getByText('Enter a whole date that exists (month, day and year)'),
    ).toBeVisible();
    await expect(filed).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('after an add the new record is first and marked new; the range, pages and rows agree', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await expect(page.getByText('Rows 1–10 of 250', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 25', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    await dialog(page).getByLabel('Title').fill('Relating to consoles that count.');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(rows(page).first()).toContainText('Relating to consoles that count.');
    await expect(rows(page).first()).toContainText('New');
    // The mark's word sits in the middle of its pill.
    const gaps = await rows(page)
      .first()
      .getByText('New', { exact: true })
      .evaluate((el) => {
        const pill = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        const word = range.getBoundingClientRect();
        return [word.top - pill.top, pill.bottom - word.bottom];
      });
    expect(Math.abs((gaps[0] ?? 0) - (gaps[1] ?? 0))).toBeLessThanOrEqual(1);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText('Rows 1–10 of 251', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 26', { exact: true })).toBeVisible();
  });

  test('an add from a page where the new record is not shown offers the way to it', async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=3&sort=Title');
    await expect(page.getByText('Rows 21–30 of 250', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    await dialog(page).getByLabel('Title').fill('Relating to consoles that count.');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    const created = toastWith(page, 'MasterBills record created');
    await expect(created).toBeVisible();
    await expect(page.getByText('Rows 21–30 of 251', { exact: true })).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Relating to consoles that count.' })).toHaveCount(0);
    await created.getByRole('button', { name: 'Open it' }).click();
    const view = page.getByRole('complementary', { name: /^MasterBills \d+$/ });
    await expect(view).toBeVisible();
    await expect(field(page, 'Title')).toHaveText('Relating to consoles that count.');
    await expect(page).toHaveURL(/\?page=3&sort=Title&record=\d+$/);
  });
});
