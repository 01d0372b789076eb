import { describe, expect, it } from 'vitest';
import type { SpeakerSegment } from '../../api/gen/model';
import { clock } from '../../lib/clock';
import { assignmentReducer, initialAssignment } from './assignment-state';
import { assignedSpeaker, type Candidate, isPlaceholderName, memberExtra, toCandidates } from './candidates';
import { groupSegments } from './groups';
import { sameSpeakerElsewhere } from './locked-speakers';
import { duration, segmentRange, segmentTitle } from './time-format';

const seg = (id: number, speaker: number, start: number, end: number): SpeakerSegment => ({
  SpeakerSegmentID: id,
  SpeakerID: speaker,
  StartTime: start,
  EndTime: end,
});
const segments = [seg(1, 2, 100, 160), seg(2, 1, 0, 95), seg(3, 2, 300, 310), seg(4, 7, 400, 450)];
const member: Candidate = { id: 1001, name: 'Ana Garza', type: 'Member', extra: 'x' };

describe('groups', () => {
  it('groups by SpeakerID ascending, segments in time order, with talk time', () => {
    const groups = groupSegments(segments);
    expect(groups.map((g) => g.speakerId)).toEqual([1, 2, 7]);
    expect(groups[1]?.segments.map((s) => s.SpeakerSegmentID)).toEqual([1, 3]);
    expect(groups[1]?.talk).toBe(70);
  });
});

describe('assignment flow', () => {
  it('selects the first group', () => {
    expect(initialAssignment(segments).selected).toBe(1);
    expect(initialAssignment([]).selected).toBeNull();
  });

  it('lock-in removes the group and selects the one that followed it, then none', () => {
    let s = initialAssignment(segments);
    s = assignmentReducer(s, { type: 'select', speakerId: 2 });
    s = assignmentReducer(s, { type: 'lockedIn', speakerId: 2, segmentIds: [1, 3] });
    expect(s.groups.map((g) => g.speakerId)).toEqual([1, 7]);
    expect(s.selected).toBe(7);
    s = assignmentReducer(s, { type: 'lockedIn', speakerId: 7, segmentIds: [4] });
    expect(s.selected).toBe(1);
    s = assignmentReducer(s, { type: 'lockedIn', speakerId: 1, segmentIds: [2] });
    expect(s.groups).toEqual([]);
    expect(s.selected).toBeNull();
  });

  it('a lock-in removes the segments it sent: one moved into its group while saving stays', () => {
    let s = initialAssignment(segments);
    // Speaker 1's lock-in sends segment 2; meanwhile segment 1 moves from Speaker 2 to Speaker 1.
    s = assignmentReducer(s, { type: 'select', speakerId: 2 });
    s = assignmentReducer(s, { type: 'reassign', segmentId: 1, to: 1 });
    s = assignmentReducer(s, { type: 'lockedIn', speakerId: 1, segmentIds: [2] });
    expect(s.groups.map((g) => [g.speakerId, g.segments.map((x) => x.SpeakerSegmentID)])).toEqual([
      [1, [1]],
      [2, [3]],
      [7, [4]],
    ]);
    expect(s.selected).toBe(2);
    // A segment sent with Speaker 2 and moved out of it while saving leaves too.
    s = assignmentReducer(s, { type: 'reassign', segmentId: 3, to: 7 });
    s = assignmentReducer(s, { type: 'lockedIn', speakerId: 2, segmentIds: [3] });
    expect(s.groups.map((g) => [g.speakerId, g.segments.map((x) => x.SpeakerSegmentID)])).toEqual([
      [1, [1]],
      [7, [4]],
    ]);
    expect(s.selected).toBe(7);
  });

  it('reassign moves one segment locally; an emptied group disappears and the selection follows', () => {
    let s = initialAssignment(segments);
    s = assignmentReducer(s, { type: 'reassign', segmentId: 1, to: 9 });
    expect(s.groups.map((g) => [g.speakerId, g.segments.map((x) => x.SpeakerSegmentID)])).toEqual([
      [1, [2]],
      [2, [3]],
      [7, [4]],
      [9, [1]],
    ]);
    s = assignmentReducer(s, { type: 'reassign', segmentId: 2, to: 7 });
    expect(s.groups.map((g) => g.speakerId)).toEqual([2, 7, 9]);
    expect(s.selected).toBe(7);
  });
});

describe('candidates and what is sent', () => {
  it('members read District {d} • {party} • {chamber}', () => {
    expect(memberExtra({ district: '12', party: 'R', chamber: 'House' })).toBe('District 12 • R • House');
    const c = toCandidates({
      speakerSegments: [],
      lobbyists: [{ FilerID: 5, FilerName: 'Doe, Jo', Business: null }],
      members: [{ memberNumber: 9, name: 'Al Bo', district: '3', party: 'D', chamber: 'Senate' }],
      speakers: [{ id: 1, name: 'Cy Dee' }],
    });
    expect(c.map((x) => [x.type, x.id, x.extra])).toEqual([
      ['Existing', 1, ''],
      ['Member', 9, 'District 3 • D • Senate'],
      ['Lobbyist', 5, ''],
    ]);
  });

  it('a chosen candidate is sent as such; a name typed by hand is New with the group’s id', () => {
    expect(assignedSpeaker({ text: ' Ana Garza ', candidate: member }, 4)).toEqual({
      id: 1001,
      name: 'Ana Garza',
      type: 'Member',
      extra: 'x',
    });
    expect(assignedSpeaker({ text: 'Pat Doe', candidate: null }, 4)).toEqual({
      id: 4,
      name: 'Pat Doe',
      type: 'New',
      extra: '',
    });
  });

  it('finds the same person locked in for another group of the same video', () => {
    const who = { id: 1001, name: 'Ana Garza', type: 'Member' as const, extra: '' };
    const locked = [{ videoID: 1, speakerId: 2, who }];
    expect(sameSpeakerElsewhere(locked, 1, 3, who)?.speakerId).toBe(2);
    expect(
      sameSpeakerElsewhere(locked, 1, 3, { id: 3, name: 'ana  GARZA', type: 'New', extra: '' }),
    ).toBeDefined();
    expect(sameSpeakerElsewhere(locked, 1, 2, who)).toBeUndefined();
    expect(sameSpeakerElsewhere(locked, 2, 3, who)).toBeUndefined();
  });
});

describe('time text', () => {
  it('formats clocks, talk times and segment lines', () => {
    expect(clock(75.4)).toBe('1:15');
    expect(clock(3725)).toBe('1:02:05');
    expect(duration(45)).toBe('45 s');
    expect(duration(725)).toBe('12 min 05 s');
    expect(duration(3725)).toBe('1 h 02 min');
    expect(segmentTitle({ StartTime: 620, EndTime: 754 })).toBe('Segment from 1:02 to 1:15');
    expect(segmentRange({ StartTime: 620, EndTime: 754 })).toBe('62.0 s – 75.4 s · 13 s');
  });
});

describe('placeholder names', () => {
  it("the group's own 'Speaker {id}' and any 'Speaker {n}' name no one", () => {
    expect(isPlaceholderName('Speaker 1', 1)).toBe(true);
    expect(isPlaceholderName('  speaker   1 ', 1)).toBe(true);
    expect(isPlaceholderName('Speaker 12', 1)).toBe(true);
    expect(isPlaceholderName('Speaker', 1)).toBe(false);
    expect(isPlaceholderName('Speaker 1a', 1)).toBe(false);
    expect(isPlaceholderName('Ana Garza', 1)).toBe(false);
    expect(isPlaceholderName('Speaker Pelosi', 1)).toBe(false);
  });
});
