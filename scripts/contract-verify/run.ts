// Runs every check against a live server and returns the report (see report.ts for its shape).

import { HEARING_STATES, hearingStatesOf, isHearingState } from '../../src/lib/hearing-states.ts';
import { chosenState } from '../../src/lib/url-state.ts';
import { UsageError } from './args.ts';
import { Client, ServerDown } from './client.ts';
import {
  contractTitle,
  type DatasetConfig,
  datasetOperations,
  datasets,
  type OperationId,
  operations,
} from './contract.ts';
import { Lane, type Row } from './lane.ts';
import { type LoadResult, runLoad } from './load.ts';
import { baseBodyProbes, hearingParameterProbes } from './negative/input.ts';
import { refusesOtherMethods } from './negative/methods.ts';
import { datasetOf, signedOperations } from './negative/requests.ts';
import { refusesOtherStates } from './negative/state.ts';
import {
  jwtPayload,
  refreshRefusedAfterSignOut,
  refreshRefusesBadTokens,
  refusesBadTokens,
  type TokenVariant,
  tokenVariants,
} from './negative/tokens.ts';
import { type Report, summarize } from './report.ts';
import { keyPath, keyValues } from './scratch.ts';
import { refresh, refusesWithoutToken, signIn, signOut } from './steps/auth.ts';
import { checkBill } from './steps/bill.ts';
import { checkCrawl } from './steps/crawl.ts';
import { checkDataset } from './steps/datasets.ts';
import { checkSpeakers, checkTranscripts } from './steps/hearings.ts';

export interface VerifyOptions {
  baseUrl: string;
  username: string;
  password: string;
  /** Only reads: no scratch records, no link change, nothing written back. */
  readOnly?: boolean;
  /** Also start the bill jobs (they start real work on a real server). */
  includeJobs?: boolean;
  /** Also name one speaker group, which the contract cannot undo. */
  allowSpeakerAssignment?: boolean;
  /** The state of the crawl, bill and job calls (default TX). Hearings use it if TX or LA, else TX. */
  state?: string;
  /** Dataset keys to check (default: all). */
  datasets?: string[];
  /** A bill id and session for the bill calls, instead of finding one. */
  bill?: string;
  session?: string;
  timeoutMs?: number;
  /** Datasets checked side by side. */
  concurrency?: number;
  /** Only what the console does: leave out the checks of what a server must refuse. */
  positiveOnly?: boolean;
  /** A genuine access token of this server whose exp has passed, for the expired-token checks. */
  expiredToken?: string;
  /** After the checks, this many list calls at `loadConcurrency` at a time (0: none). */
  load?: number;
  loadConcurrency?: number;
}

/** The state of the positive checks: --state, else TX when the account has it (or does not say),
 * else its first state; the hearing state: that state if TX or LA, else TX or LA as the account
 * allows, or none (the account has neither). */
export function chooseStates(
  given: string | undefined,
  stateConfigs: string[] | undefined,
): { state: string; hearingState: string | undefined } {
  // The console's own rule (src/lib/url-state.ts), with every state allowed when the token does not say.
  const state = given ?? (stateConfigs ? chosenState(undefined, stateConfigs) : undefined) ?? 'TX';
  const hearingState = isHearingState(state)
    ? state
    : chosenState(undefined, stateConfigs ? hearingStatesOf(stateConfigs) : HEARING_STATES);
  return { state, hearingState };
}

/** Runs `tasks` with at most `n` at a time; results keep the tasks' order. */
async function pool<T>(n: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, tasks.length) }, worker));
  return out;
}

export function selectDatasets(keys: string[] | undefined): DatasetConfig[] {
  if (!keys?.length) return [...datasets];
  const unknown = keys.filter((k) => !datasets.some((d) => d.key === k));
  if (unknown.length)
    throw new UsageError(
      `unknown dataset(s): ${unknown.join(', ')} (known: ${datasets.map((d) => d.key).join(', ')})`,
    );
  return datasets.filter((d) => keys.includes(d.key));
}

