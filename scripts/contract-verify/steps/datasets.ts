// One dataset: list page 1, list with a filter, and (unless read-only) add, edit and delete a
// scratch record. A record that could not be deleted is reported as left behind. Unless
// --positive-only, it also tries what the server must refuse on the way: invalid list queries,
// invalid add and edit bodies, a delete without its primaryKey, and checks that the new record
// is listed and the deleted one gone.
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

const op = (d: DatasetConfig, s: 'List' | 'Add' | 'Get' | 'Edit' | 'Delete') => `${d.key}${s}` as OperationId;

/** Gets the record with key `key` and checks the answer is that record. */
async function getRecord(lane: Lane, d: DatasetConfig, key: unknown[], check: string): Promise<void> {
  const got = await lane.exchange({ operation: op(d, 'Get'), check, path: `${d.endpoint}/${keyPath(key)}` });
  if (!got.ok) return;
  const said = keyValues(d, (got.verdict.body as { data?: Fields }).data);
  if (keyPath(said ?? []) !== keyPath(key))
    lane.behaviour(
      got.row,
      '/data',
      `the record with ${d.primaryKey.join(', ')} ${key.join(', ')}`,
      describeValue(said),
    );
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
  if (run.negative) await listProbes(lane, d);

  if (run.readOnly) {
    // One listed record, by its key.
    const listed = rows[0] && keyValues(d, rows[0]);
    if (listed) await getRecord(lane, d, listed, 'get the first listed record by its key');
    else lane.skip(op(d, 'Get'), 'get a record by its key', 'page 1 listed no record with its key');
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
    lane.skip(op(d, 'Get'), 'get the scratch record by its key', why);
    lane.skip(op(d, 'Edit'), 'edit the scratch record', why);
    lane.skip(op(d, 'Delete'), 'delete the scratch record', why);
    if (created) run.leftBehind(`${d.name}: a scratch record whose key the server did not give back`);
    return;
  }
  const id = keyPath(key);
  const current = { ...record, ...(stored ?? {}) };

  await getRecord(lane, d, key, 'get the scratch record by its key');
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
    const want = key.map(String).join('~');
    if (said !== want) lane.behaviour(deleted.row, '/id', describeValue(want), describeValue(said));
  }
  if (run.negative) {
    if (deleted.answer.status !== null && deleted.answer.status < 300) {
      await seekRecord(lane, d, key, current, false, 'the deleted record is no longer listed');
      await lane.probe({
        operation: op(d, 'Get'),
        suite: 'lifecycle',
        check: 'get the deleted record: refused (404)',
        path: `${d.endpoint}/${id}`,
        expect: [404],
      });
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
