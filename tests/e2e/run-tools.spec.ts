// Run Tools in the production build against the mock backend: the three jobs, their required
// inputs, their failures, the instructions and the run log.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  endSessionInAnotherTab,
  expect,
  expectAccessible,
  holdRequests,
  revokeSessionAt,
  signIn,
  signInAgain,
  test,
} from './fixtures';

const main = (page: Page) => page.locator('#main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

/** The job calls the page sends, by path. */
function jobCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/bill/run')) seen.push(path);
  });
  return seen;
}

async function open(page: Page, user = 'demo') {
  await signIn(page, user, user, '/run-tools');
  await expect(main(page).getByRole('heading', { name: 'Run Tools' })).toBeVisible();
}

/** Run Date started for TX session 89R, 2025-03-04 (the screen open). */
async function runDate(page: Page) {
  await field(page, 'Session').fill('89r');
  await field(page, 'Run date').fill('2025-03-04');
  await button(page, 'Run Date').click();
}

/** Run Tools open with Run Bill's fields filled (Session 89R, Bill number HB100FIL), not started. */
async function openWithRunBill(page: Page) {
  await open(page);
  await field(page, 'Session').fill('89R');
  await field(page, 'Bill number').fill('HB100FIL');
}

test.describe('run tools', () => {
  // Journeys with several axe passes over the whole console: a shared 2-core machine needs time.
  test.describe.configure({ timeout: 60_000 });

  test('Run Date starts the job, shows the answer as JSON and logs it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await expect(field(page, 'State')).toHaveValue('TX');
    await expect(field(page, 'Session')).toHaveAttribute('placeholder', '123 or 45R');
    await expect(field(page, 'Bill number')).toHaveAttribute('placeholder', 'HB100FH00, SB3FIL');
    await expect(main(page).getByText('No jobs started yet in this sign-in.')).toBeVisible();
    await expectAccessible(page);

    await runDate(page);
    const answer = {
      message: 'Run by date queued for TX session 89R, 2025-03-04',
      jobId: 'job-1041',
      status: 'queued',
      parameters: { state: 'TX', session: '89R', date: '2025-03-04' },
    };
    await expect(main(page).getByRole('status')).toHaveText(
      `Run Date triggered successfully: ${JSON.stringify(answer)}`,
    );

    const rows = main(page).getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Run Date');
    await expect(rows.nth(1)).toContainText('session89R');
    await expect(rows.nth(1)).toContainText('job-1041 queued');
    await expectAccessible(page);

    await main(page)
      .getByRole('button', { name: /^Copy JSON of job-1041/ })
      .click();
    await expect(page.getByText('Copied the job as JSON')).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied).toMatchObject({ job: 'runDate', state: 'TX', answer });
  });

  test('Run Bill and Run Metadata Dates say so in their own words; the log is newest first', async ({
    page,
  }) => {
    await open(page);
    await field(page, 'Session').fill('89R');
    await field(page, 'Bill number').fill('sb3fil');
    await button(page, 'Run Bill').click();
    await expect(main(page).getByRole('status')).toHaveText(
      /^Run Bill triggered successfully: \{"message":"Run by bill queued for TX session 89R, SB3 version FIL","jobId":"job-1041"/,
    );
    await button(page, 'Run Metadata Dates').click();
    await expect(main(page).getByRole('status')).toHaveText(
      'Run Metadata triggered successfully: {"message":"Metadata dates queued for TX session 89R, for the whole session","jobId":"job-1042","status":"running","parameters":{"state":"TX","session":"89R","startDate":null,"endDate":null}}',
    );
    const rows = main(page).getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Run Metadata Dates');
    await expect(rows.nth(1)).toContainText('startDatenull');
    await expect(rows.nth(2)).toContainText('Run Bill');
    await expect(rows.nth(2)).toContainText('billNumberSB3FIL');

    // The log belongs to this sign-in: it survives a reload.
    await page.reload();
    await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(3);
  });

  test('Enter in a job’s own field starts that job, as its button does; Enter in Session starts none', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/bill/run')) sent.push(new URL(r.url()).pathname);
    });
    await open(page);
    await field(page, 'Session').fill('89R');
    await field(page, 'Session').press('Enter');
    await field(page, 'Bill number').fill('SB3FIL');
    await field(page, 'Bill number').press('Enter');
    await expect(main(page).getByRole('status')).toHaveText(/^Run Bill triggered successfully: /);
    await expect(field(page, 'Bill number')).toBeFocused();
    await field(page, 'Run date').fill('2025-03-04');
    await field(page, 'Run date').press('Enter');
    await expect(main(page).getByRole('status')).toHaveText(/^Run Date triggered successfully: /);
    await field(page, 'Start date (optional)').press('Enter');
    await expect(main(page).getByRole('status')).toHaveText(/^Run Metadata triggered successfully: /);
    expect(sent).toEqual(['/api/bill/runBill', '/api/bill/runDate', '/api/bill/runMetadataDates']);
  });

  test('missing inputs give the spec’s message, mark the field and send nothing', async ({ page }) => {
    const calls = jobCalls(page);
    await open(page);
    await button(page, 'Run Date').click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'State, session, and date are required for runDate',
    );
    await expect(field(page, 'Session')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Session')).toBeFocused();
    await expect(field(page, 'Run date')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await button(page, 'Run Bill').click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'State, session, and billNumber are required for runBill',
    );
    await button(page, 'Run Metadata Dates').click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'State and session are required for runMetadataDates',
    );

    await field(page, 'Session').fill('89R');
    await field(page, 'Bill number').fill('HB100FH00');
    await button(page, 'Run Bill').click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'FH00 is not a bill-version code of TX. Show TX Instructions lists them.',
    );
    await field(page, 'Start date (optional)').fill('2025-05-01');
    await field(page, 'End date (optional)').fill('2025-04-01');
    await button(page, 'Run Metadata Dates').click();
    await expect(main(page).getByRole('alert')).toHaveText('The end date is before the start date.');
    await expect(field(page, 'End date (optional)')).toHaveAccessibleDescription(
      'The end date is before the start date.',
    );
    expect(calls).toEqual([]);
  });

  for (const [job, path] of [
    ['Run Date', '/api/bill/runDate'],
    ['Run Bill', '/api/bill/runBill'],
    ['Run Metadata Dates', '/api/bill/runMetadataDates'],
  ] as const) {
    test(`a failing ${job} says 'Error triggering …' with the server's words, and logs it`, async ({
      page,
      mock,
    }) => {
      await mock.fail(path, { status: 503, message: 'The job queue is paused for maintenance' });
      await open(page);
      await field(page, 'Session').fill('89R');
      await field(page, 'Run date').fill('2025-03-04');
      await field(page, 'Bill number').fill('HB1');
      await button(page, job).click();
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText(`Error triggering ${path.split('/').pop()}`);
      await expect(alert).toContainText('The job queue is paused for maintenance');
      await expect(main(page).getByRole('table').getByRole('row').nth(1)).toContainText(
        'Error: The job queue is paused for maintenance',
      );
      await expect(field(page, 'Session')).toHaveValue('89R');
      await expectAccessible(page);
    });
  }

  test('a failure with a very long word in its message wraps in its box: the page never scrolls sideways', async ({
    page,
    mock,
  }) => {
    const word = `https://jobs.example.gov/queue/${'x'.repeat(250)}`;
    await mock.fail('/api/bill/runBill', {
      status: 503,
      message: `${word} is paused. ${'More words. '.repeat(40)}`,
    });
    await open(page);
    await field(page, 'Session').fill('89R');
    await field(page, 'Bill number').fill('HB1');
    await button(page, 'Run Bill').click();
    await expect(main(page).getByRole('alert')).toContainText('is paused');
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    const log = main(page).getByRole('table');
    const overflow = await log.evaluate(
      (t) => t.scrollWidth - (t.parentElement?.clientWidth ?? t.scrollWidth),
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('while a job runs: Loading... and every run button disabled', async ({ page }) => {
    await open(page);
    const release = await holdRequests(page, '**/api/bill/runDate');
    await field(page, 'Session').fill('89R');
    await field(page, 'Run date').fill('2025-03-04');
    await button(page, 'Run Date').click();
    await expect(main(page).getByRole('status')).toHaveText('Loading...');
    for (const name of ['Run Date', 'Run Bill', 'Run Metadata Dates'])
      await expect(button(page, name)).toBeDisabled();
    release();
    await expect(main(page).getByRole('status')).toContainText('Run Date triggered successfully: ');
    for (const name of ['Run Date', 'Run Bill', 'Run Metadata Dates'])
      await expect(button(page, name)).toBeEnabled();
  });

  test('a run button keeps the focus while its job runs and after it succeeds or fails', async ({
    page,
    mock,
  }) => {
    await mock.fail('/api/bill/runBill', { status: 503, message: 'The job queue is paused', times: 1 });
    await open(page);
    await field(page, 'Session').fill('89R');
    await field(page, 'Run date').fill('2025-03-04');
    await field(page, 'Bill number').fill('HB1');
    const release = await holdRequests(page, '**/api/bill/runDate');
    await button(page, 'Run Date').focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('status')).toHaveText('Loading...');
    await expect(button(page, 'Run Date')).toBeFocused();
    await expect(button(page, 'Run Date')).toHaveAttribute('aria-disabled', 'true');
    // A press meanwhile starts nothing more: one job in the log.
    await page.keyboard.press('Enter');
    release();
    await expect(main(page).getByRole('status')).toContainText('Run Date triggered successfully: ');
    await expect(button(page, 'Run Date')).toBeFocused();
    await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(2);
    // The next Tab goes on from the button, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(field(page, 'Bill number')).toBeFocused();

    await button(page, 'Run Bill').focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('alert')).toContainText('Error triggering runBill');
    await expect(button(page, 'Run Bill')).toBeFocused();

    await button(page, 'Run Metadata Dates').focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('status')).toContainText('Run Metadata triggered successfully: ');
    await expect(button(page, 'Run Metadata Dates')).toBeFocused();
  });

  test('the instructions’ heading comes in order under the page’s h1', async ({ page }) => {
    await open(page);
    await button(page, 'Show TX Instructions').click();
    await expect(main(page).getByRole('region', { name: 'TX bill-version codes' })).toBeVisible();
    const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(order.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Texas (TX) bill-version codes' }),
    ).toBeVisible();
  });

  test('instructions show the chosen state’s version codes', async ({ page }) => {
    await open(page);
    await button(page, 'Show TX Instructions').click();
    const help = main(page).getByRole('region', { name: 'TX bill-version codes' });
    await expect(help).toContainText(
      'These strings are used when specifying which bill version to fetch or update.',
    );
    await expect(help.getByRole('listitem')).toHaveText([
      'FIL',
      'ENR',
      'ENG',
      'SCS',
      'HCS',
      'SFA',
      'HFA',
      'HCA',
      'SCA',
      'SPA',
      'HPA',
    ]);
    await expect(button(page, 'Hide Instructions')).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);

    await field(page, 'State').selectOption('SC');
    await expect(page).toHaveURL(/\?state=SC$/);
    await expect(main(page).getByRole('region', { name: 'SC bill-version codes' })).toContainText(
      'The letter V followed by the version date (YYYYMMDD)',
    );
    await button(page, 'Hide Instructions').click();
    await expect(button(page, 'Show SC Instructions')).toHaveAttribute('aria-expanded', 'false');
    await expect(main(page).getByRole('region', { name: /bill-version codes/ })).toHaveCount(0);
  });

  test('what is typed outlives a trip to another screen and a reload', async ({ page }) => {
    await openWithRunBill(page);
    await page.getByRole('link', { name: 'Summary' }).first().click();
    await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
    await page.goBack();
    await expect(field(page, 'Session')).toHaveValue('89R');
    await expect(field(page, 'Bill number')).toHaveValue('HB100FIL');
    await page.reload();
    await expect(field(page, 'Bill number')).toHaveValue('HB100FIL');
  });

  test('the states are the user’s stateConfigs', async ({ page }) => {
    await open(page, 'analyst');
    await expect(field(page, 'State').getByRole('option')).toHaveText(['OH — Ohio', 'IL — Illinois']);
    await expect(field(page, 'State')).toHaveValue('OH');
  });

  test('a state in the address the user cannot use is replaced by the one shown', async ({ page }) => {
    await signIn(page, 'analyst', 'analyst', '/run-tools?state=TX');
    await expect(field(page, 'State')).toHaveValue('OH');
    await expect(page).toHaveURL(/\/run-tools\?state=OH$/);
    // Not a state at all: the router leaves it out of the address (the first state is the default).
    await page.goto('/run-tools?state=il');
    await expect(field(page, 'State')).toHaveValue('OH');
    await expect(page).toHaveURL(/\/run-tools$/);
  });
});

