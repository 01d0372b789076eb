// Work typed on the screen open now and not saved anywhere else (a summary's edited text, a new
// link typed in Link Finder), named for Log Out's question: the leave guard asks before a
// navigation, but Log Out ends the session first, and a guard then has nothing to stay for.
// Transcript edits are not listed here: their drafts are kept on this device and Log Out lists
// them itself (transcript-drafts.ts).
// The console's tabs share one session, so Log Out in one ends every tab's: each tab answers
// another's question with its own list (a BroadcastChannel), and the question names those too.
import { useEffect } from 'react';

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

interface Question {
  ask: string;
}
interface Answer {
  answer: string;
  work: string[];
}

const isQuestion = (v: unknown): v is Question =>
  typeof v === 'object' && v !== null && typeof (v as Question).ask === 'string';
const isAnswer = (v: unknown): v is Answer =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Answer).answer === 'string' &&
  Array.isArray((v as Answer).work) &&
  (v as Answer).work.every((w) => typeof w === 'string');

const CHANNEL = 'unsaved-work';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', (e: MessageEvent<unknown>) => {
  const work = unsavedWork();
  if (isQuestion(e.data) && work.length > 0)
    channel.postMessage({ answer: e.data.ask, work } satisfies Answer);
});

/** What the other open tabs of the console would lose, in words: their answers within `waitMs`
 * (a tab too busy to answer in time goes unnamed). */
export function otherTabsWork(waitMs = 250): Promise<string[]> {
  const tabs = channel;
  if (!tabs) return Promise.resolve([]);
  const ask = crypto.randomUUID();
  const work: string[] = [];
  // A channel does not hear its own messages: the answers are the other tabs'.
  const onAnswer = (e: MessageEvent<unknown>) => {
    if (isAnswer(e.data) && e.data.answer === ask) work.push(...e.data.work);
  };
  tabs.addEventListener('message', onAnswer);
  tabs.postMessage({ ask } satisfies Question);
  return new Promise((resolve) =>
    setTimeout(() => {
      tabs.removeEventListener('message', onAnswer);
      resolve(work);
    }, waitMs),
  );
}
