// Transcripts: the hearing list, hover times, shift-click seeking, the video, the playback
// highlight, find, and accessibility with the popup open.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, videoWithMetadata } from './fixtures';
import { watchRequests } from './tables-helpers';
import {
  clockOf,
  openHearing,
  popup,
  SHORT,
  savedTranscript,
  selectWords,
  word,
} from './transcripts-helpers';

test('the state selector offers TX and LA only, and the list is newest first with committee, date and chamber', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/transcripts');
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state.locator('option')).toHaveText(['TX — Texas', 'LA — Louisiana']);
  await expect(state).toHaveValue('TX');

  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toContainText('House Appropriations');
  await expect(rows.first()).toContainText('Mar 10, 2026');
  await expect(rows.first()).toContainText('House');
  // The seed's eleven TX hearings, all on one page (the list is not paged).
  await expect(page.locator('table tbody time')).toHaveCount(11);
  const dates = await page
    .locator('table tbody time')
    .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')));
  expect(dates).toEqual([...dates].sort().reverse());

  await state.selectOption('LA');
  await expect(page).toHaveURL(/state=LA/);
  await expect(rows.first()).toContainText('House Ways and Means');
  await expect(rows.first()).toContainText('Apr 14, 2026');
});

test('a link whose video is no video number opens the hearing list, and asks the server nothing of it', async ({
  page,
}) => {
  const asked = watchRequests(page, 'GET', /\/api\/bill\/getTranscript\//);
  await signIn(page, 'demo', 'demo', '/dashboard');
  for (const video of ['', 'abc', '0', '1.5']) {
    await page.goto(`/transcripts?state=LA&video=${video}`);
    await expect(page.locator('table tbody tr').first()).toContainText('House Ways and Means');
    await expect(page.getByText(/There is no LA hearing/)).toHaveCount(0);
  }
  expect(asked).toEqual([]);
});

test('the committee search filters the list by committee name, case-insensitively', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/transcripts');
  await page.getByLabel('Committee').fill('senate FIN');
  await expect(page.locator('table tbody tr')).toHaveCount(1);
  await expect(page.locator('table tbody tr')).toContainText('Senate Finance');
  await expect(page.getByRole('status').filter({ hasText: 'hearing match' })).toHaveText(
    '1 hearing match “senate FIN”',
  );
  await page.getByLabel('Committee').fill('zoning');
  await expect(page.getByText('No TX hearing’s committee matches “zoning”.')).toBeVisible();
});

test('the committee search is edited in the middle as any text box, and follows Back', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/transcripts');
  const box = page.getByLabel('Committee');
  await box.pressSequentially('Senate Finance', { delay: 30 });
  await expect(page).toHaveURL(/q=Senate\+Finance/);
  // The caret after "Senate": the new letters go there, not to the end.
  for (let i = 0; i < ' Finance'.length; i++) await box.press('ArrowLeft');
  await box.pressSequentially('XY', { delay: 30 });
  await expect(box).toHaveValue('SenateXY Finance');
  await box.press('Backspace');
  await box.press('Backspace');
  await expect(box).toHaveValue('Senate Finance');
  await expect(page.locator('table tbody tr')).toHaveCount(1);
  // Another hearing's list and back: the box shows the address's search again.
  await page.getByRole('link', { name: 'Senate Finance' }).click();
  await expect(page).toHaveURL(/video=/);
  await page.goBack();
  await expect(box).toHaveValue('Senate Finance');
});

