import { afterEach, describe, expect, it } from 'vitest';
import type { SpeakerSegment } from '../../api/gen/model';
import { restoredAssignment } from './assignment-state';
import { type KeptAssignment, keptLine, keptLockInRefused, takeKeptAssignment } from './kept-assignment';

const KEY = 'speakers-kept:v1';
const put = (user: string, page: unknown) => sessionStorage.setItem(KEY, JSON.stringify({ user, page }));
const kept: KeptAssignment = {
  state: 'TX',
  videoID: 4107,
  moves: [[11, 2]],
  drafts: [
    [1, { text: 'Ana Garza', candidate: { id: 1001, name: 'Ana Garza', type: 'Member', extra: 'x' } }],
  ],
  selected: 2,
  lockIn: { speakerId: 1, refused: false },
};

afterEach(() => sessionStorage.clear());

describe('speaker work kept over a session that ended', () => {
  it('is given back once, to the same user, for the same video only', () => {
    put('demo', kept);
    expect(takeKeptAssignment('demo', 'TX', 4107)).toEqual(kept);
    expect(takeKeptAssignment('demo', 'TX', 4107)).toBeNull();
    put('demo', kept);
    expect(takeKeptAssignment('demo', 'TX', 4108)).toBeNull();
    put('demo', kept);
    expect(takeKeptAssignment('other', 'TX', 4107)).toBeNull();
  });

  it('drops what is not of its shape, keeping the rest', () => {
    put('demo', {
      ...kept,
      moves: [[11, 2], ['x', 2], [12], 'junk'],
      drafts: [
        [1, { text: 'Typed', candidate: { id: 'no' } }],
        [2, { text: 5 }],
      ],
      selected: 'one',
      lockIn: { speakerId: 1.5 },
    });
    expect(takeKeptAssignment('demo', 'TX', 4107)).toEqual({
      ...kept,
      drafts: [[1, { text: 'Typed', candidate: null }]],
      selected: null,
      lockIn: null,
    });
  });

  it('learns after the session ended that the lock-in on its way was refused', () => {
    put('demo', kept);
    keptLockInRefused(1);
    const back = takeKeptAssignment('demo', 'TX', 4107);
    expect(back?.lockIn).toEqual({ speakerId: 1, refused: true });
    expect(back && keptLine(back)).toBe(
      'Your session had ended, so the lock-in of Speaker 1 was refused and not saved. The names typed and segments moved are back: lock it in again.',
    );
    expect(keptLine({ ...kept, lockIn: null })).toBe(
      'The names typed and segments moved are back: your session ended before they were locked in.',
    );
  });

  it('moves again only the segments still pending, and keeps the group selected if it is there', () => {
    const seg = (id: number, speaker: number, start: number): SpeakerSegment => ({
      SpeakerSegmentID: id,
      SpeakerID: speaker,
      StartTime: start,
      EndTime: start + 10,
    });
    const segments = [seg(10, 1, 0), seg(11, 1, 20), seg(12, 2, 40)];
    const a = restoredAssignment(
      segments,
      [
        [11, 2],
        [99, 1],
      ],
      2,
    );
    expect(a.groups.map((g) => [g.speakerId, g.segments.map((s) => s.SpeakerSegmentID)])).toEqual([
      [1, [10]],
      [2, [11, 12]],
    ]);
    expect(a.selected).toBe(2);
    expect(restoredAssignment(segments, [], 7).selected).toBe(1);
  });
});
