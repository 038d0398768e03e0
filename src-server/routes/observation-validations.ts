import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { ifMatch, setEtag } from '../http/etag.js';
import { Envelope, bodySchema, idParams } from '../http/route-schemas.js';
import { invalidBody, notFound } from '../http/problem.js';
import { findReferenceErrors } from '../domain/references.js';
import { observationFor } from '../domain/observation-access.js';
import { readValidation, recordValidation } from '../domain/validation-store.js';
import { Validation, ValidationWrite } from '../../src-shared/schemas/validation.js';

/**
 * /rest/v5/observations/{id}/validations (ARCHITECTURE.md "validation sub-resource"):
 * GET the current validation with its history (read right); PUT a new one (validate right),
 * which also sets the observation's `validation` and, when given, `v_presence_status`.
 * Bulk validation is many PUTs from the client.
 */
export function observationValidationRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = '/rest/v5/observations/:id/validations';
  const params = idParams('observation');
  const tags = ['observations'];
  api.get(url, { schema: { summary: 'The validation of an observation, with its history', tags, params, response: { 200: Envelope(Validation) } } }, async (request, reply) => {
    const { occurrence_id } = await observationFor(app, callerOf(request), request.params.id, 'read');
    const current = await readValidation(app.store, occurrence_id);
    if (!current) throw notFound(`No observation ${occurrence_id}.`);
    setEtag(reply, current);
    return envelope(current);
  });

  api.put(url, {
    schema: { summary: 'Validate an observation (validate right)', tags, params, body: bodySchema(ValidationWrite, { resourceName: 'validation' }), response: { 200: Envelope(Validation) } },
    preValidation: accessFirst(params, (request, { id }) => observationFor(app, callerOf(request), id, 'validate')),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const { occurrence_id } = await observationFor(app, caller, request.params.id, 'validate');
    const errors = await findReferenceErrors(app.store, request.body);
    if (errors.length) throw invalidBody(errors);
    const check = ifMatch(request, `The validation of observation ${occurrence_id}`);
    const current = await app.store.transaction(async (tx) => {
      const before = await readValidation(tx, occurrence_id, true);
      check?.(before);
      if (!before) throw notFound(`No observation ${occurrence_id}.`);
      await recordValidation(tx, occurrence_id, request.body, caller.person_id);
      return (await readValidation(tx, occurrence_id))!;
    });
    app.observationsVersion.value++;
    setEtag(reply, current);
    return envelope(current);
  });
  allowOnly(app, url, ['GET', 'PUT']);
}
