import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadEvenly, spreadWords } from './spread';
import { fromUnits, toUnits } from './times';

const TWO_DECIMALS = /^\d+\.\d{2}$/;
const units = fc.integer({ min: 0, max: 20_000_000 });
const words = fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 400 });

describe('spreading new words over the replaced span', () => {
  it('keeps every word, in order, with two-decimal times inside the span, in order', () => {
    fc.assert(
      fc.property(words, units, units, (ws, a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const out = spreadWords(ws, fromUnits(start), fromUnits(end));
        expect(out.map((w) => w.word)).toEqual(ws);
        let previous = start;
        for (const w of out) {
          expect(w.startTime).toMatch(TWO_DECIMALS);
          expect(w.endTime).toMatch(TWO_DECIMALS);
          const s = toUnits(w.startTime);
          const e = toUnits(w.endTime);
          expect(s).toBeGreaterThanOrEqual(previous);
          expect(e).toBeGreaterThanOrEqual(s);
          expect(e).toBeLessThanOrEqual(end);
          previous = e;
        }
        expect(toUnits(out[0]?.startTime ?? '')).toBe(start);
        expect(toUnits(out[out.length - 1]?.endTime ?? '')).toBe(end);
      }),
    );
  });

  it('gives the words equal shares, to the hundredth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), units, units, (n, a, b) => {
        const lengths = spreadEvenly(n, a, b).map(([s, e]) => e - s);
        expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('spreads three words over 10.00–16.00 as 2.00 each', () => {
    expect(spreadWords(['a', 'b', 'c'], '10.00', '16.00')).toEqual([
      { word: 'a', startTime: '10.00', endTime: '12.00' },
      { word: 'b', startTime: '12.00', endTime: '14.00' },
      { word: 'c', startTime: '14.00', endTime: '16.00' },
    ]);
  });
});
