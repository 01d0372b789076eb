// The smallest well-aimed request of each operation, for the checks that care about something
// else than its parameters (the token, the method): every path parameter filled with a value
// that names nothing (so that a server that wrongly accepts the call changes nothing), the
// query parameters the operation requires, and an empty JSON object as the body.
import { type DatasetConfig, datasets, type OperationId, operation, operations } from '../contract.ts';
import { keyPath, uniqueKey } from '../scratch.ts';

export interface Target {
  path: string;
  body?: unknown;
}

/** The POSTs that only read (their body is a question): the one list of them, which --read-only
 * and every refusal suite consult through isRead. A new such call is added here. */
const READ_ONLY_POSTS = new Set([
  'login',
  'logout',
  'refreshToken',
  'loadCrawlLinks',
  'getVersions',
  'getSummary',
]);

/** Whether a call only reads: a GET, or a POST of READ_ONLY_POSTS. */
export function isRead(id: OperationId): boolean {
  return operation(id).method === 'GET' || READ_ONLY_POSTS.has(id);
}

export function datasetOf(id: OperationId): DatasetConfig | undefined {
  return datasets.find(
    (d) => id.startsWith(d.key) && /^(List|Add|Get|Edit|Delete)$/.test(id.slice(d.key.length)),
  );
}

/** A key of `d` nobody has (the scratch record's scheme, another number). */
export function absentId(d: DatasetConfig, runId: string): string {
  return keyPath(
    d.primaryKey.map((k, i) => uniqueKey(d.columns.find((c) => c.key === k)?.type ?? 'text', runId, 90 + i)),
  );
}

/** The smallest request of `id` that names nothing, in a state the account may use. */
export function minimalRequest(id: OperationId, runId: string, hearingState: string): Target {
  const op = operation(id);
  const d = datasetOf(id);
  if (d) {
    const kind = id.slice(d.key.length);
    if (kind === 'List') return { path: `${d.endpoint}?page=1&limit=10` };
    if (kind === 'Add') return { path: d.endpointAdd, body: {} };
    if (kind === 'Get') return { path: `${d.endpoint}/${absentId(d, runId)}` };
    if (kind === 'Edit') return { path: `${d.endpointEdit}/${absentId(d, runId)}`, body: {} };
    return {
      path: `${d.endpointDelete}/${absentId(d, runId)}?primaryKey=${encodeURIComponent(d.primaryKey.join(','))}`,
    };
  }
  const path = op.path.replace('{state}', hearingState).replace('{id}', '2147483647');
  if (id === 'getVideosToUpdate') return { path: `${path}?state=${hearingState}` };
  if (id === 'getSpeakerSegments') return { path: `${path}?state=${hearingState}&videoID=2147483647` };
  return op.method === 'GET' ? { path } : { path, body: {} };
}

/** Every operation that needs a token (all but login and refresh-token). */
export function signedOperations(): OperationId[] {
  return (Object.keys(operations) as OperationId[]).filter((id) => id !== 'login' && id !== 'refreshToken');
}
