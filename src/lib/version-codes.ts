// The bill-version code conventions of SPEC §9: the strings used when naming which version of a
// bill to fetch or update (HB100 + FIL = HB100FIL). Run Tools shows them as help, checks bill
// numbers against them, and the mock backend builds its bill versions from them.

export type VersionConvention =
  | { readonly kind: 'list'; readonly codes: readonly string[] }
  | { readonly kind: 'dated'; readonly description: string; readonly examples: readonly string[] };

const range = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(3, '0')}`);

const TX_FAMILY = ['FIL', 'ENR', 'ENG', 'SCS', 'HCS', 'SFA', 'HFA', 'HCA', 'SCA', 'SPA', 'HPA'];

const LISTS: Readonly<Record<string, readonly string[]>> = {
  IL: ['INT', ...range('HAM', 1, 6), 'ENG', ...range('SAM', 1, 6), 'AVM001', 'ENR', 'ACT', 'REN'],
  OH: [
    'FH00',
    'FHB1_R',
    'FHC1',
    'FHC1_R',
    'FHC2',
    'FHP1',
    'FHPA',
    'SHB1_R',
    'SHC1',
    'SHC1_R',
    'SHC2',
    'SHPA',
    'ZZZ7',
    'ZZZ8',
  ],
  IN: ['INTR', 'COMH', 'ENGH', 'ENRH', 'COMS', 'ENGS', 'ENRS'],
  TX: TX_FAMILY,
  MS: TX_FAMILY,
  NY: TX_FAMILY,
  OK: TX_FAMILY,
  LA: TX_FAMILY,
  AR: TX_FAMILY,
};

const SC: VersionConvention = {
  kind: 'dated',
  description:
    'The letter V followed by the version date (YYYYMMDD); when two versions share a date, a letter is appended to the later one.',
  examples: ['V20241204', 'V20241204A'],
};

/** The state's convention, or null when SPEC §9 records none for it. */
export function versionConvention(state: string): VersionConvention | null {
  if (state === 'SC') return SC;
  const codes = LISTS[state];
  return codes ? { kind: 'list', codes } : null;
}

const DATED = /^V(\d{4})(\d{2})(\d{2})[A-Z]?$/;

function isCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether `code` follows the state's convention; null when the state has none to check against. */
export function isVersionCode(state: string, code: string): boolean | null {
  const convention = versionConvention(state);
  if (!convention) return null;
  if (convention.kind === 'list') return convention.codes.includes(code);
  const m = DATED.exec(code);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * A bill number as staff type it (HB100, SB3FIL, HB100FH00): letters, digits, then an optional
 * version code. Null when it does not have that shape.
 */
export function parseBillNumber(input: string): { bill: string; version: string } | null {
  const m = /^([A-Z]{1,5}\d{1,6})([A-Z][A-Z0-9_]*)?$/.exec(input.trim().toUpperCase());
  if (!m?.[1]) return null;
  return { bill: m[1], version: m[2] ?? '' };
}
