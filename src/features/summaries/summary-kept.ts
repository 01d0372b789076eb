// Summary text typed and not yet saved outlives a session that ends without the user signing out
// (its token expired and could not be renewed): the page is kept as it was, for the same user, and
// shown again when they sign back in and return to it. Their own Log Out (here or in another tab)
// lets it go. Kept for this tab only, in sessionStorage: a reload on the sign-in page keeps it too.
import { onSessionEnd } from '../../api/session';
import type { Edits } from './summary-edits';
import type { ResultView } from './summary-results';
import type { SummaryForm } from './summary-rules';

export interface KeptSummary {
  fields: Omit<SummaryForm, 'state'>;
  versions: string[] | null;
  result: ResultView;
  buffers: Edits['buffers'];
}

const KEY = 'summary-kept:v1';

/** While a Summary page is open: what it holds unsaved (or null) is kept if the session ends
 * without the user. */
export function keepIfSessionEnds(user: string, unsaved: () => KeptSummary | null): () => void {
  return onSessionEnd(({ signedOut }) => {
    const page = unsaved();
    if (signedOut || !page) return;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ user, page }));
    } catch {
      // Storage refused: nothing more can be done once the session is gone.
    }
  });
}

/** The page kept for this user, once; another user's is dropped. */
export function takeKept(user: string): KeptSummary | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const kept = JSON.parse(raw) as { user?: unknown; page?: KeptSummary };
    if (kept.user !== user || !kept.page?.result || !kept.page.buffers) return null;
    return kept.page;
  } catch {
    return null;
  }
}
