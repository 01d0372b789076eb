import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type DatasetConfig, datasets } from '../../api/gen/registry/datasets';
import { type ListAnswer, listQueryKey, listUrl, replaceRow, showAdded } from './list-query';

const view = (page: number, filters: Record<string, string>) => ({ page, limit: 10, sort: [], filters });
const ds = (key: string) => datasets.find((d) => d.key === key) as DatasetConfig;
const bills = ds('masterBills');
const answer = (ids: number[]): ListAnswer => ({
  data: ids.map((MasterBillId) => ({ MasterBillId, Title: `bill ${MasterBillId}` })),
  pagination: {
    page: 1,
    limit: 10,
    total: ids.length,
    totalPages: 1,
    hasNextPage: false,
    hasPreviousPage: false,
  },
});

describe('listUrl', () => {
  it('asks for page and limit 10, sending every non-empty filter (SPEC §5)', () => {
    expect(
      listUrl(bills, { page: 2, limit: 10, sort: [], filters: { StateCode: 'TX', Type: '', Number: '0' } }),
    ).toBe('/api/table/masterBills?page=2&limit=10&StateCode=TX&Number=0');
  });

  it('carries the page size and the sort as the contract spells it', () => {
    const view = {
      page: 3,
      limit: 25,
      sort: [
        { id: 'Title', desc: false },
        { id: 'FiledDate', desc: true },
      ],
      filters: { StateCode: 'TX' },
    };
    expect(listUrl(bills, view)).toBe(
      '/api/table/masterBills?page=3&limit=25&sort=Title%2C-FiledDate&StateCode=TX',
    );
  });
});

describe('cache edits after a change', () => {
  it('shows an added row on top of the list on screen and marks the others stale', () => {
    const qc = new QueryClient();
    const here = listQueryKey(bills, view(1, {}));
    const other = listQueryKey(bills, view(2, {}));
    qc.setQueryData(here, answer([1, 2]));
    qc.setQueryData(other, answer([3]));
    showAdded(qc, bills, here, { MasterBillId: 9, Title: 'new' });
    const now = qc.getQueryData<ListAnswer>(here);
    expect(now?.data.map((r) => r.MasterBillId)).toEqual([9, 1, 2]);
    expect(now?.pagination.total).toBe(3);
    expect(qc.getQueryState(other)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(here)?.isInvalidated).toBe(false);
  });

  it('keeps a full page full: the new row first, its last row gone to the next page, counts agreeing', () => {
    const qc = new QueryClient();
    const here = listQueryKey(bills, view(1, {}));
    const full = answer([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    qc.setQueryData(here, {
      ...full,
      pagination: { ...full.pagination, total: 130, totalPages: 13, hasNextPage: true },
    });
    showAdded(qc, bills, here, { MasterBillId: 99, Title: 'new' });
    const now = qc.getQueryData<ListAnswer>(here);
    expect(now?.data.map((r) => r.MasterBillId)).toEqual([99, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(now?.pagination).toMatchObject({ total: 131, totalPages: 14, hasNextPage: true });
  });

  it('does not put an added row into a filtered list: that list is asked again', () => {
    const qc = new QueryClient();
    const here = listQueryKey(bills, view(3, { StateCode: 'TX' }));
    qc.setQueryData(here, answer([1, 2]));
    showAdded(qc, bills, here, { MasterBillId: 9, StateCode: 'IL' });
    expect(qc.getQueryData<ListAnswer>(here)?.data.map((r) => r.MasterBillId)).toEqual([1, 2]);
    expect(qc.getQueryState(here)?.isInvalidated).toBe(true);
  });

  it('asks a sorted list, or a later page, again: the server knows where the record goes', () => {
    for (const v of [{ ...view(1, {}), sort: [{ id: 'Title', desc: false }] }, view(3, {})]) {
      const qc = new QueryClient();
      const here = listQueryKey(bills, v);
      qc.setQueryData(here, answer([1, 2]));
      showAdded(qc, bills, here, { MasterBillId: 9, Title: 'new' });
      expect(qc.getQueryData<ListAnswer>(here)?.data.map((r) => r.MasterBillId)).toEqual([1, 2]);
      expect(qc.getQueryState(here)?.isInvalidated).toBe(true);
    }
  });

  it('replaces an edited row wherever it is cached', () => {
    const qc = new QueryClient();
    const a = listQueryKey(bills, view(1, {}));
    const b = listQueryKey(bills, view(1, { StateCode: 'TX' }));
    qc.setQueryData(a, answer([1, 2]));
    qc.setQueryData(b, answer([2]));
    replaceRow(qc, bills, '2', { MasterBillId: 2, Title: 'edited' });
    expect(qc.getQueryData<ListAnswer>(a)?.data[1]?.Title).toBe('edited');
    expect(qc.getQueryData<ListAnswer>(b)?.data[0]?.Title).toBe('edited');
  });
});
