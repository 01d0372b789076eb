// Transcripts exist for TX and LA only (SPEC §2, §6); a user sees those of them in their
// stateConfigs.
export const TRANSCRIPT_STATES = ['TX', 'LA'] as const;
export type TranscriptState = (typeof TRANSCRIPT_STATES)[number];

export const STATE_NAMES: Record<TranscriptState, string> = { TX: 'Texas', LA: 'Louisiana' };

export function transcriptStatesOf(stateConfigs: readonly string[]): TranscriptState[] {
  return TRANSCRIPT_STATES.filter((s) => stateConfigs.includes(s));
}
