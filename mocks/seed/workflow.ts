// Seeds of the service's own work: lookups (action, alert, notification and message types),
// teams, tasks and their notes and files, tracking and alerts, reports, tokens, PDF processing,
// live transcripts. Users are the console's users (world USERS), bills are real bills.
import { addDays, dateBetween, pad, type Row, rngFor, stampOn } from './lib.ts';
import { billLabel, bills, DEMO_STATES, latestSession, memo, USERS } from './world.ts';

const lookup = (items: [string, string][]): Row[] =>
  items.map(([Code, Description], i) => ({ Id: i + 1, Code, Description }));

const TEAMS = [
  'Bill Tracking',
  'Texas Desk',
  'Louisiana Desk',
  'Midwest Desk',
  'Elections Data',
  'Data Quality',
  'Transcripts',
];

const tasks = memo(() => {
  const rng = rngFor('tasks');
  const all = bills();
  const kinds = [
    ['Review the fiscal note of', 'Confirm the figures against the LBB estimate.'],
    ['Update the summary of', 'The committee substitute changed sections 2 and 4.'],
    ['Check sponsors of', 'Two co-authors were added on the floor.'],
    ['Tag subjects for', 'Subjects missing after the import.'],
    ['Fix the version link of', 'The state site moved the PDF.'],
    ['Verify the history of', 'Action dates disagree with the journal.'],
  ] as const;
  return Array.from({ length: 90 }, (_, i) => {
    const bill = rng.pick(all);
    const [what, why] = rng.pick(kinds);
    const created = dateBetween(rng, '2025-01-06', '2026-11-10');
    const status = rng.pick(['Open', 'Open', 'In Progress', 'Blocked', 'Done', 'Done']);
    return {
      Id: 1 + i,
      Title: `${what} ${bill.state.code} ${billLabel(bill)} (${bill.session.code})`,
      Description: i % 11 === 3 ? null : `${why}\nBill: ${bill.title}`,
      Status: status,
      Priority: rng.pick(['Low', 'Normal', 'Normal', 'High', 'Urgent']),
      CreatedById: rng.pick(USERS).id,
      AssignedToId: rng.chance(0.9) ? rng.pick(USERS).id : null,
      TeamId: rng.int(1, TEAMS.length),
      DueDate: rng.chance(0.7) ? addDays(created, rng.int(3, 30)) : null,
      CompletedAt: status === 'Done' ? stampOn(rng, addDays(created, rng.int(1, 20))) : null,
      CreatedAt: stampOn(rng, created),
      BillId: bill.id,
      BillVersion: rng.chance(0.6) ? rng.pick(['FIL', 'ENG', 'ENR', 'INT', 'FH00']) : null,
    };
  });
});

