// Seeds of the legislature itself: states, sessions, members and their satellites, counties,
// caucuses, staff, subjects, action codes and statutory codes.
import { addDays, OCCUPATIONS, pad, type Row, rngFor, stampOn } from './lib.ts';
import {
  DEMO_STATES,
  fullName,
  latestSession,
  type Member,
  memberEmail,
  members,
  phone,
  SUBJECTS,
  sessions,
  street,
  US_STATES,
} from './world.ts';

const partyId = { D: 1, R: 2, I: 3 } as const;

const sessionRow = (x: ReturnType<typeof sessions>[number], asNumbers: boolean): Row => {
  const ended = x.yearEnd < 2026 || x.special;
  const prior = x.id !== latestSession(x.state).id;
  const flag = (b: boolean) => (asNumbers ? (b ? 1 : 0) : b);
  return {
    SessionId: x.id,
    YearStart: x.yearStart,
    YearEnd: x.yearEnd,
    Prefile: flag(false),
    SineDie: flag(ended),
    Prior: flag(prior),
    Special: flag(x.special),
    SessionTag: x.special ? 'Special Session' : 'Regular Session',
    SessionTitle: `${x.yearStart}${x.yearEnd !== x.yearStart ? `-${x.yearEnd}` : ''} ${x.special ? 'Special' : 'Regular'} Session`,
    SessionName: x.name,
  };
};

/** The Member fields shared by members and memberSessions. */
function memberFields(m: Member, rng: ReturnType<typeof rngFor>): Row {
  return {
    MemberId: m.id,
    StateCode: m.state.code,
    Name: `${m.last}, ${m.first}${m.suffix ? ` ${m.suffix}` : ''}`,
    Code: `${m.state.code}${m.chamber[0]}${pad(m.district, 3)}`,
    Race: rng.pick(['White', 'Hispanic', 'Black', 'Asian', null]),
    District: `${m.chamber === 'House' ? 'HD' : 'SD'}-${pad(m.district, 3)}`,
    Chamber: m.chamber,
    Party: m.party,
    Room: rng.chance(0.85)
      ? `${m.chamber === 'House' ? 'E' : 'GE'}${rng.int(1, 2)}.${pad(rng.int(1, 420), 3)}`
      : null,
    Phone: phone(rng),
    Desk: rng.chance(0.7) ? String(rng.int(1, 150)) : null,
    Mail1: `P.O. Box ${rng.int(1000, 12999)}`,
    Mail2: rng.chance(0.3) ? street(rng) : null,
    City: m.state.capital,
    Email: memberEmail(m),
    DateAssumedOffice: m.assumed,
  };
}

