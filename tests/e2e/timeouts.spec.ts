// A call that never answers ends after its stated time limit (30 seconds, decision 0038) with
// words and a way to try again, and nothing typed is lost. The page's clock is Playwright's, moved
// on by hand: the test waits for no real 30 seconds, and the call is held by the browser (routed,
// never answered), as a hung server would.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** Holds every request whose URL matches until `release` (a server that does not answer). */
async function hang(page: Page, url: RegExp) {
  const held: (() => void)[] = [];
  await page.route(url, (route) => {
    held.push(() => void route.continue().catch(() => undefined));
  });
  return {
    held,
    release: async () => {
      await page.unroute(url);
      for (const go of held.splice(0)) go();
    },
  };
}

test('a table whose list call never answers says so after 30 seconds, and Try again shows the rows', async ({
  page,
}) => {
  await page.clock.install();
  // The collapsed screen fetches page 1 on its own once it is shown (decision 0012): that call is
  // let through, and the one held is the filtered list View data asks for, so that its 30 seconds
  // start at the click.
  const firstPage = page.waitForResponse(/\/api\/table\/states\?/);
  await signIn(page, 'demo', 'demo', '/admin/states');
  await firstPage;
  const calls = await hang(page, /\/api\/table\/states\?/);
  await page.getByRole('searchbox', { name: 'State Code' }).fill('AL');
  await page.getByRole('button', { name: 'View data' }).click();
  await expect.poll(() => calls.held.length).toBeGreaterThan(0);
  // Skeleton rows while the call is on its way; after 29 seconds still waiting.
  await page.clock.fastForward('00:29');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward('00:02');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The server did not answer within 30 seconds. Try again.');
  await calls.release();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('cell', { name: 'Alabama', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Lock in whose call never answers stops spinning after 30 seconds and keeps the name', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'demo', 'demo', '/speakers');
  await page.getByRole('combobox', { name: 'Video' }).selectOption({
    label: 'Senate Committee on Nominations – Mar 5, 2025',
  });
  const name = page.getByRole('combobox', { name: 'Speaker Name' });
  await name.fill('Pat Waiting');
  const calls = await hang(page, /\/api\/speaker\/update-assignment$/);
  const lockIn = page.getByRole('button', { name: 'Lock in Speaker Assignment' });
  await lockIn.click();
  await expect.poll(() => calls.held.length).toBe(1);
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('alert')).toHaveText(
    'Error updating speaker assignment: The server did not answer within 30 seconds. Try again.',
  );
  await expect(name).toHaveValue('Pat Waiting');
  await expect(lockIn).toBeEnabled();
  await calls.release();
  await lockIn.click();
  await expect(page.getByText(/Pat Waiting is the speaker of Speaker 1/)).toBeVisible();
});
