// The Speakers page's URL state. A plain function, not zod: route search parsing sits in the main
// chunk, which every screen loads.
import { type HearingState, isHearingState } from '../../lib/hearing-states';
import { videoSearch } from '../../lib/url-state';

export interface SpeakersSearch {
  state?: HearingState;
  video?: number;
}

export function parseSpeakersSearch(search: Record<string, unknown>): SpeakersSearch {
  // Every key said, undefined when invalid: the router merges this over the address as written.
  return { state: isHearingState(search.state) ? search.state : undefined, video: videoSearch(search.video) };
}
