// The benchmark: build, serve with the mock backend, run each scenario in headless Chromium with
// the CPU slowed down 4x and 1x, summarize, compare with budgets.json, print and write JSON.
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { calibrate, launch, openRun } from './browser.ts';
import { loadBudgets } from './budgets.ts';
import {
  type MetricResult,
  markOver,
  type Outcome,
  type Report,
  renderReport,
  table,
  writeJson,
} from './report.ts';
import { scenarios } from './scenarios/index.ts';
import { build, serve } from './serve.ts';
import { median, percentile, permutationP, summarize } from './stats.ts';
import { NotAvailable, type Scenario } from './types.ts';

const BENCH_DIST = '.bench/dist';
const RESULTS = '.bench/results.json';
const COMPARED = '.bench/compare.json';
const RUN_TIMEOUT_MS = 180_000;

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    runs: { type: 'string', default: '7' },
    json: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    compare: { type: 'string' },
    rates: { type: 'string', default: '4,1' },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const HELP = `npm run bench -- [options]
  --only NAME     run only this scenario (repeat it, or a comma list)
  --runs N        measured runs per CPU column, after the warm-up (default 7)
  --rates 4,1     CPU slowdowns, one column each; budgets apply to the first (default 4,1)
  --json PATH     also write the results there (always: ${RESULTS})
  --no-build      serve the last build in ${BENCH_DIST}
  --dist BUILD    serve a build made elsewhere (vite build --outDir BUILD)
  --compare B     measure this build (vite build --outDir B) against the one above, run by run
                  in turn at the first CPU rate, and say which gaps are beyond the noise
  --list          the scenarios

scenarios:`;

if (values.help || values.list) {
  console.log(HELP);
  for (const s of scenarios) console.log(`  ${s.name.padEnd(22)} ${s.title}`);
  process.exit(0);
}

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, not ${values.runs}`);
const rates = values.rates.split(',').map(Number);
if (rates.some((r) => !(r >= 1)))
  throw new Error(`--rates must list CPU slowdowns >= 1, not ${values.rates}`);
const only = (values.only ?? []).flatMap((o) => o.split(','));
const unknown = only.filter((o) => !scenarios.some((s) => s.name === o));
if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')} (npm run bench -- --list)`);
// --dist: someone else's build, served as it is.
const DIST = values.dist ?? BENCH_DIST;
const selected = only.length ? scenarios.filter((s) => only.includes(s.name)) : scenarios;

interface RunSample {
  metric: string;
  value: number;
  detail: Record<string, number | null>;
}

/** One run of one scenario in a fresh context; rejects on failure or after RUN_TIMEOUT_MS. */
async function runOnce(
  browser: Browser,
  baseURL: string,
  s: Scenario,
  rate: number,
  dist = DIST,
): Promise<RunSample[]> {
  const run = await openRun(browser, baseURL, rate, s.watch);
  const samples: RunSample[] = [];
  const pageErrors: string[] = [];
  // What the page reported (an uncaught error, or one an error boundary logged): named in the
  // note of a run that fails or finds its screen missing.
  run.page.on('pageerror', (e) => pageErrors.push(e.message));
  run.page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      s.run({
        page: run.page,
        context: run.context,
        baseURL,
        dist,
        rate,
        signIn: run.signIn,
        api: run.api,
        record: (metric, value, detail = {}) => {
          if (!s.metrics.some((m) => m.id === metric)) throw new Error(`${s.name}: no metric "${metric}"`);
          samples.push({ metric, value, detail });
        },
      }),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`run took over ${RUN_TIMEOUT_MS / 1000} s`)),
          RUN_TIMEOUT_MS,
        );
      }),
    ]);
    return samples;
  } catch (err) {
    if (err instanceof Error && pageErrors.length) {
      const first = (pageErrors[0] ?? '').split('\n')[0]?.slice(0, 200);
      err.message += ` (the page logged ${pageErrors.length} error(s), first: ${first})`;
    }
    throw err;
  } finally {
    clearTimeout(timer);
    await run.close().catch(() => {});
  }
}

const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';

async function runScenario(
  browser: Browser,
  baseURL: string,
  s: Scenario,
  metrics: Map<string, MetricResult>,
): Promise<Outcome> {
  const started = Date.now();
  const outcome: Outcome = { scenario: s.name, title: s.title, status: 'measured', notes: [], seconds: 0 };
  const columns = s.once
    ? [{ key: 'once', rate: 1, runs: 1 }]
    : rates.map((r) => ({ key: `${r}x`, rate: r, runs }));
  const add = (col: string, samples: RunSample[]) => {
    for (const x of samples) {
      const m = metrics.get(`${s.name}.${x.metric}`);
      if (!m) continue;
      m.columns[col] ??= { samples: [], details: [], summary: summarize([]) };
      m.columns[col].samples.push(x.value);
      m.columns[col].details.push(x.detail);
    }
  };
  try {
    if (!s.once) {
      process.stdout.write(`  ${s.name}: warm-up`);
      await runOnce(browser, baseURL, s, columns[0]?.rate ?? 1);
    } else process.stdout.write(`  ${s.name}:`);
    for (const col of columns) {
      process.stdout.write(` ${col.key} `);
      let failed = 0;
      for (let i = 0; i < col.runs; i++) {
        try {
          add(col.key, await runOnce(browser, baseURL, s, col.rate));
          process.stdout.write('.');
        } catch (err) {
          if (err instanceof NotAvailable) throw err;
          failed++;
          process.stdout.write('x');
          outcome.notes.push(`${col.key} run ${i + 1} failed: ${firstLine(err)}`);
        }
      }
      if (failed === col.runs) outcome.status = 'failed';
    }
  } catch (err) {
    outcome.status = err instanceof NotAvailable ? 'not available' : 'failed';
    outcome.notes.push(firstLine(err));
    process.stdout.write(` ${outcome.status}`);
  }
  for (const m of s.metrics) {
    const r = metrics.get(`${s.name}.${m.id}`);
    if (!r) continue;
    for (const c of Object.values(r.columns)) c.summary = summarize(c.samples);
    markOver(r, s.once ? 'once' : `${rates[0]}x`);
  }
  outcome.seconds = (Date.now() - started) / 1000;
  process.stdout.write(` (${outcome.seconds.toFixed(0)} s)\n`);
  return outcome;
}

