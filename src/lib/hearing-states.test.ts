import { describe, expect, it } from 'vitest';
import { hasHearingStates, hearingStatesOf, isHearingState } from './hearing-states';

describe('the TX/LA rule', () => {
  it('gives the hearing states among the user’s, TX first', () => {
    expect(hearingStatesOf(['LA', 'OH', 'TX'])).toEqual(['TX', 'LA']);
    expect(hearingStatesOf(['OH', 'LA'])).toEqual(['LA']);
    expect(hearingStatesOf(['OH', 'IL', 'tx'])).toEqual([]);
    expect(hasHearingStates(['IL', 'LA'])).toBe(true);
    expect(hasHearingStates(['OH', 'IL'])).toBe(false);
  });

  it('knows a hearing state in a URL or an answer', () => {
    expect(isHearingState('TX')).toBe(true);
    expect(isHearingState('LA')).toBe(true);
    expect(isHearingState('OH')).toBe(false);
    expect(isHearingState('tx')).toBe(false);
    expect(isHearingState(undefined)).toBe(false);
  });
});
