import type { Language } from '../../src-shared/contract/settings.js';
import { cachedDateTimeFormat } from './intl-cache.js';

/**
 * Dates and times as Swiss users write them in each UI language (24-hour clock, day first):
 * English uses British conventions, the national languages their Swiss variants.
 */
const REGIONAL: Record<Language, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };

/** Formats an ISO 8601 instant as a medium date with a short time; null when it is not a date. */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const locale = REGIONAL[language as Language] ?? language;
  return cachedDateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
