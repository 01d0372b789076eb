// What a form holds outlives a trip to another screen and a reload (sessionStorage, this tab
// only): nothing typed is lost by leaving. Per user: another user signing in in this tab starts
// with empty forms.
import { sessionUser } from '../api/session';

const keyOf = (screen: string, user: string | null) => `${screen}:draft:${encodeURIComponent(user ?? '')}`;

/** What `screen` last held in this tab for the signed-in user, as stored (unchecked), or null. */
export function readTabDraft(screen: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(keyOf(screen, sessionUser())) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps what `screen` holds now for `user` (the signed-in one unless said); null forgets it. */
export function writeTabDraft(screen: string, value: unknown, user = sessionUser()): void {
  try {
    if (value === null) sessionStorage.removeItem(keyOf(screen, user));
    else sessionStorage.setItem(keyOf(screen, user), JSON.stringify(value));
  } catch {
    // Storage refused: the form simply is not kept.
  }
}

/** `empty` with the strings `stored` has under its keys: a stored form read back, checked. */
export function stringFields<T extends Record<string, string>>(empty: T, stored: unknown): T {
  const out = { ...empty };
  if (!stored || typeof stored !== 'object') return out;
  for (const k of Object.keys(empty) as (keyof T)[]) {
    const v = (stored as Record<keyof T, unknown>)[k];
    if (typeof v === 'string') out[k] = v as T[keyof T];
  }
  return out;
}
