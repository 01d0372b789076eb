// The Summary page's calls: a bill's versions, and the bill or section summaries of one version,
// which staff may rewrite. Edits are kept in the store over the seed.
//
// updateSummary of a section names only the section's item id (S2P10) besides state and session
// (the contract's shape). Item ids repeat from bill to bill, so the mock applies it to the section
// list this user fetched last in that state and session, as a server with a session would.
import { HttpResponse, http } from 'msw';
import { GetSummaryBody, GetVersionsBody, UpdateSummaryBody } from '../../src/api/gen/zod/bill/bill.zod.ts';
import { markDirty, slice } from '../db.ts';
import type { MockEnv } from '../env.ts';
import { failure, readBody, requireState, requireUser } from '../http.ts';
import {
  findVersion,
  type SectionItem,
  seedBillSummary,
  seedSections,
  versionsOf,
} from '../seed/summaries.ts';

const SLICE = 'summaries';

interface SummaryStore {
  /** Edited bill summaries by state|session|id. */
  bills: Record<string, string>;
  /** Edited section lists by state|session|id. */
  sections: Record<string, SectionItem[]>;
  /** The id of the section list each user fetched last, by user|state|session. */
  lastSections: Record<string, string>;
}

const notFound = (id: string, state: string, session: string): never =>
  failure(404, `No summary found for ${id} (${state}, session ${session})`, 'not_found');

export function summaryHandlers(env: MockEnv) {
  const store = (request: Request) =>
    slice<SummaryStore>(env.dbFor(request), SLICE, () => ({ bills: {}, sections: {}, lastSections: {} }));
  const changed = (request: Request) => {
    markDirty(env.dbFor(request), SLICE);
    env.persist(request);
  };
  const version = (state: string, session: string, id: string) => {
    const found = findVersion(state, session, id);
    if (!found.ok) failure(404, found.message, 'not_found');
    return found.value;
  };
  const sectionsOf = (s: SummaryStore, state: string, session: string, id: string) => {
    const { bill, version: v } = version(state, session, id);
    return s.sections[`${state}|${session}|${id}`] ?? seedSections(state, session, bill, v);
  };

  return [
    http.post('*/api/bill/getVersions', async ({ request }) => {
      const claims = await requireUser(request, env);
      const { state, id, session } = await readBody(request, GetVersionsBody);
      requireState(claims, state);
      const versions = versionsOf(state, session, id);
      if (!versions.ok) failure(404, versions.message, 'not_found');
      return HttpResponse.json(versions.value);
    }),

    http.post('*/api/bill/getSummary', async ({ request }) => {
      const claims = await requireUser(request, env);
      const { state, type, id, session } = await readBody(request, GetSummaryBody);
      requireState(claims, state);
      const s = store(request);
      const key = `${state}|${session}|${id}`;
      if (type === 'bill') {
        const { bill, version: v } = version(state, session, id);
        const summary = s.bills[key] ?? seedBillSummary(state, session, bill, v);
        if (summary === null) notFound(id, state, session);
        return HttpResponse.json({ summary });
      }
      const summaries = sectionsOf(s, state, session, id);
      if (summaries === null) notFound(id, state, session);
      s.lastSections[`${String(claims.sub)}|${state}|${session}`] = id;
      changed(request);
      return HttpResponse.json({ summaries });
    }),

    http.post('*/api/bill/updateSummary', async ({ request }) => {
      const claims = await requireUser(request, env);
      const { state, type, id, session, newSummary } = await readBody(request, UpdateSummaryBody);
      requireState(claims, state);
      const s = store(request);
      if (type === 'bill') {
        version(state, session, id);
        s.bills[`${state}|${session}|${id}`] = newSummary;
        changed(request);
        return HttpResponse.json({ message: `Summary of ${id} updated` });
      }
      const billId = s.lastSections[`${String(claims.sub)}|${state}|${session}`];
      if (!billId)
        failure(
          404,
          `Fetch the sections of a bill in ${state} session ${session} before updating one`,
          'not_found',
        );
      const list = sectionsOf(s, state, session, billId);
      const item = list?.find((i) => i.id === id);
      if (!list || !item)
        failure(404, `No section ${id} in ${billId} (${state}, session ${session})`, 'not_found');
      item.summary = newSummary;
      s.sections[`${state}|${session}|${billId}`] = list;
      changed(request);
      return HttpResponse.json({ message: `Section ${id} of ${billId} updated` });
    }),
  ];
}
