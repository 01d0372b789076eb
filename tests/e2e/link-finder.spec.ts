// Update State Links in the production build against the mock backend.
import type { BrowserContext, Page } from '@playwright/test';
import {
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

function updateCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/crawl/update-link') seen.push(r.postData() ?? '');
  });
  return seen;
}

async function open(page: Page) {
  await signIn(page, 'demo', 'demo', '/link-finder');
  await expect(main(page).getByRole('heading', { name: 'Update State Links' })).toBeVisible();
}

async function loadTexas(page: Page) {
  await button(page, 'Load Links').click();
  await expect(main(page).getByRole('heading', { name: 'Links of Texas (TX)' })).toBeVisible();
}

test.describe('link finder', () => {
  // Long journeys with several axe passes over the whole console: a shared 2-core machine needs time.
  test.describe.configure({ timeout: 60_000 });

  test('load a state’s links, replace one, and update another', async ({ page }) => {
    const calls = updateCalls(page);
    await open(page);
    const states = field(page, 'State');
    await expect(states).toHaveValue('TX');
    await expect(states.getByRole('option')).toHaveCount(51);
    await expect(states.getByRole('option').first()).toHaveText('--Select a State--');
    await expectAccessible(page);

    const release = await holdRequests(page, '**/api/crawl');
    await button(page, 'Load Links').click();
    await expect(main(page).getByRole('status').first()).toHaveText('Loading...');
    await expect(button(page, 'Load Links')).toBeDisabled();
    release();
    await expect(main(page).getByRole('heading', { name: 'Links of Texas (TX)' })).toBeVisible();

    const column = field(page, 'Column');
    await expect(column).toHaveValue('');
    await expect(column.getByRole('option').first()).toHaveText('--Select Column--');
    await expect(button(page, 'Update Link')).toBeDisabled();

    // Only http(s) values are links; others are text.
    await column.selectOption('JournalsLink');
    const current = main(page).getByRole('group', { name: 'Current link' }).locator('.link-current');
    await expect(current).toHaveText('ftp://ftp.legis.state.tx.us/journals/ not a web link');
    await expect(current.getByRole('link')).toHaveCount(0);
    await column.selectOption('VideoLink');
    await expect(current).toHaveText('No link set');
    await column.selectOption('BillsLink');
    await expect(current.getByRole('link')).toHaveAttribute('href', 'https://capitol.texas.gov/bills');
    await expectAccessible(page);

    // Another column clears the new link.
    await field(page, 'New link').fill('https://capitol.texas.gov/typed');
    await expect(button(page, 'Update Link')).toBeEnabled();
    await column.selectOption('CalendarLink');
    await expect(field(page, 'New link')).toHaveValue('');
    await expect(button(page, 'Update Link')).toBeDisabled();

    await field(page, 'New link').fill(' https://capitol.texas.gov/Calendars/Upcoming ');
    await field(page, 'New link').press('Enter');
    await expect(
      main(page).getByRole('status').filter({ hasText: 'Link updated successfully!' }),
    ).toContainText('CalendarLink of Texas is now https://capitol.texas.gov/Calendars/Upcoming');
    expect(calls.map((c) => JSON.parse(c))).toEqual([
      { state: 'TX', key: 'CalendarLink', url: 'https://capitol.texas.gov/Calendars/Upcoming' },
    ]);
    const row = main(page).getByRole('row', { name: /^CalendarLink/ });
    await expect(row.getByRole('link')).toHaveAttribute(
      'href',
      'https://capitol.texas.gov/Calendars/Upcoming',
    );
    await expectAccessible(page);
  });

  test('Update Another Link dismisses the confirmation; Change in the table picks a column', async ({
    page,
  }) => {
    await open(page);
    await loadTexas(page);
    await field(page, 'Column').selectOption('CalendarLink');
    await field(page, 'New link').fill('https://capitol.texas.gov/Calendars/Upcoming');
    await button(page, 'Update Link').click();
    await expect(button(page, 'Update Another Link')).toBeFocused();
    await button(page, 'Update Another Link').click();
    await expect(main(page).getByText('Link updated successfully!')).toHaveCount(0);
    await expect(field(page, 'Column')).toHaveValue('');
    await expect(field(page, 'Column')).toBeFocused();

    // The table's Change picks a column and goes to the new link.
    await main(page).getByRole('button', { name: 'Change MembersLink' }).click();
    await expect(field(page, 'Column')).toHaveValue('MembersLink');
    await expect(field(page, 'New link')).toBeFocused();
    // A column with no link, chosen: its row's tint keeps 'No link set' readable.
    await main(page).getByRole('button', { name: 'Change VideoLink' }).click();
    await expect(main(page).getByRole('row', { name: /^VideoLink/ })).toContainText('No link set');
    await expectAccessible(page);

    // A reload keeps the stored link.
    await page.reload();
    await loadTexas(page);
    await expect(main(page).getByRole('row', { name: /^CalendarLink/ })).toContainText(
      'https://capitol.texas.gov/Calendars/Upcoming',
    );
  });

  test('a new link that is not an absolute http(s) address is refused and not sent', async ({ page }) => {
    const calls = updateCalls(page);
    await open(page);
    await loadTexas(page);
    await field(page, 'Column').selectOption('BillsLink');
    for (const bad of ['capitol.texas.gov/bills', 'ftp://capitol.texas.gov/bills', 'javascript:alert(1)']) {
      await field(page, 'New link').fill(bad);
      await button(page, 'Update Link').click();
      await expect(main(page).getByRole('alert')).toHaveText(
        'Enter a full web address that starts with http:// or https://, for example https://capitol.texas.gov/bills.',
      );
      await expect(field(page, 'New link')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'New link')).toHaveValue(bad);
    }
    await field(page, 'New link').fill('https://capitol.texas.gov/bills');
    await button(page, 'Update Link').click();
    await expect(main(page).getByRole('alert')).toHaveText('This is already the current link.');
    // Longer than the contract takes: said at the field, in words, not by the server.
    const long = `https://capitol.texas.gov/${'a'.repeat(2030)}`;
    await field(page, 'New link').fill(long);
    await button(page, 'Update Link').click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'A link can be at most 2,048 characters long; this one has 2,056.',
    );
    await expect(field(page, 'New link')).toHaveValue(long);
    await expectAccessible(page);
    expect(calls).toEqual([]);
  });

  test('Load Links with the blank state says so and sends nothing', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/crawl') loads.push(r.url());
    });
    await open(page);
    await field(page, 'State').selectOption('');
    await button(page, 'Load Links').click();
    await expect(main(page).getByRole('alert')).toHaveText('Select a state to load its links.');
    expect(loads).toEqual([]);
  });

  test('a state in the address this screen does not offer is not sent: TX is shown and loaded, and the address says so', async ({
    page,
  }) => {
    const loads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/crawl') loads.push(r.postData() ?? '');
    });
    // Not a state at all: the router leaves it out of the address (TX is the default). A state this
    // screen does not offer: the address is corrected to the state shown.
    await signIn(page, 'demo', 'demo', '/link-finder?state=la');
    for (const [given, address] of [
      ['la', /\/link-finder$/],
      ['ZZ', /\/link-finder\?state=TX$/],
    ] as const) {
      await page.goto(`/link-finder?state=${given}`);
      await expect(field(page, 'State')).toHaveValue('TX');
      await expect(page).toHaveURL(address);
    }
    await loadTexas(page);
    expect(loads.map((body) => JSON.parse(body).state)).toEqual(['TX']);
  });

  test("a failing load says 'Error: ' and the server's message", async ({ page, mock }) => {
    await mock.fail('/api/crawl', { status: 500, message: 'Crawler database is offline', times: 1 });
    await open(page);
    await button(page, 'Load Links').click();
    await expect(main(page).getByRole('alert')).toHaveText('Error: Crawler database is offline');
    await expectAccessible(page);
    await button(page, 'Load Links').click();
    await expect(main(page).getByRole('heading', { name: 'Links of Texas (TX)' })).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  });

  test('a failing load whose message is an object shows its JSON text', async ({ page }) => {
    await open(page);
    await page.route('**/api/crawl', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: { code: 'E_LOCKED', detail: 'crawl table locked' } }),
      }),
    );
    await button(page, 'Load Links').click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Error: {"code":"E_LOCKED","detail":"crawl table locked"}',
    );
  });

  test("a failing update says 'Error: ' and the server's message, and keeps the new link", async ({
    page,
    mock,
  }) => {
    await mock.fail('/api/crawl/update-link', {
      status: 409,
      message: 'The link is locked by another editor',
    });
    await open(page);
    await loadTexas(page);
    await field(page, 'Column').selectOption('BillsLink');
    await field(page, 'New link').fill('https://capitol.texas.gov/bills/new');
    // From the keyboard: the button keeps the focus through its call.
    await button(page, 'Update Link').focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('alert')).toHaveText('Error: The link is locked by another editor');
    await expect(button(page, 'Update Link')).toBeFocused();
    await expect(field(page, 'New link')).toHaveValue('https://capitol.texas.gov/bills/new');
    await expect(main(page).getByRole('row', { name: /^BillsLink/ })).toContainText(
      'https://capitol.texas.gov/bills',
    );
    await expectAccessible(page);
  });

  test('Load Links keeps the focus, says how many links came, and keeps it on a failure too', async ({
    page,
    mock,
  }) => {
    await open(page);
    const release = await holdRequests(page, '**/api/crawl');
    await button(page, 'Load Links').focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('status').first()).toHaveText('Loading...');
    await expect(button(page, 'Load Links')).toBeFocused();
    await expect(button(page, 'Load Links')).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(main(page).getByRole('heading', { name: 'Links of Texas (TX)' })).toBeVisible();
    await expect(button(page, 'Load Links')).toBeFocused();
    // Announced, since the focus did not move: as many links as the table lists.
    const rows = await main(page).getByRole('table').getByRole('row').count();
    await expect(main(page).getByRole('status').first()).toHaveText(`Loaded ${rows - 1} links of Texas.`);
    await page.unroute('**/api/crawl');

    await mock.fail('/api/crawl', { status: 500, message: 'Crawler database is offline', times: 1 });
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('alert')).toHaveText('Error: Crawler database is offline');
    await expect(button(page, 'Load Links')).toBeFocused();
    // The next Tab goes on from the button, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(main(page).locator(':focus')).toHaveCount(1);
  });

  test('another state is loaded on request; the shown links say whose they are', async ({ page }) => {
    await open(page);
    await loadTexas(page);
    // The same state loaded again keeps the column chosen and the link typed for it.
    await field(page, 'Column').selectOption('BillsLink');
    await field(page, 'New link').fill('https://example.gov/bills');
    await button(page, 'Load Links').click();
    await expect(main(page).getByRole('status').first()).toHaveText(/^Loaded \d+ links of Texas\.$/);
    await expect(field(page, 'Column')).toHaveValue('BillsLink');
    await expect(field(page, 'New link')).toHaveValue('https://example.gov/bills');
    await field(page, 'State').selectOption('LA');
    await expect(page).toHaveURL(/\?state=LA$/);
    await expect(main(page).getByText('Showing Texas. Press Load Links to load Louisiana.')).toBeVisible();
    // Another state's links clear the typed link: asked first, and staying keeps it.
    await button(page, 'Load Links').click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(ask).toContainText('You have unsaved changes to the new BillsLink link of Texas.');
    await expectAccessible(page);
    await page.keyboard.press('Enter'); // Keep editing, the default answer
    await expect(ask).toHaveCount(0);
    await expect(button(page, 'Load Links')).toBeFocused();
    await expect(main(page).getByRole('heading', { name: 'Links of Texas (TX)' })).toBeVisible();
    await expect(field(page, 'New link')).toHaveValue('https://example.gov/bills');
    await button(page, 'Load Links').click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(main(page).getByRole('heading', { name: 'Links of Louisiana (LA)' })).toBeVisible();
    await expect(field(page, 'New link')).toHaveValue('');
    await expect(field(page, 'Column')).toHaveValue('');
    const calendar = main(page).getByRole('row', { name: /^CalendarLink/ });
    await expect(calendar).toContainText('legis.la.gov/legis/Calendar.aspx not a web link');
    await expect(calendar.getByRole('link')).toHaveCount(0);
  });
});

