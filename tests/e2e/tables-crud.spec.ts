// The manager on masterBills (a server-assigned key): the collapsed start, filters and pages in
// the URL (reload, back), add, edit, delete, bad input, a failing server, CSV export, axe.
import { readFile } from 'node:fs/promises';
import { closeAsking, expect, expectAccessible, signIn, test } from './fixtures';
import {
  dialog,
  expectAllRows,
  expectFilterRefused,
  row,
  rows,
  toastWith,
  watchRequests,
} from './tables-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills');
});

test('starts collapsed; View data shows the table; filters and page live in the URL', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'MasterBills Management' })).toBeVisible();
  const panel = page.getByRole('form', { name: 'Filters' });
  await expect(panel).toHaveClass(/filter-panel-stacked/);
  await expect(page.getByRole('table')).toHaveCount(0);
  for (const label of ['State Code', 'Session Code', 'Type', 'Number'])
    await expect(page.getByPlaceholder(`Filtrar por ${label}`)).toHaveValue('');

  await page.getByPlaceholder('Filtrar por State Code').fill('la');
  await page.getByRole('button', { name: 'View data' }).click();
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1&StateCode=la$/);
  await expect(panel).toHaveClass(/filter-panel-inline/);
  await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  await expectAllRows(page, 1, (t) => t === 'LA');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2&StateCode=la$/);
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  const secondPage = await rows(page).first().getAttribute('data-row-id');

  await page.reload();
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  await expect(rows(page).first()).toHaveAttribute('data-row-id', secondPage as string);
  await expect(page.getByPlaceholder('Filtrar por State Code')).toHaveValue('la');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 3 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.goBack();
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();

  // Typing in the inline panel filters the table (back to page 1).
  await page.getByPlaceholder('Filtrar por Type').fill('hb');
  await expect(page).toHaveURL(/page=1&StateCode=la&Type=hb$/);
  await expectAllRows(page, 3, (t) => t === 'HB');

  // Away and back through the sidebar: the dataset opens on the list this tab last had for it.
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members Management' })).toBeVisible();
  await page.getByRole('link', { name: 'MasterBills Actions', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1&StateCode=la&Type=hb$/);
  await expect(page.getByPlaceholder('Filtrar por State Code')).toHaveValue('la');
  await expectAllRows(page, 3, (t) => t === 'HB');
});

test('the first page is fetched as the collapsed screen opens, and View data shows it without another call', async ({
  page,
}) => {
  // From another screen, so that the call of the screen the sign-in landed on is not counted.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const lists = watchRequests(page, 'GET', /\/api\/table\/masterBills$/);
  await page.goto('/admin/master-bills');
  await expect(page.getByRole('button', { name: 'View data' })).toBeVisible();
  await expect.poll(() => lists).toEqual([expect.stringMatching(/\?page=1&limit=10$/)]);
  // Fetched, not shown: the screen stays collapsed until View data (SPEC §2). Drawn out of sight
  // beforehand, the list is out of reach too: Tab from View data does not go into it.
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'View data' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.dataset-results') ?? null)).toBeNull();
  await page.getByRole('button', { name: 'View data' }).click();
  await expect(rows(page)).toHaveCount(10);
  expect(lists).toHaveLength(1);
});

test('a number filter is ?Number=45 in the URL, with one list call; back and forward move the list', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'View data' }).click();
  await expect(rows(page)).toHaveCount(10);
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1$/);
  const sent = watchRequests(page, 'GET', /\/api\/table\/masterBills$/);
  // A number filter goes into the URL as a number (not in quotes) and comes back as text: one
  // list call, the filtered one, and nothing unfiltered in between.
  await page.getByPlaceholder('Filtrar por Number').fill('45');
  await page.getByPlaceholder('Filtrar por Number').press('Enter');
  await expect(page).toHaveURL(/\?page=1&Number=45$/);
  await expectAllRows(page, 4, (t) => t === '45');
  await page.waitForTimeout(600); // longer than the typing pause: another call would have left
  expect(sent).toEqual([expect.stringMatching(/\?page=1&limit=10&Number=45$/)]);
  // The URL is still the list state: back and forward move the screen with it.
  await page.goBack();
  await expect(page).toHaveURL(/\?page=1$/);
  await expect(page.getByPlaceholder('Filtrar por Number')).toHaveValue('');
  await expect(rows(page)).toHaveCount(10);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/master-bills$/);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goForward();
  await expect(rows(page)).toHaveCount(10);
});

