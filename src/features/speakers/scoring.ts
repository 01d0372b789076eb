// Suggestion scoring (SPEC §5), built for 30,000 candidates per keystroke. The readings of the
// rule's ambiguous parts are recorded in docs/decisions/0010-speaker-scoring.md:
// - query and names are lowercased and split on spaces and commas; an empty query scores nothing;
// - +40 when the name's words, joined by single spaces, contain the query's tokens joined the same
//   way (so "smith, john" matches "Smith, John" and "Smith John");
// - each query token earns the first rule it meets, in the spec's order: 30 it equals a word of
//   the name; 20 it is the first token of the query and a prefix of the name's first word; 10 it is
//   a prefix of any word; 5 it is contained in the name;
// - only positive scores are kept, by score (high first), then by name (collation order), then
//   by the candidates' original order.
// Everything that depends only on the candidates (lowercased words, name order) is computed once
// in `buildIndex`; a query then costs one pass with no allocation per candidate.

const SEPARATORS = /[\s,]+/;

export const WEIGHTS = { run: 40, exact: 30, firstPrefix: 20, prefix: 10, contained: 5 } as const;

/** The lowercased tokens of a query or a name: split on spaces and commas, empty parts dropped. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(SEPARATORS).filter(Boolean);
}

/** The score of one token against a name's words (and the words joined by single spaces). */
function tokenScore(token: string, first: boolean, words: readonly string[], joined: string): number {
  // Every rule implies containment, so most candidates leave here at once.
  if (!joined.includes(token)) return 0;
  let prefix = false;
  for (const w of words) {
    if (w === token) return WEIGHTS.exact;
    if (!prefix && w.startsWith(token)) prefix = true;
  }
  if (first && words[0]?.startsWith(token)) return WEIGHTS.firstPrefix;
  return prefix ? WEIGHTS.prefix : WEIGHTS.contained;
}

function scoreWords(
  tokens: readonly string[],
  run: string,
  words: readonly string[],
  joined: string,
): number {
  let score = joined.includes(run) ? WEIGHTS.run : 0;
  for (let t = 0; t < tokens.length; t++) score += tokenScore(tokens[t] as string, t === 0, words, joined);
  return score;
}

/** The score of one name for one query; 0 means "not a suggestion". */
export function scoreName(name: string, query: string): number {
  const tokens = tokenize(query);
  if (tokens.length === 0) return 0;
  const words = tokenize(name);
  return scoreWords(tokens, tokens.join(' '), words, words.join(' '));
}

export interface Named {
  readonly name: string;
}

/** Candidates prepared for scoring: in name order, with their lowercased words. */
export interface CandidateIndex<T extends Named> {
  /** The candidates in suggestion tie order: name (collation), then their original order. */
  readonly items: readonly T[];
  readonly words: readonly (readonly string[])[];
  readonly joined: readonly string[];
  /** Scratch space reused by every query (scores, then bucket positions). */
  readonly scores: Int32Array;
}

const collator = new Intl.Collator('en');

export function buildIndex<T extends Named>(candidates: readonly T[]): CandidateIndex<T> {
  // Array.prototype.sort is stable: equal names keep the candidates' original order.
  const items = [...candidates].sort((a, b) => collator.compare(a.name, b.name));
  const words = items.map((c) => tokenize(c.name));
  return {
    items,
    words,
    joined: words.map((w) => w.join(' ')),
    scores: new Int32Array(items.length),
  };
}

const EMPTY: readonly never[] = [];

interface Ranked<T> {
  readonly items: readonly T[];
  /** The positions (in index.items) of every positive candidate, in name order. */
  readonly positives: Int32Array;
}

/**
 * Every candidate with a positive score, best first, ties by name. The items are already in name
 * order, so a counting sort over the score buckets (scores are multiples of 5 with a small
 * maximum) orders them in two linear passes, no comparisons. `within`: only these positions
 * (in name order) can score, the rest are known to score 0.
 */
function rank<T extends Named>(
  index: CandidateIndex<T>,
  tokens: readonly string[],
  within?: Int32Array,
): Ranked<T> {
  const run = tokens.join(' ');
  const { items, words, joined, scores } = index;
  const n = within ? within.length : items.length;
  const buckets = new Int32Array((WEIGHTS.run + WEIGHTS.exact * tokens.length) / 5 + 2);
  const positives = new Int32Array(n);
  let count = 0;
  for (let k = 0; k < n; k++) {
    const i = within ? (within[k] as number) : k;
    const s = scoreWords(tokens, run, words[i] as string[], joined[i] as string) / 5;
    if (s > 0) {
      positives[count] = i;
      scores[count] = s;
      buckets[s] = (buckets[s] as number) + 1;
      count++;
    }
  }
  // Start position of each bucket, highest score first.
  let at = 0;
  for (let b = buckets.length - 1; b > 0; b--) {
    const size = buckets[b] as number;
    buckets[b] = at;
    at += size;
  }
  const out = new Array<T>(count);
  for (let k = 0; k < count; k++) {
    const s = scores[k] as number;
    const pos = buckets[s] as number;
    out[pos] = items[positives[k] as number] as T;
    buckets[s] = pos + 1;
  }
  return { items: out, positives: positives.subarray(0, count) };
}

/** The suggestions for a query: every candidate with a positive score, best first, ties by name. */
export function suggest<T extends Named>(index: CandidateIndex<T>, query: string): readonly T[] {
  const tokens = tokenize(query);
  return tokens.length === 0 ? EMPTY : rank(index, tokens).items;
}

/** Whether `next` only lengthens the last token of `prev` (typing on at the end of the query). */
function narrows(prev: readonly string[], next: readonly string[]): boolean {
  if (prev.length !== next.length) return false;
  const last = next.length - 1;
  for (let t = 0; t < last; t++) if (prev[t] !== next[t]) return false;
  return (next[last] as string).startsWith(prev[last] as string);
}

/**
 * `suggest` for one person typing: the same answers, with less work per keystroke.
 * - Typing on at the end of the last token can only lose candidates (each rule implies the token
 *   is contained, and so is the shorter one, and the same holds for the +40 run), so only the
 *   previous query's positives are scored again.
 * - Recent queries are remembered, so Backspace answers at once.
 */
export function createSuggester<T extends Named>(index: CandidateIndex<T>, remember = 8) {
  const recent = new Map<string, Ranked<T>>();
  let last: { tokens: readonly string[]; ranked: Ranked<T> } | null = null;
  return (query: string): readonly T[] => {
    const tokens = tokenize(query);
    if (tokens.length === 0) return EMPTY;
    const key = tokens.join(' ');
    let ranked = recent.get(key);
    if (ranked) recent.delete(key);
    else
      ranked = rank(index, tokens, last && narrows(last.tokens, tokens) ? last.ranked.positives : undefined);
    recent.set(key, ranked);
    if (recent.size > remember) recent.delete(recent.keys().next().value as string);
    last = { tokens, ranked };
    return ranked.items;
  };
}
