// Related records: a master bill's sections hold its own rows only, a reference opens its record
// and Back returns, a section opens the filtered manager, a failing section says why, the palette
// opens a record by its key, axe.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { rows } from './tables-helpers';

const section = (page: Page, name: string) =>
  page
    .locator('aside.record-panel section.related')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}\\b`) }) });

/** One column of a related section's rows, by its header. */
async function column(page: Page, name: string, header: string): Promise<string[]> {
  const s = section(page, name);
  const heads = (await s.locator('thead th').allTextContents()).map((t) => t.trim());
  const at = heads.indexOf(header);
  expect(at, `${name} shows a ${header} column`).toBeGreaterThanOrEqual(0);
  return s.locator(`tbody td:nth-child(${at + 1})`).allTextContents();
}

test('a master bill shows its history, sponsors and versions, of that bill only', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?record=100001');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/table\/\w+\?/.test(r.url())) calls.push(r.url());
  });
  await page.reload();
  for (const name of ['BillSponsors', 'BillHistory', 'BillVersions', 'BillSubjects']) {
    await expect(section(page, name).locator('tbody tr').first()).toBeVisible();
    if (name === 'BillVersions') {
      // Its viewer shows the bill as Type and Number: HJR 45 is bill 100001.
      for (const t of await column(page, name, 'Type')) expect(t, name).toBe('HJR');
      for (const n of await column(page, name, 'Number')) expect(n, name).toBe('45');
    } else for (const id of await column(page, name, 'Master Bill ID')) expect(id, name).toBe('100001');
  }
  await expect(section(page, 'BillSponsors').locator('.related-count')).toHaveText(/^\d+$/);
  // Each section asked for exactly this bill: equality, never 1000010 or 10000.
  const related = calls.filter((u) => /MasterBillId=/.test(u));
  expect(related.length).toBeGreaterThan(5);
  for (const u of related) expect(new URL(u).searchParams.get('MasterBillId')).toBe('100001');
});

test('a reference opens the record it names, with its name beside it; Back returns', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?record=100001');
  const panel = page.locator('aside.record-panel');
  const state = panel.getByRole('link', { name: /^States 43, Texas$/ });
  await expect(state).toBeVisible();
  await state.click();
  await expect(page).toHaveURL(/\/admin\/states\?record=43$/);
  await expect(page.getByRole('heading', { level: 1, name: 'States Management' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'States 43' })).toBeVisible();
  // The menu shows where the reference went.
  const menuEntry = (name: string) =>
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
  await expect(menuEntry('States Actions')).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/master-bills\?record=100001$/);
  await expect(page.getByRole('complementary', { name: 'MasterBills 100001' })).toBeVisible();

  // A row of a related section opens its own record.
  await section(page, 'BillSponsors').locator('tbody a').first().click();
  await expect(page).toHaveURL(/\/admin\/bill-sponsors\?record=\d+$/);
  await expect(
    page.locator('aside.record-panel').getByRole('link', { name: /^MasterBills 100001, HJR 45$/ }),
  ).toBeVisible();
});

test('a bill’s author opens the member, whose record lists the bills they authored and sponsor', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?record=100001');
  const author = page.locator('aside.record-panel').getByRole('link', { name: /^Members \d+, \S/ });
  await expect(author).toBeVisible();
  const id = /^Members (\d+),/.exec(
    (await author.getAttribute('aria-label')) ?? (await author.textContent()) ?? '',
  )?.[1];
  await author.click();
  await expect(page).toHaveURL(new RegExp(`/admin/members\\?record=${id}$`));
  const bills = section(page, 'MasterBills');
  await expect(bills.locator('tbody tr').first()).toBeVisible();
  expect(await column(page, 'MasterBills', 'Master Bill ID')).toContain('100001');
  // And the bills they sponsor (a sponsor's PeopleId is a member too).
  await expect(section(page, 'BillSponsors')).toBeVisible();
  // Its full list: the bills manager, filtered on the author.
  await bills.getByRole('link', { name: /MasterBills Management$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/master-bills\\?page=1&AuthorId=${id}$`));
  await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Author ID')).toHaveValue(id ?? '');
});

