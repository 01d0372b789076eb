// Hearing transcripts (SPEC §2, §7): the TX and LA hearing lists, each hearing's transcript, and
// saving an edited one. Generated transcripts are shared by every store (they never change); the
// store's slice holds only the edited ones, as patches, so the persisted data stays small.
import { HttpResponse, http } from 'msw';
import * as zod from 'zod/mini';
import {
  GetCommitteesParams,
  GetTranscriptParams,
  GetTranscriptQueryParams,
  UpdateTranscriptBody,
} from '../../src/api/gen/zod/bill/bill.zod.ts';
import type { HearingState } from '../../src/lib/hearing-states.ts';
import { markDirty, slice } from '../db.ts';
import type { MockEnv } from '../env.ts';
import { check, failure, queryObject, readBody, requireState, requireUser } from '../http.ts';
import { generateTranscript, type Word } from '../seed/transcripts.ts';
import { findHearing, HEARINGS, type Hearing, streamPath } from '../seed/transcripts-hearings.ts';
import { decodePatch, encodePatch, type TranscriptPatch } from '../seed/transcripts-patch.ts';

const SLICE = 'transcripts';

// The contract leaves a word open (TranscriptWordEdit has no additionalProperties: false: the
// console sends back words as a server answered them), but orval's strict bodies close every
// nested object. The body stays closed; its words are checked by the same fields, left open.
const word = UpdateTranscriptBody.shape.newTranscript._zod.def.element._zod.def.element;
const UpdateTranscriptRequest = zod.strictObject({
  ...UpdateTranscriptBody.shape,
  newTranscript: zod.array(zod.array(zod.looseObject(word.shape))),
});

interface TranscriptSlice {
  /** Edited transcripts by `${state}:${VideoID}`. */
  edited: Record<string, TranscriptPatch>;
}

const generated = new Map<string, Word[][]>();

function baseTranscript(h: Hearing): Word[][] {
  const key = `${h.state}:${h.VideoID}`;
  let t = generated.get(key);
  if (!t) {
    t = generateTranscript(h);
    generated.set(key, t);
  }
  return t;
}

const answers = new Map<string, string>();

/** The answer for a hearing nobody edited, as sent: serialized once (the 50,000-word one is 4 MB),
 * as a real server would serve a stored transcript. */
function baseAnswer(h: Hearing): string {
  const key = `${h.state}:${h.VideoID}`;
  let text = answers.get(key);
  if (text === undefined) {
    text = JSON.stringify({ id: h.VideoID, state: h.state, transcript: baseTranscript(h) });
    answers.set(key, text);
  }
  return text;
}

/** The origin the browser used: behind the preview's proxy the request reaches us re-addressed,
 * but Origin or Referer still name the page's origin, which serves /mock-media too. */
function publicOrigin(request: Request): string {
  for (const header of ['origin', 'referer']) {
    const value = request.headers.get(header);
    if (!value) continue;
    try {
      return new URL(value).origin;
    } catch {
      // not a URL: try the next
    }
  }
  return new URL(request.url).origin;
}

function hearingOr404(state: HearingState, id: number): Hearing {
  const h = findHearing(state, id);
  if (!h) failure(404, `There is no ${state} hearing with video ${id}`, 'not_found');
  return h;
}

export function transcriptHandlers(env: MockEnv) {
  const store = (request: Request) =>
    slice<TranscriptSlice>(env.dbFor(request), SLICE, () => ({ edited: {} }));

  return [
    http.get('*/api/bill/committees/:state', async ({ request, params }) => {
      const claims = await requireUser(request, env);
      const { state } = check(params, GetCommitteesParams, 'path');
      requireState(claims, state);
      const origin = publicOrigin(request);
      // The contract promises no order; answer by committee so the console's sort is exercised.
      const hearings = HEARINGS.filter((h) => h.state === state).sort((a, b) =>
        a.Committee.localeCompare(b.Committee),
      );
      return HttpResponse.json(
        hearings.map((h) => ({
          VideoID: h.VideoID,
          Committee: h.Committee,
          Date: h.Date,
          Link: `${origin}${streamPath(h)}`,
          Chamber: h.Chamber,
        })),
      );
    }),

    http.get('*/api/bill/getTranscript/:state/:id', async ({ request, params }) => {
      const claims = await requireUser(request, env);
      const { state, id } = check(params, GetTranscriptParams, 'path');
      const { paragraphs } = check(
        queryObject(request),
        zod.strictObject(GetTranscriptQueryParams.shape),
        'query',
      );
      requireState(claims, state);
      const h = hearingOr404(state, id);
      const patch = store(request).edited[`${state}:${id}`];
      if (patch || paragraphs !== undefined) {
        const transcript = patch ? decodePatch(baseTranscript(h), patch) : baseTranscript(h);
        return HttpResponse.json({ id, state, transcript: transcript.slice(0, paragraphs) });
      }
      return new HttpResponse(baseAnswer(h), { headers: { 'Content-Type': 'application/json' } });
    }),

    http.post('*/api/bill/updateTranscript', async ({ request }) => {
      const claims = await requireUser(request, env);
      const body = await readBody(request, UpdateTranscriptRequest);
      requireState(claims, body.state);
      const h = hearingOr404(body.state, body.id);
      store(request).edited[`${body.state}:${body.id}`] = encodePatch(baseTranscript(h), body.newTranscript);
      markDirty(env.dbFor(request), SLICE);
      env.persist(request);
      return HttpResponse.json({ message: 'Transcript saved' });
    }),
  ];
}
