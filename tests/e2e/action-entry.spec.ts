// The Action Entry screen in the production build: every field, fast keyboard entry, and a Save
// Entry that never lets anyone believe an entry was stored.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const main = (page: Page) => page.locator('#main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

const FIELDS = [
  'Entry Date',
  'House',
  'Verify',
  'Page',
  'Manual',
  'Bill Number',
  'Action Code',
  'Commit Code',
  'Local Calendar',
  'Vote - Aye',
  'No.',
  '# Amendments',
  'Chapter',
  'Veto',
  'Effect Date',
  'Entry Time',
  'Notes',
  'Cross w/Bill',
];
const NOT_CLEARABLE = ['Entry Date', 'Effect Date', 'Entry Time'];
const NOT_SAVED =
  'Not saved. This console has no service call that stores action entries, so nothing was sent and nothing was stored. Your entry is still in the form.';

/** Calls other than reading the console's own data: none may leave this screen. */
function apiWrites(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.method() !== 'GET') seen.push(r.url());
  });
  return seen;
}

async function open(page: Page) {
  await signIn(page, 'demo', 'demo', '/admin/actions-entry');
  await expect(main(page).getByRole('heading', { name: 'Action Entry' })).toBeVisible();
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent ?? el?.textContent ?? '';
  });