test('a user with neither TX nor LA is told transcripts are not theirs', async ({ page }) => {
  await signIn(page, 'analyst', 'analyst', '/transcripts');
  await expect(
    page.getByText('Hearing transcripts exist for Texas (TX) and Louisiana (LA) only'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveCount(0);
});

test('hovering a word shows its start and end time', async ({ page }) => {
  await openHearing(page);
  const [first] = await savedTranscript(page);
  const w = first?.[2];
  if (!w) throw new Error('no word');
  await word(page, 0, 2).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    `Start ${clockOf(w.startTime)} · End ${clockOf(w.endTime)}`,
  );
});

test('shift-click on a word seeks the video to its start time divided by 10, and the video plays', async ({
  page,
}) => {
  await openHearing(page);
  const transcript = await savedTranscript(page);
  const target = transcript[1]?.[3];
  if (!target) throw new Error('no word');
  const video = await videoWithMetadata(page);

  await word(page, 1, 3).click({ modifiers: ['Shift'] });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(Number(target.startTime) / 10, 2);
  await expect(popup(page)).toHaveCount(0);

  // The synthetic stream really plays (from the player's own Play button), and the word being
  // spoken is highlighted.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(Number(target.startTime) / 10 + 0.5);
  await expect(page.locator('[data-testid="transcript"] [aria-current="time"]')).toHaveCount(1);
});

test('Shift+Enter on the word cursor seeks the video as Shift-click does, and says where', async ({
  page,
}) => {
  await openHearing(page);
  const transcript = await savedTranscript(page);
  const target = transcript[1]?.[2];
  if (!target) throw new Error('no word');
  const video = await videoWithMetadata(page);
  await page.getByRole('button', { name: /Follow/ }).focus();
  await page.keyboard.press('Tab');
  const scroller = page.getByTestId('transcript');
  await expect(scroller).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(scroller.locator('[data-cursor]')).toHaveAttribute('data-w', '1:2');

  await page.keyboard.press('Shift+Enter');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(Number(target.startTime) / 10, 2);
  await expect(popup(page)).toHaveCount(0);
  await expect(scroller).toBeFocused();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Video from' })).toHaveText(
    `Video from “${target.word}”, ${clockOf(target.startTime)}`,
  );
  // A selection made with Shift+arrows still opens with Shift+Enter (the Shift still held).
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+Enter');
  await expect(popup(page)).toHaveAccessibleName('Edit 2 words');
});

test("the player's bar: keys seek and mute, the speed is chosen, all named for assistive technology", async ({
  page,
}) => {
  await openHearing(page);
  const video = await videoWithMetadata(page);
  const bar = page.getByRole('group', { name: 'Player controls' });
  const position = bar.getByRole('slider', { name: 'Position' });
  await expect(position).toBeEnabled();
  // The stream's length as the bar writes it (this hearing's is under an hour: m:ss).
  const seconds = Math.floor(await video.evaluate((v: HTMLVideoElement) => v.duration));
  const length = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  expect(seconds).toBeLessThan(3600);
  await expect(position).toHaveAttribute('aria-valuetext', `0:00 of ${length}`);

  await position.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(10, 1);
  await page.keyboard.press('PageUp');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(70, 1);
  await expect(position).toHaveAttribute('aria-valuetext', `1:10 of ${length}`);
  await expect(bar).toContainText(`1:10 / ${length}`);

  await page.keyboard.press('m');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(bar.getByRole('button', { name: 'Unmute' })).toBeVisible();

  await bar.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  await expectAccessible(page);
});

