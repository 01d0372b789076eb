// Seed bills for the Summary page: the sessions of each demo state, the versions of each bill
// (built from the state's SPEC §9 version codes), and their bill and section summaries. Bills are
// derived on demand from a seed per bill, so every state and session has bills without a big
// table; HB100 of TX 89R is written out by hand for the browser tests.
import { parseBillNumber, versionConvention } from '../../src/lib/version-codes.ts';
import { createRng, hashSeed, type Rng } from '../lib/random.ts';

export interface SectionItem {
  id: string;
  summary: string;
}

/** The sessions known for each state, newest first, with the year they began. */
export const SESSIONS: Record<string, readonly { code: string; year: number }[]> = {
  TX: [
    { code: '89R', year: 2025 },
    { code: '891', year: 2025 },
    { code: '88R', year: 2023 },
  ],
  LA: [
    { code: '25RS', year: 2025 },
    { code: '24RS', year: 2024 },
  ],
  IL: [
    { code: '104', year: 2025 },
    { code: '103', year: 2023 },
  ],
  OH: [
    { code: '136', year: 2025 },
    { code: '135', year: 2023 },
  ],
  IN: [
    { code: '2025', year: 2025 },
    { code: '2024', year: 2024 },
  ],
  MS: [
    { code: '2025', year: 2025 },
    { code: '2024', year: 2024 },
  ],
  NY: [
    { code: '2025', year: 2025 },
    { code: '2023', year: 2023 },
  ],
  OK: [
    { code: '2025', year: 2025 },
    { code: '2024', year: 2024 },
  ],
  AR: [
    { code: '95', year: 2025 },
    { code: '94', year: 2023 },
  ],
  SC: [
    { code: '126', year: 2025 },
    { code: '125', year: 2023 },
  ],
};

/** Bills HB1..HB150 and SB1..SB150 exist in every known session. */
const BILL_COUNT = 150;

export type Lookup<T> = { ok: true; value: T } | { ok: false; message: string };

// ---- the hand-written bill -----------------------------------------------------------------------

const HB100 = {
  versions: ['FIL', 'HCS', 'ENG', 'SCS', 'ENR'],
  summaries: {
    FIL: 'HB 100 relates to public school finance. It raises the basic allotment by $220 per student, creates a teacher retention allotment for districts with fewer than 5,000 students, and requires the Texas Education Agency to report on the allotment by December 1, 2026.',
    HCS: 'The House committee substitute keeps the $220 increase to the basic allotment, lowers the retention allotment threshold to districts with fewer than 3,000 students, and adds a special education funding study.',
    ENG: 'As engrossed, HB 100 adds a hold-harmless provision for districts that would lose more than 2 percent of their funding and moves the agency report to January 15, 2027.',
    SCS: 'The Senate committee substitute replaces the retention allotment with a grant program administered by the Texas Education Agency and removes the special education study.',
  } as Record<string, string>,
  sections: {
    FIL: [
      {
        id: 'S2P10',
        summary: 'Section 2(10) makes the allotment available to open-enrollment charter schools.',
      },
      { id: 'S1P2', summary: 'Section 1(2) raises the basic allotment from $6,160 to $6,380 per student.' },
      { id: 'S2P9', summary: 'Section 2(9) caps the retention allotment at $5,000 per teacher.' },
      { id: 'S1P1', summary: 'Section 1(1) amends Section 48.051, Education Code, on the basic allotment.' },
      { id: 'S10P1', summary: 'Section 10(1) sets the effective date: September 1, 2025.' },
      { id: 'S2P1', summary: 'Section 2(1) creates the teacher retention allotment.' },
      { id: 'S3', summary: 'Section 3 repeals Section 48.1025, Education Code.' },
      { id: '', summary: 'Transition provision without a section number in the source text.' },
      { id: 'S9P4', summary: 'Section 9(4) requires the agency report by December 1, 2026.' },
    ],
  } as Record<string, SectionItem[]>,
};

const isHb100 = (state: string, session: string, bill: string) =>
  state === 'TX' && session === '89R' && bill === 'HB100';

// ---- generated bills ---------------------------------------------------------------------------

const SUBJECTS = [
  'public school finance',
  'property tax appraisal',
  'groundwater management',
  'county jail standards',
  'telemedicine coverage',
  'electric grid reliability',
  'juvenile justice',
  'voter registration',
  'rural broadband',
  'higher education tuition',
  'highway maintenance funding',
  'child care licensing',
  'occupational licensing',
  'state park fees',
  'wildfire prevention',
  'prescription drug pricing',
];