export const legislatureSeeds: Record<string, () => Row[]> = {
  states: () => US_STATES.map((x) => ({ StateId: x.id, StateCode: x.code, StateName: x.name })),

  sessions: () =>
    sessions().map((x) => ({ ...sessionRow(x, true), SessionCode: x.code, StateCode: x.state.code })),

  billSession: () => sessions().map((x) => ({ ...sessionRow(x, false), StateId: x.state.id })),

  members: () => {
    const rng = rngFor('members-rows');
    return members().map((m) => memberFields(m, rng));
  },

  memberSessions: () => {
    const rng = rngFor('member-sessions');
    return members().map((m) => ({
      ...memberFields(m, rng),
      SessionCode: m.session.code,
      PersonHash: m.personHash,
      PartyId: partyId[m.party],
      RoleId: m.chamber === 'House' ? 1 : 2,
      Role: m.chamber === 'House' ? 'Rep' : 'Sen',
      FirstName: m.first,
      MiddleName: m.middle,
      LastName: m.last,
      Suffix: m.suffix,
      Nickname: m.nickname,
      FtmEid: m.ftmEid,
      VotesmartId: m.votesmartId,
      OpensecretsId: rng.chance(0.3) ? `N000${rng.int(10000, 99999)}` : null,
      KnowwhoPid: rng.int(100000, 999999),
      Ballotpedia: `${m.first}_${m.last}`.replace(/\s+/g, '_'),
      BioguideId: null,
      CommitteeSponsor: 0,
      CommitteeId: 0,
      StateFederal: 1,
    }));
  },

  memberBios: () => {
    const rng = rngFor('member-bios');
    return members()
      .filter((_, i) => i % 4 !== 3)
      .map((m) => ({
        MemberId: m.id,
        StateCode: m.state.code,
        FilingInformation: `Filed for re-election on ${addDays(`${m.session.yearStart - 1}-12-01`, rng.int(0, 10))}.`,
        MembershipActivities: rng.chance(0.6)
          ? `${rng.pick(['Rotary Club', 'Chamber of Commerce', 'American Legion', 'NAACP', 'Farm Bureau'])}; ${rng.pick(['Habitat for Humanity', 'Lions Club', 'PTA', 'Kiwanis'])}`
          : null,
        CreatedDate: stampOn(rng, `${m.session.yearStart}-01-${pad(rng.int(10, 28))}`),
        Occupation: rng.pick(OCCUPATIONS),
        PlaceOfBirth: rng.chance(0.8) ? `${rng.pick(m.state.counties)} County, ${m.state.name}` : null,
        DateOfBirth: rng.chance(0.85)
          ? `${rng.int(1948, 1990)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`
          : null,
        Gender: rng.pick(['Male', 'Female']),
        Education: rng.pick([
          'J.D., University of Texas School of Law',
          'B.A., Louisiana State University',
          'M.B.A., Ohio State University',
          'B.S., Purdue University',
          'B.A., University of Mississippi',
          'Ed.D., Oklahoma State University',
          null,
        ]),
        Spouse: rng.chance(0.7)
          ? `${rng.pick(['Anne', 'Mark', 'Laura', 'Paul', 'Grace', 'Sam'])} ${m.last}`
          : null,
        Children: rng.chance(0.6) ? String(rng.int(1, 5)) : null,
      }));
  },

  memberCounties: () =>
    members().map((m) => ({
      StateCode: m.state.code,
      SessionCode: m.session.code,
      MemberId: m.id,
      CountyName: m.county,
    })),

  membersMapping: () =>
    members().map((m) => ({
      MemberId: m.id,
      StateCode: m.state.code,
      SiteMemberName: `${m.chamber === 'House' ? 'Rep.' : 'Sen.'} ${fullName(m)}`,
      SQLMemberName: `${m.last}, ${m.first}`,
    })),

  staff: () => {
    const rng = rngFor('staff');
    const titles = [
      'Chief of Staff',
      'Legislative Director',
      'Policy Analyst',
      'Scheduler',
      'District Director',
    ];
    return members()
      .filter((_, i) => i % 2 === 0)
      .flatMap((m, i) =>
        [0, 1].slice(0, 1 + (i % 2)).map((k) => {
          const first = rng.pick(['Ellen', 'Marcus', 'Tara', 'Owen', 'Nadia', 'Felix', 'Irene', 'Caleb']);
          const last = rng.pick(['Price', 'Hughes', 'Ward', 'Bishop', 'Kerr', 'Molina', 'Sato', 'Pruitt']);
          return {
            MemberId: m.id,
            State: m.state.code,
            FirstName: first,
            LastName: last,
            Title: titles[(i + k) % titles.length],
            Phone: phone(rng),
            Email: rng.chance(0.9)
              ? `${first}.${last}@${m.state.code.toLowerCase()}legislature.gov`.toLowerCase()
              : null,
            Session: m.session.code,
          };
        }),
      )
      .map((row, i) => ({ StaffId: 501 + i, ...row }));
  },

  caucuses: () => {
    const names = [
      'Women’s Caucus',
      'Rural Caucus',
      'Black Legislative Caucus',
      'Hispanic Caucus',
      'Freedom Caucus',
      'Progressive Caucus',
      'Veterans Caucus',
    ];
    return DEMO_STATES.flatMap((st) =>
      names.slice(0, 3 + (st.id % 4)).map((name) => ({
        Name: `${st.name} ${name}`,
        StateCode: st.code,
        SessionCode: latestSession(st).code,
      })),
    ).map((row, i) => ({ CaucusId: 41 + i, ...row }));
  },

  counties: () =>
    DEMO_STATES.flatMap((st) => st.counties.map((c) => ({ StateCode: st.code, CountyName: c }))).map(
      (row, i) => ({
        CountyID: 1 + i,
        ...row,
      }),
    ),

  // Keyed by CountyName (SPEC §3): only the names that are unique across the demo states.
  countyTableType: () => {
    const all = DEMO_STATES.flatMap((st) => st.counties.map((c) => ({ StateCode: st.code, CountyName: c })));
    return all.filter((r) => all.filter((o) => o.CountyName === r.CountyName).length === 1);
  },

  subject: () => SUBJECTS.map(([Code, Name]) => ({ Code, Name })),

  actionCodes: () =>
    ACTION_CODES.map(([ActionCode, Flag, ActionGroup, Chamber, Description]) => ({
      ActionCode,
      Flag,
      ActionGroup,
      Chamber,
      Description,
    })),

  statutoryCode: () =>
    DEMO_STATES.flatMap((st) =>
      STATUTE_CODES.slice(0, 6 + (st.id % 5)).map(([code, desc]) => ({
        Code: code,
        Description: st.code === 'TX' ? `${desc} Code` : `${st.name} ${desc} Law`,
        StateID: st.id,
      })),
    ).map((row, i) => ({ StatutoryCodeID: 1 + i, ...row })),
};

