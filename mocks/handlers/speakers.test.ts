import { describe, expect, it } from 'vitest';
import type { Video, VideoDetail } from '../../src/api/gen/model/index.ts';
import { LARGE_HEARING_CANDIDATES, LARGE_HEARING_ID } from '../seed/speakers.ts';

const BASE = 'http://console.test';

async function token(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${await token()}`,
      'Content-Type': 'application/json',
      Referer: 'http://127.0.0.1:9999/speakers',
    },
  });
  return { status: res.status, body: (await res.json()) as T };
}

const videos = (state: string) => call<Video[]>(`/api/speaker/videos-to-update?state=${state}`);
const detail = (state: string, id: number) =>
  call<VideoDetail>(`/api/speaker/speaker-segments?state=${state}&videoID=${id}`);
const lockIn = (body: unknown) =>
  call<{ message: string }>('/api/speaker/update-assignment', { method: 'POST', body: JSON.stringify(body) });

const groupIds = (d: VideoDetail) => [...new Set(d.speakerSegments.map((s) => s.SpeakerID))];

describe('speaker mock', () => {
  it('lists each state’s videos with a stream address on the console’s own origin', async () => {
    const tx = (await videos('TX')).body;
    const la = (await videos('LA')).body;
    expect(tx.length).toBeGreaterThan(4);
    expect(la.length).toBeGreaterThan(3);
    for (const v of tx) expect(v.Link).toMatch(/^http:\/\/127\.0\.0\.1:9999\/mock-media\/.+\.m3u8$/);
  });

  it('gives the benchmark hearing dozens of voice groups and exactly 30,000 candidates', async () => {
    const { body } = await detail('TX', LARGE_HEARING_ID);
    expect(groupIds(body).length).toBeGreaterThan(40);
    const total = body.lobbyists.length + body.members.length + (body.speakers?.length ?? 0);
    expect(total).toBe(LARGE_HEARING_CANDIDATES);
    expect(body.members.every((m) => m.chamber === 'House')).toBe(true);
  });

  it('takes locked-in segments off the video, and the video off the list when none remain', async () => {
    const short = (await videos('TX')).body.find((v) => v.Committee === 'Senate Committee on Nominations');
    expect(short).toBeDefined();
    const id = (short as Video).VideoID;
    const before = (await detail('TX', id)).body;
    const groups = groupIds(before);
    expect(groups.length).toBe(3);
    for (const [i, g] of groups.entries()) {
      const segmentIDs = before.speakerSegments
        .filter((s) => s.SpeakerID === g)
        .map((s) => s.SpeakerSegmentID);
      const res = await lockIn({
        videoID: id,
        segmentIDs,
        assignedSpeaker: { id: g, name: `Pat Example ${i}`, type: 'New', extra: '' },
        state: 'TX',
      });
      expect(res.status).toBe(200);
      const after = (await detail('TX', id)).body;
      expect(after.speakerSegments.some((s) => segmentIDs.includes(s.SpeakerSegmentID))).toBe(false);
    }
    expect((await videos('TX')).body.some((v) => v.VideoID === id)).toBe(false);
    const named = (await detail('TX', LARGE_HEARING_ID)).body.speakers ?? [];
    expect(named.some((s) => s.name === 'Pat Example 0')).toBe(true);
  });

  it('refuses a segment that is not waiting, and an unknown video', async () => {
    const bad = await lockIn({
      videoID: LARGE_HEARING_ID,
      segmentIDs: [1],
      assignedSpeaker: { id: 1, name: 'X', type: 'New', extra: '' },
      state: 'TX',
    });
    expect(bad).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: `Segment 1 of video ${LARGE_HEARING_ID} is not waiting for a speaker`,
      }),
    });
    expect((await detail('LA', LARGE_HEARING_ID)).status).toBe(404);
  });

  // The contract's rule for text in a request (contract/README.md) holds for a text id too.
  it.each([
    ['a NUL in a text id', 'M\u0000'],
    ['an empty text id', ''],
    ['a text id over 64 characters', 'M'.repeat(65)],
  ])('refuses %s of the assigned speaker', async (_what, id) => {
    const bad = await lockIn({
      videoID: LARGE_HEARING_ID,
      segmentIDs: [1],
      assignedSpeaker: { id, name: 'X', type: 'New', extra: '' },
      state: 'TX',
    });
    expect(bad).toEqual({
      status: 400,
      body: expect.objectContaining({ message: expect.stringMatching(/assignedSpeaker\.id/) }),
    });
  });
});
