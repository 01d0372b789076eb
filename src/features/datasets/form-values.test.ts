import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatasetConfig, datasets } from '../../api/gen/registry/datasets';
import {
  formColumns,
  initialValues,
  readForm,
  readInput,
  SKIPPED_TIME_MESSAGE,
  toInput,
} from './form-values';

const ds = (key: string) => datasets.find((d) => d.key === key) as DatasetConfig;

describe('readInput: one input to a contract value', () => {
  it('refuses text with control characters the contract refuses, and keeps tabs and line breaks', () => {
    expect(readInput('text', 'a\u000cb')).toEqual({
      ok: false,
      message:
        'Remove the control characters (such as a page break pasted from a PDF); tabs and line breaks are fine',
    });
    expect(readInput('textarea', 'a\u0000')).toMatchObject({ ok: false });
    expect(readInput('textarea', 'one\ttwo\r\nthree')).toEqual({ ok: true, value: 'one\ttwo\r\nthree' });
  });

  it('keeps 64-bit values exact, as strings of digits, never through a double', () => {
    const big = '9223372036854775807';
    expect(readInput('bigint', big)).toEqual({ ok: true, value: big });
    expect(readInput('bigint', ' 9007199254740993 ')).toEqual({ ok: true, value: '9007199254740993' });
    expect(readInput('bigint', '-9223372036854775808')).toEqual({ ok: true, value: '-9223372036854775808' });
    expect(readInput('bigint', '0009')).toEqual({ ok: true, value: '9' });
  });

  it('round-trips every 64-bit integer exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (n) => {
        expect(readInput('bigint', toInput('bigint', n.toString()) as string)).toEqual({
          ok: true,
          value: n.toString(),
        });
      }),
    );
  });

  it('refuses what is not a 64-bit whole number, with words', () => {
    for (const bad of ['12a', '1.5', '1e5', '1 000', '9223372036854775808']) {
      const r = readInput('bigint', bad);
      expect(r.ok).toBe(false);
    }
    expect(readInput('bigint', '12a')).toEqual({
      ok: false,
      message: 'Digits only: a whole number, no spaces or separators',
    });
  });

  it('reads numbers, and refuses text and integers a double cannot hold', () => {
    expect(readInput('number', '42')).toEqual({ ok: true, value: 42 });
    expect(readInput('number', '-3.25')).toEqual({ ok: true, value: -3.25 });
    expect(readInput('number', 'abc')).toEqual({ ok: false, message: 'Enter a number, e.g. 42 or 3.5' });
    expect(readInput('number', '9007199254740993').ok).toBe(false);
    // Grouped as the grid shows it; a comma that is not a grouping is refused.
    expect(readInput('number', '1,250.5')).toEqual({ ok: true, value: 1250.5 });
    expect(readInput('number', '12,50')).toEqual({ ok: false, message: 'Enter a number, e.g. 42 or 3.5' });
    // Money as the grid shows it; a dollar sign anywhere else is refused.
    expect(readInput('number', '$1,250.75', 'money')).toEqual({ ok: true, value: 1250.75 });
    // Cents at most: a third decimal is a slip (its zeros are not).
    expect(readInput('number', '1000.555', 'money')).toEqual({
      ok: false,
      message: 'Enter dollars and cents, e.g. 1,250.50',
    });
    expect(readInput('number', '1000.500', 'money')).toEqual({ ok: true, value: 1000.5 });
    // More digits than a double keeps would be saved as another amount; leading zeros are no digits.
    expect(readInput('number', '99999999999999.99', 'money')).toEqual({
      ok: false,
      message: 'Too many digits to keep exactly (15 at most)',
    });
    expect(readInput('number', '9999999999999.99', 'money')).toEqual({ ok: true, value: 9999999999999.99 });
    expect(readInput('number', '0001.50', 'money')).toEqual({ ok: true, value: 1.5 });
    expect(readInput('number', '-0.25')).toEqual({ ok: true, value: -0.25 });
    expect(readInput('number', '0.1234567890123456789')).toEqual({
      ok: false,
      message: 'Too many digits to keep exactly (15 at most)',
    });
    expect(readInput('number', '2.125', 'quantity')).toEqual({ ok: true, value: 2.125 });
    expect(readInput('number', '$2024', 'plain')).toEqual({
      ok: false,
      message: 'Enter a whole number, e.g. 42',
    });
    // An identifier or a year is a whole number; an amount need not be.
    expect(readInput('number', '3.5', 'plain')).toEqual({
      ok: false,
      message: 'Enter a whole number, e.g. 42',
    });
    expect(readInput('number', '2024', 'plain')).toEqual({ ok: true, value: 2024 });
    expect(readInput('number', '3.5', 'quantity')).toEqual({ ok: true, value: 3.5 });
  });

  it('reads empty inputs as null and keeps text as typed', () => {
    expect(readInput('text', '')).toEqual({ ok: true, value: null });
    expect(readInput('number', '  ')).toEqual({ ok: true, value: null });
    expect(readInput('text', '  spaced  ')).toEqual({ ok: true, value: '  spaced  ' });
    // Spaces alone are no value.
    expect(readInput('text', '   ')).toEqual({ ok: true, value: null });
    expect(readInput('textarea', ' \n\t ')).toEqual({ ok: true, value: null });
  });

  it('checks dates, times and timestamps (UTC)', () => {
    expect(readInput('date', '2025-02-28')).toEqual({ ok: true, value: '2025-02-28' });
    expect(readInput('date', '2025-02-30').ok).toBe(false);
    // Month 13 is no date at all.
    expect(readInput('date', '2024-13-45').ok).toBe(false);
    expect(readInput('datetime', '2024-13-45T10:00').ok).toBe(false);
    expect(readInput('time', '09:30')).toEqual({ ok: true, value: '09:30' });
    expect(readInput('time', '25:00').ok).toBe(false);
    expect(readInput('boolean', true)).toEqual({ ok: true, value: true });
  });
});

