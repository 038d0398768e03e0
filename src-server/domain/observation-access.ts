import type { Caller } from '../auth/authorization-server.js';
import type { ServiceContext } from '../http/context.js';
import { notFound } from '../http/problem.js';
import { pathId } from '../http/path-id.js';
import { assertRight, type Right } from '../http/rights.js';

/**
 * Finds an observation the caller has `right` on. Throws 404 when it does not exist, 403 when
 * the caller lacks the right on its project. `rawId` is the path segment, or the id a route's
 * params schema has already parsed. Returns its id, project and relevé.
 */
export async function observationFor(ctx: Pick<ServiceContext, 'store'>, caller: Caller, rawId: string | number, right: Right): Promise<{ occurrence_id: number; dataset_id: number; releve_id: number | null }> {
  const occurrence_id = typeof rawId === 'number' ? rawId : pathId(rawId, 'observation');
  const row = await ctx.store.get<{ dataset_id: number; releve_id: number | null }>('SELECT dataset_id, releve_id FROM observations WHERE occurrence_id = ?', [occurrence_id]);
  if (!row) throw notFound(`No observation ${occurrence_id}.`);
  await assertRight(ctx.store, caller, row.dataset_id, right);
  return { occurrence_id, dataset_id: row.dataset_id, releve_id: row.releve_id };
}

