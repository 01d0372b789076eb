// Summary text typed and not yet saved outlives a session that ends without the user signing out
// (src/lib/kept-input.ts): the page is kept as it was and shown again when they return to it.
import { keepIfSessionEnds as keep, takeKept as take } from '../../lib/kept-input';
import type { Edits } from './summary-edits';
import type { ResultView } from './summary-results';
import type { SummaryForm } from './summary-rules';

export interface KeptSummary {
  fields: Omit<SummaryForm, 'state'>;
  versions: string[] | null;
  result: ResultView;
  buffers: Edits['buffers'];
}

const SCREEN = 'summary';

/** While a Summary page is open: what it holds unsaved (or null) is kept if the session ends
 * without the user. */
export const keepIfSessionEnds = (user: string, unsaved: () => KeptSummary | null): (() => void) =>
  keep(SCREEN, user, unsaved);

/** The page kept for this user, once; another user's is dropped. */
export function takeKept(user: string): KeptSummary | null {
  const page = take(SCREEN, user) as Partial<KeptSummary> | null;
  return page?.result && page.buffers ? (page as KeptSummary) : null;
}
