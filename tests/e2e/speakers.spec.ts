// Speaker assignment in a real browser, against the mock backend: choosing a video, suggestions
// from the keyboard, lock-in until every voice is named, reassign, jump, the failure message.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { members } from '../../mocks/seed/speakers.ts';
import {
  expect,
  expectAccessible,
  revokeSessionAt,
  signIn,
  signInAgain,
  test,
  videoWithMetadata,
} from './fixtures';
import { watchRequests } from './tables-helpers';

// Three voice groups: the chair, one witness, one member (mocks/seed/speakers.ts).
const SHORT = 'Senate Committee on Nominations – Mar 5, 2025';

async function openVideo(page: Page, label = SHORT) {
  await signIn(page, 'demo', 'demo', '/speakers');
  await page.getByRole('combobox', { name: 'Video' }).selectOption({ label });
  await expect(page.getByRole('combobox', { name: 'Speaker Name' })).toBeVisible();
}

const nameField = (page: Page) => page.getByRole('combobox', { name: 'Speaker Name' });
const groupSelect = (page: Page) => page.getByRole('combobox', { name: 'Select Speaker Group' });
const lockIn = (page: Page) => page.getByRole('button', { name: 'Lock in Speaker Assignment' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Speaker suggestions' });

async function groupLabels(page: Page): Promise<string[]> {
  return groupSelect(page).locator('option').allTextContents();
}

/** Types into Speaker Name, then picks the first suggestion with the keyboard. */
async function chooseFirstSuggestion(page: Page, query: string): Promise<string> {
  await nameField(page).fill(query);
  await expect(suggestions(page)).toBeVisible();
  await nameField(page).press('ArrowDown');
  const first = suggestions(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.locator('.speaker-option-name').textContent()) ?? '';
  await nameField(page).press('Enter');
  await expect(suggestions(page)).toBeHidden();
  await expect(nameField(page)).toHaveValue(name);
  return name;
}

test('choosing a video opens the split view with its first group named Speaker {id}', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/speakers');
  const videos = page.getByRole('combobox', { name: 'Video' });
  await expect(videos.locator('option').first()).toHaveText('-- Select a Video --');
  await expect(videos.locator('option', { hasText: SHORT })).toHaveCount(1);
  await videos.selectOption({ label: SHORT });

  await expect(
    page.getByRole('heading', { name: 'Speaker Assignment for Senate Committee on Nominations' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Video Selection' })).toBeVisible();
  await expect(page.getByLabel(SHORT)).toBeVisible(); // the video, named after the hearing
  // The hearing's date as every date reads (the grid's format), not as stored.
  await expect(page.getByText(/^Mar 5, 2025 · \w+ · video \d+$/)).toBeVisible();
  await expect(nameField(page)).toHaveAttribute('placeholder', 'Enter speaker name (first or last)');
  await expect(nameField(page)).toHaveValue('Speaker 1');
  const labels = await groupLabels(page);
  expect(labels).toHaveLength(3);
  expect(labels[0]).toMatch(/^Speaker 1 — \d+ segments, /);
  await expect(page.getByText(/^Segment from \d+:\d\d to \d+:\d\d$/).first()).toBeVisible();
  await expect(page.getByText(/^Unassigned talk time:/)).toBeVisible();

  await page.getByRole('button', { name: 'Back to Video Selection' }).click();
  await expect(page.getByRole('combobox', { name: 'Video' })).toBeVisible();
});

test('from the keyboard the arrows move the video choice and Enter (or Open video) opens it', async ({
  page,
}) => {
  await signIn(page, 'demo', 'demo', '/speakers');
  const videos = page.getByRole('combobox', { name: 'Video' });
  await expect(videos).toBeEnabled(); // the list is in
  const labels = await videos.locator('option').allTextContents();
  const second = labels[2] ?? '';
  await videos.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Still choosing: nothing opened yet.
  await expect(page).not.toHaveURL(/video=/);
  await expect(videos).toBeFocused();
  await expect(videos.locator('option:checked')).toHaveText(second);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/video=/);
  await expect(
    page.getByRole('heading', { name: `Speaker Assignment for ${second.split(' – ')[0]}` }),
  ).toBeVisible();

  // Open video does the same; the hint says both ways.
  await page.getByRole('button', { name: 'Back to Video Selection' }).click();
  await expect(videos).toHaveAccessibleDescription(/with the keyboard, choose one with the arrow keys/);
  await expect(page.getByRole('button', { name: 'Open video' })).toBeDisabled();
  await videos.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).not.toHaveURL(/video=/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open video' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: `Speaker Assignment for ${(labels[1] ?? '').split(' – ')[0]}` }),
  ).toBeVisible();
});

test('at 1024×768 the video is beside the assignment panel, its name field on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openVideo(page);
  const video = await page.locator('video').boundingBox();
  const name = nameField(page);
  const field = await name.boundingBox();
  if (!video || !field) throw new Error('the split view is not on screen');
  expect(video.x + video.width).toBeLessThanOrEqual(field.x);
  await expect(name).toBeInViewport();
});

test('the split view’s headings come in order: no h3 before the panel’s h2', async ({ page }) => {
  await openVideo(page);
  const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(order.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});

test('the state choice lists that state’s videos (LA)', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/speakers');
  await page.getByRole('combobox', { name: 'State' }).selectOption('LA');
  await expect(page).toHaveURL(/state=LA/);
  const options = page.getByRole('combobox', { name: 'Video' }).locator('option');
  await expect(options.filter({ hasText: 'House Committee on Ways and Means – May 20, 2025' })).toHaveCount(
    1,
  );
  await expect(options.filter({ hasText: 'Senate Committee on Nominations' })).toHaveCount(0);
});

test('lock in every group until all speakers are sorted, warned before naming one person twice', async ({
  page,
}) => {
  await openVideo(page);
  const requests: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/speaker/update-assignment')) requests.push(r.postDataJSON());
  });

  // Group 1: a member, chosen from the suggestions with the keyboard.
  const member = await chooseFirstSuggestion(page, 'garza');
  await lockIn(page).click();
  await expect(page.getByText('Speaker assignment updated!')).toBeVisible();
  await expect(groupSelect(page).locator('option')).toHaveCount(2);
  await expect(nameField(page)).toHaveValue('Speaker 2');
  expect(requests[0]).toMatchObject({
    videoID: expect.any(Number),
    state: 'TX',
    segmentIDs: expect.arrayContaining([expect.any(Number)]),
    assignedSpeaker: { name: member, type: expect.stringMatching(/^(Existing|Member|Lobbyist)$/) },
  });

  // Group 2: a name typed by hand (type New), locked in from the keyboard.
  await nameField(page).fill('Pat Newcomer');
  await nameField(page).press('Control+Enter');
  await expect(page.getByText(/Pat Newcomer is the speaker of Speaker 2/)).toBeVisible();
  expect(requests[1]).toMatchObject({ assignedSpeaker: { name: 'Pat Newcomer', type: 'New', id: 2 } });

  // Group 3: the first person again asks first; Cancel sends nothing.
  await nameField(page).fill(member);
  await lockIn(page).click();
  const warning = page.getByRole('alertdialog', { name: 'Same person twice?' });
  await expect(warning).toContainText(`${member} is already locked in for Speaker 1 of this video`);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  expect(requests).toHaveLength(2);
  await lockIn(page).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Lock in anyway' }).click();

  await expect(page.getByText('All speakers sorted for this video!')).toBeVisible();
  expect(requests).toHaveLength(3);
  const named = page.getByRole('region', { name: 'Named on this visit' }).getByRole('listitem');
  await expect(named).toHaveText([
    new RegExp(`^Speaker 1: ${member.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `),
    'Speaker 2: Pat Newcomer New',
    `Speaker 3: ${member} New`,
  ]);
  await page.getByRole('button', { name: 'Back to Video Selection' }).click();
  const options = page.getByRole('combobox', { name: 'Video' }).locator('option');
  await expect(options.filter({ hasText: SHORT })).toHaveCount(0);
});

