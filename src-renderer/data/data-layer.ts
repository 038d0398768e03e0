/**
 * The renderer's data layer for server state: Pinia Colada (`@pinia/colada`) with the desk's
 * defaults, and a plugin that drops the cache when the signed-in scope changes (sign-out,
 * another person, another server profile). Install with `app.use(PiniaColada, DATA_LAYER_OPTIONS)`
 * after Pinia (main.ts, testing/mount-app.ts).
 */
import type { PiniaColadaOptions, PiniaColadaPlugin } from '@pinia/colada';
import { watch } from 'vue';
import { useSessionStore } from '../stores/session.js';
import { DESK_SCOPE } from './query-keys.js';
import { sessionScope } from './signed-in-scope.js';

/**
 * Whether an answer cached under `entryScope` stays when the scope becomes `now`: answers of that
 * scope, of the desk (DESK_SCOPE) and of the profile `now` is on (`<profile_id>\n`, profileScope).
 */
function keptIn(entryScope: unknown, now: string): boolean {
  return entryScope === now || entryScope === DESK_SCOPE || (typeof entryScope === 'string' && entryScope.endsWith('\n') && now.startsWith(entryScope));
}

/**
 * Removes every cached answer of another scope (see keptIn) whenever the scope changes; pending
 * reads of the old scope are cancelled (their answers are ignored).
 */
export const dropCacheOnScopeChange: PiniaColadaPlugin = ({ queryCache, pinia, scope }) => {
  scope.run(() => {
    const session = useSessionStore(pinia);
    watch(
      () => sessionScope(session),
      (now) => {
        for (const entry of queryCache.getEntries()) {
          if (keptIn(entry.key[0], now)) continue;
          queryCache.cancel(entry);
          queryCache.remove(entry);
        }
      },
      { flush: 'sync' },
    );
  });
};

/**
 * The desk's Pinia Colada options. `staleTime: 0`: a screen that opens reads its data again (as
 * before the data layer) while showing what is cached; readers at the same time share one
 * request. No refetch on focus or reconnect: nothing is read unless a screen asks (no polling).
 */
export const DATA_LAYER_OPTIONS: PiniaColadaOptions = {
  queryOptions: { staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
  plugins: [dropCacheOnScopeChange],
};
