// The stored user session: localStorage key `user` holding { accessToken, refreshToken } (SPEC
// §3). One module owns it: reading, writing, decoding claims and telling subscribers (this tab
// and, through the storage event, other tabs) when it changes.
import { jwtDecode } from 'jwt-decode';

const SESSION_KEY = 'user';

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
}

export interface AccessClaims {
  exp: number;
  /** When the token was issued (seconds), when the server says. */
  iat?: number;
  sub?: string;
  username?: string;
  stateConfigs: string[];
}

/** Called with the session now stored, whether another tab changed it (the storage event), and
 * whose the session was before the change (null: nobody was signed in). */
type Listener = (session: StoredSession | null, elsewhere: boolean, was: string | null) => void;
const listeners = new Set<Listener>();

function isSession(v: unknown): v is StoredSession {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.accessToken === 'string' && typeof r.refreshToken === 'string';
}

export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** `sessionUser`'s answer until the session changes (every change is emitted): the menu's links
 * ask on every render, and reading and decoding the stored token each time is not free. */
let signedIn: string | null | undefined;

// The session as this tab last knew it: every change is told with whose it was.
let known: StoredSession | null = typeof window === 'undefined' ? null : readSession();

const ownerOf = (s: StoredSession | null) => (s ? userOf(decodeClaims(s.accessToken)) : null);

function emit(session: StoredSession | null, elsewhere = false): void {
  const was = ownerOf(known);
  signedIn = undefined;
  known = session;
  for (const l of listeners) l(session, elsewhere, was);
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  emit(session);
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  // No token stays behind: the record of the last renewal goes too (src/api/renewals.ts).
  void import('./renewals').then((r) => r.forgetRenewals()).catch(() => undefined);
  emit(null);
}

// Why the last session ended without the user signing out (expired, not renewed), for the sign-in
// page to say once: being sent there with no word reads as a fault of the console.
let endNotice: string | null = null;

/** Records why the session ended; the sign-in page shows it (`takeSessionEndNotice`). */
export function noteSessionEnd(reason: string): void {
  endNotice = reason;
}

// How the session another tab cleared ended: by a Log Out there, or without the user (it expired, or
// could not be renewed). Said on the sign-in page; input is kept only when the user did not sign
// out (onSessionEnd).
export const SIGNED_OUT_ELSEWHERE = 'You were signed out in another tab. Please sign in again.';
const ENDED_ELSEWHERE = 'Your session has expired or could not be renewed. Please sign in again.';
let endedElsewhereBySignOut = false;

/** Why the session ended, if it ended without the user signing out; left for the sign-in page. */
function sessionEndNotice(): string | null {
  return endNotice;
}

/** Why the session ended, once: the next sign-in page shows it, later ones do not. */
export function takeSessionEndNotice(): string | null {
  const notice = endNotice;
  endNotice = null;
  return notice;
}

/** Calls back on every change of the session, in this tab or another. Returns the unsubscribe. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls back when this tab's session ends, with whose it was and whether the user signed out
 * (their own Log Out, here or in another tab) or it ended without them (expired, refused, not
 * renewed: such an end has a reason for the sign-in page). The reason is noted
 * just after the session is cleared (fetcher.ts endSession), so it is read once that task's
 * synchronous work is done. Returns the unsubscribe.
 */
export function onSessionEnd(listener: (end: { user: string; signedOut: boolean }) => void): () => void {
  return subscribeSession((session, elsewhere, was) => {
    if (session || was === null) return;
    if (elsewhere) listener({ user: was, signedOut: endedElsewhereBySignOut });
    else queueMicrotask(() => listener({ user: was, signedOut: sessionEndNotice() === null }));
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== SESSION_KEY && e.key !== null) return;
    const now = readSession();
    const was = known;
    if (now || !was) {
      emit(now, true);
      return;
    }
    // Cleared in another tab: a Log Out records the session it ends first (renewals.ts). This
    // tab's own Log Out, cleared first by another tab's refused call, is the user's: nothing to say.
    void import('./renewals')
      .then((r) => r.signingOut(was.refreshToken))
      .catch(() => null)
      .then((by) => {
        // Signed in again meanwhile: that is the change to tell.
        if (known !== was) return;
        endedElsewhereBySignOut = by !== null;
        if (by !== 'this tab') noteSessionEnd(by ? SIGNED_OUT_ELSEWHERE : ENDED_ELSEWHERE);
        emit(readSession(), true);
      });
  });
}

/** The decoded claims of a token, or null when it cannot be decoded or lacks a numeric exp. */
export function decodeClaims(token: string): AccessClaims | null {
  try {
    const c = jwtDecode<Partial<AccessClaims>>(token);
    if (typeof c.exp !== 'number' || !Number.isFinite(c.exp)) return null;
    const states = Array.isArray(c.stateConfigs)
      ? c.stateConfigs.filter((s): s is string => typeof s === 'string')
      : [];
    return { ...c, exp: c.exp, stateConfigs: states };
  } catch (err) {
    console.warn('Token validation failed:', err);
    return null;
  }
}

/** Who the claims are, as things kept per user name them: the token's sub, else its username. */
export function userOf(claims: Pick<AccessClaims, 'sub' | 'username'> | null): string {
  return claims?.sub ?? claims?.username ?? 'unknown';
}

/** Who is signed in (`userOf` the stored session), or null when nobody is. */
export function sessionUser(): string | null {
  if (signedIn === undefined) {
    const session = readSession();
    signedIn = session ? userOf(decodeClaims(session.accessToken)) : null;
  }
  return signedIn;
}

/** Claims are valid only if the token decoded and its exp is later than now (SPEC §5). */
const unexpired = (claims: AccessClaims | null, now: number): claims is AccessClaims =>
  claims !== null && claims.exp * 1000 > now;

/** A token is valid only if it decodes and its exp is later than now (SPEC §5). */
export function isTokenValid(token: string | undefined, now = Date.now()): boolean {
  return token ? unexpired(decodeClaims(token), now) : false;
}

// The claims of the last access token read, decoded once: the guard asks on every navigation.
let decoded: { token: string; claims: AccessClaims | null } | undefined;

/** The signed-in user's claims, or null when there is no valid access token. The same object
 * while the stored token stays the same, so the screens that show it need not render again. */
export function currentUser(now = Date.now()): AccessClaims | null {
  const s = readSession();
  if (!s) return null;
  if (decoded?.token !== s.accessToken)
    decoded = { token: s.accessToken, claims: decodeClaims(s.accessToken) };
  return unexpired(decoded.claims, now) ? decoded.claims : null;
}
