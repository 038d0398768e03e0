/**
 * The number locale and hemisphere letters of the UI language, for coordinates on the map
 * (`de` → `de-CH`, German writes O for east).
 */
import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { coordinateLocale, type HemisphereLetters } from './coordinate-format.js';

/** The map's locale data, following the UI language. */
export function useMapLocale(): { locale: ComputedRef<string>; letters: ComputedRef<HemisphereLetters> } {
  const { t, locale } = useI18n();
  return {
    locale: computed(() => coordinateLocale(locale.value)),
    letters: computed(() => ({ n: t('map.hemispheres.n'), s: t('map.hemispheres.s'), e: t('map.hemispheres.e'), w: t('map.hemispheres.w') })),
  };
}
