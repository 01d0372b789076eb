// The state rule: every call that names a state outside the account's stateConfigs is refused
// with 403 (openapi.yaml, info). Each call is well formed and aimed at nothing that exists (a
// link column, a bill, a video nobody has), so that a server that wrongly lets it through
// changes nothing; the jobs, which would start real work, only with --include-jobs.
import { HEARING_STATES } from '../../../src/lib/hearing-states.ts';
import { US_STATES } from '../../../src/lib/us-states.ts';
import { type OperationId, takesState, unprobed } from '../contract.ts';
import type { Exchange, Lane } from '../lane.ts';
import { isRead } from './requests.ts';

export interface StateRun {
  /** The account's states (from its access token), or undefined when the token does not say. */
  stateConfigs: string[] | undefined;
  readOnly: boolean;
  includeJobs: boolean;
  runId: string;
}

/** One probe: the call, whether any state or only a hearing state (TX, LA) fits it, and its
 * request in a given state. */
export type StateProbe = [
  OperationId,
  'any' | 'hearing',
  (state: string) => Omit<Exchange, 'operation' | 'check'>,
];

/** The probe of each state-scoped call (exported so that tests count them, not copy the count). */
export function stateProbes(runId: string): StateProbe[] {
  const none = `CV${runId}`.toUpperCase();
  return [
    ['loadCrawlLinks', 'any', (state) => ({ path: '/api/crawl', body: { state } })],
    [
      'updateCrawlLink',
      'any',
      (state) => ({
        path: '/api/crawl/update-link',
        body: {
          state,
          key: `ContractVerify${none}`,
          url: `https://example.org/contract-verify/${runId}`,
        },
      }),
    ],
    [
      'getVersions',
      'any',
      (state) => ({ path: '/api/bill/getVersions', body: { state, id: none, session: none } }),
    ],
    [
      'getSummary',
      'any',
      (state) => ({ path: '/api/bill/getSummary', body: { state, type: 'bill', id: none, session: none } }),
    ],
    [
      'updateSummary',
      'any',
      (state) => ({
        path: '/api/bill/updateSummary',
        body: { state, type: 'bill', id: none, session: none, newSummary: 'contract-verify' },
      }),
    ],
    [
      'runDate',
      'any',
      (state) => ({
        path: '/api/bill/runDate',
        body: { state, session: none, date: new Date().toISOString().slice(0, 10) },
      }),
    ],
    [
      'runBill',
      'any',
      (state) => ({ path: '/api/bill/runBill', body: { state, session: none, billNumber: none } }),
    ],
    [
      'runMetadataDates',
      'any',
      (state) => ({
        path: '/api/bill/runMetadataDates',
        body: { state, session: none, startDate: null, endDate: null },
      }),
    ],
    ['getCommittees', 'hearing', (state) => ({ path: `/api/bill/committees/${state}` })],
    ['getTranscript', 'hearing', (state) => ({ path: `/api/bill/getTranscript/${state}/2147483647` })],
    [
      'updateTranscript',
      'hearing',
      (state) => ({ path: '/api/bill/updateTranscript', body: { state, id: 2147483647, newTranscript: [] } }),
    ],
    ['getVideosToUpdate', 'hearing', (state) => ({ path: `/api/speaker/videos-to-update?state=${state}` })],
    [
      'getSpeakerSegments',
      'hearing',
      (state) => ({ path: `/api/speaker/speaker-segments?state=${state}&videoID=2147483647` }),
    ],
    [
      'updateSpeakerAssignment',
      'hearing',
      (state) => ({
        path: '/api/speaker/update-assignment',
        body: {
          state,
          videoID: 2147483647,
          segmentIDs: [2147483647],
          assignedSpeaker: { id: 0, name: 'contract-verify', type: 'New', extra: '' },
        },
      }),
    ],
  ];
}

export async function refusesOtherStates(lane: Lane, run: StateRun): Promise<void> {
  const mine = run.stateConfigs;
  const other = mine && US_STATES.map((s) => s.code).find((c) => !mine.includes(c));
  const hearing = mine && HEARING_STATES.find((c) => !mine.includes(c));
  const calls = stateProbes(run.runId);
  for (const [id, kind, build] of calls) {
    const state = kind === 'any' ? other : hearing;
    const check = `a state outside the account (${state ?? '?'}): refused (403)`;
    const why =
      run.readOnly && !isRead(id)
        ? 'read-only run (--read-only)'
        : !mine
          ? 'the access token carries no stateConfigs, so no state is known to be outside the account'
          : !state
            ? kind === 'any'
              ? 'the account covers every state'
              : 'the account covers both TX and LA, the only hearing states; sign in with one that lacks either'
            : id.startsWith('run') && !run.includeJobs
              ? 'would start a real data job if the server let it through; pass --include-jobs to check it'
              : undefined;
    if (why || !state) {
      lane.skip(id, `a state outside the account: refused (403)`, why ?? '', '', 'state');
      continue;
    }
    await lane.exchange({ operation: id, check, suite: 'state', expect: [403], ...build(state) });
  }
  for (const id of unprobed(
    calls.map(([id]) => id),
    takesState,
  ))
    lane.skip(
      id,
      'a state outside the account: refused (403)',
      'not checked: this call names a state, and no probe of it is written yet (scripts/contract-verify/negative/state.ts)',
      '',
      'state',
    );
}
