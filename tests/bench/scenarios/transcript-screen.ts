// The transcripts screen (src/features/transcripts): how the scenarios open the long hearing.
import type { Page } from '@playwright/test';
import { needVisible } from './common.ts';

/** The TX hearing of about 50,000 words (mocks/seed/transcripts-hearings.ts). */
export const LONG_HEARING = { committee: 'House Appropriations', date: '2026-03-10' };

/** Page expression: the transcript's words are on screen. */
export const WORDS_SHOWN =
  '(() => { const w = document.querySelector(\'[data-testid="transcript"] [data-w]\'); return !!w && w.getClientRects().length > 0; })()';

/** The list entry of the long hearing on /transcripts (TX is the default state). */
export async function longHearingEntry(page: Page) {
  await page.goto('/transcripts');
  const entry = page.getByRole('button', { name: new RegExp(LONG_HEARING.committee) }).first();
  await needVisible(entry, 'no hearing list on /transcripts');
  return entry;
}

/** Opens the long hearing and waits for its words. */
export async function openHearing(page: Page): Promise<void> {
  const entry = await longHearingEntry(page);
  await entry.click();
  await needVisible(
    page.locator('[data-testid="transcript"] [data-w]'),
    'no transcript words ([data-w])',
    30_000,
  );
}
