// The dataset operations of every table, driven by the registry: list (filter, sort, page), add, edit,
// delete against the store, with request bodies checked by the generated zod schemas.
import { HttpResponse, http } from 'msw';
import { type DatasetConfig, datasets } from '../../src/api/gen/registry/datasets.ts';
import * as zodSchemas from '../../src/api/gen/zod/index.zod.ts';
import { rowKey } from '../../src/lib/row-key.ts';
import { markDirty, ownList, readList } from '../db.ts';
import type { MockEnv } from '../env.ts';
import { check, failure, readBody, requireUser } from '../http.ts';
import { type Row, seedTable } from '../seed/tables.ts';
import { parseSort, type SortKey, sortRows, sortText } from '../sort.ts';

const byTable = new Map(datasets.map((d) => [d.endpoint.split('/').pop() as string, d]));
const pascal = (s: string) => s[0]?.toUpperCase() + s.slice(1);

type Parser = Parameters<typeof check>[1];
function schema(name: string): Parser {
  const s = (zodSchemas as unknown as Record<string, Parser>)[name];
  if (!s) throw new Error(`generated schema ${name} is missing`);
  return s;
}

function dataset(params: Record<string, string | readonly string[] | undefined>): DatasetConfig {
  const d = byTable.get(String(params.table));
  if (!d) failure(404, `No dataset named ${String(params.table)}`, 'unknown_table');
  return d;
}

/**
 * Filter semantics, as the contract states: text is a case-insensitive substring, others equal; a
 * field that refers to another record compares by equality (ignoring case for text).
 */
function matches(d: DatasetConfig, row: Row, filters: [string, string][]): boolean {
  return filters.every(([key, want]) => {
    const col = d.columns.find((c) => c.key === key);
    const have = row[key];
    if (have === null || have === undefined) return false;
    const referring = d.references.some((r) => r.field === key);
    if (col?.type === 'text' || col?.type === 'textarea')
      return referring
        ? String(have).toLowerCase() === want.toLowerCase()
        : String(have).toLowerCase().includes(want.toLowerCase());
    if (col?.type === 'number') return Number(have) === Number(want);
    return String(have) === want;
  });
}

export function tableHandlers(env: MockEnv) {
  const rows = (request: Request, d: DatasetConfig) =>
    readList<Row>(env.dbFor(request), `table:${d.key}`, () => seedTable(d));
  /** The store's own copy of the list, to change (a record is replaced, never edited in place). */
  const ownRows = (request: Request, d: DatasetConfig) =>
    ownList<Row>(env.dbFor(request), `table:${d.key}`, () => seedTable(d));
  const changed = (request: Request, d: DatasetConfig) => {
    markDirty(env.dbFor(request), `table:${d.key}`);
    env.persist(request);
  };

  return [
    http.get('*/api/table/:table', async ({ request, params }) => {
      await requireUser(request, env);
      const d = dataset(params);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = check(query, schema(`${pascal(d.key)}ListQueryParams`), 'query') as Record<
        string,
        unknown
      >;
      const page = Number(parsed.page ?? 1);
      const limit = Number(parsed.limit ?? 10);
      let sort: SortKey[] = [];
      if (query.sort !== undefined) {
        const keys = parseSort(query.sort, d.columns);
        if (typeof keys === 'string') failure(400, keys, 'invalid_sort');
        sort = keys;
      }
      const filters: [string, string][] = [];
      for (const [k, v] of Object.entries(query)) {
        if (k === 'page' || k === 'limit' || k === 'sort') continue;
        if (!d.columns.some((c) => c.key === k && c.filter))
          failure(400, `${k} is not a filter of ${d.name}`, 'unknown_filter');
        if (v !== '') filters.push([k, v]);
      }
      const all = sortRows(
        rows(request, d).filter((r) => matches(d, r, filters)),
        sort,
        d.columns,
      );
      const totalPages = Math.ceil(all.length / limit);
      return HttpResponse.json({
        data: all.slice((page - 1) * limit, page * limit),
        pagination: {
          page,
          limit,
          total: all.length,
          totalPages,
          hasNextPage: page < totalPages,
          hasPreviousPage: page > 1,
          ...(sort.length ? { sort: sortText(sort) } : {}),
        },
      });
    }),

    http.post('*/api/table/:table/add', async ({ request, params }) => {
      await requireUser(request, env);
      const d = dataset(params);
      const body = (await readBody(request, schema(`${pascal(d.key)}AddBody`))) as Row;
      const list = rows(request, d);
      const row: Row = Object.fromEntries(d.columns.map((c) => [c.key, body[c.key] ?? null]));
      if (d.keyGenerated) {
        const k = d.primaryKey[0] as string;
        row[k] = list.reduce((m, r) => Math.max(m, Number(r[k]) || 0), 0) + 1;
      } else if (list.some((r) => rowKey(d, r) === rowKey(d, row))) {
        failure(
          409,
          // In a person's words: each key field by its label, with its value (not the joined id).
          `A ${d.name} record with ${d.primaryKey
            .map((k) => `${d.columns.find((c) => c.key === k)?.label ?? k} ${String(row[k])}`)
            .join(', ')} exists already`,
          'duplicate_key',
        );
      }
      ownRows(request, d).unshift(row);
      changed(request, d);
      return HttpResponse.json(
        { message: `${d.name} record created`, data: row, primaryKey: d.primaryKey.join(',') },
        { status: 201 },
      );
    }),

    http.get('*/api/table/:table/:id', async ({ request, params }) => {
      await requireUser(request, env);
      const d = dataset(params);
      const id = String(params.id);
      const found = rows(request, d).find((r) => rowKey(d, r) === id);
      if (!found) failure(404, `No ${d.name} record with ${d.primaryKey.join(', ')} ${id}`, 'not_found');
      return HttpResponse.json({ data: found });
    }),

    http.patch('*/api/table/:table/:id', async ({ request, params }) => {
      await requireUser(request, env);
      const d = dataset(params);
      const id = String(params.id);
      const body = (await readBody(request, schema(`${pascal(d.key)}EditBody`))) as Row;
      const list = rows(request, d);
      const index = list.findIndex((r) => rowKey(d, r) === id);
      const current = list[index];
      if (!current) failure(404, `No ${d.name} record with ${d.primaryKey.join(', ')} ${id}`, 'not_found');
      for (const k of d.primaryKey) {
        if (k in body && String(body[k]) !== String(current[k]))
          failure(400, `${k} is the key and cannot change`, 'key_change');
      }
      const { primaryKey: _pk, ...fields } = body;
      const next = { ...current, ...fields };
      ownRows(request, d)[index] = next;
      changed(request, d);
      return HttpResponse.json({
        message: `${d.name} record saved`,
        data: next,
        primaryKey: d.primaryKey.join(','),
      });
    }),

    http.delete('*/api/table/:table/:id', async ({ request, params }) => {
      await requireUser(request, env);
      const d = dataset(params);
      const id = String(params.id);
      const pk = new URL(request.url).searchParams.get('primaryKey');
      if (pk !== d.primaryKey.join(','))
        failure(400, `primaryKey must be ${d.primaryKey.join(',')}`, 'bad_primary_key');
      const list = rows(request, d);
      const index = list.findIndex((r) => rowKey(d, r) === id);
      if (index < 0) failure(404, `No ${d.name} record with ${d.primaryKey.join(', ')} ${id}`, 'not_found');
      ownRows(request, d).splice(index, 1);
      changed(request, d);
      return HttpResponse.json({ message: `${d.name} record deleted`, id, primaryKey: pk });
    }),
  ];
}
