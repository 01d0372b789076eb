// Shared steps of the table manager's browser tests.
import type { Page } from '@playwright/test';
import { expect, type MockControl } from './fixtures';

/** The data rows of the results table (skeleton rows have no id). */
export const rows = (page: Page) => page.locator('tbody tr[data-row-id]');
export const row = (page: Page, id: string) => page.locator(`tbody tr[data-row-id="${id}"]`);

/** The open modal. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** A toast of the console (sonner). */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Saves MasterBills 100003 against a server that refuses it (503); returns the failure's toast. */
export async function failedSave(page: Page, mock: MockControl) {
  await mock.fail('/api/table/masterBills/100003', { method: 'PATCH', status: 503, message: 'Maintenance' });
  await page.getByRole('button', { name: 'Edit 100003' }).click();
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  const toast = toastWith(page, 'Could not save MasterBills 100003');
  await expect(toast).toBeVisible();
  return toast;
}

/** Every request whose method and path match, from now on. */
export function watchRequests(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

/** `value` typed into the filter `label` (and Enter pressed) is refused with `message` at the field,
 * and no list call leaves for `listPath`. */
export async function expectFilterRefused(
  page: Page,
  label: string,
  value: string,
  message: string,
  listPath: RegExp,
): Promise<void> {
  const sent = watchRequests(page, 'GET', listPath);
  const filter = page.getByPlaceholder(`Filtrar por ${label}`);
  await filter.fill(value);
  await expect(page.getByText(message)).toBeVisible();
  await filter.press('Enter');
  await page.waitForTimeout(600); // longer than the typing pause: a request would have left by now
  expect(sent).toEqual([]);
}

/** The raw text of an API answer, as the browser receives it (digits beyond 2^53 included). */
export async function rawAnswer(page: Page, path: string): Promise<string> {
  return page.evaluate(async (p) => {
    const s = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string };
    const res = await fetch(p, { headers: { Authorization: `Bearer ${s.accessToken}` } });
    return res.text();
  }, path);
}

/** The data cells of a column: `column` counts the dataset's columns from 1 (the first cell of a
 * row is its selection checkbox). */
export async function expectAllRows(
  page: Page,
  column: number,
  test: (text: string) => boolean,
): Promise<void> {
  // Retried: after a filter change the previous rows stay on screen until the new page arrives.
  await expect(async () => {
    const texts = await rows(page)
      .locator(`td:nth-child(${column + 1})`)
      .allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => !test(t))).toEqual([]);
  }).toPass({ timeout: 7_000 });
}
