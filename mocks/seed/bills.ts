// Seeds of the bill datasets: every row points to a real bill of the world (MasterBillId), its
// session and state, and people who exist (members, console users).
import { ACTION_CODES } from './legislature.ts';
import { addDays, hex, pad, type Row, rngFor, sample, stampOn } from './lib.ts';
import { type Bill, billLabel, bills, fullName, membersOf, memo, SUBJECTS, USERS } from './world.ts';

const partyId = { D: 1, R: 2, I: 3 } as const;

// The version codes each state uses (SPEC §9), in the order a bill goes through them.
function versionCodes(b: Bill): string[] {
  switch (b.state.code) {
    case 'IL':
      return ['INT', 'HAM001', 'ENG', 'ENR'];
    case 'OH':
      return ['FH00', 'FHC1', 'FHPA', 'SHC1'];
    case 'IN':
      return b.body === 'H' ? ['INTR', 'COMH', 'ENGH', 'ENRH'] : ['INTR', 'COMS', 'ENGS', 'ENRS'];
    case 'SC':
      return [0, 14, 41, 63].map((d) => `V${addDays(b.filed, d).replaceAll('-', '')}`);
    default:
      return ['FIL', b.body === 'H' ? 'HCS' : 'SCS', 'ENG', 'ENR'];
  }
}

const TEXT_TYPES = ['Introduced', 'Committee Substitute', 'Engrossed', 'Enrolled'];

/** Each bill's versions: as many as its status reached. BillVersionId counts from 300001. */
const versions = memo(() => {
  const out: { bill: Bill; n: number; code: string; date: string; id: number }[] = [];
  for (const b of bills()) {
    const codes = versionCodes(b);
    for (let n = 0; n < Math.min(b.status, codes.length); n++) {
      out.push({
        bill: b,
        n: n + 1,
        code: codes[n] as string,
        date: addDays(b.filed, n * 21),
        id: 300001 + out.length,
      });
    }
  }
  return out;
});

const stateUrl = (b: Bill): string =>
  `${b.state.site}?session=${encodeURIComponent(b.session.code)}&bill=${b.type}${b.number}`;
const legiscanUrl = (b: Bill): string =>
  `https://legiscan.com/${b.state.code}/bill/${b.type}${b.number}/${b.session.yearStart}`;
const bodyId = (b: Bill, body: 'H' | 'S'): number => b.state.id * 10 + (body === 'H' ? 1 : 2);

const COMMITTEES = [
  'Public Education',
  'State Affairs',
  'Ways and Means',
  'Appropriations',
  'Health and Human Services',
  'Criminal Jurisprudence',
  'Natural Resources',
  'Transportation',
  'Elections',
  'Energy Resources',
];

