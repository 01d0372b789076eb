import { describe, expect, it } from 'vitest';
import { limiter } from './limit';

describe('limiter', () => {
  it('runs at most n at a time, the rest in the order they asked, whatever fails', async () => {
    const limit = limiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (i: number) =>
      limit.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        order.push(i);
        running--;
        if (i === 1) throw new Error('one failed');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(work));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
