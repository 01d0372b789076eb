import { createFileRoute } from '@tanstack/react-router';
import { TranscriptsPage } from '../../features/transcripts/transcripts-page';
import { clearDraftsOnSignOut } from '../../lib/drafts-on-sign-out';
import { type HearingState, isHearingState } from '../../lib/hearing-states';
import { videoSearch } from '../../lib/url-state';

// Transcript drafts are cleared when their user signs out, from whichever screen: this runs with
// the route tree at start-up, not when the screen's code is loaded.
clearDraftsOnSignOut();

interface TranscriptsSearch {
  state?: HearingState;
  q?: string;
  video?: number;
}

// The list state lives in the URL: state, committee search, and the open hearing. A plain
// function, not zod: route files' search schemas land in the first bundle (budget of /sign-in).
function search(raw: Record<string, unknown>): TranscriptsSearch {
  // Every key said, undefined when invalid: the router merges this over the address as written.
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q) : '';
  return {
    state: isHearingState(raw.state) ? raw.state : undefined,
    q: q === '' ? undefined : q,
    video: videoSearch(raw.video),
  };
}

export const Route = createFileRoute('/_app/transcripts')({
  validateSearch: search,
  component: TranscriptsPage,
});
