// What any keystroke reads on this machine: a bare text box on an empty page, no script of its
// own, timed as the keystroke scenarios are (the key's event to the paint of the first frame
// showing it; the longer of that and the browser's Event Timing, which reports 16 ms at least).
// No budget: the keystroke budgets are read against it, since no screen can go below it.
import { interaction } from '../probe.ts';
import type { Scenario } from '../types.ts';
import { typedThenErased } from './common.ts';
// The sidebar search's keys, the figure most often read against this one.
import { WORD } from './sidebar-search.ts';

const holds = (text: string) => `document.querySelector('#floor').value === ${JSON.stringify(text)}`;

export const keystrokeFloor: Scenario = {
  name: 'keystroke-floor',
  title: 'a bare text box (the floor of the keystroke figures)',
  metrics: [
    { id: 'keystroke', label: `a bare text box, per keystroke ("${WORD}" typed and erased)`, unit: 'ms' },
  ],
  async run({ page, record }) {
    await page.setContent('<label for="floor">Search</label> <input id="floor" autocomplete="off">');
    await page.focus('#floor');
    for (const k of typedThenErased(WORD)) {
      const r = await interaction(page, () => page.keyboard.press(k.key), {
        on: ['keydown'],
        until: holds(k.text),
      });
      record('keystroke', r.ms, { nextFrame: r.nextFrame, eventTiming: r.eventTiming });
    }
  },
};
