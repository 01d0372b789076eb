// Work typed on the screen open now and not saved anywhere else (a summary's edited text, a new
// link typed in Link Finder), named for Log Out's question: the leave guard asks before a
// navigation, but Log Out ends the session first, and a guard then has nothing to stay for.
// Transcript edits are not listed here: their drafts are kept on this device and Log Out lists
// them itself (transcript-drafts.ts).
// The console's tabs share one session, so Log Out in one ends every tab's: each tab answers
// another's question with its own list (a BroadcastChannel), and the question names those too.
import { useEffect } from 'react';
import { stringField } from './tab-message';

const open = new Map<symbol, string>();

/** While `what` is set (e.g. 'the summary of HB100FIL'), Log Out asks before discarding it. */
export function useUnsavedWork(what: string | null): void {
  useEffect(() => {
    if (what === null) return;
    const id = Symbol(what);
    open.set(id, what);
    return () => {
      open.delete(id);
    };
  }, [what]);
}

/** What would be lost now in this tab, in words. */
export const unsavedWork = (): string[] => [...open.values()];

/** Log Out's question to the other tabs (features/shell/log-out-losses.ts), and a tab's answer. */
export interface Question {
  ask: string;
}
export interface Answer {
  answer: string;
  work: string[];
}

/** This tab's end of the channel (null where there is none); a channel does not hear its own
 * messages, so a question asked on it is answered by the other tabs only. */
export const tabsChannel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('unsaved-work');
tabsChannel?.addEventListener('message', (e: MessageEvent<unknown>) => {
  const ask = stringField(e.data, 'ask');
  const work = unsavedWork();
  if (ask !== null && work.length > 0) tabsChannel.postMessage({ answer: ask, work } satisfies Answer);
});
