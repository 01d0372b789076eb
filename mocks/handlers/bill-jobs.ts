import type { MockEnv } from '../env.ts';

// Filled in by the feature's own issue.
export function billJobHandlers(_env: MockEnv) {
  return [];
}
