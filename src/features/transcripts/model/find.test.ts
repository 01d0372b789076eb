import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findHits, paragraphText } from './find';
import { replaceHits } from './replace';
import type { Transcript, Word } from './types';

const para = (text: string, start = 0): Word[] =>
  text.split(' ').map((word, i) => ({
    word,
    startTime: `${start + i}.00`,
    endTime: `${start + i}.50`,
    speaker: 'S',
  }));
const opts = { matchCase: false, wholeWords: false };

describe('find across the transcript', () => {
  const t: Transcript = [para('The bill is left pending.'), para('The House Bill number 12', 10)];

  it('finds words case-insensitively, with their paragraph and words', () => {
    expect(findHits(t, 'bill', opts)).toEqual([
      { p: 0, w0: 1, w1: 1, from: 4, to: 8 },
      { p: 1, w0: 2, w1: 2, from: 10, to: 14 },
    ]);
  });

  it('finds a phrase across words, and nothing across paragraphs', () => {
    expect(findHits(t, 'left  pending', opts)).toEqual([{ p: 0, w0: 3, w1: 4, from: 12, to: 24 }]);
    expect(findHits(t, 'pending. The', opts)).toEqual([]);
  });

  it('honours match case and whole words', () => {
    expect(findHits(t, 'Bill', { matchCase: true, wholeWords: false })).toHaveLength(1);
    expect(findHits(t, 'pend', { matchCase: false, wholeWords: true })).toEqual([]);
    expect(findHits(t, 'pending', { matchCase: false, wholeWords: true })).toHaveLength(1);
  });

  it('finds nothing for an empty query', () => {
    expect(findHits(t, '   ', opts)).toEqual([]);
  });

  it('finds exactly the non-overlapping occurrences, each spelling the query', () => {
    const word = fc.stringMatching(/^[abAB]{1,4}$/);
    fc.assert(
      fc.property(
        fc.array(fc.array(word, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        fc.stringMatching(/^[ab]{1,3}$/),
        (words, q) => {
          const tr: Transcript = words.map((ws) => para(ws.join(' ')));
          const hits = findHits(tr, q, opts);
          let expected = 0;
          for (const p of tr) {
            const text = paragraphText(p).text.toLowerCase();
            for (let at = text.indexOf(q); at !== -1; at = text.indexOf(q, at + q.length)) expected++;
          }
          expect(hits).toHaveLength(expected);
          for (const h of hits) {
            const p = tr[h.p] as Word[];
            expect(paragraphText(p).text.slice(h.from, h.to).toLowerCase()).toBe(q);
            expect(h.w0).toBeLessThanOrEqual(h.w1);
          }
        },
      ),
    );
  });
});

describe('replacing hits', () => {
  it('keeps the times when a word is respelled', () => {
    const t: Transcript = [para('Senater Smith spoke')];
    const out = replaceHits(t, findHits(t, 'senater', opts), 'Senator');
    expect(out[0]?.[0]).toEqual({ word: 'Senator', startTime: '0.00', endTime: '0.50', speaker: 'S' });
  });

  it('replaces several hits inside one word together', () => {
    const t: Transcript = [para('banana split')];
    expect(replaceHits(t, findHits(t, 'a', opts), 'o')[0]?.map((w) => w.word)).toEqual(['bonono', 'split']);
  });

  it('spreads a replacement with more words over the hit’s words', () => {
    const t: Transcript = [para('one HB12 two')];
    const out = replaceHits(t, findHits(t, 'HB12', opts), 'House Bill 12');
    expect(out[0]?.map((w) => [w.word, w.startTime, w.endTime])).toEqual([
      ['one', '0.00', '0.50'],
      ['House', '1.00', '1.16'],
      ['Bill', '1.16', '1.33'],
      ['12', '1.33', '1.50'],
      ['two', '2.00', '2.50'],
    ]);
  });

  it('removes words replaced by nothing, and a paragraph left empty', () => {
    const t: Transcript = [para('um'), para('well um yes')];
    const out = replaceHits(t, findHits(t, 'um', { matchCase: false, wholeWords: true }), '');
    expect(out.map((p) => p.map((w) => w.word))).toEqual([['well', 'yes']]);
  });

  it('keeps untouched paragraphs as they were', () => {
    const t: Transcript = [para('alpha'), para('beta')];
    expect(replaceHits(t, findHits(t, 'beta', opts), 'gamma')[0]).toBe(t[0]);
  });
});
