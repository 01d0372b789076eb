// Reads contract/datasets.yaml and holds it to the rules `npm run gen` needs, before anything is
// written: a bad entry is refused with one sentence naming the file, the dataset, the field and what
// to do (contract/README.md lists the rules). The checks against contract/base.yaml are in build.ts.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A refusal of `npm run gen`: the message is for people, and gen prints it without a stack. */
export class ContractError extends Error {
  override name = 'ContractError';
}

const FIELD_TYPES = ['text', 'number', 'date', 'time', 'datetime', 'boolean', 'textarea', 'bigint'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** How a number field reads: `quantity` is grouped (3,200), `money` in dollars, `plain` as is
 * (identifiers, codes, years, bill numbers: whole numbers, which the console's fields ask for). Unstated: `plain` for keys and names ending in Id, ID,
 * Pid, _id, Year, _year, Number, Code, Hash or Order; `quantity` otherwise. */
const NUMBER_FORMATS = ['quantity', 'money', 'plain'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** Query parameters every list call has, and `record`, the console's name for the open record in
 * a table screen's URL (beside one key per filter): no dataset may have a column of these names,
 * in any letter case. */
const RESERVED_QUERY = ['page', 'limit', 'sort', 'record'] as const;

/** The dashboard's sections, in its order: `DOMAINS` of src/lib/screens.ts, which a unit test
 * (tests/unit/contract-rules.test.ts) keeps equal to this list. An entry of another domain would
 * be in no section. */
export const DOMAINS = ['bills', 'members', 'elections', 'lobbying', 'tasks', 'reference'] as const;

/** The screens /admin/{route} draws that are not a dataset's table manager
 * (src/routes/_app/admin/$name.tsx). */
const SCREENS = ['action-entry'] as const;

const PLAIN_NUMBER = /(Id|ID|Pid|_id|Year|_year|Number|Code|Hash|Order)$/;

/** The format of a number field: as stated in the registry, else by its name. */
export function numberFormat(e: TableEntry, field: string): NumberFormat {
  return (
    e.formats?.[field] ?? (e.primaryKey.includes(field) || PLAIN_NUMBER.test(field) ? 'plain' : 'quantity')
  );
}

export interface TableEntry {
  key: string;
  route: string;
  name: string;
  sidebar: boolean;
  table: string;
  schema: string;
  domain: string;
  primaryKey: string[];
  keyGenerated: boolean;
  fields: Record<string, FieldType>;
  viewer: string[];
  filters: string[];
  labels?: Record<string, string>;
  /** How number fields read for people (docs/decisions/0021): money, or a plain identifier. */
  formats?: Record<string, NumberFormat>;
  /** The fields that name a record (a bill's Type and Number), shown beside a reference to it. */
  title?: string[];
  /** Fields that refer to another dataset's record: `Field: dataset` (its key) or `dataset.Field`. */
  references?: Record<string, string>;
}
interface ScreenEntry {
  route: string;
  name: string;
  sidebar: boolean;
  domain: string;
  screen: string;
}
export type Entry = TableEntry | ScreenEntry;

export const isTable = (e: Entry): e is TableEntry => !('screen' in e);

/** The generated zod module of a tag (src/api/gen/zod/{module}): orval's kebab case of it. */
export const moduleOf = (tag: string): string => tag.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** 'MasterBillId' → 'Master Bill Id', 'candidate_id' → 'Candidate Id', 'AIBill' → 'AI Bill'. */
export function defaultLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  return words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');
}

type Kind = 'text' | 'boolean' | 'list' | 'map';

/** Every property of a dataset entry, its kind, and what to write when it is missing. */
const TABLE_PROPS: Record<string, { kind: Kind; optional?: true; hint: string }> = {
  key: {
    kind: 'text',
    hint: 'the dataset key in camelCase, e.g. `key: masterBills` (its tag and operation names)',
  },
  route: { kind: 'text', hint: 'its address /admin/{route} in kebab-case, e.g. `route: master-bills`' },
  name: { kind: 'text', hint: 'the name the sidebar, dashboard and palette show, e.g. `name: MasterBills`' },
  sidebar: { kind: 'boolean', hint: '`sidebar: true` when SPEC §2 lists it in the sidebar, else false' },
  table: { kind: 'text', hint: 'the {table} of its paths /api/table/{table}, e.g. `table: masterBills`' },
  schema: {
    kind: 'text',
    hint: 'the singular PascalCase name of its record schema, e.g. `schema: MasterBill`',
  },
  domain: { kind: 'text', hint: `the dashboard section it is listed under, one of ${DOMAINS.join(', ')}` },
  primaryKey: {
    kind: 'list',
    hint: 'the field(s) that identify a record, e.g. `primaryKey: [MasterBillId]`',
  },
  keyGenerated: {
    kind: 'boolean',
    hint: '`keyGenerated: true` when the server assigns the key on add, else false',
  },
  fields: { kind: 'map', hint: 'every field of a record with its type, one per line, e.g. `Title: text`' },
  viewer: {
    kind: 'list',
    hint: 'the fields the results table shows, in order, e.g. `viewer: [MasterBillId, Title]`',
  },
  filters: {
    kind: 'list',
    hint: 'the fields its list can be filtered by, e.g. `filters: [StateCode]` (`filters: []` for none)',
  },
  labels: { kind: 'map', optional: true, hint: '' },
  formats: { kind: 'map', optional: true, hint: '' },
  title: { kind: 'list', optional: true, hint: '' },
  references: { kind: 'map', optional: true, hint: '' },
};
const SCREEN_PROPS: Record<string, { kind: Kind; hint: string }> = {
  route: TABLE_PROPS.route as { kind: Kind; hint: string },
  name: TABLE_PROPS.name as { kind: Kind; hint: string },
  sidebar: TABLE_PROPS.sidebar as { kind: Kind; hint: string },
  domain: TABLE_PROPS.domain as { kind: Kind; hint: string },
  screen: { kind: 'text', hint: `the screen it draws, one of ${SCREENS.join(', ')}` },
};

const KIND_WORDS: Record<Kind, string> = {
  text: 'a text',
  boolean: 'true or false',
  list: 'a list of field names in brackets, [A, B]',
  map: 'a mapping, one `Name: value` per line',
};

function kindOf(v: unknown): Kind | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : 'text';
  if (typeof v === 'boolean') return 'boolean';
  if (Array.isArray(v)) return v.every((x) => typeof x === 'string' && x !== '') ? 'list' : undefined;
  if (typeof v === 'object' && v !== null)
    return Object.values(v).every((x) => typeof x === 'string' && x !== '') ? 'map' : undefined;
  return undefined;
}

const NAME_RULES: Record<string, [RegExp, string]> = {
  key: [/^[a-z][A-Za-z0-9]*$/, 'camelCase letters and digits, e.g. masterBills'],
  route: [/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by -, e.g. master-bills'],
  table: [/^[A-Za-z][A-Za-z0-9_]*$/, 'letters, digits and _, e.g. masterBills'],
  schema: [/^[A-Z][A-Za-z0-9]*$/, 'PascalCase letters and digits, e.g. MasterBill'],
};
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Reads contract/datasets.yaml (or `path`) and refuses what `npm run gen` could not serve. */
export function readEntries(path = 'contract/datasets.yaml'): Entry[] {
  let doc: unknown;
  try {
    doc = parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new ContractError(`${path} is not valid YAML: ${(err as Error).message}`);
  }
  const list = (doc as { datasets?: unknown } | null)?.datasets;
  if (!Array.isArray(list))
    throw new ContractError(
      `${path} has no list \`datasets:\`; it holds one entry per /admin/{route} screen.`,
    );

  const fail = (where: string, problem: string, todo: string): never => {
    throw new ContractError(`${path}: ${where}: ${problem}; ${todo}.`);
  };

  // The shape of each entry: every property present, of its kind, and nothing unknown.
  list.forEach((raw, i) => {
    const who =
      typeof raw?.key === 'string'
        ? `dataset ${raw.key}`
        : typeof raw?.route === 'string'
          ? `the entry of route ${raw.route}`
          : `entry ${i + 1} of datasets`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      fail(who, 'is not a mapping', 'write it as `- key: ...` with one property per line');
    const screen = 'screen' in raw;
    const props: Record<string, { kind: Kind; optional?: true; hint: string }> = screen
      ? SCREEN_PROPS
      : TABLE_PROPS;
    for (const prop of Object.keys(raw))
      if (!(prop in props))
        fail(
          `${who}.${prop}`,
          screen
            ? 'is not a property of a screen entry (one with `screen:`)'
            : 'is not a property of a dataset',
          `remove it or correct its name (${Object.keys(props).join(', ')})`,
        );
    for (const [prop, spec] of Object.entries(props)) {
      const value = (raw as Record<string, unknown>)[prop];
      if (value === undefined || value === null) {
        if (!spec.optional) throw new ContractError(`${path}: ${who} has no ${prop}; add ${spec.hint}.`);
        continue;
      }
      if (kindOf(value) !== spec.kind)
        fail(
          `${who}.${prop}`,
          `must be ${KIND_WORDS[spec.kind]}`,
          `write ${spec.hint || `it as ${KIND_WORDS[spec.kind]}`}`,
        );
    }
    for (const prop of ['key', 'route', 'table', 'schema'] as const) {
      const value = (raw as Record<string, unknown>)[prop];
      const [re, words] = NAME_RULES[prop] as [RegExp, string];
      if (typeof value === 'string' && !re.test(value))
        fail(`${who}.${prop}`, `${value} is not ${words}`, `rename it to ${words.replace(/, e\.g\..*/, '')}`);
    }
    const { domain } = raw as { domain: string };
    if (!(DOMAINS as readonly string[]).includes(domain))
      fail(
        `${who}.domain`,
        `${domain} is not a section of the dashboard, which would not list it`,
        `use one of ${DOMAINS.join(', ')} (or add the domain to DOMAINS in src/lib/screens.ts and in scripts/contract/entries.ts)`,
      );
    if (screen && !(SCREENS as readonly string[]).includes((raw as ScreenEntry).screen))
      fail(
        `${who}.screen`,
        `${(raw as ScreenEntry).screen} is not a screen /admin/{route} draws`,
        `use one of ${SCREENS.join(', ')}, or leave \`screen\` out to make it a dataset`,
      );
  });
  const entries = list as Entry[];

  // Names that must be unique: each becomes a path, a tag, a module or a schema.
  const taken = new Map<string, string>();
  const once = (what: string, value: string, owner: string, todo: string) => {
    const seen = taken.get(`${what}\0${value}`);
    if (seen !== undefined) fail(`${owner}.${what}`, `${value} is already the ${what} of ${seen}`, todo);
    taken.set(`${what}\0${value}`, owner);
  };
  for (const e of entries) {
    const owner = isTable(e) ? `dataset ${e.key} (/admin/${e.route})` : `the entry of route ${e.route}`;
    once('route', e.route, owner, 'give each entry its own route (/admin/{route})');
    if (!isTable(e)) continue;
    once('key', e.key, owner, 'give each dataset its own key');
    const module = moduleOf(e.key);
    const other = taken.get(`module\0${module}`);
    if (other !== undefined)
      fail(
        `${owner}.key`,
        `${e.key} and the key of ${other} make the same generated module (src/api/gen/zod/${module})`,
        'choose another key',
      );
    taken.set(`module\0${module}`, owner);
    once(
      'table',
      e.table,
      owner,
      `give each dataset its own table (its paths /api/table/${e.table} would replace the other's)`,
    );
  }
  // A schema's derived names too (its Create, Edit, Page, Record and Saved schemas).
  const schemaOwner = new Map<string, string>();
  for (const e of entries.filter(isTable)) {
    for (const name of schemaNames(e.schema)) {
      const other = schemaOwner.get(name);
      if (other !== undefined)
        fail(
          `dataset ${e.key}.schema`,
          `${e.schema} makes the schema ${name}, which dataset ${other}'s schema makes too`,
          'give each dataset a schema name of its own',
        );
      schemaOwner.set(name, e.key);
    }
  }

  for (const e of entries) {
    if (!isTable(e)) continue;
    if (Object.keys(e.fields).length === 0)
      fail(`dataset ${e.key}.fields`, 'is empty', 'list every field with its type');
    for (const [f, t] of Object.entries(e.fields)) {
      if (!FIELD_NAME.test(f))
        fail(
          `${e.key}.${f}`,
          'is not a field name',
          'use letters, digits and _ only (it becomes a query parameter)',
        );
      if (!FIELD_TYPES.includes(t))
        fail(`${e.key}.${f}`, `unknown type ${t}`, `use one of ${FIELD_TYPES.join(', ')}`);
      if ((RESERVED_QUERY as readonly string[]).includes(f.toLowerCase()))
        fail(
          `${e.key}.${f}`,
          `a column may not be named ${RESERVED_QUERY.join(', ')} in any letter case (the list call's own query parameters, and the console's open record)`,
          'rename the field',
        );
      if (f.toLowerCase() === 'primarykey')
        fail(
          `${e.key}.${f}`,
          'a column may not be named primaryKey (the edit body and the delete call carry the key columns under that name)',
          'rename the field',
        );
    }
    if (e.primaryKey.length === 0)
      fail(`dataset ${e.key}.primaryKey`, 'is empty', 'name the field(s) that identify a record');
    if (e.viewer.length === 0)
      fail(`dataset ${e.key}.viewer`, 'is empty', 'name the fields the results table shows');
    const lists: [string, readonly string[]][] = [
      ['primaryKey', e.primaryKey],
      ['viewer', e.viewer],
      ['filters', e.filters],
      ['labels', Object.keys(e.labels ?? {})],
      ['title', e.title ?? []],
      ['formats', Object.keys(e.formats ?? {})],
      ['references', Object.keys(e.references ?? {})],
    ];
    for (const [prop, names] of lists) {
      for (const f of names)
        if (!(f in e.fields))
          fail(`${e.key}.${prop}`, `${f} is not a field`, `add it to fields or remove it from ${prop}`);
      if (new Set(names).size !== names.length)
        fail(`${e.key}.${prop}`, 'names a field twice', 'list each field once');
    }
    for (const [f, format] of Object.entries(e.formats ?? {})) {
      if (e.fields[f] !== 'number')
        fail(`${e.key}.${f}`, 'only number fields have a format', 'remove it from formats');
      if (!NUMBER_FORMATS.includes(format))
        fail(`${e.key}.${f}`, `unknown format ${format}`, `use one of ${NUMBER_FORMATS.join(', ')}`);
    }
  }
  checkReferences(entries.filter(isTable), fail);
  return entries;
}

/** The component schemas a dataset's `schema` gives the contract. */
export const schemaNames = (s: string): string[] =>
  ['', 'Create', 'Edit', 'Page', 'Record', 'Saved'].map((suffix) => `${s}${suffix}`);

export interface Reference {
  /** The referring field. */
  field: string;
  /** The dataset referred to, and its field (its single key unless stated). */
  dataset: string;
  targetField: string;
}

type Fail = (where: string, problem: string, todo: string) => never;
const thrower: Fail = (where, problem, todo) => {
  throw new ContractError(`${where}: ${problem}; ${todo}.`);
};

/** A table's references, resolved (the target field made explicit). */
export function referencesOf(
  e: TableEntry,
  byKey: ReadonlyMap<string, TableEntry>,
  fail: Fail = thrower,
): Reference[] {
  return Object.entries(e.references ?? {}).map(([field, to]) => {
    const [dataset = '', named] = to.split('.');
    const target = byKey.get(dataset);
    if (!target)
      return fail(
        `${e.key}.${field}`,
        `refers to ${dataset}, which is not a dataset`,
        'name a dataset by its key',
      );
    const targetField = named ?? (target.primaryKey.length === 1 ? target.primaryKey[0] : undefined);
    if (!targetField)
      return fail(`${e.key}.${field}`, `${dataset} has a composite key`, `name its field (${dataset}.Field)`);
    if (!(targetField in target.fields))
      return fail(`${e.key}.${field}`, `${dataset} has no field ${targetField}`, 'name one of its fields');
    return { field, dataset, targetField };
  });
}

/**
 * Every reference resolves to a dataset and one of its fields; a referring field is a field of
 * its dataset and one of its filters (the related records of a record are that filter's list),
 * of the same kind of value as the field it refers to.
 */
function checkReferences(tables: TableEntry[], fail: Fail): void {
  const byKey = new Map(tables.map((t) => [t.key, t]));
  for (const e of tables) {
    for (const r of referencesOf(e, byKey, fail)) {
      if (!e.filters.includes(r.field))
        fail(
          `${e.key}.${r.field}`,
          "a referring field must be a filter (its related records are that filter's list)",
          'add it to filters',
        );
      const kind = (t: FieldType) => (t === 'number' || t === 'bigint' ? 'number' : t);
      const target = byKey.get(r.dataset) as TableEntry;
      if (kind(e.fields[r.field] as FieldType) !== kind(target.fields[r.targetField] as FieldType))
        fail(
          `${e.key}.${r.field}`,
          `a ${e.fields[r.field]} cannot refer to ${r.dataset}.${r.targetField} (${target.fields[r.targetField]})`,
          'refer to a field of the same kind of value',
        );
    }
  }
}
