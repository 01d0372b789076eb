// Work typed on the screen open now and not saved anywhere else (a summary's edited text, a new
// link typed in Link Finder), named for Log Out's question: the leave guard asks before a
// navigation, but Log Out ends the session first, and a guard then has nothing to stay for.
// Transcript edits are not listed here: their drafts are kept on this device and Log Out lists
// them itself (transcript-drafts.ts).
// The console's tabs share one session, so Log Out in one ends every tab's, and its question
// names their work too. Each tab keeps its list in localStorage under its own key whenever it
// changes, so Log Out reads them at once instead of asking tabs that may be too busy to answer in
// time. A tab can end without a word (crashed, killed): while open it holds a Web Lock named after
// it, and a list whose tab holds no lock is of a tab gone, and is dropped.
import { useEffect } from 'react';

const open = new Map<symbol, string>();

const TAB = typeof crypto === 'undefined' ? 'tab' : crypto.randomUUID();
const KEY = 'console.unsaved-work.';
const LOCK = 'legislative-console:unsaved-work:';

const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;

/** Settles once this tab holds its lock (held until the tab is gone); a list is written only then,
 * so that no tab finds it without its lock. */
const here: Promise<void> = new Promise((granted) => {
  if (!locks) return granted();
  locks
    .request(`${LOCK}${TAB}`, () => {
      granted();
      return new Promise<void>(() => {});
    })
    .catch(() => granted());
});

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Writes this tab's list as it is now (none: its key removed). */
function publish(): void {
  const work = unsavedWork();
  void here.then(() => {
    try {
      if (work.length > 0) store()?.setItem(`${KEY}${TAB}`, JSON.stringify(work));
      else store()?.removeItem(`${KEY}${TAB}`);
    } catch {
      // Storage full or refused: the other tabs' Log Out does not name this tab's work.
    }
  });
}

if (typeof window !== 'undefined') {
  // A tab closed or navigated away takes its list with it; one back from the back-forward cache
  // writes it again.
  window.addEventListener('pagehide', () => store()?.removeItem(`${KEY}${TAB}`));
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) publish();
  });
}

/** While `what` is set (e.g. 'the summary of HB100FIL'), Log Out asks before discarding it. */
export function useUnsavedWork(what: string | null): void {
  useEffect(() => {
    if (what === null) return;
    const id = Symbol(what);
    open.set(id, what);
    publish();
    return () => {
      open.delete(id);
      publish();
    };
  }, [what]);
}

/** What would be lost now in this tab, in words. */
export const unsavedWork = (): string[] => [...open.values()];

const isWork = (v: unknown): v is string[] => Array.isArray(v) && v.every((w) => typeof w === 'string');

/** What the console's other open tabs would lose, in words; the lists of tabs gone are dropped. */
export async function otherTabsWork(): Promise<string[]> {
  const s = store();
  if (!s) return [];
  // Without Web Locks every list counts: a tab gone may then be named, never a tab open left out.
  const snapshot = locks ? await locks.query().catch(() => null) : null;
  const held = snapshot ? new Set((snapshot.held ?? []).map((l) => l.name)) : null;
  const work: string[] = [];
  for (const key of Object.keys(s)) {
    if (!key.startsWith(KEY) || key === `${KEY}${TAB}`) continue;
    if (held && !held.has(`${LOCK}${key.slice(KEY.length)}`)) {
      s.removeItem(key);
      continue;
    }
    try {
      const list: unknown = JSON.parse(s.getItem(key) ?? '[]');
      if (isWork(list)) work.push(...list);
    } catch {
      s.removeItem(key);
    }
  }
  return work;
}
