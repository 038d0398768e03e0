/**
 * Dates of the interface (ARCHITECTURE.md "dates": ISO 8601 with milliseconds and offset, e.g.
 * `2025-06-14T09:30:00.000+02:00`; a date alone is a calendar day) read once for main, the
 * renderer and the reference service, on date-fns and @date-fns/tz. The service keeps its own
 * strict refusals (filter grammar, body schemas) and uses these where it can.
 * No Node, no DOM.
 */
import { TZDate } from '@date-fns/tz';
import { format, isValid, parse, parseISO } from 'date-fns';

/** The date-fns pattern of a calendar day as the interface writes it (`2025-06-14`). */
export const ISO_DAY_PATTERN = 'yyyy-MM-dd';
/** The date-fns pattern of a date-time as the interface writes it (`2025-06-14T09:30:00.000+02:00`). */
export const ISO_DATE_TIME_PATTERN = "yyyy-MM-dd'T'HH:mm:ss.SSSxxx";
/** Time zone of the Swiss users: a date alone, or a date-time without offset, is taken there when stored. */
export const SWISS_TIME_ZONE = 'Europe/Zurich';

// date-fns `parse` needs a reference date for fields the pattern lacks; a day has them all.
const REFERENCE = new Date(2000, 0, 1);
const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/;

/** Whether `text` is exactly a calendar day `yyyy-MM-dd` that exists (`2024-02-30` is not). */
export function isIsoDay(text: string): boolean {
  return text.length === 10 && isValid(parse(text, ISO_DAY_PATTERN, REFERENCE));
}

/** The offset written at the end of an ISO date-time as `±hh:mm` (`Z` → `+00:00`), or null when it has none. */
export function isoOffset(text: string): string | null {
  const match = OFFSET.exec(text);
  if (!match) return null;
  const offset = match[0];
  if (offset === 'Z') return '+00:00';
  return offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}

/** A date of the interface as recorded: the wall clock in the value's own offset. */
export interface RecordedDate {
  /** The calendar day, `yyyy-MM-dd`: the day the service's date filters compare. */
  day: string;
  /** The time of day `HH:mm`, or null for a date alone or midnight (a day without a time). */
  time: string | null;
}

/**
 * The day and time of an ISO 8601 date or date-time as recorded: in its own offset, not the
 * viewer's or Zurich's time zone (`2024-07-13T23:30:00.000+00:00` → the 13th at 23:30). A
 * date-time without offset is read as written. Null when `text` is not an ISO date.
 */
export function recordedDate(text: string): RecordedDate | null {
  if (isIsoDay(text)) return { day: text, time: null };
  const instant = parseISO(text);
  if (!isValid(instant)) return null;
  const offset = isoOffset(text);
  // Without an offset parseISO reads the computer's zone and format writes it back: as written.
  const wallClock = offset ? new TZDate(instant.getTime(), offset === '+00:00' ? 'UTC' : offset) : instant;
  const time = format(wallClock, 'HH:mm');
  return { day: format(wallClock, ISO_DAY_PATTERN), time: time === '00:00' ? null : time };
}

/** The instant of a calendar day's midnight in {@link SWISS_TIME_ZONE}, as the interface writes it. */
export function swissMidnight(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return format(new TZDate(year, month - 1, date, SWISS_TIME_ZONE), ISO_DATE_TIME_PATTERN);
}
