import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sending } from './outbox';

type Mode = 'shared' | 'exclusive';

/** Web Locks as a browser grants them (one name is enough here): in order of request, shared
 * holders together, an exclusive one alone; a request given up by its signal is dropped. */
function webLocks() {
  const held: Mode[] = [];
  const queue: { mode: Mode; grant: () => void }[] = [];
  const pump = () => {
    for (let next = queue[0]; next; next = queue[0]) {
      if (next.mode === 'shared' ? held.includes('exclusive') : held.length > 0) return;
      queue.shift();
      next.grant();
    }
  };
  return {
    held,
    request(
      _name: string,
      opts: { mode?: Mode; signal?: AbortSignal },
      task: () => unknown,
    ): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const mode = opts.mode ?? 'exclusive';
        const entry = {
          mode,
          grant: () => {
            held.push(mode);
            void Promise.resolve()
              .then(task)
              .then(resolve, reject)
              .finally(() => {
                held.splice(held.indexOf(mode), 1);
                pump();
              });
          },
        };
        opts.signal?.addEventListener('abort', () => {
          const at = queue.indexOf(entry);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(opts.signal?.reason);
        });
        queue.push(entry);
        pump();
      });
    },
  };
}

let locks = webLocks();

/** The tabs' channels: a message reaches a tab `late` ms after it was posted (a busy tab's). */
const channels = new Set<TabChannel>();
let lateMs = 0;
class TabChannel extends EventTarget {
  readonly late = lateMs;
  constructor(readonly name: string) {
    super();
    channels.add(this);
  }
  postMessage(data: unknown) {
    for (const c of channels) {
      if (c === this || c.name !== this.name) continue;
      setTimeout(() => c.dispatchEvent(new MessageEvent('message', { data })), c.late);
    }
  }
}

/** The module as a tab of its own loads it (the tabs share the browser's locks and channels). */
async function tab({ late = 0 } = {}) {
  vi.resetModules();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  vi.stubGlobal('BroadcastChannel', TabChannel);
  lateMs = late;
  return import('./outbox');
}

/** Work on its way that ends when `end` is called. */
function onItsWay() {
  let end!: () => void;
  const work: Sending = { rest: () => undefined, done: new Promise<void>((r) => (end = r)) };
  return { work, end: () => end() };
}

const settles = async (p: Promise<void>) => {
  let settled = false;
  void p.then(() => (settled = true));
  await new Promise((r) => setTimeout(r, 30));
  return settled;
};

afterEach(() => {
  locks = webLocks();
  channels.clear();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
});

describe('the outbox across tabs', () => {
  it('holds the lock, shared, while a delete waits or is on its way, and lets it go once it has ended', async () => {
    const here = await tab();
    const { work, end } = onItsWay();
    const e = here.schedule(6000, () => work);
    await vi.waitFor(() => expect(locks.held).toEqual(['shared']));
    expect(here.undo(e.id)).toBe(true);
    await vi.waitFor(() => expect(locks.held).toEqual([]));

    here.schedule(6000, () => work);
    here.flushOutbox();
    await new Promise((r) => setTimeout(r, 10));
    expect(locks.held).toEqual(['shared']);
    end();
    await vi.waitFor(() => expect(locks.held).toEqual([]));
  });

  it('a sign-out in another tab has the delete sent now and waits until it has ended, however late the tab answers', async () => {
    // This tab reads the sign-out's message half a second late.
    const busy = await tab({ late: 500 });
    const { work, end } = onItsWay();
    const send = vi.fn(() => work);
    busy.schedule(6000, send);
    await vi.waitFor(() => expect(locks.held).toEqual(['shared']));

    const signingOut = await tab();
    const settling = signingOut.settleOtherTabs();
    await vi.waitFor(() => expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: false }), {
      timeout: 2000,
    });
    expect(await settles(settling)).toBe(false);
    end();
    await settling;
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('goes on at once when no tab has anything, and after its time limit when one never ends', async () => {
    const signingOut = await tab();
    expect(await settles(signingOut.settleOtherTabs())).toBe(true);

    const stuck = await tab();
    stuck.schedule(6000, () => onItsWay().work);
    await vi.waitFor(() => expect(locks.held).toEqual(['shared']));
    const other = await tab();
    // A limit well beyond the 30 ms looked at: a loaded machine's late timer does not pass it.
    const settling = other.settleOtherTabs(1000);
    expect(await settles(settling)).toBe(false);
    await settling;
  });
});
