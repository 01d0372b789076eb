import { describe, expect, it } from 'vitest';
import { joinBillVersion, normalizeBillId, normalizeSession } from './summary-id';

describe('joinBillVersion', () => {
  it('joins the bill id to the version code', () => {
    expect(joinBillVersion('HB100', 'FIL')).toBe('HB100FIL');
    expect(joinBillVersion('HB100', 'FH00')).toBe('HB100FH00');
    expect(joinBillVersion('H3001', 'V20241204A')).toBe('H3001V20241204A');
    expect(joinBillVersion('SB3', 'HAM001')).toBe('SB3HAM001');
  });

  it('normalises a typed bill id but keeps the version as the service gave it', () => {
    expect(joinBillVersion(' hb 100 ', ' FIL ')).toBe('HB100FIL');
    expect(joinBillVersion('HB100', 'FHB1_R')).toBe('HB100FHB1_R');
  });

  it('is empty when a part is missing', () => {
    expect(joinBillVersion('', 'FIL')).toBe('');
    expect(joinBillVersion('  ', 'FIL')).toBe('');
    expect(joinBillVersion('HB100', '')).toBe('');
    expect(joinBillVersion('HB100', '  ')).toBe('');
  });
});

describe('normalisation', () => {
  it('spells bill ids and sessions as the service does', () => {
    expect(normalizeBillId(' sb  3 ')).toBe('SB3');
    expect(normalizeSession(' 89r ')).toBe('89R');
  });
});
