import { describe, expect, it } from 'vitest';
import { login } from '../../api/gen/client/auth/auth';
import { type DatasetConfig, datasets } from '../../api/gen/registry/datasets';
import { writeSession } from '../../api/session';
import { csvCell, exportFileName, fetchAllRows, toCsv } from './csv-export';

const ds = (key: string) => datasets.find((d) => d.key === key) as DatasetConfig;

async function signIn() {
  writeSession(await login({ username: 'demo', password: 'demo' }));
}

describe('CSV text', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('text', 'a,b')).toBe('"a,b"');
    expect(csvCell('text', 'say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('textarea', 'line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('text', null)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula, but leaves numbers alone', () => {
    expect(csvCell('text', '=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('text', '@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('number', -5)).toBe('-5');
  });

  it('writes every column, 64-bit values exactly', () => {
    const d = ds('billSponsors');
    const row = Object.fromEntries(d.columns.map((c) => [c.key, null]));
    const csv = toCsv(d, [{ ...row, SponsorId: 1, FtmEid: '9223372036854775807', Name: 'Doe, Jane' }]);
    const [head, line] = csv.split('\r\n');
    expect(head?.split(',')).toEqual(d.columns.map((c) => c.key));
    expect(line).toContain('9223372036854775807');
    expect(line).toContain('"Doe, Jane"');
  });

  it('names the file after the route and the day', () => {
    expect(exportFileName(ds('masterBills'), new Date('2026-11-22T10:00:00Z'))).toBe(
      'master-bills-2026-11-22.csv',
    );
    // The user's day, not UTC's: 9:30 in the evening here is already tomorrow in UTC west of it.
    expect(exportFileName(ds('masterBills'), new Date(2026, 2, 3, 23, 30))).toBe(
      'master-bills-2026-03-03.csv',
    );
  });
});

describe('fetchAllRows (against the mock backend)', () => {
  it('fetches every page of the filtered list, reporting progress', async () => {
    await signIn();
    const progress: string[] = [];
    const rows = await fetchAllRows(
      ds('contributions'),
      { State: 'TX' },
      [{ id: 'ContributionAmount', desc: true }],
      {
        signal: new AbortController().signal,
        onProgress: (p) => progress.push(`${p.done}/${p.total}`),
      },
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((r) => r.State === 'TX')).toBe(true);
    expect(new Set(rows.map((r) => r.ContributionId)).size).toBe(rows.length);
    // In the list's order, across pages.
    const amounts = rows.map((r) => Number(r.ContributionAmount ?? Number.NEGATIVE_INFINITY));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const pages = Math.ceil(rows.length / 100);
    expect(progress).toEqual(Array.from({ length: pages }, (_, i) => `${i + 1}/${pages}`));
  });

  it('stops when cancelled', async () => {
    await signIn();
    const controller = new AbortController();
    const seen: number[] = [];
    const run = fetchAllRows(ds('contributions'), {}, [], {
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p.done);
        if (p.done === 2) controller.abort();
      },
    });
    await expect(run).rejects.toBeDefined();
    expect(seen).toEqual([1, 2]);
  });
});
