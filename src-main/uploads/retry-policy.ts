/**
 * When a failed upload attempt is tried again by itself, after how long, and what people read
 * about a failure (issue 5: automatic retry with backoff on network errors and 5xx; clear
 * messages for 413, 415 and 422).
 */
import { DeskError, type ApiErrorShape } from '../../src-shared/contract/index.js';

/** Retry settings of the queue. */
export interface RetryPolicy {
  /** Attempts in all, the first included (default 5), for failures where the service answered (a 500). */
  maxAttempts: number;
  /**
   * How long an item waits for a service that is away ({@link isServiceAway}), counted from the
   * first failure of the outage, ms (default 30 min): attempts go on, with growing pauses, until
   * then, however many they are.
   */
  waitForServiceMs: number;
  /** Delay before the second attempt, ms (default 1000); doubled for each further one. */
  baseDelayMs: number;
  /** Longest delay, ms (default 60 000). */
  maxDelayMs: number;
}

/**
 * Default {@link RetryPolicy}: pauses of 1 s, 2 s, 4 s … up to 1 min (before jitter); 5 attempts
 * when the service answers with an error, 30 minutes of waiting when it is away.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, waitForServiceMs: 30 * 60_000, baseDelayMs: 1000, maxDelayMs: 60_000 };

/**
 * Delay before attempt `attempts + 1` after `attempts` failed ones: exponential
 * `baseDelayMs · 2^(attempts − 1)` capped at `maxDelayMs`, with "equal jitter" (half fixed, half
 * random; `random` in [0, 1]) so that many failed uploads do not come back at the same instant.
 */
export function backoffDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

/**
 * True when the failure is worth an automatic retry: no answer at all (`network`, status 0, but
 * not `cancelled` or a local file problem), a stalled transfer, 408, 429 and every 5xx. Everything
 * else (4xx, session ended) needs the user.
 */
export function isRetryable(error: ApiErrorShape): boolean {
  if (error.status === 0) return error.code === 'network' || error.code === 'stalled';
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * True when the failure says the service is away rather than wrong: no answer at all (`network`,
 * `stalled`), or a gateway or overload status (408, 429, 502, 503, 504). Such items wait for the
 * service ({@link RetryPolicy.waitForServiceMs}); other retryable failures (500 …) count attempts.
 */
export function isServiceAway(error: ApiErrorShape): boolean {
  if (error.status === 0) return error.code === 'network' || error.code === 'stalled';
  return [408, 429, 502, 503, 504].includes(error.status);
}

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The error to show for a failed upload of `fileName` (`bytesTotal` long): the service's own
 * sentence where it has one, said for this file, and for 413, 415 and 422 what the user can do.
 * The 422's field errors are kept, part names `doc[x]` as field names `x` (e.g. `doc_type`), so
 * the form can mark them.
 */
export function uploadError(error: unknown, fileName: string, bytesTotal: number): ApiErrorShape {
  if (!(error instanceof DeskError)) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 0, code: 'internal', message: `“${fileName}” could not be uploaded: ${message}`, fields: [] };
  }
  // a service may name the form parts (`doc[doc_type]`): the form knows them by field name
  const shape = { ...error.toShape(), fields: error.fields.map((f) => ({ field: f.field.replace(/^doc\[(\w+)\]$/, '$1'), message: f.message })) };
  switch (shape.status) {
    case 413:
      return { ...shape, message: `“${fileName}” (${mib(bytesTotal)}) is larger than the service accepts. ${shape.message}`.trim() };
    case 415:
      return { ...shape, message: `The service does not accept the type of “${fileName}”. ${shape.message}`.trim() };
    case 422: {
      const details = shape.fields.map((f) => `${f.field}: ${f.message}`).join('; ');
      return { ...shape, message: `The service refused the details of “${fileName}”: ${details || shape.message}` };
    }
    default:
      return shape;
  }
}
