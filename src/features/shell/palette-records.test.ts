import { describe, expect, it } from 'vitest';
import { joinKey } from '../../lib/row-key';
import { fitsKey, recordOffers } from './palette-records';

describe('records the palette opens by their key', () => {
  it('offers a MasterBill for a number', () => {
    expect(recordOffers(' 100005 ')).toEqual([
      {
        id: 'record-100005',
        name: 'Open MasterBill 100005',
        detail: '/admin/master-bills?record=100005',
        target: { kind: 'record', route: 'master-bills', id: '100005' },
      },
    ]);
  });

  it('reads a bill with its state and session before or after it, or neither', () => {
    const target = (q: string) => recordOffers(q)[0]?.target;
    const tx = { kind: 'bill', type: 'HB', number: '100', state: 'TX', session: '89R' };
    expect(target('HB 100 TX 89R')).toEqual(tx);
    expect(target('tx 89r hb100')).toEqual(tx);
    expect(target('HB 0100 TX 89R')).toEqual(tx);
    expect(target('SJR 7')).toEqual({
      kind: 'bill',
      type: 'SJR',
      number: '7',
      state: undefined,
      session: undefined,
    });
    expect(recordOffers('HB 100 TX 89R')[0]?.name).toBe('Open MasterBill HB 100 (TX 89R)');
    // A state before the bill, without a session, as after it.
    const texas = { kind: 'bill', type: 'HB', number: '938', state: 'TX', session: undefined };
    expect(target('TX HB 938')).toEqual(texas);
    expect(target('HB 938 TX')).toEqual(texas);
    expect(recordOffers('HB 938 TX')[0]?.detail).toBe('every TX bill with that type and number');
  });

  it('reads the state and session in any order around the bill, and a type written with dots', () => {
    const target = (q: string) => recordOffers(q)[0]?.target;
    const bill = { kind: 'bill', type: 'HB', number: '2095', state: 'TX', session: '88R' };
    for (const q of ['TX HB 2095 88R', '88R HB 2095 TX', 'H.B. 2095 TX 88R', 'tx 88r h.b.2095'])
      expect(target(q), q).toEqual(bill);
    const sessionOnly = { ...bill, state: undefined };
    expect(target('HB 2095 88R')).toEqual(sessionOnly);
    expect(target('88R HB 2095')).toEqual(sessionOnly);
    expect(target('H.B. 2095')).toEqual({ ...sessionOnly, session: undefined });
    expect(target('HB 2095 104')).toEqual({ ...sessionOnly, session: '104' });
    // Two states, or a word that is neither, is not a bill.
    expect(recordOffers('TX LA HB 2095')).toEqual([]);
    expect(recordOffers('HB 2095 please')).toEqual([]);
  });

  it('reads a bill as it is written out: the type in words, a dash or # before the number, a state by its name', () => {
    const target = (q: string) => recordOffers(q)[0]?.target;
    const bill = { kind: 'bill', type: 'HB', number: '2095', state: undefined, session: undefined };
    for (const q of ['House Bill 2095', 'HB-2095', 'HB #2095', 'house  bill 2095'])
      expect(target(q), q).toEqual(bill);
    expect(target('Senate Joint Resolution 7 Texas 88R')).toEqual({
      kind: 'bill',
      type: 'SJR',
      number: '7',
      state: 'TX',
      session: '88R',
    });
    expect(target('Texas HB 2095')).toEqual({ ...bill, state: 'TX' });
    expect(target('HB 5 West Virginia')).toEqual({ ...bill, number: '5', state: 'WV' });
    expect(target('Assembly Concurrent Resolution 3 New York')).toEqual({
      ...bill,
      type: 'ACR',
      number: '3',
      state: 'NY',
    });
    // A MasterBillId written with a #.
    expect(target('#100001')).toEqual({ kind: 'record', route: 'master-bills', id: '100001' });
  });

  it('offers a record of any dataset named with its key, as staff write the name', () => {
    expect(recordOffers('members 42')).toEqual([
      {
        id: 'record-members-42',
        name: 'Open Members 42',
        detail: '/admin/members?record=42',
        target: { kind: 'record', route: 'members', id: '42' },
      },
    ]);
    const target = (q: string) => recordOffers(q)[0]?.target;
    expect(target('Member #42')).toEqual({ kind: 'record', route: 'members', id: '42' });
    expect(target('master-bills 100005')).toEqual({ kind: 'record', route: 'master-bills', id: '100005' });
    expect(target('Bill History 7')).toEqual({ kind: 'record', route: 'bill-history', id: '7' });
    expect(target('states TX')).toEqual({ kind: 'record', route: 'states', id: 'TX' });
    expect(recordOffers('states a/b')[0]?.detail).toBe('/admin/states?record=a%2Fb');
  });

  it('takes the start of a dataset’s name when no other dataset’s name starts so', () => {
    const target = (q: string) => recordOffers(q)[0]?.target;
    expect(target('contrib 1000001')).toEqual({ kind: 'record', route: 'contributions', id: '1000001' });
    expect(target('Lobbyi 7')).toEqual({ kind: 'record', route: 'loggyists', id: '7' });
    // The start of several (Members, MemberBios, Member session…), or too short to say: nothing.
    for (const q of ['mem 1001', 'co 5']) expect(recordOffers(q), q).toEqual([]);
  });

  it('offers nothing for a name, or for a screen that is not a table', () => {
    for (const q of ['members', 'bill', 'bill 1', 'Actions Entry 5', '', 'HB', 'TX 89R'])
      expect(recordOffers(q)).toEqual([]);
  });

  it('offers nothing for the name of a screen or a dataset whose first word names another dataset', () => {
    // 'Actions' alone is Actions Type, and 'Member' Members: the whole name is the screen.
    for (const q of [
      'Actions Entry',
      'actions e',
      'Member session',
      'Member sess',
      'Members mapping',
      'Speaker Assignment',
    ])
      expect(recordOffers(q), q).toEqual([]);
    expect(recordOffers('Actions 5')[0]?.target).toEqual({ kind: 'record', route: 'actions-type', id: '5' });
  });
});

describe('a key a dataset can have', () => {
  const d = (types: string[]) =>
    ({
      primaryKey: types.map((_, i) => `k${i}`),
      columns: types.map((type, i) => ({ key: `k${i}`, label: `K${i}`, type })),
    }) as unknown as Parameters<typeof fitsKey>[1];
  it('has a value for each key field, digits for a number', () => {
    expect(fitsKey('43', d(['number']))).toBe(true);
    expect(fitsKey('TX', d(['number']))).toBe(false);
    expect(fitsKey('H001', d(['text']))).toBe(true);
    expect(fitsKey('1011', d(['text', 'text', 'number']))).toBe(false);
    expect(fitsKey(joinKey(['TX', '89R', '1011']), d(['text', 'text', 'number']))).toBe(true);
    expect(fitsKey(joinKey(['TX', '89R']), d(['text', 'text', 'number']))).toBe(false);
    expect(fitsKey('12345678901234567890', d(['bigint']))).toBe(true);
  });
});
