// The report: one row per check, a summary, and the table printed to the terminal. The JSON
// report (--json FILE) is this same object. Nothing in it may carry a credential or a token.
import { NEGATIVE_SUITES, type Row, type Suite } from './lane.ts';
import type { LoadResult } from './load.ts';

export interface Report {
  tool: 'contract-verify';
  /** The contract's title and version (openapi.yaml info). */
  contract: string;
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  options: Record<string, unknown>;
  summary: {
    checks: number;
    pass: number;
    fail: number;
    skip: number;
    /** Operations of the contract; those whose success path was checked (a passed or failed
     * check of the positive suite); those failing. */
    operations: number;
    exercised: number;
    failedOperations: string[];
    /** Operations tried only with what they must refuse: their success path was not checked (a
     * refused call says nothing of whether the server does the call right). */
    refusalsOnly: string[];
    /** The checks of each suite: positive (what the console does) and what a server must refuse. */
    suites: Record<Suite, { pass: number; fail: number; skip: number }>;
  };
  results: Row[];
  /** Operations of datasets left out with --datasets. */
  notSelected: string[];
  /** Scratch records that could not be deleted: remove them by hand. */
  leftovers: string[];
  /** The load check (--load N). */
  load?: LoadResult;
  /** Why the run stopped before its end (the server stopped answering): the rest was not run. */
  stopped?: string;
}

