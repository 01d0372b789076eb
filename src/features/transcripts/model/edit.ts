// Replacing a span of words. Only the paragraphs the span touches are rebuilt; the others keep
// their identity. Line i of the new text becomes paragraph i: the first line joins the words
// before the span in its first paragraph, the last line the words after it in its last one.
import { spreadWords } from './spread';
import type { Paragraph, Transcript, Word, WordRange } from './types';

/**
 * How the new words get their times. `spread`: evenly across the span (the popup, SPEC §5).
 * `keep`: when the number of words is unchanged, each keeps the time and speaker of the word it
 * replaces (find and replace fixing a spelling); otherwise as `spread`.
 */
export type Timing = 'spread' | 'keep';

/** The transcript with `range` replaced by `lines`; null when `lines` holds no word. */
export function replaceRange(
  t: Transcript,
  range: WordRange,
  lines: readonly (readonly string[])[],
  timing: Timing,
): Transcript | null {
  const { start, end } = range;
  const lineWords = lines.filter((l) => l.length > 0);
  if (lineWords.length === 0) return null;
  const first = t[start.p];
  const last = t[end.p];
  if (!first || !last) return null;

  const old: Word[] = [];
  const speakers: string[] = [];
  for (let p = start.p; p <= end.p; p++) {
    const para = t[p] ?? [];
    const from = p === start.p ? start.w : 0;
    const to = p === end.p ? end.w : para.length - 1;
    const slice = para.slice(from, to + 1);
    old.push(...slice);
    speakers.push(slice[0]?.speaker ?? para[0]?.speaker ?? '');
  }
  const firstOld = old[0];
  const lastOld = old[old.length - 1];
  if (!firstOld || !lastOld) return null;

  const flat = lineWords.flat();
  const keep = timing === 'keep' && flat.length === old.length;
  const timed = keep
    ? flat.map((word, i) => ({ ...(old[i] as Word), word }))
    : spreadWords(flat, firstOld.startTime, lastOld.endTime);

  const paragraphs: Word[][] = [];
  let k = 0;
  lineWords.forEach((line, i) => {
    const speaker = speakers[Math.min(i, speakers.length - 1)] ?? '';
    const para: Word[] = [];
    for (let j = 0; j < line.length; j++, k++) {
      const w = timed[k] as Word;
      para.push(keep ? w : { ...w, speaker });
    }
    paragraphs.push(para);
  });
  const before = first.slice(0, start.w);
  const after = last.slice(end.w + 1);
  paragraphs[0] = [...before, ...(paragraphs[0] ?? [])];
  paragraphs[paragraphs.length - 1] = [...(paragraphs[paragraphs.length - 1] ?? []), ...after];

  const out: Paragraph[] = t.slice(0, start.p);
  out.push(...paragraphs);
  for (let p = end.p + 1; p < t.length; p++) out.push(t[p] as Paragraph);
  return out;
}
