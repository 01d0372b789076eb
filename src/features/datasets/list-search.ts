// The list state of a table screen lives in the URL: `page` (its presence means "View data" was
// pressed, so a deep link shows rows at once), `limit` (rows per page, when not 10), `sort` (as
// the list call takes it: Title,-FiledDate) and one search key per filter, spelled as the column
// (/admin/master-bills?page=2&limit=25&sort=-FiledDate&StateCode=TX). The route's validateSearch
// runs this module in the main bundle: it imports only the registry's few text rules.
import { CONTROL_CHARACTERS, CONTROL_MESSAGE, textMax, tooLongMessage } from './text-rules';

export type ListSearch = { page?: number; limit?: number; sort?: string; record?: string | number } & {
  [filter: string]: string | number | boolean | undefined;
};

/** The filter columns of a dataset, as this module needs them. */
export interface FilterColumn {
  readonly key: string;
  readonly type: string;
  readonly filter: boolean;
  readonly format?: NumberFormat;
}

/** How a number column reads (the registry's `format`): only money takes a dollar sign. */
export type NumberFormat = 'quantity' | 'money' | 'plain';

/** One key of a sort: a column, ascending or descending (TanStack Table's SortingState item). */
export interface SortKey {
  id: string;
  desc: boolean;
}

/** What a list shows: the page, its size, its order and its filters. */
export interface ListView {
  page: number;
  limit: number;
  sort: SortKey[];
  filters: Record<string, string>;
}

/** SPEC §9: ten rows to a page; the other sizes staff may choose. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 10;
/** The list call takes up to four sort keys (the contract's `sort`). */
export const MAX_SORT_KEYS = 4;

/** The search keys that are not filters (no dataset may have a column of these names): the list's,
 * and `record`, the key of the record open beside the list. */
const OWN_KEYS = new Set(['page', 'limit', 'sort', 'record']);
const MAX_RECORD_KEY = 500;
const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const SORT = /^-?[A-Za-z_][A-Za-z0-9_]{0,63}(,-?[A-Za-z_][A-Za-z0-9_]{0,63}){0,3}$/;
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
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

export const wholeNumber = (raw: unknown): number | undefined => {
  const n = typeof raw === 'string' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
};

/**
 * The route's validateSearch: a positive integer page (page 1 for a page that is not one: a list
 * was asked for), a page size staff can choose, a sort of field names, and filters in their URL
 * form (as `toSearch` writes them: validating a search it made changes nothing); anything else
 * dropped. The router lays this answer over the address's own values (it keeps search keys that a
 * route's check leaves out), so a value dropped here is set to undefined, not left out.
 */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const out: ListSearch = Object.fromEntries(Object.keys(raw).map((k) => [k, undefined]));
  if (raw.page !== undefined) {
    const page = wholeNumber(raw.page);
    out.page = page !== undefined && page >= 1 && page <= MAX_PAGE ? page : 1;
  }
  const limit = wholeNumber(raw.limit);
  if (limit !== undefined && limit !== DEFAULT_LIMIT && (PAGE_SIZES as readonly number[]).includes(limit))
    out.limit = limit;
  if (typeof raw.sort === 'string' && SORT.test(raw.sort)) out.sort = raw.sort;
  const record = textOf(raw.record);
  if (record !== undefined && record.trim() !== '' && record.length <= MAX_RECORD_KEY)
    out.record = urlValue(record) as string | number;
  for (const [key, value] of Object.entries(raw)) {
    if (OWN_KEYS.has(key) || !KEY.test(key)) continue;
    const text = textOf(value);
    if (text !== undefined) out[key] = urlValue(text);
  }
  return out;
}

/** A day that exists, written YYYY-MM-DD (2024-02-30 and 2024-13-45 have the shape, not the day). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const day = new Date(`${s}T00:00:00Z`);
  // Month 13 is no date at all; February 30 is read as March 1.
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
}

/** What a number field or filter says of text that is not a number. */
const NUMBER_MESSAGE = 'Enter a number, e.g. 42 or 3.5';
/** What an identifier's, a year's or a code's field says of a fraction. */
const WHOLE_NUMBER_MESSAGE = 'Enter a whole number, e.g. 42';

/**
 * A number as typed, with or without the grouping the grid shows (and, for money, its dollar
 * sign): its digits as typed, without the grouping ("$1,250.5" as "1250.5"), a plus sign or a bare
 * point ("+.5" as "0.5"). Not read into a double: a number of 20 digits stays those digits. Null
 * when it is not a number: a dollar sign in a year or an identifier is not one.
 */
