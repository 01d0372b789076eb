import { describe, expect, it } from 'vitest';
import { paragraph as para } from './model/testing';
import { paragraphWord, rangeLength, stepWord } from './word-cursor';

const t = [para('a', 'b'), para(), para('c', 'd', 'e')];

describe('stepWord', () => {
  it('moves within a paragraph and across paragraphs, skipping empty ones', () => {
    expect(stepWord(t, { p: 0, w: 0 }, 1)).toEqual({ p: 0, w: 1 });
    expect(stepWord(t, { p: 0, w: 1 }, 1)).toEqual({ p: 2, w: 0 });
    expect(stepWord(t, { p: 2, w: 0 }, -1)).toEqual({ p: 0, w: 1 });
  });

  it('stops at either end', () => {
    expect(stepWord(t, { p: 0, w: 0 }, -1)).toBeNull();
    expect(stepWord(t, { p: 2, w: 2 }, 1)).toBeNull();
  });
});

describe('paragraphWord', () => {
  it("gives the next paragraph's first word or the previous one's last", () => {
    expect(paragraphWord(t, 0, 1)).toEqual({ p: 2, w: 0 });
    expect(paragraphWord(t, 2, -1)).toEqual({ p: 0, w: 1 });
    expect(paragraphWord(t, 2, 1)).toBeNull();
  });
});

describe('rangeLength', () => {
  it('counts the words of a span across paragraphs', () => {
    expect(rangeLength(t, { start: { p: 0, w: 1 }, end: { p: 2, w: 1 } })).toBe('3 words');
    expect(rangeLength(t, { start: { p: 2, w: 1 }, end: { p: 2, w: 1 } })).toBe('1 word');
  });
});
