import { describe, expect, it } from 'vitest';
import { median, percentile, permutationP, summarize } from '../bench/stats';

describe('benchmark statistics', () => {
  it('median is the middle sample, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('p90 is the nearest-rank sample, never an interpolation', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([10, 20, 30, 40, 50, 60, 70], 90)).toBe(70);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([42], 90)).toBe(42);
    expect(percentile([], 90)).toBeNaN();
  });

  it('summarize gives n, median, p90 and max without reordering its input', () => {
    const samples = [12, 3, 40, 7, 9, 11, 5, 8];
    expect(summarize(samples)).toEqual({ n: 8, median: 8.5, p90: 40, max: 40 });
    expect(samples).toEqual([12, 3, 40, 7, 9, 11, 5, 8]);
  });

  it('a permutation test tells two builds apart only when their samples do not mix', () => {
    const a = [100, 104, 98, 101, 99, 103, 102];
    expect(permutationP(a, [150, 149, 155, 152, 151, 148, 153])).toBeLessThan(0.05);
    expect(permutationP(a, [101, 99, 103, 100, 98, 104, 102])).toBeGreaterThan(0.5);
    expect(permutationP(a, a)).toBe(1);
    expect(permutationP(a, [])).toBeNaN();
  });
});
