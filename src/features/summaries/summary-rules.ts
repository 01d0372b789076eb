// The Summary page's rules (SPEC §5), as pure functions so that each message is tested on its own.
import type { SummaryType, UpdateSummaryRequest } from '../../api/gen/model';
import { textLimits } from '../../api/gen/registry/text-limits';
import { formatCount } from '../../lib/format';
import { joinBillVersion, normalizeBillId, normalizeSession } from './summary-id';

export const MSG = {
  versionsInput: 'Please provide a valid bill ID and session.',
  noVersion: 'Please select a version.',
  noBillId: 'ID is required for updates',
  noItemId: 'No item id found for this section',
  notFound: 'No summary found. Please try again.',
  noState: 'Your account has no states (stateConfigs is empty), so there is nothing to look up.',
} as const;

/** What the form holds. */
export interface SummaryForm {
  state: string;
  type: SummaryType;
  session: string;
  billId: string;
  version: string;
}

/** The record a shown result was fetched for. */
export interface SummaryRecord {
  state: string;
  type: SummaryType;
  session: string;
  /** The bill id joined to the version. */
  id: string;
}

export type FieldName = 'billId' | 'session' | 'version';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; fields: FieldName[] };

const BILL_ID = /^[A-Z]{1,5}\d{1,6}$/;
const SESSION = /^[A-Z0-9]{1,10}$/;

/** Why a field is not valid, in words for the field itself (the spec's message covers both). */
export function billIdProblem(input: string): string | null {
  const id = normalizeBillId(input);
  if (!id) return 'Enter a bill ID.';
  if (!BILL_ID.test(id)) return 'A bill ID is letters then digits, without the version: HB100, SB3.';
  return null;
}

export function sessionProblem(input: string): string | null {
  const s = normalizeSession(input);
  if (!s) return 'Enter a session.';
  if (!SESSION.test(s)) return 'A session is a code of letters and digits, such as 123 or 45R.';
  return null;
}

/** Get Versions needs a bill ID and a session. */
export function versionsRequest(form: SummaryForm): Checked<{ state: string; id: string; session: string }> {
  if (!form.state) return { ok: false, message: MSG.noState, fields: [] };
  // In the form's order, so that focus goes to the first field at fault.
  const fields: FieldName[] = [];
  if (sessionProblem(form.session)) fields.push('session');
  if (billIdProblem(form.billId)) fields.push('billId');
  if (fields.length) return { ok: false, message: MSG.versionsInput, fields };
  return {
    ok: true,
    value: { state: form.state, id: normalizeBillId(form.billId), session: normalizeSession(form.session) },
  };
}

/** Fetch Summary needs what Get Versions needs, and a chosen version. */
export function summaryRequest(form: SummaryForm): Checked<SummaryRecord> {
  const base = versionsRequest(form);
  if (!base.ok) return base;
  if (!form.version.trim()) return { ok: false, message: MSG.noVersion, fields: ['version'] };
  return {
    ok: true,
    value: {
      state: form.state,
      type: form.type,
      session: base.value.session,
      id: joinBillVersion(form.billId, form.version),
    },
  };
}

/** Whether the form still names the record that is shown (else an update would hit another one). */
export function formNames(form: SummaryForm, shown: SummaryRecord): boolean {
  return (
    form.state === shown.state &&
    normalizeSession(form.session) === shown.session &&
    joinBillVersion(form.billId, form.version) === shown.id
  );
}

/** The version of the record shown, when the form names its state, session and bill and the
 * versions listed hold it; else ''. */
export function shownVersionOf(shown: SummaryRecord, form: SummaryForm, versions: readonly string[]): string {
  const bill = normalizeBillId(form.billId);
  if (form.state !== shown.state || normalizeSession(form.session) !== shown.session || !bill) return '';
  const version = shown.id.startsWith(bill) ? shown.id.slice(bill.length) : '';
  return versions.includes(version) ? version : '';
}

export function staleMessage(shown: SummaryRecord): string {
  return `The form no longer names ${shown.id} (${shown.state}, session ${shown.session}), the record shown. Fetch Summary again, or put the form back, before updating.`;
}

/**
 * The updateSummary request for the shown result: for a bill, the bill id joined to the version
 * named by the form; for a section, the section's item id.
 */
export function updateRequest(
  form: SummaryForm,
  shown: SummaryRecord,
  newSummary: string,
  itemId?: string | null,
): Checked<UpdateSummaryRequest> {
  if (newSummary.length > textLimits.updateSummary.newSummary)
    return {
      ok: false,
      message: `A summary can be at most ${formatCount(textLimits.updateSummary.newSummary)} characters long; this one has ${formatCount(newSummary.length)}.`,
      fields: [],
    };
  if (shown.type === 'section') {
    const id = (itemId ?? '').trim();
    if (!id) return { ok: false, message: MSG.noItemId, fields: [] };
    if (!formNames(form, shown)) return { ok: false, message: staleMessage(shown), fields: [] };
    return {
      ok: true,
      value: { state: shown.state, type: 'section', id, session: shown.session, newSummary },
    };
  }
  const id = joinBillVersion(form.billId, form.version);
  // A bill ID with no version (a state changed clears it) is not a missing ID: it is another record.
  if (!id && normalizeBillId(form.billId)) return { ok: false, message: staleMessage(shown), fields: [] };
  if (!id) return { ok: false, message: MSG.noBillId, fields: ['billId'] };
  if (!formNames(form, shown)) return { ok: false, message: staleMessage(shown), fields: [] };
  return { ok: true, value: { state: shown.state, type: 'bill', id, session: shown.session, newSummary } };
}