test('a reference to a record named only by numbers says what each number is', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/track-alerts?page=1');
  await page.locator('tbody tr[data-row-id]').first().locator('td').nth(2).click();
  // Items Tracked are titled by ItemType and ItemID.
  const tracked = page
    .locator('aside.record-panel .ref-value')
    .filter({ has: page.locator('a[aria-label^="Items Tracked"]') });
  await expect(tracked.locator('.ref-name')).toHaveText(/^Item Type \d+, Item ID \d+$/);
});

test('a value that refers to nothing says so', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
  // A bill whose StateId refers to no state.
  await page.getByRole('button', { name: 'Edit 100002' }).click();
  await page.getByRole('dialog').getByLabel('State ID').fill('9999');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await page.goto('/admin/master-bills?record=100002');
  await expect(page.locator('aside.record-panel')).toContainText('no such States record');
});

test('a section opens the whole list in its manager, filtered; the URL carries it', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?record=100001');
  // By keyboard: the link leaves with the record view, and the focus arrives at the new screen.
  await section(page, 'BillSponsors')
    .getByRole('link', { name: /BillSponsors Management$/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/bill-sponsors\?page=1&MasterBillId=100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BillSponsors Management' })).toBeFocused();
  await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Master Bill ID')).toHaveValue(
    '100001',
  );
  await expect(rows(page).first()).toBeVisible();
  const heads = (await page.locator('thead th').allTextContents()).map((t) => t.trim());
  const at = heads.indexOf('Master Bill ID');
  for (const t of await rows(page)
    .locator(`td:nth-child(${at + 1})`)
    .allTextContents())
    expect(t).toBe('100001');
});

test('a section listing records of the same dataset opens that list with the focus on the screen, not lost', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/teams?page=1&record=1');
  await section(page, 'Teams').getByRole('link', { name: 'Open in Teams Management' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/teams\?page=1&ParentId=1$/);
  await expect(page.locator('aside.record-panel')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Teams Management' })).toBeFocused();
  // From there the keyboard goes on into the screen.
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).not.toBeFocused();
});

test('a reference whose record could not be read says so, not a bare number', async ({ page, mock }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills');
  await mock.fail('/api/table/states/43', {
    status: 503,
    message: 'States are being rebuilt',
    method: 'GET',
  });
  await page.goto('/admin/master-bills?record=100001');
  const state = page.locator('aside.record-panel .ref-value').filter({ hasText: /^43/ });
  // After the client's own retries.
  await expect(state).toContainText('name not loaded', { timeout: 15_000 });
  await expect(state.locator('[title]')).toHaveAttribute('title', /States are being rebuilt/);
});

test('a failing section says why and leaves the others be', async ({ page, mock }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills');
  await mock.fail('/api/table/billSponsors', {
    status: 500,
    message: 'Sponsors are being rebuilt',
    method: 'GET',
  });
  await page.goto('/admin/master-bills?record=100001');
  await expect(section(page, 'BillSponsors').getByRole('alert')).toContainText(
    'Could not load BillSponsors: Sponsors are being rebuilt',
  );
  await expect(section(page, 'BillHistory').locator('tbody tr').first()).toBeVisible();
  // The console's failure box: Try again is a button at its end, wherever the words end.
  await mock.fail('/api/table/billVersions', {
    status: 500,
    message: 'Versions are being rebuilt from the state sites, which takes a while; try again later',
    method: 'GET',
  });
  await page.reload();
  const retry = (name: string) => section(page, name).getByRole('button', { name: 'Try again' });
  await expect(retry('BillVersions')).toBeVisible();
  await expect(retry('BillSponsors')).toBeVisible();
  const right = async (name: string) => {
    const box = await retry(name).boundingBox();
    return Math.round((box?.x ?? 0) + (box?.width ?? 0));
  };
  expect(await right('BillSponsors')).toBe(await right('BillVersions'));
  await mock.clearFaults();
  // From the keyboard: the button goes with the failure, the focus to the section's heading.
  await section(page, 'BillSponsors').getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(section(page, 'BillSponsors').locator('tbody tr').first()).toBeVisible();
  await expect(section(page, 'BillSponsors').getByRole('heading', { name: /^BillSponsors/ })).toBeFocused();
});

