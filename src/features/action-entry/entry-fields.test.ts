import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENTRY,
  ENTRY_FIELDS,
  entryAsText,
  fieldProblem,
  firstProblem,
  hasClearButton,
  isEmptyEntry,
} from './entry-fields';

describe('Action Entry fields', () => {
  it('are the spec’s fields, in the spec’s order', () => {
    expect(ENTRY_FIELDS.map((f) => f.label)).toEqual([
      'Entry Date',
      'House',
      'Verify',
      'Page',
      'Manual',
      'Bill Number',
      'Action Code',
      'Commit Code',
      'Local Calendar',
      'Vote - Aye',
      'No.',
      '# Amendments',
      'Chapter',
      'Veto',
      'Effect Date',
      'Entry Time',
      'Notes',
      'Cross w/Bill',
    ]);
    expect(ENTRY_FIELDS.filter((f) => f.kind === 'date').map((f) => f.label)).toEqual([
      'Entry Date',
      'Effect Date',
    ]);
    expect(ENTRY_FIELDS.find((f) => f.label === 'Entry Time')?.kind).toBe('time');
    expect(ENTRY_FIELDS.find((f) => f.label === 'Notes')?.kind).toBe('multiline');
  });

  it('give every text field a clear button, and none to dates and times', () => {
    expect(ENTRY_FIELDS.filter((f) => !hasClearButton(f)).map((f) => f.label)).toEqual([
      'Entry Date',
      'Effect Date',
      'Entry Time',
    ]);
  });

  it('copy as labelled lines, without empty fields', () => {
    const entry = { ...EMPTY_ENTRY, billNumber: ' HB100 ', actionCode: 'H010', notes: 'Read first time' };
    expect(entryAsText(entry)).toBe('Bill Number: HB100\nAction Code: H010\nNotes: Read first time');
    expect(isEmptyEntry(EMPTY_ENTRY)).toBe(true);
    expect(isEmptyEntry({ ...EMPTY_ENTRY, notes: '  ' })).toBe(true);
    expect(isEmptyEntry(entry)).toBe(false);
  });

  it('take counts in the number fields: whole numbers from 0, said in words otherwise', () => {
    const page = ENTRY_FIELDS.find((f) => f.key === 'page');
    const bill = ENTRY_FIELDS.find((f) => f.key === 'billNumber');
    if (!page || !bill) throw new Error('fields missing');
    for (const ok of ['', ' ', '0', '12', ' 7 ', '999999']) expect(fieldProblem(page, ok)).toBeNull();
    for (const bad of ['abc', '-5', '1.5', '1e3', '1000000', '99999999999999999999']) {
      expect(fieldProblem(page, bad)).toBe('A whole number, 0 to 999,999.');
    }
    expect(fieldProblem(bill, 'HB 12')).toBeNull();
    expect(firstProblem({ ...EMPTY_ENTRY, voteNo: 'x', amendments: '-1' })?.key).toBe('voteNo');
    expect(firstProblem({ ...EMPTY_ENTRY, page: '3' })).toBeUndefined();
  });
});
