// The Speakers page's URL state. A plain function, not zod: route search parsing sits in the main
// chunk, which every screen loads.
import { type HearingState, isHearingState } from '../../lib/hearing-states';

export interface SpeakersSearch {
  state?: HearingState;
  video?: number;
}

export function parseSpeakersSearch(search: Record<string, unknown>): SpeakersSearch {
  const out: SpeakersSearch = {};
  const state = search.state;
  if (isHearingState(state)) out.state = state;
  const video = Number(search.video);
  if (Number.isSafeInteger(video) && video > 0) out.video = video;
  return out;
}
