import { useSyncExternalStore } from 'react';

// One MediaQueryList per query: window.matchMedia parses the query and makes a new list on each
// call, and React asks for the snapshot several times per render of the shell.
const lists = new Map<string, MediaQueryList>();
const listFor = (query: string): MediaQueryList => {
  let mql = lists.get(query);
  if (!mql) {
    mql = window.matchMedia(query);
    lists.set(query, mql);
  }
  return mql;
};

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = listFor(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => listFor(query).matches,
  );
}