export function plainNumber(text: string, format?: NumberFormat): string | null {
  const trimmed = text.trim();
  const t = format === 'money' ? trimmed.replace(/^([-+]?)\$\s*/, '$1') : trimmed;
  const plain = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(t) ? t.replaceAll(',', '') : t;
  const m = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!m || (m[2] === '' && !m[3])) return null;
  const [, sign, whole, fraction] = m;
  return `${sign === '-' ? '-' : ''}${whole || '0'}${fraction ? `.${fraction}` : ''}`;
}

/** Why `text` is not a number of this format, or null: a plain number (an identifier, a year, a
 * code) is a whole one. */
export function numberProblem(text: string, format?: NumberFormat): string | null {
  const plain = plainNumber(text, format);
  if (format === 'plain') return plain === null || /\.\d*[1-9]/.test(plain) ? WHOLE_NUMBER_MESSAGE : null;
  return plain === null ? NUMBER_MESSAGE : null;
}

/** Why a filter value cannot be sent, or null when it can. Spaces around it are not part of it. */
export function filterProblem(type: string, value: string, format?: NumberFormat): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (type === 'number') return numberProblem(v, format);
  if (type === 'bigint' && !/^-?\d{1,19}$/.test(v)) return 'Enter a whole number';
  if (type === 'date' && !isCalendarDate(v)) return 'Enter a valid date (YYYY-MM-DD)';
  if (type === 'boolean' && v !== 'true' && v !== 'false') return 'Enter true or false';
  if (type === 'text' || type === 'textarea') {
    const max = textMax[type];
    // In characters (code points), as the contract counts them, not UTF-16 units.
    if ([...v].length > max) return tooLongMessage(max, v);
    if (CONTROL_CHARACTERS.test(v)) return CONTROL_MESSAGE;
  }
  return null;
}

/** The dataset's filters in a search: only its filter columns, only values it can send. */
export function filtersOf(columns: readonly FilterColumn[], search: ListSearch): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of columns) {
    const v = textOf(search[c.key])?.trim();
    if (c.filter && v && filterProblem(c.type, v, c.format) === null) out[c.key] = v;
  }
  return out;
}

/** The sort keys of a `sort` text: only the dataset's columns, each once, at most four. */
export function parseSort(columns: readonly { readonly key: string }[], text: string | undefined): SortKey[] {
  const out: SortKey[] = [];
  for (const part of (typeof text === 'string' ? text : '').split(',')) {
    const desc = part.startsWith('-');
    const id = desc ? part.slice(1) : part;
    if (!columns.some((c) => c.key === id) || out.some((k) => k.id === id)) continue;
    out.push({ id, desc });
  }
  return out.slice(0, MAX_SORT_KEYS);
}

/** The `sort` text of sort keys (what the URL and the list call carry), '' for none. */
export const sortText = (keys: readonly SortKey[]): string =>
  keys.map((k) => (k.desc ? `-${k.id}` : k.id)).join(',');

/** The list a search shows for a dataset (page 1 when it names none). */
export function viewOf(columns: readonly FilterColumn[], search: ListSearch): ListView {
  return {
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_LIMIT,
    sort: parseSort(columns, search.sort),
    filters: filtersOf(columns, search),
  };
}

/** The search of a list view: page, size and sort when not the defaults, the non-empty filters. */
export function toSearch(view: ListView): ListSearch {
  const out: ListSearch = { page: view.page };
  if (view.limit !== DEFAULT_LIMIT) out.limit = view.limit;
  if (view.sort.length) out.sort = sortText(view.sort);
  for (const [k, v] of Object.entries(view.filters)) if (v !== '') out[k] = urlValue(v);
  return out;
}

export const sameFilters = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const ka = Object.keys(a).filter((k) => a[k] !== '');
  const kb = Object.keys(b).filter((k) => b[k] !== '');
  return ka.length === kb.length && ka.every((k) => a[k] === b[k]);
};

/** The key of the record open beside the list, if any. */
export const recordOf = (search: ListSearch): string | undefined =>
  search.record === undefined ? undefined : String(search.record);

/** A search with the record `id` open (or none), the list left as it is. */
export function withRecord(search: ListSearch, id: string | undefined): ListSearch {
  const { record: _open, ...rest } = search;
  return id === undefined ? rest : { ...rest, record: urlValue(id) as string | number };
}

/** What a dataset's screen writes for a search: what its list can use of it, the way the screen
 * writes it (no page: the collapsed screen, with the filters it was given). */
export function canonicalSearch(columns: readonly FilterColumn[], search: ListSearch): ListSearch {
  const view = viewOf(columns, search);
  const out = toSearch(view);
  if (search.page === undefined) out.page = undefined;
  return withRecord(out, recordOf(search));
}

/** The same search, read as the URL carries it (a number or its digits are one value). */
export function sameSearch(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys)
    if (textOf(a[k]) !== textOf(b[k]) || Array.isArray(a[k]) !== Array.isArray(b[k])) return false;
  return true;
}
