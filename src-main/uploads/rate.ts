/**
 * Upload speed and time left from byte counts over a sliding window (default the last 3 s), so
 * that the rate follows changes of speed without jumping with every chunk.
 */

/** Length of the window the rate is measured over, in milliseconds. */
export const RATE_WINDOW_MS = 3000;

/** Measures bytes per second over the last {@link RATE_WINDOW_MS}. */
export class RateMeter {
  private samples: Array<{ at_ms: number; bytes: number }> = [];

  constructor(private readonly windowMs = RATE_WINDOW_MS) {}

  /** Records that `bytes` (cumulative, this attempt) had been sent at `at_ms` (a clock in ms). */
  add(at_ms: number, bytes: number): void {
    this.samples.push({ at_ms, bytes });
    // keep one sample older than the window as the baseline
    while (this.samples.length > 2 && this.samples[1]!.at_ms <= at_ms - this.windowMs) this.samples.shift();
  }

  /** Bytes per second between the oldest kept sample and the newest; 0 before two samples or zero elapsed time. */
  rateBytesPerS(): number {
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    if (!first || !last || last.at_ms <= first.at_ms) return 0;
    return ((last.bytes - first.bytes) * 1000) / (last.at_ms - first.at_ms);
  }

  /** Milliseconds until `remainingBytes` are sent at the current rate; null while the rate is 0. */
  etaMs(remainingBytes: number): number | null {
    const rate = this.rateBytesPerS();
    if (rate <= 0) return null;
    return Math.max(0, Math.round((remainingBytes * 1000) / rate));
  }

  /** Forgets every sample (a new attempt starts from zero). */
  reset(): void {
    this.samples = [];
  }
}
