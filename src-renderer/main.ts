/**
 * Boot of the renderer: plugins (Pinia, the data layer on Pinia Colada, vue-i18n, router, PrimeVue styled mode with the desk
 * preset, toasts, confirmations), then the user's preferences (language before the first paint),
 * then the app. Session, service status and profiles are read by App.vue once mounted.
 */
import 'primeicons/primeicons.css';
import './styles/base.css';
import { PiniaColada } from '@pinia/colada';
import { createPinia } from 'pinia';
import PrimeVue from 'primevue/config';
import ConfirmationService from 'primevue/confirmationservice';
import ToastService from 'primevue/toastservice';
import { createApp } from 'vue';
import App from './App.vue';
import { i18n, useMessageSource } from './i18n/index.js';
import { APP_MESSAGES } from './messages/index.js';
import { adoptLaunchCredential } from './bridge/launch-credential.js';
import { DATA_LAYER_OPTIONS } from './data/data-layer.js';
import { createDeskRouter } from './router.js';
import { usePreferencesStore } from './stores/preferences.js';
import { applyDarkMode, DARK_CLASS, DeskPreset } from './theme/preset.js';
import { KeepLoadedStyleNames } from './theme/loaded-style-names.js';

// Browser mode: take the launch secret out of the address before the hash router reads it.
if (!window.desk) adoptLaunchCredential();

const app = createApp(App);
app.use(createPinia());
app.use(PiniaColada, DATA_LAYER_OPTIONS);
useMessageSource(APP_MESSAGES);
app.use(i18n);
app.use(createDeskRouter());
app.use(PrimeVue, {
  theme: { preset: DeskPreset, options: { darkModeSelector: `.${DARK_CLASS}`, cssLayer: false } },
  ripple: false,
});
app.use(KeepLoadedStyleNames);
app.use(ToastService);
app.use(ConfirmationService);

const preferences = usePreferencesStore();
let bootError: unknown = null;
try {
  await preferences.load();
} catch (error) {
  bootError = error;
}
applyDarkMode(preferences.dark);
app.provide('bootError', bootError);
app.mount('#app');
