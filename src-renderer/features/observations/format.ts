/**
 * Numbers and dates of the workspace as Swiss users write them in each UI language (the same
 * regional variants as i18n/date-format.ts): `12’345` in German, `12 345` in French.
 */
import type { Language } from '../../../src-shared/contract/settings.js';

const REGIONAL: Record<Language, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };
/** Observation dates are calendar days in Switzerland: shown in Zurich time, whatever the computer's zone. */
export const DISPLAY_TIME_ZONE = 'Europe/Zurich';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The Intl locale of a UI language. */
export function regionalLocale(language: string): string {
  return REGIONAL[language as Language] ?? language;
}

/** An integer with the language's grouping, e.g. `12,345` / `12’345`. */
export function formatCount(value: number, language: string): string {
  const locale = regionalLocale(language);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })));
  return format.format(value);
}

/** A number with up to two decimals (elevations, uncertainties). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(regionalLocale(language), { maximumFractionDigits: 2 }).format(value);
}

/** The calendar day of an ISO date or date-time (`14.06.2024` in German); the input itself when it is not a date. */
export function formatDay(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = regionalLocale(language);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: DISPLAY_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
