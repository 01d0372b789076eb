// The speaker flow of one video, as a pure reducer (SPEC §4): the pending groups and the
// selected one. The first group is selected at the start; after a lock-in, the next one.
import type { SpeakerSegment } from '../../api/gen/model';
import { groupSegments, nextGroupId, reassignSegment, removeSegments, type SegmentGroup } from './groups';

export interface AssignmentState {
  readonly groups: readonly SegmentGroup[];
  readonly selected: number | null;
}

export type AssignmentAction =
  | { type: 'select'; speakerId: number }
  | { type: 'reassign'; segmentId: number; to: number }
  /** A lock-in of `speakerId` was saved: the segments it sent leave, whichever group holds them
   * now (a segment can be moved while the save is on its way). */
  | { type: 'lockedIn'; speakerId: number; segmentIds: readonly number[] };

export function initialAssignment(segments: readonly SpeakerSegment[]): AssignmentState {
  return restoredAssignment(segments, [], null);
}

/** The flow of a video with segments moved before (kept over a session's end): a move of a segment
 * no longer pending is dropped, and the group selected then stays selected if it is still there. */
export function restoredAssignment(
  segments: readonly SpeakerSegment[],
  moves: readonly (readonly [number, number])[],
  selected: number | null,
): AssignmentState {
  const to = new Map(moves);
  const groups = groupSegments(
    segments.map((s) => {
      const g = to.get(s.SpeakerSegmentID);
      return g === undefined ? s : { ...s, SpeakerID: g };
    }),
  );
  return {
    groups,
    selected: groups.some((g) => g.speakerId === selected) ? selected : (groups[0]?.speakerId ?? null),
  };
}

export function assignmentReducer(state: AssignmentState, action: AssignmentAction): AssignmentState {
  switch (action.type) {
    case 'select':
      return state.groups.some((g) => g.speakerId === action.speakerId)
        ? { ...state, selected: action.speakerId }
        : state;
    case 'reassign': {
      const groups = reassignSegment(state.groups, action.segmentId, action.to);
      // A group emptied by the move disappears; the selection then follows the segment.
      const kept = groups.some((g) => g.speakerId === state.selected);
      return { ...state, groups, selected: kept ? state.selected : action.to };
    }
    case 'lockedIn': {
      const groups = removeSegments(state.groups, action.segmentIds);
      const selected = groups.some((g) => g.speakerId === state.selected)
        ? state.selected
        : nextGroupId(groups, state.selected ?? action.speakerId);
      return { groups, selected };
    }
  }
}
