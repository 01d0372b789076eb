import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox, hold, outboxSize, release, type Sending, schedule, settleOutbox, undo } from './outbox';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  flushOutbox();
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('sends an entry once its time has passed, and only then', () => {
    const send = vi.fn();
    schedule(6000, send);
    vi.advanceTimersByTime(5999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: false });
    expect(outboxSize()).toBe(0);
  });

  it('sends nothing for an entry undone in time', () => {
    const send = vi.fn();
    const e = schedule(6000, send);
    expect(undo(e.id)).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(undo(e.id)).toBe(false);
  });

  it('sends everything at once, with keepalive, when the page is left; exactly once', () => {
    const a = vi.fn();
    const b = vi.fn();
    schedule(6000, a);
    const eb = schedule(6000, b);
    window.dispatchEvent(new Event('pagehide'));
    expect(a).toHaveBeenCalledExactlyOnceWith({ keepalive: true });
    expect(b).toHaveBeenCalledExactlyOnceWith({ keepalive: true });
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(undo(eb.id)).toBe(false);
  });

  it('can be flushed on demand (before a sign-out)', () => {
    const send = vi.fn();
    schedule(6000, send);
    flushOutbox();
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: false });
  });

  it('sends the rest of work on its way at once when the page is left, and only that', () => {
    const rest = vi.fn();
    let finish!: () => void;
    const work: Sending = { rest, done: new Promise<void>((r) => (finish = r)) };
    schedule(6000, () => work);
    vi.advanceTimersByTime(6000);
    window.dispatchEvent(new Event('pagehide'));
    expect(rest).toHaveBeenCalledTimes(1);
    finish();
  });

  it('settles once everything sent has its answer (a sign-out waits for it)', async () => {
    vi.useRealTimers();
    let finish!: () => void;
    const done = new Promise<void>((r) => (finish = r));
    schedule(6000, () => ({ rest: () => undefined, done }));
    let settled = false;
    const settling = settleOutbox().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await settling;
    expect(settled).toBe(true);
    expect(outboxSize()).toBe(0);
  });

  it('a held entry waits while held, then takes the time it had left', () => {
    const send = vi.fn();
    const e = schedule(6000, send);
    vi.advanceTimersByTime(2000);
    hold(e.id);
    vi.advanceTimersByTime(60_000);
    expect(send).not.toHaveBeenCalled();
    release(e.id);
    vi.advanceTimersByTime(3999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: false });
  });

  it('a held entry still goes when the page is left', () => {
    const send = vi.fn();
    const e = schedule(6000, send);
    hold(e.id);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: true });
  });
});
