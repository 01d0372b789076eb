import { describe, expect, it } from 'vitest';
import { datasets } from '../../api/gen/registry/datasets';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { filtersKey, type HiddenRows, withoutHidden } from './hidden-rows';
import type { ListAnswer } from './list-query';
import { failureLines } from './pending-deletes';

describe('the failures of a delete, in words', () => {
  it('one line per reason, naming the records it stopped', () => {
    expect(failureLines(['1', '2', '3'], ['Locked', 'Gone', 'Locked'])).toBe('1, 3: Locked\n2: Gone');
  });

  it('a page of failures reads as a few lines: records and reasons past four are counted', () => {
    const ids = Array.from({ length: 50 }, (_, i) => String(1000 + i));
    const one = failureLines(
      ids,
      ids.map(() => 'Down'),
    );
    expect(one).toBe('1000, 1001, 1002, 1003 and 46 more: Down');
    const many = failureLines(
      ids.slice(0, 6),
      ids.slice(0, 6).map((id) => `Reason ${id}`),
    );
    expect(many.split('\n')).toHaveLength(5);
    expect(many.split('\n').at(-1)).toBe('2 other reasons not listed.');
  });

  it('a long reason is cut', () => {
    const line = failureLines(['7'], ['x'.repeat(500)]);
    expect(line.length).toBeLessThan(210);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('a list while some of its rows are being deleted', () => {
  const d = datasets.find((x) => x.key === 'masterBills') as DatasetConfig;
  const answer = (page: number, ids: number[], total: number): ListAnswer => ({
    data: ids.map((MasterBillId) => ({ MasterBillId })),
    pagination: {
      page,
      limit: 10,
      total,
      totalPages: Math.ceil(total / 10),
      hasNextPage: page < Math.ceil(total / 10),
      hasPreviousPage: page > 1,
    },
  });
  const texas = filtersKey({ StateCode: 'TX', Type: '' });

  it('knows a list by its filters, whatever their order, empty ones left out', () => {
    expect(filtersKey({ Type: 'HB', StateCode: 'TX' })).toBe(filtersKey({ StateCode: 'TX', Type: 'HB' }));
    expect(texas).toBe(filtersKey({ StateCode: 'TX' }));
    expect(texas).not.toBe(filtersKey({}));
  });

  it('leaves the hidden rows out and counts them out, the pages following the count', () => {
    const hidden: HiddenRows = new Map([
      ['21', texas],
      ['22', texas],
    ]);
    const last = withoutHidden(d, answer(3, [21, 22], 22), hidden, texas);
    expect(last?.data).toEqual([]);
    expect(last?.pagination).toMatchObject({ total: 20, totalPages: 2, hasNextPage: false });
    // Another page of the same list: its rows are all there, its count without the two.
    const first = withoutHidden(d, answer(1, [1, 2, 3], 22), hidden, texas);
    expect(first?.data).toHaveLength(3);
    expect(first?.pagination).toMatchObject({ total: 20, totalPages: 2, hasNextPage: true });
  });

  it('a row hidden from another list counts out only where it is seen', () => {
    const hidden: HiddenRows = new Map([
      ['5', filtersKey({ StateCode: 'LA' })],
      ['6', undefined],
    ]);
    expect(withoutHidden(d, answer(1, [1, 2], 12), hidden, texas)?.pagination.total).toBe(12);
    const seen = withoutHidden(d, answer(1, [5, 6, 7], 12), hidden, texas);
    expect(seen?.data).toEqual([{ MasterBillId: 7 }]);
    expect(seen?.pagination).toMatchObject({ total: 10, totalPages: 1, hasNextPage: false });
  });

  it('an empty list has no pages, and no hidden rows changes nothing', () => {
    const hidden: HiddenRows = new Map([['1', texas]]);
    expect(withoutHidden(d, answer(1, [1], 1), hidden, texas)?.pagination).toMatchObject({
      total: 0,
      totalPages: 0,
    });
    const same = answer(1, [1], 1);
    expect(withoutHidden(d, same, new Map(), texas)).toBe(same);
  });
});
