import { defineStore } from 'pinia';
import { markRaw, shallowRef } from 'vue';
import type { Language } from '../../src-shared/contract/settings.js';
import { getDesk } from '../bridge/index.js';

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
 * The habitats list (`reference.habitats`, cached by main), read once when a detail first shows
 * a habitat; the reference names store covers taxa, people, units and projects but not habitats.
 */
export const useHabitatNames = defineStore('habitat-names', () => {
  const byId = shallowRef(new Map<number, HabitatRecord>());
  let load: Promise<void> | null = null;
  let loaded = false;

  /** Reads the list unless it is read already (failures are retried on the next call). */
  function ensureLoaded(): Promise<void> {
    if (loaded) return Promise.resolve();
    load ??= getDesk().reference.habitats().then(
      (list) => {
        byId.value = markRaw(new Map(list.map((entry) => [entry.id, entry as HabitatRecord])));
        loaded = true;
        load = null;
      },
      () => {
        load = null;
      },
    );
    return load;
  }

  /** The label of habitat `id` in `language`, or `#id` while unknown. */
  function label(id: number, language: Language): string {
    const habitat = byId.value.get(id);
    return habitat ? habitatLabel(habitat, language) : `#${id}`;
  }

  return { ensureLoaded, label };
});
