/**
 * Reading one cached answer from render functions and computeds without following the whole
 * cache: Pinia Colada signals every reader of its entry map whenever any entry is added,
 * removed, tracked or untracked (each triage move, each prefetch). A table whose cells looked
 * names up through `getQueryData` re-rendered every row on every such change; through this
 * computed they follow their own entry only (a computed that yields the same entry stops there),
 * and its `state` (a new object whenever the answer is set, even to the same filled-in data).
 */
import { useQueryCache, type EntryKey, type UseQueryEntry } from '@pinia/colada';
import { computed, type ComputedRef } from 'vue';

/** The cache entry under `key()` (undefined while none), following that entry alone. */
export function useCachedEntry<T>(key: () => EntryKey): ComputedRef<UseQueryEntry<T, unknown> | undefined> {
  const queryCache = useQueryCache();
  return computed(() => queryCache.getEntries({ key: key(), exact: true })[0] as UseQueryEntry<T, unknown> | undefined);
}
