// Sign-in submit to the first table rows after View data: the Sign In click (sent back to the
// dataset manager it was asked for) until the manager is ready, plus View data until its rows
// are on screen. The robot's own delay between the two (finding and clicking the button) is not
// the console's and is left out.
import { interaction } from '../probe.ts';
import type { Scenario } from '../types.ts';
import { needVisible, orUnavailable } from './common.ts';
import { ROWS_SHOWN, VIEW_DATA_SHOWN } from './datasets.ts';

const PATH = '/admin/master-bills';

export const signInToRows: Scenario = {
  name: 'sign-in-to-rows',
  title: 'sign-in → first rows',
  metrics: [
    { id: 'total', label: 'sign-in submit → first rows', unit: 'ms' },
    { id: 'manager', label: '  of which submit → manager ready', unit: 'ms' },
    { id: 'view-data', label: '  of which View data → rows', unit: 'ms' },
  ],
  async run({ page, record }) {
    await page.goto(`/sign-in?redirect=${encodeURIComponent(PATH)}`);
    await needVisible(page.getByLabel('Username'), 'no Username field on /sign-in');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    const submit = await orUnavailable(
      interaction(page, () => page.getByRole('button', { name: 'Sign In' }).click(), {
        on: ['click'],
        until: VIEW_DATA_SHOWN,
        timeoutMs: 20_000,
      }),
      `no 'View data' button on ${PATH} within 20 s of Sign In`,
    );
    const view = await orUnavailable(
      interaction(page, () => page.getByRole('button', { name: 'View data' }).click(), {
        on: ['click'],
        until: ROWS_SHOWN,
        timeoutMs: 20_000,
      }),
      `no table rows on ${PATH} within 20 s of View data`,
    );
    record('manager', submit.ms, { longestTask: submit.longestTask });
    record('view-data', view.ms, { longestTask: view.longestTask });
    record('total', submit.ms + view.ms);
  },
};
