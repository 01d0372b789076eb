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

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32), so that a comparison repeats. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How likely a difference of medians at least as large as `b`'s against `a`'s is when both sets
 * of samples come from the same build: the share of random relabellings of the pooled samples
 * whose |median difference| reaches the observed one (a two-sided permutation test). Small
 * (below 0.05) means the gap is beyond the machine's noise.
 */
export function permutationP(a: readonly number[], b: readonly number[], rounds = 4000): number {
  if (a.length === 0 || b.length === 0) return Number.NaN;
  const observed = Math.abs(median(b) - median(a));
  const pool = [...a, ...b];
  const random = seeded(pool.length * 7919 + a.length);
  let atLeast = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    }
    const d = Math.abs(median(pool.slice(a.length)) - median(pool.slice(0, a.length)));
    if (d >= observed - 1e-9) atLeast++;
  }
  return (atLeast + 1) / (rounds + 1);
}
