// Work that must not hold up the frame the user is waiting for: run it once that frame is on
// screen and the main thread has nothing more urgent to do (input, the frame's own follow-up
// tasks). Idle callbacks come last among the page's tasks; a browser without them gets a timer.

const IDLE_TIMEOUT_MS = 1000;

/** Runs `fn` after the next frame, when the main thread is idle; returns a cancel function. */
export function afterPaint(fn: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(fn, 1);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
