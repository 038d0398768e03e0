/**
 * Removing what a journey made: a project it created, with the observations it imported into it.
 * Other journeys count projects and observations, so a journey that creates a project removes it
 * again in its `finally`, whether it passed or not.
 */
import type { Page } from '@playwright/test';
import { deskCall } from './validation.js';

/** Observations removed at once (each a DELETE of its own: the interface has no bulk delete). */
const REMOVALS_IN_FLIGHT = 8;

/**
 * Removes project `id` after its observations (the service refuses to delete a project that holds
 * any: 409). Throws the desk's error of the first call that fails.
 */
export async function removeProjectWithObservations(page: Page, id: number): Promise<void> {
  const { ids } = await deskCall<{ ids: number[] }>(page, 'observations.ids', { clauses: [{ field: 'dataset_id', operation: 'eq', value: id }] });
  for (let i = 0; i < ids.length; i += REMOVALS_IN_FLIGHT) {
    await Promise.all(ids.slice(i, i + REMOVALS_IN_FLIGHT).map((occurrence_id) => deskCall(page, 'observations.remove', { occurrence_id })));
  }
  await deskCall(page, 'projects.remove', { id });
}
