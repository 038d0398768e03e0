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

/**
 * Zurich offset of a local wall-clock time `YYYY-MM-DDTHH:mm…`. Cached per day; on the two
 * transition days a year (the offset at 00:00 differs from the one at 23:00) per hour.
 */
function zurichOffset(localDateTime: string): string {
  const day = localDateTime.slice(0, 10);
  let offset = offsetCache.get(day);
  if (offset === undefined) {
    const first = offsetAtLocal(`${day}T00`);
    offset = first === offsetAtLocal(`${day}T23`) ? first : 'transition';
    offsetCache.set(day, offset);
  }
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

/**
 * Builds the stored forms of a Zurich wall-clock time.
 * @param date `YYYY-MM-DD`
 * @param time `HH:mm` or `HH:mm:ss` (default midnight)
 * @throws RangeError for an unparseable date.
 */
export function zurichDate(date: string, time = '00:00:00'): ZurichDate {
  const hms = time.length === 5 ? `${time}:00` : time;
  const local = `${date}T${hms}`;
  const offset = zurichOffset(local);
  const millis = Date.parse(`${local}.000${offset}`);
  if (Number.isNaN(millis)) throw new RangeError(`Invalid date ${local}`);
  return { event_date: `${local}.000${offset}`, event_date_utc: new Date(millis).toISOString() };
}

/** `YYYY-MM-DD` of the day `days` after (or before, when negative) `date` (calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
