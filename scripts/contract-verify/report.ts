// The report: one row per check, a summary, and the table printed to the terminal. The JSON
// report (--json FILE) is this same object. Nothing in it may carry a credential or a token.
import type { Row } from './lane.ts';

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
    /** Operations of the contract; those with at least one passed or failed check; those failing. */
    operations: number;
    exercised: number;
    failedOperations: string[];
  };
  results: Row[];
  /** Operations of datasets left out with --datasets. */
  notSelected: string[];
  /** Scratch records that could not be deleted: remove them by hand. */
  leftovers: string[];
}

type Draft = Omit<Report, 'tool' | 'summary'> & { secrets: string[] };

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** Replaces every secret (and anything shaped like a JWT) in every string of `value`. */
export function scrub<T>(value: T, secrets: string[]): T {
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
  const exercised = new Set(rows.filter((r) => r.result !== 'skip').map((r) => r.operation));
  const failed = [...new Set(rows.filter((r) => r.result === 'fail').map((r) => r.operation))];
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

export function formatTable(report: Report): string {
  const head = ['OPERATION', 'CHECK', 'STATUS', 'RESULT', 'FIRST MISMATCH / NOTE'];
  const lines = report.results.map((r) => [
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
    `${s.checks} checks: ${s.pass} passed, ${s.fail} failed, ${s.skip} skipped. ` +
      `${s.exercised} of ${s.operations} operations exercised. ${(report.durationMs / 1000).toFixed(1)} s.`,
  ];
  if (report.notSelected.length)
    out.push(`${report.notSelected.length} operations of datasets left out by --datasets are not listed.`);
  if (s.failedOperations.length) out.push(`Failing operations: ${s.failedOperations.join(', ')}`);
  if (report.leftovers.length)
    out.push('Scratch records left behind (delete them by hand):', ...report.leftovers.map((l) => `  ${l}`));
  return out.join('\n');
}
