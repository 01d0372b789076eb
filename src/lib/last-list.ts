// The list state this tab last had for each dataset (page, size, sort, filters), so that opening
// a dataset again from the menu, the dashboard or the palette returns to it: the table manager
// writes it, those links read it when they are followed. Back and forward and typed addresses
// go where they say. Per tab (sessionStorage): another tab keeps its own lists. A first visit
// finds nothing and shows the spec's collapsed initial state.

import { sessionUser } from '../api/session';

/** A list's search as the table route takes it (its validateSearch checks it like any search). */
export type ListSearchLike = { page?: number; limit?: number; sort?: string } & {
  [key: string]: string | number | boolean | undefined;
};

// Per user too: another user signing in in this tab starts from the spec's first visit.
const key = (route: string) => `console.list:${encodeURIComponent(sessionUser() ?? '')}:${route}`;

export function rememberList(route: string, search: ListSearchLike): void {
  try {
    if (search.page === undefined) sessionStorage.removeItem(key(route));
    else sessionStorage.setItem(key(route), JSON.stringify(search));
  } catch {
    // Storage blocked: the tab simply does not remember.
  }
}

/** The search of the last list of `route` in this tab; empty when there is none (never there, or
 * last seen collapsed). */
export function lastList(route: string): ListSearchLike {
  const out: ListSearchLike = {};
  try {
    const raw = sessionStorage.getItem(key(route));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return out;
    for (const [k, v] of Object.entries(parsed)) {
      const own =
        k === 'page' || k === 'limit' ? typeof v === 'number' : k === 'sort' ? typeof v === 'string' : true;
      if (own && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) out[k] = v;
    }
  } catch {
    // Storage blocked or a value that is not JSON: no list to return to.
  }
  return out;
}