const AGENCIES = [
  'the Department of Transportation',
  'the Health and Human Services Commission',
  'the Public Utility Commission',
  'the Secretary of State',
  'the Department of Agriculture',
  'the Comptroller',
  'the Higher Education Coordinating Board',
];

const PROVISIONS = [
  'requires {agency} to adopt rules by {date}',
  'creates a nine-member advisory committee to study {subject} and report to the legislature',
  'sets a civil penalty of up to {dollars}{penalty} for each violation',
  'appropriates {dollars}{amount} million for the 2026-2027 biennium',
  'exempts counties with fewer than 50,000 residents',
  'repeals the 2019 pilot program on {subject}',
  'requires an annual public report on {subject}',
  'allows {agency} to contract with a third party for administration',
];

const VERSION_WORDS: Record<string, string> = {
  FIL: 'As filed',
  INT: 'As introduced',
  INTR: 'As introduced',
  FH00: 'As introduced',
  ENG: 'As engrossed',
  ENGH: 'As engrossed in the House',
  ENGS: 'As engrossed in the Senate',
  ENR: 'As enrolled',
  ENRH: 'As enrolled',
  ENRS: 'As enrolled',
  HCS: 'The House committee substitute',
  SCS: 'The Senate committee substitute',
};

const fill = (rng: Rng, text: string, subject: string): string =>
  text
    .replace('{agency}', rng.pick(AGENCIES))
    .replace('{date}', rng.pick(['January 1, 2026', 'March 1, 2026', 'September 1, 2026']))
    .replace('{subject}', subject)
    .replace('{amount}', String(rng.int(2, 40) * 5))
    .replace('{dollars}', '$')
    .replace('{penalty}', (rng.int(1, 20) * 500).toLocaleString('en-US'));

// The order in which a bill collects its versions; SPEC §9's lists are not in that order.
const TX_PATHS = {
  house: ['FIL', 'HCS', 'HFA', 'ENG', 'SCS', 'SFA', 'ENR'],
  senate: ['FIL', 'SCS', 'SFA', 'ENG', 'HCS', 'HFA', 'ENR'],
};
const PATHS: Record<string, { house: string[]; senate: string[] }> = {
  TX: TX_PATHS,
  MS: TX_PATHS,
  NY: TX_PATHS,
  OK: TX_PATHS,
  LA: TX_PATHS,
  AR: TX_PATHS,
  IL: {
    house: ['INT', 'HAM001', 'HAM002', 'ENG', 'SAM001', 'ENR', 'ACT'],
    senate: ['INT', 'SAM001', 'SAM002', 'ENG', 'HAM001', 'ENR', 'ACT'],
  },
  IN: { house: ['INTR', 'COMH', 'ENGH', 'COMS', 'ENRH'], senate: ['INTR', 'COMS', 'ENGS', 'COMH', 'ENRS'] },
};

function billRng(state: string, session: string, bill: string, salt = ''): Rng {
  return createRng(hashSeed(`summaries:${state}:${session}:${bill}:${salt}`));
}

function generatedVersions(state: string, session: string, bill: string, number: number): string[] {
  if (number % 13 === 0) return []; // introduced late: no text yet
  const rng = billRng(state, session, bill);
  const convention = versionConvention(state);
  if (!convention) return [];
  if (convention.kind === 'dated') {
    const year = SESSIONS[state]?.find((s) => s.code === session)?.year ?? 2025;
    const out: string[] = [];
    let day = Date.UTC(year, 0, rng.int(8, 30));
    for (let i = rng.int(1, 4); i > 0; i--) {
      const code = `V${new Date(day).toISOString().slice(0, 10).replace(/-/g, '')}`;
      out.push(out.includes(code) ? `${code}A` : code);
      if (!rng.chance(0.2)) day += rng.int(6, 40) * 86_400_000; // else: a second version that day
    }
    return out;
  }
  // The bill's path through the chambers, some steps skipped, cut where the bill stopped moving.
  const path = (bill.startsWith('SB') ? PATHS[state]?.senate : PATHS[state]?.house) ?? convention.codes;
  const steps = path.filter((_, i) => i === 0 || rng.chance(0.55));
  return steps.slice(0, rng.int(1, Math.min(5, steps.length)));
}

