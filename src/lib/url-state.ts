// The state a screen works on lives in its URL (?state=OH), so that a reload or a shared link keeps
// it. One rule for every screen that has a state choice (Summary, Run Tools, Transcripts, Speaker
// Assignment) and for the contract verifier's choice of states.
// No imports: Node runs this file as it is (scripts/contract-verify).

/** The `state` of a route's search: two capital letters, or '' too when the screen has a blank
 * choice (Link Finder); anything else is dropped. */
export function stateSearch(search: Record<string, unknown>, blank = false): { state?: string } {
  const state = search.state;
  if (typeof state !== 'string') return {};
  return /^[A-Z]{2}$/.test(state) || (blank && state === '') ? { state } : {};
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
