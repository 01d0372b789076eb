// What Log Out would discard, worked out when it is pressed (this code loads then, not with every
// screen): this user's transcript drafts on this device, the unsaved work of this tab, and that of
// the console's other tabs, which share the session Log Out ends (lib/unsaved-work.ts).
import type { AccessClaims } from '../../api/session';
import { clearUserDrafts, draftHearings, draftUser } from '../../lib/transcript-drafts';
import { otherTabsWork, unsavedWork } from '../../lib/unsaved-work';

export interface Losses {
  /** The hearings with a draft (transcript-drafts.ts `hearingKey`). */
  hearings: string[];
  /** Unsaved work in words ('the summary of HB100FIL', '… (in another tab)'). */
  work: string[];
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
