// Shared steps of the transcripts browser tests.
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures';

export interface ApiWord {
  word: string;
  startTime: string;
  endTime: string;
  speaker: string;
}

/** TX 4109: a three-minute House Appropriations hearing (450 words). */
export const SHORT = { state: 'TX', id: 4109 } as const;

export async function openHearing(page: Page, hearing: { state: string; id: number } = SHORT): Promise<void> {
  await signIn(page, 'demo', 'demo', `/transcripts?state=${hearing.state}`);
  await page.locator(`a[href*="video=${hearing.id}"]`).click();
  await expect(word(page, 0, 0)).toBeVisible();
}

export function word(page: Page, p: number, w: number): Locator {
  return page.locator(`[data-testid="transcript"] [data-w="${p}:${w}"]`);
}

/** The transcript as the mock backend has it now (the page's own session and store). */
export async function savedTranscript(
  page: Page,
  hearing: { state: string; id: number } = SHORT,
): Promise<ApiWord[][]> {
  return page.evaluate(async ({ state, id }) => {
    const { accessToken } = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string };
    const res = await fetch(`/api/bill/getTranscript/${state}/${id}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return ((await res.json()) as { transcript: ApiWord[][] }).transcript;
  }, hearing);
}

/** Drags a text selection from the start of one word to the end of another. */
export async function selectWords(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('word not on screen');
  await page.mouse.move(a.x + 1, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width - 1, b.y + b.height / 2);
  await page.mouse.up();
}

export function popup(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Edit \d+ words?$/ });
}

/** Selects words and replaces them through the popup. */
export async function replaceWords(page: Page, from: Locator, to: Locator, text: string): Promise<void> {
  await selectWords(page, from, to);
  await popup(page).getByRole('textbox').fill(text);
  await popup(page).getByRole('button', { name: 'Save' }).click();
  await expect(popup(page)).toBeHidden();
}

/** Seconds of video as the editor shows them (times are seconds times ten). */
export function clockOf(time: string): string {
  const hundredths = Math.round(Number(time) * 10);
  const m = Math.floor(hundredths / 6000);
  const s = ((hundredths % 6000) / 100).toFixed(2).padStart(5, '0');
  return `${m}:${s}`;
}
