// Between a record and the add/edit form. Inputs hold text (or a checkbox's boolean); a record
// holds typed values. Reading a form is exact: 64-bit values stay strings of digits (never a
// double), and a field the user did not touch sends back the very value it was loaded with.
import type { ColumnConfig, ColumnType, DatasetConfig } from '../../api/gen/registry/types';
import { KEY_SEPARATOR } from '../../lib/row-key';
import type { Row } from './list-query';
import { isCalendarDate, numberProblem, plainNumber } from './list-search';
import { CONTROL_CHARACTERS, CONTROL_MESSAGE } from './text-rules';

export type FormValues = Record<string, string | boolean>;
export type FormMode = 'add' | 'edit';

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/** The columns the form shows: in add mode a key the server assigns is left out. */
export const formColumns = (d: DatasetConfig, mode: FormMode): ColumnConfig[] =>
  d.columns.filter((c) => !(mode === 'add' && d.keyGenerated && d.primaryKey.includes(c.key)));

export const isKey = (d: DatasetConfig, c: ColumnConfig): boolean => d.primaryKey.includes(c.key);

/** Said of a part of a composite key holding the separator of the record's id (decision 0002). */
export const keyPartMessage = (d: DatasetConfig): string =>
  `Remove the “${KEY_SEPARATOR}”: it separates the parts of a ${d.name} record's key`;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A stored instant as a datetime-local value in the viewer's zone, where the grid and the record
 * view show it (docs/decisions/0021-formats.md). A value without a zone is UTC, as the service
 * stores it. */
