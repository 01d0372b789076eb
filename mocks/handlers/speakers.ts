import type { MockEnv } from '../env.ts';

// Filled in by the feature's own issue.
export function speakerHandlers(_env: MockEnv) {
  return [];
}
