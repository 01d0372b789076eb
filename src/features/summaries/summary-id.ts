// The id of a summary is the bill id joined to the version code (SPEC §7: HB100 + FIL = HB100FIL).
// Bill ids are typed by hand, so they are normalised first: 'hb 100' names HB100.

/** The bill id as the service spells it: no spaces, upper case. */
export function normalizeBillId(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Session codes (89R, 123) are upper case and never contain spaces. */
export function normalizeSession(input: string): string {
  return input.trim().toUpperCase();
}

/** HB100 + FIL → HB100FIL; '' when either part is missing (there is nothing to name). */
export function joinBillVersion(billId: string, version: string): string {
  const bill = normalizeBillId(billId);
  const v = version.trim();
  return bill && v ? `${bill}${v}` : '';
}
