// Summary text typed and not yet saved outlives a session that ends without the user signing out
// (src/lib/kept-input.ts): the page is kept as it was and shown again when they return to it.
// The lookup (type, session, bill, version, and the versions listed) outlives a trip to another
// screen and a reload (src/lib/tab-draft.ts).
import { keepIfSessionEnds as keep, takeKept as take } from '../../lib/kept-input';
import { readTabDraft, stringFields, writeTabDraft } from '../../lib/tab-draft';
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

export type SummaryFields = KeptSummary['fields'];

export const NO_FIELDS: SummaryFields = { type: 'bill', session: '', billId: '', version: '' };

const LOOKUP = 'summary-lookup';

/** Keeps the lookup for this tab; the versions only with the state they were listed for. */
export function keepLookup(state: string, fields: SummaryFields, versions: string[] | null): void {
  const empty = !fields.session && !fields.billId && !fields.version && fields.type === NO_FIELDS.type;
  writeTabDraft(LOOKUP, empty && !versions ? null : { state, fields, versions });
}

/** The lookup this tab last had; its versions only if they were listed for `state`. */
export function keptLookup(state: string): { fields: SummaryFields; versions: string[] | null } | null {
  const stored = readTabDraft(LOOKUP) as { state?: unknown; fields?: unknown; versions?: unknown } | null;
  if (!stored || typeof stored !== 'object') return null;
  const read = stringFields({ ...NO_FIELDS }, stored.fields);
  const listed =
    stored.state === state &&
    Array.isArray(stored.versions) &&
    stored.versions.every((v): v is string => typeof v === 'string')
      ? stored.versions
      : null;
  return {
    fields: {
      ...read,
      type: read.type === 'section' ? 'section' : 'bill',
      // A version is a choice among those listed: none listed, none chosen.
      version: listed?.includes(read.version) ? read.version : '',
    },
    versions: listed,
  };
}
