// Between a record and the add/edit form. Inputs hold text (or a checkbox's boolean); a record
// holds typed values. Reading a form is exact: 64-bit values stay strings of digits (never a
// double), and a field the user did not touch sends back the very value it was loaded with.
import type { ColumnConfig, ColumnType, DatasetConfig } from '../../api/gen/registry/types';
import type { Row } from './list-query';
import { CONTROL_CHARACTERS, CONTROL_MESSAGE } from './text-rules';

export type FormValues = Record<string, string | boolean>;
export type FormMode = 'add' | 'edit';

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/** The columns the form shows: in add mode a key the server assigns is left out. */
export const formColumns = (d: DatasetConfig, mode: FormMode): ColumnConfig[] =>
  d.columns.filter((c) => !(mode === 'add' && d.keyGenerated && d.primaryKey.includes(c.key)));

export const isKey = (d: DatasetConfig, c: ColumnConfig): boolean => d.primaryKey.includes(c.key);

/** A stored timestamp as a datetime-local value, in UTC (the form says so). */
function utcInput(value: string): string {
  const t = Date.parse(value);
  return Number.isNaN(t) ? '' : new Date(t).toISOString().slice(0, 19);
}

export function toInput(type: ColumnType, value: unknown): string | boolean {
  if (type === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (type === 'datetime') return utcInput(String(value));
  return String(value);
}

export function initialValues(d: DatasetConfig, mode: FormMode, row?: Row): FormValues {
  return Object.fromEntries(formColumns(d, mode).map((c) => [c.key, toInput(c.type, row?.[c.key] ?? null)]));
}

type Read = { ok: true; value: unknown } | { ok: false; message: string };

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

const validDate = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** One input's text as the contract's value, or the words to show at the field. */
export function readInput(type: ColumnType, raw: string | boolean): Read {
  if (type === 'boolean') return { ok: true, value: raw === true };
  const text = String(raw);
  const s = type === 'text' || type === 'textarea' ? text : text.trim();
  // Spaces alone are no value: they would make a blank row, or a key nobody can see.
  if (s.trim() === '') return { ok: true, value: null };
  if ((type === 'text' || type === 'textarea') && CONTROL_CHARACTERS.test(s))
    return { ok: false, message: CONTROL_MESSAGE };
  switch (type) {
    case 'number': {
      if (!NUMBER.test(s)) return { ok: false, message: 'Enter a number, e.g. 42 or 3.5' };
      const n = Number(s);
      if (Number.isInteger(n) && !Number.isSafeInteger(n))
        return { ok: false, message: 'Too large to keep exactly (at most 9007199254740991)' };
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
      return validDate(s)
        ? { ok: true, value: s }
        : { ok: false, message: 'Enter a valid date (YYYY-MM-DD)' };
    case 'time':
      return TIME.test(s) ? { ok: true, value: s } : { ok: false, message: 'Enter a time (HH:MM)' };
    case 'datetime':
      return LOCAL_DATETIME.test(s) && validDate(s.slice(0, 10))
        ? { ok: true, value: `${s.length === 16 ? `${s}:00` : s}Z` }
        : { ok: false, message: 'Enter a date and time' };
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
      body[c.key] = row[c.key] ?? null;
      continue;
    }
    const read = readInput(c.type, raw);
    if (!read.ok) errors[c.key] = read.message;
    else if (read.value === null && isKey(d, c)) errors[c.key] = `${c.label} is required`;
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
