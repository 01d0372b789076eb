import { createFileRoute } from '@tanstack/react-router';
import { TranscriptsPage } from '../../features/transcripts/transcripts-page';
import { type HearingState, isHearingState } from '../../lib/hearing-states';
import { clearDraftsOnSignOut } from '../../lib/transcript-drafts';

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
  const out: TranscriptsSearch = {};
  if (isHearingState(raw.state)) out.state = raw.state;
  if (typeof raw.q === 'string' && raw.q) out.q = raw.q;
  const video = Number(raw.video);
  if (Number.isInteger(video) && video > 0) out.video = video;
  return out;
}

export const Route = createFileRoute('/_app/transcripts')({
  validateSearch: search,
  component: TranscriptsPage,
});
