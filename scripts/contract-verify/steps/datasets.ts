// One dataset: list page 1, list with a filter, list sorted both ways, pages 1 and 2 of two rows
// (the page and size asked for are the ones answered), one record by its key, and
// (unless read-only) add, read, edit and delete a scratch record, then check it is gone. A record
// that could not be deleted is reported as left behind. Unless --positive-only, it also tries what
// the server must refuse on the way: invalid list queries, invalid add and edit bodies, a delete
// without its primaryKey, and checks that the new record is listed, the deleted one no longer, and
// a second delete is refused.
//
// What is built from the server's rows (a filter value, a key, the scratch record) is built from
// rows that match the contract only: a page whose rows do not is reported failed, and the steps
// that needed one of its rows are skipped with the reason.

import { parseSort, sortRows } from '../../../mocks/sort.ts';
import type { Pagination } from '../../../src/features/datasets/list-query.ts';
import { joinKey } from '../../../src/lib/row-key.ts';
import {
  type DatasetConfig,
  type FilterRule,
  filterRule,
  generatedSchema,
  type OperationId,
  parameterMaximum,
} from '../contract.ts';
import type { Lane, Outcome } from '../lane.ts';
import { describeValue } from '../mismatch.ts';
import { bodyProbes, deleteProbes, listProbes, sendBodyProbes } from '../negative/input.ts';
import { secondDeleteRefused, seekRecord } from '../negative/lifecycle.ts';
import { editBody, type Fields, keyPath, keyValues, scratchRecord, uniqueKey } from '../scratch.ts';

export interface DatasetRun {
  readOnly: boolean;
  runId: string;
  /** Called with a description of each scratch record that could not be deleted. */
  leftBehind(what: string): void;
  /** Also try what the server must refuse (not with --positive-only). */
  negative: boolean;
  /** Also send a body over the stated limit (done for one dataset: it is a megabyte). */
  oversize?: boolean;
}

const op = (d: DatasetConfig, s: 'List' | 'Get' | 'Add' | 'Edit' | 'Delete') => `${d.key}${s}` as OperationId;

/**
 * Page 1 of the list sorted by `sort`, checked: a server that sorts says so in pagination.sort and
 * its rows are in that order (empty values last) on each of `fields`. A server that does not sort
 * leaves pagination.sort out (the contract allows it): reported as a skip, with what the console
 * does. Null when the check ended here.
 */
async function sortedPage(
  lane: Lane,
  d: DatasetConfig,
  sort: string,
  limit: number,
  fields: readonly string[],
  page = 1,
): Promise<{ out: Outcome; data: Fields[]; total: number } | null> {
  const out = await lane.exchange({
    operation: op(d, 'List'),
    check: `list sorted by ${sort}${page === 1 ? '' : `, page ${page}`}`,
    path: `${d.endpoint}?${new URLSearchParams({ page: String(page), limit: String(limit), sort })}`,
  });
  if (!out.ok) return null;
  const body = out.verdict.body as { data: Fields[]; pagination: { sort?: string; total: number } };
  if (body.pagination.sort === undefined) {
    out.row.result = 'skip';
    out.row.note =
      'the server does not sort (pagination.sort absent): the console keeps its rows in the server’s order and says the list is not sorted';
    return null;
  }
  if (body.pagination.sort !== sort) {
    lane.behaviour(out.row, '/pagination/sort', describeValue(sort), describeValue(body.pagination.sort));
    return null;
  }
  const keys = parseSort(sort, d.columns);
  const inOrder = typeof keys === 'string' ? body.data : sortRows(body.data, keys, d.columns);
  for (const [i, r] of body.data.entries()) {
    const field = fields.find((k) => r[k] !== inOrder[i]?.[k]);
    if (field) {
      lane.behaviour(
        out.row,
        `/data/${i}/${field}`,
        `${describeValue(inOrder[i]?.[field])} (the page in ${sort} order)`,
        describeValue(r[field]),
      );
      return null;
    }
  }
  return { out, data: body.data, total: body.pagination.total };
}

/**
 * Page 2 of the list in `sort` order (sortedPage) starts where page 1 ended: its first row does not
 * come before page 1's last by the same comparison. A server that sorts only the page it returns
 * (sort applied after paging) has each page in order, so only the boundary between two tells.
 */
