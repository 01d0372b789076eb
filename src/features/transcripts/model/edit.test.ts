import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceRange } from './edit';
import { rangeWords } from './paragraphs';
import { fromUnits, toUnits } from './times';
import { countWords, type Transcript, type Word, type WordRange } from './types';

/** A transcript whose words are w0, w1, … with consecutive times, speaker per paragraph. */
function make(sizes: number[]): Transcript {
  let n = 0;
  return sizes.map((size, p) =>
    Array.from({ length: size }, () => {
      const i = n++;
      return {
        word: `w${i}`,
        startTime: fromUnits(i * 100),
        endTime: fromUnits(i * 100 + 80),
        speaker: `S${p}`,
      };
    }),
  );
}

const scenario = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }).chain((sizes) => {
  const total = sizes.reduce((a, b) => a + b, 0);
  const pos = (flat: number) => {
    let p = 0;
    let w = flat;
    while (w >= (sizes[p] as number)) w -= sizes[p++] as number;
    return { p, w };
  };
  return fc
    .tuple(fc.nat(total - 1), fc.nat(total - 1))
    .map(([a, b]) => ({ t: make(sizes), range: { start: pos(Math.min(a, b)), end: pos(Math.max(a, b)) } }));
});
const lines = fc.array(fc.array(fc.constantFrom('x', 'y', 'z'), { minLength: 1, maxLength: 5 }), {
  minLength: 1,
  maxLength: 4,
});

describe('replacing a span of words', () => {
  it('loses no word: before + new + after, in order', () => {
    fc.assert(
      fc.property(scenario, lines, ({ t, range }, ls) => {
        const out = replaceRange(t, range, ls, 'spread') as Transcript;
        const selected = rangeWords(t, range).flat().length;
        expect(countWords(out)).toBe(countWords(t) - selected + ls.flat().length);
        const flatOld = t.flat().map((w) => w.word);
        const flatNew = out.flat().map((w) => w.word);
        const startFlat = flatOld.indexOf(t[range.start.p]?.[range.start.w]?.word ?? '');
        expect(flatNew.slice(0, startFlat)).toEqual(flatOld.slice(0, startFlat));
        expect(flatNew.slice(startFlat, startFlat + ls.flat().length)).toEqual(ls.flat());
        expect(flatNew.slice(startFlat + ls.flat().length)).toEqual(flatOld.slice(startFlat + selected));
      }),
    );
  });

  it('keeps times in order and inside the selected span', () => {
    fc.assert(
      fc.property(scenario, lines, ({ t, range }, ls) => {
        const out = replaceRange(t, range, ls, 'spread') as Transcript;
        const times = out.flat().map((w) => [toUnits(w.startTime), toUnits(w.endTime)] as const);
        for (let i = 1; i < times.length; i++) {
          expect((times[i] as readonly number[])[0]).toBeGreaterThanOrEqual(
            (times[i - 1] as readonly number[])[1] as number,
          );
        }
      }),
    );
  });

  it('makes one paragraph per line, joined to the words around the span', () => {
    fc.assert(
      fc.property(scenario, lines, ({ t, range }, ls) => {
        const out = replaceRange(t, range, ls, 'spread') as Transcript;
        expect(out.length).toBe(t.length - (range.end.p - range.start.p + 1) + ls.length);
      }),
    );
  });

  it('keeps the untouched paragraphs as they were (same objects)', () => {
    const t = make([3, 3, 3, 3]);
    const out = replaceRange(
      t,
      { start: { p: 1, w: 1 }, end: { p: 2, w: 0 } },
      [['new']],
      'spread',
    ) as Transcript;
    expect(out[0]).toBe(t[0]);
    expect(out[2]).toBe(t[3]);
  });

  it('does nothing with no words', () => {
    const t = make([3]);
    const range: WordRange = { start: { p: 0, w: 0 }, end: { p: 0, w: 1 } };
    expect(replaceRange(t, range, [], 'spread')).toBeNull();
    expect(replaceRange(t, range, [[]], 'spread')).toBeNull();
  });

  it('spreads the new words evenly over the span and gives them the paragraph’s speaker', () => {
    const t = make([4]);
    // w1 is 1.00–1.80, w2 is 2.00–2.80: the span is 1.00–2.80.
    const out = replaceRange(t, { start: { p: 0, w: 1 }, end: { p: 0, w: 2 } }, [['a', 'b', 'c']], 'spread');
    expect(out?.[0]?.slice(1, 4)).toEqual<Word[]>([
      { word: 'a', startTime: '1.00', endTime: '1.60', speaker: 'S0' },
      { word: 'b', startTime: '1.60', endTime: '2.20', speaker: 'S0' },
      { word: 'c', startTime: '2.20', endTime: '2.80', speaker: 'S0' },
    ]);
  });

  it('keeps each word’s own time when asked and the count is unchanged', () => {
    const t = make([4]);
    const out = replaceRange(t, { start: { p: 0, w: 1 }, end: { p: 0, w: 2 } }, [['a', 'b']], 'keep');
    expect(out?.[0]?.[1]).toEqual({ ...t[0]?.[1], word: 'a' });
    expect(out?.[0]?.[2]).toEqual({ ...t[0]?.[2], word: 'b' });
  });
});
