// One dataset: list page 1, list with a filter, and (unless read-only) add, edit and delete a
// scratch record. A record that could not be deleted is reported as left behind.
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

const op = (d: DatasetConfig, s: 'List' | 'Add' | 'Edit' | 'Delete') => `${d.key}${s}` as OperationId;

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
  }
}