function localInput(value: string): string {
  const text = value.trim();
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const t = Date.parse(hasZone ? text : `${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(t)) return '';
  const d = new Date(t);
  // Seconds only when there are some, as the browser's own input writes the value.
  const seconds = d.getSeconds() ? `:${pad(d.getSeconds())}` : '';
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}${seconds}`;
}

/** A datetime-local value (the viewer's zone) as the instant the service stores, in UTC; null for
 * a time the zone skips (the hour the clocks go forward), which Date would move an hour on. */
function instantOf(local: string): string | null {
  const [date = '', time = ''] = local.split('T');
  const [y, m, day] = date.split('-').map(Number) as [number, number, number];
  const [h, min, sec = 0] = time.split(':').map(Number) as [number, number, number?];
  const d = new Date(2000, 0, 1, h, min, sec);
  // setFullYear, not the constructor: that reads the years 0-99 as 1900-1999.
  d.setFullYear(y, m - 1, day);
  if (d.getHours() !== h || d.getMinutes() !== min || d.getDate() !== day) return null;
  return d.toISOString().replace(/\.000Z$/, 'Z');
}

/** Said of a time the viewer's zone skips. */
export const SKIPPED_TIME_MESSAGE =
  'That time does not exist in your time zone: the clocks go forward an hour that night. Enter another time';

export function toInput(type: ColumnType, value: unknown): string | boolean {
  if (type === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (type === 'datetime') return localInput(String(value));
  return String(value);
}

export function initialValues(d: DatasetConfig, mode: FormMode, row?: Row): FormValues {
  return Object.fromEntries(formColumns(d, mode).map((c) => [c.key, toInput(c.type, row?.[c.key] ?? null)]));
}

type Read = { ok: true; value: unknown } | { ok: false; message: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** One input's text as the contract's value, or the words to show at the field. */
export function readInput(type: ColumnType, raw: string | boolean, format?: ColumnConfig['format']): Read {
  if (type === 'boolean') return { ok: true, value: raw === true };
  const text = String(raw);
  const s = type === 'text' || type === 'textarea' ? text : text.trim();
  // Spaces alone are no value: they would make a blank row, or a key nobody can see.
  if (s.trim() === '') return { ok: true, value: null };
  if ((type === 'text' || type === 'textarea') && CONTROL_CHARACTERS.test(s))
    return { ok: false, message: CONTROL_MESSAGE };
  switch (type) {
    case 'number': {
      const problem = numberProblem(s, format);
      if (problem) return { ok: false, message: problem };
      const plain = plainNumber(s, format) as string;
      // A third decimal of an amount is a slip, not a tenth of a cent (a stored one is shown as is).
      if (format === 'money' && /\.\d{3,}$/.test(plain.replace(/(\.\d*?)0+$/, '$1')))
        return { ok: false, message: 'Enter dollars and cents, e.g. 1,250.50' };
      const n = Number(plain);
      if (Number.isInteger(n) && !Number.isSafeInteger(n))
        return { ok: false, message: 'Too large to keep exactly (at most 9007199254740991)' };
      // A fraction with more digits than a double holds (about 15 in all) would be saved as a
      // neighbour: 99999999999999.99 as …98.
      const decimals = plain.split('.')[1]?.length ?? 0;
      if (decimals > 0 && n !== 0 && n.toFixed(decimals) !== plain.replace(/^(-?)0+(?=\d)/, '$1'))
        return { ok: false, message: 'Too many digits to keep exactly (15 at most)' };
      return { ok: true, value: n };
    }
    case 'bigint': {
      if (!/^-?\d+$/.test(s))
        return { ok: false, message: 'Digits only: a whole number, no spaces or separators' };
      const n = BigInt(s);
      if (n > INT64_MAX || n < INT64_MIN)
        return { ok: false, message: 'Too large for a 64-bit number (at most 9223372036854775807)' };
      // The canonical text of the same number (no leading zeros), still a string.
      return { ok: true, value: n.toString() };
    }
    case 'date':
      return isCalendarDate(s)
        ? { ok: true, value: s }
        : { ok: false, message: 'Enter a valid date (YYYY-MM-DD)' };
    case 'time':
      return TIME.test(s) ? { ok: true, value: s } : { ok: false, message: 'Enter a time (HH:MM)' };
    case 'datetime': {
      if (!LOCAL_DATETIME.test(s) || !isCalendarDate(s.slice(0, 10)))
        return { ok: false, message: 'Enter a date and time' };
      const instant = instantOf(s);
      return instant === null ? { ok: false, message: SKIPPED_TIME_MESSAGE } : { ok: true, value: instant };
    }
    default:
      return { ok: true, value: s };
  }
}

export interface ReadForm {
  body: Row;
  errors: Record<string, string>;
  /** An add with every field empty: nothing to send. */
  empty: boolean;
}

/**
 * The request body of a filled form (SPEC §7: add sends the record fields; edit sends the record
 * plus primaryKey naming the key columns), or the message of each field that cannot be sent.
 */
export function readForm(d: DatasetConfig, mode: FormMode, values: FormValues, row?: Row): ReadForm {
  const body: Row = {};
  const errors: Record<string, string> = {};
  const start = initialValues(d, mode, row);
  for (const c of formColumns(d, mode)) {
    const raw = values[c.key] ?? (c.type === 'boolean' ? false : '');
    if (row && raw === start[c.key]) {
      const kept = row[c.key] ?? null;
      // A Duplicate's key, left empty.
      if (kept === null && isKey(d, c)) errors[c.key] = `${c.label} is required`;
      else body[c.key] = kept;
      continue;
    }
    const read = readInput(c.type, raw, c.format);
    if (!read.ok) errors[c.key] = read.message;
    else if (read.value === null && isKey(d, c)) errors[c.key] = `${c.label} is required`;
    // The contract's rule: a record's id joins a composite key's values with it (decision 0002).
    else if (isKey(d, c) && d.primaryKey.length > 1 && String(read.value).includes(KEY_SEPARATOR))
      errors[c.key] = keyPartMessage(d);
    // A key is an address (record=…, the edit and delete paths): spaces around it are not part of it.
    else body[c.key] = isKey(d, c) && typeof read.value === 'string' ? read.value.trim() : read.value;
  }
  if (mode === 'edit') body.primaryKey = d.primaryKey.join(',');
  // A record of nothing (every field empty, no box ticked) is not worth a row: not sent.
  const empty =
    mode === 'add' &&
    Object.keys(errors).length === 0 &&
    Object.values(body).every((v) => v === null || v === false);
  return { body, errors, empty };
}
