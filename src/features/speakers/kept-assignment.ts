// A video's speaker work not yet locked in (names typed, segments moved) outlives a session that
// ends without the user, as every screen's typed input does (lib/kept-input.ts): given back when
// they sign in again and open the same video, with a word on the lock-in that was on its way.
import { amendKept, keepIfSessionEnds, takeKept } from '../../lib/kept-input';
import type { Candidate, SpeakerDraft } from './candidates';

const SCREEN = 'speakers';

export interface KeptAssignment {
  readonly state: string;
  readonly videoID: number;
  /** Segments moved to another group: [SpeakerSegmentID, the group's SpeakerID]. */
  readonly moves: readonly (readonly [number, number])[];
  /** Each group's Speaker Name as typed: [SpeakerID, draft]. */
  readonly drafts: readonly (readonly [number, SpeakerDraft])[];
  readonly selected: number | null;
  /** The group whose lock-in was on its way; `refused`: turned away for the session, so not saved. */
  readonly lockIn: { readonly speakerId: number; readonly refused: boolean } | null;
}

/** While a video is open: its unsent work is kept if the session ends. Returns the unsubscribe. */
export const keepAssignmentIfSessionEnds = (
  user: string,
  unsent: () => KeptAssignment | null,
): (() => void) => keepIfSessionEnds(SCREEN, user, unsent);

/** The lock-in of `speakerId` was refused for the session: said so when the work comes back. */
export function keptLockInRefused(speakerId: number): void {
  amendKept(SCREEN, (page) =>
    page && typeof page === 'object' ? { ...page, lockIn: { speakerId, refused: true } } : page,
  );
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

function readCandidate(v: unknown): Candidate | null {
  if (!v || typeof v !== 'object') return null;
  const { id, name, type, extra } = v as Record<string, unknown>;
  return isInt(id) &&
    typeof name === 'string' &&
    typeof extra === 'string' &&
    (type === 'Existing' || type === 'Lobbyist' || type === 'Member')
    ? { id, name, type, extra }
    : null;
}

function readDraft(v: unknown): SpeakerDraft | null {
  if (!v || typeof v !== 'object') return null;
  const { text, candidate } = v as { text?: unknown; candidate?: unknown };
  return typeof text === 'string' ? { text, candidate: readCandidate(candidate) } : null;
}

/** The work kept for this user and this video, once; anything else kept is dropped. */
export function takeKeptAssignment(user: string, state: string, videoID: number): KeptAssignment | null {
  const kept = takeKept(SCREEN, user) as Partial<Record<keyof KeptAssignment, unknown>> | null;
  if (!kept || kept.state !== state || kept.videoID !== videoID) return null;
  const pairs = (v: unknown) => (Array.isArray(v) ? v.filter((p) => Array.isArray(p) && p.length === 2) : []);
  const moves = pairs(kept.moves).filter(([s, g]) => isInt(s) && isInt(g)) as [number, number][];
  const drafts = pairs(kept.drafts).flatMap(([g, d]) => {
    const draft = readDraft(d);
    return isInt(g) && draft ? [[g, draft] as const] : [];
  });
  const l = kept.lockIn as { speakerId?: unknown; refused?: unknown } | null | undefined;
  return {
    state,
    videoID,
    moves,
    drafts,
    selected: isInt(kept.selected) ? kept.selected : null,
    lockIn: l && isInt(l.speakerId) ? { speakerId: l.speakerId, refused: l.refused === true } : null,
  };
}

/** What the panel says of work given back. */
export function keptLine(kept: KeptAssignment): string {
  const back = 'The names typed and segments moved are back';
  if (!kept.lockIn) return `${back}: your session ended before they were locked in.`;
  const which = `Speaker ${kept.lockIn.speakerId}`;
  return kept.lockIn.refused
    ? `Your session had ended, so the lock-in of ${which} was refused and not saved. ${back}: lock it in again.`
    : `Your session ended before the lock-in of ${which} was answered. ${back}; if it was saved, its segments are no longer listed.`;
}
