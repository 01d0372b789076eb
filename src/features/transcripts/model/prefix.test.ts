import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateTranscript } from '../../../../mocks/seed/transcripts';
import { findHearing } from '../../../../mocks/seed/transcripts-hearings';
import { transcriptPrefix } from './prefix';
import { countWords, type Transcript } from './types';

const answer = (transcript: Transcript) => JSON.stringify({ id: 7, state: 'TX', transcript });

// Words whose text holds what could be taken for the end of a paragraph: quotes, brackets, braces,
// backslashes, and the sequence }] itself.
const tricky = fc.constantFrom('}]', '"}]', '\\', '\\"}],[{', ']', '[', '{', '}', ',', 'é', '😀');
const text = fc.oneof(
  fc.string({ maxLength: 6 }),
  tricky,
  fc.tuple(fc.string({ maxLength: 3 }), tricky).map(([a, b]) => a + b),
);
// Speakers as long as real words take in an answer (about 80 bytes), tricks anywhere in them.
const speaker = fc
  .tuple(text, fc.string({ minLength: 60, maxLength: 90 }), text)
  .map((parts) => parts.join(''));
const word = fc.record({
  word: text,
  startTime: fc.constant('10.00'),
  endTime: fc.constant('12.50'),
  speaker,
});
const transcript = fc.array(fc.array(word, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

describe('the first paragraphs of a transcript answer still arriving', () => {
  it('are always whole paragraphs from the start of the answer, holding at least the words asked for', () => {
    let found = 0;
    fc.assert(
      fc.property(transcript, fc.nat(), fc.integer({ min: 1, max: 12 }), (t, at, minWords) => {
        const whole = answer(t);
        const got = transcriptPrefix(whole.slice(0, at % (whole.length + 1)), minWords);
        if (got === undefined) return;
        found++;
        expect(countWords(got as Transcript)).toBeGreaterThanOrEqual(minWords);
        expect(got).toEqual(t.slice(0, got.length));
      }),
      { numRuns: 500 },
    );
    // Not a property that holds by finding nothing.
    expect(found).toBeGreaterThan(50);
  });

  it('are found once the whole answer is there and has the words (words as long as real ones)', () => {
    fc.assert(
      fc.property(transcript, fc.integer({ min: 1, max: 12 }), (t, minWords) => {
        const got = transcriptPrefix(answer(t), minWords);
        if (countWords(t) < minWords) expect(got).toBeUndefined();
        else expect(countWords(got as Transcript)).toBeGreaterThanOrEqual(minWords);
      }),
    );
  });

  it('are found in the beginning of the 50,000-word hearing, with a screen of words', () => {
    const hearing = findHearing('TX', 4101);
    if (!hearing) throw new Error('no TX 4101 in the seed');
    const t = generateTranscript(hearing);
    const whole = answer(t);
    expect(whole.length).toBeGreaterThan(3_000_000);
    const found = transcriptPrefix(whole.slice(0, 64 * 1024), 600);
    if (!found) throw new Error('no preview in the first 64 KiB');
    expect(countWords(found as Transcript)).toBeGreaterThanOrEqual(600);
    expect(found).toEqual(t.slice(0, found.length));
  });

  it('wait while too few words have arrived, or when the text is not a transcript answer', () => {
    const t = [[{ word: 'Order.', startTime: '1.00', endTime: '2.00', speaker: 'Chair' }]];
    const whole = answer(t);
    expect(transcriptPrefix(whole, 2)).toBeUndefined();
    expect(transcriptPrefix(whole.slice(0, whole.indexOf('}]')), 1)).toBeUndefined();
    expect(transcriptPrefix('{"message":"Hearing not found"}', 1)).toBeUndefined();
    expect(transcriptPrefix('', 1)).toBeUndefined();
  });

  it('skip an end of paragraph that is inside a word', () => {
    const t = [
      [
        { word: 'x', startTime: '0.00', endTime: '1.00', speaker: 'S'.repeat(100) },
        { word: 'a"}]', startTime: '1.00', endTime: '2.00', speaker: 'S' },
        { word: 'b', startTime: '2.00', endTime: '3.00', speaker: 'S' },
      ],
      [{ word: 'c', startTime: '3.00', endTime: '4.00', speaker: 'S' }],
    ];
    expect(transcriptPrefix(answer(t), 1)).toEqual([t[0]]);
  });
});
