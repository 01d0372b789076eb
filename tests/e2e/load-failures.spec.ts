// A load that fails says what did not load and why, in one shared form (LoadFailure), and Try again
// loads it: the hearing list, a hearing's transcript, the speakers' videos and a video's segments,
// a table's page and a record. Each fault fails one call, so the retry is answered.
import { expect, expectAccessible, signIn, test } from './fixtures';

const failure = { status: 503, message: 'The store is being rebuilt', method: 'GET', times: 1 };

test('the hearing list', async ({ page, mock }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await mock.fail('/api/bill/committees/TX', failure);
  await page.goto('/transcripts?state=TX');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Could not load the hearings: The store is being rebuilt');
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Texas hearings' })).toBeVisible();
  await expect(page.locator('a[href*="video=4109"]')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Try again went with the failure: the focus is on a heading of what loaded, not on the page.
  await expect(page.locator('h1:focus, h2:focus, h3:focus')).toHaveCount(1);
});

test('a hearing’s transcript, from the keyboard', async ({ page, mock }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await mock.fail('/api/bill/getTranscript/TX/4109', failure);
  await page.goto('/transcripts?state=TX&video=4109');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("Could not load this hearing's transcript: The store is being rebuilt");
  await alert.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="transcript"] [data-w="0:0"]')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('h1:focus, h2:focus, h3:focus')).toHaveCount(1);
});

test('the speakers’ videos and a video’s segments', async ({ page, mock }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  await mock.fail('/api/speaker/videos-to-update', failure);
  await page.goto('/speakers?state=TX');
  await expect(page.getByRole('alert')).toContainText(
    'Could not load the videos: The store is being rebuilt',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('combobox', { name: 'Video' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await mock.fail('/api/speaker/speaker-segments', failure);
  await page.goto('/speakers?state=TX&video=4102');
  await expect(page.getByRole('alert')).toContainText(
    "Could not load this video's segments: The store is being rebuilt",
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('combobox', { name: 'Speaker Name' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a table’s page and a record', async ({ page, mock }) => {
  await signIn(page, 'demo', 'demo', '/dashboard');
  // The fault lasts until cleared: a deep link's rows are fetched by the route's loader, and when
  // that call has failed before the screen mounts, the screen asks once more (a failed prefetch
  // is retried on mount), so how many calls fail is up to the race; the failure shows either way.
  await mock.fail('/api/table/states', { ...failure, times: undefined });
  await page.goto('/admin/states?page=1');
  await expect(page.getByRole('alert')).toContainText('Could not load States: The store is being rebuilt');
  await expectAccessible(page);
  await mock.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('cell', { name: 'Alabama', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A record that is not on the page shown is fetched on its own, and retried twice before the
  // failure shows: the fault lasts until cleared.
  await mock.fail('/api/table/masterBills/100030', { ...failure, times: undefined });
  await page.goto('/admin/master-bills?page=1&sort=MasterBillId&record=100030');
  const view = page.getByRole('complementary', { name: 'MasterBills 100030' });
  await expect(view.getByRole('alert')).toContainText(
    'Could not load MasterBills 100030: The store is being rebuilt',
    { timeout: 15_000 },
  );
  await mock.clearFaults();
  await view.getByRole('button', { name: 'Try again' }).click();
  await expect(view.locator('.record-field')).toHaveCount(19);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
