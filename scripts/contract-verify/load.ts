// The bounded load check (--load N): N list calls (page 1 of the selected datasets in turn), at
// most `concurrency` at a time, timed one by one. It reports throughput, latency percentiles and
// the calls that failed; a failed call fails the run.
import { type Client, noAnswer } from './client.ts';
import type { DatasetConfig } from './contract.ts';

export interface LoadResult {
  calls: number;
  concurrency: number;
  durationMs: number;
  /** Calls answered per second over the whole run. */
  perSecond: number;
  /** Latency percentiles of all calls, milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Calls not answered 200 with JSON, by what came ("status 500", "no answer (...)"). */
  errors: Record<string, number>;
  errorCount: number;
}

/** The value at quantile `q` of sorted `xs` (nearest rank). */
function quantile(xs: readonly number[], q: number): number {
  if (!xs.length) return 0;
  return xs[Math.min(xs.length - 1, Math.max(0, Math.ceil(q * xs.length) - 1))] as number;
}

export async function runLoad(
  client: Client,
  targets: readonly DatasetConfig[],
  calls: number,
  concurrency: number,
): Promise<LoadResult> {
  const ms: number[] = [];
  const errors: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < calls) {
      const i = next++;
      const d = targets[i % targets.length] as DatasetConfig;
      const a = await client.call({ method: 'GET', path: `${d.endpoint}?page=1&limit=10` });
      ms.push(a.ms);
      if (a.status !== 200 || !a.isJson) {
        const what =
          a.status === null ? noAnswer(a.networkError) : `status ${a.status}${a.isJson ? '' : ', not JSON'}`;
        errors[what] = (errors[what] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, calls) }, worker));
  const durationMs = Math.round(performance.now() - started);
  ms.sort((a, b) => a - b);
  return {
    calls,
    concurrency,
    durationMs,
    perSecond: Math.round((calls / Math.max(durationMs, 1)) * 1000),
    p50: quantile(ms, 0.5),
    p90: quantile(ms, 0.9),
    p99: quantile(ms, 0.99),
    max: ms.at(-1) ?? 0,
    errors,
    errorCount: Object.values(errors).reduce((a, b) => a + b, 0),
  };
}
