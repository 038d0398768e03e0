/**
 * Dates of the interface (ARCHITECTURE.md "dates": ISO 8601 with milliseconds and offset, e.g.
 * `2025-06-14T09:30:00.000+02:00`; a date alone is a calendar day) read once for main, the
 * renderer and the reference service, on date-fns and @date-fns/tz. The service keeps its own
 * strict refusals (filter grammar, body schemas) and uses these where it can.
 * No Node, no DOM.
 */
import { tz, type TZDate } from '@date-fns/tz';
import { format, getDaysInMonth, isValid, parse, parseISO } from 'date-fns';

/** The date-fns pattern of a calendar day as the interface writes it (`2025-06-14`). */
export const ISO_DAY_PATTERN = 'yyyy-MM-dd';
/** The date-fns pattern of a date-time as the interface writes it (`2025-06-14T09:30:00.000+02:00`). */
export const ISO_DATE_TIME_PATTERN = "yyyy-MM-dd'T'HH:mm:ss.SSSxxx";
/** Time zone of the Swiss users: a date alone, or a date-time without offset, is taken there when stored. */
export const SWISS_TIME_ZONE = 'Europe/Zurich';

// date-fns `parse` needs a reference date for fields the pattern lacks; a day has them all.
const REFERENCE = new Date(2000, 0, 1);
const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * The shape of an ISO 8601 date or date-time the interface accepts: a day, optionally a time to
 * the minute, second or microsecond, optionally an offset (`Z`, `+02:00`, `+0200`). Kept as a
 * pattern because the service must refuse every other shape that date-fns would still read
 * (week dates, ordinal days, a year alone); {@link isIsoDate} adds the calendar check.
 */
export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether `text` is exactly a calendar day `yyyy-MM-dd` that exists (`2024-02-30` is not). */
export function isIsoDay(text: string): boolean {
  return text.length === 10 && isValid(parse(text, ISO_DAY_PATTERN, REFERENCE));
}

/** Whether `text` has the {@link ISO_DATE_RE} shape and names a day and time that exist (`2024-02-30` does not). */
export function isIsoDate(text: string): boolean {
  return ISO_DATE_RE.test(text) && isValid(parseISO(text));
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
  // Without an offset the value is read in UTC and written back in UTC: as written.
  const wallClock = parseIsoIn(text, 'UTC');
  if (!isValid(wallClock)) return null;
  const time = format(wallClock, 'HH:mm');
  return { day: format(wallClock, ISO_DAY_PATTERN), time: time === '00:00' ? null : time };
}

/**
 * Reads an ISO 8601 date or date-time in its own offset, or in `timeZone` (an IANA name or
 * `±hh:mm`) when it has none; a date alone is midnight there. The result's wall clock
 * (`format`, `getHours`) is in that offset or zone; an Invalid Date when `text` is not a date.
 */
export function parseIsoIn(text: string, timeZone: string): TZDate {
  const offset = isoOffset(text);
  return parseISO(text, { in: tz(offset === null ? timeZone : zoneOfOffset(offset)) });
}

const WHOLE_HOUR_OFFSET = /^([+-])(\d{2}):00$/;

/**
 * The IANA zone of a fixed offset `±hh:mm`: `UTC`, `Etc/GMT-2` for `+02:00` (POSIX signs are
 * inverted), the offset itself when it is not whole hours. Why not the offset: Node 20's Intl
 * refuses offset zones (nodejs/node#53419), and @date-fns/tz then builds and discards an
 * Intl.DateTimeFormat on every call, about 2 ms per date read; an Etc zone is built once.
 */
export function zoneOfOffset(offset: string): string {
  const match = WHOLE_HOUR_OFFSET.exec(offset);
  if (!match) return offset;
  const hours = Number(match[2]);
  if (hours === 0) return 'UTC';
  // The Etc zones run from Etc/GMT-14 (+14:00) to Etc/GMT+12 (-12:00).
  return hours > (match[1] === '+' ? 14 : 12) ? offset : `Etc/GMT${match[1] === '+' ? '-' : '+'}${hours}`;
}

/** An ISO 8601 date or date-time as the interface writes it, with milliseconds and offset; a value without offset is taken in `timeZone`. */
export function toInterfaceDate(text: string, timeZone: string): string | null {
  const date = parseIsoIn(text, timeZone);
  return isValid(date) ? format(date, ISO_DATE_TIME_PATTERN) : null;
}

/** The instant of an ISO 8601 date or date-time as `yyyy-MM-ddTHH:mm:ss.sssZ`; a value without offset is taken in `timeZone`. Null when not a date. */
export function toUtcIso(text: string, timeZone: string): string | null {
  const date = parseIsoIn(text, timeZone);
  return isValid(date) ? new Date(date.getTime()).toISOString() : null;
}

/** The day `yyyy-MM-dd` of a Date's local wall clock (a date picker's value). */
export function localDay(date: Date): string {
  return format(date, ISO_DAY_PATTERN);
}

/** A local Date at noon of a calendar day (noon: no time zone moves it to another day), or null when `day` is none. */
export function localNoonOf(day: string | null | undefined): Date | null {
  if (!day || !isIsoDay(day)) return null;
  const date = parse(day, ISO_DAY_PATTERN, REFERENCE);
  date.setHours(12);
  return date;
}

/**
 * A day as a person types it, day first (`31.02.2026`, `1/2/2026`, `14-06-2024`: every UI
 * language writes day, month, four-digit year), read with date-fns: the ISO day, or why it is
 * none — no such month (1–12), a day past the month's end (`daysInMonth` of that month and
 * year), or text of another shape.
 */
export type TypedDay =
  | { ok: true; day: string }
  | { ok: false; reason: 'shape' }
  | { ok: false; reason: 'month'; month: number }
  | { ok: false; reason: 'dayOfMonth'; month: number; year: number; daysInMonth: number };

const TYPED_DAY = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;

/** Reads `text` (trimmed) as a {@link TypedDay}; never throws. */
export function readTypedDay(text: string): TypedDay {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return { ok: false, reason: 'shape' };
  const [dayOfMonth, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return { ok: false, reason: 'month', month };
  const date = parse(`${dayOfMonth}.${month}.${year}`, 'd.M.yyyy', REFERENCE);
  if (dayOfMonth < 1 || !isValid(date)) return { ok: false, reason: 'dayOfMonth', month, year, daysInMonth: getDaysInMonth(new Date(year, month - 1, 1)) };
  return { ok: true, day: format(date, ISO_DAY_PATTERN) };
}

/** Whether the calendar day of `text` (ISO day or date-time, as recorded) comes after `today` (`yyyy-MM-dd`). */
export function isAfterDay(text: string, today: string): boolean {
  const recorded = recordedDate(text);
  return recorded !== null && recorded.day > today;
}

/** Month 1–12 of an ISO date or date-time as recorded (`YYYY-MM-…`, the record's own offset), null when it is not one. */
export function monthOfEventDate(event_date: string | null): number | null {
  const month = event_date ? Number(event_date.slice(5, 7)) : NaN;
  return month >= 1 && month <= 12 ? month : null;
}
