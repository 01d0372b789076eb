// The figures the benchmark reports for a set of samples. Pure, so that a unit test can pin them
// (tests/unit/bench-stats.test.ts).

export interface Summary {
  n: number;
  median: number;
  p90: number;
  max: number;
}

/** The middle value; the mean of the two middle values when n is even. NaN when empty. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * The nearest-rank percentile: the smallest sample that at least p% of the samples do not exceed.
 * A sample the page really produced, never an interpolation between two (p90 of 7 runs is the
 * 7th, i.e. the max; of 10 runs the 9th).
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const s = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * s.length));
  return s[rank - 1] as number;
}

export function summarize(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    median: median(samples),
    p90: percentile(samples, 90),
    max: samples.length ? Math.max(...samples) : Number.NaN,
  };
}
