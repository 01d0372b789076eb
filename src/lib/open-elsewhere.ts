// Whether the same thing (a hearing's transcript, a video's speakers) is open in another tab of
// the console: each tab's saves replace or overtake the other's, so the screen says so. Tabs tell
// each other on a BroadcastChannel what they open and close; a tab that closes without a word
// (crashed, killed) is forgotten when it next fails to answer, i.e. when this one opens again.
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
    channel.onmessage = (e: MessageEvent<unknown>) => {
      const m = read(e.data);
      if (!m || m.key !== key || m.tab === TAB) return;
      if (m.kind === 'hello') channel.postMessage({ here: key, tab: TAB } satisfies Message);
      change(m.tab, m.kind !== 'bye');
    };
    channel.postMessage({ hello: key, tab: TAB } satisfies Message);
    const bye = () => channel.postMessage({ bye: key, tab: TAB } satisfies Message);
    window.addEventListener('pagehide', bye);
    return () => {
      window.removeEventListener('pagehide', bye);
      bye();
      channel.close();
    };
  }, [key]);
  return others.size > 0;
}
