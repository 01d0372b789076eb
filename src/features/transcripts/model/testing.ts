// Test data for the transcript's tests (imported by tests only): a paragraph of words one second
// apart, and the edit that replaces one word.
import type { EditOp } from './ops';
import type { Paragraph } from './types';

/** A paragraph of the Chair's words, word i from i to i + 1 (times as the API writes them). */
export const paragraph = (...words: string[]): Paragraph =>
  words.map((word, i) => ({ word, startTime: `${i}.00`, endTime: `${i + 1}.00`, speaker: 'Chair' }));

/** Replaces word `w` of paragraph `p`, which must read `expect`, by `text` (times spread). */
export const wordEdit = (
  p: number,
  w: number,
  expect: string,
  text: string,
): Extract<EditOp, { kind: 'span' }> => ({
  kind: 'span',
  start: { p, w },
  end: { p, w },
  expect,
  text,
  timing: 'spread',
});
