// The table manager and an address typed by hand or kept from before: what its list cannot use is
// left out, said in words, and replaced in the address; the screen never breaks and never keeps
// the tab on a list it cannot show.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { rows, watchRequests } from './tables-helpers';

const leftOutNote = (page: Page) => page.locator('.dataset-left-out');

test('a sort given twice or as an object is dropped, not a broken screen', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await page.goto('/admin/master-bills?page=1&sort=Title&sort=Number');
  await expect(page.getByRole('heading', { level: 1, name: 'MasterBills Management' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1$/);
  await expect(page.getByRole('button', { name: 'Clear sort' })).toHaveCount(0);

  await page.goto('/admin/tasks?page=1&sort=%7B%22a%22%3A1%7D');
  await expect(rows(page)).toHaveCount(10);
  await expect(page).toHaveURL(/\/admin\/tasks\?page=1$/);
});

test('a page size or page it does not take shows a list, says why, and is not remembered', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await page.goto('/admin/master-bills?page=1&limit=1000');
  await expect(rows(page)).toHaveCount(10);
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1$/);
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(leftOutNote(page)).toContainText('limit=1000: rows per page are 10, 25, 50 or 100.');
  // The menu brings the tab back to the list it showed, not to the address it was given.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'States Actions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'States Management' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'MasterBills Actions', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1$/);
  await expect(rows(page)).toHaveCount(10);
  await expect(leftOutNote(page)).toHaveCount(0);

  // Page 0, 1.5 or a word: a list was asked for, so page 1, said.
  await page.goto('/admin/plans?page=0');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans Management' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/plans\?page=1$/);
  await expect(page.getByText(/^Could not load/)).toHaveCount(0);
  await expect(leftOutNote(page)).toContainText('page=0: pages are numbered from 1.');

  // A size staff cannot choose is not used while the select says another.
  await page.goto('/admin/master-bills?page=1&limit=7');
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1$/);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(leftOutNote(page)).toContainText('limit=7: rows per page are 10, 25, 50 or 100.');
  // A sort of more than four columns, said too.
  await page.goto('/admin/master-bills?page=1&sort=Title,Type,Number,StateCode,SessionCode');
  await expect(leftOutNote(page)).toContainText('a sort is one to four columns');
});

test('spaces around a filter in an address are dropped in place: one list, and Back leaves', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  const lists = watchRequests(page, 'GET', /\/api\/table\/masterBills$/);
  await page.goto('/admin/master-bills?page=1&Type=%20SB%20');
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1&Type=SB$/);
  await expect(page.getByPlaceholder('Filtrar por Type')).toHaveValue('SB');
  await expect(rows(page).first()).toContainText('SB');
  expect(lists.every((u) => /[?&]Type=SB(&|$)/.test(u))).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('filters it does not have, or values they cannot send, are named, not silently dropped', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await page.goto('/admin/master-bills?page=1&Bogus=1&Number=abc&StateCode=TX&StateCode=OH');
  const note = leftOutNote(page);
  await expect(note).toContainText('Bogus=1: MasterBills has no filter Bogus.');
  await expect(note).toContainText('Number=abc: enter a whole number, e.g. 42.');
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1$/);
  await expectAccessible(page);
  await expect(page.getByText('Rows 1–10 of 250', { exact: true })).toBeVisible();
  // The note goes with the list it was about.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(note).toHaveCount(0);
});

test('a whole number of 20 digits stays the number it is in the address', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  const calls = watchRequests(page, 'GET', /\/api\/table\/masterBills$/);
  await page.goto('/admin/master-bills?page=1&Number=12345678901234567890');
  await expect(page.locator('#filter-Number')).toHaveValue('12345678901234567890');
  await expect(page.getByText('No data available')).toBeVisible();
  expect(new URL(page.url()).search).toBe('?page=1&Number=12345678901234567890');
  expect(calls.at(-1)).toContain('Number=12345678901234567890');
  await expect(leftOutNote(page)).toHaveCount(0);
});

test('a page past the end of an empty list reads as page 1, not "Page 3 of 0"', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await page.goto('/admin/master-bills?page=3&StateCode=ZZ');
  await expect(page.getByText('No data available')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/master-bills\?page=1&StateCode=ZZ$/);
  await expect(page.getByText(/Page \d+ of 0/)).toHaveCount(0);
  await expect(leftOutNote(page)).toContainText('page=3: the list has no rows.');
});

test('a page past the last in an address shows the last, and says so', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await page.goto('/admin/contributions?page=9999');
  await expect(page).toHaveURL(/\/admin\/contributions\?page=320$/);
  await expect(page.getByText('Page 320 of 320', { exact: true })).toBeVisible();
  await expect(leftOutNote(page)).toContainText('page=9999: the list has 320 pages; its last is shown.');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(leftOutNote(page)).toHaveCount(0);
});

test('a filter longer than the contract takes is refused at the field, and nothing is sent', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/tasks?page=1');
  await expect(rows(page)).toHaveCount(10);
  const calls = watchRequests(page, 'GET', /\/api\/table\/tasks$/);
  const title = page.locator('#filter-Title');
  await title.fill('x'.repeat(4001));
  await title.press('Enter');
  await expect(page.getByText('Enter at most 4,000 characters')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);
  await expect(page).toHaveURL(/\/admin\/tasks\?page=1$/);
});
