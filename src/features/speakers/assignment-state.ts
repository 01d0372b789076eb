// The speaker flow of one video, as a pure reducer (SPEC §4): the pending groups, the selected
// group, and what the Speaker Name field holds for each group (switching groups keeps what was
// typed). A newly selected group is named 'Speaker {id}' until the user types or chooses a name.
import type { SpeakerSegment } from '../../api/gen/model';
import type { Candidate, SpeakerDraft } from './candidates';
import { groupSegments, nextGroupId, reassignSegment, removeGroup, type SegmentGroup } from './groups';

export interface AssignmentState {
  readonly groups: readonly SegmentGroup[];
  readonly selected: number | null;
  readonly drafts: ReadonlyMap<number, SpeakerDraft>;
}

export type AssignmentAction =
  | { type: 'select'; speakerId: number }
  | { type: 'type'; text: string }
  | { type: 'choose'; candidate: Candidate }
  | { type: 'reassign'; segmentId: number; to: number }
  | { type: 'lockedIn'; speakerId: number };

export const defaultName = (speakerId: number): string => `Speaker ${speakerId}`;

export function initialAssignment(segments: readonly SpeakerSegment[]): AssignmentState {
  const groups = groupSegments(segments);
  return { groups, selected: groups[0]?.speakerId ?? null, drafts: new Map() };
}

/** The Speaker Name field of a group: what was typed or chosen, else 'Speaker {id}'. */
export function draftOf(state: AssignmentState, speakerId: number): SpeakerDraft {
  return state.drafts.get(speakerId) ?? { text: defaultName(speakerId), candidate: null };
}

function withDraft(state: AssignmentState, draft: SpeakerDraft): AssignmentState {
  if (state.selected === null) return state;
  const drafts = new Map(state.drafts);
  drafts.set(state.selected, draft);
  return { ...state, drafts };
}

export function assignmentReducer(state: AssignmentState, action: AssignmentAction): AssignmentState {
  switch (action.type) {
    case 'select':
      return state.groups.some((g) => g.speakerId === action.speakerId)
        ? { ...state, selected: action.speakerId }
        : state;
    case 'type':
      return withDraft(state, { text: action.text, candidate: null });
    case 'choose':
      return withDraft(state, { text: action.candidate.name, candidate: action.candidate });
    case 'reassign': {
      const groups = reassignSegment(state.groups, action.segmentId, action.to);
      // A group emptied by the move disappears; the selection then follows the segment.
      const kept = groups.some((g) => g.speakerId === state.selected);
      return { ...state, groups, selected: kept ? state.selected : action.to };
    }
    case 'lockedIn': {
      const selected =
        state.selected === action.speakerId ? nextGroupId(state.groups, action.speakerId) : state.selected;
      const drafts = new Map(state.drafts);
      drafts.delete(action.speakerId);
      return { groups: removeGroup(state.groups, action.speakerId), selected, drafts };
    }
  }
}