test('a job refused as the session ends keeps its input, back after signing in, and says it did not start', async ({
  page,
  mock,
}) => {
  await openWithRunBill(page);
  await revokeSessionAt(mock, '/api/bill/runBill');
  await button(page, 'Run Bill').click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  await signInAgain(page, mock);
  await expect(main(page).getByRole('heading', { name: 'Run Tools' })).toBeVisible();
  await expect(main(page)).toContainText(
    'Your session had ended, so Run Bill was refused and did not start. Your input is back: start it again.',
  );
  await expect(field(page, 'Session')).toHaveValue('89R');
  await expect(field(page, 'Bill number')).toHaveValue('HB100FIL');

  // Said once: after a reload the input is still there (as any input in this tab), the note is not.
  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'Run Tools' })).toBeVisible();
  await expect(field(page, 'Session')).toHaveValue('89R');
  await expect(main(page)).not.toContainText('Your session had ended');
});

test('a job still on its way when the session ends in another tab may have started, and says so', async ({
  page,
  context,
  mock,
}) => {
  await openWithRunBill(page);
  const release = await holdRequests(page, '**/api/bill/runBill');
  await button(page, 'Run Bill').click();
  await endSessionInAnotherTab(context, mock);
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  release();
  await signInAgain(page, mock);
  await expect(main(page)).toContainText(
    'Your session ended before Run Bill was answered, so it may not have started. Your input is back: start it again if it is not running.',
  );
  await expect(field(page, 'Bill number')).toHaveValue('HB100FIL');
});

