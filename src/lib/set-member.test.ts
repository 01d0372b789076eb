import { describe, expect, it } from 'vitest';
import { withMember } from './set-member';

describe('withMember', () => {
  it('adds and removes, and gives back the same set when nothing changes', () => {
    const none: ReadonlySet<number> = new Set();
    const one = withMember(none, 1, true);
    expect([...one]).toEqual([1]);
    expect(none.size).toBe(0);
    expect(withMember(one, 1, true)).toBe(one);
    expect(withMember(one, 2, false)).toBe(one);
    expect([...withMember(one, 1, false)]).toEqual([]);
  });
});
