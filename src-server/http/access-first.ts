/**
 * The order in which a route refuses a request (docs/interface-notes.md "Order of checks"):
 * 401 token → 404 malformed path id → 404/403 access to the addressed record or action →
 * 400 query / 422 body → 412 If-Match → checks on the body's values (403 on a project it names,
 * 422 unknown references, 409). So a caller without access learns nothing from a body error,
 * and one whose body is wrong learns it only where it may act.
 *
 * Fastify validates params, query and body (the routes' zod schemas) before any handler runs;
 * {@link accessFirst} moves the access check into the `preValidation` hook, before that.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * A `preValidation` hook running `check` before the query and body are validated. `params` is
 * the route's params schema: the raw path parameters are parsed with it first; when they do not
 * parse, the check is skipped and the params validation answers (404 for a malformed id).
 * `check` throws (or rejects with) the 404/403 problem; the handler checks again, as it needs the record anyway
 * (a lookup by primary key) and the record may have changed in between.
 */
export function accessFirst<P extends z.ZodType>(
  params: P,
  check: (request: FastifyRequest, params: z.output<P>) => unknown,
): (request: FastifyRequest) => Promise<void>;
/** A `preValidation` hook running `check` (a right of the caller, no record) before the query and body are validated. */
export function accessFirst(check: (request: FastifyRequest) => unknown): (request: FastifyRequest) => Promise<void>;
export function accessFirst<P extends z.ZodType>(
  first: P | ((request: FastifyRequest) => unknown),
  check?: (request: FastifyRequest, params: z.output<P>) => unknown,
): (request: FastifyRequest) => Promise<void> {
  if (typeof first === 'function') return async (request) => { await first(request); };
  return async (request) => {
    const parsed = first.safeParse(request.params);
    if (parsed.success) await check!(request, parsed.data);
  };
}
