import { describe, expect, it } from 'vitest';
import { filterValue, typedFilterProblem } from './use-filter-draft';

describe('a filter as typed', () => {
  it('is sent without the spaces around it; spaces alone are no filter', () => {
    expect(filterValue('text', '  88R ')).toBe('88R');
    expect(filterValue('text', '   ')).toBeNull();
    expect(filterValue('bigint', ' 100001 ')).toBe('100001');
    expect(typedFilterProblem('text', '   ')).toBeNull();
    expect(typedFilterProblem('bigint', ' 100001 ')).toBeNull();
  });

  it('takes a number or a date as the grid shows it', () => {
    expect(filterValue('number', '1,250', 'quantity')).toBe('1250');
    expect(filterValue('date', 'Apr 9, 2023')).toBe('2023-04-09');
    expect(typedFilterProblem('date', 'Apr 9, 2023')).toBeNull();
    expect(typedFilterProblem('date', '2023-02-30')).toBe('Enter a date, e.g. 2023-04-09 or Apr 9, 2023');
    expect(typedFilterProblem('number', '2.5', 'plain')).toBe('Enter a whole number, e.g. 42');
  });
});
