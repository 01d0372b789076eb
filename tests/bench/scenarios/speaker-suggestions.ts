// Speaker suggestions over 30,000 candidates, per keystroke (src/features/speakers): every key
// of a name typed into the Speaker Name box, until the frame showing the suggestions for it.
import { interaction } from '../probe.ts';
import type { Scenario } from '../types.ts';
import { needVisible, typedThenErased } from './common.ts';
import { LARGE_VIDEO, NAME_BOX } from './speakers-screen.ts';

/** A first and a last name, typed over the default 'Speaker {id}', then partly erased. */
const TYPED = 'maria garcia';
const ERASED = 4;

/** Page expression: the box holds `text` and the suggestions (or "no one matches") are shown. */
const suggestionsFor = (text: string) => `(() => {
  const box = document.querySelector(${JSON.stringify(NAME_BOX)});
  return !!box && box.value === ${JSON.stringify(text)} && !!document.querySelector('.speaker-suggestions');
})()`;

export const speakerSuggestions: Scenario = {
  name: 'speaker-suggestions',
  title: 'speaker suggestions',
  metrics: [
    {
      id: 'keystroke',
      label: `speaker suggestions (30,000 candidates), per keystroke ("${TYPED}", ${ERASED} erased)`,
      unit: 'ms',
    },
  ],
  async run({ page, signIn, record }) {
    await signIn();
    await page.goto(`/speakers?state=TX&video=${LARGE_VIDEO}`);
    const box = page.locator(NAME_BOX);
    await needVisible(box, `no Speaker Name box for video ${LARGE_VIDEO}`, 30_000);
    await box.focus();
    // The box starts with 'Speaker {id}', selected on focus: the first key types over it.
    await box.selectText();
    for (const k of typedThenErased(TYPED, ERASED)) {
      const r = await interaction(page, () => page.keyboard.press(k.key), {
        on: ['keydown'],
        until: suggestionsFor(k.text),
      });
      record('keystroke', r.ms, {
        nextFrame: r.nextFrame,
        eventTiming: r.eventTiming,
        longestTask: r.longestTask,
      });
    }
  },
};