async function checkAcrossPages(
  lane: Lane,
  d: DatasetConfig,
  sort: string,
  limit: number,
  field: string,
  last: Fields,
): Promise<void> {
  const next = await sortedPage(lane, d, sort, limit, [field], 2);
  const first = next?.data[0];
  const keys = parseSort(sort, d.columns);
  if (!next || !first || typeof keys === 'string') return;
  // sortRows is stable: it moves page 2's first row ahead only when it comes strictly before.
  if (sortRows([last, first], keys, d.columns)[0] === last) return;
  lane.behaviour(
    next.out.row,
    `/data/0/${field}`,
    `${describeValue(last[field])} or a value after it in ${sort} order (page 1 ends with it: the whole list is sorted, not each page)`,
    describeValue(first[field]),
  );
}

/**
 * The list sorted by the dataset's first key, ascending and descending (sortedPage); the first rows
 * of the two orders differ when the list has two different values; and, when the list has more
 * than one page, each order goes on across the page boundary (checkAcrossPages).
 */
async function checkSort(lane: Lane, d: DatasetConfig): Promise<void> {
  const field = d.primaryKey[0] as string;
  const LIMIT = 10;
  const firsts: unknown[] = [];
  for (const sort of [field, `-${field}`]) {
    const page = await sortedPage(lane, d, sort, LIMIT, [field]);
    if (!page) return;
    const last = page.data.at(-1);
    if (page.total > LIMIT && page.data.length === LIMIT && last)
      await checkAcrossPages(lane, d, sort, LIMIT, field, last);
    firsts.push(page.data[0]?.[field]);
    if (firsts.length === 2 && page.total > 1 && firsts[0] === firsts[1]) {
      lane.behaviour(
        page.out.row,
        `/data/0/${field}`,
        `another value than ascending's ${describeValue(firsts[0])}`,
        describeValue(firsts[1]),
      );
    }
  }
}

/**
 * A two-key sort: the column of page 1 with the fewest distinct values first (ties are likely, so
 * the second key decides), then the first key descending. A server that applies only the first
 * key orders the ties its own way; checking one key alone never saw that. A page without a tie on
 * the first key is noted, since the second key was then not put to the test.
 */
async function checkTwoKeySort(lane: Lane, d: DatasetConfig, rows: Fields[]): Promise<void> {
  const second = d.primaryKey[0] as string;
  const distinct = (key: string) =>
    new Set(rows.map((r) => r[key]).filter((v) => v !== null && v !== '')).size;
  const first = d.columns
    .filter((c) => c.key !== second && distinct(c.key) > 0)
    .sort((a, b) => distinct(a.key) - distinct(b.key))[0]?.key;
  if (!first) {
    lane.skip(
      op(d, 'List'),
      'list sorted by two fields',
      'page 1 lists no value of another field to sort by',
    );
    return;
  }
  const page = await sortedPage(lane, d, `${first},-${second}`, 20, [first, second]);
  if (!page) return;
  const firsts = page.data.map((r) => r[first]);
  if (new Set(firsts).size === firsts.length)
    page.out.row.note = `no two rows of the page share ${first}, so the second key was not put to the test`;
}

/**
 * The paging fields agree with each other (the console's Next and Last buttons follow hasNextPage
 * and totalPages): totalPages is ceil(total / limit) (0 or 1 for an empty list: the contract
 * allows 0, a server may count the empty page), hasNextPage is page < totalPages, and
 * hasPreviousPage page > 1. Marks the row failed on the first that does not; false then.
 */
function pagingAgrees(lane: Lane, out: Outcome, p: Pagination): boolean {
  const pages = Math.ceil(p.total / p.limit);
  if (p.total === 0 ? p.totalPages > 1 : p.totalPages !== pages) {
    lane.behaviour(
      out.row,
      '/pagination/totalPages',
      p.total === 0 ? '0 or 1 (total 0)' : `${pages} (ceil(total ${p.total} / limit ${p.limit}))`,
      describeValue(p.totalPages),
    );
    return false;
  }
  if (p.hasNextPage !== p.page < p.totalPages) {
    lane.behaviour(
      out.row,
      '/pagination/hasNextPage',
      `${p.page < p.totalPages} (page ${p.page} of ${p.totalPages})`,
      describeValue(p.hasNextPage),
    );
    return false;
  }
  if (p.hasPreviousPage !== p.page > 1) {
    lane.behaviour(
      out.row,
      '/pagination/hasPreviousPage',
      `${p.page > 1} (page ${p.page})`,
      describeValue(p.hasPreviousPage),
    );
    return false;
  }
  return true;
}

