import { describe, expect, it } from 'vitest';
import type { ColumnConfig } from '../src/api/gen/registry/datasets.ts';
import { parseSort, sortRows, sortText } from './sort.ts';

const col = (key: string, type: ColumnConfig['type']): ColumnConfig => ({
  key,
  label: key,
  type,
  filter: false,
});
const columns = [
  col('Id', 'number'),
  col('Big', 'bigint'),
  col('Day', 'date'),
  col('At', 'datetime'),
  col('Time', 'time'),
  col('Flag', 'boolean'),
  col('Name', 'text'),
];

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.Id);

describe('parseSort', () => {
  it('reads fields, each ascending or descending', () => {
    expect(parseSort('Name,-Day', columns)).toEqual([
      { key: 'Name', desc: false },
      { key: 'Day', desc: true },
    ]);
    expect(
      sortText([
        { key: 'Name', desc: false },
        { key: 'Day', desc: true },
      ]),
    ).toBe('Name,-Day');
  });

  it('refuses unknown, repeated, empty and too many fields in words', () => {
    expect(parseSort('Nope', columns)).toBe('Nope is not a field to sort by');
    expect(parseSort('Name,-Name', columns)).toBe('Name appears twice in sort');
    expect(parseSort('', columns)).toBe('(nothing) is not a field to sort by');
    expect(parseSort('Id,Big,Day,At,Time', columns)).toBe('sort takes at most four fields');
  });
});

describe('sortRows', () => {
  it('compares numbers as numbers, not as text', () => {
    const rows = [{ Id: 10 }, { Id: 9 }, { Id: 100 }];
    expect(ids(sortRows(rows, [{ key: 'Id', desc: false }], columns))).toEqual([9, 10, 100]);
  });

  it('compares 64-bit values exactly, beyond what a double can hold', () => {
    const rows = [
      { Id: 1, Big: '9007199254740993' },
      { Id: 2, Big: '9007199254740992' },
      { Id: 3, Big: '-5' },
      { Id: 4, Big: '9223372036854775807' },
    ];
    expect(ids(sortRows(rows, [{ key: 'Big', desc: false }], columns))).toEqual([3, 2, 1, 4]);
    expect(ids(sortRows(rows, [{ key: 'Big', desc: true }], columns))).toEqual([4, 1, 2, 3]);
  });

  it('compares dates, datetimes and times as instants', () => {
    const days = [
      { Id: 1, Day: '2024-07-03' },
      { Id: 2, Day: '2023-12-31' },
      { Id: 3, Day: '2024-01-15' },
    ];
    expect(ids(sortRows(days, [{ key: 'Day', desc: false }], columns))).toEqual([2, 3, 1]);
    const ats = [
      { Id: 1, At: '2025-03-01T10:00:00-05:00' },
      { Id: 2, At: '2025-03-01T14:30:00Z' },
    ];
    expect(ids(sortRows(ats, [{ key: 'At', desc: false }], columns))).toEqual([2, 1]);
    const times = [
      { Id: 1, Time: '9:30' },
      { Id: 2, Time: '14:00' },
      { Id: 3, Time: '09:05:10' },
    ];
    expect(ids(sortRows(times, [{ key: 'Time', desc: false }], columns))).toEqual([3, 1, 2]);
  });

  it('orders text by collation, ignoring case, and booleans false first', () => {
    const rows = [
      { Id: 1, Name: 'beta', Flag: true },
      { Id: 2, Name: 'Alpha', Flag: false },
      { Id: 3, Name: 'alpha', Flag: true },
      { Id: 4, Name: 'Émile', Flag: false },
    ];
    expect(ids(sortRows(rows, [{ key: 'Name', desc: false }], columns))).toEqual([2, 3, 1, 4]);
    expect(ids(sortRows(rows, [{ key: 'Flag', desc: false }], columns))).toEqual([2, 4, 1, 3]);
  });

  it('puts empty values last in both directions', () => {
    const rows = [
      { Id: 1, Name: null },
      { Id: 2, Name: 'b' },
      { Id: 3, Name: '' },
      { Id: 4, Name: 'a' },
    ];
    expect(ids(sortRows(rows, [{ key: 'Name', desc: false }], columns))).toEqual([4, 2, 1, 3]);
    expect(ids(sortRows(rows, [{ key: 'Name', desc: true }], columns))).toEqual([2, 4, 1, 3]);
  });

  it('is stable on ties and uses later keys to break them', () => {
    const rows = [
      { Id: 1, Name: 'x', Day: '2024-01-01' },
      { Id: 2, Name: 'y', Day: '2024-01-01' },
      { Id: 3, Name: 'x', Day: '2023-01-01' },
      { Id: 4, Name: 'y', Day: '2024-01-01' },
    ];
    expect(ids(sortRows(rows, [{ key: 'Day', desc: true }], columns))).toEqual([1, 2, 4, 3]);
    expect(
      ids(
        sortRows(
          rows,
          [
            { key: 'Day', desc: true },
            { key: 'Name', desc: true },
          ],
          columns,
        ),
      ),
    ).toEqual([2, 4, 1, 3]);
  });

  it('puts values its type cannot read after the readable ones, and leaves the input alone', () => {
    const rows = [
      { Id: 1, Day: 'soon' },
      { Id: 2, Day: '2024-01-01' },
      { Id: 3, Day: null },
    ];
    const copy = structuredClone(rows);
    expect(ids(sortRows(rows, [{ key: 'Day', desc: false }], columns))).toEqual([2, 1, 3]);
    expect(ids(sortRows(rows, [{ key: 'Day', desc: true }], columns))).toEqual([2, 1, 3]);
    expect(rows).toEqual(copy);
  });
});
