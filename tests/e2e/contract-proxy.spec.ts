// A check by a tool nobody here wrote: every API call the console makes in these tests goes
// through Prism's validation proxy in errors mode (prism proxy openapi.yaml <upstream> --errors)
// on its way to the mock backend, and not one request or answer may break the contract.
//
// Prism reports a violation in three ways: an `sl-violations` header (warnings, e.g. an
// undeclared status, pass through with it), a 500 application/problem+json answer for an answer
// that breaks the contract, and a 422 application/problem+json answer (without forwarding) for a
// request that breaks it. Every one of them counts here.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { verify } from '../../scripts/contract-verify/run.ts';
import { test as base, expect, signIn } from './fixtures';
import { replaceWords, SHORT, word } from './transcripts-helpers';

interface Passage {
  call: string;
  status: number;
  /** The sl-violations header, or the problem+json body Prism answered instead. */
  violation?: string;
}

const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

/** Starts Prism in front of `upstream`; resolves with its URL once it listens. */
function startPrism(upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [prismCli, 'proxy', 'openapi.yaml', upstream, '--errors', '--host', '127.0.0.1', '--port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let log = '';
    // Keep reading: Prism logs every call, and a full pipe would stall it.
    child.stdout?.on('data', (c: Buffer) => {
      log = (log + c.toString()).slice(-4000);
      const url = /Prism is listening on (http:\/\/[\d.:]+)/.exec(log)?.[1];
      if (url) resolve({ url, child });
    });
    child.stderr?.on('data', (c: Buffer) => {
      log = (log + c.toString()).slice(-4000);
    });
    child.on('exit', (code) => reject(new Error(`Prism exited (${code}) before listening:\n${log}`)));
  });
}

const test = base.extend<{ viaPrism: Passage[] }, { prism: string }>({
  // One Prism per worker. Its upstream is the preview, which proxies /api to the mock backend.
  prism: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for
    async ({}, use, workerInfo) => {
      const { url, child } = await startPrism(String(workerInfo.project.use.baseURL));
      await use(url);
      child.kill('SIGTERM');
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Every /api call of the page goes to Prism instead, with the test's own mock store.
  viaPrism: async ({ page, prism, sessionId }, use) => {
    const passages: Passage[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      async (route) => {
        const request = route.request();
        const { pathname, search } = new URL(request.url());
        const response = await route.fetch({
          url: `${prism}${pathname}${search}`,
          headers: { ...request.headers(), 'mock-session': sessionId },
        });
        const headers = response.headers();
        const problem = (headers['content-type'] ?? '').includes('application/problem+json');
        passages.push({
          call: `${request.method()} ${pathname}`,
          status: response.status(),
          violation: headers['sl-violations'] ?? (problem ? await response.text() : undefined),
        });
        try {
          await route.fulfill({ response });
        } catch (err) {
          // A call the page gave up on (a navigation, Log Out) has no one to answer; its passage
          // is recorded above all the same. Anything else is a failure of the test.
          if (!String(err).includes('has been disposed')) throw err;
        }
      },
    );
    await use(passages);
  },
});

test.describe.configure({ mode: 'default' });

const violations = (passages: Passage[]) => passages.filter((p) => p.violation);
const calls = (passages: Passage[]) => [...new Set(passages.map((p) => p.call))];

test('Prism in errors mode catches a bad request and a bad answer (the check can fail)', async ({
  page,
  prism,
  sessionId,
  mock,
}) => {
  const headers = { 'mock-session': sessionId, 'Content-Type': 'application/json' };
  const login = await page.request.post(`${prism}/api/auth/login`, {
    headers,
    data: { username: 'demo', password: 'demo' },
  });
  expect(login.status()).toBe(200);
  expect(login.headers()['sl-violations']).toBeUndefined();
  const auth = { ...headers, Authorization: `Bearer ${(await login.json()).accessToken}` };

  // A request that breaks the contract (a lower-case state) is refused before it reaches the mock.
  const badRequest = await page.request.post(`${prism}/api/crawl`, { headers: auth, data: { state: 'tx' } });
  expect(badRequest.status()).toBe(422);
  expect(badRequest.headers()['content-type']).toContain('application/problem+json');

  // An answer that breaks it (an HTML page where JSON is declared) is replaced by Prism's error.
  await mock.fail('/api/table/states', { status: 200, html: true });
  const badAnswer = await page.request.get(`${prism}/api/table/states?page=1&limit=10`, { headers: auth });
  expect(badAnswer.status()).toBe(500);
  expect(badAnswer.headers()['sl-violations']).toContain('does not match the one specified');
});

async function datasetRoundTrip(page: Page): Promise<void> {
  // List, page and filter a large dataset.
  await page.goto('/admin/master-bills');
  await page.getByRole('button', { name: 'View data' }).click();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText(/Page 1 of \d+/);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(/Page 2 of \d+/);
  await page.getByPlaceholder('Filtrar por State Code').fill('TX');
  await page.getByPlaceholder('Filtrar por State Code').press('Enter');
  await expect(pager).toContainText(/Page 1 of \d+/);

  // Add, edit and delete a record of a small one.
  await page.goto('/admin/states');
  await page.getByRole('button', { name: 'Add New' }).click();
  const create = page.getByRole('dialog', { name: 'Create New States' });
  await create.getByLabel('State Code').fill('ZZ');
  await create.getByLabel('State Name').fill('Prism Test');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('States record created')).toBeVisible();
  await page.getByPlaceholder('Filtrar por State Code').fill('ZZ');
  await page.getByRole('button', { name: 'View data' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Prism Test' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit States' });
  await edit.getByLabel('State Name').fill('Prism Test (edited)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: 'Prism Test (edited)' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No data available')).toBeVisible();
}

