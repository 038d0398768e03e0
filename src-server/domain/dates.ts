import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ISO_DATE_TIME_PATTERN, SWISS_TIME_ZONE, toInterfaceDate } from '../../src-shared/domain/dates.js';

/** Time zone that dates without an offset are taken in: the reference service's users are Swiss. */
export const SERVICE_TIME_ZONE = SWISS_TIME_ZONE;

/** A stored date: as written back to clients, and the same instant in UTC for ordering. */
export interface StoredDate {
  /** ISO 8601 with milliseconds and offset, e.g. `2025-06-14T09:30:00.000+02:00` (ARCHITECTURE.md "dates"). */
  value: string;
  /** The same instant as `YYYY-MM-DDTHH:mm:ss.sssZ`. */
  utc: string;
}

/**
 * Normalises an ISO 8601 date or date-time to the interface's form with milliseconds and an
 * offset. A date alone means midnight in {@link SERVICE_TIME_ZONE}; a date-time without offset
 * is local time there; a date-time with an offset keeps that offset. Uses date-fns/@date-fns/tz.
 * Throws `RangeError` for an impossible date (callers validate the format first).
 */
export function normaliseDate(input: string): StoredDate {
  const value = toInterfaceDate(input, SERVICE_TIME_ZONE);
  if (value === null) throw new RangeError(`${input} is not an ISO 8601 date`);
  return { value, utc: new Date(value).toISOString() };
}

/** The current instant in the interface's date form (Europe/Zurich offset). */
export function nowIso(): string {
  return format(new TZDate(Date.now(), SERVICE_TIME_ZONE), ISO_DATE_TIME_PATTERN);
}
