import { describe, expect, it } from 'vitest';
import { parseSpeakersSearch } from './search';

describe('the Speakers address', () => {
  it('keeps a state of the hearings and a video number', () => {
    expect(parseSpeakersSearch({ state: 'LA', video: 4101 })).toEqual({ state: 'LA', video: 4101 });
  });

  it('drops what is not one from the address as written, which the router merges it over', () => {
    for (const raw of [{ video: '' }, { video: 'abc' }, { video: -3 }, { video: 1.5 }, { state: 'ZZ' }]) {
      const seen = { ...raw, ...parseSpeakersSearch(raw) };
      expect(seen, JSON.stringify(raw)).toEqual({});
    }
  });
});
