// The Summary page in the production build against the mock backend: versions, bill and section
// summaries, every validation message and every failure.
import type { Page } from '@playwright/test';
import {
  closeAsking,
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
const queryAlert = (page: Page) => main(page).locator('.summary-query').getByRole('alert');

/** The bodies of the summary calls the page sends, by operation. */
function calls(page: Page) {
  const seen: { op: string; body: unknown }[] = [];
  page.on('request', (r) => {
    const m = /\/api\/bill\/(getVersions|getSummary|updateSummary)$/.exec(new URL(r.url()).pathname);
    if (m?.[1]) seen.push({ op: m[1], body: JSON.parse(r.postData() ?? 'null') });
  });
  return seen;
}

async function open(page: Page) {
  await signIn(page);
  await expect(main(page).getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
}

async function versionsOfHb100(page: Page) {
  await field(page, 'Session').fill('89R');
  await field(page, 'Bill ID').fill('hb 100');
  await field(page, 'Bill ID').press('Enter');
  await expect(main(page).getByRole('status').first()).toHaveText('5 versions of HB100 (TX 89R).');
}

async function fetchHb100(page: Page, type: 'bill' | 'section', version = 'FIL') {
  await field(page, 'Type').selectOption(type);
  await versionsOfHb100(page);
  await field(page, 'Version').selectOption(version);
  await button(page, 'Fetch Summary').click();
}

test.describe('summary page', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the versions listed go when the bill ID or the session changes: they were another bill’s', async ({
    page,
  }) => {
    await open(page);
    await versionsOfHb100(page);
    await expect(field(page, 'Version').getByRole('option')).toHaveCount(6);
    await field(page, 'Bill ID').fill('SB7');
    await expect(field(page, 'Version')).toBeDisabled();
    await expect(field(page, 'Version').getByRole('option')).toHaveText(['Get Versions first']);
    await expect(main(page).getByText('5 versions of HB100 (TX 89R).')).toHaveCount(0);
    await button(page, 'Fetch Summary').click();
    await expect(queryAlert(page)).toContainText('Please select a version.');
    await button(page, 'Get Versions').click();
    await expect(main(page).getByRole('status').first()).toHaveText(/versions? of SB7 \(TX 89R\)/);
  });

  test('a bill summary: versions, fetch, edit and update', async ({ page }) => {
    const sent = calls(page);
    await open(page);
    await expect(field(page, 'State')).toHaveValue('TX');
    await expect(field(page, 'Session')).toHaveAttribute('placeholder', '123 or 45R');
    await expectAccessible(page);

    await versionsOfHb100(page);
    await expect(field(page, 'Version')).toBeFocused();
    await expect(field(page, 'Version').getByRole('option')).toHaveText([
      '--Select a Version--',
      'FIL',
      'HCS',
      'ENG',
      'SCS',
      'ENR',
    ]);
    await field(page, 'Version').selectOption('HCS');
    await button(page, 'Fetch Summary').click();
    await expect(main(page).getByRole('heading', { name: 'Summary of HB100HCS' })).toBeVisible();
    const text = field(page, 'Summary text');
    await expect(text).toHaveValue(/^The House committee substitute keeps the \$220 increase/);
    await expectAccessible(page);

    await text.fill('HB 100 (committee substitute) raises the basic allotment by $220.');
    await expect(main(page).getByText('Unsaved edit')).toBeVisible();
    await button(page, 'Update Summary').click();
    await expect(main(page).getByRole('status').filter({ hasText: 'updated' })).toHaveText(
      'Summary of HB100HCS updated',
    );
    await expect(main(page).getByText('Unsaved edit')).toHaveCount(0);
    await expect(text).toHaveValue('HB 100 (committee substitute) raises the basic allotment by $220.');

    expect(sent).toEqual([
      { op: 'getVersions', body: { state: 'TX', id: 'HB100', session: '89R' } },
      { op: 'getSummary', body: { state: 'TX', type: 'bill', id: 'HB100HCS', session: '89R' } },
      {
        op: 'updateSummary',
        body: {
          state: 'TX',
          type: 'bill',
          id: 'HB100HCS',
          session: '89R',
          newSummary: 'HB 100 (committee substitute) raises the basic allotment by $220.',
        },
      },
    ]);

    // Stored: fetching again shows the new text.
    await button(page, 'Fetch Summary').click();
    await expect(text).toHaveValue('HB 100 (committee substitute) raises the basic allotment by $220.');
  });

  test('section summaries in S then P order (a whole section first), malformed ids last; each updates on its own', async ({
    page,
  }) => {
    const sent = calls(page);
    await open(page);
    await fetchHb100(page, 'section');
    await expect(
      main(page).getByRole('heading', { name: 'Section summaries of HB100FIL (9)' }),
    ).toBeVisible();
    const labels = main(page).locator('.summary-sections .summary-editor-head label');
    await expect(labels).toHaveText([
      'S1P1',
      'S1P2',
      'S2P1',
      'S2P9',
      'S2P10',
      'S3',
      'S9P4',
      'S10P1',
      'No item id',
    ]);
    await expectAccessible(page);

    const s2p10 = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByLabel('S2P10', { exact: true }) });
    await s2p10.getByRole('textbox').fill('Section 2(10) also covers district charter partners.');
    await s2p10.getByRole('textbox').press('Control+Enter');
    await expect(s2p10.getByRole('status')).toHaveText('Section S2P10 of HB100FIL updated');
    expect(sent.at(-1)).toEqual({
      op: 'updateSummary',
      body: {
        state: 'TX',
        type: 'section',
        id: 'S2P10',
        session: '89R',
        newSummary: 'Section 2(10) also covers district charter partners.',
      },
    });

    // The section without an item id cannot be updated, and says why.
    const count = sent.length;
    const noId = main(page).getByRole('listitem').last();
    await noId.getByRole('textbox').fill('Transition provision, edited.');
    await noId.getByRole('button', { name: 'Update Summary' }).click();
    await expect(noId.getByRole('alert')).toHaveText('No item id found for this section');
    await expect(noId.getByRole('textbox')).toHaveValue('Transition provision, edited.');
    await expectAccessible(page);
    expect(sent.length).toBe(count);
  });

  test('validation messages, with nothing sent', async ({ page }) => {
    const sent = calls(page);
    await open(page);
    await button(page, 'Get Versions').click();
    await expect(queryAlert(page)).toHaveText('Please provide a valid bill ID and session.');
    await expect(field(page, 'Session')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Session')).toHaveAccessibleDescription('Enter a session.');
    await expect(field(page, 'Bill ID')).toHaveAccessibleDescription('Enter a bill ID.');
    // Focus goes to the first field at fault in the form's order: Session comes before Bill ID.
    await expect(field(page, 'Session')).toBeFocused();
    await expectAccessible(page);

    await field(page, 'Session').fill('89R');
    await field(page, 'Bill ID').fill('HB100FIL');
    await button(page, 'Get Versions').click();
    await expect(queryAlert(page)).toHaveText('Please provide a valid bill ID and session.');
    await expect(field(page, 'Bill ID')).toHaveAccessibleDescription(
      'A bill ID is letters then digits, without the version: HB100, SB3.',
    );
    await expect(field(page, 'Bill ID')).toBeFocused();

    await field(page, 'Bill ID').fill('HB100');
    await button(page, 'Fetch Summary').click();
    await expect(queryAlert(page)).toHaveText('Please select a version.');
    expect(sent).toEqual([]);
  });

  test('a state changed and put back, edits unsaved: the update says which record, then saves it again', async ({
    page,
  }) => {
    await open(page);
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Edited across states.');
    await field(page, 'State').selectOption('LA');
    await button(page, 'Update Summary').click();
    // Not 'ID is required for updates': the Bill ID is there, its version went with the state.
    await expect(main(page).locator('.summary-results').getByRole('alert')).toHaveText(
      'The form no longer names HB100FIL (TX, session 89R), the record shown. Fetch Summary again, or put the form back, before updating.',
    );
    await field(page, 'State').selectOption('TX');
    // The versions are listed again, and the one shown chosen: the form names it again.
    await expect(field(page, 'Version')).toHaveValue('FIL');
    await button(page, 'Update Summary').click();
    await expect(main(page).getByRole('status').filter({ hasText: 'updated' })).toHaveText(
      'Summary of HB100FIL updated',
    );
    await expect(field(page, 'Summary text')).toHaveValue('Edited across states.');
  });

  test("a bill update needs an ID: 'ID is required for updates'", async ({ page }) => {
    const sent = calls(page);
    await open(page);
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Edited.');
    await field(page, 'Bill ID').fill('');
    await button(page, 'Update Summary').click();
    await expect(main(page).locator('.summary-results').getByRole('alert')).toHaveText(
      'ID is required for updates',
    );
    await expect(field(page, 'Summary text')).toHaveValue('Edited.');

    // Naming another bill does not write this text into it.
    await field(page, 'Bill ID').fill('HB200');
    await button(page, 'Update Summary').click();
    await expect(main(page).locator('.summary-results').getByRole('alert')).toHaveText(
      'The form no longer names HB100FIL (TX, session 89R), the record shown. Fetch Summary again, or put the form back, before updating.',
    );
    expect(sent.filter((c) => c.op === 'updateSummary')).toEqual([]);
  });

  test("a summary that is not there: 'Error: …' then 'No summary found. Please try again.'", async ({
    page,
  }) => {
    await open(page);
    await fetchHb100(page, 'bill', 'ENR');
    await expect(queryAlert(page)).toHaveText(
      'Error: No summary found for HB100ENR (TX, session 89R)No summary found. Please try again.',
    );
    await expect(queryAlert(page).getByRole('paragraph')).toHaveText([
      'Error: No summary found for HB100ENR (TX, session 89R)',
      'No summary found. Please try again.',
    ]);
    await expectAccessible(page);
  });

  test("a failing fetch shows the answer's words, or 'Unknown error occurred'", async ({ page, mock }) => {
    await mock.fail('/api/bill/getSummary', {
      status: 500,
      message: 'Summary store is read-only today',
      times: 1,
    });
    await open(page);
    await fetchHb100(page, 'bill');
    await expect(queryAlert(page).getByRole('paragraph')).toHaveText([
      'Error: Summary store is read-only today',
      'No summary found. Please try again.',
    ]);
    await page.route('**/api/bill/getSummary', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await button(page, 'Fetch Summary').click();
    await expect(queryAlert(page).getByRole('paragraph')).toHaveText([
      'Error: Unknown error occurred',
      'No summary found. Please try again.',
    ]);
  });

  test('failing versions and a failing update say so; the edited text stays', async ({ page, mock }) => {
    await mock.fail('/api/bill/getVersions', {
      status: 503,
      message: 'Versions service unavailable',
      times: 1,
    });
    await open(page);
    await field(page, 'Session').fill('89R');
    await field(page, 'Bill ID').fill('HB100');
    await button(page, 'Get Versions').click();
    await expect(queryAlert(page)).toHaveText('Error: Versions service unavailable');

    await mock.fail('/api/bill/updateSummary', { status: 409, message: 'Someone else is editing HB100FIL' });
    await button(page, 'Get Versions').click();
    await field(page, 'Version').selectOption('FIL');
    await button(page, 'Fetch Summary').click();
    await field(page, 'Summary text').fill('My careful rewrite.');
    await button(page, 'Update Summary').click();
    await expect(main(page).locator('.summary-results').getByRole('alert')).toHaveText(
      'Error: Someone else is editing HB100FIL',
    );
    await expect(field(page, 'Summary text')).toHaveValue('My careful rewrite.');
    await expect(main(page).getByText('Unsaved edit')).toBeVisible();
    await expectAccessible(page);
  });

  test('changing the state reloads the versions for that state', async ({ page }) => {
    const sent = calls(page);
    await open(page);
    await fetchHb100(page, 'bill');
    await field(page, 'Session').fill('25RS');
    await field(page, 'State').selectOption('LA');
    await expect(page).toHaveURL(/\?state=LA$/);
    // LA's HB100 has one version: it is chosen (the TX version chosen before is not).
    await expect(main(page).getByRole('status').first()).toHaveText(
      '1 version of HB100 (LA 25RS): FIL, selected.',
    );
    expect(sent.at(-1)).toEqual({ op: 'getVersions', body: { state: 'LA', id: 'HB100', session: '25RS' } });
    await expect(field(page, 'Version')).toHaveValue('FIL');
    await expect(main(page).locator('.summary-results')).toHaveCount(0);
  });

  test('the lookup outlives a trip to another screen and a reload: its fields and the versions listed', async ({
    page,
  }) => {
    await open(page);
    await field(page, 'Type').selectOption('section');
    await versionsOfHb100(page);
    await field(page, 'Version').selectOption('ENG');
    await page.getByRole('link', { name: 'Run Tools' }).first().click();
    await expect(page).toHaveURL(/\/run-tools/);
    await page.goBack();
    const lookup = async () => {
      await expect(field(page, 'Type')).toHaveValue('section');
      await expect(field(page, 'Session')).toHaveValue('89R');
      await expect(field(page, 'Bill ID')).toHaveValue(/^hb ?100$/i);
      await expect(field(page, 'Version')).toHaveValue('ENG');
    };
    await lookup();
    await page.reload();
    await lookup();
    // The versions are there to fetch from, without asking for them again.
    await button(page, 'Fetch Summary').click();
    await expect(main(page).locator('.summary-results')).toBeVisible();
  });

  test('unsaved edits are not replaced without asking', async ({ page }) => {
    await open(page);
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Unsaved words.');
    await field(page, 'Version').selectOption('ENG');
    await button(page, 'Fetch Summary').click();
    await expect(main(page).getByRole('alert')).toHaveText(
      /^HB100FIL has unsaved edits\. Fetching a summary replaces them\./,
    );
    // The question goes with its buttons: the focus goes back to the edit, or to Fetch Summary.
    await button(page, 'Keep editing').focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'Summary text')).toHaveValue('Unsaved words.');
    await expect(field(page, 'Summary text')).toBeFocused();
    // Asked, then saved (the form naming the record again): nothing is unsaved, and the question goes.
    await field(page, 'Version').selectOption('FIL');
    await button(page, 'Fetch Summary').click();
    await expect(button(page, 'Discard edits and fetch')).toBeVisible();
    await button(page, 'Update Summary').click();
    await expect(main(page).getByRole('status').filter({ hasText: 'updated' })).toHaveText(
      'Summary of HB100FIL updated',
    );
    await expect(button(page, 'Discard edits and fetch')).toHaveCount(0);
    await field(page, 'Summary text').fill('Other unsaved words.');
    await expect(button(page, 'Discard edits and fetch')).toHaveCount(0);
    await field(page, 'Version').selectOption('ENG');
    await button(page, 'Fetch Summary').click();
    await button(page, 'Discard edits and fetch').focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Summary of HB100ENG' })).toBeVisible();
    await expect(button(page, 'Fetch Summary')).toBeFocused();
    await expect(field(page, 'Summary text')).toHaveValue(
      /^As engrossed, HB 100 adds a hold-harmless provision/,
    );
  });
});