/**
 * Pages 1 and 2 of two rows each, sorted by the first key, and the last page by totalPages: each
 * answer says the page and limit asked for and holds as many rows as the total leaves for it
 * (never more than the limit; the last page at least one, so a total counted too high shows),
 * its paging fields agree (pagingAgrees), and page 2 holds none of page 1's rows. A server that
 * ignored `page` (page 1 every time) or `limit` (its own page size) passed every other check.
 * Without a sort applied (pagination.sort absent) the server's own order need not be stable, so
 * the overlap is not judged.
 */
async function checkPaging(lane: Lane, d: DatasetConfig): Promise<void> {
  const field = d.primaryKey[0] as string;
  const LIMIT = 2;
  let first: Set<string> | undefined;
  const pages = [1, 2];
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i] as number;
    const last = i === 2;
    const q = new URLSearchParams({ page: String(page), limit: String(LIMIT), sort: field });
    const out = await lane.exchange({
      operation: op(d, 'List'),
      check: last ? `list the last page (${page}) of ${LIMIT} rows` : `list page ${page} of ${LIMIT} rows`,
      path: `${d.endpoint}?${q}`,
    });
    if (!out.ok) return;
    const body = out.verdict.body as { data: Fields[]; pagination: Pagination };
    const { pagination: p, data } = body;
    const expected = Math.max(0, Math.min(LIMIT, p.total - (page - 1) * LIMIT));
    const before = (page - 1) * LIMIT;
    if (p.page !== page)
      return lane.behaviour(out.row, '/pagination/page', String(page), describeValue(p.page));
    if (p.limit !== LIMIT)
      return lane.behaviour(out.row, '/pagination/limit', String(LIMIT), describeValue(p.limit));
    // Rows past the total: the total undercounts (a server does not make rows up), so it is
    // blamed rather than the page's rows.
    if (data.length > expected && p.total < before + data.length)
      return lane.behaviour(
        out.row,
        '/pagination/total',
        `at least ${before + data.length} (page ${page} of ${LIMIT}-row pages lists ${data.length} row${data.length === 1 ? '' : 's'} after the ${before} before it)`,
        describeValue(p.total),
      );
    // Fewer rows on the last page than the total leaves for it: the total overcounts.
    if (last && data.length < expected)
      return lane.behaviour(
        out.row,
        '/pagination/total',
        `at most ${before + data.length} (the last page by totalPages, page ${page} of ${LIMIT}-row pages, lists ${data.length} row${data.length === 1 ? '' : 's'} after the ${before} before it)`,
        describeValue(p.total),
      );
    if (data.length !== expected)
      return lane.behaviour(
        out.row,
        '/data',
        `${expected} row${expected === 1 ? '' : 's'} (page ${page} of ${LIMIT}-row pages, ${p.total} in all)`,
        `${data.length}`,
      );
    if (!pagingAgrees(lane, out, p)) return;
    const keys = new Set(data.map((r) => keyPath(keyValues(d, r) ?? [])));
    if (page === 1) {
      first = p.sort === undefined ? undefined : keys;
      // One call more, to the last page, which pages 1 and 2 are not (within the contract's pages).
      if (p.totalPages > 2 && p.totalPages <= parameterMaximum('Page')) pages.push(p.totalPages);
      continue;
    }
    if (last) continue;
    const again = [...keys].find((k) => first?.has(k));
    if (again !== undefined)
      lane.behaviour(
        out.row,
        '/data',
        'rows other than page 1’s',
        `page 1’s record ${decodeURIComponent(again)} again`,
      );
  }
}

/** The rows of a list answer that match the contract, each judged on its own: one bad row fails
 * the answer (the judge says so) but leaves the others usable. */
