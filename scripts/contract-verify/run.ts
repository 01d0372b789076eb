// Runs every check against a live server and returns the report (see report.ts for its shape).

import { UsageError } from './args.ts';
import { Client } from './client.ts';
import {
  contractTitle,
  type DatasetConfig,
  datasetOperations,
  datasets,
  type OperationId,
  operations,
} from './contract.ts';
import { Lane, type Row } from './lane.ts';
import { type Report, summarize } from './report.ts';
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
}

const HEARING_STATES = ['TX', 'LA'];

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
  const state = (o.state ?? 'TX').toUpperCase();
  const hearingState = HEARING_STATES.includes(state) ? state : 'TX';
  const selected = selectDatasets(o.datasets);
  const runId = Date.now().toString(36).slice(-6);
  const client = new Client(o.baseUrl.replace(/\/+$/, ''), o.timeoutMs ?? 20_000);
  const leftovers: string[] = [];

  const auth = new Lane(client);
  const signedIn = await signIn(auth, client, o.username, o.password);
  const lanes: Lane[] = [auth];
  const end = new Lane(client);
  if (signedIn) {
    await refusesWithoutToken(auth, selected[0] ?? (datasets[0] as DatasetConfig));
    await refresh(auth, client);
    const tasks: (() => Promise<Lane>)[] = [
      ...selected.map((d) => async () => {
        const lane = new Lane(client);
        await checkDataset(lane, d, { readOnly: !!o.readOnly, runId, leftBehind: (w) => leftovers.push(w) });
        return lane;
      }),
      async () => {
        const lane = new Lane(client);
        await checkCrawl(lane, state, !!o.readOnly, runId);
        return lane;
      },
      async () => {
        const lane = new Lane(client);
        await checkBill(lane, {
          state,
          readOnly: !!o.readOnly,
          includeJobs: !!o.includeJobs,
          bill: o.bill,
          session: o.session,
        });
        return lane;
      },
      async () => {
        const lane = new Lane(client);
        await checkTranscripts(lane, hearingState, !!o.readOnly);
        await checkSpeakers(lane, hearingState, {
          readOnly: !!o.readOnly,
          allowAssignment: !!o.allowSpeakerAssignment,
        });
        return lane;
      },
    ];
    lanes.push(...(await pool(o.concurrency ?? 4, tasks)));
    await signOut(end);
  }
  lanes.push(end);

  const rows: Row[] = lanes.flatMap((l) => l.rows);
  const notSelected = new Set(datasets.filter((d) => !selected.includes(d)).flatMap(datasetOperations));
  // Every operation appears: those never reached are skipped with the reason.
  for (const id of Object.keys(operations) as OperationId[]) {
    if (notSelected.has(id) || rows.some((r) => r.operation === id)) continue;
    const op = operations[id];
    rows.push({
      operation: id,
      check: 'not checked',
      method: op.method,
      path: '',
      expected: [...op.success],
      status: null,
      result: 'skip',
      note: signedIn
        ? 'no check reached this operation'
        : 'the sign-in failed, so nothing else could be checked',
    });
  }

  return summarize({
    contract: contractTitle(),
    baseUrl: o.baseUrl,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    options: {
      state,
      hearingState,
      readOnly: !!o.readOnly,
      includeJobs: !!o.includeJobs,
      allowSpeakerAssignment: !!o.allowSpeakerAssignment,
      datasets: o.datasets?.length ? selected.map((d) => d.key) : 'all',
    },
    results: rows,
    notSelected: [...notSelected],
    leftovers,
    secrets: [...client.secrets, o.password],
  });
}
