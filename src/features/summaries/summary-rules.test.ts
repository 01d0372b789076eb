import { describe, expect, it } from 'vitest';
import {
  billIdProblem,
  MSG,
  type SummaryForm,
  type SummaryRecord,
  sessionProblem,
  shownVersionOf,
  summaryRequest,
  updateRequest,
  versionsRequest,
} from './summary-rules';

const form = (over: Partial<SummaryForm> = {}): SummaryForm => ({
  state: 'TX',
  type: 'bill',
  session: '89R',
  billId: 'HB100',
  version: 'FIL',
  ...over,
});

const shownBill: SummaryRecord = { state: 'TX', type: 'bill', session: '89R', id: 'HB100FIL' };
const shownSections: SummaryRecord = { ...shownBill, type: 'section' };

describe('Get Versions', () => {
  it('needs a bill ID and a session', () => {
    expect(versionsRequest(form({ billId: '' }))).toEqual({
      ok: false,
      message: 'Please provide a valid bill ID and session.',
      fields: ['billId'],
    });
    expect(versionsRequest(form({ session: ' ' }))).toMatchObject({ ok: false, fields: ['session'] });
    expect(versionsRequest(form({ billId: '', session: '' }))).toMatchObject({
      ok: false,
      fields: ['session', 'billId'],
    });
  });

  it('refuses a bill ID that is not letters then digits (a version typed in, a stray sign)', () => {
    for (const bad of ['HB100FIL', '100', 'HB-100', 'HB']) {
      expect(versionsRequest(form({ billId: bad })), bad).toMatchObject({
        ok: false,
        message: MSG.versionsInput,
      });
    }
    expect(billIdProblem('HB100FIL')).toBe(
      'A bill ID is letters then digits, without the version: HB100, SB3.',
    );
    expect(sessionProblem('89 R')).toBe('A session is a code of letters and digits, such as 123 or 45R.');
  });

  it('needs a state, which an account without stateConfigs cannot give', () => {
    expect(versionsRequest(form({ state: '' }))).toEqual({
      ok: false,
      message: 'Your account has no states (stateConfigs is empty), so there is nothing to look up.',
      fields: [],
    });
  });

  it('sends the normalised bill id and session', () => {
    expect(versionsRequest(form({ billId: 'hb 100', session: '89r' }))).toEqual({
      ok: true,
      value: { state: 'TX', id: 'HB100', session: '89R' },
    });
  });
});

describe('Fetch Summary', () => {
  it('needs a version', () => {
    expect(summaryRequest(form({ version: '' }))).toEqual({
      ok: false,
      message: 'Please select a version.',
      fields: ['version'],
    });
  });

  it('asks for the bill ID and session first', () => {
    expect(summaryRequest(form({ billId: '', version: '' }))).toMatchObject({ message: MSG.versionsInput });
  });

  it('names the bill id joined to the version', () => {
    expect(summaryRequest(form({ type: 'section' }))).toEqual({
      ok: true,
      value: { state: 'TX', type: 'section', session: '89R', id: 'HB100FIL' },
    });
  });
});

describe('Update Summary', () => {
  it('sends a bill summary under the joined id', () => {
    expect(updateRequest(form(), shownBill, 'New text')).toEqual({
      ok: true,
      value: { state: 'TX', type: 'bill', id: 'HB100FIL', session: '89R', newSummary: 'New text' },
    });
  });

  it("needs an ID for a bill: 'ID is required for updates'", () => {
    expect(updateRequest(form({ billId: '' }), shownBill, 'x')).toEqual({
      ok: false,
      message: 'ID is required for updates',
      fields: ['billId'],
    });
    // A bill ID with its version cleared (the state changed) names another record, not no ID.
    expect(updateRequest(form({ version: '' }), shownBill, 'x')).toMatchObject({
      message: expect.stringMatching(/^The form no longer names HB100FIL/),
    });
  });

  it('finds the version of the record shown when the form names its bill again', () => {
    expect(shownVersionOf(shownBill, form({ version: '' }), ['INT', 'FIL'])).toBe('FIL');
    expect(shownVersionOf(shownBill, form({ version: '' }), ['INT'])).toBe('');
    expect(shownVersionOf(shownBill, form({ state: 'LA' }), ['FIL'])).toBe('');
    expect(shownVersionOf(shownBill, form({ billId: 'HB200' }), ['FIL'])).toBe('');
  });

  it('refuses a summary longer than the contract takes (100,000 characters), in words', () => {
    expect(updateRequest(form(), shownBill, 'x'.repeat(100_000)).ok).toBe(true);
    expect(updateRequest(form(), shownSections, 'x'.repeat(100_001), 'S1P1')).toEqual({
      ok: false,
      message: 'A summary can be at most 100,000 characters long; this one has 100,001.',
      fields: [],
    });
  });

  it("needs an item id for a section: 'No item id found for this section'", () => {
    for (const itemId of ['', '   ', null, undefined]) {
      expect(updateRequest(form(), shownSections, 'x', itemId)).toEqual({
        ok: false,
        message: 'No item id found for this section',
        fields: [],
      });
    }
  });

  it('sends a section summary under its item id, malformed or not', () => {
    expect(updateRequest(form(), shownSections, 'Text', 'S2P10')).toEqual({
      ok: true,
      value: { state: 'TX', type: 'section', id: 'S2P10', session: '89R', newSummary: 'Text' },
    });
    expect(updateRequest(form(), shownSections, 'Text', 'S3')).toMatchObject({
      ok: true,
      value: { id: 'S3' },
    });
  });

  it('refuses to write to a record other than the one shown', () => {
    for (const changed of [{ billId: 'HB200' }, { version: 'ENG' }, { state: 'LA' }, { session: '891' }]) {
      const r = updateRequest(form(changed), shownBill, 'x');
      expect(r.ok, JSON.stringify(changed)).toBe(false);
      expect(!r.ok && r.message).toMatch(/^The form no longer names HB100FIL \(TX, session 89R\)/);
      expect(updateRequest(form(changed), shownSections, 'x', 'S1P1').ok).toBe(false);
    }
    expect(updateRequest(form({ billId: 'hb 100', session: '89r' }), shownBill, 'x').ok).toBe(true);
  });
});
