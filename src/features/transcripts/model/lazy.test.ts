import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { generateTranscript } from '../../../../mocks/seed/transcripts';
import { findHearing } from '../../../../mocks/seed/transcripts-hearings';
import { findHits } from './find';
import {
  allParsed,
  firstFault,
  lazyParagraphs,
  type ParagraphCheck,
  parseAll,
  splitTranscriptAnswer,
  whenParsed,
  wordsAbout,
  wordsOf,
} from './lazy';
import { paragraph } from './testing';
import { buildTimeline } from './timeline';
import { countWords, type Paragraph, type Transcript } from './types';

const answer = (transcript: Transcript, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 7, state: 'TX', transcript, ...extra });
// The same answer as other servers lay it out: spaced (Python's ", " and ": "), indented. JSON strings hold
// no raw line breaks, so those are all between tokens.
const layouts = {
  compact: (t: Transcript, extra?: Record<string, unknown>) => answer(t, extra),
  spaced: (t: Transcript, extra?: Record<string, unknown>) =>
    JSON.stringify({ id: 7, state: 'TX', transcript: t, ...extra }, null, 1).replace(/\n\s*/g, ' '),
  python: (t: Transcript, extra?: Record<string, unknown>) =>
    answer(t, extra).replace(
      /("(?:[^"\\]|\\.)*")|([,:])/g,
      (_m, str: string | undefined, sep: string) => str ?? `${sep} `,
    ),
  indented: (t: Transcript, extra?: Record<string, unknown>) =>
    JSON.stringify({ id: 7, state: 'TX', transcript: t, ...extra }, null, 2),
};
const layout = fc.constantFrom(...Object.values(layouts));

// Words (and a field after the transcript) holding what could be taken for the text's seams.
const tricky = fc.constantFrom('}],[{', '}],[{"word":', '"}],[{"', '}]]', '}]]}', '\\', '"', '{', ']', 'é');
const text = fc.oneof(
  fc.string({ maxLength: 4 }),
  tricky,
  fc.tuple(fc.string({ maxLength: 3 }), tricky).map(([a, b]) => a + b),
);
const word = fc.record({
  word: text,
  startTime: fc.constant('1.00'),
  endTime: fc.constant('2.00'),
  speaker: text,
});
const transcript = fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
const after = fc.option(fc.record({ note: text }), { nil: undefined });

const noCheck: ParagraphCheck = () => null;

