import { useQueryCache } from '@pinia/colada';
import { computed } from 'vue';
import type { Language } from '../../src-shared/contract/settings.js';
import { useCachedEntry } from '../data/cached-state.js';
import { habitatsQuery, type HabitatEntry } from '../data/habitats.js';
import { sessionScope } from '../data/signed-in-scope.js';
import { useSessionStore } from './session.js';

/** A habitat (TypoCH) as `reference.habitats` returns it; names per language. */
export interface HabitatRecord {
  id: number;
  code: string;
  name_en?: string | null;
  name_de?: string | null;
  name_fr?: string | null;
  name_it?: string | null;
}

/** `code name` of a habitat in `language` (English, then the code alone, when that name is missing). */
export function habitatLabel(habitat: HabitatRecord, language: Language): string {
  const name = habitat[`name_${language}`] || habitat.name_en;
  return name ? `${habitat.code} ${name}` : habitat.code;
}

/**
 * The habitat names of the detail, over the data layer's habitats list (data/habitats.ts, the
 * one the habitat pickers read): `ensureLoaded` reads it unless it is known for the signed-in
 * scope, `label` names a habitat from it.
 */
export function useHabitatNames(): { ensureLoaded(): Promise<void>; label(id: number, language: Language): string } {
  const queryCache = useQueryCache();
  const session = useSessionStore();
  const options = () => habitatsQuery(sessionScope(session));
  // one Map per answer, not a scan of the list per field shown
  const habitats = useCachedEntry<HabitatEntry[]>(() => options().key);
  const byId = computed(() => new Map((habitats.value?.state.value.data ?? []).map((entry) => [entry.id, entry as HabitatRecord])));

  return {
    /** Reads the list unless it is read already (a failure is tried again on the next call); never rejects. */
    ensureLoaded: () => queryCache.refresh(queryCache.ensure(options())).then(() => undefined, () => undefined),
    /** The label of habitat `id` in `language`, or `#id` while unknown. */
    label: (id, language) => {
      const habitat = byId.value.get(id);
      return habitat ? habitatLabel(habitat, language) : `#${id}`;
    },
  };
}