/**
 * `--compare B`: the build in DIST (A) and B, each served with its own mock backend, measured run
 * by run in turn (A B, then B A, ...) at the first CPU rate, so that the machine's slow and quick
 * moments fall on both. Prints each metric's medians and the permutation test's p, and writes
 * every sample to COMPARED.
 */
async function compare(other: string): Promise<void> {
  const [a, b] = [await serve(DIST), await serve(other)];
  const sides = { A: { served: a, dist: DIST }, B: { served: b, dist: other } } as const;
  let browser: Browser | undefined;
  try {
    const chromium = await launch();
    browser = chromium;
    const rate = rates[0] ?? 4;
    const run = (s: Scenario, which: 'A' | 'B') =>
      runOnce(chromium, sides[which].served.baseURL, s, rate, sides[which].dist);
    console.log(`bench: A = ${DIST}, B = ${other}, ${runs} runs each in turn, CPU ${rate}x`);
    console.log(`calibration ${(await calibrate(browser)).toFixed(0)} ms`);
    const rows: string[][] = [];
    const all: Record<string, { A: number[]; B: number[] }> = {};
    for (const s of selected) {
      process.stdout.write(`  ${s.name}: warm-up`);
      const samples = { A: new Map<string, number[]>(), B: new Map<string, number[]>() };
      try {
        await run(s, 'A');
        await run(s, 'B');
        process.stdout.write(' ');
        for (let i = 0; i < (s.once ? 1 : runs); i++) {
          for (const which of i % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
            for (const x of await run(s, which)) {
              samples[which].set(x.metric, [...(samples[which].get(x.metric) ?? []), x.value]);
            }
          }
          process.stdout.write('.');
        }
      } catch (err) {
        process.stdout.write(` failed: ${firstLine(err)}`);
      }
      process.stdout.write('\n');
      for (const m of s.metrics) {
        const [xa, xb] = [samples.A.get(m.id) ?? [], samples.B.get(m.id) ?? []];
        if (!xa.length || !xb.length) continue;
        all[`${s.name}.${m.id}`] = { A: xa, B: xb };
        const [ma, mb] = [median(xa), median(xb)];
        const p = permutationP(xa, xb);
        rows.push([
          `${s.name}.${m.id}`,
          ma.toFixed(1),
          mb.toFixed(1),
          `${mb >= ma ? '+' : ''}${(mb - ma).toFixed(1)}`,
          p.toFixed(3),
          p < 0.05 ? (mb < ma ? 'B faster' : 'B slower') : 'noise',
          percentile(xa, 90).toFixed(1),
          percentile(xb, 90).toFixed(1),
        ]);
      }
    }
    console.log(`calibration ${(await calibrate(browser)).toFixed(0)} ms\n`);
    console.log(table(['metric', 'A median', 'B median', 'B - A', 'p', '', 'A p90', 'B p90'], rows, 1));
    writeJson(COMPARED, { A: DIST, B: other, samples: all });
    console.log(`samples: ${COMPARED}`);
  } finally {
    await browser?.close();
    await Promise.all([a.stop(), b.stop()]);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const budgets = loadBudgets();
  if (values['no-build'] || values.dist) console.log(`bench: using the existing build in ${DIST}`);
  else {
    console.log(`bench: building the production console into ${DIST}`);
    build(DIST);
  }
  const served = await serve(DIST);
  let browser: Browser | undefined;
  try {
    browser = await launch();
    console.log(
      `bench: ${served.baseURL}, Chromium ${browser.version()}, ${runs} runs, CPU ${rates.join('x, ')}x`,
    );
    const metrics = new Map<string, MetricResult>();
    for (const s of selected) {
      for (const m of s.metrics) {
        const key = `${s.name}.${m.id}`;
        metrics.set(key, {
          key,
          scenario: s.name,
          metric: m.id,
          label: m.label,
          unit: m.unit,
          budget: budgets[key] ?? null,
          columns: {},
          over: false,
        });
      }
    }
    const before = await calibrate(browser);
    const outcomes: Outcome[] = [];
    for (const s of selected) outcomes.push(await runScenario(browser, served.baseURL, s, metrics));
    const after = await calibrate(browser);
    const report: Report = {
      startedAt: new Date(started).toISOString(),
      seconds: (Date.now() - started) / 1000,
      commit: gitCommit(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        loadAverage: loadavg(),
        node: process.version,
        chromium: `Chromium ${browser.version()}`,
        calibrationMs: [before, after],
      },
      runs,
      rates,
      outcomes,
      metrics: [...metrics.values()],
    };
    console.log(`\n${renderReport(report)}`);
    writeJson(RESULTS, report);
    if (values.json) writeJson(values.json, report);
    console.log(`results: ${RESULTS}${values.json ? ` and ${values.json}` : ''}`);
  } finally {
    await browser?.close();
    await served.stop();
  }
}

function gitCommit(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain', { encoding: 'utf8' }).trim() ? '+local changes' : '';
    return head + dirty;
  } catch {
    return 'unknown';
  }
}

if (values.compare) {
  if (!values['no-build'] && !values.dist) build(DIST);
  await compare(values.compare);
} else await main();
