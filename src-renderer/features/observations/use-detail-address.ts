/**
 * The open observation in the address: `/observations/<occurrence_id>?<filter>` while its detail
 * shows, `/observations?<filter>` when none is open. Reloading keeps the record open, and the
 * address can be sent to a colleague on the same server (the record opens even when it is not
 * among the rows loaded, or not in their filter's list at all). Moving through records (clicks,
 * triage, next/previous) replaces the address instead of adding to the history, so Back leaves
 * the workspace's filter, not the records read one by one.
 */
import { watch } from 'vue';
import { useRoute, useRouter, type RouteLocationNormalizedLoaded } from 'vue-router';
import { useObservationsStore } from './observations-store.js';

/** The workspace's route names: the list alone, and the list with one record open. */
export const WORKSPACE_ROUTES = ['observations', 'observation'] as const;

/** Whether `route` shows the observation workspace. */
export function isWorkspaceRoute(route: Pick<RouteLocationNormalizedLoaded, 'name'>): boolean {
  return (WORKSPACE_ROUTES as readonly unknown[]).includes(route.name);
}

/** The occurrence id the address opens, or null. */
export function openedIdOf(route: Pick<RouteLocationNormalizedLoaded, 'name' | 'params'>): number | null {
  const raw = route.name === 'observation' ? route.params.occurrence_id : undefined;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Keeps the store's current observation and the address in step. Call it after the filter has
 * been taken from the address (a new filter closes the detail first; the record the address
 * names opens after that).
 */
export function useDetailAddress(): void {
  const route = useRoute();
  const router = useRouter();
  const store = useObservationsStore();

  watch(() => (isWorkspaceRoute(route) ? openedIdOf(route) : undefined), (id) => {
    if (id !== undefined && id !== store.currentId) store.setCurrent(id);
  }, { immediate: true });

  watch(() => store.currentId, (id) => {
    if (!isWorkspaceRoute(route) || id === openedIdOf(route)) return;
    void router.replace(id === null
      ? { name: 'observations', query: route.query, hash: route.hash }
      : { name: 'observation', params: { occurrence_id: String(id) }, query: route.query, hash: route.hash });
  });
}
