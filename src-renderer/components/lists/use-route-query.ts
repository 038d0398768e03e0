/**
 * A list screen's state in step with the address: the route query decoded once per change
 * through the screen's {@link RouteQuery} (ODK Central's `useQueryRef` is the model), and changes
 * written back as one new query, so back, forward, reload and a copied link restore the list.
 */
import { computed, type ComputedRef } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import type { RouteQuery } from './route-query.js';

/** What {@link useRouteQuery} gives a screen. */
export interface RouteQueryRef<State> {
  /** The state as the address says (defaults where it says nothing or nonsense). */
  state: ComputedRef<State>;
  /** Parameters of the address left out (unknown, or not fitting), as written. */
  ignored: ComputedRef<string[]>;
  /** Writes `change` into the address: a new history entry, or the current one replaced (while typing). */
  go(change: Partial<State>, replace?: boolean): Promise<unknown>;
}

/** The state of `query` over the current route (see the module comment). Needs a router. */
export function useRouteQuery<State>(query: RouteQuery<State>): RouteQueryRef<State> {
  const route = useRoute();
  const router = useRouter();
  const decoded = computed(() => query.decode(route.query));
  const state = computed(() => decoded.value.state);
  return {
    state,
    ignored: computed(() => decoded.value.ignored),
    go(change, replace = false) {
      const next = query.encode({ ...state.value, ...change });
      return replace ? router.replace({ query: next }) : router.push({ query: next });
    },
  };
}