export const workflowSeeds: Record<string, () => Row[]> = {
  actionType: () =>
    lookup([
      ['INTRO', 'Introduced'],
      ['REFER', 'Referred to committee'],
      ['HEAR', 'Committee hearing'],
      ['REPORT', 'Reported from committee'],
      ['FLOOR', 'Floor vote'],
      ['PASS', 'Passed chamber'],
      ['GOV', 'Sent to governor'],
      ['SIGN', 'Signed into law'],
      ['VETO', 'Vetoed'],
      ['DEAD', 'Failed'],
    ]),
  alertType: () =>
    lookup([
      ['ACTION', 'Any new action'],
      ['HEARING', 'Hearing scheduled'],
      ['VERSION', 'New bill version'],
      ['VOTE', 'Recorded vote'],
      ['SIGNED', 'Signed or vetoed'],
      ['KEYWORD', 'Keyword match in new bills'],
    ]),
  notificationTypes: () =>
    lookup([
      ['EMAIL', 'Email'],
      ['SMS', 'Text message'],
      ['APP', 'In-app notification'],
      ['DIGEST', 'Daily digest email'],
    ]),
  messageType: () =>
    lookup([
      ['ALERT', 'Alert'],
      ['REMINDER', 'Reminder'],
      ['REPORT', 'Scheduled report'],
      ['SYSTEM', 'System notice'],
      ['WELCOME', 'Welcome message'],
    ]),
  typeFieldForm: () =>
    ['Short text', 'Long text', 'Number', 'Date', 'Yes/No', 'Bill picker', 'Member picker'].map(
      (Description, i) => ({
        Id: i + 1,
        Description,
      }),
    ),
  plans: () =>
    [
      ['Basic', 'Tracking of up to 50 bills in one state, daily email digest.'],
      ['Professional', 'Unlimited tracking in five states, hearing alerts, Night Lite reports.'],
      ['Enterprise', 'All states, projected votes, transcripts and API access.'],
      ['Government', 'Discounted plan for public agencies and legislative offices.'],
    ].map(([PlanName, PlanDescription], i) => ({ PlanId: i + 1, PlanName, PlanDescription })),
  positionTrack: () =>
    ['Support', 'Oppose', 'Monitor', 'Neutral', 'Support if amended'].map((Name, i) => ({ Id: i + 1, Name })),

  teams: () => {
    const rng = rngFor('teams');
    return TEAMS.map((Name, i) => ({
      Id: i + 1,
      Name,
      ParentId: i === 0 ? null : i < 4 ? 1 : rng.pick([null, 1]),
      CreatedAt: stampOn(rng, dateBetween(rng, '2022-02-01', '2024-06-30')),
      ManagerId: USERS[i % USERS.length]?.id ?? 1,
    }));
  },

  tasks: () => tasks(),

  taskNotes: () => {
    const rng = rngFor('task-notes');
    const notes = [
      'Started on this; waiting on the enrolled text.',
      'Called the committee clerk, hearing moved to Thursday.',
      'Done for the House version; Senate version pending.',
      'Blocked: the state site is down.',
      'Looks good to me.',
    ];
    return tasks()
      .flatMap((t) =>
        Array.from({ length: rng.int(0, 3) }, () => ({
          TaskId: t.Id,
          UserId: rng.pick(USERS).id,
          Content: rng.pick(notes),
          CreatedAt: stampOn(rng, addDays(String(t.CreatedAt).slice(0, 10), rng.int(0, 5))),
        })),
      )
      .map((row, i) => ({ Id: 1 + i, ...row }));
  },

  taskFiles: () => {
    const rng = rngFor('task-files');
    const kinds = [
      ['pdf', 'application/pdf'],
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['png', 'image/png'],
      ['csv', 'text/csv'],
    ] as const;
    return tasks()
      .filter((_, i) => i % 3 === 0)
      .flatMap((t) =>
        Array.from({ length: rng.int(1, 2) }, (_, k) => {
          const [ext, type] = rng.pick(kinds);
          const name = `${rng.pick(['notes', 'screenshot', 'fiscal-note', 'export', 'markup'])}-${k + 1}.${ext}`;
          return {
            TaskId: t.Id,
            UserId: rng.pick(USERS).id,
            FileName: name,
            FileSize: rng.int(2_000, 8_500_000),
            FileType: type,
            FilePath: `/uploads/tasks/${t.Id}/${name}`,
            CreatedAt: stampOn(rng, String(t.CreatedAt).slice(0, 10)),
          };
        }),
      );
  },

  itemsTracked: () => {
    const rng = rngFor('items-tracked');
    const all = bills();
    return Array.from({ length: 120 }, (_, i) => {
      const bill = rng.pick(all);
      return {
        TrackID: 1 + i,
        UserId: rng.pick(USERS).id,
        ItemType: rng.pick([1, 1, 1, 2]),
        ItemID: bill.id,
        Alert: rng.chance(0.6),
        PositionID: rng.chance(0.8) ? rng.int(1, 5) : null,
        SessionCode: bill.session.code,
      };
    });
  },

  trackAlerts: () => {
    const rng = rngFor('track-alerts');
    const all = bills();
    return Array.from({ length: 60 }, (_, i) => {
      const bill = rng.pick(all);
      const user = rng.pick(USERS);
      return {
        Id: 1 + i,
        AlertTypeId: rng.int(1, 6),
        ActionTypeId: rng.int(1, 10),
        MessageTypeId: 1,
        TrackName: `${bill.state.code} ${billLabel(bill)} — ${rng.pick(['client watch', 'hearing alerts', 'floor votes', 'all actions'])}`,
        ContactInfo: rng.chance(0.8) ? user.email : phoneOf(i),
        NotificationTypeId: rng.int(1, 4),
        SessionCode: bill.session.code,
        UserId: user.id,
        IsAlert: rng.chance(0.8),
        TrackId: rng.int(1, 120),
      };
    });
  },

  remarks: () => {
    const rng = rngFor('remarks');
    const all = bills();
    return Array.from({ length: 80 }, (_, i) => {
      const bill = rng.pick(all);
      const created = dateBetween(rng, '2025-01-10', '2026-11-01');
      return {
        Id: 1 + i,
        Type: rng.pick([1, 2, 3]),
        Description: rng.pick([
          'Author intends to offer a floor amendment narrowing the definition.',
          'Client asked for a one-page summary before the hearing.',
          'Companion bill moving faster in the Senate.',
          'Fiscal note revised; cost now below the threshold.',
        ]),
        RelatedId: bill.id,
        SessionCode: bill.session.code,
        UserId: rng.pick(USERS).id,
        CreatedAt: stampOn(rng, created),
        UpdatedAt: rng.chance(0.3) ? stampOn(rng, addDays(created, rng.int(1, 9))) : null,
        TrackAlertId: rng.chance(0.4) ? rng.int(1, 60) : null,
        StateCode: bill.state.code,
      };
    });
  },

  nightLiteReport: () => {
    const rng = rngFor('night-lite-report');
    return USERS.slice(0, 10).map((u, i) => {
      const st = DEMO_STATES[i % DEMO_STATES.length] ?? (DEMO_STATES[0] as (typeof DEMO_STATES)[number]);
      const yes = () => rng.pick(['Yes', 'No']);
      return {
        Id: 1 + i,
        Name: `${st.code} nightly — ${u.name}`,
        SessionCode: latestSession(st).code,
        UserId: u.id,
        Track: rng.pick(['All tracked bills', 'Client bills only', 'Priority bills']),
        BillTrackingReport: yes(),
        BillMatrixReport: yes(),
        CommitteeHearings: yes(),
        IncludeRemarks: rng.chance(0.5),
        Links: rng.pick(['State site', 'Legiscan', 'Both']),
        ReportingPeriod: rng.pick(['Last 24 hours', 'Since last report', 'Last 7 days']),
        RunPeriod: rng.pick(['Weeknights 9 PM', 'Daily 6 AM', 'Fridays 5 PM']),
        DeliverToEmail: u.email,
        ReplyToEmail: rng.chance(0.5) ? 'reports@legisdata.example' : null,
      };
    });
  },

  nightWriterReport: () => {
    const rng = rngFor('night-writer-report');
    return USERS.slice(2, 12).map((u, i) => {
      const st =
        DEMO_STATES[(i + 3) % DEMO_STATES.length] ?? (DEMO_STATES[0] as (typeof DEMO_STATES)[number]);
      return {
        Id: 1 + i,
        Name: `${st.name} keyword digest`,
        SessionCode: latestSession(st).code,
        UserId: u.id,
        SetupConf: JSON.stringify({
          keywords: ['groundwater', 'broadband', 'school safety'].slice(0, 1 + (i % 3)),
          states: [st.code],
        }),
        Email: u.email,
        Hits: rng.int(0, 240),
        DeliveryMethod: rng.pick(['Email', 'Email + SMS', 'In-app']),
        IsDeliveryActive: rng.chance(0.75),
      };
    });
  },

  featureTokens: () => {
    const rng = rngFor('feature-tokens');
    return USERS.map((u) => {
      const created = dateBetween(rng, '2025-03-01', '2025-12-31');
      return {
        UserId: u.id,
        TokensLeft: rng.int(0, 250_000),
        CreatedAt: stampOn(rng, created),
        UpdatedAt: rng.chance(0.8) ? stampOn(rng, dateBetween(rng, created, '2026-11-15')) : null,
      };
    });
  },

  // Empty on purpose: token usage is recorded only once the AI features are switched on, so a
  // fresh system shows 'No data available' here.
  tokenTracker: () => [],

  pdfProcessingAudit: () => {
    const rng = rngFor('pdf-processing-audit');
    const all = bills();
    return Array.from({ length: 75 }, (_, i) => {
      const bill = rng.pick(all);
      const total = rng.int(2, 140);
      const failed = i % 13 === 7;
      return {
        ID: 1 + i,
        PDFName: `${bill.state.code}_${bill.session.code}_${billLabel(bill)}_${rng.pick(['FIL', 'ENG', 'ENR'])}.pdf`,
        FormattingChanges: rng.chance(0.4)
          ? 'Removed line numbers; merged hyphenated words across pages.'
          : null,
        ProcessingTime: Math.round(rng.next() * 9000) / 100,
        TotalTokens: rng.int(1_500, 480_000),
        Status: failed ? 'Failed' : rng.pick(['Completed', 'Completed', 'Completed', 'Processing']),
        Error: failed ? 'Page 3: the text layer is empty (scanned image); OCR required.' : null,
        CreatedAt: stampOn(rng, dateBetween(rng, '2026-01-05', '2026-11-15')),
        PageNumber: failed ? 3 : total,
        TotalPages: total,
        IsCompleteDocument: !failed,
        Endpoint: rng.pick(['/api/pdf/extract', '/api/pdf/summarize', '/api/pdf/compare']),
      };
    });
  },

  liveTranscripts: () => {
    const rng = rngFor('live-transcripts');
    const committees = [
      ['HPE', 'House Public Education'],
      ['SFIN', 'Senate Finance'],
      ['HSA', 'House State Affairs'],
      ['SJUD', 'Senate Judiciary'],
      ['HAPP', 'House Appropriations'],
    ] as const;
    return Array.from({ length: 24 }, (_, i) => {
      const st = DEMO_STATES[i % 2] ?? (DEMO_STATES[0] as (typeof DEMO_STATES)[number]);
      const [code, name] = rng.pick(committees);
      const live = i < 2;
      return {
        Id: 1 + i,
        Title: `${name} — ${rng.pick(['Public hearing', 'Formal meeting', 'Invited testimony'])}`,
        StreamUrl: `https://video.${st.code.toLowerCase()}legislature.gov/live/${code.toLowerCase()}/${pad(i + 1, 3)}.m3u8`,
        StartTime: live ? '2026-11-22T14:00:00Z' : stampOn(rng, dateBetween(rng, '2025-02-01', '2026-11-20')),
        Chamber: code.startsWith('H') ? 'House' : 'Senate',
        Legislature: `${st.name} Legislature`,
        IsOnLive: live,
        CommitteeCode: code,
        StateCode: st.code,
      };
    });
  },
};

const phoneOf = (i: number) => `(512) 555-${pad(1000 + i, 4)}`;
