import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFixed,
  formatMoney,
  formatNumber,
  formatTime,
  plural,
  readDate,
} from './format';

describe('formats', () => {
  it('writes calendar days as Transcripts does, whatever the zone', () => {
    expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDate('2024-07-03T00:00:00Z')).toBe('Jul 3, 2024');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    // The first century is not the twentieth.
    expect(formatDate('0001-01-01')).toBe('Jan 1, 1');
    expect(formatDate('0099-12-31')).toBe('Dec 31, 99');
    expect(formatDate('9999-12-31')).toBe('Dec 31, 9999');
    expect(formatDate('soon')).toBe('soon');
  });

  it('writes times of day in 12-hour form', () => {
    expect(formatTime('14:05')).toBe('2:05 PM');
    expect(formatTime('09:00:30')).toBe('9:00:30 AM');
    expect(formatTime('25:00')).toBe('25:00');
  });

  it('writes instants in the given zone with the zone named', () => {
    expect(formatDateTime('2026-03-04T19:05:00Z', 'America/Chicago')).toBe('Mar 4, 2026, 1:05 PM CST');
    expect(formatDateTime('2026-03-04 19:05:00', 'UTC')).toBe('Mar 4, 2026, 7:05 PM UTC');
    expect(formatDateTime('not a time', 'UTC')).toBe('not a time');
  });

  it('groups numbers and keeps 64-bit values exact', () => {
    expect(formatNumber(3200)).toBe('3,200');
    expect(formatNumber('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatNumber('-12345')).toBe('-12,345');
    expect(formatNumber('100.5')).toBe('100.5');
    expect(formatNumber('abc')).toBe('abc');
  });

  it('writes money in dollars', () => {
    expect(formatMoney(100.5)).toBe('$100.50');
    expect(formatMoney('2500')).toBe('$2,500.00');
    expect(formatMoney('n/a')).toBe('n/a');
    // A fraction of a cent is shown as stored.
    expect(formatMoney(0.005)).toBe('$0.005');
    expect(formatMoney('-1234.5')).toBe('-$1,234.50');
  });

  it('counts', () => {
    expect(plural(1, 'word')).toBe('1 word');
    expect(plural(1204, 'match', 'matches')).toBe('1,204 matches');
  });
});

describe('formatFixed', () => {
  it('writes exactly the digits asked for, grouped', () => {
    expect(formatFixed(62, 1)).toBe('62.0');
    expect(formatFixed(3725.44, 1)).toBe('3,725.4');
    expect(formatFixed(Number.NaN, 1)).toBe('NaN');
  });
});

describe('readDate', () => {
  it('reads a day written YYYY-MM-DD or as the console shows it', () => {
    expect(readDate('2023-04-09')).toBe('2023-04-09');
    expect(readDate(' Apr 9, 2023 ')).toBe('2023-04-09');
    expect(readDate(formatDate('2026-12-31'))).toBe('2026-12-31');
    expect(readDate('sep 30 2024')).toBe('2024-09-30');
  });

  it('names no day for anything else, or a day that does not exist', () => {
    for (const t of [
      '',
      '2023-4-9',
      'Apr 31, 2023',
      'Feb 29, 2023',
      '2023-02-30',
      'Sept 9, 2023',
      'April',
      '9 Apr 2023',
    ])
      expect(readDate(t), t).toBeNull();
    expect(readDate('Feb 29, 2024')).toBe('2024-02-29');
  });
});