function generatedSummary(state: string, session: string, bill: string, version: string): string {
  const rng = billRng(state, session, bill, version);
  const subject = SUBJECTS[hashSeed(`${state}${session}${bill}`) % SUBJECTS.length] as string;
  const lead = VERSION_WORDS[version] ?? `Version ${version}`;
  const [a, b] = [rng.pick(PROVISIONS), rng.pick(PROVISIONS)].map((p) => fill(rng, p, subject));
  return `${lead}, ${bill.replace(/(\d)/, ' $1')} relates to ${subject}. It ${a}, and ${b}.`;
}

function generatedSections(state: string, session: string, bill: string, version: string): SectionItem[] {
  const rng = billRng(state, session, bill, `sections:${version}`);
  const subject = SUBJECTS[hashSeed(`${state}${session}${bill}`) % SUBJECTS.length] as string;
  const items: SectionItem[] = [];
  for (let s = 1, count = rng.int(2, 4); s <= count; s++) {
    for (let p = 1, paras = rng.int(1, s === 2 ? 11 : 4); p <= paras; p++) {
      const provision = fill(rng, rng.pick(PROVISIONS), subject);
      items.push({ id: `S${s}P${p}`, summary: `Section ${s}(${p}) ${provision}.` });
    }
  }
  // The service returns sections in storage order, not reading order.
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j] as SectionItem, items[i] as SectionItem];
  }
  if (rng.chance(0.35)) {
    const id = rng.pick(['S5', 'SEC4P1', 'S2-P3', '']);
    items.push({ id, summary: `A provision stored without a regular item id (${id || 'empty id'}).` });
  }
  return items;
}

// ---- lookups the handlers use --------------------------------------------------------------------

function findBill(state: string, session: string, bill: string): Lookup<number> {
  const sessions = SESSIONS[state];
  if (!sessions) return { ok: false, message: `No bills are recorded for ${state}` };
  if (!sessions.some((s) => s.code === session))
    return {
      ok: false,
      message: `No session ${session} for ${state}. Known sessions: ${sessions.map((s) => s.code).join(', ')}`,
    };
  const m = /^(HB|SB)(\d{1,4})$/.exec(bill);
  const number = Number(m?.[2] ?? 0);
  if (!m || number < 1 || number > BILL_COUNT)
    return { ok: false, message: `No bill ${bill} in ${state} session ${session}` };
  return { ok: true, value: number };
}

export function versionsOf(state: string, session: string, bill: string): Lookup<string[]> {
  const found = findBill(state, session, bill);
  if (!found.ok) return found;
  if (isHb100(state, session, bill)) return { ok: true, value: [...HB100.versions] };
  return { ok: true, value: generatedVersions(state, session, bill, found.value) };
}

/** A joined id (HB100FIL) split into its bill and a version the bill has. */
export function findVersion(
  state: string,
  session: string,
  id: string,
): Lookup<{ bill: string; version: string }> {
  const parsed = parseBillNumber(id);
  if (!parsed?.version) return { ok: false, message: `${id} does not name a bill version (e.g. HB100FIL)` };
  const versions = versionsOf(state, session, parsed.bill);
  if (!versions.ok) return versions;
  if (!versions.value.includes(parsed.version))
    return {
      ok: false,
      message: `${parsed.bill} has no version ${parsed.version} in ${state} session ${session}`,
    };
  return { ok: true, value: parsed };
}

// The newest version of a bill whose number ends in 3, 7 or 11 (mod 4 = 3) is not summarised yet.
function summarised(state: string, session: string, bill: string, version: string): boolean {
  const versions = versionsOf(state, session, bill);
  if (!versions.ok) return false;
  if (isHb100(state, session, bill)) return version in HB100.summaries;
  const number = Number(/\d+/.exec(bill)?.[0]);
  return !(number % 4 === 3 && versions.value.at(-1) === version);
}

export function seedBillSummary(
  state: string,
  session: string,
  bill: string,
  version: string,
): string | null {
  if (!summarised(state, session, bill, version)) return null;
  if (isHb100(state, session, bill)) return HB100.summaries[version] ?? null;
  return generatedSummary(state, session, bill, version);
}

export function seedSections(
  state: string,
  session: string,
  bill: string,
  version: string,
): SectionItem[] | null {
  if (!summarised(state, session, bill, version)) return null;
  if (isHb100(state, session, bill))
    return (HB100.sections[version] ?? generatedSections(state, session, bill, version)).map((i) => ({
      ...i,
    }));
  return generatedSections(state, session, bill, version);
}
