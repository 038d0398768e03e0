/**
 * vue-i18n's named date-time and number formats, defined once for every Intl locale of the one
 * locale map (src-shared/domain/locale.ts). vue-i18n makes each Intl formatter once per locale
 * and name and keeps it, so no screen keeps a formatter cache of its own.
 */
import type { IntlDateTimeFormats, IntlNumberFormats } from 'vue-i18n';
import { INTL_LOCALES } from '../../src-shared/domain/locale.js';

/** The most decimals a fixed-decimals number format ({@link fixedDigitsKey}) offers. */
export const MAX_FIXED_DIGITS = 6;

/** The name of the number format with exactly `digits` decimals (0 … {@link MAX_FIXED_DIGITS}). */
export function fixedDigitsKey(digits: number): `fixed${number}` {
  return `fixed${Math.min(MAX_FIXED_DIGITS, Math.max(0, Math.round(digits)))}`;
}

const dateTimeFormats = {
  /** A calendar day in digits (`14.06.2024`, `14/06/2024`); the value is a wall-clock date in UTC. */
  day: { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' },
  /** A calendar day with the month's short name (`14 Jun 2024`); a wall-clock date in UTC. */
  dayMedium: { dateStyle: 'medium', timeZone: 'UTC' },
  /** A calendar day with the month's full name (`1 May 2025`, `1. Mai 2025`), for sentences; a wall-clock date in UTC. */
  dayLong: { dateStyle: 'long', timeZone: 'UTC' },
  /** An instant in the computer's time zone (`14 Jun 2024, 09:30`): session ends, saves, history. */
  instant: { dateStyle: 'medium', timeStyle: 'short' },
} as const;

const fixed = Object.fromEntries(
  Array.from({ length: MAX_FIXED_DIGITS + 1 }, (_, digits) => [fixedDigitsKey(digits), { minimumFractionDigits: digits, maximumFractionDigits: digits }]),
);

const numberFormats = {
  /** Counts: whole numbers with grouping (`12,345`, `12’345`). */
  count: { maximumFractionDigits: 0 },
  /** Measures: up to two decimals (elevations, uncertainties, distances). */
  measure: { maximumFractionDigits: 2 },
  /** Stored values as precise as recorded: up to six decimals (coordinates in degrees). */
  precise: { maximumFractionDigits: 6 },
  ...fixed,
} as const;

/** The date-time formats of every locale, for `createI18n({ datetimeFormats })`. */
export const DATETIME_FORMATS = Object.fromEntries(INTL_LOCALES.map((locale) => [locale, dateTimeFormats])) as IntlDateTimeFormats;
/** The number formats of every locale, for `createI18n({ numberFormats })`. */
export const NUMBER_FORMATS = Object.fromEntries(INTL_LOCALES.map((locale) => [locale, numberFormats])) as IntlNumberFormats;

/** A named date-time format. */
export type DateTimeFormatKey = keyof typeof dateTimeFormats;
/** A named number format. */
export type NumberFormatKey = 'count' | 'measure' | 'precise' | `fixed${number}`;
