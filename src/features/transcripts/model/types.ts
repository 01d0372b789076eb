// The transcript as the editor holds it: the contract's words, in immutable paragraphs. An edit
// builds new arrays only for the paragraphs it touches, so unchanged paragraphs keep their
// identity (React skips them, and per-paragraph caches stay valid).
import type { TranscriptWord } from '../../../api/gen/model';

export type Word = TranscriptWord;
export type Paragraph = readonly Word[];
export type Transcript = readonly Paragraph[];

/** A word's place: paragraph index and word index within it. */
export interface WordPos {
  p: number;
  w: number;
}

/** An inclusive span of words, `start` not after `end`. */
export interface WordRange {
  start: WordPos;
  end: WordPos;
}

export function comparePos(a: WordPos, b: WordPos): number {
  return a.p - b.p || a.w - b.w;
}

export function wordAt(t: Transcript, pos: WordPos): Word | undefined {
  return t[pos.p]?.[pos.w];
}

export function countWords(t: Transcript): number {
  let n = 0;
  for (const p of t) n += p.length;
  return n;
}
