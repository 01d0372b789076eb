// Whether the same thing (a hearing's transcript, a video's speakers) is open in another tab of
// the console: each tab's saves replace or overtake the other's, so the screen says so. Tabs tell
// each other on a BroadcastChannel what they open and close. A tab can also end without a word
// (crashed, killed): while it has the thing open it holds a Web Lock named after it, and the
// others wait for that lock, which the browser hands them when that tab is gone.
import { useEffect, useState } from 'react';
import { withMember } from './set-member';
import { stringField } from './tab-message';

type Message = { hello: string; tab: string } | { here: string; tab: string } | { bye: string; tab: string };

const CHANNEL = 'open-elsewhere';
const TAB = typeof crypto === 'undefined' ? 'tab' : crypto.randomUUID();

function read(data: unknown): { kind: 'hello' | 'here' | 'bye'; key: string; tab: string } | null {
  const tab = stringField(data, 'tab');
  if (tab === null) return null;
  for (const kind of ['hello', 'here', 'bye'] as const) {
    const key = stringField(data, kind);
    if (key !== null) return { kind, key, tab };
  }
  return null;
}

/** Whether `key` (null: nothing open) is open in another tab too. */
export function useOpenElsewhere(key: string | null): boolean {
  const [others, setOthers] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    setOthers(new Set());
    if (key === null || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    const change = (tab: string, open: boolean) => setOthers((prev) => withMember(prev, tab, open));
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    const lockOf = (tab: string) => `legislative-console:${CHANNEL}:${key}:${tab}`;
    const ended = new AbortController();
    const ignore = () => undefined;
    // This tab's lock is held before it says hello, so that no tab finds it free while it is here.
    let release: () => void = ignore;
    const held = new Promise<void>((granted) => {
      if (!locks) return granted();
      locks
        .request(lockOf(TAB), { signal: ended.signal }, () => {
          granted();
          return new Promise<void>((done) => {
            release = done;
          });
        })
        .catch(ignore);
    });
    const watched = new Set<string>();
    const watch = (tab: string) => {
      if (!locks || watched.has(tab)) return;
      watched.add(tab);
      locks
        .request(lockOf(tab), { signal: ended.signal }, () => {
          watched.delete(tab);
          change(tab, false);
        })
        .catch(ignore);
    };
    const say = (m: Message) => void held.then(() => ended.signal.aborted || channel.postMessage(m));
    channel.onmessage = (e: MessageEvent<unknown>) => {
      const m = read(e.data);
      if (!m || m.key !== key || m.tab === TAB) return;
      if (m.kind === 'hello') say({ here: key, tab: TAB });
      if (m.kind !== 'bye') watch(m.tab);
      change(m.tab, m.kind !== 'bye');
    };
    say({ hello: key, tab: TAB });
    const bye = () => channel.postMessage({ bye: key, tab: TAB } satisfies Message);
    // A page restored from the back/forward cache said bye when it was left: it says hello again.
    const back = (e: PageTransitionEvent) => e.persisted && say({ hello: key, tab: TAB });
    window.addEventListener('pagehide', bye);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', bye);
      window.removeEventListener('pageshow', back);
      bye();
      ended.abort();
      release();
      channel.close();
    };
  }, [key]);
  return others.size > 0;
}
