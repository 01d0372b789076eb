import { describe, expect, it } from 'vitest';
import { leftOut } from './left-out';
import {
  canonicalSearch,
  filterProblem,
  filtersOf,
  parseSort,
  plainNumber,
  recordOf,
  sameFilters,
  sameSearch,
  sortText,
  toSearch,
  validateListSearch,
  viewOf,
  withRecord,
} from './list-search';

const listSearch = (page: number, filters: Record<string, string>) =>
  toSearch({ page, limit: 10, sort: [], filters });

const columns = [
  { key: 'StateCode', type: 'text', filter: true },
  { key: 'Number', type: 'number', filter: true },
  { key: 'FiledDate', type: 'date', filter: true },
  { key: 'Title', type: 'text', filter: false },
];

describe('validateListSearch (the route search schema)', () => {
  it('keeps a positive integer page and string filters', () => {
    expect(validateListSearch({ page: 2, StateCode: 'TX' })).toEqual({ page: 2, StateCode: 'TX' });
    expect(validateListSearch({ page: '3' })).toEqual({ page: 3 });
  });

  it('takes page 1 for a page that is not a positive integer: a list was asked for', () => {
    for (const page of [0, -1, 1.5, 'abc', null, {}, 10_000_001])
      expect(validateListSearch({ page })).toEqual({ page: 1 });
    expect(validateListSearch({})).toEqual({});
  });

  it('drops a record key of nothing but spaces', () => {
    expect(validateListSearch({ page: 1, record: ' ' })).toEqual({ page: 1 });
    expect(validateListSearch({ page: 1, record: '' })).toEqual({ page: 1 });
    expect(validateListSearch({ record: 'a b' })).toEqual({ record: 'a b' });
  });

  it('names every key it drops, as undefined: the router lays its answer over the address', () => {
    const raw = { page: 0, limit: 1000, sort: ['Title', 'Number'], Title: ['a', 'b'], 'bad key': 'v' };
    // TanStack Router's match search is { ...address, ...checked }.
    const merged = { ...raw, ...validateListSearch(raw) };
    expect(merged).toStrictEqual({
      page: 1,
      limit: undefined,
      sort: undefined,
      Title: undefined,
      'bad key': undefined,
    });
  });

  it('keeps filters in their URL form: canonical numbers and true/false as themselves', () => {
    expect(validateListSearch({ Number: 45, Completed: true })).toEqual({ Number: 45, Completed: true });
    expect(validateListSearch({ Number: '45', Completed: 'false', Code: '045' })).toEqual({
      Number: 45,
      Completed: false,
      Code: '045',
    });
    // And read back as text.
    expect(filtersOf(columns, { Number: 45 })).toEqual({ Number: '45' });
  });

  it('drops empty values, objects and keys that cannot be columns', () => {
    expect(validateListSearch({ StateCode: '', x: { a: 1 }, 'bad key': 'v', __proto__x: 'v' })).toEqual({
      __proto__x: 'v',
    });
  });
});

describe('filtersOf (a dataset’s filters in a search)', () => {
  it('keeps only the dataset’s filter columns with values it can send', () => {
    expect(
      filtersOf(columns, {
        page: 1,
        StateCode: 'tx',
        Number: '12',
        FiledDate: '2025-02-01',
        Title: 'x',
        Other: 'y',
      }),
    ).toEqual({ StateCode: 'tx', Number: '12', FiledDate: '2025-02-01' });
  });

  it('drops a number filter that is not a number and a date that is not a date', () => {
    expect(filtersOf(columns, { Number: '12abc', FiledDate: 'yesterday' })).toEqual({});
  });
});

describe('filterProblem', () => {
  it('says why a value cannot be sent, or null', () => {
    expect(filterProblem('number', 'abc')).toBe('Enter a number, e.g. 42 or 3.5');
    expect(filterProblem('number', '1,250.5')).toBeNull();
    expect(filterProblem('number', '1,25')).toBe('Enter a number, e.g. 42 or 3.5');
    expect(filterProblem('number', '.')).toBe('Enter a number, e.g. 42 or 3.5');
    expect(filterProblem('number', '-')).toBe('Enter a number, e.g. 42 or 3.5');
    expect(filterProblem('number', ' 42 ')).toBeNull();
    expect(filterProblem('number', '-3.5')).toBeNull();
    expect(filterProblem('text', 'anything at all')).toBeNull();
    expect(filterProblem('date', '2025-13')).toBe('Enter a valid date (YYYY-MM-DD)');
    // The shape of a date is not a date: the server refuses a day that does not exist.
    expect(filterProblem('date', '2024-13-45')).toBe('Enter a valid date (YYYY-MM-DD)');
    expect(filterProblem('date', '2023-02-29')).toBe('Enter a valid date (YYYY-MM-DD)');
    expect(filterProblem('date', '2024-02-29')).toBeNull();
    expect(filterProblem('number', '')).toBeNull();
  });

  it('refuses text a server does not take: longer than the contract allows, or control characters', () => {
    expect(filterProblem('text', 'x'.repeat(4000))).toBeNull();
    expect(filterProblem('text', 'x'.repeat(4001))).toBe('Enter at most 4,000 characters (this has 4,001)');
    // Counted in characters, as the contract counts them: 4,000 emoji are within.
    expect(filterProblem('text', '🏛'.repeat(4000))).toBeNull();
    expect(filterProblem('textarea', 'x'.repeat(4001))).toBeNull();
    expect(filterProblem('text', 'a\u0001b')).toMatch(/^Remove the control characters/);
    expect(filterProblem('text', 'a\tb')).toBeNull();
  });
});

