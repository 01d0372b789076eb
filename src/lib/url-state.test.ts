import { describe, expect, it } from 'vitest';
import { chosenState, searchValue, stateSearch, videoSearch } from './url-state';

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

describe('the video in the URL', () => {
  it('is a whole number from 1, as the router reads it; anything else is said to be undefined', () => {
    expect(videoSearch(4101)).toBe(4101);
    for (const value of ['', 'abc', '4101', 0, -3, 1.5, true, null, undefined, 2 ** 60]) {
      expect(videoSearch(value), String(value)).toBeUndefined();
    }
  });
});

describe('searchValue (how the router reads a search value)', () => {
  it('reads JSON, a number only where the address writes it as JavaScript would', () => {
    expect(searchValue('45')).toBe(45);
    expect(searchValue('-1.5')).toBe(-1.5);
    expect(searchValue('true')).toBe(true);
    expect(searchValue('"045"')).toBe('045');
    for (const text of ['1e5', '1.50', '-0', '1E3', '9007199254740993']) {
      expect(() => searchValue(text), text).toThrow(SyntaxError);
    }
  });
});
