// The shared facts every table's seed points into: states, sessions, console users, members,
// bills and subjects. Built once per process (pure and deterministic), then each table derives
// its rows from them, so that a bill's author is a member of that state and a sponsor's bill exists.
import {
  addDays,
  dateBetween,
  FIRST_NAMES,
  hex,
  LAST_NAMES,
  MIDDLE_INITIALS,
  pad,
  rngFor,
  STREETS,
} from './lib.ts';

export const memo = <T>(build: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
};

export interface UsState {
  id: number;
  code: string;
  name: string;
}

const STATE_NAMES: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** The 50 states; StateId follows the alphabetical order of the names (as Legiscan numbers them). */
export const US_STATES: UsState[] = STATE_NAMES.map(([code, name], i) => ({ id: i + 1, code, name }));
const stateByCode = (code: string): UsState => US_STATES.find((s) => s.code === code) as UsState;

interface SessionDef {
  code: string;
  yearStart: number;
  yearEnd: number;
  special: boolean;
  name: string;
}

export interface DemoState extends UsState {
  capital: string;
  /** Counties (parishes in Louisiana) the members represent. */
  counties: string[];
  sessions: SessionDef[];
  /** The state's own bill site, for StateUrl. */
  site: string;
}

const s = (code: string, yearStart: number, yearEnd: number, name: string, special = false): SessionDef => ({
  code,
  yearStart,
  yearEnd,
  special,
  name,
});

// The states of the demo accounts, with their sessions spelled as each legislature spells them.
const DEMO: Omit<DemoState, keyof UsState>[] = [
  {
    capital: 'Austin',
    counties: ['Travis', 'Harris', 'Dallas', 'Bexar', 'Tarrant', 'El Paso', 'Hidalgo', 'Lubbock'],
    sessions: [
      s('88R', 2023, 2023, '88th Legislature Regular Session'),
      s('883', 2023, 2023, '88th Legislature 3rd Called Session', true),
      s('89R', 2025, 2025, '89th Legislature Regular Session'),
    ],
    site: 'https://capitol.texas.gov/BillLookup/History.aspx',
  },
  {
    capital: 'Baton Rouge',
    counties: ['East Baton Rouge', 'Orleans', 'Jefferson', 'Caddo', 'Lafayette', 'Calcasieu', 'St. Tammany'],
    sessions: [
      s('24RS', 2024, 2024, '2024 Regular Session'),
      s('241ES', 2024, 2024, '2024 First Extraordinary Session', true),
      s('25RS', 2025, 2025, '2025 Regular Session'),
    ],
    site: 'https://legis.la.gov/legis/BillInfo.aspx',
  },
  {
    capital: 'Springfield',
    counties: ['Cook', 'DuPage', 'Lake', 'Will', 'Sangamon', 'Champaign', 'Peoria'],
    sessions: [
      s('103', 2023, 2024, '103rd General Assembly'),
      s('104', 2025, 2026, '104th General Assembly'),
    ],
    site: 'https://www.ilga.gov/legislation/BillStatus.asp',
  },
  {
    capital: 'Columbus',
    counties: ['Franklin', 'Cuyahoga', 'Hamilton', 'Summit', 'Montgomery', 'Lucas', 'Stark'],
    sessions: [
      s('135', 2023, 2024, '135th General Assembly'),
      s('136', 2025, 2026, '136th General Assembly'),
    ],
    site: 'https://www.legislature.ohio.gov/legislation',
  },
  {
    capital: 'Indianapolis',
    counties: ['Marion', 'Allen', 'Hamilton', 'St. Joseph', 'Vanderburgh', 'Tippecanoe', 'Monroe'],
    sessions: [s('2024', 2024, 2024, '2024 Regular Session'), s('2025', 2025, 2025, '2025 Regular Session')],
    site: 'https://iga.in.gov/legislative/bills',
  },
  {
    capital: 'Jackson',
    counties: ['Hinds', 'Harrison', 'DeSoto', 'Rankin', 'Jackson', 'Forrest', 'Lee'],
    sessions: [s('2024', 2024, 2024, '2024 Regular Session'), s('2025', 2025, 2025, '2025 Regular Session')],
    site: 'https://billstatus.ls.state.ms.us',
  },
  {
    capital: 'Albany',
    counties: ['Kings', 'Queens', 'New York', 'Suffolk', 'Bronx', 'Nassau', 'Westchester', 'Erie'],
    sessions: [
      s('2023', 2023, 2024, '2023-2024 Regular Sessions'),
      s('2025', 2025, 2026, '2025-2026 Regular Sessions'),
    ],
    site: 'https://www.nysenate.gov/legislation/bills',
  },
  {
    capital: 'Oklahoma City',
    counties: ['Oklahoma', 'Tulsa', 'Cleveland', 'Canadian', 'Comanche', 'Rogers'],
    sessions: [s('2024', 2024, 2024, '2024 Regular Session'), s('2025', 2025, 2025, '2025 Regular Session')],
    site: 'https://www.oklegislature.gov/BillInfo.aspx',
  },
  {
    capital: 'Little Rock',
    counties: ['Pulaski', 'Benton', 'Sebastian', 'Faulkner', 'Saline', 'Craighead'],
    sessions: [
      s('2024F', 2024, 2024, '2024 Fiscal Session'),
      s('2025R', 2025, 2025, '95th General Assembly Regular Session'),
    ],
    site: 'https://arkleg.state.ar.us/Bills/Detail',
  },
  {
    capital: 'Columbia',
    counties: ['Greenville', 'Richland', 'Charleston', 'Horry', 'Spartanburg', 'Lexington', 'York'],
    sessions: [
      s('125', 2023, 2024, '125th General Assembly'),
      s('126', 2025, 2026, '126th General Assembly'),
    ],
    site: 'https://www.scstatehouse.gov/billsearch.php',
  },
];

