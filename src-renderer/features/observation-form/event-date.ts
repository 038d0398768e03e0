/**
 * `event_date` and its `date_precision` in the form (pure). The precision is a vocabulary code
 * (`date_precision`: day, month, year, decade in the reference service); which granularity a
 * code means is read from the vocabulary entry's English label, never from the code. A date of
 * lower precision is stored as the first day of its month, year or decade (as the service's own
 * records are). Values the form sends: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` with a time of day —
 * without offset, which the service takes as Swiss time (docs/interface-notes.md "dates written").
 */
import { recordedDate } from '../../../src-shared/domain/dates.js';
import type { VocabularyEntry } from '../../../src-shared/contract/reference.js';

/** How finely the date input asks. */
export type Granularity = 'day' | 'month' | 'year' | 'decade';

const GRANULARITIES: readonly Granularity[] = ['day', 'month', 'year', 'decade'];

/** The granularity a `date_precision` entry stands for (its English label or Darwin Core value); `day` when unknown or none. */
export function granularityOf(entry: VocabularyEntry | undefined): Granularity {
  const words = [entry?.label_en, entry?.dwc_value].map((word) => word?.trim().toLowerCase());
  return GRANULARITIES.find((granularity) => words.includes(granularity)) ?? 'day';
}

/** The parts of an event date as recorded (its own calendar day and time, no time zone change). */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  /** `HH:mm`, or null for midnight / no time of day. */
  time: string | null;
}

/** The parts of an ISO 8601 date or date-time as recorded (its own offset), or null when it is none. */
export function partsOf(value: string | null | undefined): DateParts | null {
  const recorded = value ? recordedDate(value) : null;
  if (!recorded) return null;
  const [year, month, day] = recorded.day.split('-').map(Number) as [number, number, number];
  return { year, month, day, time: recorded.time };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The value sent for `parts` at `granularity`: smaller units set to their first, a time only at day granularity. */
export function valueOf(parts: DateParts, granularity: Granularity): string {
  const year = granularity === 'decade' ? parts.year - (parts.year % 10) : parts.year;
  const month = granularity === 'day' || granularity === 'month' ? parts.month : 1;
  const day = granularity === 'day' ? parts.day : 1;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return granularity === 'day' && parts.time ? `${date}T${parts.time}` : date;
}

/** Whether `value` already fits `granularity` (e.g. a month-precise date on the first of its month). */
export function fits(value: string | null, granularity: Granularity): boolean {
  const parts = partsOf(value);
  if (!parts) return true;
  const again = partsOf(valueOf(parts, granularity))!;
  return again.year === parts.year && again.month === parts.month && again.day === parts.day && (granularity === 'day' || parts.time === null);
}

/** A local Date at noon of the parts' day (for the date picker: noon, so no time zone moves it). */
export function pickerDate(parts: DateParts | null): Date | null {
  return parts ? new Date(parts.year, parts.month - 1, parts.day, 12) : null;
}

/** The parts of a date picked (local calendar day), keeping `time`. */
export function partsFromPicker(date: Date, time: string | null): DateParts {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), time };
}
