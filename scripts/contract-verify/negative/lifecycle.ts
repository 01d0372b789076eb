// A created record is listed, and a deleted one is gone: the list is searched for the record's
// key, narrowed by the most telling filter the dataset offers (its key, the scratch marker, any
// value of the record), page after page.

import { joinKey, rowKey } from '../../../src/lib/row-key.ts';
import type { DatasetConfig, OperationId } from '../contract.ts';
import { parameterMaximum } from '../contract.ts';
import type { Lane } from '../lane.ts';
import type { Fields } from '../scratch.ts';

/** Pages read at most while searching (the filter usually leaves one). */
const MAX_PAGES = 50;

function narrowest(d: DatasetConfig, record: Fields): [string, string] | undefined {
  const filters = d.columns.filter((c) => c.filter);
  const has = (k: string) => record[k] !== null && record[k] !== undefined && record[k] !== '';
  const key = filters.find((c) => d.primaryKey.includes(c.key) && has(c.key));
  if (key && d.primaryKey.length === 1) return [key.key, String(record[key.key])];
  const text = filters.find(
    (c) =>
      (c.type === 'text' || c.type === 'textarea') &&
      has(c.key) &&
      /contract-verify/.test(String(record[c.key])),
  );
  if (text) return [text.key, String(record[text.key])];
  const any = key ?? filters.find((c) => has(c.key));
  return any ? [any.key, String(record[any.key])] : undefined;
}

/** Searches the list for the record with key `key`; the row passes when found is `want`. */
export async function seekRecord(
  lane: Lane,
  d: DatasetConfig,
  key: unknown[],
  record: Fields,
  want: boolean,
  check: string,
  /** What `record` was built from (the add answer): a filter the contract refuses is not sent. */
  from?: string,
): Promise<void> {
  const id = `${d.key}List` as OperationId;
  const limit = parameterMaximum('Limit');
  const filter = narrowest(d, record);
  const path = (page: number) =>
    `${d.endpoint}?${new URLSearchParams({ page: String(page), limit: String(limit), ...(filter ? { [filter[0]]: filter[1] } : {}) })}`;
  const wanted = joinKey(key);
  const first = await lane.exchange({ operation: id, check, path: path(1), suite: 'lifecycle', from });
  if (!first.ok) return;
  let body = first.verdict.body as { data: Fields[]; pagination: { hasNextPage: boolean } };
  let seen = 0;
  for (let page = 1; ; page++) {
    seen += body.data.length;
    const hit = body.data.some((r) => rowKey(d, r) === wanted);
    if (hit) {
      if (!want)
        lane.behaviour(
          first.row,
          '/data',
          `no record with ${d.primaryKey.join(', ')} ${wanted}`,
          `it is listed (page ${page})`,
        );
      else if (page > 1) first.row.note = `found on page ${page}`;
      return;
    }
    if (!body.pagination.hasNextPage) break;
    if (page >= MAX_PAGES) {
      first.row.result = 'skip';
      first.row.note = `not among the first ${seen} records of ${MAX_PAGES} pages; the list has more`;
      return;
    }
    const next = await lane.client.call({ method: 'GET', path: path(page + 1) });
    if (next.status !== 200 || !next.isJson) {
      lane.behaviour(first.row, '', `page ${page + 1} of the same list`, `status ${next.status ?? 'none'}`);
      return;
    }
    body = next.json as typeof body;
  }
  if (want)
    lane.behaviour(
      first.row,
      '/data',
      `a record with ${d.primaryKey.join(', ')} ${wanted}${filter ? ` (filtered by ${filter[0]})` : ''}`,
      `none among the ${seen} listed`,
    );
}

/** A second delete of a deleted record is refused with 404. */
export async function secondDeleteRefused(lane: Lane, d: DatasetConfig, path: string): Promise<void> {
  await lane.probe({
    operation: `${d.key}Delete` as OperationId,
    suite: 'lifecycle',
    check: 'delete it again: refused (404)',
    path,
    expect: [404],
  });
}
