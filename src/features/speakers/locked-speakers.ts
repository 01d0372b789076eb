// Who has been locked in for which group of which video during this visit of the page, so that
// naming the same person for a second group of one video asks first (diarizers sometimes split
// one voice in two, but more often it is a slip).
import type { AssignedSpeaker } from '../../api/gen/model';
import { normalName } from './candidates';

export interface LockedSpeaker {
  readonly videoID: number;
  readonly speakerId: number;
  readonly who: AssignedSpeaker;
}

/** The lock-in of another group of the same video that named the same person, if any. */
export function sameSpeakerElsewhere(
  locked: readonly LockedSpeaker[],
  videoID: number,
  speakerId: number,
  who: AssignedSpeaker,
): LockedSpeaker | undefined {
  const name = normalName(who.name);
  return locked.find(
    (l) =>
      l.videoID === videoID &&
      l.speakerId !== speakerId &&
      ((who.type !== 'New' && l.who.type === who.type && l.who.id === who.id) ||
        normalName(l.who.name) === name),
  );
}
