// The Speakers page's URL state. A plain function, not zod: route search parsing sits in the main
// chunk, which every screen loads.

export const SPEAKER_STATES = ['TX', 'LA'] as const;
export type SpeakerState = (typeof SPEAKER_STATES)[number];

export interface SpeakersSearch {
  state?: SpeakerState;
  video?: number;
}

export function parseSpeakersSearch(search: Record<string, unknown>): SpeakersSearch {
  const out: SpeakersSearch = {};
  const state = search.state;
  if (state === 'TX' || state === 'LA') out.state = state;
  const video = Number(search.video);
  if (Number.isSafeInteger(video) && video > 0) out.video = video;
  return out;
}
