// What Log Out would discard, worked out when it is pressed (this code loads then, not with every
// screen): this user's transcript drafts on this device, the unsaved work of this tab, and that of
// the console's other tabs, which share the session Log Out ends (each answers through
// lib/unsaved-work.ts).
import type { AccessClaims } from '../../api/session';
import { stringField } from '../../lib/tab-message';
import { clearUserDrafts, draftHearings, draftUser } from '../../lib/transcript-drafts';
import { type Answer, type Question, tabsChannel, unsavedWork } from '../../lib/unsaved-work';

export interface Losses {
  /** The hearings with a draft (transcript-drafts.ts `hearingKey`). */
  hearings: string[];
  /** Unsaved work in words ('the summary of HB100FIL', '… (in another tab)'). */
  work: string[];
}

const isAnswer = (v: unknown): v is Answer =>
  stringField(v, 'answer') !== null &&
  Array.isArray((v as Answer).work) &&
  (v as Answer).work.every((w) => typeof w === 'string');

/** What the other open tabs would lose: their answers within `waitMs` (a tab too busy to answer in
 * time goes unnamed). */
function otherTabsWork(waitMs = 250): Promise<string[]> {
  const tabs = tabsChannel;
  if (!tabs) return Promise.resolve([]);
  const ask = crypto.randomUUID();
  const work: string[] = [];
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

export async function logOutLosses(user: AccessClaims): Promise<Losses> {
  const elsewhere = await otherTabsWork();
  return {
    hearings: [...draftHearings(draftUser(user))].sort(),
    work: [...unsavedWork(), ...elsewhere.map((w) => `${w} (in another tab)`)],
  };
}

/** Log Out and discard: the drafts go, whatever the server makes of the sign-out (a session
 * already ended there keeps drafts otherwise, as after an expiry). */
export const discardDrafts = (user: AccessClaims): void => clearUserDrafts(draftUser(user));
