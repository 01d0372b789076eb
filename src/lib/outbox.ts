// Work the user asked for that waits a few seconds before it is sent, so that it can be taken back
// (an undoable delete, docs/decisions/0023). Each entry is sent exactly once: when its time has
// passed, when the page is being left (closed, reloaded, navigated away from: then with keepalive,
// so the request outlives the page), or when the session is about to end (sign-out); unless it was
// undone first. Nothing here knows what the work is: the entry's `send` does it.

export interface OutboxEntry {
  readonly id: number;
  /** When the entry is sent if nothing happens first (ms since the epoch). */
  readonly due: number;
}

interface Entry extends OutboxEntry {
  timer: ReturnType<typeof setTimeout>;
  send: (opts: { keepalive: boolean }) => void;
}

const waiting = new Map<number, Entry>();
let nextId = 1;

function take(id: number): Entry | undefined {
  const e = waiting.get(id);
  if (!e) return undefined;
  waiting.delete(id);
  clearTimeout(e.timer);
  return e;
}

/** Sends `send` after `delayMs` unless undone; returns the entry (its id undoes it). */
export function schedule(delayMs: number, send: (opts: { keepalive: boolean }) => void): OutboxEntry {
  const id = nextId++;
  const entry: Entry = {
    id,
    due: Date.now() + delayMs,
    send,
    timer: setTimeout(() => take(id)?.send({ keepalive: false }), delayMs),
  };
  waiting.set(id, entry);
  return entry;
}

/** Takes an entry back before it was sent; false when it was sent already (or never was). */
export function undo(id: number): boolean {
  return take(id) !== undefined;
}

/** Sends everything waiting, now (`keepalive` when the page is going away). */
export function flushOutbox(opts: { keepalive: boolean } = { keepalive: false }): void {
  for (const id of [...waiting.keys()]) take(id)?.send(opts);
}

/** How many entries wait (for tests and for the sign-out's wording). */
export const outboxSize = (): number => waiting.size;

if (typeof window !== 'undefined') {
  // The page is being left: what waits goes now, with keepalive (the browser completes the
  // request after the page is gone). pagehide also fires for a page kept in the back/forward
  // cache; what was sent then is sent, and the page that comes back has nothing waiting.
  window.addEventListener('pagehide', () => flushOutbox({ keepalive: true }));
}
