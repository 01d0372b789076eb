// @vitest-environment node
// The hand-written refusal suites (state, input) name the calls of the contract they do not probe.
import { describe, expect, it } from 'vitest';
import { takesState, unprobed } from './contract.ts';

describe('what the hand-written refusal suites must cover', () => {
  it('knows a call names a state by its body, its path or its query', () => {
    expect(takesState('loadCrawlLinks')).toBe(true);
    expect(takesState('getCommittees')).toBe(true);
    expect(takesState('getVideosToUpdate')).toBe(true);
    expect(takesState('login')).toBe(false);
    expect(takesState('masterBillsList')).toBe(false);
  });

  it('names the calls a suite leaves out, outside the datasets', () => {
    const missing = unprobed(['loadCrawlLinks', 'updateCrawlLink'], takesState);
    expect(missing).toContain('getSummary');
    expect(missing).toContain('getCommittees');
    expect(missing).not.toContain('loadCrawlLinks');
    expect(missing).not.toContain('login');
    expect(missing.some((id) => id.startsWith('masterBills'))).toBe(false);
  });
});