test('a related row’s link is written as the address it opens (the key not in quotes)', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?record=100002');
  const link = section(page, 'BillSponsors').locator('tbody a').first();
  await expect(link).toHaveAttribute('href', /[?&]record=\d+$/);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/bill-sponsors\?.*record=\d+$/);
});

test('the palette opens a record by its key, and a bill by its name, state and session', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  const box = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.fill('100005');
  await expect(page.getByRole('option').first()).toContainText('Open MasterBill 100005');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/master-bills\?record=100005$/);
  await expect(page.getByRole('complementary', { name: 'MasterBills 100005' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.fill('HB 2095 TX 88R');
  await expect(page.getByRole('option').first()).toContainText('Open MasterBill HB 2095 (TX 88R)');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/master-bills\?record=100004$/);

  await page.keyboard.press('Control+k');
  await box.fill('HB 99999 TX 88R');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'No bill HB 99999 in TX 88R.' })).toBeVisible();
  // The query stays, to be corrected there.
  await expect(box).toHaveValue('HB 99999 TX 88R');

  // A record only by a key its dataset can have: a state's is its number, not its code.
  await box.fill('States 43');
  await expect(page.getByRole('option').first()).toHaveText(/Open States 43/);
  await box.fill('States TX');
  await expect(page.getByRole('option', { name: /Open States TX/ })).toHaveCount(0);
  await expect(page.getByRole('option').first()).toContainText('States');
});

test('the palette opens a record over the list the tab has for its dataset, as a reference does', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=2&StateCode=OH');
  await expect(page.getByText('Rows 11–20 of 24', { exact: true })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.fill('100005');
  await expect(page.locator('.palette-root').getByRole('option').first()).toContainText(
    'Open MasterBill 100005',
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=2&StateCode=OH&record=100005$/);
  await expect(page.getByRole('complementary', { name: 'MasterBills 100005' })).toBeVisible();
  await expect(page.getByText('Rows 11–20 of 24', { exact: true })).toBeVisible();
});

test('a related row’s link is on what tells the rows apart, not on this record’s own number', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?record=100001');
  const links = section(page, 'BillSubjects').locator('tbody td:first-child a');
  await expect(links.first()).toBeVisible();
  // BillSubjects is keyed by MasterBillId and SubjectCode: every row shares the first, and the
  // second refers to a subject (and is a link to it): the row's record has an Open of its own.
  for (const link of await links.all()) {
    await expect(link).toHaveText('Open');
    await expect(link).toHaveAccessibleName(/^Open BillSubjects 100001 · [A-Z]+$/);
  }
  await expect(
    section(page, 'BillSubjects')
      .getByRole('link', { name: /^Subject [A-Z]+$/ })
      .first(),
  ).toBeVisible();
  // A key of its own that refers to nothing is the link, named with what it shows (label in name)
  // and the record it opens.
  const versions = section(page, 'BillVersions').locator('tbody a');
  for (const link of await versions.all()) {
    const shown = ((await link.textContent()) ?? '').trim();
    await expect(link).toHaveAccessibleName(
      new RegExp(`^${shown}, BillVersions ${shown}$|^BillVersions ${shown}$`),
    );
  }
  await links.first().click();
  await expect(page).toHaveURL(/\/admin\/bill-subjects\?record=100001(~|%7E)[A-Z]/);
  // A row whose key is not shown opens from an Open of its own, named with the record it opens.
  await page.goto('/admin/master-bills?record=100003');
  await expect(section(page, 'BillHistory').locator('tbody a').first()).toHaveAccessibleName(
    /^Open BillHistory \d+$/,
  );
});