type Draft = Omit<Report, 'tool' | 'summary'> & { secrets: string[] };

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** Replaces every secret (and anything shaped like a JWT) in every string of `value`. */
function scrub<T>(value: T, secrets: string[]): T {
  const list = secrets.filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
  const clean = (s: string) =>
    list.reduce((acc, x) => acc.split(x).join('[redacted]'), s).replace(JWT, '[redacted]');
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return clean(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

export function summarize({ secrets, ...draft }: Draft): Report {
  const rows = draft.results;
  const count = (r: Row['result']) => rows.filter((x) => x.result === r).length;
  const ran = (r: Row) => r.result !== 'skip';
  const exercised = new Set(rows.filter((r) => ran(r) && r.suite === 'positive').map((r) => r.operation));
  const refusalsOnly = [
    ...new Set(rows.filter((r) => ran(r) && !exercised.has(r.operation)).map((r) => r.operation)),
  ];
  const failed = [...new Set(rows.filter((r) => r.result === 'fail').map((r) => r.operation))];
  const suites = Object.fromEntries(
    (['positive', ...NEGATIVE_SUITES] as Suite[]).map((suite) => {
      const of = rows.filter((r) => r.suite === suite);
      const n = (result: Row['result']) => of.filter((r) => r.result === result).length;
      return [suite, { pass: n('pass'), fail: n('fail'), skip: n('skip') }];
    }),
  ) as Report['summary']['suites'];
  const report: Report = {
    tool: 'contract-verify',
    ...draft,
    notSelected: draft.notSelected.filter((id) => !rows.some((r) => r.operation === id)),
    summary: {
      checks: rows.length,
      pass: count('pass'),
      fail: count('fail'),
      skip: count('skip'),
      operations: new Set([...rows.map((r) => r.operation), ...draft.notSelected]).size,
      exercised: exercised.size,
      failedOperations: failed,
      refusalsOnly,
      suites,
    },
  };
  return scrub(report, secrets);
}

/** The last column: the first mismatch of a failure, or the note of a skip. */
function detail(r: Row): string {
  if (r.mismatch) {
    const m = r.mismatch;
    const where = m.pointer === '' ? '' : `${m.pointer}: `;
    return `${m.kind === 'behaviour' ? 'answer says ' : ''}${where}expected ${m.expected}, received ${m.received}`;
  }
  return r.note ?? '';
}

const SUITE_WORDS: Record<Exclude<Suite, 'positive'>, string> = {
  tokens: 'no, malformed, tampered, unsigned or expired token: 401 on every operation',
  state: 'a state outside the account: 403 on every state-scoped call',
  input: 'invalid input: 400 (413 over the body limit), never 5xx',
  lifecycle: 'a created record is listed, a deleted one gone, a second delete 404',
  methods: 'a method a path does not offer: 405 or 404',
};

/** Whether the run failed: a failed check, a failed call of the load check, or a run stopped early. */
export const failedRun = (r: Report): boolean =>
  r.summary.fail > 0 || (r.load?.errorCount ?? 0) > 0 || r.stopped !== undefined;

export function formatTable(report: Report): string {
  const head = ['OPERATION', 'CHECK', 'STATUS', 'RESULT', 'FIRST MISMATCH / NOTE'];
  // Every check of what the console does; of the others (thousands), the failures only.
  const shown = report.results.filter((r) => r.suite === 'positive' || r.result === 'fail');
  const lines = shown.map((r) => [
    r.operation,
    r.check,
    r.status === null ? '-' : String(r.status),
    r.result === 'fail' ? 'FAIL' : r.result,
    detail(r),
  ]);
  const widths = head
    .slice(0, 4)
    .map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) =>
        i < 4 ? (i === 2 ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)) : c,
      )
      .join('  ')
      .trimEnd();
  const s = report.summary;
  const out = [
    `Contract check of ${report.baseUrl} against openapi.yaml (${report.contract})`,
    '',
    fmt(head),
    ...lines.map(fmt),
    '',
  ];
  const negative = NEGATIVE_SUITES.filter((k) => {
    const c = s.suites[k];
    return c.pass + c.fail + c.skip > 0;
  });
  if (negative.length) {
    out.push(
      'What a server must refuse (--positive-only leaves it out; --json or --junit lists every check):',
    );
    const w = Math.max(...negative.map((k) => k.length));
    for (const k of negative) {
      const c = s.suites[k];
      out.push(
        `  ${k.padEnd(w)}  ${String(c.pass).padStart(5)} passed, ${c.fail} failed, ${c.skip} skipped  ${SUITE_WORDS[k]}`,
      );
      const reasons = new Map<string, number>();
      for (const r of report.results)
        if (r.suite === k && r.result === 'skip')
          reasons.set(r.note ?? '', (reasons.get(r.note ?? '') ?? 0) + 1);
      for (const [why, n] of reasons) out.push(`  ${''.padEnd(w)}  skipped ${n}: ${why}`);
    }
    out.push('');
  }
  if (report.load) {
    const l = report.load;
    out.push(
      `Load: ${l.calls} list calls, ${l.concurrency} at a time, in ${(l.durationMs / 1000).toFixed(1)} s: ` +
        `${l.perSecond}/s, p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms, ` +
        `${
          l.errorCount
            ? `${l.errorCount} failed (${Object.entries(l.errors)
                .map(([k, n]) => `${n} ${k}`)
                .join(', ')})`
            : 'none failed'
        }.`,
      '',
    );
  }
  out.push(
    `${s.checks} checks: ${s.pass} passed, ${s.fail} failed, ${s.skip} skipped. ` +
      `${s.exercised} of ${s.operations} operations exercised (their success path checked). ${(report.durationMs / 1000).toFixed(1)} s.`,
  );
  if (s.refusalsOnly.length)
    out.push(
      `${s.refusalsOnly.length} operation${s.refusalsOnly.length === 1 ? ' was' : 's were'} tried only with what they must refuse, their success path not checked: ${s.refusalsOnly.join(', ')}.`,
    );
  if (report.notSelected.length)
    out.push(`${report.notSelected.length} operations of datasets left out by --datasets are not listed.`);
  if (s.failedOperations.length) out.push(`Failing operations: ${s.failedOperations.join(', ')}`);
  if (report.leftovers.length)
    out.push('Scratch records left behind (delete them by hand):', ...report.leftovers.map((l) => `  ${l}`));
  if (report.stopped)
    out.push(
      `Stopped early: ${report.stopped}. Scratch records of datasets still being checked may be left behind.`,
    );
  const failures = report.results.filter((r) => r.result === 'fail' && r.curl);
  if (failures.length) {
    out.push(
      '',
      'Reproduce each failure (the secrets are shell variables: TOKEN is an access token of the account,',
      `e.g. TOKEN=$(curl -s -X POST ${report.baseUrl}/api/auth/login -H 'Content-Type: application/json' \\`,
      `  --data-binary '{"username":"…","password":"…"}' | jq -r .accessToken); TAMPERED_TOKEN is TOKEN with its`,
      'payload widened and its signature kept, UNSIGNED_TOKEN its header and payload with alg none and no',
      'signature; REFRESH_TOKEN comes with TOKEN, TAMPERED_REFRESH_TOKEN and UNSIGNED_REFRESH_TOKEN are made',
      'from it the same way; EXPIRED_TOKEN is the one given with --expired-token; PASSWORD is the account’s',
      'password, and CONTRACT_VERIFY_USERNAME its username where writing it out would show the password):',
    );
    for (const r of failures) out.push(`  ${r.operation}  ${r.check}`, `    ${r.curl}`);
  }
  return out.join('\n');
}
