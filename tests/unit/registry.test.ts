// Every /admin/{name} route of SPEC §2 has a screen: the manager of a dataset in the registry, the
// Action Entry screen, or (organization-types only) the spec's 'No table found for this route!'.
import { describe, expect, it } from 'vitest';
import { datasets } from '../../src/api/gen/registry/datasets';
import { adminMenu } from '../../src/api/gen/registry/menu';
import { viewerColumns } from '../../src/features/datasets/viewer-columns';

// SPEC §2, "Route table", copied verbatim (spellings included).
const SPEC_ROUTES =
  'master-bills, bill-session, bill-captions, bill-comments, bill-companions, bill-calendar, bill-history, bill-progress, bill-sponsors, bill-subjects, bill-supporting-documents, bill-texts, bill-versions, actions-entry, actions-type, ai-bill-files, alert-type, associate, associate-projected-vote, candidate-bio, candidate-races, candidate-contact, candidates, caucuses, action-codes, companies, contributions, counties, county-table-type, districts, election-dates, election-stages, feature-tokens, firms, items-tracked, election-data-staging, live-transcripts, loggyists (the spelling of the lobbyists route), member-bios, member-counties, notification-type, offices, organizations, organization-types, members, member-session, members-mapping, message-type, night-lite-report, night-writer-report, sessions, staff, states, statutory-code, statutory-rererences (spelling as given), subject, lobby-engagment (spelling as given), bill-versions-status-user, task-files, task-notes, tasks, teams, token-tracker, track-alerts, type-field-form, pdf-processing-audit, plans, position-track, premature-reference, project-vote, project-vote-details, races, remarks, progress'
    .split(', ')
    .map((entry) => entry.replace(/ \(.*\)$/, ''));

const NOT_A_TABLE = ['actions-entry', 'organization-types'];

describe('the dataset registry against SPEC §2', () => {
  it('reads the spec list as 74 routes', () => {
    expect(SPEC_ROUTES).toHaveLength(74);
    expect(new Set(SPEC_ROUTES).size).toBe(74);
  });

  it.each(SPEC_ROUTES.filter((r) => !NOT_A_TABLE.includes(r)))(
    '/admin/%s has a dataset and a menu entry',
    (route) => {
      const dataset = datasets.find((d) => d.route === route);
      expect(dataset, `no dataset for ${route}`).toBeDefined();
      const entry = adminMenu.find((m) => m.route === route);
      expect(entry?.key).toBe(dataset?.key);
      expect(entry?.name).toBe(dataset?.name);
    },
  );

  it('has the Action Entry screen, not a table, at actions-entry', () => {
    expect(datasets.some((d) => d.route === 'actions-entry')).toBe(false);
    expect(adminMenu.find((m) => m.route === 'actions-entry')?.screen).toBe('action-entry');
  });

  it('has no configuration for organization-types (it shows "No table found for this route!")', () => {
    expect(datasets.some((d) => d.route === 'organization-types')).toBe(false);
    expect(adminMenu.some((m) => m.route === 'organization-types')).toBe(false);
  });

  it('has nothing beyond the spec: every dataset route is one of its routes', () => {
    expect(datasets.map((d) => d.route).filter((r) => !SPEC_ROUTES.includes(r))).toEqual([]);
  });

  it('keeps masterBills as the spec gives it', () => {
    const mb = datasets.find((d) => d.key === 'masterBills');
    expect(mb?.primaryKey).toEqual(['MasterBillId']);
    expect(mb && viewerColumns(mb).map((c) => c.key)).toEqual([
      'StateCode',
      'SessionCode',
      'Type',
      'Number',
      'Title',
      'MasterBillId',
    ]);
  });

  it('gives every dataset a key made of its columns, at most about seven viewer columns', () => {
    for (const d of datasets) {
      for (const k of d.primaryKey) expect(d.columns.map((c) => c.key)).toContain(k);
      const viewer = viewerColumns(d);
      expect(viewer.map((c) => c.key)).toEqual(d.viewer);
      expect(viewer.length).toBeGreaterThan(0);
      expect(viewer.length).toBeLessThanOrEqual(7);
    }
  });

  it('shows the results columns in the viewer order datasets.yaml gives, not in field order', () => {
    const audit = datasets.find((d) => d.key === 'pdfProcessingAudit');
    expect(audit && viewerColumns(audit).map((c) => c.key)).toEqual([
      'ID',
      'PDFName',
      'Status',
      'PageNumber',
      'TotalPages',
      'ProcessingTime',
      'CreatedAt',
    ]);
    // Field order differs: the edit form keeps it.
    expect(audit?.columns.map((c) => c.key).indexOf('ProcessingTime')).toBeLessThan(
      audit?.columns.map((c) => c.key).indexOf('Status') ?? -1,
    );
  });
});

describe('references between datasets', () => {
  const byKey = new Map(datasets.map((d) => [d.key, d]));

  it('every reference resolves to a dataset and a field, and is a filter of its own dataset', () => {
    for (const d of datasets) {
      for (const r of d.references) {
        const target = byKey.get(r.dataset);
        expect(target, `${d.key}.${r.field} → ${r.dataset}`).toBeDefined();
        expect(
          target?.columns.some((c) => c.key === r.targetField),
          `${r.dataset}.${r.targetField}`,
        ).toBe(true);
        expect(target?.route).toBe(r.route);
        expect(d.columns.find((c) => c.key === r.field)?.filter, `${d.key}.${r.field} is a filter`).toBe(
          true,
        );
      }
    }
  });

  it('lists each reference once more, as the referred dataset’s related records', () => {
    const forward = datasets
      .flatMap((d) => d.references.map((r) => `${d.key}.${r.field}→${r.dataset}`))
      .sort();
    const backward = datasets
      .flatMap((d) => d.referencedBy.map((r) => `${r.dataset}.${r.field}→${d.key}`))
      .sort();
    expect(backward).toEqual(forward);
  });

  it('gives a master bill its history, sponsors, texts, versions and the rest, and a member theirs', () => {
    const related = (key: string) => byKey.get(key)?.referencedBy.map((r) => r.dataset) ?? [];
    expect(related('masterBills')).toEqual(
      expect.arrayContaining([
        'billHistory',
        'billSponsors',
        'billTexts',
        'billVersions',
        'billCalendar',
        'billComments',
        'billCaptions',
        'billSubjects',
        'billProgress',
        'billSupportingDocuments',
        'statutoryReferences',
        'projectedVote',
      ]),
    );
    expect(related('members')).toEqual(
      expect.arrayContaining(['memberBios', 'memberSessions', 'memberCounties', 'staff', 'membersMapping']),
    );
    expect(related('lobbyists')).toEqual(expect.arrayContaining(['lobbyEngagement', 'contributions']));
    expect(byKey.get('races')?.references.map((r) => r.dataset)).toEqual([
      'offices',
      'districts',
      'electionDates',
      'electionStages',
    ]);
  });
});

describe("the contract check's table of answers", () => {
  it('names, for every operation and no other, its zod module and its success statuses', async () => {
    const { answers } = await import('../../src/api/gen/registry/answers');
    const { operations } = await import('../../src/api/gen/registry/operations');
    expect(Object.keys(answers).sort()).toEqual(Object.keys(operations).sort());
    for (const [id, op] of Object.entries(operations))
      expect([id, ...answers[id as keyof typeof answers]]).toEqual([id, op.module, ...op.success]);
  });
});
