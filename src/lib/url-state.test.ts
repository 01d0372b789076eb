import { describe, expect, it } from 'vitest';
import { chosenState, stateSearch } from './url-state';

describe('the state in the URL', () => {
  it('keeps two capital letters, and the blank choice where a screen has one', () => {
    expect(stateSearch({ state: 'OH' })).toEqual({ state: 'OH' });
    expect(stateSearch({ state: 'oh' })).toEqual({});
    expect(stateSearch({ state: 'OHI' })).toEqual({});
    expect(stateSearch({ state: 12 })).toEqual({});
    expect(stateSearch({})).toEqual({});
    expect(stateSearch({ state: '' })).toEqual({});
    expect(stateSearch({ state: '' }, true)).toEqual({ state: '' });
  });

  it('shows the URL’s state if the user may use it, else TX, else their first', () => {
    expect(chosenState('OH', ['TX', 'OH'])).toBe('OH');
    expect(chosenState('CA', ['OH', 'TX'])).toBe('TX');
    expect(chosenState(undefined, ['OH', 'TX'])).toBe('TX');
    expect(chosenState(undefined, ['OH', 'IL'])).toBe('OH');
    expect(chosenState('LA', ['TX'])).toBe('TX');
    expect(chosenState('TX', [])).toBeUndefined();
  });
});
