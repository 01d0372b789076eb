import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/fetcher';
import { crawlErrorText, isWebLink, linkColumns, NOT_A_WEB_LINK, newLinkProblem } from './link-rules';

describe('isWebLink', () => {
  it('accepts absolute http and https addresses', () => {
    for (const ok of [
      'https://capitol.texas.gov/bills',
      'http://legis.la.gov',
      ' HTTPS://www.ilga.gov/x?y=1 ',
    ]) {
      expect(isWebLink(ok), ok).toBe(true);
    }
  });

  it('refuses every other kind of value', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'legis.la.gov/legis/Calendar.aspx',
      'ftp://ftp.legis.state.tx.us/journals/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:clerk@example.org',
      'http:legis.la.gov',
      'https://',
      'https://exa mple.org',
      '//legis.la.gov',
    ]) {
      expect(isWebLink(bad), String(bad)).toBe(false);
    }
  });
});

describe('newLinkProblem', () => {
  it('asks for a full web address', () => {
    expect(newLinkProblem('capitol.texas.gov/bills', null)).toBe(NOT_A_WEB_LINK);
    expect(newLinkProblem('javascript:alert(1)', null)).toBe(NOT_A_WEB_LINK);
  });

  it('says when nothing would change', () => {
    expect(newLinkProblem(' https://a.gov/x ', 'https://a.gov/x')).toBe('This is already the current link.');
  });

  it('has nothing to say about an empty or a good link', () => {
    expect(newLinkProblem('  ', 'https://a.gov')).toBeNull();
    expect(newLinkProblem('https://a.gov/new', 'https://a.gov/old')).toBeNull();
    expect(newLinkProblem('https://a.gov/new', null)).toBeNull();
  });
});

describe('linkColumns', () => {
  it('lists the link columns in the server’s order, without the state', () => {
    expect(linkColumns({ state: 'TX', BillsLink: 'https://a', VideoLink: null, CalendarLink: 'x' })).toEqual([
      'BillsLink',
      'VideoLink',
      'CalendarLink',
    ]);
  });
});

describe('crawlErrorText', () => {
  const http = (body: unknown) =>
    new ApiRequestError('http', 'Request failed with status 500', { status: 500, body });

  it("is 'Error: ' plus the server's message", () => {
    expect(crawlErrorText(http({ message: 'Crawler database is offline', error: 'db' }))).toBe(
      'Error: Crawler database is offline',
    );
  });

  it('shows the JSON text when the message is an object, or when there is none', () => {
    expect(crawlErrorText(http({ message: { code: 7, detail: 'locked' } }))).toBe(
      'Error: {"code":7,"detail":"locked"}',
    );
    expect(crawlErrorText(http({ error: 'locked' }))).toBe('Error: {"error":"locked"}');
  });

  it('uses the wrapper’s words when there was no answer', () => {
    expect(crawlErrorText(new ApiRequestError('network', 'Could not reach the server.'))).toBe(
      'Error: Could not reach the server.',
    );
    expect(crawlErrorText({ odd: true })).toBe('Error: {"odd":true}');
  });
});