test('a typed new link is not lost unasked: leaving the screen asks, and so does Log Out', async ({
  page,
}) => {
  await open(page);
  await loadTexas(page);
  await field(page, 'Column').selectOption('CalendarLink');
  await field(page, 'New link').fill('https://typed.example/x');

  await page.getByRole('link', { name: 'Run Tools' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('You have unsaved changes to the new CalendarLink link of Texas.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/link-finder/);
  await expect(field(page, 'New link')).toHaveValue('https://typed.example/x');

  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(question).toContainText('the new CalendarLink link of Texas');
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(field(page, 'New link')).toHaveValue('https://typed.example/x');

  // Sent, it is no longer unsaved: the screen is left without a question.
  await button(page, 'Update Link').click();
  await expect(main(page).getByText('Link updated successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Run Tools' }).click();
  await expect(page).toHaveURL(/\/run-tools/);
  await expect(ask).toHaveCount(0);
});

/** A new CalendarLink link of Texas typed (not sent) here, and the dashboard open in another tab. */
async function linkTypedAndAnotherTab(page: Page, context: BrowserContext): Promise<Page> {
  await open(page);
  await loadTexas(page);
  await field(page, 'Column').selectOption('CalendarLink');
  await field(page, 'New link').fill('https://typed.example/x');
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return other;
}

test('Log Out in another tab names the link typed here before ending both tabs’ session', async ({
  page,
  context,
}) => {
  const other = await linkTypedAndAnotherTab(page, context);
  await other.getByRole('button', { name: 'Log Out' }).click();
  const question = other.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(question).toContainText('the new CalendarLink link of Texas (in another tab)');
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(field(page, 'New link')).toHaveValue('https://typed.example/x');

  await other.getByRole('button', { name: 'Log Out' }).click();
  await question.getByRole('button', { name: 'Log Out and discard' }).click();
  await expect(other).toHaveURL(/\/sign-in$/);
  await expect(page).toHaveURL(/\/sign-in/);
});

test('Log Out in another tab names the link typed here even while this tab is too busy to answer', async ({
  page,
  context,
}) => {
  const other = await linkTypedAndAnotherTab(page, context);
  // This tab's thread is held for three seconds, from before Log Out is pressed until after.
  const busy = page.evaluate(() => {
    const end = performance.now() + 3000;
    while (performance.now() < end) {}
  });
  await other.getByRole('button', { name: 'Log Out' }).click();
  await expect(other.getByRole('dialog', { name: 'Discard unsaved changes?' })).toContainText(
    'the new CalendarLink link of Texas (in another tab)',
  );
  await busy;
});

test('a session that ends before Update Link keeps the typed link, back after signing in', async ({
  page,
  mock,
}) => {
  const calls = updateCalls(page);
  await open(page);
  await loadTexas(page);
  await field(page, 'Column').selectOption('CalendarLink');
  await field(page, 'New link').fill('https://typed.example/x');
  // The server refuses the token and its renewal (a revoked session).
  await revokeSessionAt(mock, '/api/crawl/update-link');
  await button(page, 'Update Link').click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  await signInAgain(page, mock);
  await expect(main(page).getByRole('heading', { name: 'Links of Texas (TX)' })).toBeVisible();
  await expect(main(page)).toContainText(
    'Your new link is back: your session ended before it was sent. Check it and press Update Link.',
  );
  await expect(field(page, 'Column')).toHaveValue('CalendarLink');
  await expect(field(page, 'New link')).toHaveValue('https://typed.example/x');
  await button(page, 'Update Link').click();
  await expect(main(page).getByText('Link updated successfully!')).toBeVisible();
  expect(calls.at(-1)).toContain('https://typed.example/x');
});

test('the states outside the account are listed apart and cannot be chosen; a bookmark to one is refused in words', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/link-finder');
  const states = field(page, 'State');
  await expect(states.getByRole('option')).toHaveCount(51);
  const yours = states.locator('optgroup[label="Your account\'s states"] option');
  await expect(yours).toHaveCount(10);
  await expect(yours.first()).toBeEnabled();
  const others = states.locator('optgroup[label="Other states (your account has no access)"] option');
  await expect(others).toHaveCount(40);
  await expect(states.locator('option[value="CA"]')).toBeDisabled();
  await expectAccessible(page);

  await page.goto('/link-finder?state=CA');
  await expect(states).toHaveValue('CA');
  await button(page, 'Load Links').click();
  await expect(main(page).getByRole('alert')).toHaveText(
    'Error: You have no access to CA: your account covers TX, LA, IL, OH, IN, MS, NY, OK, AR, SC',
  );
  await page.screenshot({ path: 'test-results/link-finder-refused-state.png' });
});

test('a load that fails leaves the links shown as they were', async ({ page, mock }) => {
  await signIn(page, 'demo', 'demo', '/link-finder');
  await loadTexas(page);
  await mock.fail('/api/crawl', { status: 500, message: 'Crawler database is offline', times: 1 });
  await field(page, 'State').selectOption('LA');
  await button(page, 'Load Links').click();
  await expect(main(page).getByRole('alert')).toHaveText('Error: Crawler database is offline');
  await expect(main(page).getByRole('heading', { name: 'Links of Texas (TX)' })).toBeVisible();
});

test('a link stored while another state was loaded is reported for its own state, and only there', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/link-finder');
  await loadTexas(page);
  await field(page, 'Column').selectOption('BillsLink');
  await field(page, 'New link').fill('https://example.org/tx-bills-new');
  const release = await holdRequests(page, '**/api/crawl/update-link');
  await button(page, 'Update Link').click();
  // Louisiana loaded while Texas's update is on its way.
  await field(page, 'State').selectOption('LA');
  await button(page, 'Load Links').click();
  await expect(main(page).getByRole('heading', { name: 'Links of Louisiana (LA)' })).toBeVisible();
  release();
  await expect(
    main(page).getByRole('status').filter({ hasText: 'Link updated successfully!' }),
  ).toContainText('BillsLink of Texas is now https://example.org/tx-bills-new');
  const bills = main(page).getByRole('row', { name: /^BillsLink/ });
  await expect(bills).not.toContainText('tx-bills-new');
});

test('an account covering neither TX nor LA is told so at the address, as on the other hearing screens', async ({
  page,
}) => {
  await signIn(page, 'analyst', 'analyst', '/link-finder');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Update State Links' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText(
    'Updating state links is for accounts that cover Texas (TX) or Louisiana (LA), and your account covers neither.',
  );
  await expect(button(page, 'Load Links')).toHaveCount(0);
  await expectAccessible(page);
});
