// One dataset: list page 1, list with a filter, list sorted both ways, one record by its key, and
// (unless read-only) add, read, edit and delete a scratch record, then check it is gone. A record
// that could not be deleted is reported as left behind.

import { parseSort, sortRows } from '../../../mocks/sort.ts';
import type { DatasetConfig, OperationId } from '../contract.ts';
import type { Lane } from '../lane.ts';
import { describeValue } from '../mismatch.ts';
import { editBody, type Fields, keyPath, keyValues, scratchRecord } from '../scratch.ts';

export interface DatasetRun {
  readOnly: boolean;
  runId: string;
  /** Called with a description of each scratch record that could not be deleted. */
  leftBehind(what: string): void;
}

const op = (d: DatasetConfig, s: 'List' | 'Get' | 'Add' | 'Edit' | 'Delete') => `${d.key}${s}` as OperationId;

/**
 * The list sorted by the dataset's first key, ascending and descending: a server that sorts says so
 * in pagination.sort and its rows are in that order (empty values last); the first rows of the two
 * orders differ when the list has two different values. A server that does not sort leaves
 * pagination.sort out (the contract allows it): reported as a skip, with what the console does.
 */
async function checkSort(lane: Lane, d: DatasetConfig): Promise<void> {
  const field = d.primaryKey[0] as string;
  const firsts: unknown[] = [];
  for (const sort of [field, `-${field}`]) {
    const q = new URLSearchParams({ page: '1', limit: '10', sort });
    const out = await lane.exchange({
      operation: op(d, 'List'),
      check: `list sorted by ${sort}`,
      path: `${d.endpoint}?${q}`,
    });
    if (!out.ok) return;
    const body = out.verdict.body as { data: Fields[]; pagination: { sort?: string; total: number } };
    if (body.pagination.sort === undefined) {
      out.row.result = 'skip';
      out.row.note =
        'the server does not sort (pagination.sort absent): the console keeps its rows in the server’s order and says the list is not sorted';
      return;
    }
    if (body.pagination.sort !== sort) {
      lane.behaviour(out.row, '/pagination/sort', describeValue(sort), describeValue(body.pagination.sort));
      return;
    }
    const keys = parseSort(sort, d.columns);
    const inOrder = typeof keys === 'string' ? body.data : sortRows(body.data, keys, d.columns);
    const at = body.data.findIndex((r, i) => r !== inOrder[i] && r[field] !== inOrder[i]?.[field]);
    if (at >= 0) {
      lane.behaviour(
        out.row,
        `/data/${at}/${field}`,
        `${describeValue(inOrder[at]?.[field])} (the page in ${sort} order)`,
        describeValue(body.data[at]?.[field]),
      );
      return;
    }
    firsts.push(body.data[0]?.[field]);
    if (firsts.length === 2 && body.pagination.total > 1 && firsts[0] === firsts[1]) {
      lane.behaviour(
        out.row,
        `/data/0/${field}`,
        `another value than ascending's ${describeValue(firsts[0])}`,
        describeValue(firsts[1]),
      );
    }
  }
}

/** The filter: the first filter column a listed row has a value for (else the first), and that value. */
function pickFilter(d: DatasetConfig, rows: Fields[]): [string, string] | undefined {
  const columns = d.columns.filter((c) => c.filter);
  for (const c of columns) {
    const v = rows.find((r) => r[c.key] !== null && r[c.key] !== undefined)?.[c.key];
    if (v !== undefined) return [c.key, String(v)];
  }
  const first = columns[0];
  if (!first) return undefined;
  return [first.key, first.type === 'number' ? '1' : first.type === 'boolean' ? 'true' : 'a'];
}

export async function checkDataset(lane: Lane, d: DatasetConfig, run: DatasetRun): Promise<void> {
  const page1 = await lane.exchange({
    operation: op(d, 'List'),
    check: 'list page 1',
    path: `${d.endpoint}?page=1&limit=10`,
  });
  const data = (page1.verdict.body as { data?: unknown } | undefined)?.data;
  const rows = Array.isArray(data) ? (data as Fields[]) : [];

  const filter = pickFilter(d, rows);
  if (filter) {
    const q = new URLSearchParams({ page: '1', limit: '10', [filter[0]]: filter[1] });
    await lane.exchange({
      operation: op(d, 'List'),
      check: `list filtered by ${filter[0]}`,
      path: `${d.endpoint}?${q}`,
    });
  } else {
    lane.skip(op(d, 'List'), 'list with a filter', 'the dataset has no filter columns');
  }
  await checkSort(lane, d);

  const listed = keyValues(d, rows[0]);
  if (listed) {
    await lane.exchange({
      operation: op(d, 'Get'),
      check: 'get a listed record by its key',
      path: `${d.endpoint}/${keyPath(listed)}`,
    });
  } else {
    lane.skip(op(d, 'Get'), 'get a listed record by its key', 'page 1 lists no record');
  }

  if (run.readOnly) {
    for (const s of ['Add', 'Edit', 'Delete'] as const)
      lane.skip(op(d, s), `${s.toLowerCase()} a scratch record`, 'read-only run (--read-only)');
    return;
  }

  const record = scratchRecord(d, run.runId, rows[0]);
  const added = await lane.exchange({
    operation: op(d, 'Add'),
    check: 'add a scratch record',
    path: d.endpointAdd,
    body: record,
  });
  // Even an answer that breaks the contract may name the record: then it can still be cleaned up.
  const stored = (added.answer.json as { data?: Fields } | undefined)?.data;
  const created = added.answer.status !== null && added.answer.status < 300;
  const key = d.keyGenerated ? keyValues(d, stored) : created ? keyValues(d, record) : undefined;
  if (!key) {
    const why = created
      ? 'the add answer does not give the new record’s key'
      : 'the add failed, so there is no scratch record';
    lane.skip(op(d, 'Edit'), 'edit the scratch record', why);
    lane.skip(op(d, 'Delete'), 'delete the scratch record', why);
    if (created) run.leftBehind(`${d.name}: a scratch record whose key the server did not give back`);
    return;
  }
  const id = keyPath(key);
  const current = { ...record, ...(stored ?? {}) };
  await lane.exchange({
    operation: op(d, 'Get'),
    check: 'get the scratch record',
    path: `${d.endpoint}/${id}`,
  });

  const edit = editBody(d, current, run.runId);
  const edited = await lane.exchange({
    operation: op(d, 'Edit'),
    check: edit.changed ? `edit the scratch record (${edit.changed})` : 'edit the scratch record (no change)',
    path: `${d.endpointEdit}/${id}`,
    body: edit.body,
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
    const want = key.map(String).join('~');
    if (said !== want) lane.behaviour(deleted.row, '/id', describeValue(want), describeValue(said));
    // Gone: the record view says so.
    await lane.exchange({
      operation: op(d, 'Get'),
      check: 'get the deleted scratch record (404)',
      path: `${d.endpoint}/${id}`,
      expect: [404],
    });
  }
}
