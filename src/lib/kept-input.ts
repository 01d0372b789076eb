// Input typed on a screen and not yet stored outlives a session that ends without the user
// signing out (the token expired and could not be renewed; the server revoked it): the screen's
// input is kept, for the same user, and given back when they sign in again and return to it.
// Their own Log Out (here or in another tab) lets it go. Kept for this tab only, in sessionStorage:
// a reload on the sign-in page keeps it too.
import { onSessionEnd } from '../api/session';

const keyOf = (screen: string) => `${screen}-kept:v1`;

/** While a screen is open: what it holds unsent (or null) is kept if the session ends without the
 * user. Returns the unsubscribe. */
export function keepIfSessionEnds<T>(screen: string, user: string, unsent: () => T | null): () => void {
  return onSessionEnd(({ signedOut }) => {
    const page = unsent();
    if (signedOut || page === null) return;
    try {
      sessionStorage.setItem(keyOf(screen), JSON.stringify({ user, page }));
    } catch {
      // Storage refused: nothing more can be done once the session is gone.
    }
  });
}

/** Changes what is kept for `screen` (nothing kept: nothing changes), for what is learnt after the
 * session ended, such as how a call on its way was answered. */
export function amendKept(screen: string, change: (page: unknown) => unknown): void {
  try {
    const raw = sessionStorage.getItem(keyOf(screen));
    if (!raw) return;
    const kept = JSON.parse(raw) as { user?: unknown; page?: unknown };
    sessionStorage.setItem(keyOf(screen), JSON.stringify({ ...kept, page: change(kept.page) }));
  } catch {
    // Storage refused or broken: what is kept stays as it was.
  }
}

/** The input kept for this user on `screen`, once; another user's is dropped. */
export function takeKept(screen: string, user: string): unknown {
  try {
    const raw = sessionStorage.getItem(keyOf(screen));
    if (!raw) return null;
    sessionStorage.removeItem(keyOf(screen));
    const kept = JSON.parse(raw) as { user?: unknown; page?: unknown };
    return kept.user === user ? (kept.page ?? null) : null;
  } catch {
    return null;
  }
}
