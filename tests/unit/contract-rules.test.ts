// The rules `npm run gen` holds the registry to: it refuses a dataset it cannot serve, in one
// sentence naming the file, the dataset, the field and what to do, before anything is written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildContract } from '../../scripts/contract/build';
import { DOMAINS, readEntries } from '../../scripts/contract/entries';
import { DOMAINS as DASHBOARD_DOMAINS } from '../../src/lib/screens';

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

type Dataset = Record<string, unknown>;

/** contract/datasets.yaml with its list of entries changed by `edit`, written to a scratch file. */
function datasetsVariant(edit: (datasets: Dataset[], byKey: (key: string) => Dataset) => void): string {
  const doc = parse(readFileSync('contract/datasets.yaml', 'utf8')) as Doc;
  edit(doc.datasets, (key) => doc.datasets.find((e) => e.key === key) as Dataset);
  const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'datasets.yaml');
  writeFileSync(file, stringify(doc));
  return file;
}

/** contract/base.yaml as text, changed by `edit`, written to a scratch file. */
function baseVariant(edit: (text: string) => string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'base-')), 'base.yaml');
  writeFileSync(file, edit(readFileSync('contract/base.yaml', 'utf8')));
  return file;
}

/** A new dataset, well formed: `npm run gen` accepts it as it is. */
const extra = (over: Dataset = {}): Dataset => ({
  key: 'testGadgets',
  route: 'test-gadgets',
  name: 'Test gadgets',
  sidebar: true,
  table: 'testGadgets',
  schema: 'TestGadget',
  domain: 'reference',
  primaryKey: ['GadgetId'],
  keyGenerated: true,
  fields: { GadgetId: 'number', Name: 'text' },
  viewer: ['GadgetId', 'Name'],
  filters: ['Name'],
  ...over,
});

