// The speakers screen (src/features/speakers): how the scenarios open a video.
import type { Page } from '@playwright/test';
import { needVisible } from './common.ts';

export const NAME_PLACEHOLDER = 'Enter speaker name (first or last)';

/** Opens the first video needing update and waits for the Speaker Name box. */
export async function openSpeakerVideo(page: Page): Promise<void> {
  await page.goto('/speakers');
  const select = page.getByRole('combobox').filter({ hasText: '-- Select a Video --' }).first();
  await needVisible(select, "no '-- Select a Video --' dropdown on /speakers");
  const options = await select.locator('option').allTextContents();
  const first = options.find((o) => o !== '-- Select a Video --');
  if (!first) throw new Error('no video needs update');
  await select.selectOption({ label: first });
  await needVisible(page.getByPlaceholder(NAME_PLACEHOLDER), 'no Speaker Name box after choosing a video');
}