const DEMO_CODES = ['TX', 'LA', 'IL', 'OH', 'IN', 'MS', 'NY', 'OK', 'AR', 'SC'];

export const DEMO_STATES: DemoState[] = DEMO_CODES.map((code, i) => ({
  ...stateByCode(code),
  ...(DEMO[i] as Omit<DemoState, keyof UsState>),
}));

export interface LegSession extends SessionDef {
  id: number;
  state: DemoState;
}

/** Every session of every demo state; SessionId counts from 2001. */
export const sessions = memo((): LegSession[] =>
  DEMO_STATES.flatMap((state) => state.sessions.map((def) => ({ ...def, state }))).map((x, i) => ({
    ...x,
    id: 2001 + i,
  })),
);

export const latestSession = (state: DemoState): LegSession =>
  sessions()
    .filter((x) => x.state.code === state.code && !x.special)
    .at(-1) as LegSession;

/** The console's own users (staff of the data service): ids 1..12. */
export const USERS = [
  'Avery Collins',
  'Jordan Reyes',
  'Morgan Blake',
  'Casey Nguyen',
  'Riley Patel',
  'Taylor Brooks',
  'Quinn Foster',
  'Drew Alvarez',
  'Jamie Chen',
  'Skyler Okoye',
  'Reese Donovan',
  'Harper Lindqvist',
].map((name, i) => ({ id: i + 1, name, email: `${name.split(' ')[0]?.toLowerCase()}@legisdata.example` }));

export interface Member {
  id: number;
  state: DemoState;
  session: LegSession;
  first: string;
  middle: string | null;
  last: string;
  suffix: string | null;
  nickname: string | null;
  chamber: 'House' | 'Senate';
  district: number;
  party: 'R' | 'D' | 'I';
  county: string;
  assumed: string;
  /** FollowTheMoney entity id: 64-bit, many above 2^53 (exact only as strings). */
  ftmEid: string | null;
  votesmartId: number;
  personHash: string;
}

export const fullName = (m: Member): string =>
  [m.first, m.middle, m.last].filter(Boolean).join(' ') + (m.suffix ? `, ${m.suffix}` : '');

