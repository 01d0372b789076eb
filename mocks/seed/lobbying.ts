// Seeds of lobbying and money: lobbyists work for firms of their state, engagements join a
// lobbyist to a client company, contributions go to candidates' committees and name real
// lobbyists, companies and firms where the giver is one.
import { candidateIds } from './elections.ts';
import {
  addDays,
  dateBetween,
  EMPLOYERS,
  FIRST_NAMES,
  hex,
  LAST_NAMES,
  MIDDLE_INITIALS,
  OCCUPATIONS,
  pad,
  type Row,
  rngFor,
  stampOn,
} from './lib.ts';
import { DEMO_STATES, type DemoState, memo, phone, street } from './world.ts';

const FIRM_WORDS = ['Capitol', 'Strategies', 'Public Affairs', 'Partners', 'Advocacy', 'Group', 'Consulting'];
const FIRM_NAMES = [
  'Ridgeway',
  'Bluebonnet',
  'Magnolia',
  'Pelican',
  'Prairie',
  'Buckeye',
  'Hoosier',
  'Empire',
  'Sooner',
  'Palmetto',
  'Keystone',
  'Cypress',
];

const zip = (rng: ReturnType<typeof rngFor>, st: DemoState) =>
  `${pad(((st.id * 1733) % 90000) + 10000 + rng.int(0, 899), 5)}`;

interface Firm {
  id: number;
  state: DemoState;
  name: string;
}

const firms = memo((): Firm[] => {
  const rng = rngFor('firms');
  const out: Firm[] = [];
  for (const st of DEMO_STATES) {
    for (let k = 0; k < 4; k++) {
      const name = `${rng.pick(FIRM_NAMES)} ${rng.pick(FIRM_WORDS)}${rng.chance(0.5) ? ' LLC' : ''}`;
      out.push({ id: 301 + out.length, state: st, name });
    }
  }
  return out;
});

interface Lobbyist {
  id: number;
  state: DemoState;
  first: string;
  middle: string | null;
  last: string;
  firm: Firm | null;
  active: boolean;
}

const lobbyists = memo((): Lobbyist[] => {
  const rng = rngFor('lobbyists');
  const out: Lobbyist[] = [];
  for (const st of DEMO_STATES) {
    const stateFirms = firms().filter((f) => f.state.code === st.code);
    for (let k = 0; k < 12; k++) {
      out.push({
        id: 1 + out.length,
        state: st,
        first: rng.pick(FIRST_NAMES),
        middle: rng.chance(0.3) ? rng.pick(MIDDLE_INITIALS) : null,
        last: rng.pick(LAST_NAMES),
        // A few are in-house lobbyists with no firm.
        firm: k % 6 === 5 ? null : rng.pick(stateFirms),
        active: rng.chance(0.85),
      });
    }
  }
  return out;
});

const COMPANY_NAMES = [
  'Gulf Coast Petroleum',
  'Riverbend Health',
  'Prairie Wind Energy',
  'Summit Telecom',
  'Delta Rail',
  'First Capital Bancorp',
  'Magnolia Hospitals',
  'Lone Star Realtors Association',
  'Bayou Chemical',
  'Heartland Agriculture Co-op',
  'Pioneer Pharmaceuticals',
  'Keystone Insurance',
  'Metro Transit Partners',
  'Cypress Charter Schools',
  'Evergreen Waste Services',
  'Northstar Broadband',
];

interface Company {
  id: number;
  state: DemoState;
  name: string;
}

const companies = memo((): Company[] => {
  const rng = rngFor('companies');
  const out: Company[] = [];
  for (const st of DEMO_STATES) {
    for (const name of COMPANY_NAMES.filter(() => rng.chance(0.4)).slice(0, 6)) {
      out.push({ id: 7001 + out.length, state: st, name: rng.chance(0.3) ? `${name} of ${st.name}` : name });
    }
  }
  return out;
});

const lobbyistName = (l: Lobbyist) => [l.first, l.middle, l.last].filter(Boolean).join(' ');

