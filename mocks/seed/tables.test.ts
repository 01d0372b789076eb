// The seed is what every screen and test shows first: it must satisfy the contract, be the same on
// every run, hang together across datasets, and carry the edge cases the console must survive.
import { describe, expect, it } from 'vitest';
import { type DatasetConfig, datasets } from '../../src/api/gen/registry/datasets';
import * as schemas from '../../src/api/gen/zod/index.zod';
import { rowKey } from '../../src/lib/row-key';
import { type Row, SEEDS, seedTable } from './tables';

const byKey = (key: string): DatasetConfig => datasets.find((d) => d.key === key) as DatasetConfig;
const rows = (key: string): Row[] => seedTable(byKey(key));
const ids = (key: string, column: string) => new Set(rows(key).map((r) => r[column]));
const pascal = (s: string) => s[0]?.toUpperCase() + s.slice(1);
type Parser = { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } };

describe('the seed of every dataset', () => {
  it('has a hand-shaped generator for each dataset and none for unknown keys', () => {
    expect(datasets.filter((d) => !SEEDS[d.key]).map((d) => d.key)).toEqual([]);
    expect(Object.keys(SEEDS).filter((k) => !datasets.some((d) => d.key === k))).toEqual([]);
  });

  it.each(datasets.map((d) => [d.key, d] as const))(
    '%s satisfies the contract, with unique keys',
    (_key, d) => {
      const raw = SEEDS[d.key]?.() ?? [];
      const unknown = raw.flatMap((r) => Object.keys(r).filter((k) => !d.columns.some((c) => c.key === k)));
      expect(unknown).toEqual([]);
      const list = seedTable(d);
      const schema = (schemas as unknown as Record<string, Parser>)[`${pascal(d.key)}ListResponse`] as Parser;
      const answer = {
        data: list,
        pagination: {
          page: 1,
          limit: 10,
          total: list.length,
          totalPages: 1,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      };
      expect(schema.safeParse(answer).error?.issues ?? []).toEqual([]);
      const keys = list.map((r) => rowKey(d, r));
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('is the same on every call and never shares rows between stores', () => {
    const a = rows('masterBills');
    const b = rows('masterBills');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    (a[0] as Row).Title = 'changed';
    expect((b[0] as Row).Title).not.toBe('changed');
  });

  it('has tens to a few hundred rows, a few thousand contributions, and tokenTracker empty on purpose', () => {
    const sizes = Object.fromEntries(datasets.map((d) => [d.key, seedTable(d).length]));
    expect(sizes.contributions).toBeGreaterThanOrEqual(2000);
    expect(sizes.contributions).toBeLessThanOrEqual(5000);
    expect(sizes.tokenTracker).toBe(0);
    const others = Object.entries(sizes).filter(([k]) => k !== 'contributions' && k !== 'tokenTracker');
    expect(others.filter(([, n]) => n < 4 || n > 600)).toEqual([]);
  });
});

describe('coherence across datasets', () => {
  it('bills belong to real sessions and are written by members of their state', () => {
    const sessions = new Set(rows('sessions').map((s) => `${s.StateCode}/${s.SessionCode}`));
    const members = new Map(rows('members').map((m) => [m.MemberId, m.StateCode]));
    for (const b of rows('masterBills')) {
      expect(sessions).toContain(`${b.StateCode}/${b.SessionCode}`);
      expect(members.get(b.AuthorId)).toBe(b.StateCode);
    }
  });

  it('bill satellites point to existing bills, versions and people', () => {
    const bills = ids('masterBills', 'MasterBillId');
    const members = ids('members', 'MemberId');
    const versions = ids('billVersions', 'BillVersionId');
    for (const key of [
      'billHistory',
      'billCalendar',
      'billSubjects',
      'billSponsors',
      'billTexts',
      'billProgress',
      'progress',
      'aiBillFiles',
      'projectedVote',
    ]) {
      expect(rows(key).filter((r) => !bills.has(r.MasterBillId))).toEqual([]);
    }
    expect(rows('billSponsors').filter((r) => !members.has(r.PeopleId))).toEqual([]);
    expect(rows('statutoryReferences').filter((r) => !versions.has(r.BillVersionId))).toEqual([]);
    expect(rows('billVersionsStatusUser').filter((r) => !versions.has(r.BillVersionId))).toEqual([]);
    const subjects = ids('subject', 'Code');
    expect(rows('billSubjects').filter((r) => !subjects.has(r.SubjectCode))).toEqual([]);
  });

  it('lobbyists work for firms of their state; engagements join lobbyists to companies', () => {
    const firms = new Map(rows('firms').map((f) => [f.FirmID, f.StateCode]));
    for (const l of rows('lobbyists')) if (l.FirmID !== null) expect(firms.get(l.FirmID)).toBe(l.StateCode);
    const lobbyists = ids('lobbyists', 'LobbyistID');
    const companies = ids('companies', 'CompanyID');
    for (const e of rows('lobbyEngagement')) {
      expect(lobbyists).toContain(e.LobbyistID);
      expect(companies).toContain(e.CompanyID);
    }
  });

  it('races point to offices, districts, election dates and stages; candidates run in them', () => {
    const offices = ids('offices', 'OfficeId');
    const districts = ids('districts', 'DistrictId');
    const dates = ids('electionDates', 'ElectionDateId');
    const stages = ids('electionStages', 'StageId');
    for (const r of rows('races')) {
      expect(offices).toContain(r.OfficeId);
      expect(districts).toContain(r.DistrictId);
      expect(dates).toContain(r.ElectionDateId);
      expect(stages).toContain(r.StageId);
    }
    const races = ids('races', 'RaceId');
    const candidates = ids('candidates', 'CandidateId');
    for (const cr of rows('candidateRaces')) {
      expect(races).toContain(cr.RaceId);
      expect(candidates).toContain(cr.CandidateId);
    }
    expect(rows('contributions').filter((c) => !candidates.has(c.CandidateId))).toEqual([]);
  });
});

describe('edge cases present in the seed', () => {
  it('has long bill titles and empty optional fields', () => {
    const bills = rows('masterBills');
    expect(bills.some((b) => String(b.Title).length > 300)).toBe(true);
    expect(bills.some((b) => b.StateUrl === null)).toBe(true);
  });

  it('has 64-bit FtmEid values above 2^53, as exact strings of digits', () => {
    for (const key of ['billSponsors', 'memberSessions']) {
      const big = rows(key)
        .map((r) => r.FtmEid)
        .filter((v): v is string => typeof v === 'string' && BigInt(v) > 2n ** 53n);
      expect(big.length).toBeGreaterThan(10);
      for (const v of big) expect(v).toMatch(/^\d+$/);
    }
  });
});