test("a session that ends in another tab without the user says so here, and keeps this tab's input", async ({
  page,
  context,
  mock,
}) => {
  await openWithRunBill(page);
  await endSessionInAnotherTab(context, mock);

  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Frun-tools/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your session has expired or could not be renewed. Please sign in again.' }),
  ).toBeVisible();
  await signInAgain(page, mock);
  await expect(main(page).getByRole('heading', { name: 'Run Tools' })).toBeVisible();
  await expect(field(page, 'Session')).toHaveValue('89R');
  await expect(field(page, 'Bill number')).toHaveValue('HB100FIL');
});

test('Clear log keeps the focus on its button and offers Undo, which brings the jobs back', async ({
  page,
}) => {
  await open(page);
  await runDate(page);
  const rows = main(page).getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await button(page, 'Clear log').focus();
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('No jobs started yet in this sign-in.')).toBeVisible();
  await expect(button(page, 'Clear log')).toBeFocused();
  await expect(button(page, 'Clear log')).toHaveAttribute('aria-disabled', 'true');
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Run log cleared' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(rows).toHaveCount(1);
});

test.describe('run log formats', () => {
  // A German browser in Chicago: the log still writes its times as every screen does (US
  // English, the viewer's zone), not in the browser's own language.
  test.use({ locale: 'de-DE', timezoneId: 'America/Chicago' });

  test('the log writes its time as the grid writes times, the whole instant with its zone on hover', async ({
    page,
  }) => {
    await open(page);
    await runDate(page);
    const time = main(page).getByRole('table').locator('time');
    await expect(time).toHaveText(/^\d{1,2}:\d{2}:\d{2} (AM|PM)$/);
    await expect(time).toHaveAttribute(
      'title',
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) C[SD]T$/,
    );
  });
});
