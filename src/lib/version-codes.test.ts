import { describe, expect, it } from 'vitest';
import { isVersionCode, parseBillNumber, versionConvention } from './version-codes';

describe('versionConvention (SPEC §9)', () => {
  it('lists Illinois with its numbered amendments expanded', () => {
    expect(versionConvention('IL')).toEqual({
      kind: 'list',
      codes: [
        'INT',
        'HAM001',
        'HAM002',
        'HAM003',
        'HAM004',
        'HAM005',
        'HAM006',
        'ENG',
        'SAM001',
        'SAM002',
        'SAM003',
        'SAM004',
        'SAM005',
        'SAM006',
        'AVM001',
        'ENR',
        'ACT',
        'REN',
      ],
    });
  });

  it('gives TX, MS, NY, OK, LA and AR the same eleven codes', () => {
    const tx = versionConvention('TX');
    for (const s of ['MS', 'NY', 'OK', 'LA', 'AR']) expect(versionConvention(s)).toEqual(tx);
    expect(tx).toEqual({
      kind: 'list',
      codes: ['FIL', 'ENR', 'ENG', 'SCS', 'HCS', 'SFA', 'HFA', 'HCA', 'SCA', 'SPA', 'HPA'],
    });
  });

  it('has the Ohio and Indiana lists', () => {
    expect(versionConvention('OH')).toMatchObject({
      kind: 'list',
      codes: expect.arrayContaining(['FH00', 'ZZZ8']),
    });
    expect(versionConvention('IN')).toEqual({
      kind: 'list',
      codes: ['INTR', 'COMH', 'ENGH', 'ENRH', 'COMS', 'ENGS', 'ENRS'],
    });
  });

  it('describes South Carolina by its dated rule, and knows no convention for other states', () => {
    expect(versionConvention('SC')).toMatchObject({ kind: 'dated', examples: ['V20241204', 'V20241204A'] });
    expect(versionConvention('CA')).toBeNull();
  });
});

describe('isVersionCode', () => {
  it('checks list states against their list', () => {
    expect(isVersionCode('TX', 'FIL')).toBe(true);
    expect(isVersionCode('TX', 'INT')).toBe(false);
    expect(isVersionCode('OH', 'FHB1_R')).toBe(true);
    expect(isVersionCode('IL', 'HAM007')).toBe(false);
  });

  it('checks South Carolina codes as V + a real date + an optional conflict letter', () => {
    expect(isVersionCode('SC', 'V20241204')).toBe(true);
    expect(isVersionCode('SC', 'V20241204A')).toBe(true);
    expect(isVersionCode('SC', 'V20240230')).toBe(false);
    expect(isVersionCode('SC', 'V2024124')).toBe(false);
    expect(isVersionCode('SC', 'V20241204AB')).toBe(false);
  });

  it('cannot judge a state without a convention', () => {
    expect(isVersionCode('CA', 'AMD')).toBeNull();
  });
});

describe('parseBillNumber', () => {
  it('splits a bill number from its version code', () => {
    expect(parseBillNumber('HB100FH00')).toEqual({ bill: 'HB100', version: 'FH00' });
    expect(parseBillNumber('SB3FIL')).toEqual({ bill: 'SB3', version: 'FIL' });
    expect(parseBillNumber(' hb100 ')).toEqual({ bill: 'HB100', version: '' });
    expect(parseBillNumber('H3001V20241204A')).toEqual({ bill: 'H3001', version: 'V20241204A' });
  });

  it('refuses what is not a bill number', () => {
    for (const bad of ['', '100', 'HB', 'HB 100', 'HB-100', 'HB100-FIL'])
      expect(parseBillNumber(bad)).toBeNull();
  });
});
