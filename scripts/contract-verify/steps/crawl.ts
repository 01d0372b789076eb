// The source links of a state: load them; unless read-only, change one link, put the old one
// back, and load again to confirm it is back.
import { generatedSchema } from '../contract.ts';
import type { Lane } from '../lane.ts';
import { describeValue } from '../mismatch.ts';

export async function checkCrawl(lane: Lane, state: string, readOnly: boolean, runId: string): Promise<void> {
  const load = (check: string) =>
    lane.exchange({ operation: 'loadCrawlLinks', check, path: '/api/crawl', body: { state } });
  const loaded = await load(`load the links of ${state}`);
  const change = `change one link of ${state}`;
  const restore = `put that link back`;
  const skip = (why: string) => {
    lane.skip('updateCrawlLink', change, why);
    lane.skip('updateCrawlLink', restore, why);
  };
  if (readOnly) return skip('read-only run (--read-only)');
  if (!loaded.ok) return skip('the links could not be loaded');

  // Only a link the contract lets us write back can be changed (update-link takes an http(s) URL).
  const body = loaded.verdict.body as Record<string, unknown>;
  const schema = generatedSchema('updateCrawlLink', 'Body');
  const entry = Object.entries(body).find(
    ([key, url]) =>
      key !== 'state' && typeof url === 'string' && schema?.safeParse({ state, key, url }).success,
  );
  if (!entry) return skip(`no link of ${state} holds an http(s) URL that could be put back`);
  const [key, old] = entry;

  await lane.exchange({
    operation: 'updateCrawlLink',
    check: `${change} (${key})`,
    path: '/api/crawl/update-link',
    body: { state, key, url: `https://example.org/contract-verify/${runId}` },
  });
  // Put back even when the change seemed to fail: it may have been stored all the same.
  await lane.exchange({
    operation: 'updateCrawlLink',
    check: `${restore} (${key})`,
    path: '/api/crawl/update-link',
    body: { state, key, url: old },
  });
  const again = await load(`confirm ${key} holds its old link again`);
  if (again.ok) {
    const now = (again.verdict.body as Record<string, unknown>)[key];
    if (now !== old) lane.behaviour(again.row, `/${key}`, describeValue(old), describeValue(now));
  }
}
