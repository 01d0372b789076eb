// The console under its Content Security Policy (deploy/headers.ts, sent by `npm run preview` as
// by the production server): every screen, with the browser's own HLS and with hls.js, reports no
// violation, and a failed save's toast is on screen (sonner's stylesheet is a file of the build).
import { contentSecurityPolicy } from '../../deploy/headers';
import { watchCsp } from './csp-watch';
import { expect, signIn, test, videoWithMetadata } from './fixtures';
import { failedSave } from './tables-helpers';

test('every screen shows without a CSP violation, and a failed save is said on screen', async ({
  page,
  mock,
}) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  const res = await page.goto('/sign-in');
  expect(res?.headers()['content-security-policy']).toBe(contentSecurityPolicy());
  // Typing loads the next screen's code and the sign-in answer's check.
  await page.getByLabel('Username').pressSequentially('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The sign-in screen has a level-1 heading too: wait until the console is there.
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const path of ['/no-such-screen', '/run-tools', '/admin/actions-entry', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.getByRole('searchbox', { name: 'Search menu' }).focus();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Go to a screen or dataset' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/link-finder');
  await page.getByRole('combobox').first().selectOption('TX');
  await page.getByRole('button', { name: 'Load Links' }).click();
  await expect(page.getByRole('table')).toBeVisible();

  await page.goto('/admin/master-bills?page=1');
  await expect(page.locator('tbody tr[data-row-id]').first()).toBeVisible();
  const toast = await failedSave(page, mock);
  // Wholly on screen once it has slid in (its box is measured as it moves, so the check waits).
  await expect(toast).toBeInViewport({ ratio: 1 });
  await expect(toast.getByRole('button', { name: 'Reopen' })).toBeInViewport({ ratio: 1 });

  await page.goto('/transcripts?state=TX');
  await page.locator('a[href*="video="]').first().click();
  await expect(page.locator('[data-testid="transcript"] [data-w="0:0"]')).toBeVisible();
  await videoWithMetadata(page);

  await page.goto('/speakers');
  await page.getByRole('combobox', { name: 'Video' }).selectOption({ index: 1 });
  await expect(page.getByRole('combobox', { name: 'Speaker Name' })).toBeVisible();
  await videoWithMetadata(page);

  expect(await violations()).toEqual([]);
});

test('hls.js plays the hearing under the CSP: its worker is a file of the build', async ({ page }) => {
  // A browser without native HLS: the player loads hls.js.
  await page.addInitScript(() => {
    const canPlay = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlay.call(this, type);
    };
  });
  const violations = await watchCsp(page);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
  await signIn(page, 'demo', 'demo', '/transcripts?state=TX');
  await page.locator('a[href*="video="]').first().click();
  await expect(page.locator('[data-testid="transcript"] [data-w="0:0"]')).toBeVisible();
  const video = await videoWithMetadata(page);
  expect(await video.evaluate((v: HTMLVideoElement) => v.src)).toMatch(/^blob:/);
  await expect.poll(() => workers).toEqual([expect.stringMatching(/^\/assets\/hls\.worker-[\w-]+\.js$/)]);
  expect(await violations()).toEqual([]);
});
