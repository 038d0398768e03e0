import type { Language } from '../../src-shared/contract/settings.js';

/**
 * The UI languages in the order the switch lists them. The same as the contract's LANGUAGES
 * (i18n/messages.test.ts checks), written out so the initial bundle needs no zod schema module.
 */
export const UI_LANGUAGES = ['en', 'de', 'fr', 'it'] as const satisfies readonly Language[];
