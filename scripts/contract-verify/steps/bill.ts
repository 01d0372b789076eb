// The bill calls: find a bill of the state (or take --bill and --session), its versions, its bill
// and section summaries (written back unchanged unless read-only), and the data jobs (only with
// --include-jobs: they start real work on a real server).
import type { Lane } from '../lane.ts';

export interface BillRun {
  state: string;
  readOnly: boolean;
  includeJobs: boolean;
  bill?: string;
  session?: string;
}

interface Bill {
  id: string;
  session: string;
  versions: string[];
}

const TRIES = 5;
/** A 404 is a declared answer ("no such bill"): the check passes and the next candidate is tried. */
const FOUND_OR_NOT = [200, 404];

/** Bills to try: --bill/--session, or the first bills the bill-versions dataset lists for the state. */
async function candidates(lane: Lane, run: BillRun): Promise<{ id: string; session: string }[]> {
  if (run.bill && run.session) return [{ id: run.bill, session: run.session }];
  const q = new URLSearchParams({ page: '1', limit: '10', StateCode: run.state });
  const out = await lane.exchange({
    operation: 'billVersionsList',
    check: `find bills of ${run.state} for the bill calls`,
    path: `/api/table/billVersions?${q}`,
  });
  const rows = ((out.verdict.body as { data?: unknown[] } | undefined)?.data ?? []) as Record<
    string,
    unknown
  >[];
  const seen = new Map<string, { id: string; session: string }>();
  for (const r of rows) {
    if (!r.Type || r.Number === null || r.Number === undefined || !r.SessionCode) continue;
    const c = { id: `${r.Type}${r.Number}`, session: String(r.SessionCode) };
    seen.set(`${c.id} ${c.session}`, c);
  }
  return [...seen.values()].slice(0, TRIES);
}

/** The first candidate the server knows, with its versions (`first`: the first candidate at all). */
async function findBill(lane: Lane, run: BillRun): Promise<{ bill?: Bill; first?: Bill }> {
  const list = await candidates(lane, run);
  const first = list[0] && { ...list[0], versions: [] };
  for (const c of list) {
    const out = await lane.exchange({
      operation: 'getVersions',
      check: `versions of ${c.id} (${c.session})`,
      path: '/api/bill/getVersions',
      body: { state: run.state, id: c.id, session: c.session },
      expect: FOUND_OR_NOT,
      from: run.bill && run.session ? 'the --bill and --session given' : 'a row of the bill-versions list',
    });
    if (out.ok && out.answer.status === 404)
      out.row.note = 'the server does not know this bill; trying the next';
    const versions = out.ok && out.answer.status === 200 ? (out.verdict.body as string[]) : [];
    if (versions.length) return { bill: { ...c, versions }, first };
    if (!out.ok) break;
  }
  return { first };
}

type Summary = { summary?: string; summaries?: { id: string; summary: string }[] };

export async function checkBill(lane: Lane, run: BillRun): Promise<void> {
  const { state } = run;
  const { bill, first } = await findBill(lane, run);
  const none = `no bill of ${state} with versions was found (pass --bill and --session)`;
  if (!bill && !lane.rows.some((r) => r.operation === 'getVersions'))
    lane.skip('getVersions', 'versions of a bill', none);

  // Bill summary, then section summaries, of the first version that has one; each written back
  // as read, so nothing changes.
  for (const type of ['bill', 'section'] as const) {
    const write = `write the ${type} summary back unchanged`;
    if (!bill) {
      lane.skip('getSummary', `${type} summary`, none);
      lane.skip('updateSummary', write, none);
      continue;
    }
    let target: { id: string; newSummary: string } | undefined;
    for (const version of bill.versions.slice(0, TRIES)) {
      const id = `${bill.id}${version}`;
      const out = await lane.exchange({
        operation: 'getSummary',
        check: `${type} summary of ${id}`,
        path: '/api/bill/getSummary',
        body: { state, type, id, session: bill.session },
        expect: FOUND_OR_NOT,
        from: 'the versions answer',
      });
      if (!out.ok) break;
      if (out.answer.status === 404) {
        out.row.note = 'no summary for this version; trying the next';
        continue;
      }
      const r = out.verdict.body as Summary;
      const item = r.summaries?.[0];
      target =
        type === 'bill'
          ? r.summary === undefined
            ? undefined
            : { id, newSummary: r.summary }
          : item && { id: item.id, newSummary: item.summary };
      if (!target) out.row.note = `the answer carries no ${type === 'bill' ? 'summary' : 'summaries'}`;
      break;
    }
    if (run.readOnly) lane.skip('updateSummary', write, 'read-only run (--read-only)');
    else if (!target) lane.skip('updateSummary', write, `no ${type} summary of ${bill.id} could be read`);
    else
      await lane.exchange({
        operation: 'updateSummary',
        check: `${write} (${target.id})`,
        path: '/api/bill/updateSummary',
        body: { state, type, session: bill.session, ...target },
        from: `the ${type} summary as read`,
      });
  }

  const jobs = [
    ['runDate', 'start the run-by-date job'],
    ['runBill', 'start the run-by-bill job'],
    ['runMetadataDates', 'start the metadata-dates job'],
  ] as const;
  // The jobs need a session and a bill number only: any listed bill will do.
  const job = bill ?? first;
  const noJobs = !run.includeJobs
    ? 'starts a real data job; pass --include-jobs to check it'
    : run.readOnly
      ? 'read-only run (--read-only)'
      : undefined;
  for (const [operation, check] of jobs) {
    if (noJobs || !job) {
      lane.skip(operation, check, noJobs ?? `no bill of ${state} was found (pass --bill and --session)`);
      continue;
    }
    const body = {
      runDate: { state, session: job.session, date: new Date().toISOString().slice(0, 10) },
      runBill: { state, session: job.session, billNumber: `${job.id}${job.versions[0] ?? ''}` },
      runMetadataDates: { state, session: job.session, startDate: null, endDate: null },
    }[operation];
    await lane.exchange({ operation, check, path: `/api/bill/${operation}`, body, from: 'the bill found' });
  }
}
