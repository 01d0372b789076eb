// Seeds of the election datasets: races point to real offices, districts, election dates and
// stages; candidates run in those races; incumbents are members of the legislature.
import { FIRST_NAMES, LAST_NAMES, OCCUPATIONS, pad, type Row, rngFor, slug } from './lib.ts';
import { DEMO_STATES, type DemoState, membersOf, memo, phone, street } from './world.ts';

const OFFICES = [
  ['State House', 'State', 'Legislative', 'Member of the lower chamber of the state legislature'],
  ['State Senate', 'State', 'Legislative', 'Member of the upper chamber of the state legislature'],
  ['Governor', 'State', 'Executive', 'Chief executive of the state'],
  ['Lieutenant Governor', 'State', 'Executive', null],
  ['Attorney General', 'State', 'Executive', 'Chief legal officer of the state'],
  ['Secretary of State', 'State', 'Executive', null],
  ['State Board of Education', 'State', 'Executive', 'Elected member of the state board of education'],
  ['U.S. House', 'Federal', 'Legislative', 'Member of the United States House of Representatives'],
  ['U.S. Senate', 'Federal', 'Legislative', 'Member of the United States Senate'],
  ['Railroad Commissioner', 'State', 'Executive', 'Regulator of the oil and gas industry (Texas)'],
] as const;

const STAGES = [
  ['Primary', 'Republican', true, false, false, false],
  ['Primary', 'Democratic', true, false, false, false],
  ['Primary Runoff', 'Republican', true, false, false, false],
  ['Primary Runoff', 'Democratic', true, false, false, false],
  ['General', null, false, false, false, true],
  ['Special General', null, false, false, false, true],
  ['Top-Two Primary', null, false, false, true, true],
  ['Convention', 'Libertarian', true, true, false, false],
] as const;

interface District {
  id: number;
  state: DemoState;
  kind: 'lower' | 'upper' | 'congress' | 'state';
  number: number;
  name: string;
  parent: number | null;
}

const districts = memo((): District[] => {
  const rng = rngFor('districts');
  const out: District[] = [];
  for (const st of DEMO_STATES) {
    const statewide: District = {
      id: out.length + 1,
      state: st,
      kind: 'state',
      number: 0,
      name: st.name,
      parent: null,
    };
    out.push(statewide);
    const add = (kind: District['kind'], number: number, name: string) =>
      out.push({ id: out.length + 1, state: st, kind, number, name, parent: statewide.id });
    for (const n of [rng.int(1, 40), rng.int(41, 99), rng.int(100, 150)])
      add('lower', n, `${st.name} House of Representatives District ${n}`);
    for (const n of [rng.int(1, 15), rng.int(16, 38)])
      add('upper', n, `${st.name} State Senate District ${n}`);
    const cd = rng.int(1, 9);
    add(
      'congress',
      cd,
      `${st.name}'s ${cd}${cd === 1 ? 'st' : cd === 2 ? 'nd' : cd === 3 ? 'rd' : 'th'} Congressional District`,
    );
  }
  return out;
});

const DISTRICT_TYPE = {
  lower: 'State Legislative (Lower)',
  upper: 'State Legislative (Upper)',
  congress: 'Congress',
  state: 'State',
} as const;

const OCD = { lower: 'sldl', upper: 'sldu', congress: 'cd', state: '' } as const;

/** Each demo state's 2026 primary and general elections (ids in DEMO_STATES order). */
const electionDates = memo(() =>
  DEMO_STATES.flatMap((st, k) => [
    { state: st, date: `2026-03-${pad(3 + (k % 3) * 7)}`, what: 'primary', stage: 0 },
    { state: st, date: `2026-05-${pad(26 - (k % 2) * 7)}`, what: 'primary runoff', stage: 2 },
    { state: st, date: '2026-11-03', what: 'general', stage: 4 },
  ]).map((e, i) => ({ ...e, id: 1 + i })),
);

interface Race {
  id: number;
  state: DemoState;
  office: number;
  district: District;
  dateId: number;
  stage: number;
  stageIndex: number;
}

