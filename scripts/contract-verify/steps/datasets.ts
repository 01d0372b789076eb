// One dataset: list page 1, list with a filter, list sorted both ways, one record by its key, and
// (unless read-only) add, read, edit and delete a scratch record, then check it is gone. A record
// that could not be deleted is reported as left behind. Unless --positive-only, it also tries what
// the server must refuse on the way: invalid list queries, invalid add and edit bodies, a delete
// without its primaryKey, and checks that the new record is listed, the deleted one no longer, and
// a second delete is refused.

import { parseSort, sortRows } from '../../../mocks/sort.ts';
import { joinKey } from '../../../src/lib/row-key.ts';
import type { DatasetConfig, OperationId } from '../contract.ts';
import type { Lane, Outcome } from '../lane.ts';
import { describeValue } from '../mismatch.ts';
import { bodyProbes, deleteProbes, listProbes, sendBodyProbes } from '../negative/input.ts';
import { secondDeleteRefused, seekRecord } from '../negative/lifecycle.ts';
import { editBody, type Fields, keyPath, keyValues, scratchRecord } from '../scratch.ts';

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
  if (run.negative) await listProbes(lane, d);

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
    if (run.negative) {
      for (const s of ['Add', 'Edit', 'Delete'] as const)
        lane.skip(op(d, s), 'invalid input: refused (400)', 'read-only run (--read-only)', '', 'input');
      lane.skip(op(d, 'List'), 'the new record is listed', 'read-only run (--read-only)', '', 'lifecycle');
    }
    return;
  }

  const record = scratchRecord(d, run.runId, rows[0]);
  const added = await lane.exchange({
    operation: op(d, 'Add'),
    check: 'add a scratch record',
    path: d.endpointAdd,
    body: record,
  });
  if (run.negative) {
    // A body the server wrongly stored is deleted again at once (or reported as left behind).
    const cleanUp = async (o: Outcome, sent: Fields | undefined) => {
      if (o.answer.status === null || o.answer.status >= 300) return;
      const got = keyValues(
        d,
        d.keyGenerated ? (o.answer.json as { data?: Fields } | undefined)?.data : sent,
      );
      if (!got) {
        run.leftBehind(`${d.name}: a record stored from an invalid body, its key unknown`);
        return;
      }
      // The scratch record itself (overwritten): it is deleted at the end.
      if (!d.keyGenerated && keyPath(got) === keyPath(keyValues(d, record) ?? [])) return;
      const gone = await lane.client.call({
        method: 'DELETE',
        path: `${d.endpointDelete}/${keyPath(got)}?primaryKey=${encodeURIComponent(d.primaryKey.join(','))}`,
      });
      if (gone.status === null || gone.status >= 300)
        run.leftBehind(`${d.name} ${d.primaryKey.join(',')} = ${got.join(', ')}`);
    };
    const addProbes = bodyProbes(op(d, 'Add'), record, { oversize: !!run.oversize });
    await sendBodyProbes(lane, op(d, 'Add'), d.endpointAdd, addProbes, cleanUp);
  }

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
  if (run.negative) await seekRecord(lane, d, key, current, true, 'the new record is listed');

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

  if (run.negative) {
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
      await seekRecord(lane, d, key, current, false, 'the deleted record is no longer listed');
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
