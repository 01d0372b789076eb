// The transcripts screen (src/features/transcripts): how the scenarios open the long hearing.
import type { Page } from '@playwright/test';
import { needVisible } from './common.ts';

/** The TX hearing of 50,000 words (mocks/seed/transcripts-hearings.ts). */
export const LONG_HEARING = 4101;

/** The TX hearing of 150,000 words: a twelve-hour committee day. */
export const DAY_HEARING = 4111;

/** Page expression: the transcript's words are on screen. */
export const WORDS_SHOWN =
  '(() => { const w = document.querySelector(\'[data-testid="transcript"] [data-w]\'); return !!w && w.getClientRects().length > 0; })()';

/** Waits until the whole transcript is in the editor: a long one first shows its beginning,
 * read-only, inside a region marked aria-busy while the rest arrives. Interactions are measured
 * on the editor, as they were before that beginning was shown. */
export async function waitForWholeTranscript(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !!document.querySelector('[data-testid="transcript"] [data-w]') &&
      !document.querySelector('[aria-busy="true"] [data-testid="transcript"]'),
    null,
    { timeout: 60_000 },
  );
}

/** A hearing's entry in the /transcripts list (TX is the default state); the long one unless named. */
export async function longHearingLink(page: Page, id = LONG_HEARING) {
  await page.goto('/transcripts?state=TX');
  const link = page.locator(`a[href*="video=${id}"]`).first();
  await needVisible(link, `no link to hearing ${id} on /transcripts`);
  return link;
}

/** Opens the long hearing from the list and waits for its words. */
export async function openHearing(page: Page): Promise<void> {
  await (await longHearingLink(page)).click();
  await needVisible(
    page.locator('[data-testid="transcript"] [data-w]'),
    'no transcript words ([data-w])',
    30_000,
  );
  await waitForWholeTranscript(page);
}
