/**
 * Setup of every renderer test file (vitest.config.ts `setupFiles`): gives vue-i18n the app's
 * messages as main.ts does at boot, so a component or store under test speaks like the app.
 */
import { useMessageSource } from '../i18n/index.js';
import { APP_MESSAGES } from '../messages/index.js';

useMessageSource(APP_MESSAGES);
