// The list call's `sort` parameter, as the contract states it: up to four fields, each ascending
// or ('-') descending. Numbers as numbers, 64-bit values exactly, dates and times as instants,
// booleans false first, text by the Unicode collation for English ignoring case; empty values last
// in either direction; rows equal on every key keep the store's order (Array.prototype.sort is
// stable).
import type { ColumnConfig } from '../src/api/gen/registry/datasets.ts';

export interface SortKey {
  readonly key: string;
  readonly desc: boolean;
}

type Row = Record<string, unknown>;

const collator = new Intl.Collator('en', { sensitivity: 'accent' });

/** The sort keys of a `sort` value, or a message saying why it cannot be used. */
export function parseSort(value: string, columns: readonly ColumnConfig[]): SortKey[] | string {
  const keys: SortKey[] = [];
  for (const part of value.split(',')) {
    const desc = part.startsWith('-');
    const key = desc ? part.slice(1) : part;
    if (!columns.some((c) => c.key === key)) return `${key || '(nothing)'} is not a field to sort by`;
    if (keys.some((k) => k.key === key)) return `${key} appears twice in sort`;
    keys.push({ key, desc });
  }
  if (keys.length > 4) return 'sort takes at most four fields';
  return keys;
}

/** The canonical `sort` text of keys (what pagination.sort answers). */
export const sortText = (keys: readonly SortKey[]): string =>
  keys.map((k) => (k.desc ? `-${k.key}` : k.key)).join(',');

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** A value's sortable form for its column type; undefined when it cannot be read as that type. */
function sortable(type: ColumnConfig['type'], v: unknown): number | bigint | string | undefined {
  switch (type) {
    case 'number': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'bigint':
      try {
        return BigInt(typeof v === 'number' ? Math.trunc(v) : String(v).trim());
      } catch {
        return undefined;
      }
    case 'date':
    case 'datetime': {
      const text = String(v);
      const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
      return Number.isNaN(t) ? undefined : t;
    }
    case 'time': {
      const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(String(v));
      return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : undefined;
    }
    case 'boolean':
      return v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : undefined;
    default:
      return String(v);
  }
}

/** 0: a value of its type, 1: a value its type cannot read, 2: empty. Ranks do not turn round
 * with the direction: a stored oddity comes after the values, empties last, either way. */
function rank(v: unknown, s: ReturnType<typeof sortable>): number {
  return isEmpty(v) ? 2 : s === undefined ? 1 : 0;
}

/** A sorted copy of rows; the rows themselves are not changed. */
export function sortRows(
  rows: readonly Row[],
  keys: readonly SortKey[],
  columns: readonly ColumnConfig[],
): Row[] {
  if (keys.length === 0) return [...rows];
  const typed = keys.map((k) => ({ ...k, type: columns.find((c) => c.key === k.key)?.type ?? 'text' }));
  return [...rows].sort((ra, rb) => {
    for (const k of typed) {
      const a = ra[k.key];
      const b = rb[k.key];
      const x = sortable(k.type, a);
      const y = sortable(k.type, b);
      const [rx, ry] = [rank(a, x), rank(b, y)];
      if (rx !== ry) return rx - ry;
      if (rx === 2) continue;
      const c =
        rx === 1
          ? collator.compare(String(a), String(b))
          : typeof x === 'string' && typeof y === 'string'
            ? collator.compare(x, y)
            : (x as number | bigint) < (y as number | bigint)
              ? -1
              : (x as number | bigint) > (y as number | bigint)
                ? 1
                : 0;
      if (c !== 0) return k.desc ? -c : c;
    }
    return 0;
  });
}
