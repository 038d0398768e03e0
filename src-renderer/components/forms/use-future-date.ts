import { useI18n } from 'vue-i18n';
import { isAfterDay, localDay, recordedDate } from '../../../src-shared/domain/dates.js';
import { displayLocale } from '../../i18n/format.js';
import { useAsk } from '../feedback/useAsk.js';

/**
 * Asks before a date in the future is saved (issue 17: a slip such as 2062 for 2026 is caught
 * before it lands). The answer is true when the date may be sent: no date, not a date, today or
 * earlier (the day as recorded, against the local today), or the user confirmed.
 */
export function useFutureDateQuestion(): (date: unknown) => Promise<boolean> {
  const ask = useAsk();
  const { t, locale } = useI18n();
  return async (date) => {
    if (typeof date !== 'string' || !isAfterDay(date, localDay(new Date()))) return true;
    const day = recordedDate(date)!.day;
    const shown = new Intl.DateTimeFormat(displayLocale(locale.value), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    return ask({
      header: t('forms.date.future.header'),
      message: t('forms.date.future.body', { date: shown }),
      acceptLabel: t('forms.date.future.save'),
      rejectLabel: t('forms.date.future.check'),
    });
  };
}
