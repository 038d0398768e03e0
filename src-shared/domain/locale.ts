/**
 * The one map from a UI language to the Intl locales the project formats with. Swiss users:
 * the national languages in their Swiss variants (`de-CH`: `12’345`, `14.06.2024`); English in
 * British conventions (`12,345`, `14/06/2024`, day first and a 24-hour clock), except for map
 * coordinates, which every language writes in Swiss grouping (`2’600’000 / 1’200’000`, as
 * swisstopo does), so that a pasted LV95 pair never carries a grouping comma.
 * No Node, no DOM.
 */
// Type only: the renderer's first bundle must not need the contract's zod schemas.
import type { Language } from '../contract/settings.js';

/** The Intl locales of one UI language. */
export interface LanguageLocales {
  /** Dates, numbers and counts of the UI. */
  display: string;
  /** Coordinates (LV95 metres, WGS84 degrees). */
  coordinates: string;
}

/** The map, one line per UI language. */
export const LOCALES: Readonly<Record<Language, LanguageLocales>> = {
  en: { display: 'en-GB', coordinates: 'en-CH' },
  de: { display: 'de-CH', coordinates: 'de-CH' },
  fr: { display: 'fr-CH', coordinates: 'fr-CH' },
  it: { display: 'it-CH', coordinates: 'it-CH' },
};

/** Whether `value` is a UI language. */
export function isLanguage(value: string): value is Language {
  return Object.hasOwn(LOCALES, value);
}

/**
 * The Intl locales of a UI language. A regional tag (`de-AT`) counts as its language; a
 * language the app does not have keeps its own tag for both (Intl falls back itself).
 */
export function localesOf(language: string): LanguageLocales {
  const base = language.split('-')[0]!;
  return isLanguage(base) ? LOCALES[base] : { display: language, coordinates: language };
}

/** Every distinct Intl locale of {@link LOCALES} (to define each format once per locale). */
export const INTL_LOCALES: readonly string[] = [...new Set(Object.values(LOCALES).flatMap((entry) => [entry.display, entry.coordinates]))];
