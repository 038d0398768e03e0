/**
 * Event dates as the service stores them: ISO 8601 with milliseconds and the Europe/Zurich UTC
 * offset valid on that date (`2021-08-12T00:00:00.000+02:00`), plus the same instant in UTC
 * (`2021-08-11T22:00:00.000Z`) for `event_date_utc`.
 *
 * Offsets come from the tz database through `Intl` (so summer time follows the Swiss rules:
 * none before 1981 except 1941–1942). Before 1894 the tz database gives Bern local mean time
 * (+00:29:44); that is not a valid ISO 8601 offset, so +01:00 is used for those dates instead.
 */

/** The base date of all generated demo data ("today" for the demo). */
export const DEMO_BASE_DATE = '2026-06-30';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' });
const offsetCache = new Map<string, string>();

/** The Europe/Zurich offset (`+01:00` or `+02:00`) in force at a UTC instant. */
function offsetAt(utcMillis: number): string {
  const name = offsetFormat.formatToParts(new Date(utcMillis)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const m = /^GMT([+-]\d{2}):(\d{2})$/.exec(name);
  return m ? `${m[1]}:${m[2]}` : '+01:00';
}

/** The offset in force at a local wall-clock time `YYYY-MM-DDTHH` (uncached). */
function offsetAtLocal(localHour: string): string {
  // Guess with +01:00, then confirm with the offset in force at that instant.
  const offset = offsetAt(Date.parse(`${localHour}:00:00.000+01:00`));
  return offset === '+01:00' ? offset : offsetAt(Date.parse(`${localHour}:00:00.000${offset}`));
}

/** The offset in force all day on `day` (`YYYY-MM-DD`), or `'transition'` when it changes that day (cached). */
function dayOffset(day: string): string {
  let offset = offsetCache.get(day);
  if (offset === undefined) {
    const first = offsetAtLocal(`${day}T00`);
    offset = first === offsetAtLocal(`${day}T23`) ? first : 'transition';
    offsetCache.set(day, offset);
  }
  return offset;
}

/**
 * Zurich offset of a local wall-clock time `YYYY-MM-DDTHH:mm…`. Cached per day; on the two
 * transition days a year (the offset at 00:00 differs from the one at 23:00) per hour.
 */
function zurichOffset(localDateTime: string): string {
  const offset = dayOffset(localDateTime.slice(0, 10));
  if (offset !== 'transition') return offset;
  const hour = localDateTime.slice(0, 13);
  let hourly = offsetCache.get(hour);
  if (hourly === undefined) {
    hourly = offsetAtLocal(hour);
    offsetCache.set(hour, hourly);
  }
  return hourly;
}

/** An event date in both stored forms. */
export interface ZurichDate {
  /** e.g. `2021-08-12T09:30:00.000+02:00` */
  event_date: string;
  /** e.g. `2021-08-12T07:30:00.000Z` */
  event_date_utc: string;
}

/** The number of `length` decimal digits at `at` of `text`, or -1 when one of them is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * `[year, month, day]` of a `YYYY-MM-DD` text of a real calendar day from the year 1000 on (the
 * years Date.UTC reads as they are), else null: callers take their general path then.
 */
function calendarDay(date: string): [number, number, number] | null {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return null;
  const year = digitsAt(date, 0, 4);
  const month = digitsAt(date, 5, 2);
  const day = digitsAt(date, 8, 2);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]!) ? [year, month, day] : null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day's offset for {@link zurichDate}: its text, in milliseconds, and that day's midnight; null on a transition day. */
interface DayOffset {
  offset: string;
  offsetMs: number;
  midnight: ZurichDate | null;
}
/** By `year * 10000 + month * 100 + day`: a number, so that a row's lookup hashes no text. */
const dayOffsets = new Map<number, DayOffset | null>();

/**
 * {@link zurichDate} of a real calendar day and a valid `HH:mm:ss` off the transition days: the
 * same instant computed from numbers (Date.UTC less the day's offset) instead of parsing its text,
 * and midnight (two rows in five of the synthetic load) kept per day. Null where the general path
 * must answer (a transition day, or anything it would refuse or read otherwise).
 */
function zurichDateOfDay(date: string, hms: string): ZurichDate | null {
  const ymd = calendarDay(date);
  if (!ymd || hms.length !== 8 || hms.charCodeAt(2) !== 58 || hms.charCodeAt(5) !== 58) return null;
  const hour = digitsAt(hms, 0, 2);
  const minute = digitsAt(hms, 3, 2);
  const second = digitsAt(hms, 6, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  const [year, month, day] = ymd;
  const key = year * 10_000 + month * 100 + day;
  let entry = dayOffsets.get(key);
  if (entry === undefined) {
    const offset = dayOffset(date);
    entry = offset === 'transition' ? null
      : { offset, offsetMs: (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000, midnight: null };
    dayOffsets.set(key, entry);
  }
  if (entry === null) return null;
  const midnight = hour === 0 && minute === 0 && second === 0;
  if (midnight && entry.midnight) return { ...entry.midnight };
  const result = {
    event_date: `${date}T${hms}.000${entry.offset}`,
    event_date_utc: new Date(Date.UTC(year, month - 1, day, hour, minute, second) - entry.offsetMs).toISOString(),
  };
  if (midnight) entry.midnight = { ...result };
  return result;
}

/**
 * Builds the stored forms of a Zurich wall-clock time.
 * @param date `YYYY-MM-DD`
 * @param time `HH:mm` or `HH:mm:ss` (default midnight)
 * @throws RangeError for an unparseable date.
 */
export function zurichDate(date: string, time = '00:00:00'): ZurichDate {
  const hms = time.length === 5 ? `${time}:00` : time;
  const ofDay = zurichDateOfDay(date, hms);
  if (ofDay) return ofDay;
  const local = `${date}T${hms}`;
  const offset = zurichOffset(local);
  const millis = Date.parse(`${local}.000${offset}`);
  if (Number.isNaN(millis)) throw new RangeError(`Invalid date ${local}`);
  return { event_date: `${local}.000${offset}`, event_date_utc: new Date(millis).toISOString() };
}

/** `YYYY-MM-DD` by days since 1970-01-01, as {@link addDays} wrote them: a load revisits a few thousand days. */
const dayTexts = new Map<number, string>();

/** `YYYY-MM-DD` of the day `days` after (or before, when negative) `date` (calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const ymd = calendarDay(date);
  if (ymd && Number.isInteger(days)) {
    const epochDay = Date.UTC(ymd[0], ymd[1] - 1, ymd[2]) / 86_400_000 + days;
    let text = dayTexts.get(epochDay);
    if (text === undefined) {
      text = new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
      dayTexts.set(epochDay, text);
    }
    return text;
  }
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
