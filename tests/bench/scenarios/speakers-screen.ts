// The speakers screen (src/features/speakers): how the scenarios open the benchmark video.
import type { Page } from '@playwright/test';
import { needVisible } from './common.ts';

/** The TX video whose Speaker Name box offers 30,000 candidates (mocks/seed/speakers.ts). */
export const LARGE_VIDEO = 4101;

export const NAME_BOX = 'input[placeholder="Enter speaker name (first or last)"]';

export const VIDEO_SELECT = 'select:has(option:text-is("-- Select a Video --"))';

/** Chooses the large video in '-- Select a Video --' on /speakers and waits for its Speaker Name box. */
export async function openSpeakerVideo(page: Page): Promise<void> {
  await page.goto('/speakers?state=TX');
  const select = page.locator(VIDEO_SELECT);
  await needVisible(select, "no '-- Select a Video --' dropdown on /speakers");
  // The list loads after the dropdown shows: wait for the video's option.
  await select.locator(`option[value="${LARGE_VIDEO}"]`).waitFor({ state: 'attached' });
  await select.selectOption(String(LARGE_VIDEO));
  await needVisible(page.locator(NAME_BOX), 'no Speaker Name box after choosing a video', 30_000);
}