/** Fourteen members per demo state (eight House, six Senate), serving in its latest session. */
export const members = memo((): Member[] => {
  const rng = rngFor('members');
  const out: Member[] = [];
  for (const state of DEMO_STATES) {
    const session = latestSession(state);
    for (let i = 0; i < 14; i++) {
      const chamber = i < 8 ? 'House' : 'Senate';
      const id = 1001 + out.length;
      out.push({
        id,
        state,
        session,
        first: rng.pick(FIRST_NAMES),
        middle: rng.chance(0.4) ? rng.pick(MIDDLE_INITIALS) : null,
        last: rng.pick(LAST_NAMES),
        suffix: rng.chance(0.06) ? rng.pick(['Jr.', 'III', 'Sr.']) : null,
        nickname: rng.chance(0.1) ? rng.pick(['Bubba', 'Trey', 'Kate', 'Bill', 'Liz']) : null,
        chamber,
        district: chamber === 'House' ? rng.int(1, 150) : rng.int(1, 38),
        party: rng.chance(0.05) ? 'I' : rng.chance(0.55) ? 'R' : 'D',
        county: rng.pick(state.counties),
        assumed: dateBetween(rng, '2009-01-10', '2025-01-14'),
        // 2^53 = 9007199254740992: every third id is above it, so only an exact path keeps it.
        ftmEid:
          i % 7 === 6
            ? null
            : i % 3 === 0
              ? (9007199254740993n + BigInt(id) * 104729n).toString()
              : String(rng.int(1_000_000, 99_999_999)),
        votesmartId: rng.int(10_000, 199_999),
        personHash: hex(rng, 8),
      });
    }
  }
  return out;
});

export const membersOf = (code: string): Member[] => members().filter((m) => m.state.code === code);

export const SUBJECTS: [string, string][] = [
  ['AGRI', 'Agriculture'],
  ['ALCO', 'Alcoholic Beverages'],
  ['APPR', 'Appropriations'],
  ['BANK', 'Banking and Finance'],
  ['CIVR', 'Civil Rights'],
  ['CONS', 'Consumer Protection'],
  ['CORR', 'Corrections'],
  ['CRIM', 'Criminal Procedure'],
  ['EDUC', 'Education - Primary and Secondary'],
  ['ELEC', 'Elections'],
  ['ENER', 'Energy'],
  ['ENVI', 'Environment'],
  ['FIRE', 'Firearms'],
  ['HLTH', 'Health Care'],
  ['HEDU', 'Higher Education'],
  ['HOUS', 'Housing'],
  ['INSU', 'Insurance'],
  ['LABR', 'Labor and Employment'],
  ['LOCG', 'Local Government'],
  ['MEDI', 'Medicaid'],
  ['MILT', 'Military and Veterans'],
  ['PENS', 'Pensions and Retirement'],
  ['PROP', 'Property Tax'],
  ['PUBS', 'Public Safety'],
  ['TAXS', 'Taxation - Sales'],
  ['TECH', 'Technology and Data Privacy'],
  ['TRAN', 'Transportation'],
  ['WATR', 'Water Resources'],
  ['WILD', 'Wildlife and Parks'],
  ['ETHI', 'Ethics and Lobbying'],
];

// Bill titles: a subject, a verb phrase and an object; a few get the long riders real omnibus
// bills carry (the table must wrap them, the form must hold them).
const TOPICS: [string, string][] = [
  ['EDUC', 'public school finance and the basic allotment for students in average daily attendance'],
  ['EDUC', 'the administration of state assessment instruments in public schools'],
  ['HLTH', 'the regulation of pharmacy benefit managers'],
  ['HLTH', 'telehealth services provided to rural residents'],
  ['MEDI', 'Medicaid eligibility for women after a pregnancy'],
  ['ELEC', 'the verification of voter registration lists'],
  ['ELEC', 'the hours of operation of early voting polling places'],
  ['ENER', 'the reliability of the electric grid during extreme weather events'],
  ['WATR', 'the financing of water infrastructure projects'],
  ['PROP', 'the limitation on increases in the appraised value of a residence homestead'],
  ['TAXS', 'a sales tax holiday for emergency preparation supplies'],
  ['CRIM', 'the punishment for the offense of unlawful possession of a firearm'],
  ['CORR', 'the release of certain inmates on medical parole'],
  ['TRAN', 'the registration fees for electric vehicles'],
  ['TRAN', 'the designation of a portion of the state highway system as a memorial highway'],
  ['LABR', 'the minimum wage paid to certain employees of political subdivisions'],
  ['PENS', 'the retirement systems for public school teachers'],
  ['HOUS', 'the regulation of short-term rental properties by municipalities'],
  ['INSU', 'the coverage of certain hearing aids by health benefit plans'],
  ['TECH', 'the protection of consumer data collected by social media platforms'],
  ['TECH', 'the use of artificial intelligence systems by state agencies'],
  ['AGRI', 'the labeling of cell-cultured meat products'],
  ['WILD', 'hunting and fishing licenses for disabled veterans'],
  ['MILT', 'tuition exemptions for dependents of military service members'],
  ['LOCG', 'the authority of a county to regulate land development'],
  ['BANK', 'the licensing of money transmitters and virtual currency businesses'],
  ['ETHI', 'the disclosure of lobbying expenditures by registered lobbyists'],
  ['FIRE', 'the storage of firearms in vehicles on school property'],
  ['APPR', 'making appropriations for the support of state government for the fiscal biennium'],
  ['HEDU', 'the tuition rates charged by public institutions of higher education'],
];

