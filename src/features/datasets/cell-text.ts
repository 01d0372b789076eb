// How a stored value reads for people, in the grid, the record view and the delete confirmation
// (decision 0021): numbers grouped or as money, identifiers as stored, 64-bit values exact, days,
// times and instants in the console's one form, booleans in words. The stored value stays
// available (`raw`) for a tooltip wherever the text differs from it.
import type { ColumnConfig, ColumnType } from '../../api/gen/registry/types';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime } from '../../lib/format';

type Column = Pick<ColumnConfig, 'type' | 'format'>;

/** A value with nothing in it: null, absent or an empty text. */
export const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '';

/** The text of a value, or null for an empty one (shown as a muted dash). */
export function cellText(column: Column, value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  const text = String(value);
  switch (column.type) {
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : text;
    case 'number':
      if (column.format === 'money') return formatMoney(text);
      return column.format === 'quantity' ? formatNumber(text) : text;
    case 'date':
      return formatDate(text);
    case 'time':
      return formatTime(text);
    case 'datetime':
      return formatDateTime(text);
    default:
      return text;
  }
}

/** The stored value, when the text shows it differently (for the tooltip), else undefined. */
export function rawIfDifferent(value: unknown, text: string): string | undefined {
  const raw = typeof value === 'string' ? value : String(value);
  return raw === text ? undefined : raw;
}

/** Columns whose values line up on the right (numbers) in the table. */
export const isNumeric = (type: ColumnType): boolean => type === 'number' || type === 'bigint';

/** A value that is a web address the console may link to: http or https only. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
