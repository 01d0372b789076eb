// Seed data of the speaker mock: hearing videos of TX and LA with diarised segments, the states'
// lobbyists, each chamber's members and the speakers already named. Deterministic: the same
// people and segments on every host and run.
//
// Benchmark fixture: video LARGE_HEARING_ID (TX, "House Committee on Appropriations") carries
// exactly LARGE_HEARING_CANDIDATES candidates (lobbyists + members + named speakers): the state's
// lobbyists plus the filers of earlier years.
import type {
  ExistingSpeaker,
  SpeakerLobbyist,
  SpeakerMember,
  SpeakerSegment,
  Video,
} from '../../src/api/gen/model/index.ts';
import type { HearingState } from '../../src/lib/hearing-states.ts';
import { createRng, hashSeed, type Rng } from '../lib/random.ts';
import { AGENCIES, ASSOCIATIONS, FIRM_SUFFIXES, GIVEN_NAMES, ROLES, SURNAMES } from './speakers-names.ts';
import { testStream } from './test-stream.ts';

export interface SeedVideo extends Omit<Video, 'Link'> {
  state: HearingState;
  /** Path of the stream on the console's own origin. */
  path: string;
  /** Length of the hearing, seconds. */
  seconds: number;
  /** Diarised voices: the chair, members, witnesses. */
  members: number;
  witnesses: number;
}

export const LARGE_HEARING_ID = 4101;
export const LARGE_HEARING_CANDIDATES = 30_000;

/** The synthetic test stream long enough to seek anywhere in it. */
const stream = (seconds: number) => testStream(seconds / 60);
const v = (
  VideoID: number,
  state: HearingState,
  Chamber: string,
  Committee: string,
  date: string,
  seconds: number,
  members: number,
  witnesses: number,
): SeedVideo => ({
  VideoID,
  state,
  Chamber,
  Committee,
  Date: date,
  path: stream(seconds),
  seconds,
  members,
  witnesses,
});

export const SPEAKER_VIDEOS: readonly SeedVideo[] = [
  v(LARGE_HEARING_ID, 'TX', 'House', 'House Committee on Appropriations', '2025-02-11', 3 * 3600, 14, 50),
  v(4102, 'TX', 'Senate', 'Senate Committee on Finance', '2025-02-04', 3 * 3600, 10, 32),
  v(4103, 'TX', 'House', 'House Committee on State Affairs', '2025-03-19', 3 * 3600, 9, 26),
  v(
    4104,
    'TX',
    'Senate',
    'Senate Committee on Water, Agriculture and Rural Affairs',
    '2025-03-12',
    7200,
    6,
    18,
  ),
  v(4105, 'TX', 'House', 'House Committee on Public Education', '2025-04-01', 3 * 3600, 11, 40),
  v(4106, 'TX', 'Senate', 'Senate Committee on Nominations', '2025-03-05', 25 * 60, 1, 1),
  v(4107, 'TX', 'House', 'House Committee on Energy Resources', '2025-04-08', 5400, 7, 12),
  v(5201, 'LA', 'House', 'House Committee on Appropriations', '2025-04-21', 3 * 3600, 10, 30),
  v(5202, 'LA', 'Senate', 'Senate Committee on Finance', '2025-05-06', 3 * 3600, 8, 22),
  v(5203, 'LA', 'House', 'House Committee on Natural Resources and Environment', '2025-04-30', 7200, 7, 15),
  v(5204, 'LA', 'Senate', 'Senate Committee on Judiciary A', '2025-05-13', 3600, 5, 8),
  v(5205, 'LA', 'House', 'House Committee on Ways and Means', '2025-05-20', 20 * 60, 1, 1),
];

// ---- segments -------------------------------------------------------------------------------

const tenths = (seconds: number) => Math.round(seconds * 10);

/**
 * A hearing as a diarizer sees it: the chair (voice 1) opens and steers, members ask, witnesses
 * testify in turn and answer; a few stray voices (a cough, a clerk) make one-segment groups.
 * Voices are numbered in order of first appearance, as diarizers do.
 */
export function seedSegments(video: SeedVideo): SpeakerSegment[] {
  const rng = createRng(hashSeed(`speakers:segments:${video.VideoID}`));
  const turns: { voice: string; start: number; end: number }[] = [];
  const perWitness = video.seconds / Math.max(1, video.witnesses);
  let t = rng.int(2, 6);
  let witness = 0;
  let witnessTime = 0;
  let first = true;
  const say = (voice: string, seconds: number) => {
    const end = Math.min(video.seconds, t + seconds);
    turns.push({ voice, start: t, end });
    t = end + 0.2 + rng.next() * 1.8;
  };
  while (t < video.seconds - 5) {
    const roll = rng.next();
    if (roll < 0.2 || first) {
      say('chair', 2 + rng.next() * (first ? 40 : 14));
      first = false;
    } else if (roll < 0.65) {
      const seconds = witnessTime === 0 ? 60 + rng.next() * 150 : 5 + rng.next() * 50;
      say(`witness:${witness}`, seconds);
      witnessTime += seconds;
      if (witnessTime > perWitness * 0.8 && witness < video.witnesses - 1) {
        witness++;
        witnessTime = 0;
      }
    } else if (video.members > 0) {
      say(`member:${rng.int(0, video.members - 1)}`, 4 + rng.next() * 36);
    }
    if (video.seconds > 3600 && rng.chance(0.012)) say(`stray:${turns.length}`, 0.6 + rng.next() * 2);
  }
  const ids = new Map<string, number>();
  return turns.map((turn, i) => {
    let id = ids.get(turn.voice);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(turn.voice, id);
    }
    return {
      SpeakerSegmentID: video.VideoID * 10_000 + i + 1,
      SpeakerID: id,
      StartTime: tenths(turn.start),
      EndTime: tenths(turn.end),
    };
  });
}

