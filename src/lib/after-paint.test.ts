import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFrame, afterPaint } from './after-paint';

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

describe('afterFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs in the task after the next frame, or after 100 ms when no frame comes', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const painted = vi.fn();
    afterFrame(painted);
    frames[0]?.(0);
    expect(painted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(painted).toHaveBeenCalledOnce();

    const hidden = vi.fn();
    afterFrame(hidden);
    vi.advanceTimersByTime(99);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hidden).toHaveBeenCalledOnce();
  });

  it('runs in the next task where there are no frames at all, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const ran = vi.fn();
    afterFrame(ran);
    vi.advanceTimersByTime(0);
    expect(ran).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    afterFrame(cancelled)();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
