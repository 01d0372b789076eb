// In-page instrumentation. Interaction times come from three sources:
// - Event Timing (PerformanceObserver type 'event', durationThreshold 16): the browser's own
//   input-to-next-paint duration of each event, reported only when it is at least 16 ms;
// - long tasks (type 'longtask'): main-thread blocks of 50 ms or more during the interaction;
// - a next-frame timestamp taken in the page: from the input event's timeStamp to just after the
//   first frame in which the expected result is on screen (requestAnimationFrame, then a message
//   posted from it, which runs after that frame's paint). It covers what Event Timing cannot:
//   values under 16 ms, and results that appear later than the event (a fetch, a deferred render).
import type { Page } from '@playwright/test';

interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

interface TaskEntry {
  startTime: number;
  duration: number;
}

interface Pending {
  promise: Promise<{ t0: number; t1: number; frames: number }>;
}

interface Probe {
  events: EventEntry[];
  tasks: TaskEntry[];
  /** Next-frame time (ms since navigation start) of the first frame in which `watch` held. */
  firstTrue: Promise<number>;
  pending: Pending | null;
  arm(types: string[], until: string | null, timeoutMs: number): void;
}

declare global {
  interface Window {
    __bench?: Probe;
  }
}

/** Runs in the page before any of its scripts (an init script). */
function installProbe(watch: { until: string; timeoutMs: number } | null): void {
  const events: EventEntry[] = [];
  const tasks: TaskEntry[] = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        events.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          interactionId: e.interactionId ?? 0,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // A browser without these entry types: the next-frame time still works.
  }
  const compile = (until: string | null): (() => unknown) =>
    until ? (new Function(`return (${until});`) as () => unknown) : () => true;
  // Resolves just after the paint of the first frame in which `test` holds (NaN on timeout), with
  // how many frames began until it held, counting that one.
  const whenHolds = (test: () => unknown, timeoutMs: number): Promise<{ t: number; frames: number }> => {
    const deadline = performance.now() + timeoutMs;
    let frames = 0;
    return new Promise((resolve) => {
      const frame = () =>
        requestAnimationFrame(() => {
          frames++;
          let ok = false;
          try {
            ok = Boolean(test());
          } catch {
            ok = false;
          }
          if (ok) {
            const ch = new MessageChannel();
            ch.port1.onmessage = () => resolve({ t: performance.now(), frames });
            ch.port2.postMessage(null);
          } else if (performance.now() > deadline) resolve({ t: Number.NaN, frames });
          else frame();
        });
      frame();
    });
  };
  const probe: Probe = {
    events,
    tasks,
    firstTrue: watch
      ? whenHolds(compile(watch.until), watch.timeoutMs).then((r) => r.t)
      : Promise.resolve(Number.NaN),
    pending: null,
    arm(types, until, timeoutMs) {
      // Compiled and run once now, before the input: the first frame's check then costs what the
      // check costs, not the engine's compiling it, inside the time being measured.
      const test = compile(until);
      try {
        test();
      } catch {
        // the page is not there yet: the check says false until it is
      }
      probe.pending = {
        promise: new Promise((resolve) => {
          const onEvent = (e: Event) => {
            for (const t of types) window.removeEventListener(t, onEvent, true);
            const t0 = e.timeStamp;
            // Scheduled while the event is dispatched: the first frame checked is the one after
            // every handler of this event has run.
            void whenHolds(test, timeoutMs).then(({ t: t1, frames }) => resolve({ t0, t1, frames }));
          };
          for (const t of types) window.addEventListener(t, onEvent, true);
        }),
      };
    },
  };
  window.__bench = probe;
}

/**
 * A function to run in the page, as source text. tsx compiles with esbuild's keepNames, which
 * wraps inner functions in a `__name` helper that exists only in Node: define it in the page.
 */
export function pageScript<A>(fn: (arg: A) => unknown, arg: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}

/** Runs `fn(arg)` in the page and returns its (awaited) result. */
export async function inPage<A, R>(page: Page, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return (await page.evaluate(pageScript(fn, arg))) as R;
}

/** The init script that installs the probe; `watch` times the first frame of a condition. */
export function probeScript(watch: { until: string; timeoutMs: number } | null = null): string {
  return pageScript(installProbe, watch);
}

export interface Interaction {
  /** The figure reported: the longer of the Event Timing duration and the next-frame time. */
  ms: number;
  /** Input event to the first frame showing the result, measured in the page. */
  nextFrame: number;
  /** Which frame after the input event first showed the result: 1 is the very next one. */
  frames: number;
  /** The longest Event Timing duration of the interaction's events; null when all were < 16 ms. */
  eventTiming: number | null;
  /** The longest long task overlapping the interaction (0 when none). */
  longestTask: number;
  /** In-page times (ms since navigation start) of the input event and of the result's frame. */
  t0: number;
  t1: number;
}

export class Timeout extends Error {}

/**
 * Times one interaction: `act` performs the input (Playwright's mouse or keyboard, so the events
 * are trusted ones the browser times); the clock starts at the first event of `on` (its
 * timeStamp) and stops after the first frame in which the page expression `until` is true (the
 * frame after the input when there is none).
 */
export async function interaction(
  page: Page,
  act: () => Promise<unknown>,
  opts: { on: string[]; until?: string; timeoutMs?: number },
): Promise<Interaction> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  await inPage(
    page,
    (a: { on: string[]; until: string | null; timeoutMs: number }) => {
      window.__bench?.arm(a.on, a.until, a.timeoutMs);
    },
    { on: opts.on, until: opts.until ?? null, timeoutMs },
  );
  await act();
  const r = await inPage(
    page,
    async () => {
      const b = window.__bench;
      if (!b?.pending) throw new Error('the benchmark probe is not installed in this page');
      const { t0, t1, frames } = await b.pending.promise;
      b.pending = null;
      if (Number.isNaN(t1)) return { t0, t1, frames, late: true, eventTiming: null, longestTask: 0 };
      // Event Timing entries are queued after the paint they end with: give them two frames.
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const mine = b.events.filter((e) => e.startTime >= t0 - 1 && e.startTime <= t1);
      const overlapping = b.tasks.filter((t) => t.startTime < t1 && t.startTime + t.duration > t0);
      return {
        t0,
        t1,
        frames,
        late: false,
        eventTiming: mine.length ? Math.max(...mine.map((e) => e.duration)) : null,
        longestTask: overlapping.length ? Math.max(...overlapping.map((t) => t.duration)) : 0,
      };
    },
    null,
  );
  if (r.late) throw new Timeout(`no result on screen within ${timeoutMs} ms (${opts.until ?? 'next frame'})`);
  const nextFrame = r.t1 - r.t0;
  return { ...r, nextFrame, ms: Math.max(nextFrame, r.eventTiming ?? 0) };
}

/** Resolves after the page's next frame has been painted: the input sent before it is handled. */
export async function frameDone(page: Page): Promise<void> {
  await inPage(page, () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))), null);
}

/** Next-frame time of the `watch` condition given to probeScript (ms since navigation start). */
export async function firstTrue(page: Page): Promise<number> {
  const t = await inPage(page, () => window.__bench?.firstTrue ?? Number.NaN, null);
  if (Number.isNaN(t)) throw new Timeout('the watched condition never held');
  return t;
}
