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
// Everything that depends only on the candidates (lowercased words, name order, which letters a
// name has) is computed once in `buildIndex`; a query then costs one pass with no allocation per
// candidate, and `createSuggester` skips most of even that while the user types on.

const SEPARATORS = /[\s,]+/;

export const WEIGHTS = { run: 40, exact: 30, firstPrefix: 20, prefix: 10, contained: 5 } as const;

// Short names for the weights in the scoring loops.
const RUN = WEIGHTS.run;
const EXACT = WEIGHTS.exact;
const FIRST_PREFIX = WEIGHTS.firstPrefix;
const PREFIX = WEIGHTS.prefix;
const CONTAINED = WEIGHTS.contained;
const RUN_EXACT = RUN + EXACT;

/** The lowercased tokens of a query or a name: split on spaces and commas, empty parts dropped. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(SEPARATORS).filter(Boolean);
}

/**
 * Which characters a string has, as 32 bits: one per letter a–z, one for any digit, five shared
 * by everything else. A name can contain a token only if its mask covers the token's, so one
 * integer test turns most names away before any string search.
 */
function charMask(s: string): number {
  let m = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32) m |= charBit(c);
  }
  return m;
}

/** The bit of one character (not a space) in a charMask. */
function charBit(c: number): number {
  if (c >= 97 && c <= 122) return 1 << (c - 97);
  if (c >= 48 && c <= 57) return 1 << 26;
  return 1 << (27 + (c % 5));
}

interface Query {
  readonly tokens: readonly string[];
  readonly masks: readonly number[];
  /** Per token: it is one letter a–z, which the candidates' letter masks answer exactly. */
  readonly letter: readonly boolean[];
  /** The tokens joined by single spaces: the +40 run. */
  readonly run: string;
}

function toQuery(tokens: readonly string[]): Query {
  return {
    tokens,
    masks: tokens.map(charMask),
    letter: tokens.map((t) => t.length === 1 && t >= 'a' && t <= 'z'),
    run: tokens.join(' '),
  };
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
  /** charMask of each name; of the first letters of its words; of its first word's first
   * letter; of its one-letter words. With them a one-letter token needs no string search. */
  readonly masks: Int32Array;
  readonly initials: Int32Array;
  readonly firsts: Int32Array;
  readonly singles: Int32Array;
  /** Scratch space reused by every query: positives and their scores, and marks of the previous
   * query's positives. */
  readonly found: Int32Array;
  readonly scores: Int32Array;
  readonly marks: Uint8Array;
}

type Index = CandidateIndex<Named>;

/** The score of token `t` of the query against candidate `i`. */
function tokenScore(q: Query, t: number, x: Index, i: number): number {
  const tm = q.masks[t] as number;
  // Every rule implies containment, so most names leave here at once.
  if (((x.masks[i] as number) & tm) !== tm) return 0;
  if (q.letter[t]) {
    if ((x.singles[i] as number) & tm) return EXACT;
    if (t === 0 && (x.firsts[i] as number) & tm) return FIRST_PREFIX;
    return (x.initials[i] as number) & tm ? PREFIX : CONTAINED;
  }
  const token = q.tokens[t] as string;
  if (!(x.joined[i] as string).includes(token)) return 0;
  const words = x.words[i] as readonly string[];
  let prefix = false;
  for (const w of words) {
    if (w === token) return EXACT;
    if (!prefix && w.startsWith(token)) prefix = true;
  }
  if (t === 0 && words[0]?.startsWith(token)) return FIRST_PREFIX;
  return prefix ? PREFIX : CONTAINED;
}

function score(q: Query, x: Index, i: number): number {
  let total = 0;
  let all = true;
  for (let t = 0; t < q.tokens.length; t++) {
    const s = tokenScore(q, t, x, i);
    if (s === 0) all = false;
    total += s;
  }
  // The run holds every token: it can only be contained when each of them is.
  if (all && (q.tokens.length === 1 || (x.joined[i] as string).includes(q.run))) total += RUN;
  return total;
}

/**
 * `score` for a one-token query, the most common kind, written out flat: no call per rule. The
 * token is the whole run, so whatever contains it also earns the +40.
 */
function scoreSingle(q: Query, x: Index, i: number): number {
  const tm = q.masks[0] as number;
  if (((x.masks[i] as number) & tm) !== tm) return 0;
  if (q.letter[0]) {
    const single = (x.singles[i] as number) & tm;
    const first = (x.firsts[i] as number) & tm;
    const initial = (x.initials[i] as number) & tm;
    return RUN + (single ? EXACT : first ? FIRST_PREFIX : initial ? PREFIX : CONTAINED);
  }
  const token = q.tokens[0] as string;
  if (!(x.joined[i] as string).includes(token)) return 0;
  const words = x.words[i] as readonly string[];
  let rule: number = CONTAINED;
  for (let w = 0; w < words.length; w++) {
    const word = words[w] as string;
    if (word === token) return RUN_EXACT;
    if (rule === CONTAINED && word.startsWith(token)) rule = w === 0 ? FIRST_PREFIX : PREFIX;
  }
  if (rule === PREFIX && (words[0] as string).startsWith(token)) rule = FIRST_PREFIX;
  return RUN + rule;
}

