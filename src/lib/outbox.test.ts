import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox, outboxSize, schedule, undo } from './outbox';

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
});