test('locking in a placeholder name asks first and says what would be saved', async ({ page }) => {
  await openVideo(page);
  const requests: { assignedSpeaker: { name: string } }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/speaker/update-assignment')) requests.push(r.postDataJSON());
  });
  const segments = /— (\d+) segments?/.exec((await groupLabels(page))[0] ?? '')?.[1];
  const ask = page.getByRole('alertdialog', { name: 'Lock in a placeholder name?' });

  // The name the group starts with.
  await expect(nameField(page)).toHaveValue('Speaker 1');
  await lockIn(page).click();
  await expect(ask).toContainText(
    `“Speaker 1” is a placeholder, not a person’s name. Locking in saves “Speaker 1” as the speaker of all ${segments} segments of Speaker 1`,
  );
  await expect(ask.getByRole('button', { name: 'Name the speaker' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();

  // Any 'Speaker {n}', from the keyboard too.
  await nameField(page).fill('speaker 3');
  await nameField(page).press('Control+Enter');
  await expect(ask).toContainText('saves “speaker 3” as the speaker');
  await ask.getByRole('button', { name: 'Name the speaker' }).click();
  await expect(ask).toBeHidden();
  expect(requests).toHaveLength(0);
  await expect(groupSelect(page).locator('option')).toHaveCount(3);

  // Saved only when the user says so.
  await nameField(page).fill('Speaker 1');
  await lockIn(page).click();
  await ask.getByRole('button', { name: 'Save “Speaker 1” anyway' }).click();
  await expect(page.getByText('Speaker assignment updated!')).toBeVisible();
  expect(requests.map((r) => r.assignedSpeaker.name)).toEqual(['Speaker 1']);
  await expect(groupSelect(page).locator('option')).toHaveCount(2);
});

test('the success banner goes once the next group is worked on', async ({ page }) => {
  await openVideo(page);
  const banner = page.getByText('Speaker assignment updated!');
  await nameField(page).fill('Pat Newcomer');
  await lockIn(page).click();
  await expect(banner).toBeVisible();
  await expect(nameField(page)).toHaveValue('Speaker 2');
  // Choosing another group is working on it.
  await groupSelect(page).selectOption('3');
  await expect(banner).toHaveCount(0);

  await nameField(page).fill('Jo Witness');
  await nameField(page).press('Control+Enter');
  await expect(banner).toBeVisible();
  await expect(page.getByText(/Jo Witness is the speaker of Speaker 3/)).toBeVisible();
  // So is typing its name.
  await nameField(page).pressSequentially('L');
  await expect(banner).toHaveCount(0);
});

test('each group keeps what was typed for it when switching groups', async ({ page }) => {
  await openVideo(page);
  await nameField(page).fill('Jo Draft');
  await nameField(page).press('Escape');
  await groupSelect(page).selectOption('2');
  await expect(nameField(page)).toHaveValue('Speaker 2');
  await groupSelect(page).selectOption('1');
  await expect(nameField(page)).toHaveValue('Jo Draft');
});

test('names typed and segments moved are not lost unasked: leaving the video, the screen and Log Out ask', async ({
  page,
}) => {
  await openVideo(page);
  const back = page.getByRole('button', { name: 'Back to Video Selection' });
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await nameField(page).fill('Jo Draft');
  await nameField(page).press('Escape');
  await back.click();
  await expect(ask).toContainText('You have unsaved changes to the speakers of this video.');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(nameField(page)).toHaveValue('Jo Draft');
  // Back in the field typed in last, not on the button that asked.
  await expect(nameField(page)).toBeFocused();

  await page.getByRole('button', { name: 'Log Out' }).click();
  const logOut = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(logOut).toContainText('the speakers of this video');
  await logOut.getByRole('button', { name: 'Stay signed in' }).click();

  // A placeholder name again is nothing typed; a segment moved is.
  await nameField(page).fill('Speaker 1');
  await nameField(page).press('Escape');
  await page.getByRole('button', { name: 'Reassign' }).first().click();
  const reassign = page.getByRole('dialog', { name: 'Reassign segment' });
  await reassign.getByLabel('New speaker id').fill('2');
  await reassign.getByLabel('New speaker id').press('Enter');
  await expect(reassign).toBeHidden();
  await page.getByRole('link', { name: 'Run Tools' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  // Its screen drawn, not only its address: Back while Run Tools still loads would race it.
  await expect(page.getByRole('heading', { level: 1, name: 'Run Tools' })).toBeVisible();

  // Nothing typed or moved: leaving asks nothing.
  await page.goBack();
  await expect(nameField(page)).toHaveValue('Speaker 1');
  await back.click();
  await expect(page.getByRole('combobox', { name: 'Video' })).toBeVisible();
  await expect(ask).toHaveCount(0);
});

test('lock-in is disabled, with the reason, while the speaker name is empty', async ({ page }) => {
  await openVideo(page);
  await nameField(page).fill('   ');
  await expect(lockIn(page)).toBeDisabled();
  await expect(page.getByText('Type or choose a speaker name to lock in.')).toBeVisible();
  await nameField(page).fill('Someone');
  await expect(lockIn(page)).toBeEnabled();
});

test('lock-in refuses, with the reason, a name longer than the contract takes', async ({ page }) => {
  await openVideo(page);
  await nameField(page).fill('N'.repeat(201));
  await expect(lockIn(page)).toBeDisabled();
  await expect(
    page.getByText('A speaker name can be at most 200 characters long; this one has 201.'),
  ).toBeVisible();
  // No suggestions list over that reason (nobody can match it, and it would say it can be saved).
  const noMatch = page.getByText(/^No one on the lists matches/);
  await expect(noMatch).toHaveCount(0);
  await nameField(page).fill('N'.repeat(200));
  await expect(lockIn(page)).toBeEnabled();
  await expect(noMatch).toBeVisible();
});

test('after a lock-in the focus is on the next group’s name, and after the last on the outcome', async ({
  page,
}) => {
  await openVideo(page);
  for (const [name, next] of [
    ['Pat First', 'Speaker 2'],
    ['Jo Second', 'Speaker 3'],
  ]) {
    await nameField(page).fill(name as string);
    await lockIn(page).click();
    await expect(page.getByText('Speaker assignment updated!')).toBeVisible();
    await expect(nameField(page)).toHaveValue(next as string);
    await expect(nameField(page)).toBeFocused();
  }
  await nameField(page).fill('Al Third');
  await nameField(page).press('Control+Enter');
  const sorted = page.locator('.speakers-sorted');
  await expect(sorted.getByText('All speakers sorted for this video!')).toBeVisible();
  await expect(sorted).toBeFocused();
});

test('a segment moved into a group while its lock-in is saving stays, to be locked in', async ({
  page,
  mock,
}) => {
  await openVideo(page);
  const labels = await groupLabels(page);
  await mock.config({ latencyMs: 1500 });
  await nameField(page).fill('Pat Slow');
  await lockIn(page).click();
  await expect(page.getByText('Saving…')).toBeVisible();
  // While Speaker 1 saves: one of Speaker 2's segments belongs to Speaker 1 after all.
  await groupSelect(page).selectOption('2');
  await page.getByRole('button', { name: 'Reassign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Reassign segment' });
  await dialog.getByLabel('New speaker id').fill('1');
  await dialog.getByRole('button', { name: 'Move segment' }).click();
  await expect(dialog).toBeHidden();
  // The focus is on the segment that took the moved one's place, not on the page.
  await expect(page.getByRole('button', { name: 'Reassign' }).first()).toBeFocused();

  await expect(page.getByText(/Pat Slow is the speaker of Speaker 1/)).toBeVisible();
  // What was sent is gone; the moved segment is Speaker 1's, still to be named.
  const after = await groupLabels(page);
  expect(after).toHaveLength(labels.length);
  expect(after[0]).toMatch(/^Speaker 1 — 1 segment, /);
});

test('a failed lock-in says why and keeps the name and the group', async ({ page, mock }) => {
  await openVideo(page);
  await mock.fail('/api/speaker/update-assignment', {
    status: 500,
    message: 'The speaker store is read-only',
    times: 1,
  });
  await nameField(page).fill('Pat Retry');
  await lockIn(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error updating speaker assignment: The speaker store is read-only',
  );
  await expect(nameField(page)).toHaveValue('Pat Retry');
  await expect(groupSelect(page).locator('option')).toHaveCount(3);
  // Said of this group: another group's view does not carry it, nor does this one's, come back to.
  await groupSelect(page).selectOption('2');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await groupSelect(page).selectOption('1');
  await expect(nameField(page)).toHaveValue('Pat Retry');
  await lockIn(page).click();
  await expect(page.getByText('Speaker assignment updated!')).toBeVisible();
  await expect(groupSelect(page).locator('option')).toHaveCount(2);
});

test('a session that ends at a lock-in gives the names and moves back after signing in, and says it was not saved', async ({
  page,
  mock,
}) => {
  await openVideo(page);
  await page.getByRole('button', { name: 'Reassign' }).first().click();
  const reassign = page.getByRole('dialog', { name: 'Reassign segment' });
  await reassign.getByLabel('New speaker id').fill('2');
  await reassign.getByLabel('New speaker id').press('Enter');
  await expect(reassign).toBeHidden();
  const moved = await groupLabels(page);
  await nameField(page).fill('Jane Testperson');
  await nameField(page).press('Escape');
  await revokeSessionAt(mock, '/api/speaker/update-assignment');
  await lockIn(page).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  await signInAgain(page, mock);
  await expect(nameField(page)).toHaveValue('Jane Testperson');
  await expect(page.getByRole('status').filter({ hasText: 'was refused' })).toHaveText(
    'Your session had ended, so the lock-in of Speaker 1 was refused and not saved. The names typed and segments moved are back: lock it in again.',
  );
  expect(await groupLabels(page)).toEqual(moved);
  // Still this screen's unsaved work, until locked in.
  await page.getByRole('button', { name: 'Back to Video Selection' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await lockIn(page).click();
  await expect(page.getByText('Speaker assignment updated!')).toBeVisible();
  await expect(page.getByText('was refused')).toHaveCount(0);
});

test('suggestions: members read District • party • chamber; Escape closes and keeps the text', async ({
  page,
}) => {
  await openVideo(page);
  await nameField(page).fill('a');
  await expect(suggestions(page)).toBeVisible();
  const setsize = Number(await suggestions(page).getByRole('option').first().getAttribute('aria-setsize'));
  expect(setsize).toBeGreaterThan(100);
  // Only the rows in view are in the page, and the active one is always among them.
  expect(await suggestions(page).getByRole('option').count()).toBeLessThan(20);
  await nameField(page).press('ArrowDown');
  for (let i = 0; i < 4; i++) await nameField(page).press('PageDown');
  const activeId = (await nameField(page).getAttribute('aria-activedescendant')) ?? '';
  const active = page.locator(`[id="${activeId}"]`);
  await expect(active).toHaveAttribute('aria-posinset', '21');
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(active).toBeInViewport();

  const senator = members('TX', 'Senate')[0];
  if (!senator) throw new Error('the mock has no TX senators');
  await nameField(page).fill(senator.name);
  const memberOption = suggestions(page).getByRole('option').filter({ hasText: 'Member' }).first();
  await expect(memberOption).toContainText(`${senator.name}MemberDistrict 1 • ${senator.party} • Senate`);

  await nameField(page).fill('garza');
  await nameField(page).press('ArrowDown');
  await nameField(page).press('ArrowDown');
  const second = suggestions(page).getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(nameField(page)).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? '',
  );
  await nameField(page).press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(nameField(page)).toHaveValue('garza');
  await nameField(page).press('ArrowDown');
  await expect(suggestions(page)).toBeVisible();

  // ArrowUp on a closed list opens it on the last suggestion, scrolled into view.
  await nameField(page).press('Escape');
  await nameField(page).press('ArrowUp');
  const lastId = (await nameField(page).getAttribute('aria-activedescendant')) ?? '';
  const lastOption = page.locator(`[id="${lastId}"]`);
  await expect(lastOption).toBeInViewport();
  expect(await lastOption.getAttribute('aria-posinset')).toBe(await lastOption.getAttribute('aria-setsize'));
});

test('no serious accessibility problem with the suggestions open', async ({ page }) => {
  await openVideo(page);
  await nameField(page).fill('lee');
  await nameField(page).press('ArrowDown');
  await expect(suggestions(page)).toBeVisible();
  await expectAccessible(page);
});

test('reassign moves one segment to another group, locally; bad ids are refused at the field', async ({
  page,
}) => {
  await openVideo(page);
  const countOf = async (n: number) =>
    Number(/— (\d+) segments?/.exec((await groupLabels(page))[n - 1] ?? '')?.[1] ?? Number.NaN);
  const [one, two] = [await countOf(1), await countOf(2)];

  await page.getByRole('button', { name: 'Reassign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Reassign segment' });
  const field = dialog.getByLabel('New speaker id');
  await expect(field).toBeFocused();
  await field.fill('abc');
  await dialog.getByRole('button', { name: 'Move segment' }).click();
  await expect(dialog.getByText('Enter a speaker id: a whole number, 0 or more.')).toBeVisible();
  await field.fill('1');
  await field.press('Enter');
  await expect(dialog.getByText('This segment is already in Speaker 1.')).toBeVisible();
  await field.fill('2');
  await field.press('Enter');
  await expect(dialog).toBeHidden();

  expect(await countOf(1)).toBe(one - 1);
  expect(await countOf(2)).toBe(two + 1);
});

test('reassigning a segment to a group locked in says what it does before the move', async ({ page }) => {
  await openVideo(page);
  const member = await chooseFirstSuggestion(page, 'garza');
  await lockIn(page).click();
  await expect(nameField(page)).toHaveValue('Speaker 2');

  await page.getByRole('button', { name: 'Reassign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Reassign segment' });
  const field = dialog.getByLabel('New speaker id');
  await expect(field).toHaveAccessibleDescription(new RegExp(`Locked in: 1 \\(${member}\\)\\.`));
  await field.fill('1');
  const said = `Speaker 1 is locked in as ${member}. Moved there, this segment starts Speaker 1’s group again, to be named and locked in on its own.`;
  await expect(dialog.getByText(said)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(said.replace(/[.()]/g, '\\$&')));
  await expectAccessible(page);
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(groupSelect(page).locator('option', { hasText: /^Speaker 1 — 1 segment/ })).toHaveCount(1);
});

test('Jump seeks the video to the segment’s start time divided by 10; N steps through the group', async ({
  page,
}) => {
  await openVideo(page);
  const video = await videoWithMetadata(page);

  const detail = await page.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string };
    const list = (await (
      await fetch('/api/speaker/videos-to-update?state=TX', {
        headers: { Authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { VideoID: number; Committee: string }[];
    const id = list.find((v) => v.Committee === 'Senate Committee on Nominations')?.VideoID;
    const res = await fetch(`/api/speaker/speaker-segments?state=TX&videoID=${id}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return (await res.json()) as { speakerSegments: { SpeakerID: number; StartTime: number }[] };
  });
  const starts = detail.speakerSegments
    .filter((s) => s.SpeakerID === 1)
    .map((s) => s.StartTime)
    .sort((a, b) => a - b);

  await page.getByRole('button', { name: 'Jump' }).nth(2).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo((starts[2] as number) / 10, 1);
  await expect(page.locator('.speakers-segment[aria-current="true"]')).toHaveCount(1);

  // The keyboard path: N steps to the next segment of the group.
  await page.getByRole('heading', { name: /^Speaker Assignment for/ }).click();
  await page.keyboard.press('n');
  await expect(page.getByText(`Segment 4 of ${starts.length}`)).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo((starts[3] as number) / 10, 1);
});

test('Previous and Next segment keep the focus when they reach the group’s first or last segment', async ({
  page,
}) => {
  await openVideo(page);
  const next = page.getByRole('button', { name: 'Next segment' });
  const previous = page.getByRole('button', { name: 'Previous segment' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Segment 1 of \d+$/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Segment 2 of \d+$/)).toBeVisible();
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Segment 1 of \d+$/)).toBeVisible();
  // At the first segment Previous can do nothing more, and says so, but keeps the focus.
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).toBeFocused();
});

test('a video open in two tabs says so in both', async ({ page, context }) => {
  await openVideo(page);
  const url = page.url();
  const note = (p: Page) => p.getByRole('status').filter({ hasText: 'Also open in another tab' });
  await expect(note(page)).toHaveCount(0);
  const other = await context.newPage();
  await other.goto(url);
  await expect(nameField(other)).toBeVisible();
  await expect(note(other)).toContainText('a group locked in there still shows here');
  await expect(note(page)).toBeVisible();
  await other.close();
  await expect(note(page)).toHaveCount(0);
});

test('a link whose video is no video number opens the video choice, and asks the server nothing of it', async ({
  page,
}) => {
  const asked = watchRequests(page, 'GET', /\/api\/speaker\/speaker-segments/);
  await signIn(page, 'demo', 'demo', '/dashboard');
  for (const video of ['', 'abc', '-3', '1.5']) {
    await page.goto(`/speakers?state=LA&video=${video}`);
    await expect(page.getByRole('combobox', { name: 'Video' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('LA');
    await expect(page.getByText('is not on the list of')).toHaveCount(0);
  }
  expect(asked).toEqual([]);
});

test('an account covering neither TX nor LA is told so at the address, as on the other hearing screens', async ({
  page,
}) => {
  await signIn(page, 'analyst', 'analyst', '/speakers');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Speaker assignment is for hearings of Texas (TX) and Louisiana (LA) only, and your account covers neither.',
  );
  await expect(page.getByRole('combobox', { name: 'Video' })).toHaveCount(0);
  await expectAccessible(page);
});
