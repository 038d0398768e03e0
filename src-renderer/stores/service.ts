import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ServiceStatus } from '../../src-shared/contract/index.js';
import { getDesk } from '../bridge/index.js';

/**
 * Whether the active profile's service answers (`desk.service.status` and its event). Unknown
 * counts as reachable, so the shell never flashes the "cannot be reached" screen at start-up.
 */
export const useServiceStore = defineStore('service', () => {
  const status = ref<ServiceStatus | null>(null);
  const checking = ref(false);
  const unsubscribers: Array<() => void> = [];

  const reachable = computed(() => status.value?.reachable !== false);

  /** Asks main to check the service now (the Retry button). */
  async function refresh(): Promise<void> {
    checking.value = true;
    try {
      status.value = await getDesk().service.status();
    } finally {
      checking.value = false;
    }
  }

  /** Follows `service.status` events and reads the status once. */
  async function init(): Promise<void> {
    unsubscribers.push(
      getDesk().on('service.status', (next) => {
        status.value = next;
      }),
    );
    await refresh();
  }

  /** Stops following events (tests). */
  function dispose(): void {
    for (const off of unsubscribers.splice(0)) off();
  }

  return { status, checking, reachable, refresh, init, dispose };
});
