// Run Tools' rules (SPEC §5, §8): what each job needs, the request it sends, and the words of its
// status line. Pure, so that every message is tested as written.
import type { RunBillRequest, RunDateRequest, RunMetadataDatesRequest } from '../../api/gen/model';
import { isVersionCode, parseBillNumber } from '../../lib/version-codes';

export type JobKind = 'runDate' | 'runBill' | 'runMetadataDates';

/** The buttons' and the log's names of the jobs. */
export const JOB_NAMES: Record<JobKind, string> = {
  runDate: 'Run Date',
  runBill: 'Run Bill',
  runMetadataDates: 'Run Metadata Dates',
};

const REQUIRED: Record<JobKind, string> = {
  runDate: 'State, session, and date are required for runDate',
  runBill: 'State, session, and billNumber are required for runBill',
  runMetadataDates: 'State and session are required for runMetadataDates',
};

const SUCCESS_LEAD: Record<JobKind, string> = {
  runDate: 'Run Date triggered successfully: ',
  runBill: 'Run Bill triggered successfully: ',
  runMetadataDates: 'Run Metadata triggered successfully: ',
};

/** The info line after a job started: the lead words, then the answer as JSON text. */
export function successLine(kind: JobKind, answer: unknown): { lead: string; json: string } {
  return { lead: SUCCESS_LEAD[kind], json: JSON.stringify(answer) };
}

export const failureLine = (kind: JobKind): string => `Error triggering ${kind}`;

export interface RunForm {
  state: string;
  session: string;
  date: string;
  billNumber: string;
  startDate: string;
  endDate: string;
}

export type RunField = keyof RunForm;

type JobRequest = RunDateRequest | RunBillRequest | RunMetadataDatesRequest;

export type Built =
  | { ok: true; body: JobRequest }
  | { ok: false; message: string; fields: Partial<Record<RunField, string>> };

const SESSION = /^[A-Z0-9]{1,10}$/;

/** Field-level words for a value that is present but wrong; null when it is fine. */
function sessionProblem(session: string): string | null {
  return SESSION.test(session) ? null : 'A session is a code of letters and digits, such as 123 or 45R.';
}

function billNumberProblem(state: string, input: string): string | null {
  const parsed = parseBillNumber(input);
  if (!parsed)
    return 'A bill number is letters then digits, optionally followed by a version code: HB100, SB3FIL.';
  if (parsed.version && isVersionCode(state, parsed.version) === false)
    return `${parsed.version} is not a bill-version code of ${state}. Show ${state} Instructions lists them.`;
  return null;
}

function missing(kind: JobKind, fields: RunField[]): Built {
  return {
    ok: false,
    message: REQUIRED[kind],
    fields: Object.fromEntries(fields.map((f) => [f, 'Required'])),
  };
}

function wrong(field: RunField, problem: string): Built {
  return { ok: false, message: problem, fields: { [field]: problem } };
}

/** The job's request, or why it cannot be sent (the spec's message, and the fields at fault). */
export function buildRequest(kind: JobKind, form: RunForm): Built {
  const state = form.state.trim();
  const session = form.session.trim().toUpperCase();
  const needed: [RunField, string][] = [
    ['state', state],
    ['session', session],
  ];
  if (kind === 'runDate') needed.push(['date', form.date]);
  if (kind === 'runBill') needed.push(['billNumber', form.billNumber.trim()]);
  const absent = needed.filter(([, v]) => !v).map(([f]) => f);
  if (absent.length) return missing(kind, absent);

  const badSession = sessionProblem(session);
  if (badSession) return wrong('session', badSession);

  if (kind === 'runDate') return { ok: true, body: { state, session, date: form.date } };
  if (kind === 'runBill') {
    const problem = billNumberProblem(state, form.billNumber);
    if (problem) return wrong('billNumber', problem);
    return { ok: true, body: { state, session, billNumber: form.billNumber.trim().toUpperCase() } };
  }
  if (form.startDate && form.endDate && form.startDate > form.endDate)
    return wrong('endDate', 'The end date is before the start date.');
  // Optional dates travel as null when empty (SPEC §5).
  return {
    ok: true,
    body: { state, session, startDate: form.startDate || null, endDate: form.endDate || null },
  };
}
