// The manager on datasets of other shapes: memberCounties (a composite key the user gives) and
// billSponsors (a 64-bit FtmEid that must survive above 2^53 exactly).

import { seedTable } from '../../mocks/seed/tables';
import type { DatasetConfig } from '../../src/api/gen/registry/datasets';
import { datasets } from '../../src/api/gen/registry/datasets';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dialog, rawAnswer, row, rows, toastWith, watchRequests } from './tables-helpers';

const ds = (key: string) => datasets.find((d) => d.key === key) as DatasetConfig;

test.describe('memberCounties (composite key)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'demo', 'demo', '/admin/member-counties?page=1&MemberId=1001');
  });

  test('filters by a number, edits and deletes a row keyed by three columns', async ({ page }) => {
    await expect(rows(page)).toHaveCount(1);
    const county = seedTable(ds('memberCounties')).find((r) => r.MemberId === 1001)?.CountyName as string;
    await expect(row(page, 'TX~89R~1001')).toContainText(county);

    await page.getByRole('button', { name: 'Edit TX · 89R · 1001' }).click();
    const modal = dialog(page);
    for (const key of ['State Code', 'Session Code', 'Member ID'])
      await expect(modal.getByLabel(key)).toHaveJSProperty('readOnly', true);
    await modal.getByLabel('County Name').fill('Hays');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(row(page, 'TX~89R~1001')).toContainText('Hays');

    // Named as staff read a composite key, its values apart (a screen reader read the id's '~').
    await row(page, 'TX~89R~1001').locator('td').nth(2).click();
    await expect(page.getByRole('heading', { name: 'MemberCounties TX · 89R · 1001' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete TX · 89R · 1001' }).click();
    await expect(dialog(page).getByText('TX', { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No data available')).toBeVisible();
  });

  test('add: the key is required; a duplicate is refused by the server and the input reopened', async ({
    page,
  }) => {
    const sent = watchRequests(page, 'POST', /\/api\/table\/memberCounties\/add$/);
    await page.getByRole('button', { name: 'Add New' }).click();
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Create New MemberCounties' })).toBeVisible();
    await modal.getByLabel('State Code').fill('TX');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Session Code is required')).toBeVisible();
    await expect(modal.getByText('Member ID is required')).toBeVisible();
    expect(sent).toEqual([]);
    // A '~' in a part of the key would make the record's id (its parts joined by '~') ambiguous.
    await modal.getByLabel('Session Code').fill('89~R');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(
      modal.getByText("Remove the “~”: it separates the parts of a MemberCounties record's key"),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await modal.getByLabel('Session Code').fill('89R');
    await modal.getByLabel('Member ID').fill('1001');
    await modal.getByLabel('County Name').fill('Williamson');
    await modal.getByRole('button', { name: 'Create' }).click();
    const failure = toastWith(page, 'Could not create the MemberCounties record');
    await expect(failure).toContainText(
      'A MemberCounties record with State Code TX, Session Code 89R, Member ID 1001 exists already',
    );
    await failure.getByRole('button', { name: 'Reopen' }).click();
    await expect(modal.getByLabel('County Name')).toHaveValue('Williamson');
    await expect(modal.getByRole('alert').first()).toContainText('exists already');
    await modal.getByLabel('Member ID').fill('999001');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(toastWith(page, 'MemberCounties record created')).toBeVisible();
    expect(sent).toHaveLength(2);
    // The list shown is MemberId 1001's: the new record is not passed off as one of its rows.
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'TX~89R~999001')).toHaveCount(0);
    await expect(page.getByText(/^Rows 1–1 of 1$/)).toBeVisible();
    await page.goto('/admin/member-counties?page=1&MemberId=999001');
    await expect(row(page, 'TX~89R~999001')).toContainText('Williamson');
  });
});

test.describe('billSponsors (64-bit FtmEid)', () => {
  const sponsor = seedTable(ds('billSponsors')).find(
    (r) => typeof r.FtmEid === 'string' && BigInt(r.FtmEid) > 2n ** 53n,
  );
  const id = String(sponsor?.SponsorId);

  test('an FtmEid above 2^53 round-trips exactly through edit', async ({ page }) => {
    expect(sponsor).toBeDefined();
    await signIn(page, 'demo', 'demo', `/admin/bill-sponsors?page=1&MasterBillId=${sponsor?.MasterBillId}`);
    await page.getByRole('button', { name: `Edit ${id}` }).click();
    const ftm = dialog(page).getByLabel('FTM EID');
    await expect(ftm).toHaveValue(String(sponsor?.FtmEid));

    await ftm.fill('9223372036854775807');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Changes saved')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: `Edit ${id}` }).click();
    await expect(dialog(page).getByLabel('FTM EID')).toHaveValue('9223372036854775807');
    expect(
      await rawAnswer(page, `/api/table/billSponsors?page=1&limit=10&MasterBillId=${sponsor?.MasterBillId}`),
    ).toContain('"FtmEid":"9223372036854775807"');
    await expectAccessible(page);
  });

  test('a 64-bit input takes digits only', async ({ page }) => {
    await signIn(page, 'demo', 'demo', `/admin/bill-sponsors?page=1&MasterBillId=${sponsor?.MasterBillId}`);
    const sent = watchRequests(page, 'PATCH', /\/api\/table\/billSponsors\//);
    await page.getByRole('button', { name: `Edit ${id}` }).click();
    const ftm = dialog(page).getByLabel('FTM EID');
    await ftm.fill('9.2e18');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      dialog(page).getByText('Digits only: a whole number, no spaces or separators'),
    ).toBeVisible();
    await ftm.fill('9223372036854775808');
    await expect(
      dialog(page).getByText('Too large for a 64-bit number (at most 9223372036854775807)'),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test.describe('billHistory (keyed by MasterBillId alone, SPEC §3)', () => {
  test('rows a server sends with one key are each shown, and the page says what that key means', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'demo', '/admin/bill-history?page=1');
    const note = page.getByText(/^Rows of this page share a key/);
    await expect(rows(page)).toHaveCount(10);
    await expect(note).toHaveCount(0);

    // A real server holds several history rows of one bill; the mock keeps one per key.
    await page.route('**/api/table/billHistory?*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown>[] };
      const [first, ...rest] = body.data;
      body.data = [
        first ?? {},
        { ...first, ActionCode: 'H2' },
        { ...first, ActionCode: 'H3' },
        ...rest.slice(0, 4),
      ];
      await route.fulfill({ response: res, json: body });
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const first = String(seedTable(ds('billHistory'))[0]?.MasterBillId);
    await expect(row(page, first)).toHaveCount(3);
    for (const code of ['H2', 'H3']) await expect(row(page, first).filter({ hasText: code })).toHaveCount(1);
    await expect(note).toHaveText(
      `Rows of this page share a key (Master Bill ID ${first}): BillHistory tells its records apart by Master Bill ID alone, so those rows are selected together, and Edit, Delete and the record view act on the one the server finds by that key.`,
    );
    await expectAccessible(page);
  });
});