const races = memo((): Race[] => {
  const out: Race[] = [];
  for (const d of districts()) {
    const office = { lower: 1, upper: 2, congress: 8, state: 3 }[d.kind];
    // Statewide races only in the states that elect a governor in 2026.
    if (d.kind === 'state' && d.state.id % 2 === 0) continue;
    for (const [stageIndex, what] of [
      [0, 'primary'],
      [4, 'general'],
    ] as const) {
      const date = electionDates().find((e) => e.state.code === d.state.code && e.what === what);
      out.push({
        id: 9001 + out.length,
        state: d.state,
        office,
        district: d,
        dateId: date?.id ?? 1,
        stage: stageIndex + 1,
        stageIndex,
      });
    }
  }
  return out;
});

interface Candidate {
  id: number;
  state: DemoState;
  race: Race;
  first: string;
  last: string;
  gender: string;
  party: string;
  incumbent: string | null;
  status: string;
  writeIn: boolean;
  votes: number | null;
  outcome: string | null;
}

const candidates = memo((): Candidate[] => {
  const rng = rngFor('candidates');
  const out: Candidate[] = [];
  for (const race of races()) {
    const primary = race.stageIndex === 0;
    const count = primary ? rng.int(1, 3) : 2;
    const incumbents = membersOf(race.state.code);
    for (let k = 0; k < count; k++) {
      const member = k === 0 && rng.chance(0.35) ? rng.pick(incumbents) : null;
      const party = primary
        ? 'Republican Party'
        : k === 0
          ? 'Republican Party'
          : rng.pick(['Democratic Party', 'Libertarian Party', 'Independent']);
      // Primaries (March 2026) have results; the general election is still ahead.
      const votes = primary ? rng.int(1200, 42000) : null;
      out.push({
        id: 50001 + out.length,
        state: race.state,
        race,
        first: member?.first ?? rng.pick(FIRST_NAMES),
        last: member?.last ?? rng.pick(LAST_NAMES),
        gender: rng.pick(['Male', 'Female']),
        party,
        incumbent: member ? `${race.state.code}${member.chamber[0]}${pad(member.district, 3)}` : null,
        status: primary
          ? k === 0
            ? 'Won'
            : 'Lost'
          : rng.pick(['On the Ballot', 'On the Ballot', 'Candidacy Declared']),
        writeIn: !primary && k === 1 && rng.chance(0.1),
        votes,
        outcome: primary ? (k === 0 ? 'Won' : 'Lost') : null,
      });
    }
  }
  return out;
});

const candidateName = (c: Candidate) => `${c.first} ${c.last}`;

