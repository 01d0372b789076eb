/** `set` with `item` in it or not; the same set when nothing changes, so that a state update with
 * it renders nothing. */
export function withMember<T>(set: ReadonlySet<T>, item: T, member: boolean): ReadonlySet<T> {
  if (set.has(item) === member) return set;
  const next = new Set(set);
  if (member) next.add(item);
  else next.delete(item);
  return next;
}
