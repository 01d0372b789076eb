// Assembles openapi.yaml from contract/base.yaml and contract/datasets.yaml, and derives the
// console's dataset registry from the same entries (see contract/README.md).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const FIELD_TYPES = ['text', 'number', 'date', 'time', 'datetime', 'boolean', 'textarea', 'bigint'] as const;
type FieldType = (typeof FIELD_TYPES)[number];

/** How a number field reads: `quantity` is grouped (3,200), `money` in dollars, `plain` as is
 * (identifiers, codes, years, bill numbers). Unstated: `plain` for keys and names ending in Id, ID,
 * Pid, _id, Year, _year, Number, Code, Hash or Order; `quantity` otherwise. */
const NUMBER_FORMATS = ['quantity', 'money', 'plain'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** Query parameters every list call has, and `record`, the console's name for the open record in
 * a table screen's URL (beside one key per filter): no dataset may have a column of these names. */
const RESERVED_QUERY = ['page', 'limit', 'sort', 'record'] as const;

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

export function readEntries(path = 'contract/datasets.yaml'): Entry[] {
  const doc = parse(readFileSync(path, 'utf8')) as { datasets: Entry[] };
  const seen = new Set<string>();
  for (const e of doc.datasets) {
    if (seen.has(e.route)) throw new Error(`route ${e.route} appears twice`);
    seen.add(e.route);
    if (!isTable(e)) continue;
    for (const [f, t] of Object.entries(e.fields)) {
      if (!FIELD_TYPES.includes(t)) throw new Error(`${e.key}.${f}: unknown type ${t}`);
    }
    for (const f of [...e.primaryKey, ...e.viewer, ...e.filters, ...Object.keys(e.labels ?? {})]) {
      if (!(f in e.fields)) throw new Error(`${e.key}: ${f} is not a field`);
    }
    if (new Set(e.viewer).size !== e.viewer.length)
      throw new Error(`${e.key}: a viewer column appears twice`);
    for (const f of Object.keys(e.fields)) {
      if ((RESERVED_QUERY as readonly string[]).includes(f.toLowerCase()))
        throw new Error(
          `${e.key}.${f}: a column may not be named ${RESERVED_QUERY.join(', ')} (the list call's own query parameters, and the console's open record)`,
        );
    }
    for (const f of e.title ?? [])
      if (!(f in e.fields)) throw new Error(`${e.key}: ${f} (title) is not a field`);
    for (const [f, format] of Object.entries(e.formats ?? {})) {
      if (!(f in e.fields)) throw new Error(`${e.key}: ${f} (formats) is not a field`);
      if (e.fields[f] !== 'number') throw new Error(`${e.key}.${f}: only number fields have a format`);
      if (!NUMBER_FORMATS.includes(format)) throw new Error(`${e.key}.${f}: unknown format ${format}`);
    }
  }
  checkReferences(doc.datasets.filter(isTable));
  return doc.datasets;
}

export interface Reference {
  /** The referring field. */
  field: string;
  /** The dataset referred to, and its field (its single key unless stated). */
  dataset: string;
  targetField: string;
}

/** A table's references, resolved (the target field made explicit). */
export function referencesOf(e: TableEntry, byKey: ReadonlyMap<string, TableEntry>): Reference[] {
  return Object.entries(e.references ?? {}).map(([field, to]) => {
    const [dataset = '', named] = to.split('.');
    const target = byKey.get(dataset);
    const targetField = named ?? (target?.primaryKey.length === 1 ? target.primaryKey[0] : undefined);
    if (!target) throw new Error(`${e.key}.${field}: refers to ${dataset}, which is not a dataset`);
    if (!targetField)
      throw new Error(`${e.key}.${field}: ${dataset} has a composite key; name its field (${dataset}.Field)`);
    if (!(targetField in target.fields))
      throw new Error(`${e.key}.${field}: ${dataset} has no field ${targetField}`);
    return { field, dataset, targetField };
  });
}

/**
 * Every reference resolves to a dataset and one of its fields; a referring field is a field of
 * its dataset and one of its filters (the related records of a record are that filter's list),
 * of the same kind of value as the field it refers to.
 */
function checkReferences(tables: TableEntry[]): void {
  const byKey = new Map(tables.map((t) => [t.key, t]));
  for (const e of tables) {
    for (const r of referencesOf(e, byKey)) {
      if (!(r.field in e.fields)) throw new Error(`${e.key}: ${r.field} (references) is not a field`);
      if (!e.filters.includes(r.field))
        throw new Error(
          `${e.key}.${r.field}: a referring field must be a filter (its related records are that filter's list)`,
        );
      const kind = (t: FieldType) => (t === 'number' || t === 'bigint' ? 'number' : t);
      const target = byKey.get(r.dataset) as TableEntry;
      if (kind(e.fields[r.field] as FieldType) !== kind(target.fields[r.targetField] as FieldType))
        throw new Error(
          `${e.key}.${r.field}: a ${e.fields[r.field]} cannot refer to ${r.dataset}.${r.targetField} (${target.fields[r.targetField]})`,
        );
    }
  }
}

type Json = Record<string, unknown>;

const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$';

/** Text a server accepts: no NUL or other control character but tab, line feed, carriage return. */
const TEXT_PATTERN = '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$';
/** The longest text a server accepts in a request: a text column, a long-text column. */
const TEXT_MAX = { text: 4000, textarea: 100_000 } as const;

/** A field's value. `request`: as a server accepts it (with the text limits); answers are read
 * without them, so that a longer value already stored never makes a whole page unreadable. */
function valueSchema(type: FieldType, request = false): Json {
  switch (type) {
    case 'text':
      return request
        ? { type: 'string', maxLength: TEXT_MAX.text, pattern: TEXT_PATTERN }
        : { type: 'string' };
    case 'textarea':
      return request
        ? {
            type: 'string',
            description: 'Long free text',
            maxLength: TEXT_MAX.textarea,
            pattern: TEXT_PATTERN,
          }
        : { type: 'string', description: 'Long free text' };
    case 'number':
      return { type: 'number' };
    case 'bigint':
      return { $ref: '#/components/schemas/BigIntValue' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'time':
      return { type: 'string', pattern: TIME_PATTERN };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'boolean':
      return { type: 'boolean' };
  }
}

function nullable(type: FieldType, request = false): Json {
  const s = valueSchema(type, request);
  if ('$ref' in s) return { anyOf: [s, { type: 'null' }] };
  return { ...s, type: [s.type, 'null'] };
}

/**
 * How the mock (and any server) filters a column; stated in the contract's descriptions. A field
 * that refers to another record compares by equality whatever its type (ignoring case for text):
 * the related records of ActionCode H1 never include those of H10.
 */
function filterSemantics(type: FieldType, referring = false): string {
  if (referring) return type === 'text' || type === 'textarea' ? 'case-insensitive equality' : 'equality';
  return type === 'text' || type === 'textarea' ? 'case-insensitive substring match' : 'equality';
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });
const stdErrors = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '401': { $ref: '#/components/responses/Unauthorized' },
};
const tooLarge = { '413': { $ref: '#/components/responses/PayloadTooLarge' } };