test('View data from the keyboard keeps the focus: the button becomes Refresh in its place', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'View data' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows(page)).toHaveCount(10);
  const refresh = page.getByRole('button', { name: 'Refresh MasterBills' });
  await expect(refresh).toBeFocused();
  const lists = watchRequests(page, 'GET', /\/api\/table\/masterBills$/);
  await page.keyboard.press('Enter');
  await expect.poll(() => lists).toEqual([expect.stringMatching(/\?page=1&limit=10$/)]);
  await expect(refresh).toBeFocused();
});

test('a number filter that is not a number gets a message and is not sent', async ({ page }) => {
  await page.goto('/admin/master-bills?page=1');
  await expect(rows(page)).toHaveCount(10);
  const list = /\/api\/table\/masterBills$/;
  await expectFilterRefused(page, 'Number', '12x', 'Enter a whole number, e.g. 42', list);
  await expect(page).toHaveURL(/\?page=1$/);
  // A bill's number is whole.
  await expectFilterRefused(page, 'Number', '1555.5', 'Enter a whole number, e.g. 42', list);
  await expect(page).toHaveURL(/\?page=1$/);
  // Grouped as the grid shows numbers, it is one: sent as the number.
  await page.getByPlaceholder('Filtrar por Number').fill('1,555');
  await expect(page).toHaveURL(/\?page=1&Number=1555$/);
  await expect(rows(page).first()).toContainText('1555');
});

test('a filter is read without the spaces around it, and a date as the grid shows it', async ({ page }) => {
  await page.goto('/admin/master-bills?page=1');
  await expect(rows(page)).toHaveCount(10);
  const session = page.getByPlaceholder('Filtrar por Session Code');
  // Spaces alone are no filter (they made an empty list, the box looking empty).
  await session.fill('   ');
  await session.press('Enter');
  await expect(page).toHaveURL(/\?page=1$/);
  await expect(rows(page)).toHaveCount(10);
  // A code pasted with a space after it finds what the code does.
  await session.fill('88R ');
  await session.press('Enter');
  await expect(page).toHaveURL(/\?page=1&SessionCode=88R$/);
  await expect(rows(page).first()).toContainText('88R');

  await page.goto('/admin/bill-calendar?page=1');
  await expect(rows(page)).toHaveCount(10);
  const shown = (await rows(page).first().locator('td span[title]').first().textContent()) ?? '';
  expect(shown).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  const date = page.getByPlaceholder('Filtrar por Date');
  await date.fill(shown);
  await date.press('Enter');
  await expect(page).toHaveURL(/&Date=\d{4}-\d{2}-\d{2}$/);
  await expect(rows(page).first().locator('td span[title]').first()).toHaveText(shown);
  await expectFilterRefused(
    page,
    'Date',
    'Apr 31, 2023',
    'Enter a date, e.g. 2023-04-09 or Apr 9, 2023',
    /\/api\/table\/billCalendar$/,
  );
});

test('an empty result says No data available', async ({ page }) => {
  await page.goto('/admin/master-bills?page=1&Title=x&StateCode=zz');
  await expect(page.getByText('No data available')).toBeVisible();
});

test('add: the new row is shown at once, without fetching the list again', async ({ page }) => {
  await page.goto('/admin/master-bills?page=1');
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Add New' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Create New MasterBills' })).toBeVisible();
  await expect(modal.getByText('Master Bill ID is assigned by the server.')).toBeVisible();
  await modal.getByLabel('State Code').fill('TX');
  await modal.getByLabel('Session Code').fill('89R');
  await modal.getByLabel('Type', { exact: true }).fill('HB');
  await modal.getByLabel('Number', { exact: true }).fill('4321');
  await modal.getByLabel('Title').fill('Relating to the testing of staff consoles.');
  await modal.getByLabel('Filed Date').fill('2025-02-03');
  await modal.getByLabel('Completed').check();
  const lists = watchRequests(page, 'GET', /\/api\/table\/masterBills$/);
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal).toBeHidden();
  await expect(toastWith(page, 'MasterBills record created')).toBeVisible();
  await expect(row(page, '100251')).toContainText('Relating to the testing of staff consoles.');
  await expect(rows(page).first()).toHaveAttribute('data-row-id', '100251');
  expect(lists).toEqual([]);
});

