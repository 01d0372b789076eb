// A cold deep link to a filtered page of a dataset, to its rows: a fresh browser (nothing
// cached), already signed in, opens the URL; timed from navigation start to the first frame with
// rows. Page and filters live in the URL search (src/routes/_app/admin/$name.tsx).
import { firstTrue } from '../probe.ts';
import type { Scenario } from '../types.ts';
import { orUnavailable } from './common.ts';
import { ROWS_SHOWN } from './datasets.ts';

const URL_ = '/admin/master-bills?page=2&StateCode=TX';

export const deepLink: Scenario = {
  name: 'deep-link',
  title: 'cold deep link → rows',
  metrics: [{ id: 'rows', label: `cold deep link ${URL_} → rows`, unit: 'ms' }],
  watch: ROWS_SHOWN,
  async run({ page, signIn, record }) {
    await signIn();
    await page.goto(URL_);
    const t = await orUnavailable(firstTrue(page), `no table rows for the deep link ${URL_}`);
    record('rows', t);
  },
};