export const lobbyingSeeds: Record<string, () => Row[]> = {
  firms: () => {
    const rng = rngFor('firms-rows');
    return firms().map((f) => {
      const domain = f.name
        .toLowerCase()
        .replace(/ llc$/, '')
        .replace(/[^a-z]+/g, '');
      return {
        FirmID: f.id,
        StateFirmID: `${f.state.code}-F${pad(rng.int(100, 9999), 5)}`,
        FirmName: f.name,
        FirmStreet1: street(rng),
        FirmStreet2: rng.chance(0.4) ? `Suite ${rng.int(100, 1900)}` : null,
        FirmCity: f.state.capital,
        FirmState: f.state.code,
        FirmZip: zip(rng, f.state),
        FirmPhone: phone(rng),
        FirmEmail: rng.chance(0.8) ? `office@${domain}.com` : null,
        FirmWebsite: rng.chance(0.7) ? `https://www.${domain}.com` : null,
        StateCode: f.state.code,
      };
    });
  },

  lobbyists: () => {
    const rng = rngFor('lobbyists-rows');
    return lobbyists().map((l) => ({
      LobbyistID: l.id,
      StateLobbyistID: `${l.state.code}${pad(rng.int(10000, 99999), 7)}`,
      Title: rng.pick(['Mr.', 'Ms.', 'Mrs.', 'Dr.', null]),
      FirstName: l.first,
      MiddleName: l.middle,
      LastName: l.last,
      FullName: lobbyistName(l),
      Address: street(rng),
      City: l.state.capital,
      State: l.state.code,
      Zip: zip(rng, l.state),
      Phone: phone(rng),
      Email:
        `${l.first[0]}${l.last}`.toLowerCase().replace(/[^a-z]/g, '') +
        '@' +
        (l.firm ? 'firm.example' : 'inhouse.example'),
      Website: null,
      RegisteredBranches: rng.pick(['Legislative', 'Legislative; Executive', 'Executive']),
      Business: l.firm?.name ?? rng.pick(COMPANY_NAMES),
      Status: l.active ? 'Active' : 'Terminated',
      StateCode: l.state.code,
      FirmID: l.firm?.id ?? null,
    }));
  },

  companies: () => {
    const rng = rngFor('companies-rows');
    return companies().map((c) => {
      const domain = c.name.toLowerCase().replace(/[^a-z]+/g, '');
      return {
        CompanyID: c.id,
        StateCompanyID: `${c.state.code}-C${pad(rng.int(1000, 99999), 6)}`,
        CompanyName: c.name,
        ContractualName: rng.chance(0.5) ? `${c.name}, Inc.` : null,
        BeneficialName: rng.chance(0.2) ? `${c.name} Holdings` : null,
        CompanyAddress1: street(rng),
        CompanyAddress2: rng.chance(0.3) ? `Floor ${rng.int(2, 30)}` : null,
        CompanyCity: rng.pick([c.state.capital, `${rng.pick(c.state.counties)}`]),
        CompanyState: c.state.code,
        CompanyZip: zip(rng, c.state),
        CompanyPhone: phone(rng),
        CompanyEmail: rng.chance(0.6) ? `government.affairs@${domain}.com` : null,
        CompanyWebsite: `https://www.${domain}.com`,
        ShortSum: `Client in ${c.state.name} lobbying on ${rng.pick(['energy', 'health care', 'taxation', 'transportation', 'education'])} issues.`,
        FullSum: rng.chance(0.5)
          ? `${c.name} retains outside counsel and in-house staff to monitor legislation affecting its operations in ${c.state.name}, with a focus on regulatory and budget matters.`
          : null,
        StateCode: c.state.code,
      };
    });
  },

  lobbyEngagement: () => {
    const rng = rngFor('lobby-engagement');
    const out: Row[] = [];
    for (const l of lobbyists()) {
      const clients = companies().filter((c) => c.state.code === l.state.code);
      for (let k = 0; k < rng.int(1, 3); k++) {
        const c = rng.pick(clients);
        const year = rng.pick([2024, 2025, 2026]);
        const begin = `${year}-01-${pad(rng.int(2, 28))}`;
        const low = rng.pick([0, 10000, 25000, 50000, 100000]);
        out.push({
          LobbyingEngagementID: 12001 + out.length,
          LobbyistID: l.id,
          CompanyID: c.id,
          ReportingInterval: rng.pick(['Quarterly', 'Annual', 'Monthly']),
          BeginDate: begin,
          StopDate: rng.chance(0.4) ? `${year}-12-31` : null,
          Year: year,
          Method: l.firm ? 'Contract' : 'Employee',
          Amount: rng.chance(0.6) ? rng.int(5, 200) * 500 : null,
          Exact: rng.chance(0.3),
          SalaryLow: low,
          SalaryHigh: low === 0 ? 9999 : low * 2 - 1,
          PaymentCategory: rng.pick(['Compensation', 'Reimbursement', 'Retainer']),
          PaymentCategoryDescription: rng.chance(0.4) ? 'Paid in quarterly installments' : null,
          RepresentationType: rng.pick(['Client', 'Employer']),
          RepresentationDescription: null,
          CoLobbyists: rng.chance(0.3) ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` : null,
          AssociatedFilings: rng.chance(0.2)
            ? `${l.state.code}-LR-${year}-${pad(rng.int(1, 9999), 4)}`
            : null,
          Status: l.active ? 'Active' : 'Terminated',
          RegistrationPeriodStart: begin,
          RegistrationPeriodEnd: `${year}-12-31`,
          Type: rng.pick(['Registration', 'Amendment', 'Renewal']),
          Employer: c.name,
          EmployerAddress: `${street(rng)}, ${c.state.capital}, ${c.state.code}`,
          StateCode: l.state.code,
        });
      }
    }
    return out;
  },

  // About three thousand receipts of the 2024-2026 cycles, oldest first, into candidates'
  // committees; a fifth come from lobbyists, companies or firms of the same state.
  contributions: () => {
    const rng = rngFor('contributions');
    const cands = candidateIds();
    const lobby = lobbyists();
    const comps = companies();
    const allFirms = firms();
    const totals = new Map<string, number>();
    const out: Row[] = [];
    for (let i = 0; i < 3200; i++) {
      const cand = rng.pick(cands);
      const st = DEMO_STATES.find((s) => s.code === cand.state) as DemoState;
      const date = dateBetween(rng, '2024-01-02', '2026-10-20');
      const year = Number(date.slice(0, 4));
      const kind = rng.int(0, 9);
      const lobbyist = kind === 0 ? rng.pick(lobby.filter((l) => l.state.code === st.code)) : null;
      const company = kind === 1 ? rng.pick(comps.filter((c) => c.state.code === st.code)) : null;
      const firm = kind === 2 ? rng.pick(allFirms.filter((f) => f.state.code === st.code)) : null;
      const entity = company ?? firm;
      const first = lobbyist?.first ?? (entity ? null : rng.pick(FIRST_NAMES));
      const last = lobbyist?.last ?? (entity ? null : rng.pick(LAST_NAMES));
      const amount =
        rng.pick([25, 50, 100, 100, 250, 250, 500, 1000, 2500, 5000]) + (rng.chance(0.1) ? 0.5 : 0);
      const giver = `${entity?.name ?? `${first} ${last}`}>${cand.id}`;
      const aggregate = (totals.get(giver) ?? 0) + amount;
      totals.set(giver, aggregate);
      const loan = rng.chance(0.01);
      out.push({
        ContributionId: 1_000_001 + i,
        State: st.code,
        FormTypeCode: loan ? 'LOAN' : rng.pick(['RCPT', 'RCPT', 'RCPT', 'INKIND']),
        FilerId: pad(cand.id * 7, 8),
        FilerName: rng.chance(0.5) ? `Friends of ${cand.name}` : `${cand.name} Campaign`,
        ContributionDate: date,
        ContributionAmount: amount,
        ContributorPersonType: entity ? 'Entity' : 'Individual',
        ContributorOrganization: entity?.name ?? null,
        ContributorFirstName: first,
        ContributorMiddleName: !entity && rng.chance(0.2) ? rng.pick(MIDDLE_INITIALS) : null,
        ContributorLastName: last,
        ContributorAddress: rng.chance(0.9) ? street(rng) : null,
        ContributorCity: rng.chance(0.7) ? st.capital : rng.pick(st.counties),
        ContributorState: rng.chance(0.92) ? st.code : rng.pick(['CA', 'FL', 'DC', 'GA']),
        ContributorCounty: rng.chance(0.5) ? rng.pick(st.counties) : null,
        ContributorCountry: 'US',
        ContributorPostalCode: zip(rng, st),
        ContributorEmployer: entity ? null : rng.pick(EMPLOYERS),
        ContributorOccupation: entity ? null : rng.pick(OCCUPATIONS),
        ContributionDescription: loan
          ? 'Personal loan to the campaign'
          : rng.chance(0.05)
            ? 'In-kind: event catering'
            : null,
        LoanAmount: loan ? rng.int(5, 50) * 1000 : null,
        AggregateAmount: aggregate,
        Year: year,
        LobbyistId: lobbyist?.id ?? null,
        CompanyId: company?.id ?? null,
        FirmId: firm?.id ?? null,
        CandidateId: cand.id,
        HashKey: hex(rng, 40),
        LoadDateTime: stampOn(rng, addDays(date, rng.int(3, 20))),
        SourceFileName: `${st.code.toLowerCase()}_receipts_${year}_q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}.csv`,
      });
    }
    return out;
  },
};
