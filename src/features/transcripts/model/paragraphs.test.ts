import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesText, rangeWords, splitParagraphs } from './paragraphs';
import type { Word } from './types';

const w = (word: string, speaker = 'S'): Word => ({ word, startTime: '1.00', endTime: '2.00', speaker });

describe('splitting the popup text into paragraphs', () => {
  it('makes one paragraph per line and splits words on any white space', () => {
    expect(splitParagraphs('Thank you,  Madam Chair.\n\tMembers\u00a0we have\r\na quorum')).toEqual([
      ['Thank', 'you,', 'Madam', 'Chair.'],
      ['Members', 'we', 'have'],
      ['a', 'quorum'],
    ]);
  });

  it('gives nothing for empty text or text with no words', () => {
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs('  \n \t\n')).toEqual([]);
  });

  it('drops blank lines between paragraphs', () => {
    expect(splitParagraphs('one\n\n\ntwo')).toEqual([['one'], ['two']]);
  });

  it('reads back what linesText wrote', () => {
    const word = fc.stringMatching(/^[^\s]{1,8}$/);
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 6 }), { maxLength: 6 }), (lines) => {
        expect(splitParagraphs(linesText(lines))).toEqual(lines);
      }),
    );
  });

  it('gives the selected words one line per paragraph', () => {
    const t = [[w('a'), w('b'), w('c')], [w('d')], [w('e'), w('f')]];
    expect(linesText(rangeWords(t, { start: { p: 0, w: 1 }, end: { p: 2, w: 0 } }))).toBe('b c\nd\ne');
  });
});
