// The Action Entry form's fields, in SPEC §2's order (which is also the tab order).
type EntryFieldKind = 'text' | 'number' | 'date' | 'time' | 'multiline';

export interface EntryField {
  readonly key: string;
  readonly label: string;
  readonly kind: EntryFieldKind;
  /** Wider than one grid column: two columns, or the whole row. */
  readonly span?: 2 | 'row';
}

export const ENTRY_FIELDS = [
  { key: 'entryDate', label: 'Entry Date', kind: 'date' },
  { key: 'house', label: 'House', kind: 'text' },
  { key: 'verify', label: 'Verify', kind: 'text' },
  { key: 'page', label: 'Page', kind: 'number' },
  { key: 'manual', label: 'Manual', kind: 'text' },
  { key: 'billNumber', label: 'Bill Number', kind: 'text' },
  { key: 'actionCode', label: 'Action Code', kind: 'text' },
  { key: 'commitCode', label: 'Commit Code', kind: 'text' },
  { key: 'localCalendar', label: 'Local Calendar', kind: 'text' },
  { key: 'voteAye', label: 'Vote - Aye', kind: 'number' },
  { key: 'voteNo', label: 'No.', kind: 'number' },
  { key: 'amendments', label: '# Amendments', kind: 'number' },
  { key: 'chapter', label: 'Chapter', kind: 'text' },
  { key: 'veto', label: 'Veto', kind: 'text' },
  { key: 'effectDate', label: 'Effect Date', kind: 'date' },
  { key: 'entryTime', label: 'Entry Time', kind: 'time' },
  { key: 'notes', label: 'Notes', kind: 'multiline', span: 'row' },
  { key: 'crossBill', label: 'Cross w/Bill', kind: 'text', span: 2 },
] as const satisfies readonly EntryField[];

export type EntryKey = (typeof ENTRY_FIELDS)[number]['key'];
export type Entry = Record<EntryKey, string>;

export const EMPTY_ENTRY = Object.fromEntries(ENTRY_FIELDS.map((f) => [f.key, ''])) as Entry;

/** Fields with a clear button: every text field (the spec's rule), the notes included. */
export const hasClearButton = (f: EntryField): boolean => f.kind !== 'date' && f.kind !== 'time';

/** The entry as plain lines (label: value), for copying elsewhere; empty fields left out. */
export function entryAsText(entry: Entry): string {
  return ENTRY_FIELDS.filter((f) => entry[f.key].trim())
    .map((f) => `${f.label}: ${entry[f.key].trim()}`)
    .join('\n');
}

export const isEmptyEntry = (entry: Entry): boolean => ENTRY_FIELDS.every((f) => !entry[f.key].trim());

/** The largest count a number field takes: pages, votes and amendments run to a few thousand. */
const MAX_COUNT = 999_999;

/** What is wrong with a field's value, in words; null when it is fine (empty is fine: nothing
 * is required). Number fields hold counts: whole numbers from 0. */
export function fieldProblem(field: EntryField, value: string): string | null {
  const v = value.trim();
  if (field.kind !== 'number' || v === '') return null;
  return /^\d+$/.test(v) && Number(v) <= MAX_COUNT
    ? null
    : `A whole number, 0 to ${MAX_COUNT.toLocaleString('en-US')}.`;
}

/** The first field whose value is refused, if any. */
export const firstProblem = (entry: Entry): EntryField | undefined =>
  ENTRY_FIELDS.find((f) => fieldProblem(f, entry[f.key]) !== null);
