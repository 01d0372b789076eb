// The word being spoken at a moment of the video: every word's start in one typed array, searched
// by bisection, so the playback highlight costs microseconds per frame even at 50,000 words.
import { wordsOf } from './lazy';
import { toUnits } from './times';
import type { Transcript, WordPos } from './types';

export interface Timeline {
  /** Start of each word, in units (hundredths of the contract's tenths of a second). */
  starts: Int32Array;
  paragraph: Int32Array;
  word: Int32Array;
}

export function buildTimeline(transcript: Transcript): Timeline {
  const t = transcript.map(wordsOf);
  let n = 0;
  for (const p of t) n += p.length;
  const starts = new Int32Array(n);
  const paragraph = new Int32Array(n);
  const word = new Int32Array(n);
  let i = 0;
  let sorted = true;
  t.forEach((para, p) => {
    para.forEach((w, j) => {
      starts[i] = toUnits(w.startTime);
      paragraph[i] = p;
      word[i] = j;
      if (i > 0 && (starts[i] as number) < (starts[i - 1] as number)) sorted = false;
      i++;
    });
  });
  if (sorted) return { starts, paragraph, word };
  // Times out of order (hand-edited data): search a sorted copy.
  const order = Array.from({ length: n }, (_, k) => k).sort(
    (a, b) => (starts[a] as number) - (starts[b] as number),
  );
  return {
    starts: Int32Array.from(order, (k) => starts[k] as number),
    paragraph: Int32Array.from(order, (k) => paragraph[k] as number),
    word: Int32Array.from(order, (k) => word[k] as number),
  };
}

/** The last word that has started at `seconds` of video, or null before the first word. */
export function wordAtTime(tl: Timeline, seconds: number): WordPos | null {
  const units = Math.round(seconds * 1000);
  const { starts } = tl;
  if (starts.length === 0 || (starts[0] as number) > units) return null;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= units) lo = mid;
    else hi = mid - 1;
  }
  return { p: tl.paragraph[lo] as number, w: tl.word[lo] as number };
}
