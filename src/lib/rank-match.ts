// Forgiving, ranked matching of a typed query against short names (screens, datasets). A name
// matches in the first of these ways that applies, and the ways rank in this order:
//   exact        'members'  → Members
//   prefix       'memb'     → Members, MemberBios (the shorter name first)
//   word prefix  'bills'    → MasterBills; 'proj det' → Projected Vote Details
//   substring    'ster'     → MasterBills
//   fuzzy        'lobyist'  → Lobbyists (letters in order, from a word start, few gaps)
//                'membrs', 'memebrs' → Members (one typo: a letter missing, extra, wrong or swapped)
// Case, spaces, '_' and '-' are ignored; camelCase and acronyms split into words (AIBillFiles is
// AI Bill Files). Small and pure, so the palette's ranking is unit-tested here, not in a browser.

const MATCH_TIERS = ['exact', 'prefix', 'word', 'substring', 'fuzzy'] as const;
type MatchTier = (typeof MATCH_TIERS)[number];

export interface TextMatch {
  readonly tier: MatchTier;
  /** Within a tier, lower is better (where the text starts, how many gaps or typos). */
  readonly cost: number;
}

/** A query, normalised once for many names. */
export interface Query {
  /** Lower case, words separated by one space. */
  readonly text: string;
  /** Lower case, without spaces, '_' or '-'. */
  readonly flat: string;
  readonly tokens: readonly string[];
}

const SEPARATORS = /[\s_-]+/g;

export function prepareQuery(query: string): Query {
  const text = query.trim().toLowerCase().replace(SEPARATORS, ' ');
  return { text, flat: text.replace(/ /g, ''), tokens: text === '' ? [] : text.split(' ') };
}

/** A name's words, lower case: "AIBillFiles" → ai, bill, files; "Member session" → member, session. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** How `name` matches `query`, or null. An empty query matches nothing (callers show everything). */
export function matchText(name: string, query: Query): TextMatch | null {
  const q = query.flat;
  if (q === '') return null;
  const words = wordsOf(name);
  const flat = words.join('');
  if (flat === q) return { tier: 'exact', cost: 0 };
  if (flat.startsWith(q)) return { tier: 'prefix', cost: 0 };
  const word = wordPrefix(words, query);
  if (word !== null) return { tier: 'word', cost: word };
  const at = flat.indexOf(q);
  if (at >= 0) return { tier: 'substring', cost: at };
  const fuzzy = fuzzyCost(words, q);
  return fuzzy === null ? null : { tier: 'fuzzy', cost: fuzzy };
}

/**
 * Ranks `items` by how their best text matches `query`: tier, then cost, then the shorter text,
 * then the given order. The first text is the item's name; any further ones (an address) count
 * only after every way of matching a name. Items that match nothing are left out; an empty
 * query returns `items`.
 */
export function rankMatches<T>(
  items: readonly T[],
  query: string,
  texts: (item: T) => readonly string[],
): readonly T[] {
  const q = prepareQuery(query);
  if (q.flat === '') return items;
  const ranked: { item: T; tier: number; cost: number; length: number; index: number }[] = [];
  items.forEach((item, index) => {
    let best: { tier: number; cost: number; length: number } | null = null;
    for (const [k, text] of texts(item).entries()) {
      const m = matchText(text, q);
      if (!m) continue;
      const tier = MATCH_TIERS.indexOf(m.tier) + (k > 0 ? MATCH_TIERS.length : 0);
      const candidate = { tier, cost: m.cost, length: text.length };
      if (!best || compare(candidate, best) < 0) best = candidate;
    }
    if (best) ranked.push({ item, index, ...best });
  });
  return ranked.sort((a, b) => compare(a, b) || a.index - b.index).map((r) => r.item);
}

function compare(
  a: { tier: number; cost: number; length: number },
  b: { tier: number; cost: number; length: number },
): number {
  return a.tier - b.tier || a.cost - b.cost || a.length - b.length;
}

/**
 * The word-prefix match: the query read from the start of a later word ('bills' in MasterBills,
 * 'versionsstatus' in Bill Versions Status User), or each of its tokens the start of a word, in
 * order ('proj det' in Projected Vote Details). Cost: the index of the first word used.
 */
function wordPrefix(words: readonly string[], query: Query): number | null {
  for (let i = 1; i < words.length; i++) {
    if (words.slice(i).join('').startsWith(query.flat)) return i;
  }
  if (query.tokens.length < 2) return null;
  let next = 0;
  let first = -1;
  for (const token of query.tokens) {
    while (next < words.length && !words[next]?.startsWith(token)) next++;
    if (next === words.length) return null;
    if (first < 0) first = next;
    next++;
  }
  return first;
}

/**
 * The fuzzy match, for queries of three letters or more: either the query's letters in order
 * from the start of a word with few gaps (cost: the number of gaps), or the start of a word
 * within one typo, two for queries of eight letters or more (cost: twice the typos, less one).
 */
function fuzzyCost(words: readonly string[], q: string): number | null {
  if (q.length < 3) return null;
  let best: number | null = null;
  const maxGaps = Math.max(1, Math.floor(q.length / 2));
  // Three letters with a typo match too much to be of use.
  const maxTypos = q.length < 4 ? 0 : q.length < 8 ? 1 : 2;
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join('');
    const gaps = subsequenceGaps(rest, q);
    if (gaps !== null && gaps <= maxGaps) best = Math.min(best ?? gaps, gaps);
    const typos = maxTypos > 0 ? prefixDistance(rest, q, maxTypos) : null;
    if (typos !== null) best = Math.min(best ?? 2 * typos - 1, 2 * typos - 1);
  }
  return best;
}

/** Number of runs of skipped letters when `q` is read in `text` in order, starting at text[0]. */
function subsequenceGaps(text: string, q: string): number | null {
  if (text[0] !== q[0]) return null;
  let gaps = 0;
  let t = 1;
  for (let i = 1; i < q.length; i++) {
    const found = text.indexOf(q[i] as string, t);
    if (found < 0) return null;
    if (found > t) gaps++;
    t = found + 1;
  }
  return gaps;
}

/**
 * The fewest typos (optimal string alignment: a letter missing, extra, wrong, or two swapped)
 * between `q` and some prefix of `text`, if at most `max`.
 */
function prefixDistance(text: string, q: string, max: number): number | null {
  const cols = Math.min(text.length, q.length + max);
  // rows[i][j]: distance between q[0..i) and text[0..j)
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: cols + 1 }, (_, j) => j);
  for (let i = 1; i <= q.length; i++) {
    const row = [i];
    for (let j = 1; j <= cols; j++) {
      const same = q[i - 1] === text[j - 1];
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (same ? 0 : 1),
      );
      if (i > 1 && j > 1 && q[i - 1] === text[j - 2] && q[i - 2] === text[j - 1]) {
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      }
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  const best = Math.min(...prev.slice(Math.max(1, q.length - max)));
  return best <= max ? best : null;
}
