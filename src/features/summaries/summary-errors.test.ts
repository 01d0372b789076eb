import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/fetcher';
import { summaryErrorText } from './summary-errors';

const http = (body: unknown) =>
  new ApiRequestError('http', 'Request failed with status 500', { status: 500, body });

describe('summaryErrorText', () => {
  it("uses the answer's words", () => {
    expect(summaryErrorText(http({ message: 'No summary for HB100ENR', error: 'not_found' }))).toBe(
      'No summary for HB100ENR',
    );
    expect(summaryErrorText(http({ message: '', error: 'summary_locked' }))).toBe('summary_locked');
  });

  it("says 'Unknown error occurred' when the answer has no words", () => {
    expect(summaryErrorText(http({}))).toBe('Unknown error occurred');
    expect(summaryErrorText(http(null))).toBe('Unknown error occurred');
    expect(summaryErrorText(http({ message: { nested: true } }))).toBe('Unknown error occurred');
    expect(summaryErrorText(42)).toBe('Unknown error occurred');
    expect(summaryErrorText(new Error(''))).toBe('Unknown error occurred');
  });

  it('explains failures that had no answer in the words of the fetch wrapper', () => {
    const net = new ApiRequestError('network', 'Could not reach the server. Check your connection.');
    expect(summaryErrorText(net)).toBe('Could not reach the server. Check your connection.');
  });
});
