// The hearings the mock backend knows, TX and LA only (SPEC §2). Lengths run from a few minutes
// to twelve hours: TX 4101 (three hours) has exactly 50,000 words and TX 4111 (a twelve-hour
// committee day, as Texas holds) exactly 150,000, the two sizes the transcript editor's benchmark
// measures. Words are generated from these facts (./transcripts.ts), never stored.

import type { HearingState } from '../../src/lib/hearing-states.ts';
import { testStream } from './test-stream.ts';

export interface Hearing {
  state: HearingState;
  VideoID: number;
  Committee: string;
  Date: string;
  Chamber: string;
  /** Length of the hearing, minutes. */
  minutes: number;
  /** Words in the transcript; about 150 a minute unless given. */
  words: number;
}

type Row = [id: number, committee: string, date: string, chamber: string, minutes: number, words?: number];

const TX: Row[] = [
  [4101, 'House Appropriations', '2026-03-10', 'House', 180, 50_000],
  [4102, 'Senate Finance', '2026-03-04', 'Senate', 95],
  [4103, 'House Public Education', '2026-02-25', 'House', 48],
  [4104, 'Senate State Affairs', '2026-02-18', 'Senate', 22],
  [4105, 'House Energy Resources', '2026-02-11', 'House', 6],
  [4106, 'Senate Criminal Justice', '2026-01-28', 'Senate', 35],
  [4107, 'House Ways & Means', '2025-11-19', 'House', 70],
  [4108, 'Senate Water, Agriculture & Rural Affairs', '2025-10-08', 'Senate', 14],
  [4109, 'House Appropriations', '2025-09-17', 'House', 3],
  [4110, 'Joint Committee on Sunset Review', '2025-08-27', 'Joint', 28],
  [4111, 'House State Affairs', '2026-01-21', 'House', 720, 150_000],
];

const LA: Row[] = [
  [5101, 'House Ways and Means', '2026-04-14', 'House', 64],
  [5102, 'Senate Finance', '2026-04-08', 'Senate', 110],
  [5103, 'House Education', '2026-03-31', 'House', 26],
  [5104, 'Senate Judiciary A', '2026-03-24', 'Senate', 9],
  [5105, 'House Natural Resources and Environment', '2026-03-17', 'House', 41],
  [5106, 'Senate Health and Welfare', '2026-03-10', 'Senate', 18],
  [5107, 'House Appropriations', '2026-02-24', 'House', 4],
  [5108, 'Senate Revenue and Fiscal Affairs', '2025-12-09', 'Senate', 52],
];

const toHearing =
  (state: HearingState) =>
  ([VideoID, Committee, date, Chamber, minutes, words]: Row): Hearing => ({
    state,
    VideoID,
    Committee,
    Date: date,
    Chamber,
    minutes,
    words: words ?? minutes * 150,
  });

export const HEARINGS: readonly Hearing[] = [...TX.map(toHearing('TX')), ...LA.map(toHearing('LA'))];

export function findHearing(state: HearingState, id: number): Hearing | undefined {
  return HEARINGS.find((h) => h.state === state && h.VideoID === id);
}

/** The synthetic stream long enough for the hearing. */
export function streamPath(h: Hearing): string {
  return testStream(h.minutes);
}
