import { usePrimeVue } from 'primevue/config';
import { watch } from 'vue';
import { useI18n } from 'vue-i18n';
import { displayLocale } from '../../i18n/format.js';

/** How a day is typed in each UI language (PrimeVue's pattern: dd day, mm month, yy four-digit year). */
export const DAY_PATTERNS: Record<string, string> = { en: 'dd/mm/yy', de: 'dd.mm.yy', fr: 'dd.mm.yy', it: 'dd.mm.yy' };

// The letters of day, month and year in each language's own words (Tag/Monat/Jahr, jour/mois/année, giorno/mese/anno).
const PLACEHOLDER_LETTERS: Record<string, { day: string; month: string; year: string }> = {
  en: { day: 'dd', month: 'mm', year: 'yyyy' },
  de: { day: 'TT', month: 'MM', year: 'JJJJ' },
  fr: { day: 'JJ', month: 'MM', year: 'AAAA' },
  it: { day: 'GG', month: 'MM', year: 'AAAA' },
};

/**
 * The placeholder of a PrimeVue date pattern (`dd.mm.yy`, `mm/yy`, `yy`) in the letters of
 * `language` (de `dd.mm.yy` → `TT.MM.JJJJ`); English letters for a language without its own.
 */
export function datePlaceholder(pattern: string, language: string): string {
  const letters = PLACEHOLDER_LETTERS[language] ?? PLACEHOLDER_LETTERS.en!;
  return pattern.replace(/dd|mm|yy/g, (part) => (part === 'dd' ? letters.day : part === 'mm' ? letters.month : letters.year));
}

/** Month and weekday names of a locale from Intl (weeks start on Monday in Switzerland). */
export function calendarNames(locale: string) {
  const month = (style: 'long' | 'short') => Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(Date.UTC(2024, m, 1)));
  // 2024-01-07 was a Sunday: PrimeVue lists weekdays from Sunday.
  const day = (style: 'long' | 'short' | 'narrow') => Array.from({ length: 7 }, (_, d) => new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + d)));
  return { monthNames: month('long'), monthNamesShort: month('short'), dayNames: day('long'), dayNamesShort: day('short'), dayNamesMin: day('short').map((name) => name.slice(0, 2)) };
}

/** Keeps PrimeVue's calendar texts (month and day names, first weekday, Today/Clear) in the UI language. */
export function usePrimeDateLocale(): void {
  const primevue = usePrimeVue();
  const { t, locale } = useI18n();
  watch(locale, (language) => {
    const current = primevue.config.locale;
    if (!current) return;
    primevue.config.locale = {
      ...current,
      ...calendarNames(displayLocale(language)),
      firstDayOfWeek: 1,
      dateFormat: DAY_PATTERNS[language] ?? 'dd.mm.yy',
      today: t('forms.calendar.today'),
      clear: t('forms.calendar.clear'),
    };
  }, { immediate: true });
}
