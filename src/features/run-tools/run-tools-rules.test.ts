import { describe, expect, it } from 'vitest';
import { buildRequest, failureLine, type RunForm, successLine } from './run-tools-rules';

const form = (over: Partial<RunForm> = {}): RunForm => ({
  state: 'TX',
  session: '89R',
  date: '2025-03-04',
  billNumber: 'HB100FIL',
  startDate: '',
  endDate: '',
  ...over,
});

describe('required inputs (SPEC §5)', () => {
  it('Run Date needs state, session and date', () => {
    for (const over of [{ state: '' }, { session: ' ' }, { date: '' }]) {
      expect(buildRequest('runDate', form(over))).toMatchObject({
        ok: false,
        message: 'State, session, and date are required for runDate',
      });
    }
    expect(buildRequest('runDate', form({ session: '', date: '' }))).toEqual({
      ok: false,
      message: 'State, session, and date are required for runDate',
      fields: { session: 'Required', date: 'Required' },
    });
  });

  it('Run Bill needs state, session and bill number', () => {
    for (const over of [{ state: '' }, { session: '' }, { billNumber: '  ' }]) {
      expect(buildRequest('runBill', form(over))).toMatchObject({
        ok: false,
        message: 'State, session, and billNumber are required for runBill',
      });
    }
  });

  it('Run Metadata Dates needs state and session only', () => {
    for (const over of [{ state: '' }, { session: '' }]) {
      expect(buildRequest('runMetadataDates', form(over))).toMatchObject({
        ok: false,
        message: 'State and session are required for runMetadataDates',
      });
    }
    expect(buildRequest('runMetadataDates', form({ date: '', billNumber: '' })).ok).toBe(true);
  });
});

describe('requests', () => {
  it('sends each job its own fields, session in upper case', () => {
    expect(buildRequest('runDate', form({ session: ' 89r ' }))).toEqual({
      ok: true,
      body: { state: 'TX', session: '89R', date: '2025-03-04' },
    });
    expect(buildRequest('runBill', form({ billNumber: ' sb3fil ' }))).toEqual({
      ok: true,
      body: { state: 'TX', session: '89R', billNumber: 'SB3FIL' },
    });
  });

  it('sends empty optional dates as null', () => {
    expect(buildRequest('runMetadataDates', form())).toEqual({
      ok: true,
      body: { state: 'TX', session: '89R', startDate: null, endDate: null },
    });
    expect(buildRequest('runMetadataDates', form({ startDate: '2025-01-01' }))).toMatchObject({
      body: { startDate: '2025-01-01', endDate: null },
    });
  });

  it('refuses a malformed session, bill number or version code, and a reversed date range', () => {
    expect(buildRequest('runDate', form({ session: '89 R' }))).toMatchObject({
      ok: false,
      fields: { session: 'A session is a code of letters and digits, such as 123 or 45R.' },
    });
    expect(buildRequest('runBill', form({ billNumber: 'HB-100' }))).toMatchObject({
      ok: false,
      message: 'A bill number is letters then digits, optionally followed by a version code: HB100, SB3FIL.',
    });
    expect(buildRequest('runBill', form({ billNumber: 'HB100FH00' }))).toMatchObject({
      ok: false,
      message: 'FH00 is not a bill-version code of TX. Show TX Instructions lists them.',
    });
    expect(buildRequest('runBill', form({ state: 'OH', billNumber: 'HB100FH00' })).ok).toBe(true);
    expect(buildRequest('runBill', form({ state: 'CA', billNumber: 'AB5AMD' })).ok).toBe(true);
    expect(
      buildRequest('runMetadataDates', form({ startDate: '2025-05-01', endDate: '2025-04-30' })),
    ).toMatchObject({ ok: false, fields: { endDate: 'The end date is before the start date.' } });
  });
});

describe('status line words (SPEC §8)', () => {
  it('names each job as the spec does', () => {
    const answer = { message: 'queued', jobId: 'job-1', status: 'queued' };
    const text = (k: Parameters<typeof successLine>[0]) => {
      const l = successLine(k, answer);
      return l.lead + l.json;
    };
    expect(text('runDate')).toBe(
      'Run Date triggered successfully: {"message":"queued","jobId":"job-1","status":"queued"}',
    );
    expect(text('runBill')).toMatch(/^Run Bill triggered successfully: \{/);
    expect(text('runMetadataDates')).toMatch(/^Run Metadata triggered successfully: \{/);
    expect(failureLine('runDate')).toBe('Error triggering runDate');
    expect(failureLine('runBill')).toBe('Error triggering runBill');
    expect(failureLine('runMetadataDates')).toBe('Error triggering runMetadataDates');
  });
});