test('a paragraph time button jumps the video there', async ({ page }) => {
  await openHearing(page);
  const transcript = await savedTranscript(page);
  const start = transcript[2]?.[0]?.startTime ?? '';
  const video = await videoWithMetadata(page);
  await page.getByRole('button', { name: `Jump to ${clockOf(start)}` }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(Number(start) / 10, 2);
});

test('find lists every hit with its time, including words not on screen', async ({ page }) => {
  await openHearing(page);
  const transcript = await savedTranscript(page);
  const lastParagraph = transcript.length - 1;
  const needle = transcript[lastParagraph]?.at(-1)?.word.replace(/[.,?]$/, '') ?? '';
  const expected = transcript
    .flat()
    .filter((w) => w.word.toLowerCase().includes(needle.toLowerCase())).length;

  await page.getByLabel('Find', { exact: true }).fill(needle);
  await expect(page.getByRole('status').filter({ hasText: 'matches' })).toContainText(
    new RegExp(`^1 of ${expected} match`),
  );
  const hits = page.getByRole('list', { name: 'Matches' }).getByRole('button');
  await expect(hits.first()).toContainText(/^\d+:\d\d\.\d\d/);
  await expect(hits.first().locator('mark')).toHaveText(new RegExp(needle, 'i'));

  // The last hit is far below: choosing it brings its paragraph on screen.
  await page.getByLabel('Find', { exact: true }).press('Shift+Enter');
  await expect(
    page.locator(`[data-testid="transcript"] [data-index="${lastParagraph}"] .w-hit-current`),
  ).toBeVisible();
});

test('the list of matches follows the current match, and its number is written as the total is', async ({
  page,
}) => {
  await openHearing(page);
  const find = page.getByLabel('Find', { exact: true });
  await find.fill('the');
  const status = page.getByRole('status').filter({ hasText: 'matches' });
  await expect(status).toContainText(/^1 of \d+ matches/);
  for (let i = 0; i < 15; i++) await find.press('Enter');
  await expect(status).toContainText(/^16 of \d+ matches/);
  const current = page.getByRole('list', { name: 'Matches' }).locator('[aria-current="true"]');
  await expect(current).toBeInViewport({ ratio: 0.9 });
  await expect(current).toBeVisible();

  // The last of thousands of matches reads '18,533 of 18,533', not '18533 of 18,533'.
  await page.getByRole('button', { name: 'Back to Search' }).click();
  await page.locator('a[href*="video=4111"]').click();
  // The 150,000-word hearing is read-only (aria-busy) until all of it has arrived.
  await expect(page.getByTestId('transcript')).toBeVisible();
  await expect(page.locator('[aria-busy="true"] [data-testid="transcript"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await find.fill('the');
  await expect(status).toContainText(/^1 of [\d,]+ matches/);
  await find.press('Shift+Enter');
  const text = (await status.textContent()) ?? '';
  const [shown, total] = text.split(' of ');
  expect(shown).toMatch(/^\d{1,3}(,\d{3})+$/);
  expect(total?.startsWith(shown ?? '')).toBe(true);
  await expect(current).toBeInViewport({ ratio: 0.9 });
});

test('the selection popup is accessible, at most 300 px wide, and holds the selected words', async ({
  page,
}) => {
  test.slow(); // axe over the whole console (sidebar included) takes a while on a shared machine
  await openHearing(page);
  const transcript = await savedTranscript(page);
  await selectWords(page, word(page, 0, 1), word(page, 0, 3));
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('textbox')).toHaveValue(
    (transcript[0] ?? [])
      .slice(1, 4)
      .map((w) => w.word)
      .join(' '),
  );
  await expect(popup(page).getByRole('textbox')).toBeFocused();
  expect((await popup(page).boundingBox())?.width).toBeLessThanOrEqual(300);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await expect(page.getByText('You have unsaved changes')).toHaveCount(0);
});

test('the popup opens below a selection, or above it when the window has no room below', async ({ page }) => {
  await openHearing(page);
  // Near the top: below the selected words.
  await selectWords(page, word(page, 0, 1), word(page, 0, 2));
  const top = await word(page, 0, 2).boundingBox();
  const under = await popup(page).boundingBox();
  if (!top || !under) throw new Error('no selection or popup');
  expect(under.y).toBeGreaterThanOrEqual(top.y + top.height);
  await page.keyboard.press('Escape');

  // The last line the window shows: above it, and inside the window.
  const last = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="transcript"]')?.getBoundingClientRect();
    const bottom = Math.min(window.innerHeight, box?.bottom ?? 0) - 4;
    const keys = [...document.querySelectorAll<HTMLElement>('[data-testid="transcript"] [data-w]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom < bottom && r.top > bottom - 100;
      })
      .map((el) => el.dataset.w ?? '');
    return keys.at(-1) ?? '';
  });
  const [p, w] = last.split(':').map(Number) as [number, number];
  expect(w).toBeGreaterThan(0);
  await selectWords(page, word(page, p, w - 1), word(page, p, w));
  const low = await word(page, p, w - 1).boundingBox();
  const over = await popup(page).boundingBox();
  if (!low || !over) throw new Error('no selection or popup');
  expect(over.y + over.height).toBeLessThanOrEqual(low.y);
  expect(over.y).toBeGreaterThanOrEqual(0);
});

test('the hearing list and the editor pass axe', async ({ page }) => {
  test.slow(); // two axe runs over the whole console
  await signIn(page, 'demo', 'demo', `/transcripts?state=${SHORT.state}`);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expectAccessible(page);
  await page.locator(`a[href*="video=${SHORT.id}"]`).click();
  await expect(word(page, 0, 0)).toBeVisible();
  await expectAccessible(page);
});