test('edit replaces the row; delete asks first and removes it', async ({ page }) => {
  await page.goto('/admin/master-bills?page=1');
  await page.getByRole('button', { name: 'Edit 100001' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Edit MasterBills' })).toBeVisible();
  await expect(modal.getByLabel('Master Bill ID')).toHaveJSProperty('readOnly', true);
  await modal.getByLabel('Title').fill('Relating to an edited title.');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(modal).toBeHidden();
  await expect(row(page, '100001')).toContainText('Relating to an edited title.');

  await page.getByRole('button', { name: 'Delete 100002' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Confirm Deletion' })).toBeVisible();
  await expect(dialog(page).getByText('Are you sure you want to delete this item?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, '100002')).toBeVisible();

  await page.getByRole('button', { name: 'Delete 100002' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, '100002')).toHaveCount(0);
  await expect(toastWith(page, 'MasterBills 100002 will be deleted')).toBeVisible();
  // Sent once the few seconds of Undo have passed.
  await expect(toastWith(page, 'MasterBills 100002 deleted')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(row(page, '100001')).toContainText('Relating to an edited title.');
  await expect(row(page, '100002')).toHaveCount(0);
});

test('an edit saved from the keyboard gives the focus back to the row’s Edit button', async ({ page }) => {
  await page.goto('/admin/master-bills?page=1');
  const edit = page.getByRole('button', { name: 'Edit 100001' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const modal = dialog(page);
  await modal.getByLabel('Title').fill('Relating to a title saved from the keyboard.');
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  // Once the save has answered too: the row's controls are the same elements before and after.
  await expect(row(page, '100001')).toContainText('Relating to a title saved from the keyboard.');
  await expect(row(page, '100001')).not.toHaveAttribute('aria-busy', 'true');
  await expect(edit).toBeFocused();
});

test('bad input: a message at the field, and nothing is sent', async ({ page }) => {
  await page.goto('/admin/master-bills?page=1');
  const sent = watchRequests(page, 'POST', /\/api\/table\/masterBills\/add$/);
  await page.getByRole('button', { name: 'Add New' }).click();
  const modal = dialog(page);
  await modal.getByLabel('Number', { exact: true }).fill('forty-two');
  await modal.getByLabel('Author ID').fill('12.5.1');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByText('Enter a whole number, e.g. 42')).toHaveCount(2);
  await expect(modal.getByLabel('Number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByLabel('Number', { exact: true })).toBeFocused();
  await expect(modal.getByRole('alert')).toContainText('2 fields need attention. Nothing was sent.');
  await modal.getByLabel('Number', { exact: true }).fill('42');
  await expect(modal.getByText('Enter a whole number, e.g. 42')).toHaveCount(1);
  // An identifier is a whole number.
  await modal.getByLabel('Author ID').fill('3.5');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByLabel('Author ID')).toHaveAccessibleDescription('Enter a whole number, e.g. 42');
  await modal.getByLabel('Author ID').fill('');
  // Over the contract's length: the limit and the length in words, not the schema library's; said
  // with the other fields' problems, not once they are mended.
  await modal.getByLabel('Title').fill('x'.repeat(4001));
  await modal.getByLabel('Number', { exact: true }).fill('4x');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByLabel('Title')).toHaveAccessibleDescription(
    'Enter at most 4,000 characters (this has 4,001)',
  );
  await expect(modal.getByLabel('Number', { exact: true })).toHaveAccessibleDescription(
    'Enter a whole number, e.g. 42',
  );
  await expect(modal.getByRole('alert')).toContainText('2 fields need attention. Nothing was sent.');
  expect(sent).toEqual([]);
});

test('the add form leaves no gap: its full-width fields follow the short ones, in the order Tab takes', async ({
  page,
}) => {
  await page.goto('/admin/contributions?page=1');
  await page.getByRole('button', { name: 'Add New' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Create New Contributions' })).toBeVisible();
  const fields = await modal.locator('.record-form-grid > .field').evaluateAll((els) =>
    els.map((e) => ({
      label: e.querySelector('label')?.textContent ?? '',
      top: e.getBoundingClientRect().top,
      wide: e.classList.contains('field-span-full'),
    })),
  );
  const firstWide = fields.findIndex((f) => f.wide);
  expect(fields[firstWide]?.label).toBe('Contribution Description');
  expect(fields.slice(firstWide).every((f) => f.wide)).toBe(true);
  // Seen top to bottom in the order the fields come, which is the order Tab takes.
  const tops = fields.map((f) => f.top);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await expect(modal.getByLabel('State', { exact: true })).toBeFocused();
});

test('a failing server: the error in words, the input kept and reopened for a retry', async ({
  page,
  mock,
}) => {
  await page.goto('/admin/master-bills?page=1');
  await mock.fail('/api/table/masterBills/100003', {
    method: 'PATCH',
    status: 503,
    message: 'The database is in maintenance mode',
  });
  await page.getByRole('button', { name: 'Edit 100003' }).click();
  await dialog(page).getByLabel('Title').fill('Relating to a title that must not be lost.');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog(page)).toBeHidden();
  const failure = toastWith(page, 'Could not save MasterBills 100003');
  await expect(failure).toContainText('The database is in maintenance mode');
  await expect(row(page, '100003')).not.toContainText('must not be lost');

  await failure.getByRole('button', { name: 'Reopen' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Edit MasterBills' })).toBeVisible();
  await expect(modal.getByRole('alert')).toContainText('The database is in maintenance mode');
  await expect(modal.getByLabel('Title')).toHaveValue('Relating to a title that must not be lost.');
  // The keyboard is in the form again, on its first field (not on the dialog's frame).
  await expect(modal.locator('[data-autofocus]')).toBeFocused();

  await mock.clearFaults();
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(row(page, '100003')).toContainText('Relating to a title that must not be lost.');
});

test('input kept by a failed save is not lost to a reload without asking; closed, it is let go', async ({
  page,
  mock,
}) => {
  await page.goto('/admin/master-bills?page=1');
  await mock.fail('/api/table/masterBills/100003', { method: 'PATCH', status: 503, message: 'Maintenance' });
  await page.getByRole('button', { name: 'Edit 100003' }).click();
  await dialog(page).getByLabel('Title').fill('Typed, then refused');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  const failure = toastWith(page, 'Could not save MasterBills 100003');
  await expect(failure).toContainText('Your input is kept.');
  // The browser's own question, as for a form with typed changes; staying keeps the page.
  expect(await closeAsking(page)).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  // Closed by the user, the toast holds nothing any more: the tab closes without a question.
  const close = failure.getByRole('button', { name: 'Close toast' });
  // A target of 24 px at least (WCAG 2.5.8), as laid out: the toast's entry animation scales it
  // for a moment (a bounding box then read 23.999).
  const size = await close.evaluate((el: HTMLElement) => Math.min(el.offsetWidth, el.offsetHeight));
  expect(size).toBeGreaterThanOrEqual(24);
  await close.click();
  await expect(failure).toBeHidden();
  let asked = false;
  page.once('dialog', (d) => {
    asked = true;
    void d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toBe(false);
});

test('Reopen after leaving the manager returns to the list it was on, with the form', async ({
  page,
  mock,
}) => {
  await page.goto('/admin/master-bills?page=2&limit=25');
  await mock.fail('/api/table/masterBills/100030', { method: 'PATCH', status: 503, message: 'Maintenance' });
  await page.getByRole('button', { name: 'Edit 100030' }).click();
  await dialog(page).getByLabel('Title').fill('Kept while away');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  const failure = toastWith(page, 'Could not save MasterBills 100030');
  await expect(failure).toContainText('Maintenance');
  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
  await failure.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog(page).getByLabel('Title')).toHaveValue('Kept while away');
  await expect(dialog(page).locator('[data-autofocus]')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/master-bills\?.*page=2/);
  await expect(page).toHaveURL(/limit=25/);
  await expect(page.getByText(/^Page 2 of /)).toBeVisible();
});

test('a failing list shows the error and recovers', async ({ page, mock }) => {
  // Until cleared: the route's loader fetches a deep link's rows, and a call that failed before
  // the screen mounted is asked once more on mount (see load-failures.spec.ts).
  await mock.fail('/api/table/masterBills', { method: 'GET', status: 500, message: 'Upstream timeout' });
  await page.goto('/admin/master-bills?page=1');
  await expect(page.getByRole('alert')).toContainText('Could not load MasterBills: Upstream timeout');
  await mock.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page)).toHaveCount(10);
});

test('CSV export: every page of the filtered list', async ({ page }) => {
  await page.goto('/admin/master-bills?page=1&StateCode=la');
  await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^master-bills-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path()) as string, 'utf8')).replace(/^\ufeff/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]?.startsWith('StateCode,SessionCode,Type,Number,AuthorId,Title')).toBe(true);
  expect(lines).toHaveLength(1 + 29);
  expect(lines.slice(1).every((l) => l.startsWith('LA,'))).toBe(true);
  await expect(toastWith(page, 'Exported 29 rows')).toBeVisible();
});

test('axe: no serious or critical violation, with the table and with a modal open', async ({ page }) => {
  test.setTimeout(90_000); // four full-page axe runs
  await expectAccessible(page);
  await page.goto('/admin/master-bills?page=1');
  await expect(rows(page)).toHaveCount(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(dialog(page).getByLabel('State Code')).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add New' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete 100001' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
});

test.describe('times in the viewer’s zone', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('a datetime is edited in the zone the list shows it in, and sent as the same instant', async ({
    page,
  }) => {
    await page.route(/\/api\/table\/billComments(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const answer = await response.json();
      answer.data[0].CreatedAt = '2024-07-04T15:05:00Z';
      await route.fulfill({ response, json: answer });
    });
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /\/api\/table\/billComments\/\d+/.test(r.url()))
        sent.push(r.postDataJSON());
    });
    await page.goto('/admin/bill-comments?page=1');
    const first = rows(page).first();
    await expect(first).toContainText('Jul 4, 2024, 10:05 AM CDT');

    await first.getByRole('button', { name: /^Edit/ }).click();
    const createdAt = dialog(page).getByLabel('Created At');
    await expect(createdAt).toHaveValue('2024-07-04T10:05');
    await expect(createdAt).toHaveAccessibleDescription('Your time zone: Central Time');
    await dialog(page).getByLabel('Comment', { exact: true }).fill('A comment, its time as it was.');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.CreatedAt).toBe('2024-07-04T15:05:00Z');

    await first.getByRole('button', { name: /^Edit/ }).click();
    await dialog(page).getByLabel('Created At').fill('2024-07-04T11:30:00');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]?.CreatedAt).toBe('2024-07-04T16:30:00Z');
  });
});

