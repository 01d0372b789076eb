// Transcripts: editing through the popup, saving (and failing to), drafts, the leave prompt,
// undo and redo, replace all.
import {
  closeAsking,
  expect,
  expectAccessible,
  holdRequests,
  revokeSessionAt,
  signInAgain,
  test,
} from './fixtures';
import {
  openHearing,
  popup,
  replaceWords,
  SHORT,
  savedTranscript,
  selectWords,
  word,
} from './transcripts-helpers';

const unsaved = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'You have unsaved changes' });

test('replacing a selection spreads the new words over its time span and saves them', async ({ page }) => {
  await openHearing(page);
  const before = await savedTranscript(page);
  const first = before[0] ?? [];
  const start = first[1]?.startTime ?? '';
  const end = first[2]?.endTime ?? '';

  await replaceWords(page, word(page, 0, 1), word(page, 0, 2), 'alpha beta gamma');
  await expect(word(page, 0, 1)).toHaveText('alpha');
  await expect(word(page, 0, 3)).toHaveText('gamma');
  await expect(word(page, 0, 4)).toHaveText(first[3]?.word ?? '');
  await expect(unsaved(page)).toContainText('You have unsaved changes');

  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page).not.toHaveURL(/video=/);
  await expect(page.getByText('Transcript saved.')).toBeVisible();

  const after = await savedTranscript(page);
  const words = (after[0] ?? []).slice(1, 4);
  expect(words.map((w) => w.word)).toEqual(['alpha', 'beta', 'gamma']);
  expect(words[0]?.startTime).toBe(start);
  expect(words[2]?.endTime).toBe(end);
  const span = Number(end) - Number(start);
  for (const [i, w] of words.entries()) {
    expect(w.startTime).toMatch(/^\d+\.\d\d$/);
    expect(Number(w.startTime)).toBeCloseTo(Number(start) + (span * i) / 3, 1);
  }
  expect(after.slice(1)).toEqual(before.slice(1));

  // Reopened: the saved words, and nothing unsaved.
  await page.locator(`a[href*="video=${SHORT.id}"]`).click();
  await expect(word(page, 0, 2)).toHaveText('beta');
  await expect(unsaved(page)).toHaveCount(0);
});

test('Save All Changes pressed twice in the same moment sends the transcript once', async ({ page }) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 1), word(page, 0, 1), 'twice');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/bill/updateTranscript')) sent.push(r.method());
  });
  // Both presses in one task, as on a machine still busy with the first when the second comes.
  await unsaved(page)
    .getByRole('button', { name: 'Save All Changes' })
    .evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
  await expect(page.getByText('Transcript saved.')).toBeVisible();
  await expect(page.getByText(/Failed to save changes/)).toHaveCount(0);
  expect(sent).toEqual(['POST']);
});

test('an edit typed while Save All Changes runs waits for it, is kept, and is saved after', async ({
  page,
  mock,
}) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 1), word(page, 0, 1), 'alpha');
  await mock.config({ latencyMs: 1500 });
  await selectWords(page, word(page, 1, 0), word(page, 1, 1));
  await popup(page).getByRole('textbox').fill('bravo');
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  // While the transcript saves, the popup's edit cannot go in (it would be lost), and says why.
  await expect(popup(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(popup(page)).toContainText('The transcript is being saved.');
  await expect(page.getByText('Transcript saved.')).toBeVisible();
  // Saved, but the typed edit keeps the user on the hearing, with its text.
  await expect(page).toHaveURL(/video=/);
  await expect(popup(page).getByRole('textbox')).toHaveValue('bravo');
  // Save All left with the saved edits, and the focus with it: it is back on the waiting words.
  await expect(popup(page).getByRole('textbox')).toBeFocused();
  await mock.config({ latencyMs: 0 });
  await popup(page).getByRole('button', { name: 'Save' }).click();
  await expect(unsaved(page)).toContainText('1 edit');
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page).not.toHaveURL(/video=/);
  const saved = await savedTranscript(page);
  expect(saved[0]?.[1]?.word).toBe('alpha');
  expect(saved[1]?.[0]?.word).toBe('bravo');
});