function tablePaths(e: TableEntry): { paths: Json; schemas: Json } {
  const S = e.schema;
  const fields = Object.entries(e.fields);
  const keyList = e.primaryKey.join(',');
  const composite = e.primaryKey.length > 1;
  const rowProps: Json = {};
  for (const [f, t] of fields) {
    rowProps[f] = e.primaryKey.includes(f) ? valueSchema(t) : nullable(t);
  }
  const createProps: Json = {};
  const editProps: Json = {};
  for (const [f, t] of fields) {
    editProps[f] = e.primaryKey.includes(f) ? valueSchema(t, true) : nullable(t, true);
    if (e.keyGenerated && e.primaryKey.includes(f)) continue;
    createProps[f] = editProps[f];
  }
  const createRequired = e.keyGenerated ? [] : e.primaryKey;
  const schemas: Json = {
    [S]: {
      type: 'object',
      description: `A ${e.name} record. Primary key: ${keyList}.`,
      required: e.primaryKey,
      properties: rowProps,
    },
    [`${S}Create`]: {
      type: 'object',
      description: e.keyGenerated
        ? `A new ${e.name} record; the server assigns ${keyList}.`
        : `A new ${e.name} record; ${keyList} must be given.`,
      ...(createRequired.length ? { required: createRequired } : {}),
      additionalProperties: false,
      properties: createProps,
    },
    [`${S}Edit`]: {
      type: 'object',
      description: `The edited ${e.name} record plus primaryKey naming the key column(s).`,
      required: ['primaryKey'],
      additionalProperties: false,
      properties: {
        ...editProps,
        primaryKey: { type: 'string', const: keyList },
      },
    },
    [`${S}Page`]: {
      type: 'object',
      required: ['data', 'pagination'],
      properties: { data: { type: 'array', items: ref(S) }, pagination: ref('Pagination') },
    },
    [`${S}Record`]: {
      type: 'object',
      required: ['data'],
      properties: { data: ref(S) },
    },
    [`${S}Saved`]: {
      type: 'object',
      required: ['message', 'data', 'primaryKey'],
      properties: {
        message: { type: 'string' },
        data: ref(S),
        primaryKey: { type: 'string', const: keyList },
      },
    },
  };
  const idParam = {
    name: 'id',
    in: 'path',
    required: true,
    description: composite
      ? `The key values ${e.primaryKey.join(', ')} joined by '~', in that order.`
      : `The ${keyList} of the record.`,
    schema: { type: 'string', minLength: 1 },
  };
  const filterParams = e.filters.map((f) => {
    const t = e.fields[f] as FieldType;
    return {
      name: f,
      in: 'query',
      required: false,
      description: `Filter on ${f} (${filterSemantics(t, f in (e.references ?? {}))}).`,
      schema: valueSchema(t, true),
    };
  });
  const names = fields.map(([f]) => f).join('|');
  const sortParam = {
    name: 'sort',
    in: 'query',
    required: false,
    description:
      `The order of the whole list before paging: up to four of ${e.name}'s fields, comma-separated, ` +
      "each ascending or, with a leading '-', descending (sort=Title,-FiledDate). " +
      'Numbers compare as numbers (64-bit values exactly), dates and times as instants, booleans false first, ' +
      'text by the Unicode collation for English ignoring case (strength 2); empty values come last either way; ' +
      "rows equal on every key keep the server's own order. A server that sorts answers the order it applied in " +
      'pagination.sort; one that cannot sort leaves pagination.sort out, and the console says the list is unsorted. ' +
      'An unknown field is a 400.',
    schema: { type: 'string', maxLength: 400, pattern: `^-?(${names})(,-?(${names})){0,3}$` },
  };
  const base = `/api/table/${e.table}`;
  const tags = [e.key];
  const notFound = { '404': { $ref: '#/components/responses/NotFound' } };
  const paths: Json = {
    [base]: {
      get: {
        tags,
        operationId: `${e.key}List`,
        summary: `List ${e.name} records, a page at a time, filtered and sorted`,
        parameters: [
          { $ref: '#/components/parameters/Page' },
          { $ref: '#/components/parameters/Limit' },
          sortParam,
          ...filterParams,
        ],
        responses: {
          '200': { description: `One page of ${e.name} records`, content: json(ref(`${S}Page`)) },
          ...stdErrors,
        },
      },
    },
    [`${base}/add`]: {
      post: {
        tags,
        operationId: `${e.key}Add`,
        summary: `Add a ${e.name} record`,
        requestBody: { required: true, content: json(ref(`${S}Create`)) },
        responses: {
          '201': { description: 'The stored record', content: json(ref(`${S}Saved`)) },
          ...stdErrors,
          ...tooLarge,
          '409': { $ref: '#/components/responses/Conflict' },
        },
      },
    },
    [`${base}/{id}`]: {
      get: {
        tags,
        operationId: `${e.key}Get`,
        summary: `One ${e.name} record, by its key`,
        description:
          'The record as stored now; 404 when no record has this key (it was deleted, or never was).',
        parameters: [idParam],
        responses: {
          '200': { description: `The ${e.name} record`, content: json(ref(`${S}Record`)) },
          ...stdErrors,
          ...notFound,
        },
      },
      patch: {
        tags,
        operationId: `${e.key}Edit`,
        summary: `Edit a ${e.name} record`,
        parameters: [idParam],
        requestBody: { required: true, content: json(ref(`${S}Edit`)) },
        responses: {
          '200': { description: 'The stored record', content: json(ref(`${S}Saved`)) },
          ...stdErrors,
          ...tooLarge,
          ...notFound,
        },
      },
      delete: {
        tags,
        operationId: `${e.key}Delete`,
        summary: `Delete a ${e.name} record`,
        parameters: [
          idParam,
          {
            name: 'primaryKey',
            in: 'query',
            required: true,
            description: 'The key column(s) of the dataset',
            schema: { type: 'string', const: keyList },
          },
        ],
        responses: {
          '200': { description: 'Deleted', content: json(ref('Deleted')) },
          ...stdErrors,
          ...notFound,
        },
      },
    },
  };
  return { paths, schemas };
}