function validRows(id: OperationId, body: unknown): { listed: number; rows: Fields[] } {
  const data = (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) return { listed: 0, rows: [] };
  const r = generatedSchema(id, 'Response')?.safeParse(body);
  if (!r || r.success) return { listed: data.length, rows: data as Fields[] };
  const bad = new Set(r.error.issues.filter((i) => i.path[0] === 'data').map((i) => i.path[1]));
  if (bad.has(undefined)) return { listed: data.length, rows: [] };
  return { listed: data.length, rows: (data as Fields[]).filter((_, i) => !bad.has(i)) };
}

interface Filter {
  field: string;
  value: string;
  /** The listed row the value was taken from (none: a plain value of the column's type). */
  row?: Fields;
  /** Why a server that ignores the filter would pass all the same (every row of page 1 matches
   * it, or page 1 lists none): said in the check's note. */
  untold?: string;
}

/** The filter: of the filter columns, the first with a value of a listed row that some other row
 * of page 1 does not match (the contract accepting it as a query), so that a server that ignores
 * the filter, and answers page 1, is caught. Else the first such value all rows share (untold),
 * else a plain value of the first filter column's type. */
function pickFilter(d: DatasetConfig, rows: Fields[]): Filter | undefined {
  const query = generatedSchema(op(d, 'List'), 'QueryParams');
  const accepts = (key: string, value: string) => {
    const r = query?.safeParse({ [key]: value });
    return !(r && !r.success && r.error.issues.some((issue) => issue.path[0] === key));
  };
  const columns = d.columns.filter((c) => c.filter);
  let shared: Filter | undefined;
  for (const c of columns) {
    const usable = rows.filter((r) => {
      const v = r[c.key];
      return v !== null && v !== undefined && String(v) !== '' && accepts(c.key, String(v));
    });
    const rule = filterRule(op(d, 'List'), c.key);
    for (const row of usable) {
      const value = String(row[c.key]);
      if (rule && rows.some((r) => !matchesFilter(rule, c.type, r[c.key], value)))
        return { field: c.key, value, row };
      shared ??= {
        field: c.key,
        value,
        row,
        untold: `every row of page 1 matches ${c.key}=${value} (no filter column's value tells them apart)`,
      };
    }
  }
  if (shared) return shared;
  const first = columns[0];
  if (!first) return undefined;
  return {
    field: first.key,
    value: first.type === 'number' ? '1' : first.type === 'boolean' ? 'true' : 'a',
    ...(rows.length ? {} : { untold: 'page 1 lists no row to compare with' }),
  };
}

const RULE_WORDS: Record<FilterRule, string> = {
  substring: 'case-insensitive substring match',
  'equal-ignoring-case': 'case-insensitive equality',
  equal: 'equality',
};

/** Whether a listed value matches the filter `want` by the contract's rule. */
function matchesFilter(rule: FilterRule, type: string | undefined, have: unknown, want: string): boolean {
  if (have === null || have === undefined) return false;
  const text = String(have);
  switch (rule) {
    case 'substring':
      return text.toLowerCase().includes(want.toLowerCase());
    case 'equal-ignoring-case':
      return text.toLowerCase() === want.toLowerCase();
    case 'equal':
      if (typeof have === 'number') return Number(want) === have;
      if (type === 'datetime') return Date.parse(text) === Date.parse(want);
      return text === want;
  }
}

/** "the row with MemberId 1002", or where it is when it has no key. */
function whichRow(d: DatasetConfig, row: Fields | undefined, at: number): string {
  const key = keyValues(d, row);
  return key ? `the row with ${d.primaryKey.join(', ')} ${joinKey(key)}` : `row ${at} of the answer`;
}

/** A filtered page: every row it lists matches the filter as the contract defines it (a server
 * that ignores the filter lists others), and a value taken from a listed row finds that row. */
