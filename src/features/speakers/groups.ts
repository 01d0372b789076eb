// A video's pending segments grouped by diarised SpeakerID (SPEC §4), and the local edits of the
// speaker flow: reassigning a segment, removing the segments of a lock-in. Times are the contract's
// "seconds times ten".
import type { SpeakerSegment } from '../../api/gen/model';

export interface SegmentGroup {
  readonly speakerId: number;
  /** In time order. */
  readonly segments: readonly SpeakerSegment[];
  /** Total talk time, tenths of a second. */
  readonly talk: number;
}

const byStart = (a: SpeakerSegment, b: SpeakerSegment) =>
  a.StartTime - b.StartTime || a.SpeakerSegmentID - b.SpeakerSegmentID;

const segmentLength = (s: SpeakerSegment): number => Math.max(0, s.EndTime - s.StartTime);

function group(speakerId: number, segments: SpeakerSegment[]): SegmentGroup {
  segments.sort(byStart);
  let talk = 0;
  for (const s of segments) talk += segmentLength(s);
  return { speakerId, segments, talk };
}

/** The groups, by SpeakerID ascending. */
export function groupSegments(segments: readonly SpeakerSegment[]): SegmentGroup[] {
  const by = new Map<number, SpeakerSegment[]>();
  for (const s of segments) {
    const list = by.get(s.SpeakerID);
    if (list) list.push(s);
    else by.set(s.SpeakerID, [s]);
  }
  return [...by.entries()].sort(([a], [b]) => a - b).map(([id, list]) => group(id, list));
}

/** Moves one segment to the group `to` (created if new); a group left empty disappears. */
export function reassignSegment(
  groups: readonly SegmentGroup[],
  segmentId: number,
  to: number,
): SegmentGroup[] {
  const all = groups.flatMap((g) =>
    g.segments.map((s) => (s.SpeakerSegmentID === segmentId ? { ...s, SpeakerID: to } : s)),
  );
  return groupSegments(all);
}

/** The segments left once `ids` are gone; a group left empty disappears. */
export function removeSegments(groups: readonly SegmentGroup[], ids: readonly number[]): SegmentGroup[] {
  const gone = new Set(ids);
  return groupSegments(groups.flatMap((g) => g.segments.filter((s) => !gone.has(s.SpeakerSegmentID))));
}

/** The group to select once group `removed` is no longer among `groups`: the one that followed it
 * (groups are in SpeakerID order), else the last one. */
export function nextGroupId(groups: readonly SegmentGroup[], removed: number): number | null {
  const after = groups.find((g) => g.speakerId > removed) ?? groups.at(-1);
  return after?.speakerId ?? null;
}

export function totalTalk(groups: readonly SegmentGroup[]): number {
  let t = 0;
  for (const g of groups) t += g.talk;
  return t;
}