describe('npm run gen refuses a bad entry of contract/datasets.yaml', () => {
  it('accepts the new dataset these tests start from', () => {
    const entries = readEntries(datasetsVariant((ds) => ds.push(extra())));
    expect(() => buildContract(entries)).not.toThrow();
  });

  it('a second dataset with the same table (its paths would replace the first one’s)', () => {
    const file = datasetsVariant((ds) => ds.push(extra({ table: 'masterBills' })));
    expect(() => readEntries(file)).toThrow(
      `${file}: dataset testGadgets (/admin/test-gadgets).table: masterBills is already the table of dataset masterBills (/admin/master-bills); give each dataset its own table`,
    );
  });

  it('the same key twice', () => {
    const file = datasetsVariant((ds) => ds.push(extra({ key: 'masterBills' })));
    expect(() => readEntries(file)).toThrow(
      `${file}: dataset masterBills (/admin/test-gadgets).key: masterBills is already the key of dataset masterBills (/admin/master-bills); give each dataset its own key.`,
    );
  });

  it('two keys that make the same generated module', () => {
    const file = datasetsVariant((ds) => {
      ds.push(
        extra({
          key: 'testGadgetParts',
          route: 'test-gadget-parts',
          table: 'testGadgetParts',
          schema: 'TestGadgetPart',
        }),
      );
      ds.push(
        extra({
          key: 'testGadgetPARTS',
          route: 'test-gadget-parts-2',
          table: 'testGadgetParts2',
          schema: 'TestGadgetPart2',
        }),
      );
    });
    expect(() => readEntries(file)).toThrow(
      'dataset testGadgetPARTS (/admin/test-gadget-parts-2).key: testGadgetPARTS and the key of dataset testGadgetParts (/admin/test-gadget-parts) make the same generated module (src/api/gen/zod/test-gadget-parts); choose another key.',
    );
  });

  it('a schema name another dataset’s schema makes (its page, record, create, edit or saved schema)', () => {
    const file = datasetsVariant((ds) => ds.push(extra({ schema: 'MasterBillPage' })));
    expect(() => readEntries(file)).toThrow(
      "dataset testGadgets.schema: MasterBillPage makes the schema MasterBillPage, which dataset masterBills's schema makes too; give each dataset a schema name of its own.",
    );
  });

  it('the same route twice', () => {
    const file = datasetsVariant((ds) => ds.push(extra({ route: 'master-bills' })));
    expect(() => readEntries(file)).toThrow(
      'route: master-bills is already the route of dataset masterBills',
    );
  });

  it('a domain the dashboard has no section for (the dataset would vanish from it)', () => {
    const file = datasetsVariant((ds) => ds.push(extra({ domain: 'finance' })));
    expect(() => readEntries(file)).toThrow(
      `${file}: dataset testGadgets.domain: finance is not a section of the dashboard, which would not list it; use one of bills, members, elections, lobbying, tasks, reference`,
    );
  });

  it('a screen entry of a domain the dashboard has no section for', () => {
    const file = datasetsVariant((ds) => {
      const entry = ds.find((e) => e.screen) as Dataset;
      entry.domain = 'bill';
    });
    expect(() => readEntries(file)).toThrow('the entry of route actions-entry.domain: bill is not a section');
  });

  for (const prop of ['fields', 'filters', 'viewer', 'primaryKey', 'domain', 'keyGenerated']) {
    it(`a dataset without ${prop}`, () => {
      const file = datasetsVariant((_ds, byKey) => {
        delete byKey('states')[prop];
      });
      expect(() => readEntries(file)).toThrow(`${file}: dataset states has no ${prop}; add `);
    });
  }

  it('a property of the wrong kind, or one it does not know (a misspelling)', () => {
    expect(() => readEntries(datasetsVariant((ds) => ds.push(extra({ filters: 'Name' }))))).toThrow(
      'dataset testGadgets.filters: must be a list of field names in brackets, [A, B]; write the fields its list can be filtered by',
    );
    expect(() => readEntries(datasetsVariant((ds) => ds.push(extra({ sidebar: 'yes' }))))).toThrow(
      'dataset testGadgets.sidebar: must be true or false',
    );
    expect(() => readEntries(datasetsVariant((ds) => ds.push(extra({ filter: ['Name'] }))))).toThrow(
      'dataset testGadgets.filter: is not a property of a dataset; remove it or correct its name (key, route,',
    );
  });

  it('a name its paths, modules or schemas cannot carry', () => {
    expect(() => readEntries(datasetsVariant((ds) => ds.push(extra({ route: 'TestGadgets' }))))).toThrow(
      'dataset testGadgets.route: TestGadgets is not lower-case words joined by -',
    );
    expect(() => readEntries(datasetsVariant((ds) => ds.push(extra({ schema: 'testGadget' }))))).toThrow(
      'dataset testGadgets.schema: testGadget is not PascalCase letters and digits',
    );
    expect(() =>
      readEntries(
        datasetsVariant((ds) => ds.push(extra({ fields: { GadgetId: 'number', 'Name|x': 'text' } }))),
      ),
    ).toThrow('testGadgets.Name|x: is not a field name');
  });

  it('a field named primaryKey (the edit body and the delete call use that name)', () => {
    const file = datasetsVariant((ds) =>
      ds.push(extra({ fields: { GadgetId: 'number', PrimaryKey: 'text' } })),
    );
    expect(() => readEntries(file)).toThrow('testGadgets.PrimaryKey: a column may not be named primaryKey');
  });

  it('a viewer or filter column that is not a field, or named twice', () => {
    expect(() => readEntries(datasetsVariant((ds) => ds.push(extra({ filters: ['Nope'] }))))).toThrow(
      'testGadgets.filters: Nope is not a field; add it to fields or remove it from filters.',
    );
    expect(() => readEntries(datasetsVariant((ds) => ds.push(extra({ viewer: ['Name', 'Name'] }))))).toThrow(
      'testGadgets.viewer: names a field twice',
    );
  });
});

