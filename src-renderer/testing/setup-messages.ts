/**
 * Gives vue-i18n the app's messages as main.ts does at boot. `mountApp` imports it; a test that
 * uses vue-i18n without `mountApp` imports it first (`import '…/testing/setup-messages.js'`).
 * Not a global vitest setup file: the renderer's pure tests would each pay for loading it.
 */
import { useMessageSource } from '../i18n/index.js';
import { APP_MESSAGES } from '../messages/index.js';

useMessageSource(APP_MESSAGES);
