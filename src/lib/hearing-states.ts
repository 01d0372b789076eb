// SPEC §2, §6, §9: hearings (their transcripts and speakers) exist for Texas and Louisiana only, and
// a user whose stateConfigs hold either sees Transcripts, Link Finder and Speaker Assignment. The
// one statement of that rule: the navigation, the screens, their URLs, the mock backend's types and
// the contract verifier read it here. (The contract says the same in its TranscriptStateCode enum.)
// No imports: Node runs this file as it is (mocks/server, scripts/contract-verify).

export const HEARING_STATES = ['TX', 'LA'] as const;
export type HearingState = (typeof HEARING_STATES)[number];

export const isHearingState = (value: unknown): value is HearingState =>
  HEARING_STATES.some((s) => s === value);

/** The hearing states among the user's, TX first. */
export const hearingStatesOf = (stateConfigs: readonly string[]): HearingState[] =>
  HEARING_STATES.filter((s) => stateConfigs.includes(s));

/** Whether the user sees the hearing screens (Transcripts, Link Finder, Speaker Assignment). */
export const hasHearingStates = (stateConfigs: readonly string[]): boolean =>
  hearingStatesOf(stateConfigs).length > 0;