const collator = new Intl.Collator('en');

/** Whether a UTF-16 unit separates tokens: a comma, or what /\s/ matches. */
function isSeparator(c: number): boolean {
  if (c < 128) return c === 32 || c === 44 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * The rank, for `asciiBefore`, of a lowercased character the collator orders as plain ASCII
 * does: letters after digits, digits after spaces and the punctuation of names. 0: anything else.
 */
function asciiClass(c: number): number {
  if (c >= 97 && c <= 122) return 3;
  if (c >= 48 && c <= 57) return 2;
  return c === 32 || c === 39 || c === 44 || c === 45 || c === 46 ? 1 : 0;
}

/**
 * Whether lowercased `x` comes before lowercased `y` for the collator, known from ASCII alone:
 * up to their first difference both hold only letters, digits, spaces and ' , - . (the same
 * primary weights in both orders, case aside), and there either two letters or two digits
 * differ, or characters of different ranks, or `x` ends where `y` goes on. Otherwise (equal,
 * other characters, two punctuation marks, which the collator orders its own way) false.
 */
function asciiBefore(x: string, y: string): boolean {
  const end = Math.min(x.length, y.length);
  for (let k = 0; k < end; k++) {
    const cx = x.charCodeAt(k);
    const cy = y.charCodeAt(k);
    const rx = asciiClass(cx);
    if (rx === 0) return false;
    if (cx === cy) continue;
    const ry = asciiClass(cy);
    if (ry === 0) return false;
    return rx === ry ? rx > 1 && cx < cy : rx < ry;
  }
  return x.length < y.length && asciiClass(y.charCodeAt(end)) !== 0;
}

/**
 * The index: one pass over each name's characters gives its words (as `tokenize`), and the masks
 * of its letters, initials, first initial and one-letter words; only the name sort calls the
 * collator, and seldom: in Chrome the collator is slow per call (decision 0010).
 */
export function buildIndex<T extends Named>(candidates: readonly T[]): CandidateIndex<T> {
  const n = candidates.length;
  const lows = candidates.map((c) => c.name.toLowerCase());
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  // Name order (the collator's), equal names in the candidates' original order. The collator is
  // slow: in Chrome, sorting 30,000 names by it was four fifths of the build. Lowercased names in
  // code-unit order agree with it wherever plain ASCII decides (`asciiBefore`), so they are sorted
  // that way first, and the collator is asked only about the neighbours ASCII cannot tell apart;
  // should any of those be out of its order, the collator sorts the whole list (nearly sorted).
  order.sort((a, b) => {
    const x = lows[a] as string;
    const y = lows[b] as string;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const byCollator = (a: number, b: number) =>
    collator.compare((candidates[a] as T).name, (candidates[b] as T).name) || a - b;
  for (let k = 1; k < n; k++) {
    const a = order[k - 1] as number;
    const b = order[k] as number;
    if (!asciiBefore(lows[a] as string, lows[b] as string) && byCollator(a, b) > 0) {
      order.sort(byCollator);
      break;
    }
  }
  const items = order.map((i) => candidates[i] as T);
  const words = new Array<readonly string[]>(n);
  const joined = new Array<string>(n);
  const masks = new Int32Array(n);
  const initials = new Int32Array(n);
  const firsts = new Int32Array(n);
  const singles = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const low = lows[order[i] as number] as string;
    const ws: string[] = [];
    let mask = 0;
    let initial = 0;
    let single = 0;
    let start = -1;
    // Characters in words, and whether every separator is a space: then, when the words and one
    // space between each make up the whole name, the name is its own `joined` (no new string).
    let inWords = 0;
    let spaces = true;
    for (let k = 0; k <= low.length; k++) {
      const c = k < low.length ? low.charCodeAt(k) : 32;
      if (isSeparator(c)) {
        if (c !== 32) spaces = false;
        if (start < 0) continue;
        const b = charBit(low.charCodeAt(start));
        if (ws.length === 0) firsts[i] = b;
        initial |= b;
        if (k - start === 1) single |= b;
        ws.push(start === 0 && k === low.length ? low : low.slice(start, k));
        inWords += k - start;
        start = -1;
      } else {
        if (start < 0) start = k;
        mask |= charBit(c);
      }
    }
    words[i] = ws;
    joined[i] =
      spaces && inWords + ws.length - 1 === low.length
        ? low
        : ws.length === 1
          ? (ws[0] as string)
          : ws.join(' ');
    masks[i] = mask;
    initials[i] = initial;
    singles[i] = single;
  }
  return {
    items,
    words,
    joined,
    masks,
    initials,
    firsts,
    singles,
    found: new Int32Array(n),
    scores: new Int32Array(n),
    marks: new Uint8Array(n),
  };
}

/** The score of one name for one query; 0 means "not a suggestion". */
export function scoreName(name: string, query: string): number {
  const tokens = tokenize(query);
  return tokens.length === 0 ? 0 : score(toQuery(tokens), buildIndex([{ name }]), 0);
}

const EMPTY: readonly never[] = [];

interface Ranked<T> {
  readonly items: readonly T[];
  /** The positions (in index.items) of every positive candidate, in name order. */
  readonly positives: Int32Array;
}

/**
 * What is known from the previous query. `narrow`: the last token only grew, so only its
 * positives can still score. `extend`: one token was added, so a name the previous query turned
 * away can only score through the new token (its other tokens are not in it, nor is the run).
 */
type Known<T> = { kind: 'narrow' | 'extend'; prev: Ranked<T> };

/**
 * Every candidate with a positive score, best first, ties by name. The items are already in name
 * order, so a counting sort over the score buckets (scores are multiples of 5 with a small
 * maximum) orders them in two linear passes, no comparisons.
 */
function rank<T extends Named>(index: CandidateIndex<T>, q: Query, known?: Known<T>): Ranked<T> {
  const { items, found: positives, scores, marks } = index;
  const within = known?.kind === 'narrow' ? known.prev.positives : null;
  const extend = known?.kind === 'extend' ? known.prev.positives : null;
  const added = q.tokens.length - 1;
  if (extend) for (let k = 0; k < extend.length; k++) marks[extend[k] as number] = 1;
  const n = within ? within.length : items.length;
  const buckets = new Int32Array((RUN + EXACT * q.tokens.length) / 5 + 2);
  let count = 0;
  const single = q.tokens.length === 1;
  for (let k = 0; k < n; k++) {
    const i = within ? (within[k] as number) : k;
    const s =
      (single
        ? scoreSingle(q, index, i)
        : extend && marks[i] === 0
          ? tokenScore(q, added, index, i)
          : score(q, index, i)) / 5;
    if (s > 0) {
      positives[count] = i;
      scores[count] = s;
      buckets[s] = (buckets[s] as number) + 1;
      count++;
    }
  }
  if (extend) for (let k = 0; k < extend.length; k++) marks[extend[k] as number] = 0;
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
  return { items: out, positives: positives.slice(0, count) };
}

/** The suggestions for a query: every candidate with a positive score, best first, ties by name. */
export function suggest<T extends Named>(index: CandidateIndex<T>, query: string): readonly T[] {
  const tokens = tokenize(query);
  return tokens.length === 0 ? EMPTY : rank(index, toQuery(tokens)).items;
}

/** How `next` follows from `prev`: the last token grew, one token was added, or neither. */
function relation(prev: readonly string[], next: readonly string[]): 'narrow' | 'extend' | null {
  const same = Math.min(prev.length, next.length) - 1;
  for (let t = 0; t < same; t++) if (prev[t] !== next[t]) return null;
  if (prev.length === next.length) {
    return (next[same] as string).startsWith(prev[same] as string) ? 'narrow' : null;
  }
  return next.length === prev.length + 1 && prev[same] === next[same] ? 'extend' : null;
}

/**
 * `suggest` for one person typing: the same answers, with less work per keystroke.
 * - Typing on at the end of the last token can only lose candidates (each rule implies the token
 *   is contained, and so is the shorter one, and the same holds for the +40 run), so only the
 *   previous query's positives are scored again.
 * - Starting a new token scores the other names on that token alone.
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
    else {
      const kind = last ? relation(last.tokens, tokens) : null;
      ranked = rank(index, toQuery(tokens), last && kind ? { kind, prev: last.ranked } : undefined);
    }
    recent.set(key, ranked);
    if (recent.size > remember) recent.delete(recent.keys().next().value as string);
    last = { tokens, ranked };
    return ranked.items;
  };
}

/** An index built when it is first needed (see `lazyIndex`). */
export interface LazyIndex<T extends Named> {
  /** The index, for a query: built now if it is not built yet. */
  get(): CandidateIndex<T>;
  /** Builds the index, for the page to run in an idle task, unless a query has built it. */
  prepare(): void;
}

/**
 * The candidate index of a video, built outside the render that shows the video: for a hearing
 * of 30,000 names it held the split view back. The page prepares it once the view is on screen
 * and the page is idle; a query typed before that builds it at once (that query then waits for
 * it), and both get the same index.
 */
export function lazyIndex<T extends Named>(candidates: () => readonly T[]): LazyIndex<T> {
  let index: CandidateIndex<T> | undefined;
  const get = () => {
    index ??= buildIndex(candidates());
    return index;
  };
  return {
    get,
    prepare() {
      get();
    },
  };
}
