import { describe, expect, it } from 'vitest';
import { idLabel, joinKey, keyLabel, rowKey, rowKeysInOrder } from './row-key';

describe('a record’s id', () => {
  it('joins the key values by ~ in key order', () => {
    const d = { primaryKey: ['StateCode', 'SessionCode', 'MemberId'] };
    expect(rowKey(d, { MemberId: 1001, SessionCode: '89R', StateCode: 'TX', Name: 'x' })).toBe('TX~89R~1001');
    expect(rowKey({ primaryKey: ['Id'] }, { Id: 7 })).toBe('7');
  });

  it('leaves a missing value empty', () => {
    expect(rowKey({ primaryKey: ['A', 'B'] }, { A: 1, B: null })).toBe('1~');
    expect(joinKey([1, undefined, 'x'])).toBe('1~~x');
  });
});

describe('a record’s key as staff read it', () => {
  it('keeps a composite key’s values apart without the id’s ~', () => {
    const d = { primaryKey: ['StateCode', 'SessionCode', 'MemberId'] };
    expect(keyLabel(d, { MemberId: 1001, SessionCode: '89R', StateCode: 'TX' })).toBe('TX · 89R · 1001');
    expect(idLabel({ primaryKey: ['StateCode', 'SessionCode', 'Number'] }, 'TX~89R~1001')).toBe(
      'TX · 89R · 1001',
    );
    expect(keyLabel({ primaryKey: ['Id'] }, { Id: 7 })).toBe('7');
    expect(idLabel({ primaryKey: ['MasterBillId'] }, '100001')).toBe('100001');
    expect(idLabel({ primaryKey: ['Code'] }, 'A~B')).toBe('A~B');
  });
});

describe('rows’ keys on screen', () => {
  it('are the ids, and for a row whose id came before, the id and its place: each one different', () => {
    const keys = rowKeysInOrder(['100001', '100001', '100002', '100001']);
    expect(keys).toEqual(['100001', '100001\u00001', '100002', '100001\u00003']);
    expect(new Set(keys).size).toBe(4);
  });
});