// Times are typed and shown in the viewer's zone, as the grid and the record view show them, and
// sent as the instant in UTC.
describe('timestamps in the viewer’s zone', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Chicago';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('refuses a time the viewer’s zone skips, where Date would move it an hour', () => {
    expect(readInput('datetime', '2025-03-09T02:30')).toEqual({ ok: false, message: SKIPPED_TIME_MESSAGE });
    expect(readInput('datetime', '2025-03-09T03:30')).toEqual({ ok: true, value: '2025-03-09T08:30:00Z' });
    // An hour that happens twice (the clocks go back) is read as its first time.
    expect(readInput('datetime', '2025-11-02T01:30')).toEqual({ ok: true, value: '2025-11-02T06:30:00Z' });
  });

  it('reads a typed time as the viewer’s', () => {
    expect(readInput('datetime', '2025-03-04T10:05')).toEqual({ ok: true, value: '2025-03-04T16:05:00Z' });
    expect(readInput('datetime', '2025-07-04T10:05:09')).toEqual({ ok: true, value: '2025-07-04T15:05:09Z' });
    expect(readInput('datetime', '0001-01-01T00:00').ok).toBe(true);
    expect(readInput('datetime', '0050-06-01T12:00')).toMatchObject({
      value: expect.stringMatching(/^0050-06-01T/),
    });
  });

  it('shows a stored instant in the viewer’s zone, one without a zone as UTC; empty values as empty', () => {
    expect(toInput('datetime', '2025-03-04T10:05:09+02:00')).toBe('2025-03-04T02:05:09');
    expect(toInput('datetime', '2024-03-10T08:30:00.123Z')).toBe('2024-03-10T03:30');
    expect(toInput('datetime', '2024-03-10 08:30:00')).toBe('2024-03-10T03:30');
    expect(toInput('text', null)).toBe('');
    expect(toInput('boolean', null)).toBe(false);
  });

  it('a time left as shown is the same instant', () => {
    for (const stored of ['2025-03-04T16:05:09Z', '2025-11-02T06:30:00Z', '2024-12-31T23:59:59Z'])
      expect(readInput('datetime', toInput('datetime', stored) as string)).toEqual({
        ok: true,
        value: stored,
      });
  });
});

