// How a stored value reads in the results table. Values are shown as stored (a 64-bit string
// stays its digits); only booleans and timestamps get words and a shorter form.
import type { ColumnType } from '../../api/gen/registry/datasets';

/** The text of a cell, or null for an empty value (the table shows a muted dash). */
export function cellText(type: ColumnType, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'boolean') return value === true ? 'Yes' : value === false ? 'No' : String(value);
  if (type === 'datetime' && typeof value === 'string') {
    const t = Date.parse(value);
    // UTC, to the minute: the same reading for every staff member wherever they are.
    return Number.isNaN(t) ? value : `${new Date(t).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
  return String(value);
}

/** Columns whose values line up on the right (numbers) in the table. */
export const isNumeric = (type: ColumnType): boolean => type === 'number' || type === 'bigint';
