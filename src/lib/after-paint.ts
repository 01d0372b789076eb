// Work that must not hold up what the user is waiting for. `whenIdle` runs it when the main
// thread has nothing more urgent to do (input, a frame's follow-up tasks): idle callbacks come
// last among the page's tasks; a browser without them gets a timer. `afterPaint` waits for the
// next frame first, so the screen being made is on screen before the work starts. `afterFrame`
// runs as soon as the next frame is painted, idle or not: for work that is itself awaited.

const IDLE_TIMEOUT_MS = 1000;

/** Runs `fn` when the main thread is idle (at the latest after a second); returns a cancel function. */
export function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = setTimeout(fn, 1);
  return () => clearTimeout(timer);
}

/** Runs `fn` after the next frame, when the main thread is idle; returns a cancel function. */
export function afterPaint(fn: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const frame = requestAnimationFrame(() => {
    cancelIdle = whenIdle(fn);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle?.();
  };
}

/** A hidden tab paints no frames: `afterFrame` does not wait longer than this for one. */
const FRAME_WAIT_MS = 100;

/** Runs `fn` in a task right after the next frame is painted (or after 100 ms without frames,
 * or in the next task where there are no frames at all); returns a cancel function. The page's
 * layout is then clean: reading it forces nothing. */
export function afterFrame(fn: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const next = setTimeout(fn, 0);
    return () => clearTimeout(next);
  }
  let timer = setTimeout(fn, FRAME_WAIT_MS);
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
