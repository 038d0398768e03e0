import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ServiceContext } from '../http/context.js';
import { callerOf } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { assertIfMatch, setEtag } from '../http/etag.js';
import { parseBody } from '../http/body.js';
import { invalidBody, notFound } from '../http/problem.js';
import { cached } from '../query/list.js';
import { checkReferences } from './references.js';
import { observationFor } from './observation-access.js';
import { nowIso } from './dates.js';

/** A one-per-observation sub-resource stored in its own table keyed by `occurrence_id`. */
export interface SingletonSubresource {
  /** Path segment after `/observations/{id}/`, e.g. `neophytes`. */
  segment: string;
  /** Table, with `occurrence_id` as primary key and one column per field. */
  table: string;
  fields: readonly string[];
  /** Strict zod schema of the PUT body (partial: absent fields keep their value). */
  schema: z.ZodType<Record<string, unknown>>;
  /** Field names refused with "no longer exists in v5". */
  removed?: readonly string[];
  /** Human name for messages, e.g. "neophyte control data". */
  label: string;
}

/**
 * Registers GET, PUT and DELETE on `/rest/v5/observations/{id}/<segment>` (interface v5: no POST,
 * PUT creates or updates). GET and DELETE answer 404 when the observation has none. Reading needs
 * the read right on the observation's project, writing the write right.
 */
export function singletonSubresourceRoutes(app: FastifyInstance, ctx: ServiceContext, def: SingletonSubresource): void {
  const select = `SELECT ${def.fields.join(', ')} FROM ${def.table} WHERE occurrence_id = ?`;
  const read = (id: number): Record<string, unknown> | undefined => cached(ctx.db, select).get(id) as Record<string, unknown> | undefined;
  const idOf = (params: unknown): string => (params as { id: string }).id;

  resource(app, `/rest/v5/observations/:id/${def.segment}`, {
    GET: async (request, reply) => {
      const { occurrence_id } = observationFor(ctx, callerOf(request), idOf(request.params), 'read');
      const row = read(occurrence_id);
      if (!row) throw notFound(`Observation ${occurrence_id} has no ${def.label}.`);
      setEtag(reply, row);
      return envelope({ occurrence_id, ...row });
    },
    PUT: async (request, reply) => {
      const { occurrence_id } = observationFor(ctx, callerOf(request), idOf(request.params), 'write');
      const body = parseBody(def.schema, request.body, { removed: def.removed });
      const errors = checkReferences(ctx.db, body);
      if (errors.length) throw invalidBody(errors);
      const keys = Object.keys(body);
      assertIfMatch(request, () => read(occurrence_id), `The ${def.label} of observation ${occurrence_id}`);
      ctx.db.transaction(() => {
        cached(ctx.db, `INSERT OR IGNORE INTO ${def.table} (occurrence_id) VALUES (?)`).run(occurrence_id);
        if (keys.length)
          ctx.db.prepare(`UPDATE ${def.table} SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE occurrence_id = @occurrence_id`).run({ ...body, occurrence_id });
        cached(ctx.db, 'UPDATE observations SET updated_at = ? WHERE occurrence_id = ?').run(nowIso(), occurrence_id);
      })();
      ctx.observationsVersion.value++;
      const row = read(occurrence_id);
      setEtag(reply, row);
      return envelope({ occurrence_id, ...row });
    },
    DELETE: async (request, reply) => {
      const { occurrence_id } = observationFor(ctx, callerOf(request), idOf(request.params), 'write');
      assertIfMatch(request, () => read(occurrence_id), `The ${def.label} of observation ${occurrence_id}`);
      const { changes } = cached(ctx.db, `DELETE FROM ${def.table} WHERE occurrence_id = ?`).run(occurrence_id);
      if (!changes) throw notFound(`Observation ${occurrence_id} has no ${def.label}.`);
      ctx.observationsVersion.value++;
      return reply.code(204).send();
    },
  });
}
