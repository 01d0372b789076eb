import { describe, expect, it } from 'vitest';
import { failureLines } from './pending-deletes';

describe('the failures of a delete, in words', () => {
  it('one line per reason, naming the records it stopped', () => {
    expect(failureLines(['1', '2', '3'], ['Locked', 'Gone', 'Locked'])).toBe('1, 3: Locked\n2: Gone');
  });

  it('a page of failures reads as a few lines: records and reasons past four are counted', () => {
    const ids = Array.from({ length: 50 }, (_, i) => String(1000 + i));
    const one = failureLines(
      ids,
      ids.map(() => 'Down'),
    );
    expect(one).toBe('1000, 1001, 1002, 1003 and 46 more: Down');
    const many = failureLines(
      ids.slice(0, 6),
      ids.slice(0, 6).map((id) => `Reason ${id}`),
    );
    expect(many.split('\n')).toHaveLength(5);
    expect(many.split('\n').at(-1)).toBe('2 other reasons not listed.');
  });

  it('a long reason is cut', () => {
    const line = failureLines(['7'], ['x'.repeat(500)]);
    expect(line.length).toBeLessThan(210);
    expect(line.endsWith('…')).toBe(true);
  });
});
