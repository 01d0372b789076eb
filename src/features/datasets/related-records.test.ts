import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { fakeJwt, inSeconds } from '../../../tests/unit/tokens';
import { datasets } from '../../api/gen/registry/datasets';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { writeSession } from '../../api/session';
import { prefetchRelated } from './related-records';

const byKey = (key: string): DatasetConfig => {
  const d = datasets.find((x) => x.key === key);
  if (!d) throw new Error(`no ${key} in the registry`);
  return d;
};
const masterBills = byKey('masterBills');
const billHistory = byKey('billHistory');
const billSponsors = byKey('billSponsors');
const bill = { MasterBillId: 100001, Type: 'HB', Number: 100 };

/** A client where only the history's and the sponsors' configurations are loaded. */
function client() {
  const qc = new QueryClient();
  qc.setQueryData(['registry', billHistory.route], billHistory);
  qc.setQueryData(['registry', billSponsors.route], billSponsors);
  return qc;
}

const lists = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .findAll({ queryKey: ['table'] })
    .map((q) => [q.queryKey[1], q.queryKey[6], q.state.fetchStatus]);

describe('prefetchRelated', () => {
  it('asks for the first rows of each section whose dataset is loaded, filtered by this record', async () => {
    writeSession({
      accessToken: fakeJwt({ exp: inSeconds(60) }),
      refreshToken: fakeJwt({ exp: inSeconds(3600) }),
    });
    const asked: string[] = [];
    server.use(
      http.get('*/api/table/:table', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          data: [],
          pagination: {
            page: 1,
            limit: 5,
            total: 0,
            totalPages: 0,
            hasNextPage: false,
            hasPreviousPage: false,
          },
        });
      }),
    );
    const qc = client();
    prefetchRelated(qc, masterBills, bill);
    expect(lists(qc)).toEqual([
      ['billHistory', { MasterBillId: '100001' }, 'fetching'],
      ['billSponsors', { MasterBillId: '100001' }, 'fetching'],
    ]);
    await expect.poll(() => asked.length).toBe(2);
    expect(asked).toEqual(['?page=1&limit=5&MasterBillId=100001', '?page=1&limit=5&MasterBillId=100001']);
  });

  it('cancels, when the record is left, the calls no section came to use, and no other', async () => {
    writeSession({
      accessToken: fakeJwt({ exp: inSeconds(60) }),
      refreshToken: fakeJwt({ exp: inSeconds(3600) }),
    });
    server.use(http.get('*/api/table/:table', () => new Promise<never>(() => undefined)));
    const qc = client();
    const leave = prefetchRelated(qc, masterBills, bill);
    // The history's section is drawn (it observes its call); the sponsors' is not yet.
    const [history] = qc.getQueryCache().findAll({ queryKey: ['table', 'billHistory'] });
    const drawn = new QueryObserver(qc, { queryKey: history?.queryKey ?? [], enabled: false });
    const stop = drawn.subscribe(() => undefined);
    leave();
    expect(lists(qc)).toEqual([
      ['billHistory', { MasterBillId: '100001' }, 'fetching'],
      ['billSponsors', { MasterBillId: '100001' }, 'idle'],
    ]);
    stop();
  });
});
