// Deletes and edits that the lists and records agree with: a delete on its way when the tab closes
// or the user signs out still arrives; a page of failures reads as a few lines with Retry on screen;
// a deleted record is not shown from memory nor opened again by Back; Retry's deletes leave the
// selection; an edit leaves a related section it no longer belongs to; a navigation confirmed away
// from the form closes it; a reference to a record of the same dataset keeps the list.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, holdRequests, signIn, test } from './fixtures';
import { dialog, row, rows, toastWith, watchRequests } from './tables-helpers';

const panel = (page: Page) => page.locator('aside.record-panel');

/** A record is gone from the server (asked in another page of the same store). */
async function gone(page: Page, route: string, id: string) {
  const other = await page.context().newPage();
  await other.goto(`/admin/${route}?record=${id}`);
  await expect(other.getByRole('complementary').getByRole('alert')).toContainText('There is no');
  await other.close();
}

test('a bulk delete still on its way when the tab closes: the rest leave with the page, all arrive', async ({
  page,
  mock,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/members?page=1&sort=MemberId');
  await expect(rows(page)).toHaveCount(10);
  const ids = (await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id')))).slice(
    0,
    7,
  ) as string[];
  for (const id of ids) await page.getByRole('checkbox', { name: `Select Members ${id}` }).check();
  await mock.config({ latencyMs: 1500 });
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete 7' }).click();
  await dialog(page).getByRole('button', { name: 'Delete 7' }).click();
  // Past the Undo window: the first three are on their way, four wait for them.
  await expect(toastWith(page, /Deleting 7 Members records… 0 of 7/)).toBeVisible({ timeout: 15_000 });
  await page.close({ runBeforeUnload: true });
  await mock.config({ latencyMs: 0 });
  const other = await page.context().newPage();
  for (const id of ids) {
    await expect(async () => {
      await other.goto(`/admin/members?record=${id}`);
      await expect(other.getByRole('complementary').getByRole('alert')).toContainText('There is no', {
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
  }
});

test('Log Out waits for a delete on its way, saying so, so that the session still sends it', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/teams?page=1');
  // The delete is slow on its way to the server (held until Log Out has said it waits for it); Log
  // Out would otherwise overtake it.
  const waiting = toastWith(page, /Sending the deletes still on their way before Log Out/);
  await page.route('**/api/table/teams/4?*', async (route) => {
    await expect(waiting).toBeVisible();
    await route.continue();
  });
  await page.getByRole('button', { name: 'Delete 4', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, '4')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(waiting).toHaveCount(0);
  await expect(toastWith(page, /Could not delete/)).toHaveCount(0);
  await signIn(page, 'demo', 'demo', '/dashboard');
  await gone(page, 'teams', '4');
});

/** Teams 4 deleted here and waiting out its Undo, and the dashboard open in another tab. */
async function deleteWaitingAndAnotherTab(page: Page, context: BrowserContext): Promise<Page> {
  await signIn(page, 'demo', 'demo', '/admin/teams?page=1');
  await page.getByRole('button', { name: 'Delete 4', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, '4')).toHaveCount(0);
  await expect(toastWith(page, /Undo/)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return other;
}

test('Log Out in another tab sends this tab’s delete waiting out its Undo first, with the session', async ({
  page,
  context,
}) => {
  const other = await deleteWaitingAndAnotherTab(page, context);
  await other.getByRole('button', { name: 'Log Out' }).click();
  await expect(other).toHaveURL(/\/sign-in$/);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(toastWith(page, /Could not delete/)).toHaveCount(0);
  await signIn(other, 'demo', 'demo', '/dashboard');
  await gone(other, 'teams', '4');
});

test('Log Out in another tab waits for this tab’s delete even while this tab is too busy to answer', async ({
  page,
  context,
}) => {
  const other = await deleteWaitingAndAnotherTab(page, context);

  // This tab's thread is held for three seconds from the next task on, across the Log Out.
  await page.evaluate(() => {
    setTimeout(() => {
      const end = performance.now() + 3000;
      while (performance.now() < end) {}
    });
  });
  await other.getByRole('button', { name: 'Log Out' }).click();
  await expect(other).toHaveURL(/\/sign-in$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(toastWith(page, /Could not delete/)).toHaveCount(0);
  await signIn(other, 'demo', 'demo', '/dashboard');
  await gone(other, 'teams', '4');
});

for (const width of [1024, 1280]) {
  test(`while Undo is offered its toast leaves the pager and the top bar in reach at ${width} px: nothing of them lies under it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
    await page.getByRole('button', { name: 'Delete 100006', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    const toast = toastWith(page, /will be deleted/);
    await expect(toast).toBeVisible();
    await expectSettled(page);
    const under = page.getByRole('navigation', { name: /pag/i }).locator('button, input, select');
    const topBar = page.locator('header.shell-topbar').locator('a, button');
    const hidden: string[] = [];
    for (const control of [...(await under.all()), ...(await topBar.all())]) {
      const box = await control.boundingBox();
      if (!box) continue;
      // Its corners and middle: a control half under the toast is not in reach either.
      const points = [
        [box.x + 1, box.y + 1],
        [box.x + box.width - 1, box.y + 1],
        [box.x + box.width / 2, box.y + box.height / 2],
        [box.x + 1, box.y + box.height - 1],
        [box.x + box.width - 1, box.y + box.height - 1],
      ];
      for (const [x, y] of points) {
        const hit = await page.evaluate(
          (p) => !!document.elementFromPoint(p.x, p.y)?.closest('[data-sonner-toast]'),
          { x: x as number, y: y as number },
        );
        if (hit)
          hidden.push((await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '');
      }
    }
    expect(hidden, 'controls under the toast').toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(toast).toBeVisible();
  });
}

/** Once the toast's entry has ended (mid-animation it is smaller than it will be). */
async function expectSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

test('a page whose rows are all being deleted says whether Undo still keeps them', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'demo', 'demo', '/admin/members?page=1&sort=MemberId');
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Delete 10' })
    .click();
  await dialog(page).getByRole('button', { name: 'Delete 10' }).click();
  const empty = page.getByRole('status').filter({ hasText: 'No data available' });
  await expect(empty).toContainText("This page's rows are being deleted: Undo (or Ctrl+Z) keeps them.");
  // Past the Undo window, the deletes held on their way: Undo keeps nothing any more.
  const release = await holdRequests(page, /\/api\/table\/members\/\d+/);
  await page.clock.runFor(6100);
  await expect(toastWith(page, /Deleting 10 Members records/)).toBeVisible();
  await expect(empty).toContainText("This page's rows are being deleted.");
  await expect(empty).not.toContainText('Undo');
  release();
  await page.clock.resume();
  await expect(toastWith(page, '10 Members records deleted')).toBeVisible({ timeout: 20_000 });
  await expect(rows(page)).toHaveCount(10);
});

test('a page of failures: a few lines in words, the heading and Retry on screen; the selection follows Retry', async ({
  page,
  mock,
}) => {
  await page.clock.install();
  await signIn(page, 'demo', 'demo', '/admin/members?page=1&limit=50&sort=MemberId');
  await expect(rows(page)).toHaveCount(50);
  await mock.fail('/api/table/members/', {
    method: 'DELETE',
    status: 503,
    message: `The database is in maintenance mode. ${'It will be back after the nightly load. '.repeat(12)}`,
  });
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  // Not the same name as record 50's Delete.
  await expect(bar.getByRole('button', { name: 'Delete 50 selected', exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Delete 50' }).click();
  await dialog(page).getByRole('button', { name: 'Delete 50' }).click();
  await page.clock.runFor(6100);
  await page.clock.resume();
  const failed = toastWith(page, 'Could not delete 50 Members records');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('and 46 more: The database is in maintenance mode.');
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeInViewport({ ratio: 1 });
  await expect(failed.getByRole('button', { name: 'Close toast' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);

  await mock.clearFaults();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(toastWith(page, '50 Members records deleted')).toBeVisible({ timeout: 20_000 });
  await expect(bar).toHaveCount(0);
});

test('Retry pressed from the keyboard leaves the focus in the list, in the deleted row’s place, not on the page’s body', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
  const refused = '**/api/table/masterBills/100003**';
  await page.route(refused, (r) =>
    r.request().method() === 'DELETE'
      ? r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"nope"}' })
      : r.continue(),
  );
  await page.getByRole('button', { name: 'Delete 100003', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog(page).getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(6100);
  await page.clock.resume();
  const failed = toastWith(page, 'Could not delete MasterBills 100003');
  await expect(failed).toBeVisible();

  // Into the notifications with their key (Alt+T), Tab to Retry, Enter.
  await page.unroute(refused);
  await page.keyboard.press('Alt+t');
  const retry = failed.getByRole('button', { name: 'Retry' });
  for (let tabs = 0; tabs < 4 && !(await retry.evaluate((b) => b === document.activeElement)); tabs++)
    await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'MasterBills 100003 deleted')).toBeVisible();
  await expect(row(page, '100003')).toHaveCount(0);
  await expect(row(page, '100004')).toBeFocused();
});

test('a deleted record: Back does not open it again, and it is not shown from memory', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
  await row(page, '100003').click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Delete' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(panel(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).not.toHaveURL(/record=100003/);
  await expect(panel(page)).toHaveCount(0);

  await page.clock.runFor(6100);
  await page.clock.resume();
  await expect(toastWith(page, 'MasterBills 100003 deleted')).toBeVisible();
  // Opened again in the same page (the palette): asked of the server, which no longer has it.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('100003');
  await page.getByRole('option', { name: /Open MasterBill 100003/ }).click();
  await expect(panel(page).getByRole('alert')).toContainText('There is no MasterBills record');
});

test('an edit that takes a row out of a related section: the section no longer shows it', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&record=100002');
  const sponsors = panel(page).getByRole('region', { name: /^BillSponsors/ });
  await expect(sponsors.locator('.related-count')).toHaveText('3');
  await sponsors.getByRole('link', { name: 'BillSponsors 40003' }).click();
  await expect(panel(page).getByRole('heading', { name: /BillSponsors\s*40003/ })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  await dialog(page).getByLabel('Master Bill ID').fill('100003');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Changes saved')).toBeVisible();
  await page.goBack();
  await expect(panel(page).getByRole('heading', { name: /MasterBills\s*100002/ })).toBeVisible();
  await expect(sponsors.locator('.related-count')).toHaveText('2');
  await expect(sponsors.getByRole('link', { name: 'BillSponsors 40003' })).toHaveCount(0);
});

test('a record deleted elsewhere meanwhile is deleted all the same: no failure, no Retry, not selected', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
  await page.getByRole('checkbox', { name: 'Select MasterBills 100005' }).check();
  await page.getByRole('checkbox', { name: 'Select MasterBills 100006' }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete 2' }).click();
  await dialog(page).getByRole('button', { name: 'Delete 2' }).click();
  // Another tab deletes one of them while this one waits out its Undo.
  const other = await page.context().newPage();
  await other.goto('/config.json');
  const status = await other.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string };
    const res = await fetch('/api/table/masterBills/100005?primaryKey=MasterBillId', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return res.status;
  });
  await other.close();
  expect(status).toBe(200);
  await page.clock.runFor(7_000);
  const done = toastWith(page, '2 MasterBills records deleted');
  await expect(done).toContainText('1 of them had already been deleted elsewhere.');
  await expect(toastWith(page, /Could not delete/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Selected rows' })).toHaveCount(0);
});

test('a row being deleted (Undo still offered) is left out of Export CSV and of its related section', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/bill-sponsors?page=1&MasterBillId=100002');
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete 40003' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  // The pointer on the Undo toast holds its time while the checks run.
  const undo = toastWith(page, 'BillSponsors 40003 will be deleted');
  await undo.hover();
  await expect(rows(page)).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text.trim().split('\n')).toHaveLength(3);
  expect(text).not.toMatch(/^40003,/m);

  // By keyboard: the pointer stays on the toast, so the Undo time cannot run out under a slow machine.
  await rows(page).first().focus();
  await page.keyboard.press('Enter');
  await panel(page)
    .getByRole('link', { name: /^MasterBills 100002/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('heading', { name: /MasterBills\s*100002/ })).toBeVisible();
  await expect(undo).toBeVisible();
  const sponsors = panel(page).getByRole('region', { name: /^BillSponsors/ });
  await expect(sponsors.locator('.related-count')).toHaveText('2');
  await expect(sponsors.getByRole('link', { name: 'BillSponsors 40003' })).toHaveCount(0);
  await expect(sponsors.locator('tbody tr')).toHaveCount(2);
});

test('Back with typed changes, then Leave without saving: the form closes with the page it was on', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/admin/races?page=1');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Add New' }).click();
  await dialog(page).getByRole('textbox').first().fill('TX');
  await page.goBack();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a reference to a record of the same dataset opens it over the list as it is', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/teams?page=1&sort=-Name&record=2');
  await expect(rows(page).first()).toBeVisible();
  const order = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id')));
  await panel(page)
    .getByRole('link', { name: /^Teams 1\b/ })
    .click();
  await expect(page).toHaveURL(/record=1(&|$)/);
  await expect(page).toHaveURL(/sort=-Name/);
  await expect(panel(page).getByRole('heading', { name: /Teams\s*1$/ })).toBeVisible();
  expect(await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id')))).toEqual(
    order,
  );
});

test('the Undo time stands still while the pointer or the focus is on its toast', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url());
  });
  await page.getByRole('button', { name: 'Delete 100004' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  const undo = toastWith(page, 'MasterBills 100004 will be deleted');
  await expect(undo).toBeVisible();
  await undo.hover();
  await page.clock.runFor(20_000);
  expect(deletes).toEqual([]);
  await undo.getByRole('button', { name: 'Undo' }).focus();
  await page.mouse.move(5, 5);
  await page.clock.runFor(20_000);
  expect(deletes).toEqual([]);
  // Away from it: its time runs again, and the delete goes.
  await page.getByRole('heading', { level: 1 }).focus();
  await page.clock.runFor(7_000);
  await page.clock.resume();
  await expect(toastWith(page, 'MasterBills 100004 deleted')).toBeVisible();
  expect(deletes).toHaveLength(1);
});

test('while Undo is offered the pager agrees with the rows left: counts, pages, and the last page emptied', async ({
  page,
}) => {
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url());
  });
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1&sort=MasterBillId');
  const range = page.locator('.pager-range');
  const pageOf = page.locator('.pager-page');
  const count = (n: number) => n.toLocaleString('en-US');
  await expect(range).toHaveText(/^Rows 1–10 of [\d,]+$/);
  const total = Number((await range.textContent())?.replace(/.* of /, '').replace(/,/g, ''));
  const pages = Math.ceil(total / 10);
  await page.getByRole('checkbox', { name: 'Select MasterBills 100001' }).check();
  await page.getByRole('checkbox', { name: 'Select MasterBills 100002' }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete 2' }).click();
  await dialog(page).getByRole('button', { name: 'Delete 2' }).click();
  // The pointer on the Undo toast holds its time (the checks below take what they take).
  await toastWith(page, '2 MasterBills records will be deleted').hover();
  await expect(rows(page)).toHaveCount(8);
  await expect(range).toHaveText(`Rows 1–8 of ${count(total - 2)}`);
  await expect(pageOf).toHaveText(`Page 1 of ${Math.ceil((total - 2) / 10)}`);
  // Another page of the same list counts them out too.
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(range).toHaveText(`Rows 11–20 of ${count(total - 2)}`);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Control+z');
  await expect(rows(page)).toHaveCount(10);
  await expect(range).toHaveText(`Rows 1–10 of ${count(total)}`);
  // Taken back with their selection; one of them is left out of the next delete.
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar.locator('p')).toHaveText('2 selected');
  await page.getByRole('checkbox', { name: 'Select MasterBills 100001' }).uncheck();

  // Rows chosen on two pages count out of every page of the list; the last page's range stays
  // within the total.
  await page.getByRole('checkbox', { name: 'Select MasterBills 100002' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Select MasterBills 100012' }).check();
  await page.getByRole('checkbox', { name: 'Select MasterBills 100013' }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete 3' }).click();
  await dialog(page).getByRole('button', { name: 'Delete 3' }).click();
  await toastWith(page, '3 MasterBills records will be deleted').hover();
  await expect(range).toHaveText(`Rows 11–18 of ${count(total - 3)}`);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(range).toHaveText(`Rows 1–9 of ${count(total - 3)}`);
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(pageOf).toHaveText(`Page ${Math.ceil((total - 3) / 10)} of ${Math.ceil((total - 3) / 10)}`);
  const lastRows = await rows(page).count();
  await expect(range).toHaveText(
    `Rows ${count(Math.min((pages - 1) * 10 + 1, total - 3 - lastRows + 1))}–${count(Math.min((pages - 1) * 10 + lastRows, total - 3))} of ${count(total - 3)}`,
  );
  await toastWith(page, '3 MasterBills records will be deleted')
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(range).toHaveText(new RegExp(` of ${count(total)}$`));
  await expect(bar.locator('p')).toHaveText('3 selected, 3 of them not on this page');
  await bar.getByRole('button', { name: 'Clear selection' }).click();

  // Every row of the last page (where the list already is): the list shows the page before,
  // which is now the last.
  await expect(pageOf).toHaveText(`Page ${pages} of ${pages}`);
  const onLast = await rows(page).count();
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: `Delete ${onLast}` })
    .click();
  await dialog(page)
    .getByRole('button', { name: `Delete ${onLast}` })
    .click();
  const undo = toastWith(page, `${onLast} MasterBills records will be deleted`);
  await undo.hover();
  await expect(pageOf).toHaveText(`Page ${pages - 1} of ${pages - 1}`);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${pages - 1}(&|$)`));
  await expect(rows(page)).toHaveCount(10);
  await expect(range).toHaveText(
    `Rows ${count((pages - 2) * 10 + 1)}–${count((pages - 1) * 10)} of ${count(total - onLast)}`,
  );
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  // Undo: the rows are back on their page, after this one; nothing was sent.
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(pageOf).toHaveText(`Page ${pages - 1} of ${pages}`);
  await expect(range).toHaveText(new RegExp(` of ${count(total)}$`));
  expect(deletes).toEqual([]);
});

test('Ctrl+Z takes back a delete confirmed while its code is still arriving: nothing is sent', async ({
  page,
}) => {
  await page.clock.install();
  const release = await holdRequests(page, /\/assets\/pending-deletes-[^/]*\.js$/);
  await signIn(page, 'demo', 'demo', '/admin/teams?page=1');
  await expect(row(page, '7')).toBeVisible();
  const sent = watchRequests(page, 'DELETE', /\/api\/table\/teams\//);
  await page.getByRole('button', { name: 'Delete 7' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, '7')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(row(page, '7')).toBeVisible();
  release();
  // The code arrives: it schedules nothing for the delete taken back, and says nothing.
  await page.waitForResponse(/\/assets\/pending-deletes-[^/]*\.js$/);
  await page.clock.runFor(7000);
  await expect(row(page, '7')).toBeVisible();
  await expect(toastWith(page, /will be deleted|deleted/)).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('a delete whose code does not arrive (a new version installed, a dropped connection) sends nothing and says so; the row stays', async ({
  page,
}) => {
  await page.route(/\/assets\/pending-deletes-[^/]*\.js$/, (r) => r.abort());
  await signIn(page, 'demo', 'demo', '/admin/teams?page=1');
  await expect(row(page, '7')).toBeVisible();
  const sent = watchRequests(page, 'DELETE', /\/api\/table\/teams\//);
  await page.getByRole('button', { name: 'Delete 7' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  const failure = toastWith(page, 'Could not delete Teams 7: nothing was sent');
  await expect(failure).toContainText('a new version of the console was installed');
  await expect(failure.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(row(page, '7')).toBeVisible();
  expect(sent).toEqual([]);
});

test('in a narrow window, Ctrl+Z in the record view over the list takes back a delete', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.clock.install();
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
  await expect(rows(page)).toHaveCount(10);
  const deletes = watchRequests(page, 'DELETE', /^\/api\/table\/masterBills\//);
  await page.getByRole('button', { name: 'Delete 100002' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, '100002')).toHaveCount(0);
  await page.keyboard.press('Enter');
  // The view comes over the list, a modal: its focus trap keeps the toast's Undo out of reach.
  const view = page.getByRole('complementary', { name: 'MasterBills 100003' });
  await expect(view).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(row(page, '100002')).toHaveCount(1);
  await expect(view).toBeVisible();
  // Undo clicked in its toast takes it back too, and leaves the view open (a click outside it).
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete 100004' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, '100004')).toHaveCount(0);
  await row(page, '100005').click();
  const next = page.getByRole('complementary', { name: 'MasterBills 100005' });
  await expect(next).toBeVisible();
  await toastWith(page, 'MasterBills 100004 will be deleted').getByRole('button', { name: 'Undo' }).click();
  await expect(row(page, '100004')).toHaveCount(1);
  await expect(next).toBeVisible();
  await page.clock.runFor(7_000); // past the Undo's time: a delete would have left by now
  expect(deletes).toEqual([]);
});

test("Ctrl+Z and ? work with a row's checkbox focused: it takes no text", async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/admin/master-bills?page=1');
  await page.getByRole('button', { name: 'Delete 100002' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, '100002')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Select MasterBills 100001' }).focus();
  await page.keyboard.press('Control+z');
  await expect(row(page, '100002')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Select MasterBills 100001' }).focus();
  await page.keyboard.press('?');
  await expect(dialog(page)).toBeVisible();
});
