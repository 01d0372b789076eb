import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_WAIT_MS, usePlayerAfterWords } from './use-player-after-words';

describe('usePlayerAfterWords', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const paint = () =>
    act(() => {
      for (const cb of frames.splice(0)) cb(0);
    });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('lets the player come in the task after the frame that shows the words', () => {
    const { result, rerender } = renderHook(({ shown }) => usePlayerAfterWords(shown), {
      initialProps: { shown: false },
    });
    wait(PLAYER_WAIT_MS / 2);
    expect(result.current).toBe(false);
    rerender({ shown: true });
    wait(0);
    expect(result.current).toBe(false);
    paint();
    expect(result.current).toBe(false);
    wait(0);
    expect(result.current).toBe(true);
  });

  it('does not wait longer than PLAYER_WAIT_MS for words that do not come', () => {
    const { result } = renderHook(() => usePlayerAfterWords(false));
    wait(PLAYER_WAIT_MS - 1);
    expect(result.current).toBe(false);
    wait(1);
    expect(result.current).toBe(true);
  });

  it('keeps the player once it is there, whatever the words do', () => {
    const { result, rerender } = renderHook(({ shown }) => usePlayerAfterWords(shown), {
      initialProps: { shown: true },
    });
    paint();
    wait(0);
    expect(result.current).toBe(true);
    rerender({ shown: false });
    wait(PLAYER_WAIT_MS * 2);
    expect(result.current).toBe(true);
  });
});
