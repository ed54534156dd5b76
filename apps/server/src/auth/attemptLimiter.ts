/**
 * A fixed-window counter per key (an address, a phone number, an account), kept in this process.
 * Sign-in and registration limits use it; SMS code limits are counted in the database instead so
 * every server process sees them.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt; false when the key already used up its window. */
  take(key: string): boolean {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      this.forgetExpired(now);
      return true;
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  private forgetExpired(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
