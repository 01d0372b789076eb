// What changes on screen without the focus moving is said to a screen reader: the screen a menu
// link opened, the rows a filter or a page shows, the rows selected; tables are named.
import { expect, signIn, test } from './fixtures';
import { rows } from './tables-helpers';

test('a menu link that keeps the focus says the screen it opened', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  const link = page.getByRole('navigation').getByRole('link', { name: 'Run Tools', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Run Tools' })).toBeVisible();
  await expect(link).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Run Tools$/ })).toHaveCount(1);
});

test('a filter, a page and a selection are said in one status each', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
  const rowsSaid = page.getByRole('status').filter({ hasText: /^Rows / });
  await expect(rowsSaid).toHaveText(/^Rows 1–10 of 250, page 1 of 25$/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(rowsSaid).toHaveText('Rows 11–20 of 250, page 2 of 25');
  await page.getByPlaceholder('Filtrar por Type').fill('HJR');
  await page.keyboard.press('Enter');
  await expect(rowsSaid).toHaveText(/^Rows 1–\d+ of \d+, page 1 of \d+$/);
  await expect(rowsSaid).not.toHaveText(/of 250/);

  // The region is there before the first row is selected (one added with its text is not read).
  const selectedSaid = page.locator('.dataset-results > p[role="status"]');
  await expect(selectedSaid).toHaveText('');
  await rows(page).first().getByRole('checkbox').check();
  await expect(selectedSaid).toHaveText('1 selected');
});

test('the record view says a key is a key; the related and hearings tables are named', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&record=100003');
  const view = page.getByRole('complementary', { name: 'MasterBills 100003' });
  await expect(view.locator('dt').filter({ hasText: 'Master Bill ID' })).toHaveText('Master Bill ID, key');
  await expect(view.getByRole('table', { name: /^BillHistory/ })).toBeVisible();

  await page.goto('/transcripts');
  await expect(page.getByRole('table', { name: /hearings$/ })).toBeVisible();
});
