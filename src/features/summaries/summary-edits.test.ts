import { describe, expect, it } from 'vitest';
import { type Edits, editsReducer } from './summary-edits';
import type { ResultView } from './summary-results';
import type { SummaryRecord } from './summary-rules';

const record = (id: string): SummaryRecord => ({ state: 'TX', type: 'bill', session: '89R', id });
const bill = (id: string, summary: string): ResultView => ({ record: record(id), kind: 'bill', summary });
const shown = (result: ResultView): Edits =>
  editsReducer({ result: null, buffers: {}, statuses: {} }, { type: 'show', result });
const saved = (r: SummaryRecord, text: string) =>
  ({ type: 'saved', record: r, key: 'bill', text, message: `Summary of ${r.id} updated` }) as const;

describe('a save’s answer', () => {
  it('makes the saved text the shown one and clears the buffer that holds it', () => {
    const fil = bill('HB100FIL', 'Old.');
    const typed = editsReducer(shown(fil), { type: 'edit', key: 'bill', text: 'New.' });
    const after = editsReducer(typed, saved(fil.record, 'New.'));
    expect(after.result).toMatchObject({ summary: 'New.' });
    expect(after.buffers).toEqual({});
    expect(after.statuses.bill).toEqual({ kind: 'saved', message: 'Summary of HB100FIL updated' });
  });

  it('keeps text typed after the update was sent, as an unsaved edit', () => {
    const fil = bill('HB100FIL', 'Old.');
    let s = editsReducer(shown(fil), { type: 'edit', key: 'bill', text: 'Typed first.' });
    s = editsReducer(s, { type: 'status', record: fil.record, key: 'bill', status: { kind: 'saving' } });
    s = editsReducer(s, { type: 'edit', key: 'bill', text: 'Typed first. And more.' });
    expect(s.statuses.bill).toEqual({ kind: 'saving' });
    s = editsReducer(s, saved(fil.record, 'Typed first.'));
    expect(s.result).toMatchObject({ summary: 'Typed first.' });
    expect(s.buffers).toEqual({ bill: 'Typed first. And more.' });
  });

  it('keeps the old text typed back while saving (it now differs from the saved one)', () => {
    const fil = bill('HB100FIL', 'Old.');
    let s = editsReducer(shown(fil), { type: 'edit', key: 'bill', text: 'New.' });
    s = editsReducer(s, { type: 'edit', key: 'bill', text: 'Old.' });
    expect(s.buffers).toEqual({});
    s = editsReducer(s, saved(fil.record, 'New.'));
    expect(s.buffers).toEqual({ bill: 'Old.' });
  });

  it('changes nothing once another record is shown, even the same version fetched again', () => {
    const fil = bill('HB100FIL', 'Old.');
    for (const next of [bill('HB100SCS', 'Senate.'), bill('HB100FIL', 'Old.')]) {
      const s = shown(next);
      expect(editsReducer(s, saved(fil.record, 'FIL ONLY TEXT'))).toBe(s);
      const failed = {
        type: 'status',
        record: fil.record,
        key: 'bill',
        status: { kind: 'error', message: 'x' },
      } as const;
      expect(editsReducer(s, failed)).toBe(s);
    }
  });
});
