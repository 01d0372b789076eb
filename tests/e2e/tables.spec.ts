// Every /admin route of the console, in one page: each dataset's manager opens collapsed, and
// View data shows its rows (tokenTracker is seeded empty on purpose: 'No data available').

import type { Page } from '@playwright/test';
import { datasets } from '../../src/api/gen/registry/datasets';
import { adminMenu } from '../../src/api/gen/registry/menu';
import { viewerColumns } from '../../src/features/datasets/viewer-columns';
import { expect, signIn, test } from './fixtures';

const SEEDED_EMPTY = ['token-tracker'];

/** Opens a route as staff do: its sidebar link, or (five routes have none) its address. */
async function open(page: Page, entry: (typeof adminMenu)[number]): Promise<void> {
  if (entry.sidebar) {
    await page.getByRole('link', { name: `${entry.name} Actions`, exact: true }).click();
  } else {
    await page.goto(`/admin/${entry.route}`);
  }
  await expect(page).toHaveURL(new RegExp(`/admin/${entry.route}$`));
}

test('every /admin route opens, and View data shows rows', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo', 'demo', '/admin/master-bills');
  for (const entry of adminMenu) {
    await test.step(entry.route, async () => {
      await open(page, entry);
      if (entry.screen) {
        await expect(page.getByText('No table found for this route!')).toHaveCount(0);
        return;
      }
      await expect(page.getByRole('heading', { level: 1, name: `${entry.name} Management` })).toBeVisible();
      // Collapsed: the stacked filter panel and no results.
      await expect(page.getByRole('table')).toHaveCount(0);
      await page.getByRole('button', { name: 'View data' }).click();
      await expect(page).toHaveURL(/[?&]page=1/);
      if (SEEDED_EMPTY.includes(entry.route)) {
        await expect(page.getByText('No data available')).toBeVisible();
      } else {
        await expect(page.locator('tbody tr[data-row-id]').first()).toBeVisible();
        await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
      }
      // After the selection checkbox, the viewer columns in the registry's order (datasets.yaml),
      // then the row actions.
      const dataset = datasets.find((d) => d.key === entry.key);
      if (dataset && !SEEDED_EMPTY.includes(entry.route)) {
        const labels = viewerColumns(dataset).map((c) => c.label);
        await expect(page.locator('thead th').first()).toBeVisible();
        expect((await page.locator('thead th').allTextContents()).slice(1, labels.length + 1)).toEqual(
          labels,
        );
      }
    });
  }
});

test('organization-types and unknown names have no table', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/organization-types');
  await expect(page.getByRole('alert').filter({ hasText: 'No table found for this route!' })).toBeVisible();
  await page.goto('/admin/no-such-table');
  await expect(page.getByRole('alert').filter({ hasText: 'No table found for this route!' })).toBeVisible();
});

test('a dataset without filter columns says so', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/plans');
  await expect(page.getByText('No hay campos disponibles para filtrar')).toBeVisible();
  await page.getByRole('button', { name: 'View data' }).click();
  await expect(page.getByText('No hay campos disponibles para filtrar')).toBeVisible();
  await expect(page.locator('tbody tr[data-row-id]')).toHaveCount(4);
});
