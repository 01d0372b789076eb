// Update State Links: the link columns of each of the 50 states, and replacing one of them.
import { HttpResponse, http } from 'msw';
import { LoadCrawlLinksBody, UpdateCrawlLinkBody } from '../../src/api/gen/zod/crawl/crawl.zod.ts';
import { stateName } from '../../src/lib/us-states.ts';
import { markDirty, slice } from '../db.ts';
import type { MockEnv } from '../env.ts';
import { failure, readBody, requireState, requireUser } from '../http.ts';
import { type StateLinks, seedCrawlLinks } from '../seed/crawl.ts';

const SLICE = 'crawl';

export function crawlHandlers(env: MockEnv) {
  const linksOf = (request: Request, state: string): StateLinks => {
    const links = slice(env.dbFor(request), SLICE, seedCrawlLinks)[state];
    if (!links) failure(404, `No source links are recorded for ${state}`, 'unknown_state');
    return links;
  };

  return [
    http.post('*/api/crawl', async ({ request }) => {
      const claims = await requireUser(request, env);
      const { state } = await readBody(request, LoadCrawlLinksBody);
      requireState(claims, state);
      return HttpResponse.json({ state, ...linksOf(request, state) });
    }),

    http.post('*/api/crawl/update-link', async ({ request }) => {
      const claims = await requireUser(request, env);
      const { state, key, url } = await readBody(request, UpdateCrawlLinkBody);
      requireState(claims, state);
      const links = linksOf(request, state);
      if (!(key in links))
        failure(404, `${stateName(state)} has no link column named ${key}`, 'unknown_column');
      links[key] = url;
      markDirty(env.dbFor(request), SLICE);
      env.persist(request);
      return HttpResponse.json({ message: `${key} of ${stateName(state)} updated`, state, key, url });
    }),
  ];
}
