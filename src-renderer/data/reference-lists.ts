/**
 * Query options of the service's reference lists the desk reads once per signed-in scope: they
 * change with the service's release, not while the desk runs. Kept until the scope changes
 * (data-layer.ts drops them then): Pinia Colada's default garbage collection would drop a list
 * five minutes after it was read whenever no component happened to track it, and the labels
 * read from it outside components (tables, chips, the detail's names) would fall back to codes.
 */
import { useQuery, type DefineQueryOptions, type EntryKey, type UseQueryReturn } from '@pinia/colada';
import { markRaw } from 'vue';
import type { VocabularyEntry } from '../../src-shared/contract/reference.js';
import { getDesk } from '../bridge/index.js';
import { scopedKey } from './query-keys.js';
import { useSignedInScope } from './signed-in-scope.js';

/**
 * The options of a query read once and kept until its scope changes (query-keys.ts): never
 * stale, never collected (see the file comment); a change invalidates it, an event may replace it.
 */
export function keptQuery<T extends object>(key: EntryKey, read: () => Promise<T>): DefineQueryOptions<T> {
  return {
    key,
    // plain records nobody edits in place: no deep reactivity over thousands of entries
    query: async () => markRaw(await read()),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

/** A taxa group as the service names it (e.g. `vascular_plants`). */
export interface TaxaGroup {
  id: number;
  name: string;
}

/** Every vocabulary of the service (`reference.vocabularies`), key `[scope, 'vocabularies', 'entries']`. */
export function vocabularyEntriesQuery(scope: string): DefineQueryOptions<VocabularyEntry[]> {
  return keptQuery(scopedKey(scope, 'vocabularies', 'entries'), () => getDesk().reference.vocabularies());
}

/** The taxa groups (`reference.taxaGroups`, id and name), key `[scope, 'vocabularies', 'taxaGroups']`. */
export function taxaGroupsQuery(scope: string): DefineQueryOptions<TaxaGroup[]> {
  return keptQuery(scopedKey(scope, 'vocabularies', 'taxaGroups'), async () => (await getDesk().reference.taxaGroups()).map((group): TaxaGroup => ({ id: group.id, name: group.name })));
}

/** The vocabularies for a component: read when it mounts unless known, with their loading and error state. */
export function useVocabularyEntries(): UseQueryReturn<VocabularyEntry[]> {
  const scope = useSignedInScope();
  return useQuery(() => vocabularyEntriesQuery(scope.value));
}