test.describe('action entry', () => {
  test.describe.configure({ timeout: 60_000 });

  test('every field of the spec, a clear button on each text field, and the Previous Entry panel', async ({
    page,
  }) => {
    await open(page);
    for (const label of FIELDS) await expect(field(page, label)).toBeVisible();
    await expect(field(page, 'Entry Date')).toHaveAttribute('type', 'date');
    await expect(field(page, 'Effect Date')).toHaveAttribute('type', 'date');
    await expect(field(page, 'Entry Time')).toHaveAttribute('type', 'time');
    await expect(field(page, 'Notes')).toHaveJSProperty('tagName', 'TEXTAREA');
    for (const label of FIELDS) {
      // Hidden while its field is empty, so counted with the hidden ones.
      const clear = main(page).getByRole('button', {
        name: `Clear ${label}`,
        exact: true,
        includeHidden: true,
      });
      await expect(clear).toHaveCount(NOT_CLEARABLE.includes(label) ? 0 : 1);
    }
    const previous = main(page).getByRole('complementary', { name: 'Previous Entry' });
    await expect(previous.locator('dt')).toHaveText(['Bill', 'Action', 'Commit']);
    await expect(previous.locator('dd')).toHaveText(['—', '—', '—']);
    await expect(previous).toContainText('No entry has been stored from this screen');
    await expectAccessible(page);
  });

  test('Save Entry stores nothing and says so; the entry stays in the form', async ({ page }) => {
    await open(page);
    const writes = apiWrites(page);
    await expect(main(page).getByText('Entries cannot be saved yet')).toBeVisible();
    // It does not pass for the form's main action: not filled with the accent colour, and it says
    // what it does.
    const save = button(page, 'Save Entry');
    await expect(save).toHaveAccessibleDescription(
      'Save Entry stores nothing yet: the service has no call for action entries. Copy the entry to keep it.',
    );
    expect(await save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await expect(save).not.toHaveClass(/btn-primary/);
    await field(page, 'Bill Number').fill('HB100');
    await field(page, 'Action Code').fill('H010');
    await field(page, 'Commit Code').fill('C120');
    await button(page, 'Save Entry').click();
    await expect(main(page).getByRole('alert')).toHaveText(NOT_SAVED);
    await expect(field(page, 'Bill Number')).toHaveValue('HB100');
    await expect(main(page).getByRole('complementary', { name: 'Previous Entry' }).locator('dd')).toHaveText([
      '—',
      '—',
      '—',
    ]);
    await expectAccessible(page);

    // Typing hides the notice; Ctrl+Enter is Save Entry and says it again.
    await field(page, 'Action Code').fill('H020');
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await field(page, 'Action Code').press('Control+Enter');
    await expect(main(page).getByRole('alert')).toHaveText(NOT_SAVED);
    expect(writes).toEqual([]);
  });

  test('keyboard: Tab walks the fields in order, Enter moves on and never submits, Esc clears', async ({
    page,
  }) => {
    await open(page);
    // Date and time inputs take one Tab per segment (month, day, year): count each field once.
    await field(page, 'Entry Date').focus();
    const order: string[] = [await focusedLabel(page)];
    for (let i = 0; i < 40 && order.at(-1) !== 'Cross w/Bill'; i++) {
      await page.keyboard.press('Tab');
      const label = await focusedLabel(page);
      if (label !== order.at(-1)) order.push(label);
    }
    expect(order).toEqual(FIELDS);
    await page.keyboard.press('Tab');
    await expect(button(page, 'Save Entry')).toBeFocused();

    await field(page, 'House').fill('H');
    await field(page, 'House').press('Enter');
    await expect(field(page, 'Verify')).toBeFocused();
    await page.keyboard.type('V');
    await page.keyboard.press('Enter');
    await expect(field(page, 'Page')).toBeFocused();
    await expect(main(page).getByRole('alert')).toHaveCount(0);

    await field(page, 'Notes').fill('Line one');
    await field(page, 'Notes').press('Enter');
    await page.keyboard.type('line two');
    await expect(field(page, 'Notes')).toHaveValue('Line one\nline two');
    await expect(field(page, 'Notes')).toBeFocused();

    await field(page, 'Cross w/Bill').fill('SB12');
    await field(page, 'Cross w/Bill').press('Enter');
    await expect(button(page, 'Save Entry')).toBeFocused();
    await expect(main(page).getByRole('alert')).toHaveCount(0);

    const verify = await field(page, 'Verify').inputValue();
    await field(page, 'Verify').press('Escape');
    await expect(field(page, 'Verify')).toHaveValue('');
    // Cleared by reflex, taken back with the browser's own Undo.
    await field(page, 'Verify').press('Control+z');
    await expect(field(page, 'Verify')).toHaveValue(verify);
    await main(page).getByRole('button', { name: 'Clear House' }).click();
    await expect(field(page, 'House')).toHaveValue('');
    await expect(field(page, 'House')).toBeFocused();
  });

  test('the entry survives a visit to another screen, can be copied, and Clear form empties it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await field(page, 'Bill Number').fill('HB100');
    await field(page, 'Action Code').fill('H010');
    await page.goto('/run-tools');
    await page.goto('/admin/actions-entry');
    await expect(field(page, 'Bill Number')).toHaveValue('HB100');

    await button(page, 'Copy entry as text').click();
    await expect(page.getByText('Copied the entry as text')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Bill Number: HB100\nAction Code: H010',
    );

    await button(page, 'Clear form').click();
    await expect(field(page, 'Bill Number')).toHaveValue('');
    await expect(field(page, 'Entry Date')).toBeFocused();
    // One click does not lose a whole entry: the toast's Undo puts it back.
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Form cleared' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(field(page, 'Bill Number')).toHaveValue('HB100');
    await expect(field(page, 'Action Code')).toHaveValue('H010');
  });

  test('a number field refuses what is not a count, in words at the field; Save Entry and Copy go to it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await field(page, 'Bill Number').fill('HB100');
    await field(page, 'Page').fill('abc');
    const pageField = field(page, 'Page');
    await expect(pageField).toHaveAttribute('aria-invalid', 'true');
    await expect(pageField).toHaveAccessibleDescription('A whole number, 0 to 999,999.');
    await field(page, 'Notes').focus();
    await button(page, 'Copy entry as text').click();
    await expect(pageField).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
    await field(page, 'Notes').focus();
    await button(page, 'Save Entry').click();
    await expect(pageField).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved.' })).toHaveCount(0);

    await pageField.fill('12');
    await expect(pageField).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('A whole number, 0 to')).toHaveCount(0);
    await button(page, 'Copy entry as text').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('Page: 12\nBill Number: HB100');
  });

  test("Clear form's Undo, pressed after leaving the screen, puts the entry back for the return", async ({
    page,
  }) => {
    await open(page);
    await field(page, 'Bill Number').fill('HB100');
    await field(page, 'Action Code').fill('H010');
    await button(page, 'Clear form').click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Form cleared' });
    // The pointer rests on the toast (which holds its timer) while the keyboard leaves the screen.
    await toast.hover();
    await page.getByRole('link', { name: 'Run Tools' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/run-tools$/);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('link', { name: 'Actions Entry Actions' }).click();
    await expect(field(page, 'Bill Number')).toHaveValue('HB100');
    await expect(field(page, 'Action Code')).toHaveValue('H010');
  });
});
