import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Time zone that dates without an offset are taken in: the reference service's users are Swiss. */
export const SERVICE_TIME_ZONE = 'Europe/Zurich';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

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
  let date: TZDate;
  const m = DATE_ONLY.exec(input);
  if (m) {
    date = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), SERVICE_TIME_ZONE);
    if (date.getDate() !== Number(m[3])) throw new RangeError(`${input} is not a calendar date`);
  } else if (HAS_OFFSET.test(input)) {
    const instant = new Date(input);
    if (Number.isNaN(instant.getTime())) throw new RangeError(`${input} is not a date`);
    const offset = /Z$/.test(input) ? '+00:00' : input.slice(-6).replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
    const tz = offset === '+00:00' ? 'UTC' : offset;
    date = new TZDate(instant.getTime(), tz);
  } else {
    const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?$/.exec(input);
    if (!local) throw new RangeError(`${input} is not an ISO 8601 date`);
    const [, y, mo, d, h, mi, s, frac] = local;
    date = new TZDate(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0), Number((frac ?? '0').padEnd(3, '0').slice(0, 3)), SERVICE_TIME_ZONE);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError(`${input} is not a date`);
  return { value: format(date, "yyyy-MM-dd'T'HH:mm:ss.SSSxxx"), utc: new Date(date.getTime()).toISOString() };
}

/** The current instant in the interface's date form (Europe/Zurich offset). */
export function nowIso(): string {
  return format(new TZDate(Date.now(), SERVICE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
}
