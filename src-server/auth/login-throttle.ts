/** Settings of a {@link LoginThrottle}. */
export interface LoginThrottleOptions {
  /** Failed sign-ins allowed before any wait. */
  freeAttempts: number;
  /** Wait after the first failure beyond the free ones, in ms; doubles with each further failure. */
  firstDelayMs: number;
  /** Longest wait, in ms; a key whose last failure is older than this is forgotten. */
  maxDelayMs: number;
  /** Keys remembered at most (oldest dropped first), so that a flood of names cannot grow memory. */
  maxKeys: number;
}

const DEFAULTS: LoginThrottleOptions = { freeAttempts: 5, firstDelayMs: 1000, maxDelayMs: 15 * 60_000, maxKeys: 10_000 };

/**
 * Throttles password guessing per key (user name and client address): after `freeAttempts`
 * failures each further attempt must wait, 1 s, 2 s, 4 s … up to 15 min after the last failure;
 * a success clears the key. A few lines of our own rather than a rate-limit package: the sign-in
 * form is one route of the authorization server and needs per-account state, not per-route limits.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; lastAtMs: number }>();
  private readonly options: LoginThrottleOptions;

  constructor(options: Partial<LoginThrottleOptions> = {}, private readonly nowMs: () => number = Date.now) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Milliseconds `key` must still wait before its next attempt is checked; 0 when it may try now. */
  retryAfterMs(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const elapsed = this.nowMs() - entry.lastAtMs;
    if (elapsed >= this.options.maxDelayMs) {
      this.failures.delete(key);
      return 0;
    }
    const beyond = entry.count - this.options.freeAttempts;
    if (beyond <= 0) return 0;
    const delay = Math.min(this.options.firstDelayMs * 2 ** (beyond - 1), this.options.maxDelayMs);
    return Math.max(0, delay - elapsed);
  }

  /** Records a failed attempt of `key`. */
  fail(key: string): void {
    const entry = this.failures.get(key);
    this.failures.delete(key); // re-inserted last: the Map's order is the age order
    this.failures.set(key, { count: (entry?.count ?? 0) + 1, lastAtMs: this.nowMs() });
    if (this.failures.size > this.options.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  /** Forgets the failures of `key` after a successful sign-in. */
  succeed(key: string): void {
    this.failures.delete(key);
  }
}
