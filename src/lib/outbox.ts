// Work the user asked for that waits a few seconds before it is sent, so that it can be taken back
// (an undoable delete, docs/decisions/0023). Each entry is sent exactly once: when its time has
// passed, when the page is being left (closed, reloaded, navigated away from: then with keepalive,
// so the request outlives the page), or when the session is about to end (sign-out); unless it was
// undone first. Work that is being sent stays known until it ends: when the page is left then,
// what has not left yet goes at once with keepalive, and a sign-out waits for its end. Nothing
// here knows what the work is: the entry's `send` does it.

import { stringField } from './tab-message';

export interface OutboxEntry {
  readonly id: number;
  /** When the entry is sent if nothing happens first (ms since the epoch). */
  readonly due: number;
}

/** Work being sent (several requests, a few at a time). */
export interface Sending {
  /** The page is being left: what has not been sent yet goes now, with keepalive. */
  rest(): void;
  /** Settles when every request has its answer. */
  done: Promise<void>;
}

/** Sends the work; returns it while it is being sent (with keepalive it is all sent at once). */
export type Send = (opts: { keepalive: boolean }) => Sending | undefined;

interface Entry extends OutboxEntry {
  /** Moves on while the entry is held (`release`). */
  due: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** While held: the time it had left. */
  left: number | undefined;
  send: Send;
}

const waiting = new Map<number, Entry>();
const sending = new Set<Sending>();
let nextId = 1;

/** Keeps `work` known until it has ended (also for work sent again, a Retry). */
export function track(work: Sending | undefined): void {
  if (work) {
    sending.add(work);
    void work.done
      .finally(() => {
        sending.delete(work);
        holdWhileBusy();
      })
      .catch(() => undefined);
  }
  holdWhileBusy();
}

function take(id: number): Entry | undefined {
  const e = waiting.get(id);
  if (!e) return undefined;
  waiting.delete(id);
  clearTimeout(e.timer);
  return e;
}

const sendLater = (id: number, ms: number) =>
  setTimeout(() => track(take(id)?.send({ keepalive: false })), ms);

/** Sends `send` after `delayMs` unless undone; returns the entry (its id undoes it). */
export function schedule(delayMs: number, send: Send): OutboxEntry {
  const id = nextId++;
  const entry: Entry = {
    id,
    due: Date.now() + delayMs,
    send,
    left: undefined,
    timer: sendLater(id, delayMs),
  };
  waiting.set(id, entry);
  holdWhileBusy();
  return entry;
}

/** Stops an entry's time while the user is on it (reading its Undo, about to press it). */
export function hold(id: number): void {
  const e = waiting.get(id);
  if (!e || e.left !== undefined) return;
  clearTimeout(e.timer);
  e.timer = undefined;
  e.left = Math.max(0, e.due - Date.now());
}

/** Lets a held entry's time run again, from what it had left (a second at least). */
export function release(id: number): void {
  const e = waiting.get(id);
  if (!e || e.left === undefined) return;
  const ms = Math.max(1000, e.left);
  e.left = undefined;
  e.due = Date.now() + ms;
  e.timer = sendLater(id, ms);
}

/** Takes an entry back before it was sent; false when it was sent already (or never was). */
export function undo(id: number): boolean {
  const taken = take(id) !== undefined;
  holdWhileBusy();
  return taken;
}

/** Sends everything waiting, now (`keepalive` when the page is going away: with the rest of
 * what is being sent). */
export function flushOutbox(opts: { keepalive: boolean } = { keepalive: false }): void {
  for (const id of [...waiting.keys()]) track(take(id)?.send(opts));
  if (opts.keepalive) for (const work of sending) work.rest();
}

/** Sends everything waiting and settles once all that is being sent has its answers (a
 * sign-out: the session must outlive them). */
export async function settleOutbox(): Promise<void> {
  flushOutbox();
  await Promise.allSettled([...sending].map((w) => w.done));
}

/** How many entries wait (for tests). */
export const outboxSize = (): number => waiting.size;

if (typeof window !== 'undefined') {
  // The page is being left: what waits goes now, with keepalive (the browser completes the
  // request after the page is gone). pagehide also fires for a page kept in the back/forward
  // cache; what was sent then is sent, and the page that comes back has nothing waiting.
  window.addEventListener('pagehide', () => flushOutbox({ keepalive: true }));
}

// ---- the other tabs ------------------------------------------------------------------------------
// The console's tabs share one session: a sign-out in one ends every tab's. A tab holds a shared
// Web Lock while it has work waiting or on its way. A sign-out asks every tab to send what waits
// now, and then takes the lock exclusively, which it gets once the last of that work has ended: a
// tab too busy to answer at once is waited for, not passed over, and its work is still sent by
// that tab alone, once (docs/decisions/0038). This module is in a tab as soon as it has made one
// undoable delete.

const LOCK = 'legislative-console:outbox';
const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('outbox');
/** Lets this tab's hold of the lock go; set while it is held or asked for. */
let letGo: (() => void) | undefined;

/** Holds the lock while this tab has work waiting or being sent, and lets it go when it has none. */
function holdWhileBusy(): void {
  const busy = waiting.size > 0 || sending.size > 0;
  if (busy && !letGo && locks) {
    const held = new Promise<void>((r) => {
      letGo = r;
    });
    void locks.request(LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
  } else if (!busy && letGo) {
    letGo();
    letGo = undefined;
  }
}

tabs?.addEventListener('message', (e: MessageEvent<unknown>) => {
  if (stringField(e.data, 'settle') !== null && (waiting.size > 0 || sending.size > 0)) void settleOutbox();
});

/**
 * Has the other tabs send what waits in their outboxes now, and settles once it has ended there
 * (this tab's own included, which `settleOutbox` sends). After `limitMs` the sign-out goes on
 * regardless (each request has its own time limit well within it). Without Web Locks the other
 * tabs are asked, not waited for.
 */
export async function settleOtherTabs(limitMs = 35_000): Promise<void> {
  tabs?.postMessage({ settle: crypto.randomUUID() });
  await locks
    ?.request(LOCK, { signal: AbortSignal.timeout(limitMs) }, () => undefined)
    .catch(() => undefined);
}