export const billSeeds: Record<string, () => Row[]> = {
  masterBills: () => {
    const rng = rngFor('master-bills');
    return bills().map((b, i) => ({
      StateCode: b.state.code,
      SessionCode: b.session.code,
      Type: b.type,
      Number: b.number,
      AuthorId: b.author.id,
      Title: b.title,
      FiledDate: b.filed,
      MasterBillId: b.id,
      LegiscanBillId: b.legiscanId,
      LegiscanUrl: legiscanUrl(b),
      // Empty optional fields on purpose: some bills have no state page or author on file yet.
      StateUrl: i % 9 === 4 ? null : stateUrl(b),
      Completed: b.status === 4,
      Status: b.status,
      StatusDate: b.statusDate,
      StateId: b.state.id,
      BodyId: bodyId(b, b.body),
      CurrentBodyId: bodyId(b, b.currentBody),
      Body: b.body,
      CurrentBody: rng.chance(0.95) ? b.currentBody : null,
    }));
  },

  billHistory: () => {
    const rng = rngFor('bill-history');
    return bills().map((b) => {
      const [code, , , , description] = rng.pick(
        ACTION_CODES.filter(([, , group]) =>
          b.status === 1
            ? group === 'Introduction' || group === 'Committee'
            : b.status === 4
              ? group === 'Executive'
              : group === 'Floor',
        ),
      );
      return {
        StateCode: b.state.code,
        SessionCode: b.session.code,
        Type: b.type,
        Number: b.number,
        ActionCode: code,
        ActionDate: b.statusDate,
        Description: description,
        MasterBillId: b.id,
        Percentage: [0, 25, 50, 75, 100][b.status] ?? 0,
      };
    });
  },

  billCalendar: () => {
    const rng = rngFor('bill-calendar');
    return bills()
      .filter((_, i) => i % 5 < 3)
      .map((b, i) => {
        const committee = rng.int(0, COMMITTEES.length - 1);
        const date = addDays(b.filed, rng.int(14, 60));
        return {
          CalendarId: 7001 + i,
          state: b.state.code,
          MasterBillId: b.id,
          CommitteeId: (b.body === 'H' ? 100 : 200) + committee,
          TypeId: rng.pick([1, 1, 2]),
          EventHash: hex(rng, 8),
          Date: date,
          Time: rng.chance(0.9) ? `${pad(rng.int(8, 16))}:${rng.pick(['00', '30'])}` : null,
          Location: `${b.body === 'H' ? 'Room E2.0' : 'Senate Chamber Room '}${rng.int(10, 40)}, ${b.state.capital}`,
          Description: `${b.body === 'H' ? 'House' : 'Senate'} ${COMMITTEES[committee]} — public hearing on ${billLabel(b)}`,
          LegiscanBillId: b.legiscanId,
        };
      });
  },

  billProgress: () =>
    bills()
      .flatMap((b) =>
        Array.from({ length: b.status }, (_, k) => ({
          state: b.state.code,
          MasterBillId: b.id,
          Date: addDays(b.filed, k * 21),
          Event: k + 1,
        })),
      )
      .map((row, i) => ({ ProgressId: 1 + i, ...row })),

  progress: () =>
    bills()
      .filter((_, i) => i % 2 === 0)
      .flatMap((b) =>
        Array.from({ length: b.status }, (_, k) => ({
          MasterBillId: b.id,
          Date: addDays(b.filed, k * 21),
          Event: k + 1,
        })),
      )
      .map((row, i) => ({ ProgressId: 60001 + i, ...row })),

  billSponsors: () => {
    const rng = rngFor('bill-sponsors');
    return bills()
      .flatMap((b) => {
        const others = membersOf(b.state.code).filter((m) => m.id !== b.author.id);
        const sponsors = [b.author, ...sample(rng, others, rng.int(0, 2))];
        return sponsors.map((m, k) => ({
          MasterBillId: b.id,
          state: b.state.code,
          PeopleId: m.id,
          PersonHash: m.personHash,
          PartyId: partyId[m.party],
          Party: m.party,
          StateId: b.state.id,
          SponsorTypeId: k === 0 ? 1 : 2,
          SponsorOrder: k + 1,
          RoleId: m.chamber === 'House' ? 1 : 2,
          Name: fullName(m),
          FirstName: m.first,
          MiddleName: m.middle,
          LastName: m.last,
          Suffix: m.suffix,
          Nickname: m.nickname,
          District: `${m.chamber === 'House' ? 'HD' : 'SD'}-${pad(m.district, 3)}`,
          Role: m.chamber === 'House' ? 'Rep' : 'Sen',
          FtmEid: m.ftmEid,
          VotesmartId: m.votesmartId,
          OpensecretsId: null,
          KnowwhoPid: 100000 + m.id,
          Ballotpedia: `${m.first}_${m.last}`.replace(/\s+/g, '_'),
          BioguideId: null,
          CommitteeSponsor: 0,
          CommitteeId: 0,
          StateFederal: 1,
          LegiscanBillId: b.legiscanId,
        }));
      })
      .map((row, i) => ({ SponsorId: 40001 + i, ...row }));
  },

  billSubjects: () => {
    const rng = rngFor('bill-subjects');
    return bills().flatMap((b) => {
      const codes = [b.subject];
      if (rng.chance(0.4)) {
        const extra = rng.pick(SUBJECTS)[0];
        if (extra !== b.subject) codes.push(extra);
      }
      return codes.map((code) => ({
        MasterBillId: b.id,
        SubjectCode: code,
        StateCode: b.state.code,
        SessionCode: b.session.code,
      }));
    });
  },

  billSupportingDocuments: () => {
    const rng = rngFor('bill-supporting-documents');
    const kinds = [
      ['Fiscal note', 'fiscal-note'],
      ['Bill analysis', 'analysis'],
      ['Witness list', 'witness-list'],
      ['Committee report', 'committee-report'],
    ] as const;
    return versions()
      .filter((_, i) => i % 3 === 0)
      .map((v, i) => {
        const [description, file] = rng.pick(kinds);
        const name = `${v.bill.state.code}_${v.bill.session.code}_${billLabel(v.bill)}_${v.code}_${file}.pdf`;
        return {
          Id: 1 + i,
          MasterBillId: v.bill.id,
          SessionCode: v.bill.session.code,
          UrlFile: `https://docs.legisdata.example/${v.bill.state.code}/${v.bill.session.code}/${name}`,
          Description: rng.chance(0.8)
            ? `${description} for ${billLabel(v.bill)} as ${TEXT_TYPES[v.n - 1]?.toLowerCase()}.`
            : null,
          BillVersion: v.code,
          Track: rng.pick(['Y', 'N']),
          UserId: rng.pick(USERS).id,
          FileName: name,
        };
      });
  },

  billVersions: () =>
    versions().map((v, i) => ({
      StateCode: v.bill.state.code,
      SessionCode: v.bill.session.code,
      Type: v.bill.type,
      Number: v.bill.number,
      TextVersion: v.code,
      TextDate: v.date,
      TextType: TEXT_TYPES[v.n - 1],
      TextUrl: `${stateUrl(v.bill)}&version=${v.code}`,
      MasterBillId: v.bill.id,
      VersionNumber: v.n,
      BillVersionId: v.id,
      Id_backup: i % 4 === 0 ? 90000 + i : null,
    })),

  billTexts: () => {
    const rng = rngFor('bill-texts');
    return versions().map((v, i) => {
      const alt = rng.chance(0.5);
      return {
        TextId: 2_800_001 + i,
        MasterBillId: v.bill.id,
        state: v.bill.state.code,
        DocId: 3_100_000 + i * 3,
        Date: v.date,
        TypeId: v.n,
        Type: TEXT_TYPES[v.n - 1],
        Mime: 'application/pdf',
        MimeId: 2,
        Url: `https://legiscan.com/${v.bill.state.code}/text/${billLabel(v.bill)}/id/${3_100_000 + i * 3}`,
        StateLink: `${stateUrl(v.bill)}&version=${v.code}&format=pdf`,
        TextSize: rng.int(18_000, 2_400_000),
        TextHash: hex(rng, 32),
        AltBillText: alt ? 1 : 0,
        AltMime: alt ? 'text/html' : null,
        AltMimeId: alt ? 1 : null,
        AltStateLink: alt ? `${stateUrl(v.bill)}&version=${v.code}&format=html` : null,
        AltTextSize: alt ? rng.int(9_000, 900_000) : null,
        AltTextHash: alt ? hex(rng, 32) : null,
        LegiscanBillId: v.bill.legiscanId,
      };
    });
  },

  billCaptions: () => {
    const rng = rngFor('bill-captions');
    return bills()
      .filter((_, i) => i % 2 === 1)
      .map((b, i) => ({
        Id: 1 + i,
        StateCode: b.state.code,
        SessionCode: b.session.code,
        MasterBillId: b.id,
        Caption:
          b.title.length > 200
            ? b.title
            : `${b.title} ${rng.pick(['Caption version 2.', 'As filed.', 'As amended in committee.'])}`,
        UserId: rng.pick(USERS).id,
      }));
  },

  billComments: () => {
    const rng = rngFor('bill-comments');
    const quotes = [
      'SECTION 1. Section 29.153(b), Education Code, is amended to read as follows:',
      'the commissioner shall adopt rules necessary to implement this section',
      'This Act takes effect September 1, 2025.',
      'a person commits an offense if the person knowingly',
      'not later than the 30th day after the date',
    ];
    return bills()
      .filter((_, i) => i % 3 === 0)
      .map((b, i) => {
        const text = rng.pick(quotes);
        const start = rng.int(0, 4000);
        return {
          Id: 1 + i,
          Text: text,
          StartIndex: start,
          EndIndex: start + text.length,
          Type: rng.pick(['note', 'question', 'concern']),
          Comment:
            rng.pick([
              'Check against the engrossed version.',
              'Fiscal impact unclear; ask the LBB.',
              'Same language as last session’s SB 12.',
              'Client flagged this section.',
              '',
            ]) || null,
          BillId: b.id,
          UserId: rng.pick(USERS).id,
          CreatedAt: stampOn(rng, addDays(b.filed, rng.int(1, 40))),
        };
      });
  },

  billCompanions: () => {
    const rng = rngFor('bill-companions');
    const out: Row[] = [];
    const all = bills();
    for (const b of all) {
      if (b.body !== 'H' || !b.type.endsWith('B') || !rng.chance(0.6)) continue;
      const senate = all.filter((o) => o.session.id === b.session.id && o.type === 'SB');
      const other = senate.find((o) => o.subject === b.subject) ?? senate[0];
      if (!other) continue;
      out.push({
        Id: 1 + out.length,
        StateCode: b.state.code,
        SessionCode: b.session.code,
        PrimaryBill: `${b.type} ${b.number}`,
        Companion: `${other.type} ${other.number}`,
        Type: rng.pick(['Companion', 'Identical', 'Similar']),
      });
    }
    return out;
  },

  billVersionsStatusUser: () => {
    const rng = rngFor('bill-versions-status-user');
    return versions()
      .filter((_, i) => i % 4 === 1)
      .map((v, i) => ({
        Id: 1 + i,
        BillVersionId: v.id,
        UserId: rng.pick(USERS).id,
        Readed: rng.chance(0.6),
      }));
  },

  aiBillFiles: () =>
    versions()
      .filter((_, i) => i % 5 === 2)
      .map((v, i) => ({
        Id: 1 + i,
        MasterBillId: v.bill.id,
        Filename: `${v.bill.state.code}_${v.bill.session.code}_${billLabel(v.bill)}_${v.code}_summary.json`,
        SessionCode: v.bill.session.code,
        StateCode: v.bill.state.code,
      })),

  statutoryReferences: () => statutoryRefs().map(({ notes: _notes, ...row }) => row),

  // Keyed by StatutoryReference (SPEC §3): the references not yet attached to a final version.
  prematureStatutoryReferences: () =>
    statutoryRefs()
      .filter((_, i) => i % 3 === 0)
      .map(({ notes, ...row }) => ({ ...row, Notes: notes })),

  projectedVote: () => projectedVotes(),

  projectedVoteDetail: () => {
    const rng = rngFor('projected-vote-detail');
    const all = bills();
    return projectedVotes()
      .flatMap((v) => {
        const bill = all.find((b) => b.id === v.MasterBillId) as Bill;
        return sample(rng, membersOf(bill.state.code), 3).map((m) => ({
          ProjectedVoteId: v.Id,
          MemberId: m.id,
          Position: rng.pick(['Yes', 'No', 'Lean Yes', 'Lean No', 'Undecided']),
        }));
      })
      .map((row, i) => ({ id: 1 + i, ...row }));
  },

  organizations: () => organizations(),

  associate: () => associates(),

  associateProjectedVote: () => {
    const rng = rngFor('associate-projected-vote');
    const votes = projectedVotes();
    const out: Row[] = [];
    for (const a of associates()) {
      const mine = sample(
        rng,
        votes.filter((x) => x.StateCode === a.StateCode),
        2,
      );
      for (const v of mine) out.push({ AssociateId: a.Id, ProjectedVoteId: v.Id });
    }
    return out;
  },
};