test('one line per paragraph: a line break in the popup splits the paragraph', async ({ page }) => {
  await openHearing(page);
  const before = await savedTranscript(page);
  await replaceWords(page, word(page, 0, 1), word(page, 0, 2), 'first line\nsecond line');
  await expect(word(page, 0, 2)).toHaveText('line');
  await expect(word(page, 1, 0)).toHaveText('second');
  await expect(word(page, 1, 2)).toHaveText(before[0]?.[3]?.word ?? '');
});

test('Save with empty text, or text with no words, does nothing', async ({ page }) => {
  await openHearing(page);
  const original = await word(page, 0, 1).textContent();
  await selectWords(page, word(page, 0, 1), word(page, 0, 1));
  await popup(page).getByRole('textbox').fill('   \n  ');
  await popup(page).getByRole('button', { name: 'Save' }).click();
  await expect(popup(page).getByRole('alert')).toHaveText(
    'Type at least one word to replace the selection, or Cancel.',
  );
  await popup(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(popup(page)).toHaveCount(0);
  await expect(word(page, 0, 1)).toHaveText(original ?? '');
  await expect(unsaved(page)).toHaveCount(0);
});

test('a failed save says why and keeps every edit', async ({ page, mock }) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Corrected');
  await mock.fail('/api/bill/updateTranscript', {
    status: 503,
    message: 'The transcript store is read-only',
  });
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await expect(unsaved(page).getByRole('alert')).toHaveText(
    'Failed to save changes: The transcript store is read-only',
  );
  await expect(page).toHaveURL(/video=4109/);
  await expect(word(page, 0, 0)).toHaveText('Corrected');

  await mock.clearFaults();
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page).not.toHaveURL(/video=/);
  expect((await savedTranscript(page))[0]?.[0]?.word).toBe('Corrected');
});

for (const { width, height, columns } of [
  { width: 1440, height: 900, columns: 2 },
  { width: 1024, height: 768, columns: 2 },
  { width: 860, height: 640, columns: 1 },
]) {
  test(`at ${width}×${height} the unsaved box, a failed save's words in it, covers neither the find results nor the last words`, async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width, height });
    await openHearing(page);
    await page.getByRole('searchbox', { name: 'Find' }).fill('the');
    await page.getByRole('textbox', { name: 'Replace with' }).fill('teh');
    await page.getByRole('button', { name: 'Replace', exact: true }).click();
    await mock.fail('/api/bill/updateTranscript', {
      message: 'The transcript store is read-only for maintenance until ten tonight; try again later',
    });
    await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
    await expect(unsaved(page).getByRole('alert')).toContainText('Failed to save changes:');

    const find = await page.getByRole('region', { name: 'Find and replace' }).boundingBox();
    const box = await unsaved(page).boundingBox();
    const video = await page.locator('video').boundingBox();
    const transcript = await page.getByTestId('transcript').boundingBox();
    if (!find || !box || !video || !transcript) throw new Error('the editor is not on screen');
    if (columns === 2) {
      // The video beside the transcript, the box under the find card.
      expect(video.x + video.width).toBeLessThanOrEqual(transcript.x);
      expect(find.y + find.height).toBeLessThanOrEqual(box.y);
    }
    // Scrolled to the end, the last word is the transcript's, not under the box.
    await page.getByTestId('transcript').evaluate((e) => {
      e.scrollTop = e.scrollHeight;
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByTestId('transcript').locator('[data-w]').last();
    await expect(last).toBeInViewport();
    const onTop = await last.evaluate((w) => {
      const r = w.getBoundingClientRect();
      return document.elementFromPoint(r.left + 2, r.top + r.height / 2) === w;
    });
    expect(onTop).toBe(true);
  });
}

