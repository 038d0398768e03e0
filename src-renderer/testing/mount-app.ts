import { PiniaColada } from '@pinia/colada';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import PrimeVue from 'primevue/config';
import ConfirmationService from 'primevue/confirmationservice';
import ToastService from 'primevue/toastservice';
import type { Component } from 'vue';
import { createMemoryHistory, createRouter, type Router } from 'vue-router';
import { setDesk } from '../bridge/index.js';
import { DATA_LAYER_OPTIONS } from '../data/data-layer.js';
import { i18n } from '../i18n/index.js';
import { routes } from '../router.js';
import { createFakeDesk, type FakeDesk } from './fake-desk.js';
import './setup-messages.js';

/** What {@link mountApp} gives a component test. */
export interface MountedApp {
  wrapper: VueWrapper;
  router: Router;
  desk: FakeDesk;
}

/**
 * Mounts a component the way main.ts sets up the app (Pinia, the data layer, vue-i18n, the real routes on a
 * memory history, PrimeVue unstyled, toasts, confirmations) against a fake desk, at `path`.
 */
export async function mountApp(component: Component, path = '/', desk: FakeDesk = createFakeDesk()): Promise<MountedApp> {
  setDesk(desk);
  const pinia = createPinia();
  setActivePinia(pinia);
  const router = createRouter({ history: createMemoryHistory(), routes });
  await router.push(path);
  await router.isReady();
  const wrapper = mount(component, {
    attachTo: document.body,
    global: { plugins: [pinia, [PiniaColada, DATA_LAYER_OPTIONS], i18n, router, [PrimeVue, { unstyled: true }], ToastService, ConfirmationService] },
  });
  return { wrapper, router, desk };
}
