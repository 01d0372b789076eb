// The people a segment group may be named after (SPEC §3 "speaker candidate"): already named
// speakers, the state's lobbyists and the chamber's members, in one list with one shape.
import type { AssignedSpeaker, VideoDetail } from '../../api/gen/model';

type CandidateType = 'Existing' | 'Lobbyist' | 'Member';

export interface Candidate {
  readonly id: number;
  readonly name: string;
  readonly type: CandidateType;
  readonly extra: string;
}

export function memberExtra(m: { district: string; party: string; chamber: string }): string {
  return `District ${m.district} • ${m.party} • ${m.chamber}`;
}

/**
 * Existing speakers first, then members, then lobbyists: among people with the same name (the
 * suggestion order's last tie-break) someone already named, then a member, is the likelier voice.
 */
export function toCandidates(detail: VideoDetail): Candidate[] {
  const out: Candidate[] = [];
  for (const s of detail.speakers ?? []) {
    out.push({ id: s.id, name: s.name, type: 'Existing', extra: s.extra ?? '' });
  }
  for (const m of detail.members) {
    out.push({
      id: m.memberNumber,
      name: m.name,
      type: 'Member',
      extra: memberExtra(m),
    });
  }
  for (const l of detail.lobbyists) {
    out.push({
      id: l.FilerID,
      name: l.FilerName,
      type: 'Lobbyist',
      extra: l.Business ?? '',
    });
  }
  return out;
}

/** What the Speaker Name field holds: the text, and the candidate it was chosen from (if any). */
export interface SpeakerDraft {
  readonly text: string;
  readonly candidate: Candidate | null;
}

/**
 * The assignedSpeaker of a lock-in. A name typed by hand is type New; its id is the group's
 * diarisation SpeakerID, the only id the console has for that voice (docs/decisions/0010).
 */
export function assignedSpeaker(draft: SpeakerDraft, groupId: number): AssignedSpeaker {
  const name = draft.text.trim();
  const c = draft.candidate;
  if (c && c.name === name) return { id: c.id, name, type: c.type, extra: c.extra };
  return { id: groupId, name, type: 'New', extra: '' };
}

/** A name as compared for "the same person": lowercased, single-spaced, commas dropped. */
export function normalName(name: string): string {
  return name
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .join(' ');
}

/** The name a group carries until someone is named for it (SPEC §4: 'Speaker {id}'). */
export const placeholderName = (speakerId: number): string => `Speaker ${speakerId}`;

/**
 * A name that names no one: the group's own placeholder, or any 'Speaker {n}' (another group's,
 * typed or left over). Locking one in stores it as the speaker, so it is confirmed first.
 */
export function isPlaceholderName(name: string, speakerId: number): boolean {
  const n = normalName(name);
  return n === normalName(placeholderName(speakerId)) || /^speaker \d+$/.test(n);
}
