/**
 * The app's whole message tree per language, assembled from every folder's `messages/` (the
 * features', the shared components', the map's) in en.ts … it.ts. Part of the app's root, like
 * router.ts: the one place below `features/` allowed to name them. English is bundled; German,
 * French and Italian are separate chunks loaded on first use.
 */
import type { Language } from '../../src-shared/contract/index.js';
import type { MessageSource } from '../i18n/index.js';
import en, { type Messages } from './en.js';

/** Makes `t('…')` keys type-checked against the English messages everywhere in the renderer. */
declare module 'vue-i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefineLocaleMessage extends Messages {}
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  it: () => import('./it.js'),
};

/** The renderer's messages for `useMessageSource` (main.ts, and the renderer tests' setup). */
export const APP_MESSAGES: MessageSource = {
  en,
  load: async (language) => (await loaders[language]()).default,
};