describe('an address the list cannot use', () => {
  const cols = [...columns, { key: 'Id', type: 'bigint', filter: true }];

  it('reads a sort given as anything but text as no sort (it crashed the screen)', () => {
    expect(parseSort(cols, ['Title', 'Number'] as unknown as string)).toEqual([]);
    expect(parseSort(cols, { a: 1 } as unknown as string)).toEqual([]);
  });

  it('writes what the list can use, the way the screen writes it', () => {
    const checked = validateListSearch({ page: 2, limit: 10, sort: 'Title,Title', Bogus: 1, Number: 'abc' });
    expect(canonicalSearch(cols, checked)).toStrictEqual({ page: 2, sort: 'Title' });
    // Collapsed (no page): the filters it was given, no list asked for.
    expect(canonicalSearch(cols, validateListSearch({ StateCode: 'TX' }))).toEqual({ StateCode: 'TX' });
    expect(canonicalSearch(cols, validateListSearch({ page: 1, record: '7' }))).toEqual({
      page: 1,
      record: 7,
    });
  });

  it('compares searches as the URL reads them', () => {
    expect(sameSearch({ page: 2, Number: 45 }, { page: '2', Number: '45', gone: undefined })).toBe(true);
    expect(sameSearch({ page: 2 }, { page: 2, limit: 10 })).toBe(false);
    expect(sameSearch({ sort: ['a'] }, { sort: 'a' })).toBe(false);
  });

  it('says what it leaves out and why; a value only written another way is not named', () => {
    const parts = leftOut(cols, 'MasterBills', {
      page: 0,
      limit: 1000,
      sort: 'Title,-Nope',
      Bogus: 1,
      Title: 'x',
      Number: 'abc',
      StateCode: ['TX', 'OH'],
    });
    expect(parts).toEqual([
      { part: 'page=0', why: 'pages are numbered from 1' },
      { part: 'limit=1000', why: 'rows per page are 10, 25, 50 or 100' },
      { part: 'sort=Title,-Nope', why: 'MasterBills has no column Nope' },
      { part: 'Bogus=1', why: 'MasterBills has no filter Bogus' },
      { part: 'Title=x', why: 'MasterBills has no filter Title' },
      { part: 'Number=abc', why: 'enter a number, e.g. 42 or 3.5' },
      { part: 'StateCode=["TX","OH"]', why: 'it is given more than once' },
    ]);
    expect(
      leftOut(cols, 'MasterBills', { page: 2, limit: 10, sort: 'Title,Title', Id: '1234567890123456789' }),
    ).toEqual([]);
    expect(leftOut(cols, 'MasterBills', { sort: '-' })).toEqual([
      { part: 'sort=-', why: 'a sort is one to four columns, such as sort=Title,-FiledDate' },
    ]);
  });
});

describe('toSearch and sameFilters', () => {
  it('builds the search of a page with its non-empty filters', () => {
    expect(listSearch(1, { StateCode: 'TX', Number: '' })).toEqual({ page: 1, StateCode: 'TX' });
  });

  it('writes canonical numbers as numbers, and reads them back as the same text', () => {
    const search = listSearch(2, {
      Number: '45',
      SessionCode: '045',
      Amount: '2.5',
      Big: '9007199254740993',
    });
    expect(search).toEqual({ page: 2, Number: 45, SessionCode: '045', Amount: 2.5, Big: '9007199254740993' });
    expect(validateListSearch(search)).toEqual(search);
    const all = ['Number', 'SessionCode', 'Amount', 'Big'].map((key) => ({
      key,
      type: 'text',
      filter: true,
    }));
    expect(filtersOf(all, search)).toEqual({
      Number: '45',
      SessionCode: '045',
      Amount: '2.5',
      Big: '9007199254740993',
    });
  });

  it('compares filters ignoring empty values and order', () => {
    expect(sameFilters({ A: '1', B: '' }, { A: '1' })).toBe(true);
    expect(sameFilters({ A: '1', B: '2' }, { B: '2', A: '1' })).toBe(true);
    expect(sameFilters({ A: '1' }, { A: '2' })).toBe(false);
  });
});

