// List slices: every store reads one shared, frozen seed until it changes the list; then it has
// its own copy and the others keep the seed.
import { describe, expect, it } from 'vitest';
import { createDb, ownList, readList } from './db.ts';

describe('shared seeds', () => {
  it('builds a seed once, shares it while stores only read, and copies it for the first change', () => {
    let built = 0;
    const seed = () => {
      built++;
      return [{ id: 1 }, { id: 2 }];
    };
    const a = createDb();
    const b = createDb();
    const shared = readList(a, 'test:list', seed);
    expect(readList(b, 'test:list', seed)).toBe(shared);
    expect(built).toBe(1);
    expect(Object.isFrozen(shared) && Object.isFrozen(shared[0])).toBe(true);
    expect(() => (shared as { id: number }[]).push({ id: 3 })).toThrow(TypeError);

    const own = ownList(a, 'test:list', seed);
    own.unshift({ id: 3 });
    expect(readList(a, 'test:list', seed).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(readList(b, 'test:list', seed).map((r) => r.id)).toEqual([1, 2]);
    expect(ownList(a, 'test:list', seed)).toBe(own);
    // The records themselves are shared: a change replaces one instead of editing it.
    expect(own[1]).toBe(shared[0]);
  });

  it('reads a store’s saved list (the browser’s persisted edits) instead of the seed', () => {
    const db = createDb({ 'test:saved': [{ id: 9 }] });
    expect(readList(db, 'test:saved', () => [{ id: 1 }])).toEqual([{ id: 9 }]);
  });
});
