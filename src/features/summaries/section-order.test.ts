import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSectionIds, orderSections, parseSectionId } from './section-order';

const ids = (items: { id?: string | null }[]) => items.map((i) => i.id);

describe('parseSectionId', () => {
  it('reads the S and P numbers', () => {
    expect(parseSectionId('S2P10')).toEqual({ section: '2', paragraph: '10' });
    expect(parseSectionId(' s01p003 ')).toEqual({ section: '1', paragraph: '3' });
  });

  it('reads a whole section (S{n}, no P number) with an empty paragraph', () => {
    expect(parseSectionId('S2')).toEqual({ section: '2', paragraph: '' });
  });

  it('returns null for ids without the S{n}P{m} or S{n} shape', () => {
    for (const bad of [
      '',
      '   ',
      'P3',
      'S2P',
      'SP1',
      'S-1P2',
      'S2 P3',
      'S2P3a',
      'X2P3',
      'section 4',
      null,
      undefined,
    ]) {
      expect(parseSectionId(bad), String(bad)).toBeNull();
    }
  });
});

describe('orderSections', () => {
  it('orders by S then P numerically, not as text', () => {
    const items = ['S2P10', 'S1P2', 'S2P9', 'S10P1', 'S1P1', 'S9P4'].map((id) => ({ id }));
    expect(ids(orderSections(items))).toEqual(['S1P1', 'S1P2', 'S2P9', 'S2P10', 'S9P4', 'S10P1']);
  });

  it('puts a whole section (no P number) before its paragraphs', () => {
    const items = ['S3P1', 'S9P4', 'S3', 'S2P10'].map((id) => ({ id }));
    expect(ids(orderSections(items))).toEqual(['S2P10', 'S3', 'S3P1', 'S9P4']);
  });

  it('puts malformed ids last, in their original order, and keeps duplicates in order', () => {
    const items = [
      { id: 'P3', summary: 'a' },
      { id: 'S1P2', summary: 'b' },
      { id: '', summary: 'c' },
      { id: 'S1P1', summary: 'd' },
      { id: null, summary: 'e' },
      { id: 'S1P2', summary: 'f' },
      { id: 'Section 5', summary: 'g' },
    ];
    expect(orderSections(items).map((i) => i.summary)).toEqual(['d', 'b', 'f', 'a', 'c', 'e', 'g']);
  });

  it('does not change the list it is given', () => {
    const items = [{ id: 'S2P1' }, { id: 'S1P1' }];
    orderSections(items);
    expect(ids(items)).toEqual(['S2P1', 'S1P1']);
  });

  it('treats leading zeros and case as the same number, and numbers beyond 2^53 exactly', () => {
    expect(compareSectionIds('s02p01', 'S2P1')).toBe(0);
    expect(compareSectionIds('S9007199254740993P1', 'S9007199254740992P1')).toBeGreaterThan(0);
  });

  it('agrees with a numeric (BigInt) comparison for any well-formed ids', () => {
    const key = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }));
    fc.assert(
      fc.property(fc.array(key, { maxLength: 30 }), (keys) => {
        const sorted = orderSections(keys.map(([s, p]) => ({ id: `S${s}P${p}`, s, p })));
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1];
          const b = sorted[i];
          if (!a || !b) continue;
          expect(a.s < b.s || (a.s === b.s && a.p <= b.p)).toBe(true);
        }
      }),
    );
  });

  it('keeps every item, whatever the ids', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string(), { nil: undefined })), (raw) => {
        const items = raw.map((id, n) => ({ id, n }));
        const sorted = orderSections(items);
        expect(sorted.map((i) => i.n).sort((a, b) => a - b)).toEqual(items.map((i) => i.n));
      }),
    );
  });
});