export function buildContract(entries: Entry[], basePath = 'contract/base.yaml'): Json {
  const doc = parse(readFileSync(basePath, 'utf8')) as {
    tags: Json[];
    paths: Json;
    components: { schemas: Json; parameters: Json; responses: Json };
  };
  doc.components.parameters.Page = {
    name: 'page',
    in: 'query',
    required: false,
    description: 'The page, from 1 (a page past the last one is empty)',
    schema: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  };
  doc.components.parameters.Limit = {
    name: 'limit',
    in: 'query',
    required: false,
    description: 'Rows per page (the console asks for 10, 25, 50 or 100)',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  };
  doc.components.responses.Conflict = {
    description: 'A record with that key exists already',
    content: json(ref('ApiError')),
  };
  doc.components.schemas.Deleted = {
    type: 'object',
    required: ['message', 'id', 'primaryKey'],
    properties: {
      message: { type: 'string' },
      id: { type: 'string', description: 'The key value(s) of the deleted record' },
      primaryKey: { type: 'string' },
    },
  };
  for (const e of entries.filter(isTable)) {
    const { paths, schemas } = tablePaths(e);
    doc.tags.push({ name: e.key, description: `The ${e.name} dataset (/admin/${e.route})` });
    Object.assign(doc.paths, paths);
    for (const [name, schema] of Object.entries(schemas)) {
      if (name in doc.components.schemas) throw new Error(`schema ${name} defined twice`);
      doc.components.schemas[name] = schema;
    }
  }
  return doc;
}
