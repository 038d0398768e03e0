/**
 * Dates and numbers as the UI shows them, in one place: each goes through vue-i18n's `d()` /
 * `n()` with the named formats of i18n/formats.ts and the Intl locale of the one locale map
 * (src-shared/domain/locale.ts). Plain functions of a UI language (`en`, `de`, `fr`, `it`), so
 * table cells, chips and tests use them without a component.
 */
import { recordedDate } from '../../src-shared/domain/dates.js';
import { localesOf } from '../../src-shared/domain/locale.js';
import { fixedDigitsKey, type DateTimeFormatKey, type NumberFormatKey } from './formats.js';
import { i18n } from './index.js';

/** The Intl locale of dates and numbers of a UI language (`de` → `de-CH`, `en` → `en-GB`). */
export function displayLocale(language: string): string {
  return localesOf(language).display;
}

/** `value` in the named number format of `locale` (an Intl locale of the map). */
export function formatNumberIn(value: number, locale: string, key: NumberFormatKey): string {
  return i18n.global.n(value, { key, locale });
}

function date(value: Date, language: string, key: DateTimeFormatKey): string {
  return i18n.global.d(value, { key, locale: displayLocale(language) });
}

/** A count with the language's grouping: `12,345` in English, `12’345` in German. */
export function formatCount(value: number, language: string): string {
  return formatNumberIn(value, displayLocale(language), 'count');
}

/** A measure with up to two decimals (elevations, uncertainties, distances): `1,234.5`. */
export function formatMeasure(value: number, language: string): string {
  return formatNumberIn(value, displayLocale(language), 'measure');
}

/**
 * An area given in square metres, in the unit that reads best: `850 m²` below a hectare,
 * `12.5 ha` below a square kilometre, `1.52 km²` from there (the units of `sample_size_unit`).
 */
export function formatArea(area_in_square_meters: number, language: string): string {
  if (area_in_square_meters < 10_000) return `${formatMeasure(area_in_square_meters, language)} m²`;
  if (area_in_square_meters < 1_000_000) return `${formatMeasure(area_in_square_meters / 10_000, language)} ha`;
  return `${formatMeasure(area_in_square_meters / 1_000_000, language)} km²`;
}

/** A stored number with exactly `digits` decimals when given, else up to six (degrees). */
export function formatNumber(value: number, language: string, digits?: number): string {
  return formatNumberIn(value, displayLocale(language), digits === undefined ? 'precise' : fixedDigitsKey(digits));
}

/** The wall-clock day of a recorded date as a UTC date, so Intl shows it unshifted. */
function dayAsUtc(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * The calendar day of an event date as recorded, in digits (`13.07.2024` in German), for tables
 * and lists; the input itself when it is not an ISO date. The same day as
 * {@link formatEventDate} and as the service's date filters (src-shared/domain/dates.ts).
 */
export function formatDay(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const recorded = recordedDate(iso);
  return recorded ? date(dayAsUtc(recorded.day), language, 'day') : iso;
}

/**
 * An event date as recorded, for the detail: the day with the month's name plus the time of day
 * unless it is midnight (`13 Jul 2024, 23:30`); the input itself when it is not an ISO date.
 */
export function formatEventDate(iso: string, language: string): string {
  return eventDateIn(iso, language, 'dayMedium');
}

function eventDateIn(iso: string, language: string, key: 'dayMedium' | 'dayLong'): string {
  const recorded = recordedDate(iso);
  if (!recorded) return iso;
  const day = date(dayAsUtc(recorded.day), language, key);
  return recorded.time ? `${day}, ${recorded.time}` : day;
}

/**
 * An event date as recorded, for sentences such as filter chips: the day with the month's full
 * name plus the time of day unless it is midnight (`1 May 2025`, `1. Mai 2025, 09:30`); the
 * input itself when it is not an ISO date.
 */
export function formatEventDateLong(iso: string, language: string): string {
  return eventDateIn(iso, language, 'dayLong');
}

/**
 * An instant (saved at, validated at, session end) in the computer's time zone with a medium
 * date and a short time; null when it is not a date.
 */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : date(instant, language, 'instant');
}
