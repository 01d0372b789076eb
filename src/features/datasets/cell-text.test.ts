import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text';

describe('cellText', () => {
  it('shows values as stored, booleans in words, timestamps in UTC to the minute', () => {
    expect(cellText('bigint', '9223372036854775807')).toBe('9223372036854775807');
    expect(cellText('number', 0)).toBe('0');
    expect(cellText('boolean', true)).toBe('Yes');
    expect(cellText('boolean', false)).toBe('No');
    expect(cellText('datetime', '2025-03-04T10:05:09+02:00')).toBe('2025-03-04 08:05 UTC');
    expect(cellText('date', '2025-03-04')).toBe('2025-03-04');
  });

  it('gives null for empty values (the table shows a muted dash)', () => {
    expect(cellText('text', null)).toBeNull();
    expect(cellText('text', '')).toBeNull();
    expect(cellText('boolean', undefined)).toBeNull();
  });
});