async function checkFilter(lane: Lane, d: DatasetConfig, rows: Fields[]): Promise<void> {
  const filter = pickFilter(d, rows);
  if (!filter) {
    lane.skip(op(d, 'List'), 'list with a filter', 'the dataset has no filter columns');
    return;
  }
  const { field, value } = filter;
  const q = new URLSearchParams({ page: '1', limit: '10', [field]: value });
  const out = await lane.exchange({
    operation: op(d, 'List'),
    check: `list filtered by ${field}`,
    path: `${d.endpoint}?${q}`,
    from: 'a row of page 1',
  });
  if (!out.ok) return;
  const rule = filterRule(op(d, 'List'), field);
  if (!rule) {
    out.row.note = `openapi.yaml states no match rule for the ${field} filter: its rows were not compared with it`;
    return;
  }
  const listed = (out.verdict.body as { data: Fields[] }).data;
  const type = d.columns.find((c) => c.key === field)?.type;
  const at = listed.findIndex((r) => !matchesFilter(rule, type, r[field], value));
  if (at >= 0) {
    const a = `${/^[AEIOU]/i.test(field) ? 'an' : 'a'} ${field}`;
    const wanted =
      rule === 'substring'
        ? `${a} containing ${describeValue(value)}, ignoring case`
        : rule === 'equal-ignoring-case'
          ? `${a} equal to ${describeValue(value)}, ignoring case`
          : `${a} equal to ${describeValue(value)}`;
    lane.behaviour(
      out.row,
      `/data/${at}/${field}`,
      `${wanted}, as the filter ${field}=${value} asks (${RULE_WORDS[rule]})`,
      `${describeValue(listed[at]?.[field])} in ${whichRow(d, listed[at], at)}: the filter was not applied`,
    );
    return;
  }
  if (filter.untold)
    out.row.note = `${filter.untold}: a server that ignores the filter would pass this check too`;
  if (filter.row && listed.length === 0)
    lane.behaviour(
      out.row,
      '/data',
      `at least ${whichRow(d, filter.row, 0)} of page 1, whose ${field} the filter ${field}=${value} names`,
      'no row',
    );
}

type AddProbe = ReturnType<typeof bodyProbes>[number];

/**
 * Each add probe with a key of its own, nobody's: with the scratch record's key, a server that
 * wrongly takes the probe's body refuses it as a duplicate (409), and the report would blame the
 * key instead of what the probe broke. A key field the probe itself breaks is left as it is.
 */
function freshKeys(d: DatasetConfig, record: Fields, runId: string, probes: AddProbe[]): AddProbe[] {
  if (d.keyGenerated) return probes;
  return probes.map((p, n) => {
    const key = Object.fromEntries(
      d.primaryKey.map((k) => [
        k,
        // Past the scratch record's (its column index), one per probe.
        uniqueKey(d.columns.find((c) => c.key === k)?.type ?? 'text', runId, 100 + n),
      ]),
    );
    const body = p.body as Fields | undefined;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const kept = Object.fromEntries(Object.entries(key).filter(([k]) => body[k] === record[k]));
      return { ...p, body: { ...body, ...kept } };
    }
    if (p.raw && 'prefix' in p.raw) {
      let prefix = p.raw.prefix;
      for (const [k, v] of Object.entries(key))
        prefix = prefix.replace(
          `${JSON.stringify(k)}:${JSON.stringify(record[k])}`,
          `${JSON.stringify(k)}:${JSON.stringify(v)}`,
        );
      return { ...p, raw: { ...p.raw, prefix } };
    }
    return p;
  });
}

const NO_VALID_ROW = 'not checked: no row of page 1 matches the contract (see “list page 1”)';

