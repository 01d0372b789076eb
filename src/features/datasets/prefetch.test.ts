import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { datasets } from '../../api/gen/registry/datasets';
import { listQueryKey } from './list-query';
import { prefetchList } from './prefetch';

const found = datasets.find((d) => d.route === 'master-bills');
if (!found) throw new Error('no masterBills in the registry');
const masterBills = found;

describe('prefetchList', () => {
  it('starts the list of a page the screen has not asked for yet', () => {
    const qc = new QueryClient();
    const prefetch = vi.spyOn(qc, 'prefetchQuery').mockResolvedValue();
    prefetchList(qc, masterBills, { page: 2, limit: 25, sort: '-FiledDate', StateCode: 'TX' });
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual([
      'table',
      'masterBills',
      'list',
      2,
      25,
      '-FiledDate',
      { StateCode: 'TX' },
    ]);
  });

  it('leaves a list the screen already has (loaded, loading or failed) alone', () => {
    const qc = new QueryClient();
    qc.setQueryData(listQueryKey(masterBills, { page: 1, limit: 10, sort: [], filters: {} }), {
      data: [],
      pagination: {},
    });
    const prefetch = vi.spyOn(qc, 'prefetchQuery').mockResolvedValue();
    prefetchList(qc, masterBills, { page: 1 });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does nothing for the collapsed screen', () => {
    const qc = new QueryClient();
    const prefetch = vi.spyOn(qc, 'prefetchQuery').mockResolvedValue();
    prefetchList(qc, masterBills, {});
    expect(prefetch).not.toHaveBeenCalled();
  });
});
