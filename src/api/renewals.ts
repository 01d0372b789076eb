// The last token renewal, shared by the console's tabs. A call refused (401) renews the access token
// under a Web Lock, so that one tab at a time decides; the tab that gets the lock next must then
// see the renewal the previous holder made. localStorage cannot tell it: another tab's write
// reaches a tab's copy of localStorage a little later, and in about a third of the tries it had
// not yet when the lock changed hands. IndexedDB has one copy per origin: a renewal recorded (and
// committed) before the lock is released is what the next holder reads. Loaded on the first 401.
// Decision 0038.

export interface Renewal {
  /** The access token that was refused and renewed. */
  from: string;
  accessToken: string;
  refreshToken: string;
  /** When the renewal was made (Date.now(), the same clock in every tab). */
  at: number;
}

const DB = 'legislative-console';
const STORE = 'renewals';
const KEY = 'last';

// Without IndexedDB (an old browser, a test environment): this tab's own renewals only.
let inMemory: Renewal | undefined;

function open(): Promise<IDBDatabase> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  if (!db) throw new Error('no IndexedDB');
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      // Resolved once the transaction has committed: then every tab reads it.
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** The last renewal any tab recorded, if any. */
export async function lastRenewal(): Promise<Renewal | undefined> {
  try {
    return (await run('readonly', (s) => s.get(KEY))) as Renewal | undefined;
  } catch {
    return inMemory;
  }
}

/** Records a renewal; resolves once every tab can read it. */
export async function recordRenewal(renewal: Renewal): Promise<void> {
  inMemory = renewal;
  try {
    await run('readwrite', (s) => s.put(renewal, KEY));
  } catch {
    // This tab still knows; other tabs fall back to the stored session.
  }
}

/** Forgets the renewals (signing out): no token stays behind. */
export async function forgetRenewals(): Promise<void> {
  inMemory = undefined;
  try {
    await run('readwrite', (s) => s.delete(KEY));
  } catch {
    // Nothing was stored.
  }
}

// ---- a sign-out under way ---------------------------------------------------------------------
// Log Out ends the session on the server before it clears the stored one; another tab's call
// refused in that gap used to renew, fail, and end its session as a failed renewal ("could not be
// renewed"), before the cleared session reached it. Log Out records the session it ends here first
// (committed before its call leaves), so the tab that holds the renewal lock next can tell. The
// session is named by a digest of its refresh token: no token stays behind.

const SIGN_OUT_KEY = 'signed-out';
// Tells this tab's own sign-out from another tab's.
const THIS_TAB = Math.random().toString(36).slice(2);

interface SignOut {
  session: string;
  tab: string;
}

async function sessionDigest(refreshToken: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const hash = await subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
}

// Without IndexedDB: this tab's own sign-out only.
let signOutInMemory: SignOut | undefined;

/** Records that this tab is signing out the session of `refreshToken`; resolves once every tab can read it. */
export async function recordSignOut(refreshToken: string, tab = THIS_TAB): Promise<void> {
  try {
    const session = await sessionDigest(refreshToken);
    if (!session) return;
    signOutInMemory = { session, tab };
    await run('readwrite', (s) => s.put(signOutInMemory, SIGN_OUT_KEY));
  } catch {
    // Another tab's refused call then reads as a failed renewal: its words, not its outcome, differ.
  }
}

/** Which tab is signing out the session of `refreshToken`, if one is: this one, or another. */
export async function signingOut(refreshToken: string): Promise<'this tab' | 'another tab' | null> {
  try {
    const [record, session] = await Promise.all([
      (run('readonly', (s) => s.get(SIGN_OUT_KEY)) as Promise<SignOut | undefined>).catch(
        () => signOutInMemory,
      ),
      sessionDigest(refreshToken),
    ]);
    if (!record || !session || record.session !== session) return null;
    return record.tab === THIS_TAB ? 'this tab' : 'another tab';
  } catch {
    return null;
  }
}

/**
 * Whether another tab is signing out the session of `refreshToken`. This tab's own sign-out is
 * not one: its Log Out call, refused for an expired token, renews as any call does.
 */
export async function signedOutElsewhere(refreshToken: string): Promise<boolean> {
  return (await signingOut(refreshToken)) === 'another tab';
}
