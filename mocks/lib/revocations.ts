// Signed-out sessions (logout): their refresh tokens, and the access tokens issued in them, are
// refused from then on. An entry is kept only until the session's last refresh token expires
// (after that every token of the session is refused anyway), and at most `max` entries are kept,
// so that a long run of sign-ins and sign-outs cannot grow the mock's memory without bound.

export class Revocations {
  /** Session id → the time (ms) after which no token of it can be valid any more. */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly max = 100_000,
  ) {}

  revoke(sid: string, untilMs: number): void {
    this.until.delete(sid);
    this.until.set(sid, untilMs);
    this.prune();
  }

  has(sid: string): boolean {
    const until = this.until.get(sid);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(sid);
    return false;
  }

  get size(): number {
    return this.until.size;
  }

  clear(): void {
    this.until.clear();
  }

  /** Drops the expired entries, then the oldest ones beyond `max` (a session that old was signed
   * out `max` sign-outs ago; its refresh token may work again until its own exp). */
  private prune(): void {
    const now = this.now();
    for (const [sid, until] of this.until) {
      if (this.until.size <= this.max && until > now) break;
      this.until.delete(sid);
    }
  }
}
