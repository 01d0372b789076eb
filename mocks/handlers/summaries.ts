import type { MockEnv } from '../env.ts';

// Filled in by the feature's own issue.
export function summaryHandlers(_env: MockEnv) {
  return [];
}
