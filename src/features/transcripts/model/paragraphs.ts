// The popup's text: one line per paragraph, words separated by white space.
import { comparePos, type Transcript, type WordRange } from './types';

/** Lines of words; lines without words are dropped, so empty text gives no paragraphs. */
export function splitParagraphs(text: string): string[][] {
  const out: string[][] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const words = line.split(/\s+/).filter((w) => w !== '');
    if (words.length > 0) out.push(words);
  }
  return out;
}

/** The words of a range, one array per paragraph it touches. */
export function rangeWords(t: Transcript, range: WordRange): string[][] {
  const out: string[][] = [];
  for (let p = range.start.p; p <= range.end.p; p++) {
    const para = t[p] ?? [];
    const from = p === range.start.p ? range.start.w : 0;
    const to = p === range.end.p ? range.end.w : para.length - 1;
    out.push(para.slice(from, to + 1).map((w) => w.word));
  }
  return out;
}

export function linesText(lines: readonly (readonly string[])[]): string {
  return lines.map((l) => l.join(' ')).join('\n');
}

/** Whether `range` points at existing words, start before end. */
export function isValidRange(t: Transcript, range: WordRange): boolean {
  const { start, end } = range;
  return (
    comparePos(start, end) <= 0 &&
    start.w >= 0 &&
    start.w < (t[start.p]?.length ?? 0) &&
    end.w >= 0 &&
    end.w < (t[end.p]?.length ?? 0)
  );
}