test('Save All Changes keeps the focus while it saves and when the save fails', async ({ page, mock }) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Corrected');
  await mock.fail('/api/bill/updateTranscript', {
    status: 503,
    message: 'The transcript store is read-only',
  });
  await mock.config({ latencyMs: 800 });
  const save = unsaved(page).getByRole('button', { name: /^(Save All Changes|Saving…)$/ });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveText('Saving…');
  await expect(save).toBeFocused();
  await expect(unsaved(page).getByRole('alert')).toHaveText(
    'Failed to save changes: The transcript store is read-only',
  );
  await expect(save).toHaveText('Save All Changes');
  await expect(save).toBeFocused();
});

test('unsaved edits survive a reload and are offered back', async ({ page }) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Drafted');
  await page.reload();
  // When, as every instant reads (decision 0021): US English, the viewer's zone named.
  await expect(
    page.getByText(
      /You have unsaved edits to this hearing from [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) \S+ \(1 edit\)/,
    ),
  ).toBeVisible();
  await expect(word(page, 0, 0)).not.toHaveText('Drafted');
  await page.getByRole('button', { name: 'Restore edits' }).focus();
  await page.keyboard.press('Enter');
  await expect(word(page, 0, 0)).toHaveText('Drafted');
  // The offer gone, the focus is on the transcript it was about.
  await expect(page.getByTestId('transcript')).toBeFocused();
  await expect(unsaved(page)).toContainText('1 edit');

  // Discarding forgets it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await replaceWords(page, word(page, 0, 1), word(page, 0, 1), 'Second');
  await page.reload();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.reload();
  await expect(word(page, 0, 0)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore edits' })).toHaveCount(0);
});

test("another tab's Discard draft does not take the draft of a tab still editing the hearing", async ({
  page,
  context,
}) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Drafted');
  await expect(unsaved(page)).toContainText('1 edit · kept on this computer until saved');
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByRole('button', { name: 'Discard draft' }).click();
  await expect(word(other, 0, 0)).not.toHaveText('Drafted');
  await other.close();
  // The first tab still holds its edit, and it is kept again, as it says: a reload offers it.
  await expect(word(page, 0, 0)).toHaveText('Drafted');
  await page.reload();
  await page.getByRole('button', { name: 'Restore edits' }).click();
  await expect(word(page, 0, 0)).toHaveText('Drafted');
});

