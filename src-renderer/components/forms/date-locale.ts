import { usePrimeVue } from 'primevue/config';
import { watch } from 'vue';
import { useI18n } from 'vue-i18n';
import { displayLocale } from '../../i18n/format.js';

/** How a day is typed in each UI language (PrimeVue's pattern: dd day, mm month, yy four-digit year). */
export const DAY_PATTERNS: Record<string, string> = { en: 'dd/mm/yy', de: 'dd.mm.yy', fr: 'dd.mm.yy', it: 'dd.mm.yy' };

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
