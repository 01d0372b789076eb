// The mock server's stores, one per client that names a `mock-session` (cookie or header). A store
// that has not been used for `idleMs`, or the least recently used one when more than `max` are
// held, is forgotten (its client starts again from the seed), so that a long run with many
// clients keeps the server's memory flat. The shared store of the clients that name none lives
// until the server stops.

export const SHARED_SESSION = 'default';

export interface SessionLimits {
  /** Stores kept at most, besides the shared one. */
  max: number;
  /** A store unused for this long (ms) is forgotten. */
  idleMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { max: 500, idleMs: 30 * 60_000 };

export class SessionStores<S> {
  /** Least recently used first (a Map keeps insertion order; a use moves the store to the end). */
  private readonly stores = new Map<string, { state: S; usedAt: number }>();
  private evictedCount = 0;

  constructor(
    private readonly create: () => S,
    private readonly limits: SessionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get(id: string): S {
    const now = this.now();
    let entry = this.stores.get(id);
    if (entry) {
      this.stores.delete(id);
      entry.usedAt = now;
    } else {
      entry = { state: this.create(), usedAt: now };
    }
    this.stores.set(id, entry);
    this.sweep(now);
    return entry.state;
  }

  /** Forgets the stores idle too long, then the least recently used beyond the bound. */
  sweep(now = this.now()): void {
    let over = this.size - this.limits.max;
    for (const [id, entry] of this.stores) {
      if (id === SHARED_SESSION) continue;
      const idle = now - entry.usedAt >= this.limits.idleMs;
      if (!idle && over <= 0) break;
      this.stores.delete(id);
      this.evictedCount++;
      over--;
    }
  }

  /** Client stores held (the shared one not counted). */
  get size(): number {
    return this.stores.size - (this.stores.has(SHARED_SESSION) ? 1 : 0);
  }

  get evicted(): number {
    return this.evictedCount;
  }

  has(id: string): boolean {
    return this.stores.has(id);
  }
}
