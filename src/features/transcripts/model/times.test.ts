import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clock, fromUnits, shortClock, toSeconds, toUnits } from './times';

describe('transcript times', () => {
  it('reads and writes two-decimal strings without float error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (u) => {
        expect(toUnits(fromUnits(u))).toBe(u);
      }),
    );
    expect(toUnits('123.45')).toBe(12345);
    expect(toUnits('0.07')).toBe(7);
    // Not the contract's form: read as a number, or 0.
    expect(toUnits('12.5')).toBe(1250);
    expect(toUnits('1a.00')).toBe(100);
    expect(toUnits('')).toBe(0);
    expect(toUnits('-3.00')).toBe(0);
    expect(fromUnits(7)).toBe('0.07');
  });

  it('divides by ten for the video (SPEC §9)', () => {
    expect(toSeconds('123.40')).toBe(12.34);
  });

  it('shows seconds as a clock', () => {
    expect(clock(5.49)).toBe('0:05.49');
    expect(clock(723.1)).toBe('12:03.10');
    expect(clock(3723.456)).toBe('1:02:03.46');
    expect(shortClock(3723.9)).toBe('1:02:03');
  });
});
