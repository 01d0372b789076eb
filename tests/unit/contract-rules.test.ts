// The rules `npm run gen` holds the registry to: it refuses a dataset it cannot serve.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildContract, readEntries } from '../../scripts/contract/build';

type Doc = { datasets: Record<string, unknown>[] };

/** contract/datasets.yaml with the masterBills entry changed by `edit`, written to a scratch file. */
function variant(edit: (masterBills: Record<string, unknown>) => void): string {
  const doc = parse(readFileSync('contract/datasets.yaml', 'utf8')) as Doc;
  const mb = doc.datasets.find((e) => e.key === 'masterBills') as Record<string, unknown>;
  edit(mb);
  const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'datasets.yaml');
  writeFileSync(file, stringify(doc));
  return file;
}

describe('npm run gen refuses', () => {
  for (const name of ['page', 'limit', 'sort', 'Sort', 'record']) {
    it(`a column named ${name} (a query parameter of every list call)`, () => {
      const file = variant((mb) => {
        (mb.fields as Record<string, string>)[name] = 'text';
      });
      expect(() => readEntries(file)).toThrow(
        `masterBills.${name}: a column may not be named page, limit, sort`,
      );
    });
  }

  it('a format for a field that is not a number', () => {
    const file = variant((mb) => {
      mb.formats = { Title: 'money' };
    });
    expect(() => readEntries(file)).toThrow('masterBills.Title: only number fields have a format');
  });
});

describe('references', () => {
  it('refuses one to a dataset or a field that does not exist', () => {
    const file = (edit: (e: Record<string, unknown>) => void) => variant(edit);
    expect(() =>
      readEntries(
        file((mb) => {
          mb.references = { StateId: 'nowhere' };
        }),
      ),
    ).toThrow('masterBills.StateId: refers to nowhere, which is not a dataset');
    expect(() =>
      readEntries(
        file((mb) => {
          mb.references = { StateId: 'states.Nope' };
        }),
      ),
    ).toThrow('masterBills.StateId: states has no field Nope');
  });

  it('refuses a referring field that is not a filter, or not a field, or of another kind', () => {
    expect(() =>
      readEntries(
        variant((mb) => {
          mb.references = { AuthorId: 'members' };
        }),
      ),
    ).toThrow('masterBills.AuthorId: a referring field must be a filter');
    expect(() =>
      readEntries(
        variant((mb) => {
          mb.references = { Type: 'members' };
        }),
      ),
    ).toThrow('masterBills.Type: a text cannot refer to members.MemberId (number)');
  });
});

describe('the sort parameter', () => {
  it('is on every list call, naming exactly the dataset fields', () => {
    const entries = readEntries();
    const doc = buildContract(entries) as {
      paths: Record<string, { get?: { parameters: { name?: string; schema?: { pattern: string } }[] } }>;
    };
    const list = doc.paths['/api/table/masterBills']?.get;
    const sort = list?.parameters.find((p) => p.name === 'sort');
    const re = new RegExp(sort?.schema?.pattern ?? '^$');
    expect(re.test('Title,-FiledDate')).toBe(true);
    expect(re.test('-MasterBillId')).toBe(true);
    expect(re.test('Nope')).toBe(false);
    expect(re.test('Title,')).toBe(false);
    expect(re.test('A,B,C,D,E'.replace(/[A-E]/g, 'Title'))).toBe(false);
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/table/') || path.includes('{') || path.endsWith('/add')) continue;
      expect(
        item.get?.parameters.some((p) => p.name === 'sort'),
        path,
      ).toBe(true);
    }
  });
});