const RESOLUTIONS = [
  'Recognizing the {state} Farm Bureau on its centennial',
  'Commending the state champion high school robotics team',
  'Designating the first week of May as Teacher Appreciation Week in {state}',
  'Memorializing Congress to fund the repair of rural bridges',
  'In memory of a former member of the {state} Legislature',
  'Congratulating the {state} National Guard on its service during the spring floods',
  'Urging the Department of Transportation to study high-speed rail',
  'Honoring the volunteer firefighters of {state}',
];

const LONG_RIDER =
  '; providing for the transfer of certain powers and duties among state agencies; establishing an advisory ' +
  'committee to study the implementation of the act and report to the legislature; requiring rulemaking; ' +
  'making conforming amendments to related statutes; providing civil and administrative penalties; and ' +
  'providing for the effective dates of the several provisions of this act, including provisions that take ' +
  'effect immediately upon receiving a two-thirds vote of all the members elected to each house';

export interface Bill {
  id: number;
  state: DemoState;
  session: LegSession;
  type: string;
  number: number;
  subject: string;
  title: string;
  author: Member;
  body: 'H' | 'S';
  currentBody: 'H' | 'S';
  filed: string;
  status: number;
  statusDate: string;
  legiscanId: number;
}

const billTypes = [
  ['HB', 'H'],
  ['HB', 'H'],
  ['HB', 'H'],
  ['SB', 'S'],
  ['SB', 'S'],
  ['HR', 'H'],
  ['SR', 'S'],
  ['HJR', 'H'],
  ['SJR', 'S'],
] as const;

/** Twelve bills per session (fewer in special sessions): about 270 in all. */
export const bills = memo((): Bill[] => {
  const rng = rngFor('bills');
  const out: Bill[] = [];
  for (const session of sessions()) {
    const count = session.special ? 5 : 12;
    const used = new Set<string>();
    const authors = membersOf(session.state.code);
    for (let i = 0; i < count; i++) {
      const [type, body] = rng.pick(billTypes);
      let number = rng.int(1, type.length === 2 ? 4200 : 120);
      while (used.has(`${type}${number}`)) number += 1;
      used.add(`${type}${number}`);
      const [subject, topic] = rng.pick(TOPICS);
      const n = out.length;
      const rider = n % 23 === 5 ? LONG_RIDER : '';
      const title =
        type === 'HR' || type === 'SR'
          ? `${rng.pick(RESOLUTIONS).replace('{state}', session.state.name)}.`
          : type.endsWith('JR')
            ? `Proposing a constitutional amendment relating to ${topic}${rider}.`
            : `Relating to ${topic}${rider}.`;
      const chamberAuthors = authors.filter((m) => (body === 'H') === (m.chamber === 'House'));
      const filed = dateBetween(rng, `${session.yearStart}-01-09`, `${session.yearStart}-03-14`);
      const status = rng.pick([1, 1, 1, 2, 2, 3, 4]);
      out.push({
        id: 100001 + n,
        state: session.state,
        session,
        type,
        number,
        subject,
        title,
        author: rng.pick(chamberAuthors),
        body,
        currentBody: status >= 2 ? (body === 'H' ? 'S' : 'H') : body,
        filed,
        status,
        statusDate: addDays(filed, status === 1 ? 0 : rng.int(10, 120)),
        legiscanId: 1_700_000 + n * 37,
      });
    }
  }
  return out;
});

export const billLabel = (b: Bill): string => `${b.type}${b.number}`;

export const memberEmail = (m: Member): string =>
  `${m.first[0]}${m.last}`.toLowerCase().replace(/[^a-z]/g, '') +
  `@${m.state.code.toLowerCase()}legislature.gov`;

export const phone = (rng: ReturnType<typeof rngFor>, area = 512): string =>
  `(${area}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`;

export const street = (rng: ReturnType<typeof rngFor>): string =>
  `${rng.int(100, 9899)} ${rng.pick(STREETS)}`;
