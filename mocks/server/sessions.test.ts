// The client stores: a bound and an idle time, the least recently used forgotten first, the
// shared store never.
import { describe, expect, it } from 'vitest';
import { SessionStores, SHARED_SESSION } from './sessions.ts';

function stores(max: number, idleMs: number) {
  let now = 0;
  let made = 0;
  const s = new SessionStores(
    () => ({ n: ++made }),
    { max, idleMs },
    () => now,
  );
  return { s, tick: (ms: number) => (now += ms) };
}

describe('client stores', () => {
  it('gives a client the same store until it is forgotten', () => {
    const { s } = stores(3, 60_000);
    const a = s.get('a');
    expect(s.get('a')).toBe(a);
    expect(s.get('b')).not.toBe(a);
  });

  it('forgets the least recently used beyond the bound', () => {
    const { s, tick } = stores(2, 60_000);
    const a = s.get('a');
    tick(1);
    s.get('b');
    tick(1);
    s.get('a'); // a is now the most recent
    tick(1);
    s.get('c'); // b goes
    expect([s.has('a'), s.has('b'), s.has('c'), s.size, s.evicted]).toEqual([true, false, true, 2, 1]);
    expect(s.get('a')).toBe(a);
  });

  it('forgets a store unused for the idle time, on the next call or sweep', () => {
    const { s, tick } = stores(10, 1000);
    s.get('a');
    tick(500);
    s.get('b');
    tick(600);
    s.sweep();
    expect([s.has('a'), s.has('b')]).toEqual([false, true]);
    tick(1000);
    s.get('c');
    expect([s.has('b'), s.has('c'), s.size]).toEqual([false, true, 1]);
  });

  it('never forgets the shared store, nor counts it', () => {
    const { s, tick } = stores(1, 1000);
    const shared = s.get(SHARED_SESSION);
    s.get('a');
    s.get('b');
    tick(5000);
    s.sweep();
    expect([s.has(SHARED_SESSION), s.size]).toEqual([true, 0]);
    expect(s.get(SHARED_SESSION)).toBe(shared);
  });

  it('stays at its bound however many clients come', () => {
    const { s } = stores(50, 60_000);
    for (let i = 0; i < 10_000; i++) s.get(`client-${i}`);
    expect([s.size, s.evicted]).toEqual([50, 9_950]);
  });
});