describe('a transcript answer cut into its paragraphs without parsing it', () => {
  it('is cut exactly where it is cut at all: the same paragraphs and the same envelope', () => {
    let cut = 0;
    fc.assert(
      fc.property(transcript, after, layout, (t, extra, lay) => {
        const split = splitTranscriptAnswer(lay(t, extra));
        if (!split) return;
        cut++;
        expect(split.paragraphs.map((p) => JSON.parse(p))).toEqual(t);
        expect(split.envelope).toEqual(JSON.parse(answer([], extra)));
      }),
      { numRuns: 1000 },
    );
    // Not a property that holds by cutting nothing.
    expect(cut).toBeGreaterThan(50);
  });

  it('is cut whenever no word holds a seam, however the text is laid out, and the 50,000-word hearing is', () => {
    const plain = fc.array(
      fc.array(
        fc.record({
          word: fc.string(),
          startTime: fc.constant('1.00'),
          endTime: fc.constant('2.00'),
          speaker: fc.string(),
        }),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(plain, layout, (t, lay) => {
        fc.pre(!t.flat().some((w) => /[{}[\]]/.test(w.word + w.speaker)));
        expect(splitTranscriptAnswer(lay(t))?.paragraphs.map((p) => JSON.parse(p))).toEqual(t);
      }),
    );
    const hearing = findHearing('TX', 4101);
    if (!hearing) throw new Error('no TX 4101 in the seed');
    const t = generateTranscript(hearing);
    expect(splitTranscriptAnswer(answer(t))?.paragraphs.length).toBe(t.length);
  });

  it('is left whole when a word holds a seam, or when it is no transcript', () => {
    const seam = [paragraph('a}],[{"b":'), paragraph('c')];
    // The seam inside the word is escaped ("}],[{\"b\":"): never taken for one between paragraphs.
    expect(splitTranscriptAnswer(answer(seam))).toBeUndefined();
    expect(splitTranscriptAnswer(answer([]))).toBeUndefined();
    expect(splitTranscriptAnswer('{"message":"Hearing not found"}')).toBeUndefined();
  });
});

describe('paragraphs parsed when first used', () => {
  const t = [paragraph('one', 'two'), paragraph('three'), paragraph('four', 'five', 'six')];
  const texts = t.map((p) => JSON.stringify(p));

  it('read as the paragraphs they stand for, each parsed and checked once, on its first use', () => {
    const check = vi.fn<ParagraphCheck>(() => null);
    const lazy = lazyParagraphs(texts, check);
    expect(check).not.toHaveBeenCalled();
    expect(lazy[1]?.[0]?.word).toBe('three');
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith(t[1], 1);
    expect(allParsed(lazy)).toBe(false);
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(t));
    expect(lazy).toEqual(t);
    expect(check).toHaveBeenCalledTimes(3);
    expect(allParsed(lazy)).toBe(true);
  });

  it('serve the model as any paragraphs: count, find, timeline, edits by copy', () => {
    const lazy = lazyParagraphs(texts, noCheck);
    expect(countWords(lazy)).toBe(6);
    expect(findHits(lazy, 'four', { matchCase: false, wholeWords: true })).toEqual(
      findHits(t, 'four', { matchCase: false, wholeWords: true }),
    );
    expect(buildTimeline(lazyParagraphs(texts, noCheck))).toEqual(buildTimeline(t));
    expect([...(lazy[2] as Paragraph).slice(1)]).toEqual(t[2]?.slice(1));
  });

  it('tell their size before they are parsed, roughly, and exactly after', () => {
    const lazy = lazyParagraphs(texts, noCheck);
    const guess = wordsAbout(lazy[2]);
    expect(guess).toBeGreaterThanOrEqual(1);
    expect(allParsed(lazy)).toBe(false);
    expect(wordsOf(lazy[2] as Paragraph)).toEqual(t[2]);
    expect(wordsAbout(lazy[2])).toBe(3);
    expect(wordsAbout(undefined)).toBe(0);
  });

  it('a paragraph refused by its check, or not JSON, is empty and says why', () => {
    const lazy = lazyParagraphs([texts[0] as string, '[{"word":', texts[2] as string], (_words, p) =>
      p === 2 ? `paragraph ${p + 1} is wrong` : null,
    );
    parseAll(lazy);
    expect(lazy[0]).toEqual(t[0]);
    expect(lazy[1]).toEqual([]);
    expect(lazy[2]).toEqual([]);
    expect(firstFault(lazy)).toBe('paragraph 2 is not valid JSON');
    expect(firstFault(lazy.slice(2))).toBe('paragraph 3 is wrong');
    expect(firstFault(t)).toBeNull();
  });

  it('are all parsed in the background once asked, in tasks of their own', async () => {
    const lazy = lazyParagraphs(texts, noCheck);
    const waiting = new AbortController().signal;
    const done = whenParsed(lazy, waiting);
    expect(allParsed(lazy)).toBe(false);
    expect(whenParsed(lazy, waiting)).toBe(done);
    await done;
    expect(allParsed(lazy)).toBe(true);
    await expect(whenParsed(t, waiting)).resolves.toBeUndefined();
  });

  it('stop being parsed when all who waited have left, and go on from there when asked again', async () => {
    const lazy = lazyParagraphs(texts, noCheck);
    const [editor, timeline] = [new AbortController(), new AbortController()];
    const first = whenParsed(lazy, editor.signal);
    void whenParsed(lazy, timeline.signal);
    editor.abort();
    // One still waits: the run goes on.
    await first;
    expect(allParsed(lazy)).toBe(true);

    const again = lazyParagraphs(texts, noCheck);
    const left = new AbortController();
    void whenParsed(again, left.signal);
    left.abort();
    // Another run, started after it, ends: the stopped one had its turn and did nothing.
    await whenParsed(lazyParagraphs(texts, noCheck), new AbortController().signal);
    expect(allParsed(again)).toBe(false);
    void again[0]?.length;
    await whenParsed(again, new AbortController().signal);
    expect(allParsed(again)).toBe(true);
  });
});
