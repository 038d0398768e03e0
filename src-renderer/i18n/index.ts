import { createI18n, type DefineLocaleMessage } from 'vue-i18n';
import type { Language } from '../../src-shared/contract/index.js';
import { DATETIME_FORMATS, NUMBER_FORMATS } from './formats.js';

/**
 * One language's whole message tree: vue-i18n's `DefineLocaleMessage`, which
 * src-renderer/messages/index.ts declares as the English tree's shape.
 */
export type MessageTree = DefineLocaleMessage;

/**
 * Where the message trees come from: English at once (the fallback), the other languages on first
 * use. The app's root assembles them from every folder's `messages/` (src-renderer/messages/) and
 * hands them over with {@link useMessageSource}, so this layer names no feature.
 */
export interface MessageSource {
  en: MessageTree;
  load(language: Exclude<Language, 'en'>): Promise<MessageTree>;
}

/**
 * The renderer's vue-i18n instance (Composition API mode). Its messages arrive through
 * {@link useMessageSource} before the app mounts; `t('…')` keys are type-checked against the
 * English tree (the `DefineLocaleMessage` declaration in src-renderer/messages/index.ts).
 */
export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  // Keyed by Intl locale (en-GB, de-CH …), not by UI language: format calls name the locale.
  datetimeFormats: DATETIME_FORMATS,
  numberFormats: NUMBER_FORMATS,
  missingWarn: false,
  fallbackWarn: false,
});

let source: MessageSource | null = null;

/** Gives the i18n instance its messages (English now, the others when {@link setLocale} needs them). */
export function useMessageSource(next: MessageSource): void {
  source = next;
  i18n.global.setLocaleMessage('en', next.en);
}

/**
 * Loads the messages of `language` when needed and makes it the UI language (also `<html lang>`).
 * Throws when no {@link MessageSource} was given yet (a boot-order mistake, not a user's).
 */
export async function setLocale(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.global.availableLocales.includes(language)) {
    if (!source) throw new Error('setLocale before useMessageSource: the app root gives the messages first');
    i18n.global.setLocaleMessage(language, await source.load(language));
  }
  i18n.global.locale.value = language;
  document.documentElement.lang = language;
}
