/**
 * The layer (stratum) of each species of a relevé. The interface has it on the supplement
 * sub-resource of the species observation (`releve_stratum`, vocabulary `releve_stratum`:
 * tree, shrub, herb, moss …), not on the observation, so it is read with
 * `GET /observations/{id}/supplements` per species, a few at a time, and written with a
 * `PUT` of that one field (absent fields keep their value). A relevé lists tens of species,
 * rarely a few hundred: the reads are bounded by the species list, not by the store.
 */
import pLimit from 'p-limit';
import { reactive } from 'vue';
import { getDesk } from '../../bridge/index.js';

/** Supplement reads at the same time (the service's other readers keep their share). */
const LAYER_READS_AT_ONCE = 4;

/** A species' layer: a `releve_stratum` code, null when none is recorded, undefined while unread. */
export type SpeciesLayer = number | null | undefined;

/** What {@link useSpeciesLayers} gives the species list. */
export interface SpeciesLayers {
  /** The layer of each species by occurrence_id (reactive). */
  byId: Record<number, SpeciesLayer>;
  /** The ids whose layer could not be read. */
  unreadable: Record<number, boolean>;
  /** Reads the layers of `ids` (the ones not read yet). */
  read(ids: readonly number[]): Promise<void>;
  /** Saves a species' layer; rejects with the service's error (the choice stays shown, as the other fields do). */
  write(id: number, layer: number | null): Promise<void>;
}

/** The layers of one relevé's species. */
export function useSpeciesLayers(): SpeciesLayers {
  const byId = reactive<Record<number, SpeciesLayer>>({});
  const unreadable = reactive<Record<number, boolean>>({});
  const limit = pLimit(LAYER_READS_AT_ONCE);

  async function readOne(id: number): Promise<void> {
    try {
      const supplement = await getDesk().supplements.get({ occurrence_id: id });
      byId[id] = supplement?.releve_stratum ?? null;
      delete unreadable[id];
    } catch {
      unreadable[id] = true;
    }
  }

  return {
    byId,
    unreadable,
    read: async (ids) => {
      await Promise.all(ids.filter((id) => !(id in byId)).map((id) => limit(() => readOne(id))));
    },
    write: async (id, layer) => {
      byId[id] = layer;
      const saved = await getDesk().supplements.put({ occurrence_id: id, values: { releve_stratum: layer } });
      byId[id] = saved.releve_stratum ?? null;
    },
  };
}