test('a summary emptied is asked about before it is saved: Keep editing sends nothing, Save it empty does', async ({
  page,
}) => {
  const updates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/updateSummary')) updates.push(r.postData() ?? '');
  });
  await open(page);
  await fetchHb100(page, 'bill');
  const text = field(page, 'Summary text');
  await text.fill('   ');
  await text.press('Control+Enter');
  const ask = page.getByRole('alertdialog', { name: 'Save an empty summary?' });
  await expect(ask).toContainText(
    'The summary of HB100FIL would be saved with no text: the text it has now is gone for good.',
  );
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(text).toBeFocused();
  expect(updates).toEqual([]);

  await button(page, 'Update Summary').click();
  await ask.getByRole('button', { name: 'Save it empty' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'updated' })).toHaveText(
    'Summary of HB100FIL updated',
  );
  expect(updates).toHaveLength(1);
  // Empty already: saved again without a question.
  await text.press('Control+Enter');
  await expect.poll(() => updates.length).toBe(2);
  await expect(ask).toHaveCount(0);
});

test.describe('edited summaries are not lost', () => {
  test.describe.configure({ timeout: 60_000 });
  const ask = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });

  test('a sidebar link and Back ask first; Keep editing keeps the text, leaving goes', async ({ page }) => {
    await open(page);
    // Into the Summary page from another screen, so that Back is the console's own navigation.
    await page.getByRole('link', { name: 'Run Tools' }).click();
    await expect(page).toHaveURL(/\/run-tools/);
    await page.getByRole('link', { name: 'Summary', exact: true }).click();
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Words not yet updated.');

    await page.getByRole('link', { name: 'Run Tools' }).click();
    await expect(ask(page)).toBeVisible();
    await expect(ask(page)).toContainText(
      'You have unsaved changes to the summary of HB100FIL. If you leave now, they are lost.',
    );
    await expect(ask(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(ask(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(field(page, 'Summary text')).toHaveValue('Words not yet updated.');

    // Choosing another state stays on the page: nothing is asked, the edit stays (marked stale).
    await field(page, 'State').selectOption('LA');
    await expect(page).toHaveURL(/\?state=LA$/);
    await expect(ask(page)).toHaveCount(0);
    await expect(field(page, 'Summary text')).toHaveValue('Words not yet updated.');

    await page.goBack();
    await expect(ask(page)).toBeVisible();
    await ask(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/run-tools/);
  });

  test('the palette makes way for the question: one dialog at a time, and Keep editing goes back to the text', async ({
    page,
  }) => {
    await open(page);
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Words not yet updated.');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('run tools');
    await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('Run Tools');
    await page.keyboard.press('Enter');
    await expect(ask(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Go to a screen or dataset' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(ask(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await ask(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(field(page, 'Summary text')).toHaveValue('Words not yet updated.');
    await expect(field(page, 'Summary text')).toBeFocused();

    await page.keyboard.press('Control+k');
    await page.keyboard.type('run tools');
    await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('Run Tools');
    await page.keyboard.press('Enter');
    await ask(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/run-tools/);
    await expect(page.getByRole('heading', { level: 1, name: 'Run Tools' })).toBeFocused();
  });

  test('in the slide-in menu, Esc on Log Out’s question closes the question only: the menu stays, Log Out has the focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page);
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Words not yet updated.');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const logOut = page.getByRole('button', { name: 'Log Out' });
    await logOut.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(logOut).toBeFocused();
    await expect(page.getByPlaceholder('Search menu…')).toBeVisible();
    // Esc again, with the focus in the menu: the menu closes, the focus back on Menu.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
    await expect(field(page, 'Summary text')).toHaveValue('Words not yet updated.');
  });

  test('a session that ends without the user keeps the edits, back after signing in; Log Out asks, then lets them go', async ({
    page,
    mock,
  }) => {
    await open(page);
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Words typed before the session ended.');
    // The server refuses the token and its renewal (a revoked session).
    await revokeSessionAt(mock, '/api/bill/updateSummary');
    await button(page, 'Update Summary').click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);

    await signInAgain(page, mock);
    await expect(main(page).getByRole('heading', { name: 'Summary of HB100FIL' })).toBeVisible();
    await expect(field(page, 'Summary text')).toHaveValue('Words typed before the session ended.');
    await expect(main(page).getByText('Unsaved edit', { exact: true })).toBeVisible();
    await expect(main(page)).toContainText(
      'Your unsaved edits are back: your session ended before they were saved.',
    );
    await expect(field(page, 'Bill ID')).toHaveValue('hb 100');
    await expect(field(page, 'Version')).toHaveValue('FIL');

    // Log Out asks first: staying keeps the text; logging out lets it go for good.
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(question).toContainText('You have unsaved changes to the summary of HB100FIL.');
    await expect(question.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(question).toHaveCount(0);
    await expect(field(page, 'Summary text')).toHaveValue('Words typed before the session ended.');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await question.getByRole('button', { name: 'Log Out and discard' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(main(page).getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
    await expect(field(page, 'Summary text')).toHaveCount(0);
  });

  test('closing or reloading the tab gets the browser’s own question; an updated summary leaves freely', async ({
    page,
  }) => {
    await open(page);
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Saved words.');
    await button(page, 'Update Summary').click();
    await expect(main(page).getByText('Unsaved edit')).toHaveCount(0);
    await page.getByRole('link', { name: 'Run Tools' }).click();
    await expect(page).toHaveURL(/\/run-tools/);
    await expect(ask(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Summary', exact: true }).click();
    await fetchHb100(page, 'bill');
    await field(page, 'Summary text').fill('Unsaved words.');
    expect(await closeAsking(page)).toBe('beforeunload');
  });

  test('several edited sections: Update all changed summaries (N), with each outcome in words', async ({
    page,
    mock,
  }) => {
    const sent = calls(page);
    await open(page);
    await fetchHb100(page, 'section');
    const section = (label: string) =>
      main(page)
        .getByRole('listitem')
        .filter({ has: page.getByLabel(label, { exact: true }) });
    const updateAll = (n: number) => button(page, `Update all changed summaries (${n})`);

    await section('S1P1').getByRole('textbox').fill('Section 1(1), rewritten.');
    // One edited section: its own Update Summary is enough.
    await expect(main(page).getByRole('button', { name: /^Update all changed summaries/ })).toHaveCount(0);
    await section('S2P10').getByRole('textbox').fill('Section 2(10), rewritten.');
    await main(page).getByRole('listitem').last().getByRole('textbox').fill('Transition, rewritten.');
    await expect(updateAll(3)).toBeVisible();
    await expectAccessible(page);

    // The first update is refused; the others still go, one after another.
    await mock.fail('/api/bill/updateSummary', {
      status: 409,
      message: 'Someone else is editing S1P1',
      times: 1,
    });
    await updateAll(3).click();
    const results = main(page).locator('.summary-batch-status');
    await expect(results.getByRole('paragraph')).toHaveText(
      '1 of 3 changed summaries updated; 2 failed and keep their text.',
    );
    await expect(results.getByRole('listitem')).toHaveText([
      'S1P1: not updated. Error: Someone else is editing S1P1',
      'S2P10: updated.',
      'No item id: not updated. No item id found for this section',
    ]);
    expect(sent.filter((c) => c.op === 'updateSummary').map((c) => (c.body as { id: string }).id)).toEqual([
      'S1P1',
      'S2P10',
    ]);
    await expect(section('S1P1').getByRole('textbox')).toHaveValue('Section 1(1), rewritten.');
    await expect(section('S2P10').getByRole('status')).toHaveText('Section S2P10 of HB100FIL updated');
    await expectAccessible(page);

    // Again: the two still changed.
    await updateAll(2).click();
    await expect(results.getByRole('listitem')).toHaveText([
      'S1P1: updated.',
      'No item id: not updated. No item id found for this section',
    ]);
    await expect(results.getByRole('paragraph')).toHaveText(
      '1 of 2 changed summaries updated; 1 failed and keeps its text.',
    );
    // One left: no batch to offer. The focus that was on its button is on what became of it.
    await expect(main(page).getByRole('button', { name: /^Update all changed summaries/ })).toHaveCount(0);
    await expect(results.getByRole('paragraph')).toBeFocused();
  });
});

test.describe('an update answered late applies only to what it saved', () => {
  test.describe.configure({ timeout: 60_000 });
  const results = (page: Page) => main(page).locator('.summary-results');

  test('an answer for FIL that comes after SCS was fetched changes nothing shown for SCS', async ({
    page,
  }) => {
    const sent = calls(page);
    await open(page);
    await fetchHb100(page, 'bill', 'FIL');
    await expect(main(page).getByRole('heading', { name: 'Summary of HB100FIL' })).toBeVisible();
    const release = await holdRequests(page, '**/api/bill/updateSummary');
    await field(page, 'Summary text').fill('FIL ONLY TEXT');
    await button(page, 'Update Summary').click();
    await expect(results(page).getByRole('status')).toHaveText('Saving...');

    await field(page, 'Version').selectOption('SCS');
    await button(page, 'Fetch Summary').click();
    await button(page, 'Discard edits and fetch').click();
    await expect(main(page).getByRole('heading', { name: 'Summary of HB100SCS' })).toBeVisible();
    const scs = await field(page, 'Summary text').inputValue();
    expect(scs).toMatch(/^The Senate committee substitute/);

    const answered = page.waitForResponse('**/api/bill/updateSummary');
    release();
    await answered;
    // Shown once the answer is handled; FIL's outcome is told in words naming FIL, away from SCS.
    await expect(main(page).getByText('Summary of HB100FIL updated')).toBeVisible();
    await expect(field(page, 'Summary text')).toHaveValue(scs);
    await expect(results(page).getByText('Unsaved edit')).toHaveCount(0);
    await expect(results(page).getByText('HB100FIL')).toHaveCount(0);
    await expect(main(page).locator('.summary-query').getByRole('status')).toHaveText(
      'Summary of HB100FIL updated',
    );

    await button(page, 'Update Summary').click();
    await expect(results(page).getByRole('status')).toHaveText('Summary of HB100SCS updated');
    expect(sent.filter((c) => c.op === 'updateSummary').map((c) => c.body)).toEqual([
      { state: 'TX', type: 'bill', id: 'HB100FIL', session: '89R', newSummary: 'FIL ONLY TEXT' },
      { state: 'TX', type: 'bill', id: 'HB100SCS', session: '89R', newSummary: scs },
    ]);
    // Read back: SCS keeps its own text.
    await button(page, 'Fetch Summary').click();
    await expect(main(page).getByRole('heading', { name: 'Summary of HB100SCS' })).toBeVisible();
    await expect(field(page, 'Summary text')).toHaveValue(scs);
  });

  test('text typed while an update is saving stays, as an unsaved edit', async ({ page }) => {
    const sent = calls(page);
    await open(page);
    await fetchHb100(page, 'bill');
    const text = field(page, 'Summary text');
    await text.fill('Typed first.');
    const release = await holdRequests(page, '**/api/bill/updateSummary');
    await button(page, 'Update Summary').click();
    await expect(results(page).getByRole('status')).toHaveText('Saving...');
    await text.press('End');
    await text.pressSequentially(' And more.');
    await expect(text).toHaveValue('Typed first. And more.');

    release();
    await expect(results(page).getByRole('status')).toHaveText('Summary of HB100FIL updated');
    await expect(text).toHaveValue('Typed first. And more.');
    await expect(results(page).getByText('Unsaved edit')).toBeVisible();
    expect(sent.filter((c) => c.op === 'updateSummary').map((c) => c.body)).toEqual([
      { state: 'TX', type: 'bill', id: 'HB100FIL', session: '89R', newSummary: 'Typed first.' },
    ]);

    // The rest is updated in turn.
    await button(page, 'Update Summary').click();
    await expect(results(page).getByText('Unsaved edit')).toHaveCount(0);
    await expect(text).toHaveValue('Typed first. And more.');
  });

  test('Update all changed summaries: text typed meanwhile stays, as unsaved edits', async ({ page }) => {
    const sent = calls(page);
    await open(page);
    await fetchHb100(page, 'section');
    const box = (label: string) =>
      main(page)
        .getByRole('listitem')
        .filter({ has: page.getByLabel(label, { exact: true }) })
        .getByRole('textbox');
    await box('S1P1').fill('S1P1 sent.');
    await box('S2P10').fill('S2P10 sent.');
    const release = await holdRequests(page, '**/api/bill/updateSummary');
    await button(page, 'Update all changed summaries (2)').click();
    const batch = main(page).locator('.summary-batch-status');
    await expect(batch.getByRole('paragraph')).toHaveText('Updating 2 changed summaries… 0 of 2 done.');
    await box('S1P1').fill('S1P1 sent. Typed later.');
    await box('S2P10').fill('S2P10 sent. Typed later.');

    release();
    await expect(batch.getByRole('paragraph')).toHaveText('All 2 changed summaries updated.');
    await expect(box('S1P1')).toHaveValue('S1P1 sent. Typed later.');
    await expect(box('S2P10')).toHaveValue('S2P10 sent. Typed later.');
    await expect(results(page).getByText('Unsaved edit')).toHaveCount(2);
    await expect(button(page, 'Update all changed summaries (2)')).toBeVisible();
    expect(
      sent.filter((c) => c.op === 'updateSummary').map((c) => (c.body as { newSummary: string }).newSummary),
    ).toEqual(['S1P1 sent.', 'S2P10 sent.']);
  });
});

test('a bill with one version: the version is chosen and Fetch Summary has the focus', async ({ page }) => {
  await open(page);
  await field(page, 'Session').fill('89R');
  await field(page, 'Bill ID').fill('HB21');
  await field(page, 'Bill ID').press('Enter');
  await expect(main(page).getByRole('status').first()).toHaveText(
    '1 version of HB21 (TX 89R): FIL, selected.',
  );
  await expect(field(page, 'Version')).toHaveValue('FIL');
  await expect(button(page, 'Fetch Summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { name: 'Summary of HB21FIL' })).toBeVisible();
});

test('while a call runs: Loading... and the buttons disabled', async ({ page }) => {
  await open(page);
  const release = await holdRequests(page, '**/api/bill/getVersions');
  await field(page, 'Session').fill('89R');
  await field(page, 'Bill ID').fill('HB100');
  await button(page, 'Get Versions').click();
  await expect(main(page).getByRole('status').first()).toHaveText('Loading...');
  await expect(button(page, 'Get Versions')).toBeDisabled();
  await expect(button(page, 'Fetch Summary')).toBeDisabled();
  release();
  await expect(main(page).getByRole('status').first()).toHaveText('5 versions of HB100 (TX 89R).');
  await expect(button(page, 'Fetch Summary')).toBeEnabled();
});

test('the pressed button keeps the focus through its call; a fetched summary is announced', async ({
  page,
  mock,
}) => {
  const queryStatus = main(page).locator('.summary-query').getByRole('status');
  const results = main(page).locator('.summary-results');
  await mock.fail('/api/bill/getVersions', {
    status: 503,
    message: 'Versions service unavailable',
    times: 1,
  });
  await open(page);
  await field(page, 'Session').fill('89R');
  await field(page, 'Bill ID').fill('HB100');
  await button(page, 'Get Versions').focus();
  await page.keyboard.press('Enter');
  await expect(queryAlert(page)).toHaveText('Error: Versions service unavailable');
  await expect(button(page, 'Get Versions')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(queryStatus).toHaveText('5 versions of HB100 (TX 89R).');
  await field(page, 'Version').selectOption('FIL');
  const release = await holdRequests(page, '**/api/bill/getSummary');
  await button(page, 'Fetch Summary').focus();
  await page.keyboard.press('Enter');
  await expect(queryStatus).toHaveText('Loading...');
  await expect(button(page, 'Fetch Summary')).toBeFocused();
  await expect(button(page, 'Fetch Summary')).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(main(page).getByRole('heading', { name: 'Summary of HB100FIL' })).toBeVisible();
  await expect(queryStatus).toHaveText('Loaded the summary of HB100FIL (TX 89R).');
  await expect(button(page, 'Fetch Summary')).toBeFocused();
  await page.unroute('**/api/bill/getSummary');

  // Section summaries: how many came.
  await field(page, 'Type').selectOption('section');
  await button(page, 'Fetch Summary').focus();
  await page.keyboard.press('Enter');
  await expect(queryStatus).toHaveText('Loaded 9 section summaries of HB100FIL (TX 89R).');
  await expect(button(page, 'Fetch Summary')).toBeFocused();

  // Update Summary, saved and failed.
  const s1p1 = results.getByRole('listitem').filter({ has: page.getByLabel('S1P1', { exact: true }) });
  await s1p1.getByRole('textbox').fill('S1P1 rewritten.');
  await s1p1.getByRole('button', { name: 'Update Summary' }).focus();
  await page.keyboard.press('Enter');
  await expect(s1p1.getByRole('status')).toHaveText('Section S1P1 of HB100FIL updated');
  await expect(s1p1.getByRole('button', { name: 'Update Summary' })).toBeFocused();
  await mock.fail('/api/bill/updateSummary', { status: 409, message: 'Someone else is editing HB100FIL' });
  await s1p1.getByRole('textbox').fill('S1P1 rewritten again.');
  await s1p1.getByRole('button', { name: 'Update Summary' }).focus();
  await page.keyboard.press('Enter');
  await expect(s1p1.getByRole('alert')).toHaveText('Error: Someone else is editing HB100FIL');
  await expect(s1p1.getByRole('button', { name: 'Update Summary' })).toBeFocused();
});

test('versions still on their way when the bill ID changes are not offered for the new bill', async ({
  page,
}) => {
  await open(page);
  const release = await holdRequests(page, '**/api/bill/getVersions');
  await field(page, 'Session').fill('89R');
  await field(page, 'Bill ID').fill('HB100');
  await button(page, 'Get Versions').click();
  await expect(main(page).getByRole('status').first()).toHaveText('Loading...');
  await field(page, 'Bill ID').fill('SB7');
  await expect(button(page, 'Get Versions')).toBeEnabled();
  const answered = page.waitForResponse('**/api/bill/getVersions');
  release();
  await answered;
  await page.unroute('**/api/bill/getVersions');
  await expect(field(page, 'Version').getByRole('option')).toHaveText(['Get Versions first']);
  await expect(main(page).getByText('5 versions of HB100 (TX 89R).')).toHaveCount(0);
  await button(page, 'Get Versions').click();
  await expect(main(page).getByRole('status').first()).toHaveText(/versions? of SB7 \(TX 89R\)/);
});
