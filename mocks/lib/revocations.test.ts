// Signed-out sessions: kept until their tokens could not be valid anyway, and bounded.
import { describe, expect, it } from 'vitest';
import { Revocations } from './revocations.ts';

describe('revocations', () => {
  it('refuses a revoked session until its last token would have expired', () => {
    let now = 0;
    const r = new Revocations(() => now);
    r.revoke('s1', 1000);
    expect(r.has('s1')).toBe(true);
    expect(r.has('s2')).toBe(false);
    now = 1000;
    expect(r.has('s1')).toBe(false);
    expect(r.size).toBe(0);
  });

  it('keeps at most its bound, dropping the expired and then the oldest', () => {
    let now = 0;
    const r = new Revocations(() => now, 3);
    r.revoke('old', 10);
    now = 20;
    for (const s of ['a', 'b', 'c', 'd']) r.revoke(s, 1000);
    expect(['old', 'a', 'b', 'c', 'd'].map((s) => r.has(s))).toEqual([false, false, true, true, true]);
    expect(r.size).toBe(3);
  });
});
