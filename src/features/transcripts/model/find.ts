// Find across the whole transcript, on the words themselves (not the DOM, which holds only the
// paragraphs on screen). A paragraph's text is its words joined by single spaces; a hit is a run
// of characters in it, so a phrase may span words but not paragraphs. Results are cached per
// paragraph object, so after an edit only the rebuilt paragraphs are searched again.
import { wordsOf } from './lazy';
import type { Paragraph, Transcript } from './types';

export interface FindOptions {
  matchCase: boolean;
  wholeWords: boolean;
}

export interface Hit {
  /** Paragraph index. */
  p: number;
  /** First and last word of the hit. */
  w0: number;
  w1: number;
  /** Character offsets of the hit in the paragraph's text, end exclusive. */
  from: number;
  to: number;
}

interface ParagraphText {
  text: string;
  lower: string;
  /** Character offset of each word's start. */
  starts: number[];
}

const texts = new WeakMap<Paragraph, ParagraphText>();

export function paragraphText(para: Paragraph): ParagraphText {
  let t = texts.get(para);
  if (!t) {
    const words = wordsOf(para);
    const starts: number[] = [];
    let at = 0;
    for (const w of words) {
      starts.push(at);
      at += w.word.length + 1;
    }
    const text = words.map((w) => w.word).join(' ');
    t = { text, lower: lowerSameLength(text), starts };
    texts.set(para, t);
  }
  return t;
}

/** Lower case with every offset kept: the few characters whose lower case is longer (İ) stay. */
function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return Array.from(text, (c) => {
    const l = c.toLowerCase();
    return l.length === c.length ? l : c;
  }).join('');
}

/** The query as searched: trimmed, inner white space as one space. */
function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The word whose characters contain offset `at` (binary search over word starts). */
function wordIndex(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

type Cached = { key: string; hits: Omit<Hit, 'p'>[] };
const cache = new WeakMap<Paragraph, Cached>();

function paragraphHits(para: Paragraph, q: string, opts: FindOptions): Omit<Hit, 'p'>[] {
  const key = `${opts.matchCase ? 1 : 0}${opts.wholeWords ? 1 : 0}${q}`;
  const cached = cache.get(para);
  if (cached?.key === key) return cached.hits;
  const { text, lower, starts } = paragraphText(para);
  const hay = opts.matchCase ? text : lower;
  const needle = opts.matchCase ? q : q.toLowerCase();
  const hits: Omit<Hit, 'p'>[] = [];
  let at = hay.indexOf(needle);
  while (at !== -1) {
    const end = at + needle.length;
    const bounded =
      !opts.wholeWords || (!WORD_CHAR.test(text[at - 1] ?? '') && !WORD_CHAR.test(text[end] ?? ''));
    if (bounded) {
      hits.push({ w0: wordIndex(starts, at), w1: wordIndex(starts, end - 1), from: at, to: end });
      at = hay.indexOf(needle, end);
    } else {
      at = hay.indexOf(needle, at + 1);
    }
  }
  cache.set(para, { key, hits });
  return hits;
}

/** Every hit of `query`, in transcript order, not overlapping. */
export function findHits(t: Transcript, query: string, opts: FindOptions): Hit[] {
  const q = normalizeQuery(query);
  if (q === '') return [];
  const out: Hit[] = [];
  t.forEach((para, p) => {
    for (const h of paragraphHits(para, q, opts)) out.push({ p, ...h });
  });
  return out;
}
