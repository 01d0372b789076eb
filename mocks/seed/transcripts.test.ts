import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UpdateTranscriptBody } from '../../src/api/gen/zod/bill/bill.zod.ts';
import { generateTranscript, type Word } from './transcripts.ts';
import { findHearing, HEARINGS, streamPath } from './transcripts-hearings.ts';
import { decodePatch, encodePatch } from './transcripts-patch.ts';

const TIME = /^[0-9]+\.[0-9]{2}$/;
const big = findHearing('TX', 4101);

/** Seconds a playlist of the mock's test stream lasts (the sum of its segments). */
function playlistSeconds(path: string): number {
  const text = readFileSync(`mocks/public${path}`, 'utf8');
  return [...text.matchAll(/^#EXTINF:([0-9.]+),/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

describe('generated transcripts', () => {
  it('gives every hearing a video at least as long as the hearing, so any word can be played from', () => {
    for (const h of HEARINGS) {
      expect(playlistSeconds(streamPath(h)), `${h.state} ${h.VideoID}`).toBeGreaterThanOrEqual(
        h.minutes * 60,
      );
    }
  });

  it('has hearings for TX and LA only, across several committees', () => {
    expect(new Set(HEARINGS.map((h) => h.state))).toEqual(new Set(['TX', 'LA']));
    for (const state of ['TX', 'LA']) {
      expect(new Set(HEARINGS.filter((h) => h.state === state).map((h) => h.Committee)).size).toBeGreaterThan(
        5,
      );
    }
  });

  it('makes the three-hour hearing exactly 50,000 words, the same on every call', () => {
    if (!big) throw new Error('TX 4101 is missing');
    const a = generateTranscript(big);
    expect(a.flat()).toHaveLength(50_000);
    expect(generateTranscript(big)).toEqual(a);
    const last = a.at(-1)?.at(-1);
    expect(Number(last?.endTime) / 10).toBeLessThanOrEqual(180 * 60);
    expect(Number(last?.endTime) / 10).toBeGreaterThan(179 * 60);
  });

  it('makes the twelve-hour hearing exactly 150,000 words within its twelve hours', () => {
    const day = findHearing('TX', 4111);
    if (!day) throw new Error('TX 4111 is missing');
    const words = generateTranscript(day);
    expect(words.flat()).toHaveLength(150_000);
    const last = words.at(-1)?.at(-1);
    expect(Number(last?.endTime) / 10).toBeLessThanOrEqual(720 * 60);
    expect(Number(last?.endTime) / 10).toBeGreaterThan(719 * 60);
  });

  it('gives every hearing words the console may save back as they are (the request’s text rule)', () => {
    for (const h of HEARINGS) {
      const sent = UpdateTranscriptBody.safeParse({
        state: h.state,
        id: h.VideoID,
        newTranscript: generateTranscript(h),
      });
      expect(sent.success ? [] : sent.error.issues.slice(0, 3), `${h.state} ${h.VideoID}`).toEqual([]);
    }
  });

  it('gives every word two-decimal times that never go backwards', () => {
    for (const h of HEARINGS.filter((x) => x.minutes < 30)) {
      let previous = 0;
      for (const w of generateTranscript(h).flat()) {
        expect(w.startTime).toMatch(TIME);
        expect(w.endTime).toMatch(TIME);
        expect(Number(w.startTime)).toBeGreaterThanOrEqual(previous);
        expect(Number(w.endTime)).toBeGreaterThan(Number(w.startTime));
        previous = Number(w.endTime);
      }
    }
  });
});

describe('transcript patches', () => {
  const word = fc.record({
    word: fc.constantFrom('a', 'b', 'c'),
    startTime: fc.constantFrom('1.00', '2.00'),
    endTime: fc.constant('3.00'),
    speaker: fc.constantFrom('S1', 'S2'),
  });
  const transcript = fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { maxLength: 12 });

  it('decodes to exactly the edited transcript', () => {
    fc.assert(
      fc.property(transcript, transcript, (base: Word[][], next: Word[][]) => {
        expect(decodePatch(base, encodePatch(base, next))).toEqual(next);
      }),
    );
  });

  it('keeps one edited paragraph of a 50,000-word transcript in a few kilobytes', () => {
    if (!big) throw new Error('TX 4101 is missing');
    const base = generateTranscript(big);
    const next = base.map((p, i) => (i === 300 ? p.map((w) => ({ ...w, word: 'edited' })) : p));
    expect(JSON.stringify(encodePatch(base, next)).length).toBeLessThan(20_000);
  });
});
