// The list state of a table screen lives in the URL: `page` (its presence means "View data" was
// pressed, so a deep link shows rows at once) and one search key per filter, spelled as the column
// (/admin/master-bills?page=2&StateCode=TX). This module has no imports on purpose: the route's
// validateSearch runs it in the main bundle.

export type ListSearch = { page?: number } & { [filter: string]: string | number | boolean | undefined };

/** The filter columns of a dataset, as this module needs them. */
export interface FilterColumn {
  readonly key: string;
  readonly type: string;
  readonly filter: boolean;
}

const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_PAGE = 1_000_000;

/**
 * A filter's text as the URL carries it. The router writes a string that would read back as
 * another type in quotes (?Number=%2245%22), so a number written the canonical way (up to 15
 * digits: exact) and true/false go in as themselves (?Number=45); anything else ("045", 16 digits
 * and more) stays text.
 */
function urlValue(text: string): string | number | boolean {
  if (text === 'true' || text === 'false') return text === 'true';
  return /^-?\d{1,15}(\.\d+)?$/.test(text) && String(Number(text)) === text ? Number(text) : text;
}

/** A filter's text from the URL's value (the router reads ?Number=45 as a number), if it has one. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * The route's validateSearch: a positive integer page, and filters in their URL form (as
 * `listSearch` writes them: validating a search it made changes nothing); anything else dropped.
 */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const out: ListSearch = {};
  const page = typeof raw.page === 'string' ? Number(raw.page) : raw.page;
  if (typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE) out.page = page;
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'page' || !KEY.test(key)) continue;
    const text = textOf(value);
    if (text !== undefined) out[key] = urlValue(text);
  }
  return out;
}

/** Why a filter value cannot be sent, or null when it can. */
export function filterProblem(type: string, value: string): string | null {
  if (value === '') return null;
  if (type === 'number' && !/^-?\d+(\.\d+)?$/.test(value.trim())) return 'Enter a number';
  if (type === 'bigint' && !/^-?\d{1,19}$/.test(value.trim())) return 'Enter a whole number';
  if (type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Enter a date (YYYY-MM-DD)';
  if (type === 'boolean' && value !== 'true' && value !== 'false') return 'Enter true or false';
  return null;
}

/** The dataset's filters in a search: only its filter columns, only values it can send. */
export function filtersOf(columns: readonly FilterColumn[], search: ListSearch): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of columns) {
    const v = textOf(search[c.key]);
    if (c.filter && v !== undefined && filterProblem(c.type, v) === null) out[c.key] = v;
  }
  return out;
}

/** The search of a list view: page plus the non-empty filters, in column order, in URL form. */
export function listSearch(page: number, filters: Record<string, string>): ListSearch {
  const out: ListSearch = { page };
  for (const [k, v] of Object.entries(filters)) if (v !== '') out[k] = urlValue(v);
  return out;
}

export const sameFilters = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const ka = Object.keys(a).filter((k) => a[k] !== '');
  const kb = Object.keys(b).filter((k) => b[k] !== '');
  return ka.length === kb.length && ka.every((k) => a[k] === b[k]);
};
