// The list state this tab last had for each dataset (page, size, sort, filters), so that opening
// a dataset again from the menu, the dashboard or the palette returns to it. Per tab
// (sessionStorage): another tab keeps its own lists. A first visit finds nothing and shows the
// spec's collapsed initial state. Imported by the route (main bundle): no imports.
import type { ListSearch } from './list-search';

const key = (route: string) => `console.list:${route}`;

export function rememberList(route: string, search: ListSearch): void {
  try {
    if (search.page === undefined) sessionStorage.removeItem(key(route));
    else sessionStorage.setItem(key(route), JSON.stringify(search));
  } catch {
    // Storage blocked: the tab simply does not remember.
  }
}

/** The last list of `route` in this tab, or null (never there, or last seen collapsed). */
export function lastList(route: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(key(route));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