describe('readForm: the request body', () => {
  const bills = ds('masterBills');
  const row = {
    ...Object.fromEntries(bills.columns.map((c) => [c.key, null])),
    MasterBillId: 100001,
    Title: 'Relating to water.',
    Number: 45,
  };

  it('leaves out a key the server assigns when adding', () => {
    expect(formColumns(bills, 'add').map((c) => c.key)).not.toContain('MasterBillId');
    expect(formColumns(bills, 'edit').map((c) => c.key)).toContain('MasterBillId');
  });

  it('sends the record plus primaryKey on edit, untouched fields exactly as loaded', () => {
    const values = { ...initialValues(bills, 'edit', row), Title: 'Relating to rivers.' };
    const { body, errors } = readForm(bills, 'edit', values, row);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      MasterBillId: 100001,
      Title: 'Relating to rivers.',
      Number: 45,
      primaryKey: 'MasterBillId',
    });
    expect(body.FiledDate).toBeNull();
  });

  it('names each field that cannot be sent', () => {
    const values = { ...initialValues(bills, 'add'), Number: 'forty', FiledDate: '2025-02-31' };
    expect(readForm(bills, 'add', values).errors).toEqual({
      Number: 'Enter a whole number, e.g. 42',
      FiledDate: 'Enter a valid date (YYYY-MM-DD)',
    });
  });

  it('requires the key columns the user must give (composite key)', () => {
    const counties = ds('memberCounties');
    const { errors } = readForm(counties, 'add', { ...initialValues(counties, 'add'), StateCode: 'TX' });
    expect(errors).toEqual({ SessionCode: 'Session Code is required', MemberId: 'Member ID is required' });
    // A key of spaces is no key; spaces around a key are not part of it.
    const subject = ds('subject');
    expect(
      readForm(subject, 'add', { ...initialValues(subject, 'add'), Code: '   ', Name: 'x' }).errors,
    ).toEqual({
      Code: 'Code is required',
    });
    expect(readForm(subject, 'add', { ...initialValues(subject, 'add'), Code: ' AGRI ' }).body.Code).toBe(
      'AGRI',
    );
  });

  it('refuses a “~” in a part of a composite key (it joins the parts in the record’s id), and not elsewhere', () => {
    const files = ds('taskFiles');
    const typed = { ...initialValues(files, 'add'), TaskId: '7', FileName: '~$budget.docx' };
    expect(readForm(files, 'add', typed).errors).toEqual({
      FileName: "Remove the “~”: it separates the parts of a Task Files record's key",
    });
    expect(readForm(files, 'add', { ...typed, FileName: 'budget.docx', FilePath: '/a~b/' }).errors).toEqual(
      {},
    );
    // A key of one column is the id as it is: its '~' is no separator.
    const subject = ds('subject');
    expect(readForm(subject, 'add', { ...initialValues(subject, 'add'), Code: 'A~B' }).errors).toEqual({});
  });

  it('keeps a 64-bit FtmEid above 2^53 exact through an edit', () => {
    const sponsors = ds('billSponsors');
    const sponsor = {
      ...Object.fromEntries(sponsors.columns.map((c) => [c.key, null])),
      SponsorId: 1,
      FtmEid: '9007199254740993',
    };
    const untouched = readForm(sponsors, 'edit', initialValues(sponsors, 'edit', sponsor), sponsor);
    expect(untouched.body.FtmEid).toBe('9007199254740993');
    const changed = readForm(
      sponsors,
      'edit',
      { ...initialValues(sponsors, 'edit', sponsor), FtmEid: '9223372036854775807' },
      sponsor,
    );
    expect(changed.body.FtmEid).toBe('9223372036854775807');
  });
});

describe('an empty record', () => {
  it('is an add with every field empty and no box ticked; anything typed is not', () => {
    const d = datasets.find((x) => x.key === 'masterBills') as DatasetConfig;
    const blank = initialValues(d, 'add');
    expect(readForm(d, 'add', blank).empty).toBe(true);
    expect(readForm(d, 'add', { ...blank, Title: 'x' }).empty).toBe(false);
    expect(readForm(d, 'add', { ...blank, Title: '     ' }).empty).toBe(true);
    expect(readForm(d, 'add', { ...blank, Completed: true }).empty).toBe(false);
    const row = { MasterBillId: 1, Title: null };
    expect(readForm(d, 'edit', initialValues(d, 'edit', row), row).empty).toBe(false);
  });
});