describe('npm run gen refuses a dataset that clashes with contract/base.yaml', () => {
  it('a schema name base.yaml defines (Session, the login answer)', () => {
    const entries = readEntries(datasetsVariant((ds) => ds.push(extra({ schema: 'Session' }))));
    expect(() => buildContract(entries)).toThrow(
      'contract/datasets.yaml: dataset testGadgets.schema: Session makes the schema Session, which contract/base.yaml defines too (components.schemas.Session); give the dataset a schema name base.yaml does not use.',
    );
  });

  it('a key that is a tag of base.yaml', () => {
    const entries = readEntries(datasetsVariant((ds) => ds.push(extra({ key: 'bill' }))));
    expect(() => buildContract(entries)).toThrow(
      "dataset bill.key: bill would share the generated module of contract/base.yaml's tag bill; choose another key.",
    );
  });

  it('a table whose paths base.yaml has', () => {
    const file = baseVariant((t) => t.replace('  /api/crawl:\n', '  /api/table/testGadgets:\n'));
    const entries = readEntries(datasetsVariant((ds) => ds.push(extra())));
    expect(() => buildContract(entries, file)).toThrow(
      `dataset testGadgets.table: its path /api/table/testGadgets is also a path of ${file}; choose another table.`,
    );
  });
});

describe('npm run gen refuses a contract/base.yaml', () => {
  it('whose $ref points at nothing (before orval empties src/api/gen)', () => {
    const file = baseVariant((t) =>
      t.replace('#/components/schemas/CrawlLinks', '#/components/schemas/CrawlLinkz'),
    );
    expect(() => buildContract(readEntries(), file)).toThrow(
      `${file}: paths./api/crawl.post.responses.200.content.application/json.schema refers to #/components/schemas/CrawlLinkz, which is not in the contract; define it under components or correct the reference.`,
    );
  });

  it('that defines a component gen writes', () => {
    const file = baseVariant((t) =>
      t.replace('\n  schemas:\n', '\n  schemas:\n    Deleted:\n      type: object\n'),
    );
    expect(() => buildContract(readEntries(), file)).toThrow(
      `${file}: components.schemas.Deleted is written by npm run gen (the answer of every table delete); give yours another name.`,
    );
  });

  it('that the table paths need a component of (their error answers)', () => {
    const file = baseVariant((t) => t.replace('\n    NotFound:\n', '\n    NotFoundX:\n'));
    expect(() => buildContract(readEntries(), file)).toThrow('refers to #/components/responses/NotFound');
  });
});

describe('npm run gen', () => {
  it('writes nothing when it refuses, and says why in one sentence', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gen-'));
    mkdirSync(join(dir, 'contract'));
    writeFileSync(join(dir, 'contract/base.yaml'), readFileSync('contract/base.yaml'));
    writeFileSync(
      join(dir, 'contract/datasets.yaml'),
      readFileSync(datasetsVariant((ds) => ds.push(extra({ domain: 'finance' })))),
    );
    const r = spawnSync(process.execPath, [resolve('scripts/gen.ts')], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      'gen: contract/datasets.yaml: dataset testGadgets.domain: finance is not a section of the dashboard, which would not list it; use one of bills, members, elections, lobbying, tasks, reference (or add the domain to DOMAINS in src/lib/screens.ts and in scripts/contract/entries.ts).\ngen: nothing was written.\n',
    );
    expect(readdirSync(dir)).toEqual(['contract']);
    expect(existsSync(join(dir, 'openapi.yaml'))).toBe(false);
  });
});

describe('the domains', () => {
  it('are the dashboard’s sections (src/lib/screens.ts), in its order', () => {
    expect(DASHBOARD_DOMAINS.map((d) => d.id)).toEqual([...DOMAINS]);
  });
});

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
          mb.references = { BodyId: 'members' };
        }),
      ),
    ).toThrow('masterBills.BodyId: a referring field must be a filter');
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
