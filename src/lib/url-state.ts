// The state a screen works on lives in its URL (?state=OH), so that a reload or a shared link keeps
// it. One rule for every screen that has a state choice (Summary, Run Tools, Transcripts, Speaker
// Assignment) and for the contract verifier's choice of states. And how any search value is read.
// No imports: Node runs this file as it is (scripts/contract-verify).

/** The `state` of a route's search: two capital letters, or '' too when the screen has a blank
 * choice (Link Finder); anything else is dropped. */
export function stateSearch(search: Record<string, unknown>, blank = false): { state?: string } {
  const state = search.state;
  // An invalid value is said to be undefined, not left out: the router merges a route's search over
  // the address as written, where it would stay.
  if (typeof state !== 'string') return { state: undefined };
  return /^[A-Z]{2}$/.test(state) || (blank && state === '') ? { state } : { state: undefined };
}

/** The video of a route's search (?video=4101): a whole number from 1. Anything else (empty, text,
 * 0, 1.5) is undefined, which drops the address's own value (see above): a hand-edited link opens
 * the screen's choice, not a call for a video that cannot exist. */
export function videoSearch(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The state shown: the URL's when the user may use it, else TX when they may (the spec's
 * default), else the first they may; undefined when they may use none. */
export function chosenState<S extends string>(
  fromUrl: string | undefined,
  allowed: readonly S[],
): S | undefined {
  const given = allowed.find((s) => s === fromUrl);
  return given ?? allowed.find((s) => s === 'TX') ?? allowed[0];
}

/** A search value is read as JSON where it is JSON (the router's default), but for a number not
 * written as JavaScript writes it: a whole number of 16 digits or more would lose its last digits
 * (a 64-bit key in a filter or an open record), and 1e5, 007 or 1.50 would read as another text
 * than the address shows (a text key '1e5' opened record 100000). Such a value stays the text it
 * is, and is written back without quotes. */
export function searchValue(text: string): unknown {
  if (/^-?\d{16,}$/.test(text)) throw new SyntaxError('a long whole number stays text');
  const value: unknown = JSON.parse(text);
  if (typeof value === 'number' && String(value) !== text) throw new SyntaxError('kept as written');
  return value;
}
