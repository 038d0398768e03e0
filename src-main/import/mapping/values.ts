/**
 * Source cell text to interface values: numbers as spreadsheets of every UI language write them,
 * dates (ISO 8601, dd.mm.yyyy, Darwin Core intervals) with their precision, and coordinates in
 * WGS84, LV95 or LV03 to a WKT point in EPSG:4326.
 */
import { readTypedDay, SWISS_TIME_ZONE, toInterfaceDate } from '../../../src-shared/domain/dates.js';
import { transformXY, type XY } from '../../../src-shared/domain/crs.js';
import type { RowReasonCode } from '../reasons/index.js';

/** A value that could not be read, and why (a reason code, ../reasons/). */
export interface ValueProblem {
  problem: RowReasonCode;
}
export const isProblem = (v: unknown): v is ValueProblem => typeof v === 'object' && v !== null && 'problem' in v;

/**
 * A number written with `.` or a lone `,` as decimal mark and `'`, spaces or thin spaces grouping
 * thousands (`2'600'000`, `1,5`); null for an empty cell.
 */
export function readNumber(text: string): number | null | ValueProblem {
  const t = text.trim().replace(/['\u2019\u202f\u00a0 ]/g, '');
  if (t === '') return null;
  const normal = /^-?\d+,\d+$/.test(t) ? t.replace(',', '.') : t;
  const n = Number(normal);
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normal) && Number.isFinite(n) ? n : { problem: 'not-a-number' };
}

/** How exact a date is; the codes come from the `date_precision` vocabulary. */
export type DatePrecision = 'day' | 'month' | 'year' | 'decade';

/** An event date as the interface writes it (midnight Europe/Zurich of its first day unless a time is given) and its precision. */
export interface ReadDate {
  event_date: string;
  precision: DatePrecision;
}

/**
 * Days already written as interface dates: date-fns' zone arithmetic costs about a tenth of a
 * millisecond a call, which the 10,000-row dry run (≤ 5 s) cannot pay per row, and a file holds
 * far fewer distinct days than rows (bounded: 366 a year). Date-times are not cached.
 */
const DAY_CACHE = new Map<string, string | null>();
const DAY_CACHE_MAX = 100_000;

/** `text` (ISO, no offset: Europe/Zurich) as the interface writes dates; null when not a date. */
function interfaceDate(text: string): string | null {
  if (text.length !== 10) return toInterfaceDate(text, SWISS_TIME_ZONE);
  let known = DAY_CACHE.get(text);
  if (known === undefined) {
    known = toInterfaceDate(text, SWISS_TIME_ZONE);
    if (DAY_CACHE.size >= DAY_CACHE_MAX) DAY_CACHE.clear();
    DAY_CACHE.set(text, known);
  }
  return known;
}

interface Part { start: string; precision: DatePrecision; end: string }

const pad = (n: number): string => String(n).padStart(2, '0');
const lastDay = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** One end of a date or interval: `yyyy`, `yyyy-mm`, `yyyy-mm-dd`, an ISO date-time, or `dd.mm.yyyy`. */
function readPart(text: string): Part | null {
  const t = text.trim();
  let m = /^(\d{4})$/.exec(t);
  if (m) return { start: `${m[1]}-01-01`, end: `${m[1]}-12-31`, precision: 'year' };
  m = /^(\d{4})-(\d{1,2})$/.exec(t);
  if (m) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    if (mo < 1 || mo > 12) return null;
    return { start: `${y}-${pad(mo)}-01`, end: `${y}-${pad(mo)}-${lastDay(y, mo)}`, precision: 'month' };
  }
  const typed = readTypedDay(t);
  if (typed.ok) return { start: typed.day, end: typed.day, precision: 'day' };
  // GBIF writes a day as midnight without offset: that is the day, not a time of it
  const day = /^(\d{4}-\d{2}-\d{2})(T00:00(:00(\.0+)?)?)?$/.exec(t)?.[1];
  const iso = day ?? t;
  if (interfaceDate(iso) === null) return null;
  return { start: iso, end: iso.slice(0, 10), precision: 'day' };
}

/**
 * Reads an event date: ISO 8601 (`2024-06-14`, `2024-06-14T09:30`, `2024-06`, `2024`), `14.06.2024`,
 * or a Darwin Core interval `start/end` (`2024-06-01/2024-06-30`, `2024-06/2024-08`), whose start
 * is the date and whose precision is the least of day, month, year and decade that holds both ends.
 * Null for an empty cell.
 */
export function readEventDate(text: string): ReadDate | null | ValueProblem {
  const t = text.trim();
  if (t === '') return null;
  const [a, b, ...rest] = t.split('/');
  const start = a === undefined ? null : readPart(a);
  if (start === null || rest.length > 0) return { problem: 'not-a-date' };
  let precision = start.precision;
  if (b !== undefined) {
    const end = readPart(b);
    if (end === null) return { problem: 'interval-end-not-a-date' };
    const [s, e] = [start.start.slice(0, 10), end.end.slice(0, 10)];
    if (e < s) return { problem: 'ends-before-start' };
    precision = s === e ? 'day' : s.slice(0, 7) === e.slice(0, 7) ? 'month' : s.slice(0, 4) === e.slice(0, 4) ? 'year' : 'decade';
    if (Number(e.slice(0, 4)) - Number(s.slice(0, 4)) >= 10) return { problem: 'spans-decade' };
  }
  const event_date = interfaceDate(start.start);
  return event_date === null ? { problem: 'not-a-date' } : { event_date, precision };
}

/** The coordinate systems of coordinate columns. */
export type CoordinateSystem = 'wgs84' | 'lv95' | 'lv03';

/** The system of a v4 `x`/`y` pair by the size of the numbers (LV95 from 2,000,000 m, LV03 from 400,000 m). */
export function systemOf(x: number): CoordinateSystem | null {
  if (x >= 2_400_000 && x <= 2_900_000) return 'lv95';
  if (x >= 400_000 && x <= 900_000) return 'lv03';
  if (Math.abs(x) <= 180) return 'wgs84';
  return null;
}

/** A WKT point in EPSG:4326 (7 decimals, about 1 cm) of `xy` in `system` (easting/northing, or longitude/latitude). */
export function pointWkt(system: CoordinateSystem, xy: XY): string | ValueProblem {
  const [lon, lat] = system === 'wgs84' ? xy : transformXY(system === 'lv95' ? 2056 : 21781, 4326, xy);
  if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90)) return { problem: 'outside-coordinate-range' };
  return `POINT (${Number(lon.toFixed(7))} ${Number(lat.toFixed(7))})`;
}
