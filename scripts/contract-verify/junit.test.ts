// The JUnit report is well-formed XML whatever the checks hold (quotes, angle brackets, control
// characters), with a test case per check and the counts CI reads.
import { describe, expect, it } from 'vitest';
import { toJunit } from './junit.ts';
import type { Row } from './lane.ts';
import { summarize } from './report.ts';
import { chooseStates } from './run.ts';

const row = (over: Partial<Row>): Row => ({
  operation: 'statesList',
  check: 'list page 1',
  method: 'GET',
  path: '/api/table/states?page=1&limit=10',
  expected: [200],
  status: 200,
  result: 'pass',
  suite: 'positive',
  ms: 12,
  ...over,
});

describe('JUnit report', () => {
  it('is well-formed XML with one test case per check and the counts', () => {
    const report = summarize({
      contract: 'Legislative data console API 1.0.0',
      baseUrl: 'http://127.0.0.1:8787',
      startedAt: '2026-11-24T10:00:00.000Z',
      durationMs: 1234,
      options: {},
      results: [
        row({}),
        row({
          suite: 'input',
          check: 'a NUL character in the <StateCode> filter: refused (400)',
          status: 500,
          result: 'fail',
          mismatch: {
            kind: 'status',
            pointer: '',
            expected: '400',
            received: '500 (message: "a \u0000 & \'b\'")',
          },
          curl: `curl -i -X GET 'http://127.0.0.1:8787/api/table/states?StateCode=a%00' -H 'Authorization: Bearer '"$TOKEN"`,
        }),
        row({ suite: 'tokens', result: 'skip', status: null, note: 'pass --expired-token to check it' }),
      ],
      notSelected: [],
      leftovers: [],
      load: {
        calls: 100,
        concurrency: 8,
        durationMs: 500,
        perSecond: 200,
        p50: 3,
        p90: 5,
        p99: 9,
        max: 12,
        errors: {},
        errorCount: 0,
      },
      secrets: [],
    });
    const xml = toJunit(report);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect([
      root.tagName,
      root.getAttribute('tests'),
      root.getAttribute('failures'),
      root.getAttribute('skipped'),
    ]).toEqual(['testsuites', '4', '1', '1']);
    const suites = [...doc.getElementsByTagName('testsuite')].map((s) => s.getAttribute('name'));
    expect(suites).toEqual([
      'contract-verify.positive',
      'contract-verify.input',
      'contract-verify.tokens',
      'contract-verify.load',
    ]);
    const failure = doc.getElementsByTagName('failure')[0];
    expect(failure?.getAttribute('message')).toBe(
      'status: expected 400, received 500 (message: "a ? & \'b\'")',
    );
    expect(failure?.textContent).toContain(
      `Reproduce:\ncurl -i -X GET 'http://127.0.0.1:8787/api/table/states?StateCode=a%00'`,
    );
    expect(doc.getElementsByTagName('skipped')[0]?.getAttribute('message')).toBe(
      'pass --expired-token to check it',
    );
  });
});

describe('the states of the checks', () => {
  it('follow the account: TX when it has it, else its first state; hearings in TX or LA only', () => {
    expect(chooseStates(undefined, undefined)).toEqual({ state: 'TX', hearingState: 'TX' });
    expect(chooseStates(undefined, ['TX', 'LA', 'OH'])).toEqual({ state: 'TX', hearingState: 'TX' });
    expect(chooseStates(undefined, ['OH', 'LA'])).toEqual({ state: 'OH', hearingState: 'LA' });
    expect(chooseStates(undefined, ['OH', 'IL'])).toEqual({ state: 'OH', hearingState: undefined });
    expect(chooseStates('LA', ['TX', 'LA'])).toEqual({ state: 'LA', hearingState: 'LA' });
  });
});
