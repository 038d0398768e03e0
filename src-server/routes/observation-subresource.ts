import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { ifMatch, setEtag } from '../http/etag.js';
import { Envelope, NoContent, bodySchema, idParams } from '../http/route-schemas.js';
import { invalidBody, notFound } from '../http/problem.js';
import { findReferenceErrors } from '../domain/references.js';
import { observationFor } from '../domain/observation-access.js';
import { deleteSingleton, lockOwner, readSingleton, writeSingleton, type SingletonTable } from '../domain/singleton-subresource.js';

/** A one-per-observation sub-resource: its table, path segment, schemas and name. */
export interface ObservationSubresource extends SingletonTable {
  /** Path segment after `/observations/{id}/`, e.g. `neophytes`. */
  segment: string;
  /** Strict zod schema of the PUT body (partial: absent fields keep their value). */
  write: z.ZodType<Record<string, unknown>>;
  /** The sub-resource as returned. */
  read: z.ZodType<Record<string, unknown>>;
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
export function observationSubresourceRoutes(app: FastifyInstance, def: ObservationSubresource): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = `/rest/v5/observations/:id/${def.segment}`;
  const params = idParams('observation');
  const tags = ['observations'];
  const none = (occurrence_id: number): Error => notFound(`Observation ${occurrence_id} has no ${def.label}.`);

  api.get(url, { schema: { summary: `The ${def.label} of an observation`, tags, params, response: { 200: Envelope(def.read) } } }, async (request, reply) => {
    const { occurrence_id } = await observationFor(app, callerOf(request), request.params.id, 'read');
    const row = await readSingleton(app.store, def, occurrence_id);
    if (!row) throw none(occurrence_id);
    setEtag(reply, row);
    return envelope({ occurrence_id, ...row });
  });

  api.put(url, {
    schema: { summary: `Create or change the ${def.label} of an observation`, tags, params, body: bodySchema(def.write, { removed: def.removed }), response: { 200: Envelope(def.read) } },
    preValidation: accessFirst(params, (request, { id }) => observationFor(app, callerOf(request), id, 'write')),
  }, async (request, reply) => {
    const { occurrence_id } = await observationFor(app, callerOf(request), request.params.id, 'write');
    const errors = await findReferenceErrors(app.store, request.body);
    if (errors.length) throw invalidBody(errors);
    const check = ifMatch(request, `The ${def.label} of observation ${occurrence_id}`);
    const row = await app.store.transaction(async (tx) => {
      if (!await lockOwner(tx, occurrence_id)) throw notFound(`No observation ${occurrence_id}.`);
      check?.(await readSingleton(tx, def, occurrence_id));
      await writeSingleton(tx, def, occurrence_id, request.body);
      return (await readSingleton(tx, def, occurrence_id))!;
    });
    app.observationsVersion.value++;
    setEtag(reply, row);
    return envelope({ occurrence_id, ...row });
  });

  api.delete(url, { schema: { summary: `Delete the ${def.label} of an observation`, tags, params, response: { 204: NoContent } } }, async (request, reply) => {
    const { occurrence_id } = await observationFor(app, callerOf(request), request.params.id, 'write');
    const check = ifMatch(request, `The ${def.label} of observation ${occurrence_id}`);
    await app.store.transaction(async (tx) => {
      if (!await lockOwner(tx, occurrence_id)) throw none(occurrence_id);
      check?.(await readSingleton(tx, def, occurrence_id));
      if (!await deleteSingleton(tx, def, occurrence_id)) throw none(occurrence_id);
    });
    app.observationsVersion.value++;
    return reply.code(204).send();
  });
  allowOnly(app, url, ['GET', 'PUT', 'DELETE']);
}
