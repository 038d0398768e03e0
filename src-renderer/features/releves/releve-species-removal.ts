/**
 * Deleting a relevé together with its species. The service refuses (409) to delete a relevé
 * while species observations point at it (docs/interface-notes.md, relevés "delete"), and the
 * interface has no cascade, so the desk deletes the species observations first, one after the
 * other, then the relevé. Deleting stops at the first refusal: the relevé and the species not
 * reached are kept, and the caller says how far it got.
 */
import { getDesk } from '../../bridge/index.js';

/** How far deleting a relevé's species got. */
export interface SpeciesRemoval {
  /** Species observations deleted. */
  removed: number;
  /** Species observations there were. */
  count: number;
  /** Why deleting stopped before the end (the service's error), or null when all were deleted. */
  failure: unknown;
}

/** The species observations of relevé `releve_id` that the caller may read (`releve_id[eq]`). */
export async function speciesOf(releve_id: number): Promise<number[]> {
  const { ids } = await getDesk().observations.ids({ clauses: [{ field: 'releve_id', operation: 'eq', value: releve_id }] });
  return ids;
}

/** Deletes the observations `ids` in order, stopping at the first failure. */
export async function removeSpecies(ids: readonly number[]): Promise<SpeciesRemoval> {
  let removed = 0;
  for (const occurrence_id of ids) {
    try {
      await getDesk().observations.remove({ occurrence_id });
      removed += 1;
    } catch (failure) {
      return { removed, count: ids.length, failure };
    }
  }
  return { removed, count: ids.length, failure: null };
}