const projectedVotes = memo(() => {
  const rng = rngFor('projected-vote');
  return bills()
    .filter((_, i) => i % 4 === 0)
    .map((b, i) => {
      const size = b.body === 'H' ? 150 : 31;
      const yes = rng.int(Math.floor(size * 0.3), size - 2);
      const no = rng.int(0, size - yes);
      return {
        Id: 1 + i,
        Description: `${billLabel(b)} — ${b.body === 'H' ? 'House' : 'Senate'} floor vote`,
        Vote: rng.pick(['Yes', 'No', 'Undecided']),
        MasterBillId: b.id,
        Type: rng.pick(['Floor', 'Committee']),
        VYes: yes,
        VNo: no,
        VAbs: Math.max(0, size - yes - no - 1),
        VPNV: rng.int(0, 1),
        VVac: 0,
        VTrack: rng.int(0, 1),
        VoteDate: addDays(b.filed, rng.int(30, 90)),
        ClientID: rng.int(1, 12),
        SessionCode: b.session.code,
        StateCode: b.state.code,
        TalkingPoint: rng.chance(0.5)
          ? 'Emphasize the local-control provisions and the zero fiscal note.'
          : null,
        Notes: rng.chance(0.3) ? 'Whip count as of Tuesday caucus.' : null,
      };
    });
});