test('a long transcript shows its first paragraphs while the rest arrives, read-only, then the editor', async ({
  page,
}) => {
  // The 50,000-word hearing's whole transcript (about 4 MB) is held until released; its first
  // paragraphs, asked for on their own (?paragraphs=), are not.
  await page.addInitScript(() => {
    const real = window.fetch.bind(window);
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    (window as unknown as { releaseTranscript: () => void }).releaseTranscript = () => release();
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (/\/getTranscript\/TX\/4101$/.test(url)) await gate;
      return real(input, init);
    };
  });
  await signIn(page, 'demo', 'demo', '/transcripts?state=TX');
  await page.locator('a[href*="video=4101"]').click();

  await expect(word(page, 0, 0)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading the rest of the transcript…' }),
  ).toBeVisible();
  // Hover times work already; editing waits for the whole transcript.
  await word(page, 0, 1).hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Start \d+:\d\d(\.\d\d)? · End \d+:\d\d(\.\d\d)?$/);
  await expect(page.getByRole('button', { name: /^Edit the paragraph at/ })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Find' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Transcript editor' })).toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page);
  // The words on screen stay the same elements when the rest arrives (marked to tell).
  await word(page, 0, 0).evaluate((el) => el.setAttribute('data-seen', ''));

  await page.evaluate(() => (window as unknown as { releaseTranscript: () => void }).releaseTranscript());
  await expect(page.getByText(/^50,000 words\./)).toBeVisible();
  await expect(page.getByText('Loading the rest of the transcript…')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Find' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit the paragraph at/ }).first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'Transcript editor' })).not.toHaveAttribute('aria-busy');
  await expect(word(page, 0, 0)).toHaveAttribute('data-seen', '');
});

/** Whether two boxes overlap. */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