export const ACTION_CODES: [string, string, string, string, string][] = [
  ['H001', 'I', 'Introduction', 'H', 'Filed'],
  ['H005', 'I', 'Introduction', 'H', 'Read first time'],
  ['H010', 'C', 'Committee', 'H', 'Referred to committee'],
  ['H015', 'C', 'Committee', 'H', 'Scheduled for public hearing'],
  ['H020', 'C', 'Committee', 'H', 'Reported favorably as substituted'],
  ['H025', 'C', 'Committee', 'H', 'Left pending in committee'],
  ['H030', 'F', 'Floor', 'H', 'Placed on General State Calendar'],
  ['H035', 'F', 'Floor', 'H', 'Passed to engrossment'],
  ['H040', 'F', 'Floor', 'H', 'Passed third reading'],
  ['S001', 'I', 'Introduction', 'S', 'Received from the House'],
  ['S005', 'I', 'Introduction', 'S', 'Read first time'],
  ['S010', 'C', 'Committee', 'S', 'Referred to committee'],
  ['S020', 'C', 'Committee', 'S', 'Reported favorably'],
  ['S030', 'F', 'Floor', 'S', 'Placed on intent calendar'],
  ['S040', 'F', 'Floor', 'S', 'Passed'],
  ['C010', 'F', 'Conference', 'H', 'Conference committee appointed'],
  ['C020', 'F', 'Conference', 'S', 'Conference committee report adopted'],
  ['E001', 'P', 'Executive', 'E', 'Sent to the Governor'],
  ['E010', 'P', 'Executive', 'E', 'Signed by the Governor'],
  ['E015', 'P', 'Executive', 'E', 'Filed without the Governor’s signature'],
  ['E020', 'P', 'Executive', 'E', 'Vetoed by the Governor'],
  ['E025', 'P', 'Executive', 'E', 'Line-item veto'],
  ['E030', 'P', 'Executive', 'E', 'Effective immediately'],
  ['E035', 'P', 'Executive', 'E', 'Effective on 9/1/25'],
];

const STATUTE_CODES: [string, string][] = [
  ['ED', 'Education'],
  ['HS', 'Health and Safety'],
  ['PE', 'Penal'],
  ['TX', 'Tax'],
  ['EL', 'Election'],
  ['GV', 'Government'],
  ['IN', 'Insurance'],
  ['TN', 'Transportation'],
  ['WA', 'Water'],
  ['LG', 'Local Government'],
  ['PR', 'Property'],
];