describe('page size and sort in the URL', () => {
  it('keeps a page size staff can choose, leaving out the default 10', () => {
    for (const limit of [25, 50, 100, '25'])
      expect(validateListSearch({ limit })).toEqual({ limit: Number(limit) });
    for (const limit of [10, 0, 7, 101, -25, 'x', 2.5]) expect(validateListSearch({ limit })).toEqual({});
  });

  it('keeps a sort of field names, at most four, and drops anything else', () => {
    expect(validateListSearch({ sort: 'Title,-FiledDate' })).toEqual({ sort: 'Title,-FiledDate' });
    for (const sort of ['', 'Title,', '--Title', 'Title;drop', 'A,B,C,D,E', 5, ['Title']])
      expect(validateListSearch({ sort })).toEqual({});
  });

  it('never takes page, limit or sort for a filter', () => {
    expect(validateListSearch({ page: 2, limit: 50, sort: '-Number', StateCode: 'TX' })).toEqual({
      page: 2,
      limit: 50,
      sort: '-Number',
      StateCode: 'TX',
    });
  });

  it('reads a sort for a dataset: its columns only, each once', () => {
    expect(parseSort(columns, 'Title,-Number,Nope,Title')).toEqual([
      { id: 'Title', desc: false },
      { id: 'Number', desc: true },
    ]);
    expect(
      sortText([
        { id: 'Title', desc: false },
        { id: 'Number', desc: true },
      ]),
    ).toBe('Title,-Number');
    expect(parseSort(columns, undefined)).toEqual([]);
  });

  it('goes from the URL to a view and back without change', () => {
    const search = { page: 3, limit: 25, sort: '-FiledDate,Number', StateCode: 'TX', Number: 45 };
    const view = viewOf(columns, validateListSearch(search));
    expect(view).toEqual({
      page: 3,
      limit: 25,
      sort: [
        { id: 'FiledDate', desc: true },
        { id: 'Number', desc: false },
      ],
      filters: { StateCode: 'TX', Number: '45' },
    });
    expect(toSearch(view)).toEqual(search);
    expect(viewOf(columns, {})).toEqual({ page: 1, limit: 10, sort: [], filters: {} });
  });
});

describe('the open record in the URL', () => {
  it('keeps a record key beside the list, as the URL reads it back', () => {
    expect(validateListSearch({ page: 2, record: 100005 })).toEqual({ page: 2, record: 100005 });
    expect(validateListSearch({ record: 'TX~89R~1001' })).toEqual({ record: 'TX~89R~1001' });
    expect(validateListSearch({ record: '' })).toEqual({});
    expect(validateListSearch({ record: 'x'.repeat(501) })).toEqual({});
    expect(recordOf({ record: 100005 })).toBe('100005');
    expect(withRecord({ page: 2, Type: 'HB' }, '100005')).toEqual({ page: 2, Type: 'HB', record: 100005 });
    expect(withRecord({ page: 2, record: 5 }, undefined)).toEqual({ page: 2 });
    // The list's changes keep it: it is not a filter.
    expect(viewOf(columns, { page: 2, record: 5 }).filters).toEqual({});
  });
});

describe('a number as typed', () => {
  it("drops the grid's grouping, a plus sign and a bare point, and keeps every digit", () => {
    expect(plainNumber('1,250.5')).toBe('1250.5');
    expect(plainNumber(' +5 ')).toBe('5');
    expect(plainNumber('.5')).toBe('0.5');
    expect(plainNumber('-.5')).toBe('-0.5');
    expect(plainNumber('5.')).toBe('5');
    expect(plainNumber('12345678901234567890')).toBe('12345678901234567890');
    expect(plainNumber('12,50')).toBeNull();
    expect(plainNumber('1e5')).toBeNull();
    expect(plainNumber('.')).toBeNull();
  });

  it('drops the dollar sign the grid shows money with, before or after the minus', () => {
    expect(plainNumber('$1,250.75', 'money')).toBe('1250.75');
    expect(plainNumber('-$1,250.75', 'money')).toBe('-1250.75');
    expect(plainNumber('$ 42', 'money')).toBe('42');
    expect(plainNumber('$', 'money')).toBeNull();
    expect(plainNumber('42$', 'money')).toBeNull();
    expect(plainNumber('$$42', 'money')).toBeNull();
  });

  it('takes a dollar sign only where the column holds money (not a year or an identifier)', () => {
    expect(plainNumber('$2024', 'plain')).toBeNull();
    expect(plainNumber('$1,250', 'quantity')).toBeNull();
    expect(plainNumber('$42')).toBeNull();
    expect(plainNumber('1,250', 'quantity')).toBe('1250');
    expect(filterProblem('number', '$2024', 'plain')).toBe('Enter a whole number, e.g. 42');
    expect(filterProblem('number', '2024', 'plain')).toBeNull();
  });

  it('takes whole numbers only where the column is an identifier, a year or a code', () => {
    expect(filterProblem('number', '2024.5', 'plain')).toBe('Enter a whole number, e.g. 42');
    expect(filterProblem('number', '2024.0', 'plain')).toBeNull();
    expect(filterProblem('number', '1,555', 'plain')).toBeNull();
    expect(filterProblem('number', '2024.5', 'quantity')).toBeNull();
    expect(filterProblem('number', 'x', 'plain')).toBe('Enter a whole number, e.g. 42');
  });
});
