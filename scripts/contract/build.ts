// Assembles openapi.yaml from contract/base.yaml and contract/datasets.yaml (read and checked by
// entries.ts), and refuses what would clash with base.yaml or refer to nothing (see
// contract/README.md).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { KEY_SEPARATOR } from '../../src/lib/row-key.ts';
import {
  ContractError,
  type Entry,
  type FieldType,
  isTable,
  moduleOf,
  schemaNames,
  type TableEntry,
} from './entries.ts';

type Json = Record<string, unknown>;

const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$';

/** The characters a server refuses in request text: NUL and the other control characters but
 * tab, line feed and carriage return (a regular expression's character class). */
export const TEXT_FORBIDDEN = '\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F';
const TEXT_PATTERN = `^[^${TEXT_FORBIDDEN}]*$`;
/** A text value of a composite key: its values are joined by KEY_SEPARATOR in the record's id
 * (decision 0002), so a value holding it would make two records' ids one. */
const KEY_TEXT_PATTERN = `^[^${KEY_SEPARATOR}${TEXT_FORBIDDEN}]*$`;
/** The longest text a server accepts in a request: a text column, a long-text column. */
export const TEXT_MAX = { text: 4000, textarea: 100_000 } as const;

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
/** What a server answers to a body it does not take: too large, or not sent as JSON. */
const bodyRefused = {
  '413': { $ref: '#/components/responses/PayloadTooLarge' },
  '415': { $ref: '#/components/responses/UnsupportedMediaType' },
};

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
  // A key's text is never empty: a record whose id is '' (its `{id}` path needs a character) could be
  // listed but never read, edited or deleted.
  const keyValue = (t: FieldType): Json =>
    composite && t === 'text'
      ? {
          ...valueSchema(t, true),
          description: `A part of the key: no '${KEY_SEPARATOR}', which joins the key's values in the record's id`,
          minLength: 1,
          pattern: KEY_TEXT_PATTERN,
        }
      : t === 'text' || t === 'textarea'
        ? { ...valueSchema(t, true), minLength: 1 }
        : valueSchema(t, true);
  for (const [f, t] of fields) {
    editProps[f] = e.primaryKey.includes(f) ? keyValue(t) : nullable(t, true);
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
      ? `The key values ${e.primaryKey.join(', ')} joined by '${KEY_SEPARATOR}', in that order.`
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
          ...bodyRefused,
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
          ...bodyRefused,
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

/** What `npm run gen` adds to base.yaml's components for the table paths: base.yaml must not. */
const GENERATED_COMPONENTS: Record<string, Record<string, string>> = {
  parameters: {
    Page: 'the page parameter of every list call',
    Limit: 'the limit parameter of every list call',
  },
  responses: { Conflict: 'the 409 answer of every table add' },
  schemas: { Deleted: 'the answer of every table delete' },
};

const isMap = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every `$ref` under `node` that does not resolve inside `doc`, with where it is. */
function unresolvedRefs(node: unknown, doc: Json, at: string[] = []): { at: string; ref: string }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => unresolvedRefs(n, doc, [...at, String(i)]));
  if (!isMap(node)) return [];
  const out: { at: string; ref: string }[] = [];
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') {
      const target = v.startsWith('#/')
        ? v
            .slice(2)
            .split('/')
            .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
            .reduce<unknown>((o, p) => (isMap(o) && Object.hasOwn(o, p) ? o[p] : undefined), doc)
        : undefined;
      if (target === undefined) out.push({ at: at.join('.'), ref: v });
    } else out.push(...unresolvedRefs(v, doc, [...at, k]));
  }
  return out;
}

/** openapi.yaml: base.yaml with every dataset's paths, tag and schemas. Refuses, before anything is
 * written, a base.yaml that is not the expected shape or refers to nothing, and a dataset whose
 * names clash with base.yaml's. */
export function buildContract(entries: Entry[], basePath = 'contract/base.yaml'): Json {
  let parsed: unknown;
  try {
    parsed = parse(readFileSync(basePath, 'utf8'));
  } catch (err) {
    throw new ContractError(`${basePath} is not valid YAML: ${(err as Error).message}`);
  }
  function base(problem: string, todo: string): never {
    throw new ContractError(`${basePath}: ${problem}; ${todo}.`);
  }
  function dataset(e: TableEntry, field: string, problem: string, todo: string): never {
    throw new ContractError(`contract/datasets.yaml: dataset ${e.key}.${field}: ${problem}; ${todo}.`);
  }
  const p = parsed as Json | null;
  if (!isMap(p) || !Array.isArray(p.tags) || !isMap(p.paths) || !isMap(p.components))
    base(
      'it must have tags (a list), paths and components',
      'restore them from git (`git diff contract/base.yaml`)',
    );
  for (const part of ['schemas', 'parameters', 'responses'])
    if (!isMap((p.components as Json)[part]))
      base(`it has no components.${part}`, 'restore it from git (`git diff contract/base.yaml`)');
  const doc = p as {
    tags: Json[];
    paths: Json;
    components: { schemas: Json; parameters: Json; responses: Json };
  };

  for (const [part, names] of Object.entries(GENERATED_COMPONENTS))
    for (const [name, what] of Object.entries(names))
      if (name in doc.components[part as 'schemas'])
        base(`components.${part}.${name} is written by npm run gen (${what})`, 'give yours another name');
  const baseTags = new Map(doc.tags.map((t) => [moduleOf(String(t.name)), String(t.name)]));
  const baseOperations = new Set<string>();
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(isMap(item) ? item : {}))
      if (isMap(op) && typeof op.operationId === 'string') baseOperations.add(op.operationId);

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
  for (const { at, ref } of unresolvedRefs(doc, doc))
    base(
      `${at} refers to ${ref}, which is not in the contract`,
      'define it under components or correct the reference',
    );

  for (const e of entries.filter(isTable)) {
    const tag = baseTags.get(moduleOf(e.key));
    if (tag !== undefined)
      dataset(
        e,
        'key',
        `${e.key} would share the generated module of ${basePath}'s tag ${tag}`,
        'choose another key',
      );
    for (const name of schemaNames(e.schema))
      if (name in doc.components.schemas)
        dataset(
          e,
          'schema',
          `${e.schema} makes the schema ${name}, which ${basePath} defines too (components.schemas.${name})`,
          'give the dataset a schema name base.yaml does not use',
        );
    const { paths, schemas } = tablePaths(e);
    for (const [path, item] of Object.entries(paths)) {
      if (path in doc.paths)
        dataset(e, 'table', `its path ${path} is also a path of ${basePath}`, 'choose another table');
      for (const op of Object.values(item as Record<string, Json>))
        if (baseOperations.has(op.operationId as string))
          dataset(
            e,
            'key',
            `its operation ${op.operationId} is also an operation of ${basePath}`,
            'choose another key',
          );
    }
    doc.tags.push({ name: e.key, description: `The ${e.name} dataset (/admin/${e.route})` });
    Object.assign(doc.paths, paths);
    Object.assign(doc.components.schemas, schemas);
    for (const { at, ref } of unresolvedRefs({ paths, schemas }, doc))
      base(
        `the table paths npm run gen writes refer to ${ref} (${at}), which it does not define`,
        'define it under components (restore it from git: `git diff contract/base.yaml`)',
      );
  }
  return doc;
}