/** Every selected word's box that the popup covers (none, when it is placed right). */
async function coveredWords(page: Page): Promise<string[]> {
  const box = await popup(page).boundingBox();
  if (!box) throw new Error('no popup');
  const words = await page.locator('[data-testid="transcript"] .w-sel').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { key: (el as HTMLElement).dataset.w ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  expect(words.length).toBeGreaterThan(0);
  return words.filter((w) => overlaps(w, box)).map((w) => w.key);
}

test('keyboard: the word cursor moves by word and line, Shift selects, Enter opens the popup, keys in the bar', async ({
  page,
}) => {
  await openHearing(page);
  const transcript = await savedTranscript(page);
  const hint = page.getByText('Keyboard, in the transcript:');
  await expect(hint).toBeVisible();
  const scroller = page.getByTestId('transcript');
  await expect(scroller).toHaveAttribute('aria-describedby', (await hint.getAttribute('id')) ?? 'no id');
  // Tab from the bar's last button: the cursor is on the first word at once, with a visible mark.
  await page.getByRole('button', { name: /Follow/ }).focus();
  await page.keyboard.press('Tab');
  await expect(scroller).toBeFocused();
  const cursor = scroller.locator('[data-cursor]');
  await expect(cursor).toHaveAttribute('data-w', '0:0');
  expect(await cursor.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  // No word is focusable: one cursor, not a tab stop per word.
  await expect(scroller.locator('[data-w][tabindex]')).toHaveCount(0);

  await page.keyboard.press('ArrowRight');
  await expect(cursor).toHaveAttribute('data-w', '0:1');
  await page.keyboard.press('ArrowLeft');
  await expect(cursor).toHaveAttribute('data-w', '0:0');
  // Down: the next line (paragraph 0 is one line), below the cursor's column.
  await page.keyboard.press('ArrowDown');
  await expect(cursor).toHaveAttribute('data-w', '1:0');
  await page.keyboard.press('ArrowUp');
  await expect(cursor).toHaveAttribute('data-w', '0:0');
  // Left of the first word: nothing moves.
  await page.keyboard.press('ArrowLeft');
  await expect(cursor).toHaveAttribute('data-w', '0:0');
  // The end of a paragraph leads to the next one.
  const last = (transcript[0]?.length ?? 0) - 1;
  for (let i = 0; i < last; i++) await page.keyboard.press('ArrowRight');
  await expect(cursor).toHaveAttribute('data-w', `0:${last}`);
  await page.keyboard.press('ArrowRight');
  await expect(cursor).toHaveAttribute('data-w', '1:0');

  // Shift+arrows select; Esc clears the selection and keeps the cursor.
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(scroller.locator('.w-sel')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(scroller.locator('.w-sel')).toHaveCount(0);
  await expect(cursor).toHaveAttribute('data-w', '1:2');

  // Select back across the paragraph's start, then Enter: the same popup as a mouse selection.
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(scroller.locator('.w-sel')).toHaveCount(4);
  await page.keyboard.press('Enter');
  await expect(popup(page)).toHaveAccessibleName('Edit 4 words');
  const words = (p: number, from: number, to: number) =>
    (transcript[p] ?? [])
      .slice(from, to + 1)
      .map((w) => w.word)
      .join(' ');
  await expect(popup(page).getByRole('textbox')).toHaveValue(`${words(0, last, last)}\n${words(1, 0, 2)}`);
  expect(await coveredWords(page)).toEqual([]);
  // Esc: back in the transcript, where the cursor was.
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await expect(scroller).toBeFocused();
  await expect(cursor).toHaveAttribute('data-w', `0:${last}`);

  // Enter on the cursor alone edits its word, saved from the keyboard.
  await page.keyboard.press('Enter');
  await expect(popup(page)).toHaveAccessibleName('Edit 1 word');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('session-end');
  await page.keyboard.press('Control+Enter');
  await expect(popup(page)).toHaveCount(0);
  await expect(word(page, 0, last)).toHaveText('session-end');
});

test('the popup never covers its words: several lines low in the window, a whole paragraph, across paragraphs by mouse', async ({
  page,
}) => {
  await openHearing(page);
  const scroller = page.getByTestId('transcript');
  // Three lines and more, the last of them near the window's bottom: there is no room below.
  const low = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="transcript"]')?.getBoundingClientRect();
    const shown = [...document.querySelectorAll<HTMLElement>('[data-testid="transcript"] [data-w]')].filter(
      (el) => {
        const r = el.getBoundingClientRect();
        return box && r.bottom < box.bottom - 4 && r.top > box.top;
      },
    );
    return shown.at(-45)?.dataset.w ?? '';
  });
  const [p, w] = low.split(':').map(Number) as [number, number];
  await word(page, p, w).click();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Enter');
  await expect(popup(page)).toBeVisible();
  expect(await coveredWords(page)).toEqual([]);
  const box = await popup(page).boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= (page.viewportSize()?.height ?? 0)).toBe(true);
  await page.keyboard.press('Escape');

  // A paragraph's Edit button: the popup goes below (or above) the paragraph's words, not over them.
  await scroller
    .getByRole('button', { name: /^Edit the paragraph/ })
    .nth(2)
    .click();
  await expect(popup(page)).toBeVisible();
  expect(await coveredWords(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // A mouse selection over a paragraph's end opens the popup (it used to hang the tab).
  const end = (await savedTranscript(page))[1]?.length ?? 0;
  await selectWords(page, word(page, 1, end - 2), word(page, 2, 1));
  await expect(popup(page)).toHaveAccessibleName('Edit 4 words');
  expect(await coveredWords(page)).toEqual([]);
});

test('a hearing open in two tabs says so in both, until one of them leaves it', async ({ page, context }) => {
  await openHearing(page);
  const note = (p: Page) => p.getByRole('status').filter({ hasText: 'Also open in another tab' });
  await expect(note(page)).toHaveCount(0);
  const other = await context.newPage();
  await other.goto(`/transcripts?state=${SHORT.state}&video=${SHORT.id}`);
  await expect(word(other, 0, 0)).toBeVisible();
  await expect(note(other)).toContainText('Save All Changes in either replaces the whole transcript');
  await expect(note(page)).toBeVisible();
  await expectAccessible(page);
  await other.getByRole('button', { name: '← Back to Search' }).click();
  await expect(note(page)).toHaveCount(0);
});

test('a tab that ends without a word (crashed, killed) is no longer counted as having the hearing open', async ({
  page,
  context,
}) => {
  await openHearing(page);
  const note = page.getByRole('status').filter({ hasText: 'Also open in another tab' });
  const other = await context.newPage();
  await other.goto(`/transcripts?state=${SHORT.state}&video=${SHORT.id}`);
  await expect(word(other, 0, 0)).toBeVisible();
  await expect(note).toBeVisible();
  // A tab that crashes says no goodbye on the channel (its goodbye is dropped here, as a crash
  // would, which would also take this page down in a renderer the two share): the lock it held
  // while the hearing was open is what tells.
  await other.evaluate(() => {
    const post = BroadcastChannel.prototype.postMessage;
    BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, m: unknown) {
      if (typeof m === 'object' && m !== null && 'bye' in m) return;
      post.call(this, m);
    };
  });
  await other.close();
  await expect(note).toHaveCount(0);
});