export async function verify(o: VerifyOptions): Promise<Report> {
  const started = Date.now();
  const selected = selectDatasets(o.datasets);
  const runId = Date.now().toString(36).slice(-6);
  const client = new Client(o.baseUrl.replace(/\/+$/, ''), o.timeoutMs ?? 20_000);
  const leftovers: string[] = [];
  const negative = !o.positiveOnly;
  let load: LoadResult | undefined;

  const auth = new Lane(client);
  const signedIn = await signIn(auth, client, o.username, o.password);
  const lanes: Lane[] = [auth];
  const end = new Lane(client);
  const claims = jwtPayload(client.accessToken);
  const stateConfigs = Array.isArray(claims?.stateConfigs)
    ? (claims.stateConfigs as unknown[]).filter((s): s is string => typeof s === 'string')
    : undefined;
  const { state, hearingState } = chooseStates(o.state?.toUpperCase(), stateConfigs);
  const given = o.state?.toUpperCase();
  if (signedIn && given && stateConfigs && !stateConfigs.includes(given)) {
    // Every call of that state would be refused (403) by a correct server, and blamed on it.
    await signOut(end);
    throw new UsageError(
      `--state ${given} is not a state of this account, which covers ${stateConfigs.join(', ') || 'none'}: name one of them, or leave --state out`,
    );
  }
  // Once the server is down (client.ts), every call throws: what ran is reported, and the rest is
  // listed as not reached instead of failing call by call.
  const untilDown = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      if (!(err instanceof ServerDown)) throw err;
    }
  };
  if (signedIn) {
    await untilDown(async () => {
      await refusesWithoutToken(auth, selected[0] ?? (datasets[0] as DatasetConfig));
      await refresh(auth, client);
    });
    const variants: TokenVariant[] = negative ? tokenVariants(client, o.expiredToken) : [];
    const tokenRun = {
      runId,
      readOnly: !!o.readOnly,
      hearingState: hearingState ?? 'TX',
      cleanUp: async (id: OperationId, answer: unknown) => {
        const d = datasetOf(id);
        const key = d && keyValues(d, (answer as { data?: Record<string, unknown> } | undefined)?.data);
        if (!d) return;
        if (!key) {
          leftovers.push(`${d.name}: a record stored by a call without a valid token, its key unknown`);
          return;
        }
        const gone = await client.call({
          method: 'DELETE',
          path: `${d.endpointDelete}/${keyPath(key)}?primaryKey=${encodeURIComponent(d.primaryKey.join(','))}`,
        });
        if (gone.status === null || gone.status >= 300)
          leftovers.push(`${d.name} ${d.primaryKey.join(',')} = ${key.join(', ')}`);
      },
    };
    const methodRun = { runId, readOnly: !!o.readOnly, hearingState: hearingState ?? 'TX' };
    const opsOf = (ids: OperationId[]) =>
      ids.map((id) => ({ id, method: operations[id].method, path: operations[id].path }));
    const baseOps = signedOperations().filter((id) => !datasetOf(id) && id !== 'logout');
    const lane = async (work: (l: Lane) => Promise<void>) => {
      const l = new Lane(client);
      await untilDown(() => work(l));
      return l;
    };
    const tasks: (() => Promise<Lane>)[] = [
      ...selected.map(
        (d, i) => () =>
          lane(async (l) => {
            await checkDataset(l, d, {
              readOnly: !!o.readOnly,
              runId,
              leftBehind: (w) => leftovers.push(w),
              negative,
              oversize: i === 0,
            });
            if (!negative) return;
            await refusesBadTokens(l, datasetOperations(d), variants, tokenRun);
            await refusesOtherMethods(l, opsOf(datasetOperations(d)), methodRun);
          }),
      ),
      () => lane((l) => checkCrawl(l, state, !!o.readOnly, runId)),
      () =>
        lane((l) =>
          checkBill(l, {
            state,
            readOnly: !!o.readOnly,
            includeJobs: !!o.includeJobs,
            bill: o.bill,
            session: o.session,
          }),
        ),
      () =>
        lane(async (l) => {
          if (!hearingState) {
            const why = 'the account covers neither TX nor LA, the only states with hearings';
            for (const id of [
              'getCommittees',
              'getTranscript',
              'updateTranscript',
              'getVideosToUpdate',
              'getSpeakerSegments',
              'updateSpeakerAssignment',
            ] as const)
              l.skip(id, 'hearing calls', why);
            return;
          }
          await checkTranscripts(l, hearingState, !!o.readOnly);
          await checkSpeakers(l, hearingState, {
            readOnly: !!o.readOnly,
            allowAssignment: !!o.allowSpeakerAssignment,
          });
          if (negative) await hearingParameterProbes(l, hearingState);
        }),
    ];
    if (negative) {
      tasks.push(
        () => lane((l) => refusesBadTokens(l, baseOps, variants, tokenRun)),
        () => lane((l) => refreshRefusesBadTokens(l, client)),
        () =>
          lane((l) =>
            refusesOtherStates(l, {
              stateConfigs,
              readOnly: !!o.readOnly,
              includeJobs: !!o.includeJobs,
              runId,
            }),
          ),
        () =>
          lane((l) =>
            baseBodyProbes(l, {
              runId,
              readOnly: !!o.readOnly,
              includeJobs: !!o.includeJobs,
              state,
              hearingState,
              oversize: true,
            }),
          ),
        () =>
          lane((l) =>
            refusesOtherMethods(l, opsOf(baseOps.concat(['login', 'refreshToken', 'logout'])), methodRun),
          ),
      );
    }
    lanes.push(...(await pool(o.concurrency ?? 4, tasks)));
    await untilDown(async () => {
      if (o.load) load = await runLoad(client, selected, o.load, o.loadConcurrency ?? 8);
      const refreshToken = client.refreshToken;
      if (negative) await refusesBadTokens(end, ['logout'], variants, tokenRun);
      await signOut(end);
      if (negative) await refreshRefusedAfterSignOut(end, refreshToken);
    });
  }
  lanes.push(end);

  const rows: Row[] = lanes.flatMap((l) => l.rows);
  const notSelected = new Set(datasets.filter((d) => !selected.includes(d)).flatMap(datasetOperations));
  // Every operation appears in the table (its positive rows): one that no step reached is
  // skipped with the reason, also when refusal probes reached it (they do not check its success).
  for (const id of Object.keys(operations) as OperationId[]) {
    if (notSelected.has(id) || rows.some((r) => r.operation === id && r.suite === 'positive')) continue;
    const probed = rows.some((r) => r.operation === id);
    const op = operations[id];
    rows.push({
      operation: id,
      check: 'not checked',
      method: op.method,
      path: '',
      expected: [...op.success],
      status: null,
      result: 'skip',
      suite: 'positive',
      note: !signedIn
        ? 'the sign-in failed, so nothing else could be checked'
        : client.down
          ? 'not reached: the run stopped when the server stopped answering'
          : probed
            ? 'its success path was not checked: no step makes this call, only its refusals were tried'
            : 'no check reached this operation',
    });
  }

  return summarize({
    contract: contractTitle(),
    baseUrl: o.baseUrl,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    options: {
      state,
      hearingState: hearingState ?? null,
      readOnly: !!o.readOnly,
      includeJobs: !!o.includeJobs,
      allowSpeakerAssignment: !!o.allowSpeakerAssignment,
      positiveOnly: !negative,
      expiredToken: !!o.expiredToken,
      datasets: o.datasets?.length ? selected.map((d) => d.key) : 'all',
    },
    results: rows,
    notSelected: [...notSelected],
    leftovers,
    ...(load ? { load } : {}),
    ...(client.down ? { stopped: client.down } : {}),
    secrets: [...client.secrets, o.password],
  });
}
