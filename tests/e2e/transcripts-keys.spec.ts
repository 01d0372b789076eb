// Transcripts from the keyboard and a screen reader: Save All Changes within reach (Ctrl+S, and
// before the transcript in the Tab order), edits, Undo and Redo said aloud, Tab inside the popup.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHearing, popup, SHORT, savedTranscript, word } from './transcripts-helpers';

const unsaved = (page: Page) => page.getByRole('region', { name: 'You have unsaved changes' });
const saveAll = (page: Page) => unsaved(page).getByRole('button', { name: 'Save All Changes' });
/** The transcript's polite region: what a screen reader hears after a key. */
const spoken = (page: Page) => page.locator('.tr-main p[aria-live="polite"]');

/** Tab into the transcript, select words 0:0–0:1 with Shift+→, and replace them by `text`,
 * typed at once after Enter as a quick hand would: the popup has the focus as it appears. */
async function replaceFirstTwo(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /Follow/ }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('transcript')).toBeFocused();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  await expect(popup(page)).toHaveAccessibleName('Edit 2 words');
  await expect(popup(page).getByRole('textbox')).toHaveValue(text);
  await page.keyboard.press('Control+Enter');
  await expect(popup(page)).toHaveCount(0);
}

test('Ctrl+S saves all changes, never opening the browser’s save dialog, and is listed with the keys', async ({
  page,
}) => {
  await openHearing(page);
  await expect(page.getByText('Keyboard, in the transcript:')).toContainText('Ctrl+S saves all changes');
  // A listener added after the editor's sees whether the browser's own Save was stopped.
  await page.evaluate(() => {
    const w = window as unknown as { savePrevented?: boolean[] };
    w.savePrevented = [];
    window.addEventListener('keydown', (e) => {
      if (e.key.toLowerCase() === 's') w.savePrevented?.push(e.defaultPrevented);
    });
  });
  const prevented = () =>
    page.evaluate(() => (window as unknown as { savePrevented: boolean[] }).savePrevented);

  await page.getByTestId('transcript').focus();
  await page.keyboard.press('Control+s');
  await expect(spoken(page)).toHaveText('No unsaved changes.');

  await replaceFirstTwo(page, 'one two three');
  await expect(saveAll(page)).toBeVisible();
  // With the popup open, Ctrl+S leaves its text where it is and says why.
  await page.keyboard.press('Enter');
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(spoken(page)).toHaveText('Save or cancel this edit first.');
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+s');
  await expect(page).not.toHaveURL(/video=/);
  const saved = await savedTranscript(page, SHORT);
  expect(saved[0]?.slice(0, 3).map((w) => w.word)).toEqual(['one', 'two', 'three']);
  expect(await prevented()).toEqual([true, true, true]);
});

test('Save All Changes comes before the transcript in the Tab order, after find as on screen', async ({
  page,
}) => {
  await openHearing(page);
  await replaceFirstTwo(page, 'one two three');
  await expect(saveAll(page)).toBeVisible();
  // From the transcript, back a few stops: the bar's buttons (Redo too: inactive, it keeps its
  // place, as buttons that keep the focus do), then Save All.
  const reached: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(reached).toEqual(['Follow playback', 'Redo', 'Undo', 'Save All Changes']);
  // Forward: find's last field, Save All Changes, then the transcript's bar.
  const find = page.getByRole('region', { name: 'Find and replace' });
  await saveAll(page).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await find.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  await expect(saveAll(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
});

test('a screen reader hears what a replacement, Undo and Redo did', async ({ page }) => {
  await openHearing(page);
  const original = [await word(page, 0, 0).textContent(), await word(page, 0, 1).textContent()];
  await replaceFirstTwo(page, 'one two three');
  await expect(word(page, 0, 2)).toHaveText('three');
  await expect(spoken(page)).toHaveText('Replaced 2 words with 3.');

  await page.keyboard.press('Control+z');
  await expect(word(page, 0, 1)).toHaveText(original[1] ?? '');
  await expect(spoken(page)).toHaveText('Undone: replaced 2 words with 3.');
  await page.keyboard.press('Control+z');
  await expect(spoken(page)).toHaveText('Nothing to undo.');
  await page.keyboard.press('Control+y');
  await expect(word(page, 0, 2)).toHaveText('three');
  await expect(spoken(page)).toHaveText('Redone: replaced 2 words with 3.');
  await page.keyboard.press('Control+y');
  await expect(spoken(page)).toHaveText('Nothing to redo.');
  // The buttons say the same.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(spoken(page)).toHaveText('Undone: replaced 2 words with 3.');
  await expect(word(page, 0, 0)).toHaveText(original[0] ?? '');
});

test('Tab goes round the edit popup; Esc leads back to the word', async ({ page }) => {
  await openHearing(page);
  await page.getByRole('button', { name: /Follow/ }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const text = popup(page).getByRole('textbox');
  await expect(text).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(text).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(popup(page).getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await expect(page.getByTestId('transcript')).toBeFocused();
  await expect(page.getByTestId('transcript').locator('[data-cursor]')).toHaveAttribute('data-w', '0:0');
});

test('the popup takes the focus as Enter opens it: the next key typed is in its text', async ({ page }) => {
  await openHearing(page);
  // A listener on the window runs after the editor's own: where the focus is when it has handled
  // Enter is where the next key goes, however quickly it follows.
  await page.evaluate(() => {
    const w = window as unknown as { focusAfterEnter?: string };
    window.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') w.focusAfterEnter = document.activeElement?.tagName ?? '';
    });
  });
  await page.getByRole('button', { name: /Follow/ }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(popup(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { focusAfterEnter?: string }).focusAfterEnter)).toBe(
    'TEXTAREA',
  );
});
