// Choosing a video on the speakers screen (src/features/speakers), to the split view with its
// Speaker Name box: the video detail of TX video 4101 (30,000 candidates) arrives, is checked, and
// the panel renders. No budget: measured because staff open videos all day, and because the
// candidate index was moved out of this render (decision 0010).
import { interaction } from '../probe.ts';
import type { Scenario } from '../types.ts';
import { needVisible, orUnavailable } from './common.ts';
import { LARGE_VIDEO, NAME_BOX, VIDEO_SELECT } from './speakers-screen.ts';

const BOX_SHOWN = `!!document.querySelector(${JSON.stringify(NAME_BOX)})`;

export const speakersOpen: Scenario = {
  name: 'speakers-open',
  title: 'speakers: choose a video → split view',
  metrics: [{ id: 'open', label: `speakers: choose video ${LARGE_VIDEO} → Speaker Name box`, unit: 'ms' }],
  async run({ page, signIn, record }) {
    await signIn();
    await page.goto('/speakers?state=TX');
    const select = page.locator(VIDEO_SELECT);
    await needVisible(select, "no '-- Select a Video --' dropdown on /speakers");
    await select.locator(`option[value="${LARGE_VIDEO}"]`).waitFor({ state: 'attached' });
    const r = await orUnavailable(
      interaction(page, () => select.selectOption(String(LARGE_VIDEO)), {
        on: ['change'],
        until: BOX_SHOWN,
        timeoutMs: 30_000,
      }),
      `no Speaker Name box after choosing video ${LARGE_VIDEO}`,
    );
    record('open', r.ms, { longestTask: r.longestTask });
  },
};