// ---- people ---------------------------------------------------------------------------------

const COUNTS = {
  TX: { lobbyists: 2600, speakers: 420, House: 150, Senate: 31 },
  LA: { lobbyists: 1500, speakers: 260, House: 105, Senate: 39 },
} as const;

const initial = (rng: Rng) => String.fromCharCode(65 + rng.int(0, 25));

function person(rng: Rng, state: HearingState): { given: string; surname: string; middle: string } {
  return { given: rng.pick(GIVEN_NAMES), surname: rng.pick(SURNAMES[state]), middle: initial(rng) };
}

function business(rng: Rng, state: HearingState): string | null {
  const roll = rng.next();
  if (roll < 0.05) return null;
  if (roll < 0.55) return rng.pick(ASSOCIATIONS[state]);
  const a = rng.pick(SURNAMES[state]);
  return roll < 0.75 ? `${a} & ${rng.pick(SURNAMES[state])} LLP` : `${a} ${rng.pick(FIRM_SUFFIXES)}`;
}

/** Lobbyists as the ethics commissions list filers: "Last, First M.". */
function makeLobbyists(
  state: HearingState,
  label: string,
  count: number,
  firstId: number,
): SpeakerLobbyist[] {
  const rng = createRng(hashSeed(`speakers:lobbyists:${state}:${label}`));
  return Array.from({ length: count }, (_, i) => {
    const p = person(rng, state);
    const name = rng.chance(0.7) ? `${p.surname}, ${p.given} ${p.middle}.` : `${p.surname}, ${p.given}`;
    return { FilerID: firstId + i, FilerName: name, Business: business(rng, state) };
  });
}

const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

function lobbyists(state: HearingState): SpeakerLobbyist[] {
  return cached(`lobbyists:${state}`, () =>
    makeLobbyists(state, 'current', COUNTS[state].lobbyists, state === 'TX' ? 70_001 : 80_001),
  );
}

/** The chamber's members, "First Last", one per district. */
export function members(state: HearingState, chamber: string): SpeakerMember[] {
  const seats = chamber === 'Senate' ? COUNTS[state].Senate : COUNTS[state].House;
  return cached(`members:${state}:${chamber}`, () => {
    const rng = createRng(hashSeed(`speakers:members:${state}:${chamber}`));
    const base = (state === 'TX' ? 1000 : 3000) + (chamber === 'Senate' ? 500 : 0);
    return Array.from({ length: seats }, (_, i) => {
      const p = person(rng, state);
      return {
        memberNumber: base + i + 1,
        name: rng.chance(0.2) ? `${p.given} ${p.middle}. ${p.surname}` : `${p.given} ${p.surname}`,
        district: String(i + 1),
        party: rng.chance(state === 'TX' ? 0.58 : 0.62) ? 'R' : 'D',
        chamber,
      };
    });
  });
}

/** Speakers named on earlier videos: agency staff, and some lobbyists already named once. */
export function namedSpeakers(state: HearingState): ExistingSpeaker[] {
  return cached(`named:${state}`, () => {
    const rng = createRng(hashSeed(`speakers:named:${state}`));
    const known = lobbyists(state);
    return Array.from({ length: COUNTS[state].speakers }, (_, i) => {
      const id = (state === 'TX' ? 5000 : 6000) + i + 1;
      if (i % 12 === 0) {
        const l = rng.pick(known);
        return { id, name: l.FilerName, extra: l.Business ?? 'Registered lobbyist' };
      }
      const p = person(rng, state);
      return {
        id,
        name: `${p.given} ${p.surname}`,
        extra: `${rng.pick(ROLES)}, ${rng.pick(AGENCIES[state])}`,
      };
    });
  });
}

/** The lobbyists offered for a video: the state's, and for the benchmark hearing enough earlier
 * filers to bring its candidates to exactly LARGE_HEARING_CANDIDATES. */
export function videoLobbyists(video: SeedVideo, namedCount: number): SpeakerLobbyist[] {
  const current = lobbyists(video.state);
  if (video.VideoID !== LARGE_HEARING_ID) return current;
  const others = current.length + members(video.state, video.Chamber).length + namedCount;
  const earlier = cached(`lobbyists:${video.state}:earlier`, () =>
    makeLobbyists(video.state, 'earlier', LARGE_HEARING_CANDIDATES, 200_001),
  );
  return [...current, ...earlier.slice(0, Math.max(0, LARGE_HEARING_CANDIDATES - others))];
}
