import { describe, expect, it } from 'vitest';
import {
  filterProblem,
  filtersOf,
  parseSort,
  recordOf,
  sameFilters,
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

  it('drops a page that is not a positive integer', () => {
    for (const page of [0, -1, 1.5, 'abc', null, {}, 10_000_001])
      expect(validateListSearch({ page })).toEqual({});
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
    expect(filterProblem('number', 'abc')).toBe('Enter a number');
    expect(filterProblem('number', ' 42 ')).toBeNull();
    expect(filterProblem('number', '-3.5')).toBeNull();
    expect(filterProblem('text', 'anything at all')).toBeNull();
    expect(filterProblem('date', '2025-13')).toBe('Enter a date (YYYY-MM-DD)');
    expect(filterProblem('number', '')).toBeNull();
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
