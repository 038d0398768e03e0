import { useQueryCache } from '@pinia/colada';
import { defineStore } from 'pinia';
import { computed, watch } from 'vue';
import type { ServiceStatus } from '../../src-shared/contract/index.js';
import { getDesk } from '../bridge/index.js';
import { scopedKey } from '../data/query-keys.js';
import { keptQuery } from '../data/reference-lists.js';
import { profileScope } from '../data/signed-in-scope.js';
import { useSessionStore } from './session.js';

/**
 * Whether the active profile's service answers (`desk.service.status` and its event). The status
 * lives in the data layer under the profile's scope (key `[<profile_id>\n, 'service', 'status']`:
 * kept through sign-in and sign-out, dropped for another profile), read at start and on Retry and
 * replaced by main's `service.status` events, never polled. Unknown counts as reachable, so the
 * shell never flashes the "cannot be reached" screen at start-up.
 */
export const useServiceStore = defineStore('service', () => {
  const session = useSessionStore();
  const queryCache = useQueryCache();
  const unsubscribers: Array<() => void> = [];
  const options = () => keptQuery(scopedKey(profileScope(session), 'service', 'status'), () => getDesk().service.status());
  const entry = computed(() => queryCache.getEntries({ key: options().key, exact: true })[0]);

  const status = computed<ServiceStatus | null>(() => queryCache.getQueryData<ServiceStatus>(options().key) ?? null);
  const checking = computed(() => entry.value?.asyncStatus.value === 'loading');
  const reachable = computed(() => status.value?.reachable !== false);

  /** Asks main to check the service now (the Retry button); rejects when main cannot tell. */
  async function refresh(): Promise<void> {
    await queryCache.fetch(queryCache.ensure(options()));
  }

  /** Follows `service.status` events, reads the status once, and again for a profile whose status is not known (start-up, another profile). */
  async function init(): Promise<void> {
    unsubscribers.push(getDesk().on('service.status', (next) => queryCache.setQueryData(options().key, next)));
    unsubscribers.push(watch(() => profileScope(session), () => {
      if (!status.value && !checking.value) void refresh().catch(() => undefined);
    }));
    await refresh();
  }

  /** Stops following events (tests). */
  function dispose(): void {
    for (const off of unsubscribers.splice(0)) off();
  }

  return { status, checking, reachable, refresh, init, dispose };
});