export const electionSeeds: Record<string, () => Row[]> = {
  offices: () =>
    OFFICES.map(([name, level, branch, description], i) => ({
      OfficeId: i + 1,
      BallotpediaOfficeId: 200 + i * 7,
      OfficeName: name,
      OfficeLevel: level,
      OfficeBranch: branch,
      Description: description,
    })),

  districts: () =>
    districts().map((d) => ({
      DistrictId: d.id,
      State: d.state.code,
      BallotpediaDistrictId: 30000 + d.id * 11,
      DistrictOcdId: `ocd-division/country:us/state:${d.state.code.toLowerCase()}${d.kind === 'state' ? '' : `/${OCD[d.kind]}:${d.number}`}`,
      DistrictName: d.name,
      DistrictType: DISTRICT_TYPE[d.kind],
      ParentDistrictId: d.parent,
      ParentDistrictName: d.parent ? d.state.name : null,
    })),

  electionDates: () =>
    electionDates().map((e) => ({
      ElectionDateId: e.id,
      BallotpediaElectionDateId: 7000 + e.id,
      ElectionDate: e.date,
      ElectionDateDistrictType: 'State',
      Description: `${e.state.name} ${e.what} election, 2026`,
    })),

  electionStages: () =>
    STAGES.map(([stage, party, partisan, canceled, rcv, writeIns], i) => ({
      StageId: i + 1,
      BallotpediaStageId: 400 + i,
      Stage: stage,
      StageParty: party,
      IsPartisanPrimary: partisan,
      StageCanceled: canceled,
      IsRankedChoice: rcv,
      AllowWriteIns: writeIns,
      Description: party ? `${party} ${stage.toLowerCase()}` : `${stage} election`,
    })),

  races: () =>
    races().map((r) => ({
      RaceId: r.id,
      BallotpediaRaceId: 120000 + r.id,
      ElectionYear: 2026,
      State: r.state.code,
      OfficeId: r.office,
      DistrictId: r.district.id,
      ElectionDateId: r.dateId,
      StageId: r.stage,
      RaceType: r.district.kind === 'congress' && r.id % 9 === 0 ? 'Special' : 'Regular',
      SeatsUpForElection: 1,
      RaceUrl: `https://ballotpedia.org/${slug(r.district.name).replace(/-/g, '_')}_2026`,
    })),

  candidates: () =>
    candidates().map((c) => ({
      CandidateId: c.id,
      StateCode: c.state.code,
      BallotpediaCandidateId: 800000 + c.id,
      PersonId: 600000 + c.id,
      Name: candidateName(c),
      FirstName: c.first,
      LastName: c.last,
      Gender: c.gender,
      PartyAffiliation: c.party,
      BallotpediaUrl: `https://ballotpedia.org/${c.first}_${c.last}`.replace(/\s+/g, '_'),
      MemberNumber: c.incumbent,
      IsIncumbent: c.incumbent !== null,
      CandidateStatus: c.status,
      IsWriteIn: c.writeIn,
      IsWithdrawnStillOnBallot: c.id % 41 === 0,
    })),

  candidateRaces: () =>
    candidates().map((c, i) => ({
      CandidateRaceId: 1 + i,
      RaceId: c.race.id,
      CandidateId: c.id,
      VotesFor: c.votes,
      VotesAgainst: null,
      DelegatesPledged: null,
      RankedChoiceVotingRound: c.race.stageIndex === 6 ? 1 : null,
      ElectionOutcome: c.outcome,
    })),

  candidateBio: () => {
    const rng = rngFor('candidate-bio');
    return candidates()
      .filter((_, i) => i % 3 !== 2)
      .map((c) => ({
        CandidateId: c.id,
        StateCode: c.state.code,
        Business: rng.chance(0.5)
          ? `${c.last} ${rng.pick(['& Associates', 'Farms', 'Law Firm', 'Insurance'])}`
          : null,
        BusinessTelephone: rng.chance(0.4) ? phone(rng) : null,
        Children: rng.chance(0.6) ? String(rng.int(1, 4)) : null,
        ChurchAffiliation: rng.chance(0.5)
          ? rng.pick(['Baptist', 'Catholic', 'Methodist', 'Presbyterian', 'Non-denominational'])
          : null,
        DateOfBirth: rng.chance(0.6)
          ? `${rng.int(1950, 1995)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`
          : null,
        Degrees: rng.pick(['B.A.', 'B.S.', 'J.D.', 'M.B.A.', 'M.D.', null]),
        FilingInformation: `Filed with the ${c.state.name} Secretary of State.`,
        HighSchool: rng.chance(0.5) ? `${rng.pick(c.state.counties)} High School` : null,
        HigherEducation: rng.chance(0.6) ? `University of ${c.state.name}` : null,
        Hobbies: rng.chance(0.4) ? rng.pick(['Fishing', 'Hunting', 'Gardening', 'Running', 'Reading']) : null,
        HomeTelephone: null,
        MembershipActivities: rng.chance(0.4) ? 'Rotary Club; Chamber of Commerce' : null,
        Military: rng.chance(0.2)
          ? rng.pick(['U.S. Army', 'U.S. Navy', 'U.S. Marine Corps', 'Texas Army National Guard'])
          : null,
        Occupation: rng.pick(OCCUPATIONS),
        PlaceOfBirth: rng.chance(0.6) ? `${rng.pick(c.state.counties)}, ${c.state.code}` : null,
        PublicOfficesHeld: c.incumbent ? `${c.race.district.name}, ${rng.int(2010, 2024)}–present` : null,
        Spouse: rng.chance(0.6) ? `${rng.pick(['Anne', 'Mark', 'Laura', 'Paul'])} ${c.last}` : null,
        SpouseOccupation: null,
        Treasurer: rng.chance(0.7) ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` : null,
        Biography: rng.chance(0.5)
          ? `${candidateName(c)} is a ${rng.pick(OCCUPATIONS).toLowerCase()} from ${rng.pick(c.state.counties)} running for ${c.race.district.name}.`
          : null,
        District: c.race.district.number || null,
        Party: c.party.replace(' Party', ''),
        Chamber:
          c.race.district.kind === 'upper' ? 'Senate' : c.race.district.kind === 'lower' ? 'House' : null,
      }));
  },

  candidateContacts: () => {
    const rng = rngFor('candidate-contacts');
    return candidates()
      .filter((_, i) => i % 4 !== 3)
      .map((c) => {
        const handle = `${c.first}${c.last}`.replace(/[^A-Za-z]/g, '');
        const site = `https://www.${handle.toLowerCase()}for${c.state.code.toLowerCase()}.com`;
        const has = (p: number) => rng.chance(p);
        return {
          CandidateId: c.id,
          StateCode: c.state.code,
          CampaignEmail: has(0.8) ? `info@${handle.toLowerCase()}for${c.state.code.toLowerCase()}.com` : null,
          OtherEmail: has(0.2) ? `${handle.toLowerCase()}@gmail.com` : null,
          CampaignWebsite: has(0.8) ? site : null,
          CampaignFacebook: has(0.6) ? `https://www.facebook.com/${handle}` : null,
          CampaignX: has(0.5) ? `https://x.com/${handle}` : null,
          CampaignTikTok: has(0.1) ? `https://www.tiktok.com/@${handle.toLowerCase()}` : null,
          CampaignInstagram: has(0.4) ? `https://www.instagram.com/${handle.toLowerCase()}` : null,
          CampaignYouTube: has(0.15) ? `https://www.youtube.com/@${handle}` : null,
          PersonalWebsite: null,
          PersonalFacebook: has(0.3) ? `https://www.facebook.com/${handle}.${c.id}` : null,
          PersonalX: null,
          PersonalTikTok: null,
          PersonalInstagram: has(0.2) ? `https://www.instagram.com/${handle.toLowerCase()}_${c.id}` : null,
          PersonalYouTube: null,
          CampaignMailingAddress: has(0.6) ? `${street(rng)}, ${c.state.capital}, ${c.state.code}` : null,
          CampaignPhone: has(0.7) ? phone(rng) : null,
          LinkedIn: has(0.3) ? `https://www.linkedin.com/in/${handle.toLowerCase()}` : null,
        };
      });
  },

  electionDataStaging: () => {
    const rng = rngFor('election-data-staging');
    const dates = electionDates();
    return candidates()
      .filter((_, i) => i % 3 === 0)
      .map((c) => {
        const office = OFFICES[c.race.office - 1];
        const stage = STAGES[c.race.stageIndex];
        const handle = `${c.first}${c.last}`.replace(/[^A-Za-z]/g, '').toLowerCase();
        return {
          election_year: 2026,
          state: c.state.code,
          office_name: office?.[0] ?? null,
          office_level: office?.[1] ?? null,
          district_name: c.race.district.name,
          district_type: DISTRICT_TYPE[c.race.district.kind],
          race_id: c.race.id,
          race_type: 'Regular',
          election_date: dates.find((d) => d.id === c.race.dateId)?.date ?? null,
          stage: stage?.[0] ?? null,
          stage_party: stage?.[1] ?? null,
          candidate_id: c.id,
          candidate_name: candidateName(c),
          first_name: c.first,
          last_name: c.last,
          party_affiliation: c.party,
          is_incumbent: c.incumbent !== null,
          candidate_status: c.status,
          votes_for: c.votes,
          votes_against: null,
          election_outcome: c.outcome,
          campaign_email: rng.chance(0.7) ? `info@${handle}.com` : null,
          campaign_website: rng.chance(0.7) ? `https://www.${handle}.com` : null,
          campaign_phone: rng.chance(0.5) ? phone(rng) : null,
        };
      });
  },
};

/** The candidates, for the contributions they receive. */
export const candidateIds = (): { id: number; state: string; name: string }[] =>
  candidates().map((c) => ({ id: c.id, state: c.state.code, name: candidateName(c) }));
