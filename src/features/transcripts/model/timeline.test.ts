import { describe, expect, it } from 'vitest';
import { buildTimeline, wordAtTime } from './timeline';
import type { Transcript } from './types';

const w = (word: string, startTime: string) => ({ word, startTime, endTime: startTime, speaker: 'S' });

describe('the word spoken at a moment', () => {
  const t: Transcript = [[w('a', '10.00'), w('b', '20.00')], [w('c', '35.50')]];
  const tl = buildTimeline(t);

  it('is the last word started, times being seconds times ten', () => {
    expect(wordAtTime(tl, 0.99)).toBeNull();
    expect(wordAtTime(tl, 1)).toEqual({ p: 0, w: 0 });
    expect(wordAtTime(tl, 2.5)).toEqual({ p: 0, w: 1 });
    expect(wordAtTime(tl, 3.55)).toEqual({ p: 1, w: 0 });
    expect(wordAtTime(tl, 9999)).toEqual({ p: 1, w: 0 });
  });

  it('copes with times out of order', () => {
    const messy = buildTimeline([[w('late', '50.00'), w('early', '5.00')]]);
    expect(wordAtTime(messy, 1)).toEqual({ p: 0, w: 1 });
    expect(wordAtTime(messy, 6)).toEqual({ p: 0, w: 0 });
  });
});