test('a session that ends without the user signing out keeps the draft, offered back after signing in', async ({
  page,
  mock,
}) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Corrected');
  // The access token has not expired, yet the server refuses it and its renewal (a revoked
  // session, or clocks that differ).
  await revokeSessionAt(mock, '/api/bill/updateTranscript');
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your session could not be renewed. Please sign in again.' }),
  ).toBeVisible();

  await signInAgain(page, mock);
  await expect(page).toHaveURL(/video=4109/);
  await expect(page.getByText(/You have unsaved edits to this hearing from .+ \(1 edit\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore edits' }).click();
  await expect(word(page, 0, 0)).toHaveText('Corrected');
  await expect(unsaved(page)).toContainText('1 edit');
});

test('leaving while Save All Changes is on its way asks nothing; the save ends, is reported and its draft goes', async ({
  page,
}) => {
  const hasDraft = () =>
    page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('transcript-draft:')));
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Underway');
  const release = await holdRequests(page, '**/api/bill/updateTranscript');
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await expect(unsaved(page).getByRole('button', { name: 'Saving…' })).toBeDisabled();

  // Nothing is unsaved: every edit is in the save on its way.
  await page.getByRole('link', { name: 'Summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);

  release();
  await expect(page.getByText('Transcript saved.')).toBeVisible();
  await expect.poll(hasDraft).toBe(false);

  // Reopened: the saved words, no draft offered.
  await page.getByRole('link', { name: 'Transcripts' }).click();
  await page.locator(`a[href*="video=${SHORT.id}"]`).click();
  await expect(word(page, 0, 0)).toHaveText('Underway');
  await expect(page.getByRole('button', { name: 'Restore edits' })).toHaveCount(0);
  await expect(unsaved(page)).toHaveCount(0);
  expect((await savedTranscript(page))[0]?.[0]?.word).toBe('Underway');
});

test('a save that fails after the user left says so in a toast, and the draft is offered back', async ({
  page,
  mock,
}) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Underway');
  await mock.fail('/api/bill/updateTranscript', {
    status: 503,
    message: 'The transcript store is read-only',
  });
  const release = await holdRequests(page, '**/api/bill/updateTranscript');
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await expect(unsaved(page).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await page.getByRole('link', { name: 'Summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();

  release();
  await expect(page.getByText('Failed to save changes: The transcript store is read-only')).toBeVisible();
  await mock.clearFaults();
  await page.getByRole('link', { name: 'Transcripts' }).click();
  await page.locator(`a[href*="video=${SHORT.id}"]`).click();
  await page.getByRole('button', { name: 'Restore edits' }).click();
  await expect(word(page, 0, 0)).toHaveText('Underway');
  await expect(unsaved(page)).toContainText('1 edit');
});

test('leaving a hearing with unsaved changes asks first', async ({ page }) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Pending');

  await page.getByRole('button', { name: 'Back to Search' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have unsaved changes to this hearing’s transcript.');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(word(page, 0, 0)).toHaveText('Pending');

  await page.getByRole('link', { name: 'Summary' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/video=4109/);

  await page.getByRole('button', { name: 'Back to Search' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).not.toHaveURL(/video=/);
  await expect(page.locator(`a[href*="video=${SHORT.id}"]`)).toBeVisible();
  await expect(page.getByText('Unsaved draft')).toBeVisible();
});

test('words typed in the edit box are not thrown away without asking: Esc, Cancel, leaving, closing', async ({
  page,
}) => {
  await openHearing(page);
  const before = await word(page, 0, 0).textContent();
  await selectWords(page, word(page, 0, 0), word(page, 0, 1));
  const text = popup(page).getByRole('textbox');
  await text.fill('Typed but not saved');
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  // Esc in the box asks; staying gives the box back its focus and its words.
  await text.press('Escape');
  await expect(ask).toContainText('The words typed in the edit box are lost if you leave it now.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(text).toBeFocused();
  await expect(text).toHaveValue('Typed but not saved');

  // Leaving the hearing asks too, and says what would be lost.
  await page.getByRole('button', { name: 'Back to Search' }).click();
  await expect(ask).toContainText('The words typed in the open edit box are lost if you leave now.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/video=4109/);
  await expect(text).toHaveValue('Typed but not saved');

  // Cancel asks; leaving the box drops its words and changes nothing.
  await popup(page).getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(popup(page)).toHaveCount(0);
  await expect(word(page, 0, 0)).toHaveText(before ?? '');
  await expect(unsaved(page)).toHaveCount(0);

  // Typed words are unsaved work for the browser as well: closing the tab asks.
  await selectWords(page, word(page, 0, 0), word(page, 0, 0));
  await text.fill('Typed again');
  expect(await closeAsking(page)).toBe('beforeunload');
});

test('with edits made and words in the box, the leave question says which are kept as a draft', async ({
  page,
}) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Pending');
  await selectWords(page, word(page, 0, 2), word(page, 0, 3));
  await popup(page).getByRole('textbox').fill('Typed but not saved');
  await page.getByRole('button', { name: 'Back to Search' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText(
    'The edits made stay on this computer as a draft, offered back when you open this hearing again; the words typed in the open edit box are lost.',
  );
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(popup(page).getByRole('textbox')).toHaveValue('Typed but not saved');
});

test('staying after a slide-in menu link asked to leave puts the focus on the screen, not the page body', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Pending');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'Run Tools' }).focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveURL(/video=4109/);
});

test('undo and redo, with the keyboard and the buttons', async ({ page }) => {
  await openHearing(page);
  const original = (await word(page, 0, 0).textContent()) ?? '';
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Changed');
  await page.getByTestId('transcript').focus();
  await page.keyboard.press('Control+z');
  await expect(word(page, 0, 0)).toHaveText(original);
  await expect(unsaved(page)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(word(page, 0, 0)).toHaveText('Changed');
  // The button that undoes the last step keeps the focus (it has nothing more to undo).
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(word(page, 0, 0)).toHaveText(original);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.keyboard.press('Control+y');
  await expect(word(page, 0, 0)).toHaveText('Changed');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('replace all changes every hit, on screen or not, as one undoable edit', async ({ page }) => {
  await openHearing(page);
  const before = await savedTranscript(page);
  const count = before.flat().filter((w) => /^testified$/i.test(w.word)).length;
  expect(count).toBeGreaterThan(1);

  await page.getByLabel('Find', { exact: true }).fill('testified');
  await page.getByLabel('Replace with').fill('stated');
  await page.getByRole('button', { name: 'Replace all' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Replaced ${count} matches.`)).toBeVisible();
  await expect(unsaved(page)).toContainText('1 edit');
  // No match left: Replace all keeps the focus. Undone, the line no longer says they were replaced.
  await expect(page.getByRole('button', { name: 'Replace all' })).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(page.getByText(`Replaced ${count} matches.`)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(unsaved(page)).toContainText('1 edit');
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page).not.toHaveURL(/video=/);
  const after = await savedTranscript(page);
  expect(after.flat().filter((w) => w.word === 'stated')).toHaveLength(count);
  expect(after.flat().filter((w) => /testified/i.test(w.word))).toHaveLength(0);
});

test('Log Out with unsaved edits asks first; staying keeps them, logging out discards them', async ({
  page,
}) => {
  test.slow(); // an axe run over the whole console
  const hasDraft = () =>
    page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('transcript-draft:')));
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Secret');
  expect(await hasDraft()).toBe(true);

  const logOut = page.getByRole('button', { name: 'Log Out', exact: true });
  await logOut.click();
  const ask = page.getByRole('dialog', { name: 'Discard unsaved transcript changes?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('the transcript of one hearing');
  await expect(ask.getByRole('listitem')).toHaveText([`${SHORT.state} hearing ${SHORT.id}`]);
  await expect(ask.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectAccessible(page);

  // Esc stays: still signed in, on the hearing, the edit and its draft kept, focus back on Log Out.
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(logOut).toBeFocused();
  await expect(word(page, 0, 0)).toHaveText('Secret');
  expect(await hasDraft()).toBe(true);

  await logOut.click();
  await ask.getByRole('button', { name: 'Log Out and discard' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await hasDraft()).toBe(false);
});

test('Log Out from another screen, with a draft from an earlier visit, asks and discards it', async ({
  page,
}) => {
  await openHearing(page);
  await replaceWords(page, word(page, 0, 0), word(page, 0, 0), 'Secret');
  // A new page load that never opens the transcripts screen.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Discard unsaved transcript changes?' });
  await expect(ask.getByRole('listitem')).toHaveText([`${SHORT.state} hearing ${SHORT.id}`]);
  await ask.getByRole('button', { name: 'Log Out and discard' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('transcript-draft:'))),
  ).toBe(false);
});

test('Log Out without unsaved edits signs out at once', async ({ page }) => {
  await openHearing(page);
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

// A long transcript's paragraphs are parsed when first used (decision 0044): what is saved must be
// the whole transcript all the same, and a paragraph out of the contract must be said, not lost.
const LONG = { state: 'TX', id: 4101 } as const;

/** The answers `url` matches give paragraph `p`'s word `w` (from 0) a start time out of the contract. */
async function badTimeAt(
  page: import('@playwright/test').Page,
  url: string | ((url: URL) => boolean),
  p: number,
  w: number,
) {
  await page.route(url, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { transcript: { startTime: string }[][] };
    const bad = body.transcript[p]?.[w];
    if (!bad) throw new Error(`the hearing has no word ${w + 1} in paragraph ${p + 1}`);
    bad.startTime = 'soon';
    await route.fulfill({ response: res, json: body });
  });
}

test('a long transcript, read a paragraph at a time, saves whole: the edit, and every other paragraph as it was', async ({
  page,
}) => {
  // Laid out as Python's json.dumps does (", " and ": "): read a paragraph at a time all the same.
  await page.route(`**/api/bill/getTranscript/${LONG.state}/${LONG.id}`, async (route) => {
    const res = await route.fetch();
    const spaced = (await res.text()).replace(
      /("(?:[^"\\]|\\.)*")|([,:])/g,
      (_m, str, sep) => str ?? `${sep} `,
    );
    await route.fulfill({ response: res, body: spaced });
  });
  await openHearing(page, LONG);
  await expect(page.getByText(/^50,000 words\./)).toBeVisible();
  const before = await savedTranscript(page, LONG);
  const saved = page.waitForRequest(
    (r) => r.method() !== 'GET' && /updateTranscript|Transcript/.test(r.url()),
  );
  await replaceWords(page, word(page, 0, 1), word(page, 0, 1), 'lazily');
  await unsaved(page).getByRole('button', { name: 'Save All Changes' }).click();
  await saved;
  await expect(page.getByText('Transcript saved.')).toBeVisible();

  const after = await savedTranscript(page, LONG);
  expect(after[0]?.[1]?.word).toBe('lazily');
  expect(after.length).toBe(before.length);
  expect({ ...after[0]?.[1], word: '' }).toEqual({ ...before[0]?.[1], word: '' });
  expect(after.slice(1)).toEqual(before.slice(1));
});

test('a paragraph of a long transcript out of the contract: the editor opens, says which, and saves nothing; edits stay as a draft', async ({
  page,
}) => {
  await badTimeAt(page, `**/api/bill/getTranscript/${LONG.state}/${LONG.id}`, 600, 2);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /Transcript/.test(r.url())) sent.push(r.url());
  });
  await openHearing(page, LONG);

  const alert = page.getByRole('alert').filter({ hasText: 'This transcript cannot be saved' });
  await expect(alert).toHaveText(
    /^This transcript cannot be saved: paragraph 601 does not match the contract at word 3, startTime: “soon” is not a time as the contract writes them \(seconds times ten, two decimals: 123\.45\)\. That paragraph is shown empty, and saving would drop it from the hearing\. Your edits stay on this computer as a draft\.$/,
  );
  // The rest is there and editable; the edit is kept, and Save All Changes sends nothing.
  await expect(page.getByText(/^\d{2},\d{3} words\./)).toBeVisible();
  await replaceWords(page, word(page, 0, 1), word(page, 0, 1), 'kept');
  await expect(word(page, 0, 1)).toHaveText('kept');
  const save = unsaved(page).getByRole('button', { name: 'Save All Changes' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(unsaved(page)).toContainText(
    'Saving is off: a paragraph the server sent cannot be read (see above).',
  );
  await save.click({ force: true });
  await page.keyboard.press('Control+s');
  await expect(unsaved(page)).toContainText('1 edit · kept on this computer until saved');
  expect(sent).toEqual([]);
  await expectAccessible(page);
});

test('a first paragraph out of the contract, in the first answer and the whole: the hearing opens all the same and says which', async ({
  page,
}) => {
  // Both calls: the first paragraphs alone (?paragraphs=) and the whole transcript.
  await badTimeAt(page, (url) => url.pathname === `/api/bill/getTranscript/${LONG.state}/${LONG.id}`, 1, 0);
  await openHearing(page, LONG);
  await expect(page.getByRole('alert').filter({ hasText: 'This transcript cannot be saved' })).toContainText(
    'paragraph 2 does not match the contract at word 1, startTime: “soon” is not a time',
  );
  await expect(page.getByText(/^\d{2},\d{3} words\./)).toBeVisible();
  await expect(word(page, 0, 0)).toBeVisible();
});
