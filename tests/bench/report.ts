// The benchmark's results: the terminal tables and the JSON written for comparing runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Budget, isOver } from './budgets.ts';
import type { Summary } from './stats.ts';
import type { Unit } from './types.ts';

interface Column {
  samples: number[];
  /** Per sample: how it was obtained (next frame, Event Timing, longest task...). */
  details: Record<string, number | null>[];
  summary: Summary;
}

export interface MetricResult {
  key: string;
  scenario: string;
  metric: string;
  label: string;
  unit: Unit;
  budget: Budget | null;
  /** By CPU slowdown ('4x', '1x'), or 'once' for byte counts. */
  columns: Record<string, Column>;
  /** Over budget in the column the budget applies to (4x, or once). */
  over: boolean;
}

export interface Outcome {
  scenario: string;
  title: string;
  status: 'measured' | 'not available' | 'failed';
  /** Why not available, or what failed (including failed runs of a measured scenario). */
  notes: string[];
  seconds: number;
}

export interface Report {
  startedAt: string;
  seconds: number;
  commit: string;
  machine: {
    cpus: number;
    cpuModel: string;
    loadAverage: number[];
    node: string;
    chromium: string;
    /** A fixed loop's time (ms, unthrottled) before and after the scenarios: the machine's noise. */
    calibrationMs: [number, number];
  };
  runs: number;
  rates: number[];
  outcomes: Outcome[];
  metrics: MetricResult[];
}

export function markOver(m: MetricResult, primary: string): void {
  m.over = isOver(m.budget ?? undefined, m.columns[primary]?.summary);
}

const fmt = (v: number, unit: Unit): string => {
  if (!Number.isFinite(v)) return '—';
  if (unit === 'KiB') return v.toFixed(1);
  if (unit === 'frames') return v.toFixed(0);
  return v < 100 ? v.toFixed(1) : v.toFixed(0);
};

const budgetText = (b: Budget | null): string =>
  b ? `${b.stat === 'value' ? '' : `${b.stat} `}≤ ${b.max}` : '—';

/** Text columns: the first `rightFrom` aligned left, the rest right. */
export function table(head: string[], rows: string[][], rightFrom: number): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= rightFrom ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The figure of one column, starred when it is the budgeted one and over budget. */
function cell(m: MetricResult, col: string, stat: 'median' | 'p90' | 'max'): string {
  const c = m.columns[col];
  if (!c || c.summary.n === 0) return '—';
  const v = c.summary[stat];
  const star = m.budget && m.budget.stat === stat && v > m.budget.max ? '*' : '';
  return `${fmt(v, m.unit)}${star}`;
}

export function renderReport(r: Report): string {
  const out: string[] = [];
  // A scenario that was not available (or failed every run) is listed below, not in the tables.
  const measured = r.metrics.filter((m) => Object.values(m.columns).some((c) => c.summary.n > 0));
  const bytes = measured.filter((m) => m.unit === 'KiB');
  const times = measured.filter((m) => m.unit !== 'KiB');
  if (bytes.length) {
    out.push('JavaScript loaded (gzip, KiB), cold load', '');
    out.push(
      table(
        ['route', 'KiB', 'files', 'budget', ''],
        bytes.map((m) => {
          const c = m.columns.once;
          return [
            m.label,
            c ? fmt(c.summary.median, 'KiB') : '—',
            String(c?.details[0]?.files ?? '—'),
            budgetText(m.budget),
            m.over ? 'OVER' : m.budget ? 'ok' : '',
          ];
        }),
        1,
      ),
      '',
    );
  }
  if (times.length) {
    const cols = r.rates.map((x) => `${x}x`);
    out.push(
      `Times (ms; a "frames" line counts frames): median, p90, max over ${r.runs} runs per column (after a warm-up); n = samples`,
      '',
    );
    const head = ['scenario › metric', 'budget'];
    for (const c of cols) head.push(`${c} median`, `${c} p90`, `${c} max`);
    head.push('n', '');
    out.push(
      table(
        head,
        times.map((m) => {
          const row = [m.label, budgetText(m.budget)];
          for (const c of cols) row.push(cell(m, c, 'median'), cell(m, c, 'p90'), cell(m, c, 'max'));
          row.push(String(m.columns[cols[0] ?? '']?.summary.n ?? 0), m.over ? 'OVER' : m.budget ? 'ok' : '');
          return row;
        }),
        1,
      ),
      '',
    );
    out.push(`Budgets apply to the ${cols[0]} column; * marks the figure over its budget.`, '');
  }
  const notes = r.outcomes.filter((o) => o.notes.length);
  for (const o of notes) {
    const prefix = o.status === 'not available' ? 'not available' : o.status === 'failed' ? 'failed' : 'note';
    for (const n of o.notes) out.push(`${prefix}: ${o.scenario}: ${n}`);
  }
  if (notes.length) out.push('');
  const over = r.metrics.filter((m) => m.over);
  out.push(
    `${r.metrics.length} figures, ${over.length} over budget${over.length ? ` (${over.map((m) => m.key).join(', ')})` : ''}; ` +
      `${Math.round(r.seconds)} s on ${r.machine.cpus} CPUs (load ${r.machine.loadAverage.map((l) => l.toFixed(2)).join(' ')}), ${r.machine.chromium}; ` +
      `CPU check ${r.machine.calibrationMs.map((c) => c.toFixed(0)).join(' ms before, ')} ms after (lower is quieter)`,
  );
  return out.join('\n');
}

export function writeJson(path: string, r: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(r, null, 2)}\n`);
}
