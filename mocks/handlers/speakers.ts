// Speaker assignment (SPEC §7): the videos that still have unnamed segments, a video's segments
// and candidates, and the lock-in, which takes the group's segments off the video's pending list
// (a video with none left leaves videos-to-update). A name typed by hand (type New) becomes a
// named speaker, offered as Existing from then on.
import { HttpResponse, http } from 'msw';
import * as zod from 'zod/mini';
import type { ExistingSpeaker, SpeakerSegment, Video } from '../../src/api/gen/model/index.ts';
import {
  GetSpeakerSegmentsQueryParams,
  GetVideosToUpdateQueryParams,
  UpdateSpeakerAssignmentBody,
} from '../../src/api/gen/zod/speaker/speaker.zod.ts';
import type { HearingState } from '../../src/lib/hearing-states.ts';
import { markDirty, slice } from '../db.ts';
import type { MockEnv } from '../env.ts';
import { check, failure, queryObject, readBody, requireState, requireUser } from '../http.ts';
import {
  members,
  namedSpeakers,
  type SeedVideo,
  SPEAKER_VIDEOS,
  seedSegments,
  videoLobbyists,
} from '../seed/speakers.ts';

interface SpeakerSlice {
  /** Segments still waiting for a name, by VideoID. */
  pending: Record<string, SpeakerSegment[]>;
  /** Speakers named through this mock (type New), by state. */
  added: Record<HearingState, ExistingSpeaker[]>;
  nextSpeakerId: number;
}

const SLICE = 'speakers';

function seed(): SpeakerSlice {
  const pending: Record<string, SpeakerSegment[]> = {};
  for (const video of SPEAKER_VIDEOS) pending[video.VideoID] = seedSegments(video);
  return { pending, added: { TX: [], LA: [] }, nextSpeakerId: 90_001 };
}

/** The console's own origin: the stream is served beside the app (dev worker, preview proxy). */
function origin(request: Request): string {
  for (const header of ['origin', 'referer']) {
    const value = request.headers.get(header);
    if (value) {
      try {
        return new URL(value).origin;
      } catch {
        // not a URL: try the next source
      }
    }
  }
  return new URL(request.url).origin;
}

function toVideo(video: SeedVideo, request: Request): Video {
  const { VideoID, Committee, Chamber } = video;
  return { VideoID, Committee, Date: video.Date, Chamber, Link: `${origin(request)}${video.path}` };
}

function findVideo(state: string, videoID: number): SeedVideo {
  const video = SPEAKER_VIDEOS.find((x) => x.VideoID === videoID && x.state === state);
  if (!video) failure(404, `No hearing video ${videoID} in ${state}`, 'not_found');
  return video;
}

export function speakerHandlers(env: MockEnv) {
  const data = (request: Request) => slice(env.dbFor(request), SLICE, seed);

  return [
    http.get('*/api/speaker/videos-to-update', async ({ request }) => {
      const claims = await requireUser(request, env);
      const { state } = check(
        queryObject(request),
        zod.strictObject(GetVideosToUpdateQueryParams.shape),
        'query',
      );
      requireState(claims, state);
      const { pending } = data(request);
      const videos = SPEAKER_VIDEOS.filter((x) => x.state === state && (pending[x.VideoID]?.length ?? 0) > 0);
      return HttpResponse.json(videos.map((x) => toVideo(x, request)));
    }),

    http.get('*/api/speaker/speaker-segments', async ({ request }) => {
      const claims = await requireUser(request, env);
      const { state, videoID } = check(
        queryObject(request),
        zod.strictObject(GetSpeakerSegmentsQueryParams.shape),
        'query',
      );
      requireState(claims, state);
      const video = findVideo(state, videoID);
      const { pending, added } = data(request);
      const speakers = [...namedSpeakers(video.state), ...added[video.state]];
      return HttpResponse.json({
        speakerSegments: pending[video.VideoID] ?? [],
        lobbyists: videoLobbyists(video, speakers.length),
        members: members(video.state, video.Chamber),
        speakers,
      });
    }),

    http.post('*/api/speaker/update-assignment', async ({ request }) => {
      const claims = await requireUser(request, env);
      const body = await readBody(request, UpdateSpeakerAssignmentBody);
      requireState(claims, body.state);
      const video = findVideo(body.state, body.videoID);
      const store = data(request);
      const pending = store.pending[video.VideoID] ?? [];
      const waiting = new Set(pending.map((s) => s.SpeakerSegmentID));
      const missing = body.segmentIDs.find((id) => !waiting.has(id));
      if (missing !== undefined)
        failure(
          400,
          `Segment ${missing} of video ${video.VideoID} is not waiting for a speaker`,
          'not_pending',
        );
      const named = new Set(body.segmentIDs);
      store.pending[video.VideoID] = pending.filter((s) => !named.has(s.SpeakerSegmentID));
      const { assignedSpeaker: who } = body;
      if (who.type === 'New') {
        const list = store.added[video.state];
        if (!list.some((s) => s.name === who.name)) list.push({ id: store.nextSpeakerId++, name: who.name });
      }
      markDirty(env.dbFor(request), SLICE);
      env.persist(request);
      const n = body.segmentIDs.length;
      return HttpResponse.json({
        message: `${who.name} named as the speaker of ${n} segment${n === 1 ? '' : 's'}`,
      });
    }),
  ];
}
