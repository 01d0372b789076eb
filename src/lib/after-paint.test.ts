import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs after the next frame, in an idle callback', () => {
    const frames: FrameRequestCallback[] = [];
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    const fn = vi.fn();
    afterPaint(fn);
    expect(idles).toHaveLength(0);
    frames[0]?.(0);
    expect(fn).not.toHaveBeenCalled();
    idles[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(fn).toHaveBeenCalledOnce();
  });

  it('falls back to a timer without idle callbacks, and can be cancelled', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    afterPaint(ran);
    frames[0]?.(0);
    vi.advanceTimersByTime(5);
    expect(ran).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = afterPaint(cancelled);
    frames[1]?.(0);
    cancel();
    vi.advanceTimersByTime(5);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