export async function checkDataset(lane: Lane, d: DatasetConfig, run: DatasetRun): Promise<void> {
  const page1 = await lane.exchange({
    operation: op(d, 'List'),
    check: 'list page 1',
    path: `${d.endpoint}?page=1&limit=10`,
  });
  if (page1.ok) pagingAgrees(lane, page1, (page1.verdict.body as { pagination: Pagination }).pagination);
  const { listed: count, rows } = validRows(op(d, 'List'), page1.verdict.body);
  // Page 1 lists rows, and none matches the contract: nothing may be copied from them.
  const noModel = count > 0 && rows.length === 0;

  await checkFilter(lane, d, rows);
  await checkSort(lane, d);
  await checkTwoKeySort(lane, d, rows);
  await checkPaging(lane, d);
  if (run.negative) await listProbes(lane, d);

  const listed = keyValues(d, rows[0]);
  if (listed) {
    await lane.exchange({
      operation: op(d, 'Get'),
      check: 'get a listed record by its key',
      path: `${d.endpoint}/${keyPath(listed)}`,
    });
  } else {
    lane.skip(
      op(d, 'Get'),
      'get a listed record by its key',
      noModel
        ? `${NO_VALID_ROW}, so none gives a key to ask for`
        : page1.ok
          ? 'page 1 lists no record'
          : 'page 1 was not answered as the contract says (see “list page 1”)',
    );
  }

  const skipWrites = run.readOnly
    ? 'read-only run (--read-only)'
    : noModel
      ? `${NO_VALID_ROW}, and the scratch record copies one`
      : undefined;
  if (skipWrites) {
    for (const s of ['Add', 'Edit', 'Delete'] as const)
      lane.skip(op(d, s), `${s.toLowerCase()} a scratch record`, skipWrites);
    if (run.negative) {
      for (const s of ['Add', 'Edit', 'Delete'] as const)
        lane.skip(op(d, s), 'invalid input: refused (400)', skipWrites, '', 'input');
      lane.skip(op(d, 'List'), 'the new record is listed', skipWrites, '', 'lifecycle');
    }
    return;
  }

  const record = scratchRecord(d, run.runId, rows[0]);
  const added = await lane.exchange({
    operation: op(d, 'Add'),
    check: 'add a scratch record',
    path: d.endpointAdd,
    body: record,
    from: 'a row of page 1',
  });
  if (run.negative && added.skipped) {
    lane.skip(op(d, 'Add'), 'invalid input: refused (400)', added.row.note ?? '', '', 'input');
  } else if (run.negative) {
    // A body the server wrongly stored is deleted again at once (or reported as left behind).
    const cleanUp = async (o: Outcome, sent: Fields | undefined) => {
      if (o.answer.status === null || o.answer.status >= 300) return;
      const got = keyValues(
        d,
        // A raw body (over the size limit) is not at hand as fields: the answer may name the key.
        d.keyGenerated || !sent ? (o.answer.json as { data?: Fields } | undefined)?.data : sent,
      );
      if (!got) {
        run.leftBehind(`${d.name}: a record stored from an invalid body, its key unknown`);
        return;
      }
      const gone = await lane.client.call({
        method: 'DELETE',
        path: `${d.endpointDelete}/${keyPath(got)}?primaryKey=${encodeURIComponent(d.primaryKey.join(','))}`,
      });
      if (gone.status === null || gone.status >= 300)
        run.leftBehind(`${d.name} ${d.primaryKey.join(',')} = ${got.join(', ')}`);
    };
    const addProbes = freshKeys(
      d,
      record,
      run.runId,
      bodyProbes(op(d, 'Add'), record, { oversize: !!run.oversize }),
    );
    await sendBodyProbes(lane, op(d, 'Add'), d.endpointAdd, addProbes, cleanUp);
  }

  // Even an answer that breaks the contract may name the record: then it can still be cleaned up.
  const stored = (added.answer.json as { data?: Fields } | undefined)?.data;
  const created = added.answer.status !== null && added.answer.status < 300;
  const key = d.keyGenerated ? keyValues(d, stored) : created ? keyValues(d, record) : undefined;
  if (!key) {
    const why = added.skipped
      ? 'not checked: no scratch record was added (see “add a scratch record”)'
      : created
        ? 'the add answer does not give the new record’s key'
        : 'the add failed, so there is no scratch record';
    lane.skip(op(d, 'Edit'), 'edit the scratch record', why);
    lane.skip(op(d, 'Delete'), 'delete the scratch record', why);
    if (created) run.leftBehind(`${d.name}: a scratch record whose key the server did not give back`);
    return;
  }
  const id = keyPath(key);
  // The record as stored: the add answer's when it matches the contract, else the one sent (with
  // the key the server gave).
  const current = added.ok
    ? { ...record, ...(stored ?? {}) }
    : { ...record, ...Object.fromEntries(d.primaryKey.map((k, i) => [k, key[i]])) };
  await lane.exchange({
    operation: op(d, 'Get'),
    check: 'get the scratch record',
    path: `${d.endpoint}/${id}`,
  });
  if (run.negative)
    await seekRecord(lane, d, key, current, true, 'the new record is listed', 'the add answer');

  const edit = editBody(d, current, run.runId);
  const edited = await lane.exchange({
    operation: op(d, 'Edit'),
    check: edit.changed ? `edit the scratch record (${edit.changed})` : 'edit the scratch record (no change)',
    path: `${d.endpointEdit}/${id}`,
    body: edit.body,
    from: added.ok ? 'the add answer' : 'the key the add answer gave',
  });
  if (edited.ok && edit.changed) {
    // The console replaces the row with the answer's record, so the answer must carry the edit.
    const echoed = (edited.verdict.body as { data?: Fields }).data?.[edit.changed];
    if (echoed !== edit.body[edit.changed])
      lane.behaviour(
        edited.row,
        `/data/${edit.changed}`,
        describeValue(edit.body[edit.changed]),
        describeValue(echoed),
      );
  }

  // A 200 that echoes the edit proves nothing was stored: read the record back (as the crawl step
  // does for a link), since the console shows the stored record on the next visit.
  if (edit.changed && edited.answer.status !== null && edited.answer.status < 300) {
    const field = edit.changed;
    const editOp = op(d, 'Edit');
    const back = await lane.exchange({
      operation: op(d, 'Get'),
      of: editOp,
      check: `the edit is stored (${field} read back)`,
      path: `${d.endpoint}/${id}`,
    });
    const now = back.ok ? (back.verdict.body as { data: Fields }).data[field] : undefined;
    if (back.ok && now !== edit.body[field])
      lane.behaviour(
        back.row,
        `/data/${field}`,
        `${describeValue(edit.body[field])}, as ${editOp} answered ${edited.answer.status}`,
        `${describeValue(now)}: ${editOp} answered ${edited.answer.status} but did not store ${field}`,
      );
  }

  if (run.negative && edited.skipped) {
    lane.skip(op(d, 'Edit'), 'invalid input: refused (400)', edited.row.note ?? '', '', 'input');
  } else if (run.negative) {
    const probes = bodyProbes(op(d, 'Edit'), edit.body, { oversize: false }).filter(
      (p) => !p.raw || 'text' in p.raw,
    );
    probes.push({
      check: 'a primaryKey naming other columns: refused (400)',
      body: { ...edit.body, primaryKey: 'contractVerifyUnknownField' },
      expect: [400],
    });
    await sendBodyProbes(lane, op(d, 'Edit'), `${d.endpointEdit}/${id}`, probes);
  }

  const pk = d.primaryKey.join(',');
  const deleted = await lane.exchange({
    operation: op(d, 'Delete'),
    check: 'delete the scratch record',
    path: `${d.endpointDelete}/${id}?primaryKey=${encodeURIComponent(pk)}`,
  });
  if (deleted.answer.status === null || deleted.answer.status >= 300)
    run.leftBehind(`${d.name} ${pk} = ${key.map(String).join(', ')}`);
  else if (deleted.ok) {
    // The console removes the row whose key the answer names.
    const said = (deleted.verdict.body as { id?: unknown }).id;
    const want = joinKey(key);
    if (said !== want) lane.behaviour(deleted.row, '/id', describeValue(want), describeValue(said));
    // Gone: the record view says so.
    await lane.exchange({
      operation: op(d, 'Get'),
      check: 'get the deleted scratch record (404)',
      path: `${d.endpoint}/${id}`,
      expect: [404],
    });
  }
  if (run.negative) {
    if (deleted.answer.status !== null && deleted.answer.status < 300) {
      await seekRecord(
        lane,
        d,
        key,
        current,
        false,
        'the deleted record is no longer listed',
        'the add answer',
      );
      await secondDeleteRefused(lane, d, `${d.endpointDelete}/${id}?primaryKey=${encodeURIComponent(pk)}`);
    } else {
      lane.skip(
        op(d, 'List'),
        'the deleted record is no longer listed',
        'the delete failed',
        '',
        'lifecycle',
      );
    }
    await deleteProbes(lane, d, run.runId);
  }
}
