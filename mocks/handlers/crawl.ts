import type { MockEnv } from '../env.ts';

// Filled in by the feature's own issue.
export function crawlHandlers(_env: MockEnv) {
  return [];
}
