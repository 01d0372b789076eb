// The address the page was loaded with, read before the router writes its checked search in its
// place (a page, size or sort a list cannot use is gone from the router's location by the time a
// screen renders). A list screen says what it left out of a typed address (use-address-fix.ts); an
// address typed or pasted is always a page load, so this is the one place it can be read.
const loaded: { pathname: string; search: string } | null =
  typeof window === 'undefined'
    ? null
    : { pathname: window.location.pathname, search: window.location.search };
let taken = false;

/** The search the page was loaded with, if it was loaded at `pathname`; once (later visits to the
 * same path are the app's own addresses). */
export function takeLoadedSearch(pathname: string): string | null {
  if (taken || !loaded) return null;
  taken = true;
  return loaded.pathname === pathname ? loaded.search : null;
}
