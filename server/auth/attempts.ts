// Failed sign-ins counted per account (not per address: spreading guesses over many addresses does not
// help). After MAX_FAILURES within the window the account refuses sign-in until the window has passed.

export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max = SIGN_IN_MAX_FAILURES,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.max) return 0;
    return Math.max(0, (recent[recent.length - this.max] ?? 0) + this.windowMs - this.now());
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.prune();
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
