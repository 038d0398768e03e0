import { createI18n } from 'vue-i18n';
import type { Language } from '../../src-shared/contract/index.js';
import en, { type Messages } from './en.js';
import { DATETIME_FORMATS, NUMBER_FORMATS } from './formats.js';

/** Makes `t('…')` keys type-checked against the English messages everywhere in the renderer. */
declare module 'vue-i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefineLocaleMessage extends Messages {}
}

/**
 * The renderer's vue-i18n instance (Composition API mode). English is bundled as the fallback;
 * German, French and Italian are loaded on first use (each is a small separate chunk).
 */
export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en } as Record<Language, Messages>,
  // Keyed by Intl locale (en-GB, de-CH …), not by UI language: format calls name the locale.
  datetimeFormats: DATETIME_FORMATS,
  numberFormats: NUMBER_FORMATS,
  missingWarn: false,
  fallbackWarn: false,
});

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  it: () => import('./it.js'),
};

/** Loads the messages of `language` when needed and makes it the UI language (also `<html lang>`). */
export async function setLocale(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.global.availableLocales.includes(language)) {
    const messages = await loaders[language]();
    i18n.global.setLocaleMessage(language, messages.default);
  }
  i18n.global.locale.value = language;
  document.documentElement.lang = language;
}
