/**
 * When a failed upload attempt is tried again by itself, after how long, and what people read
 * about a failure (issue 5: automatic retry with backoff on network errors and 5xx; clear
 * messages for 413, 415 and 422).
 */
import { DeskError, type ApiErrorShape } from '../../src-shared/contract/index.js';

/** Retry settings of the queue. */
export interface RetryPolicy {
  /** Attempts in all, the first included (default 5). */
  maxAttempts: number;
  /** Delay before the second attempt, ms (default 1000); doubled for each further one. */
  baseDelayMs: number;
  /** Longest delay, ms (default 60 000). */
  maxDelayMs: number;
}

/** Default {@link RetryPolicy}: 5 attempts, 1 s, 2 s, 4 s, 8 s between them (before jitter). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 };

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
