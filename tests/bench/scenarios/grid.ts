// The table manager's grid (src/features/datasets): a header click until the sorted rows are on
// screen (the sort is the server's: a list call each time), and a row move with the arrow key
// until the next row has the focus.
import { interaction } from '../probe.ts';
import type { Scenario } from '../types.ts';
import { needVisible, orUnavailable, requestsInFlight } from './common.ts';
import { ROW } from './datasets.ts';

const PATH = '/admin/master-bills?page=1';

/** Page expression: the Number header reads `sort` (or none) and the rows are the answer's. */
const sortedBy = (sort: 'ascending' | 'descending' | null) => `(() => {
  const th = [...document.querySelectorAll('thead th')].find((h) => h.textContent.trim() === 'Number');
  if (!th || (th.getAttribute('aria-sort') ?? null) !== ${JSON.stringify(sort)}) return false;
  const table = document.querySelector('table.data-table');
  return !!table && !table.hasAttribute('aria-busy') && !!document.querySelector(${JSON.stringify(ROW)});
})()`;

export const gridSort: Scenario = {
  name: 'grid-sort',
  title: 'grid: header click → sorted rows',
  metrics: [
    { id: 'click', label: 'a header click → the sorted rows (ascending, descending, none)', unit: 'ms' },
  ],
  async run({ page, signIn, record }) {
    await signIn();
    await page.goto(PATH);
    await needVisible(page.locator(ROW).first(), `no table rows on ${PATH}`);
    const button = page.locator('thead th', { hasText: 'Number' }).getByRole('button');
    for (const sort of ['ascending', 'descending', null] as const) {
      const r = await orUnavailable(
        interaction(page, () => button.click(), { on: ['click'], until: sortedBy(sort), timeoutMs: 20_000 }),
        `the rows were not sorted ${sort ?? 'back'} within 20 s`,
      );
      record('click', r.ms, {
        nextFrame: r.nextFrame,
        eventTiming: r.eventTiming,
        longestTask: r.longestTask,
      });
    }
  },
};

/** Page expression: the row `id` has the focus. */
const focused = (id: string) =>
  `document.activeElement?.getAttribute('data-row-id') === ${JSON.stringify(id)}`;

export const gridArrow: Scenario = {
  name: 'grid-arrow',
  title: 'grid: a row move with the arrow key',
  metrics: [
    { id: 'frames', label: 'ArrowDown → the next row focused (frames after the key)', unit: 'frames' },
  ],
  async run({ page, signIn, record }) {
    const network = requestsInFlight(page);
    await signIn();
    await page.goto(PATH);
    const rows = page.locator(ROW);
    await needVisible(rows.first(), `no table rows on ${PATH}`);
    const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id') ?? ''));
    // The screen has settled (its idle work done), as it has when a person reads it before a click.
    await network.quiet();
    await rows.first().focus();
    for (const id of ids.slice(1)) {
      const r = await interaction(page, () => page.keyboard.press('ArrowDown'), {
        on: ['keydown'],
        until: focused(id),
      });
      record('frames', r.frames, { nextFrame: r.nextFrame, eventTiming: r.eventTiming });
    }
  },
};

/** Page expression: the record view shows the record `id` with every field. */
const recordShown = (id: string) => `(() => {
  const h = document.querySelector('aside.record-panel h2');
  return !!h && h.textContent.includes(${JSON.stringify(id)}) && document.querySelectorAll('aside.record-panel .record-field').length > 0;
})()`;
/** Page expression: a related section of the record view shows rows. */
const RELATED_ROWS = "!!document.querySelector('aside.record-panel section.related tbody tr')";

export const recordOpen: Scenario = {
  name: 'record-open',
  title: 'record view: a row click → the record, and its related records',
  metrics: [
    { id: 'record', label: 'a row click → the record shown beside the list', unit: 'ms' },
    { id: 'first', label: '  of which the first, as the view opens beside the list', unit: 'ms' },
    { id: 'first-related', label: 'a row click → its first related section’s rows', unit: 'ms' },
  ],
  async run({ page, signIn, record }) {
    const network = requestsInFlight(page);
    await signIn();
    await page.goto(PATH);
    const rows = page.locator(ROW);
    await needVisible(rows.first(), `no table rows on ${PATH}`);
    const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id') ?? ''));
    // The screen has settled (its idle work done), as it has when a person reads it before a click.
    await network.quiet();
    // Records one after another, as staff go down a list: three timed until the record is shown,
    // three until their first related rows are.
    for (const [i, id] of ids.slice(0, 6).entries()) {
      const cell = page.locator(`tbody tr[data-row-id="${id}"] td`).nth(2);
      const metric = i < 3 ? 'record' : 'first-related';
      const until = i < 3 ? recordShown(id) : `${recordShown(id)} && ${RELATED_ROWS}`;
      const r = await orUnavailable(
        interaction(page, () => cell.click(), { on: ['click'], until, timeoutMs: 20_000 }),
        `the record ${id} (${metric}) was not shown within 20 s of a click on its row`,
      );
      record(metric, r.ms, { nextFrame: r.nextFrame, longestTask: r.longestTask });
      // The first also lays the list out anew, narrower, beside the view.
      if (i === 0) record('first', r.ms, { nextFrame: r.nextFrame, longestTask: r.longestTask });
      // The rest of its related sections (and its references' names) load before the next row is
      // clicked.
      await network.quiet();
    }
  },
};
