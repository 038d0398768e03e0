import type { Caller } from '../auth/authorization-server.js';
import type { ServiceContext } from '../http/context.js';
import { notFound } from '../http/problem.js';
import { assertRight, type Right } from '../http/rights.js';
import { pathId } from '../http/path-id.js';

/**
 * Finds relevé `rawId` (the `{id}` path segment, or the id a params schema parsed) on which the caller has `right` (read to see,
 * write to change or delete). Throws 404 when the id is malformed or no such relevé exists,
 * 403 when the caller lacks the right on its project. Returns its id and project.
 */
export async function releveFor(ctx: Pick<ServiceContext, 'store'>, caller: Caller, rawId: string | number, right: Right): Promise<{ id: number; dataset_id: number }> {
  const id = typeof rawId === 'number' ? rawId : pathId(rawId, 'relevé');
  const row = await ctx.store.get<{ dataset_id: number }>('SELECT dataset_id FROM releves WHERE id = ?', [id]);
  if (!row) throw notFound(`No relevé ${id}.`);
  await assertRight(ctx.store, caller, row.dataset_id, right);
  return { id, dataset_id: row.dataset_id };
}
