// Scratch records for the create/edit/delete round trip of a dataset, built from the registry's
// column types: a key nobody uses (unless the server assigns it), the other fields copied from a
// row the server listed (so that references and codes stay plausible) or a plain value of the
// column's type, and one text field marked so that a person who sees the record knows what it is.
import type { ColumnConfig, DatasetConfig } from '../../src/api/gen/registry/datasets.ts';
import { joinKey } from '../../src/lib/row-key.ts';
import { generatedSchema } from './contract.ts';

/** A record as JSON: column → value. */
export type Fields = Record<string, unknown>;

/** A value of the column's type that the contract accepts. */
function typedValue(type: ColumnConfig['type'], now = new Date()): unknown {
  switch (type) {
    case 'text':
    case 'textarea':
      return 'contract-verify';
    case 'number':
      return 1;
    case 'bigint':
      return '1';
    case 'date':
      return now.toISOString().slice(0, 10);
    case 'time':
      return '12:00';
    case 'datetime':
      return `${now.toISOString().slice(0, 19)}Z`;
    case 'boolean':
      return false;
  }
}

// Where a person looks first; a short code column (a state, a version) is never marked.
const FREE_TEXT = [
  /^(description|notes?|comments?|remarks?)$/i,
  /description|notes|comment|title|caption|summary/i,
  /name$/i,
];

/** The column that carries the scratch marker: free text, never a key; none if no such column. */
function markerColumn(d: DatasetConfig): ColumnConfig | undefined {
  const candidates = d.columns.filter(
    (c) => (c.type === 'text' || c.type === 'textarea') && !d.primaryKey.includes(c.key),
  );
  return (
    candidates.find((c) => c.type === 'textarea') ??
    FREE_TEXT.map((re) => candidates.find((c) => re.test(c.key))).find(Boolean)
  );
}

/** A key value for a column of a record nobody else uses: short text, or a high integer. */
export function uniqueKey(type: ColumnConfig['type'], runId: string, n: number): unknown {
  if (type === 'number') return 1_900_000_000 + ((Number.parseInt(runId, 36) * 7 + n) % 200_000_000);
  if (type === 'bigint') return String(8_000_000_000_000_000_000n + BigInt(Number.parseInt(runId, 36) + n));
  return `CV${runId}${n || ''}`.toUpperCase();
}

const markerText = (runId: string, edited = false) =>
  `contract-verify scratch ${runId}${edited ? ' (edited)' : ''}`;

/** Only the record's own columns (a server may send more; the add and edit bodies are strict). */
function ownColumns(d: DatasetConfig, source: Fields): Fields {
  const out: Fields = {};
  for (const c of d.columns) if (c.key in source) out[c.key] = source[c.key];
  return out;
}

/** The body of the add call; `sample` is a row of page 1 (when the server listed one). */
export function scratchRecord(d: DatasetConfig, runId: string, sample: Fields | undefined): Fields {
  const schema = generatedSchema(`${d.key}Add`, 'Body');
  const marker = markerColumn(d);
  // A copied value is kept only if the contract accepts it in that column.
  const accepts = (key: string, value: unknown) => {
    const r = schema?.safeParse({ [key]: value });
    return !(r && !r.success && r.error.issues.some((issue) => issue.path[0] === key));
  };
  const record: Fields = {};
  d.columns.forEach((c, i) => {
    const isKey = d.primaryKey.includes(c.key);
    if (isKey && d.keyGenerated) return;
    if (isKey) record[c.key] = uniqueKey(c.type, runId, i);
    else if (c.key === marker?.key) record[c.key] = markerText(runId);
    else {
      const copied = sample?.[c.key];
      record[c.key] =
        copied !== null && copied !== undefined && accepts(c.key, copied) ? copied : typedValue(c.type);
    }
  });
  return record;
}

/** The key values of a stored record, in key order; undefined when one is missing. */
export function keyValues(d: DatasetConfig, record: Fields | undefined): unknown[] | undefined {
  const values = d.primaryKey.map((k) => record?.[k]);
  return values.every((v) => v !== undefined && v !== null && v !== '') ? values : undefined;
}

/** The `{id}` path segment: key values joined by `~` (docs/decisions/0002), URL-encoded. */
export const keyPath = (values: unknown[]) => encodeURIComponent(joinKey(values));

/** The edit body: the stored record with its marker changed, plus primaryKey. */
export function editBody(
  d: DatasetConfig,
  stored: Fields,
  runId: string,
): { body: Fields; changed?: string } {
  const marker = markerColumn(d);
  const body: Fields = { ...ownColumns(d, stored), primaryKey: d.primaryKey.join(',') };
  if (marker) body[marker.key] = markerText(runId, true);
  return { body, changed: marker?.key };
}