const associates = memo(() => {
  const rng = rngFor('associate');
  return organizations().flatMap((o, k) =>
    [0, 1].map((j) => {
      const first = rng.pick(['Alex', 'Brooke', 'Carmen', 'Dev', 'Erin', 'Frank', 'Gina', 'Hal']);
      const last = rng.pick(['Stone', 'Marsh', 'Abbott', 'Rhee', 'Coleman', 'Duarte', 'Ivers']);
      return {
        Id: 1 + k * 2 + j,
        Name: `${first} ${last}`,
        Email: `${first}.${last}@${String(o.Name)
          .toLowerCase()
          .replace(/[^a-z]+/g, '')}.org`.toLowerCase(),
        SessionCode: o.SessionCode,
        StateCode: o.StateCode,
        OrganizationId: o.Id,
      };
    }),
  );
});

function organizations(): Row[] {
  const names = [
    'Association of Realtors',
    'Medical Association',
    'Farm Bureau',
    'Chamber of Commerce',
    'Municipal League',
    'Teachers Association',
  ];
  return bills()
    .map((b) => b.state)
    .filter((st, i, all) => all.findIndex((x) => x.code === st.code) === i)
    .flatMap((st) =>
      names.slice(0, 2 + (st.id % 3)).map((n) => ({
        Name: `${st.name} ${n}`,
        SessionCode: st.sessions.filter((x) => !x.special).at(-1)?.code,
        StateCode: st.code,
      })),
    )
    .map((row, i) => ({ Id: 1 + i, ...row }));
}

function statutoryRefs(): (Row & { notes: string | null })[] {
  const rng = rngFor('statutory-references');
  const codes = [
    'Education Code',
    'Health and Safety Code',
    'Penal Code',
    'Tax Code',
    'Election Code',
    'Government Code',
  ];
  const acts = ['Amends', 'Adds', 'Repeals', 'Amends and renumbers'];
  return versions()
    .filter((_, i) => i % 2 === 0)
    .map((v, i) => {
      const code = rng.pick(codes);
      return {
        Id: 1 + i,
        StateCode: v.bill.state.code,
        SessionCode: v.bill.session.code,
        Type: v.bill.type,
        Number: v.bill.number,
        Version: v.code,
        StatutoryCode: code,
        // Unique per row: the premature references are keyed by it.
        StatutoryReference: `${code.split(' ')[0]} § ${rng.int(1, 550)}.${pad(i + 1, 4)}`,
        StatutoryAct: rng.pick(acts),
        BillVersionId: v.id,
        MasterBillId: v.bill.id,
        notes: rng.chance(0.5)
          ? 'Reference parsed from the introduced text; confirm against the enrolled version.'
          : null,
      };
    });
}
