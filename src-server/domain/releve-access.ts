import type { Caller } from '../auth/authorization-server.js';
import type { ServiceContext } from '../http/context.js';
import { notFound } from '../http/problem.js';
import { assertRight, type Right } from '../http/rights.js';
import { cached } from '../query/list.js';
import { pathId } from '../http/path-id.js';

/**
 * Finds relevé `rawId` (the `{id}` path segment, or the id a params schema parsed) on which the caller has `right` (read to see,
 * write to change or delete). Throws 404 when the id is malformed or no such relevé exists,
 * 403 when the caller lacks the right on its project. Returns its id and project.
 */
export function releveFor(ctx: ServiceContext, caller: Caller, rawId: string | number, right: Right): { id: number; dataset_id: number } {
  const id = typeof rawId === 'number' ? rawId : pathId(rawId, 'relevé');
  const row = cached(ctx.db, 'SELECT dataset_id FROM releves WHERE id = ?').get(id) as { dataset_id: number } | undefined;
  if (!row) throw notFound(`No relevé ${id}.`);
  assertRight(ctx.db, caller, row.dataset_id, right);
  return { id, dataset_id: row.dataset_id };
}
