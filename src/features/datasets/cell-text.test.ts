import { describe, expect, it } from 'vitest';
import { cellText, rawIfDifferent, safeHref } from './cell-text';

const col = (type: string, format?: string) => ({ type, format }) as Parameters<typeof cellText>[0];

describe('cellText', () => {
  it('writes values in the console’s one form', () => {
    expect(cellText(col('bigint'), '9223372036854775807')).toBe('9223372036854775807');
    expect(cellText(col('number', 'quantity'), 3200)).toBe('3,200');
    expect(cellText(col('number', 'plain'), 2024)).toBe('2024');
    expect(cellText(col('number', 'money'), 100.5)).toBe('$100.50');
    expect(cellText(col('number', 'quantity'), 0)).toBe('0');
    expect(cellText(col('boolean'), true)).toBe('Yes');
    expect(cellText(col('boolean'), false)).toBe('No');
    expect(cellText(col('date'), '2024-07-03')).toBe('Jul 3, 2024');
    expect(cellText(col('time'), '14:05')).toBe('2:05 PM');
    expect(cellText(col('datetime'), '2025-03-04T10:05:09+02:00')).toMatch(
      /^Mar 4, 2025, \d{1,2}:05 [AP]M \S+/,
    );
  });

  it('gives null for empty values (shown as a muted dash)', () => {
    expect(cellText(col('text'), null)).toBeNull();
    expect(cellText(col('text'), '')).toBeNull();
    expect(cellText(col('boolean'), undefined)).toBeNull();
  });

  it('keeps the stored value for the tooltip only when the text differs', () => {
    expect(rawIfDifferent('2024-07-03', 'Jul 3, 2024')).toBe('2024-07-03');
    expect(rawIfDifferent('TX', 'TX')).toBeUndefined();
  });
});

describe('safeHref', () => {
  it('links http and https only', () => {
    expect(safeHref('https://capitol.texas.gov/x?a=1')).toBe('https://capitol.texas.gov/x?a=1');
    expect(safeHref('http://example.org')).toBe('http://example.org/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('https://')).toBeNull();
    expect(safeHref(42)).toBeNull();
  });
});