test('back from another tab, the list is read again: an Edit sends no older values over that tab’s change', async ({
  page,
  context,
}) => {
  await page.goto('/admin/master-bills?page=1');
  const other = await context.newPage();
  await other.goto('/admin/master-bills?page=1');
  await other.getByRole('button', { name: 'Edit 100002' }).click();
  await dialog(other).getByLabel('Title').fill('Relating to a title changed in the other tab.');
  await dialog(other).getByRole('button', { name: 'Save Changes' }).click();
  await expect(row(other, '100002')).toContainText('Relating to a title changed in the other tab.');
  await other.close();

  // This tab comes back into view.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(row(page, '100002')).toContainText('Relating to a title changed in the other tab.');
  await page.getByRole('button', { name: 'Edit 100002' }).click();
  await expect(dialog(page).getByLabel('Title')).toHaveValue('Relating to a title changed in the other tab.');
});

test('offline, a save fails in words at once, the input kept; it is not held until the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/admin/master-bills?page=1');
  await expect(row(page, '100003')).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  await dialog(page).getByLabel('Title').fill('Typed while offline.');
  await context.setOffline(true);
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  const failure = toastWith(page, 'Could not create');
  await expect(failure).toContainText('Could not reach the server');
  await failure.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog(page).getByLabel('Title')).toHaveValue('Typed while offline.');
  await context.setOffline(false);
});

test('offline, the console says so; a page asked for meanwhile loads when the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/admin/master-bills?page=1');
  await expect(row(page, '100003')).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(note).toHaveCount(0);
  await context.setOffline(true);
  await expect(note).toHaveText(
    'You are offline. Lists and screens load when the connection is back; a save made now fails, with your input kept.',
  );
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await context.setOffline(false);
  await expect(note).toHaveCount(0);
  await expect(page.locator('.pager-range')).toHaveText(/^Rows 11–20 of /);
  await expect(row(page, '100011')).toBeVisible();
});

test.describe('times in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('the form names the zone as the list does: UTC, not GMT+00:00', async ({ page }) => {
    await page.goto('/admin/bill-comments?page=1');
    await expect(rows(page).first()).toContainText(/ UTC/);
    await rows(page).first().getByRole('button', { name: /^Edit/ }).click();
    await expect(dialog(page).getByLabel('Created At')).toHaveAccessibleDescription('Your time zone: UTC');
  });
});
