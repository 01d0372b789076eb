import { describe, expect, it } from 'vitest';
import { batchSentence, type ItemOutcome, outcomeLine } from './update-all';

const ok = (label: string): ItemOutcome => ({
  key: label,
  label,
  ok: true,
  message: `Section ${label} updated`,
});
const bad = (label: string, message = 'Error: locked'): ItemOutcome => ({
  key: label,
  label,
  ok: false,
  message,
});

describe('update all changed summaries', () => {
  it('says how far a running batch is', () => {
    expect(batchSentence({ total: 3, running: true, outcomes: [ok('S1P1')] })).toBe(
      'Updating 3 changed summaries… 1 of 3 done.',
    );
  });

  it('says whether all, some or none were updated', () => {
    expect(batchSentence({ total: 2, running: false, outcomes: [ok('S1P1'), ok('S1P2')] })).toBe(
      'All 2 changed summaries updated.',
    );
    expect(batchSentence({ total: 3, running: false, outcomes: [bad('S1P1'), ok('S1P2'), ok('S2P1')] })).toBe(
      '2 of 3 changed summaries updated; 1 failed and keeps its text.',
    );
    expect(
      batchSentence({
        total: 4,
        running: false,
        outcomes: [bad('S1P1'), ok('S1P2'), bad('S2P1'), ok('S2P2')],
      }),
    ).toBe('2 of 4 changed summaries updated; 2 failed and keep their text.');
    expect(batchSentence({ total: 1, running: false, outcomes: [bad('S1P1')] })).toBe(
      'The changed summary could not be updated. Its text is kept.',
    );
    expect(batchSentence({ total: 2, running: false, outcomes: [bad('S1P1'), bad('No item id')] })).toBe(
      'None of the 2 changed summaries could be updated. Their text is kept.',
    );
  });

  it('names each item and its outcome', () => {
    expect(outcomeLine(ok('S2P10'))).toBe('S2P10: updated.');
    expect(outcomeLine(bad('No item id', 'No item id found for this section'))).toBe(
      'No item id: not updated. No item id found for this section',
    );
  });
});