test('what a related row refers to besides this record is a link to it: a subject’s bills, one step further', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/subject?record=MILT');
  const bills = section(page, 'BillSubjects').getByRole('link', { name: /^MasterBills \d+$/ });
  await expect(bills.first()).toBeVisible();
  const id = ((await bills.first().textContent()) ?? '').trim();
  // The row's own link is its Open (its Master Bill ID would read as a link to the bill: it is one).
  await expect(
    section(page, 'BillSubjects').getByRole('link', { name: `Open BillSubjects ${id} · MILT` }),
  ).toBeVisible();
  // The subject the rows share is not linked again in each row.
  await expect(section(page, 'BillSubjects').getByRole('link', { name: /^Subject / })).toHaveCount(0);
  await bills.first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/master-bills\\?record=${id}$`));
  await expect(page.getByRole('complementary', { name: `MasterBills ${id}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('complementary', { name: 'Subject MILT' })).toBeVisible();
});

test('a related row’s link comes first and is not on a reference; numbers align right; a field is named by its label', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?record=100002');
  const firstHeader = async (name: string) =>
    (await section(page, name).locator('thead th').first().textContent())?.trim();
  for (const name of ['BillHistory', 'BillVersions', 'BillSponsors']) {
    const rowsOf = section(page, name).locator('tbody tr');
    await expect(rowsOf.first()).toBeVisible();
    for (const tr of await rowsOf.all())
      await expect(tr.locator('td').first().getByRole('link')).toHaveCount(1);
  }
  // BillHistory's key is this bill's own number: its link is an Open of its own, not on State Code.
  expect(await firstHeader('BillHistory')).toBe('Record');
  await expect(section(page, 'BillHistory').locator('tbody a').first()).toHaveText('Open');
  // BillVersions' key was its last column, beyond the section's width.
  expect(await firstHeader('BillVersions')).toBe('Bill Version ID');
  const number = section(page, 'BillSponsors').locator('tbody td.is-number').first();
  await expect(number).toHaveCSS('text-align', 'right');
  await expect(
    page.locator('aside.record-panel').getByRole('heading', { name: /^BillComments by Bill ID/ }),
  ).toBeVisible();
});

test('palette: a bill lookup closed by Esc takes the user nowhere; Tab opens nothing', async ({
  page,
  mock,
}) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
  await mock.config({ latencyMs: 1200 });
  await page.keyboard.press('Control+k');
  await box.fill('HB 2095 TX 88R');
  const answered = page.waitForResponse((r) => r.url().includes('/api/table/masterBills'));
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Looking for HB 2095' })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveCount(0);
  await answered;
  // The answer is read and checked in the page's next tasks: give it those, then look.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
  await expect(page).toHaveURL(/\/dashboard$/);

  await mock.config({ latencyMs: 0 });
  await page.keyboard.press('Control+k');
  await box.fill('members');
  await box.press('Tab');
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Ctrl+K does not open the palette over an open dialog', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/firms');
  await expect(page.getByRole('heading', { level: 1, name: 'Firms Management' })).toBeVisible();
  // Once opened, the palette's code is loaded: it would show within a frame of the key.
  const palette = page.getByRole('combobox', { name: 'Go to a screen or dataset' });
  await page.keyboard.press('Control+k');
  await expect(palette).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Firms' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(palette).toHaveCount(0);
  await expect(form).toBeVisible();
});

test('axe: no serious or critical violation with a record and its related sections', async ({ page }) => {
  test.slow(); // an axe run, on a machine shared by several test runs
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&record=100001');
  await expect(section(page, 'BillSponsors').locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('aside.record-panel [aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
});