test('the console’s calls on the dataset screens break no rule of the contract', async ({
  page,
  viaPrism,
}) => {
  await signIn(page);
  await datasetRoundTrip(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL(/\/sign-in/);

  expect(violations(viaPrism)).toEqual([]);
  expect(calls(viaPrism)).toEqual(
    expect.arrayContaining([
      'POST /api/auth/login',
      'GET /api/table/masterBills',
      'POST /api/table/states/add',
      'GET /api/table/states',
      'POST /api/auth/logout',
    ]),
  );
  expect(viaPrism.some((p) => /^(PATCH|DELETE) \/api\/table\/states\/\d+$/.test(p.call))).toBe(true);
});

test('the console’s calls on the tool screens break no rule of the contract', async ({ page, viaPrism }) => {
  const main = page.locator('#main');
  await signIn(page, 'demo', 'demo', '/run-tools');
  await main.getByLabel('Session', { exact: true }).fill('89R');
  await main.getByLabel('Run date', { exact: true }).fill('2025-03-04');
  await main.getByRole('button', { name: 'Run Date', exact: true }).click();
  await expect(main.getByRole('status')).toContainText('Run Date triggered successfully');
  await main.getByLabel('Bill number', { exact: true }).fill('HB100FIL');
  await main.getByRole('button', { name: 'Run Bill', exact: true }).click();
  await expect(main.getByRole('status')).toContainText('Run Bill triggered successfully');
  await main.getByRole('button', { name: 'Run Metadata Dates', exact: true }).click();
  await expect(main.getByRole('status')).toContainText('Run Metadata triggered successfully');

  await page.goto('/speakers');
  await page.getByRole('combobox', { name: 'Video' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Speaker Name' }).fill('Pat Prism');
  await page.getByRole('button', { name: 'Lock in Speaker Assignment' }).click();
  await expect(page.getByText('Speaker assignment updated!')).toBeVisible();

  expect(violations(viaPrism)).toEqual([]);
  expect(calls(viaPrism)).toEqual(
    expect.arrayContaining([
      'POST /api/bill/runDate',
      'POST /api/bill/runBill',
      'POST /api/bill/runMetadataDates',
      'GET /api/speaker/videos-to-update',
      'GET /api/speaker/speaker-segments',
      'POST /api/speaker/update-assignment',
    ]),
  );
});

test('the console’s calls on the link, summary and transcript screens break no rule', async ({
  page,
  viaPrism,
}) => {
  const main = page.locator('#main');
  const field = (label: string) => main.getByLabel(label, { exact: true });
  const button = (name: string) => main.getByRole('button', { name, exact: true });

  await signIn(page, 'demo', 'demo', '/link-finder');
  await button('Load Links').click();
  await field('Column').selectOption('CalendarLink');
  await field('New link').fill('https://capitol.texas.gov/Calendars/Upcoming');
  await button('Update Link').click();
  await expect(main.getByRole('status').filter({ hasText: 'Link updated successfully!' })).toBeVisible();

  await page.goto('/');
  await field('Session').fill('89R');
  await field('Bill ID').fill('HB100');
  await field('Bill ID').press('Enter');
  await field('Version').selectOption('HCS');
  await button('Fetch Summary').click();
  await field('Summary text').fill('HB 100 (committee substitute), checked through Prism.');
  await button('Update Summary').click();
  await expect(main.getByRole('status').filter({ hasText: 'updated' })).toHaveText(
    'Summary of HB100HCS updated',
  );

  await page.goto(`/transcripts?state=${SHORT.state}`);
  await page.locator(`a[href*="video=${SHORT.id}"]`).click();
  await replaceWords(page, word(page, 0, 1), word(page, 0, 2), 'checked through Prism');
  await page
    .getByRole('region', { name: 'You have unsaved changes' })
    .getByRole('button', { name: 'Save All Changes' })
    .click();
  await expect(page.getByText('Transcript saved.')).toBeVisible();

  expect(violations(viaPrism)).toEqual([]);
  expect(calls(viaPrism)).toEqual(
    expect.arrayContaining([
      'POST /api/crawl',
      'POST /api/crawl/update-link',
      'POST /api/bill/getVersions',
      'POST /api/bill/getSummary',
      'POST /api/bill/updateSummary',
      'GET /api/bill/committees/TX',
      `GET /api/bill/getTranscript/TX/${SHORT.id}`,
      'POST /api/bill/updateTranscript',
    ]),
  );
});

test('contract:verify through Prism: the mock’s answers to the non-dataset calls break no rule either', async ({
  prism,
}) => {
  // The verifier's own requests go through Prism's request validation, the mock's answers through
  // its answer validation (a violation becomes a 422 or 500, which the verifier reports).
  const report = await verify({
    baseUrl: prism,
    username: 'demo',
    password: 'demo',
    bill: 'HB100',
    session: '89R',
    includeJobs: true,
    allowSpeakerAssignment: true,
    datasets: ['memberCounties'],
    // Prism answers the calls that break the contract on purpose itself (422, its own 401): the
    // refusals are checked against the mock directly (scripts/contract-verify/verify.test.ts).
    positiveOnly: true,
  });
  const failures = report.results.filter((r) => r.result === 'fail');
  // Prism refuses a call without a token itself, with its own 401 (problem+json, no message), so
  // that one check reports Prism's answer, not the mock's.
  expect(failures.map((r) => [r.check, r.mismatch?.pointer])).toEqual([
    ['without a token: refused (401)', '/message'],
  ]);
  expect(report.summary.skip).toBe(0);
});
