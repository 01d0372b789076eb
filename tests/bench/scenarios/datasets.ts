// The dataset manager (src/features/datasets): what the scenarios wait for.
import type { Page } from '@playwright/test';
import { needVisible } from './common.ts';

/** A data row of the results table (skeleton rows have no data-row-id). */
export const ROW = 'table.data-table:not([aria-busy]) tbody tr[data-row-id]';

/** Page expression: the manager is ready for View data. */
export const VIEW_DATA_SHOWN =
  "[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'View data')";

/** Page expression: at least one data row is on screen. */
export const ROWS_SHOWN = `(() => { const r = document.querySelector(${JSON.stringify(ROW)}); return !!r && r.getClientRects().length > 0; })()`;

/** Goes to a dataset manager, presses View data and waits for its rows. */
export async function openDatasetRows(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const view = page.getByRole('button', { name: 'View data' });
  await needVisible(view, `no 'View data' button on ${path}`);
  await view.click();
  await needVisible(page.locator(ROW), `no table rows after View data on ${path}`);
}
