import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { assertIfMatch, setEtag } from '../http/etag.js';
import { Envelope, bodySchema, idParams } from '../http/route-schemas.js';
import { invalidBody } from '../http/problem.js';
import { checkReferences } from '../domain/references.js';
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
  /** What the 501 of these routes names on the PostgreSQL store (store/store.ts `sqlite`). */
  const FEATURE = 'validations';

  api.get(url, { schema: { summary: 'The validation of an observation, with its history', tags, params, response: { 200: Envelope(Validation) } } }, async (request, reply) => {
    const { occurrence_id } = await observationFor(app, callerOf(request), request.params.id, 'read');
    const current = readValidation(await app.store.sqlite(FEATURE), occurrence_id);
    setEtag(reply, current);
    return envelope(current);
  });

  api.put(url, {
    schema: { summary: 'Validate an observation (validate right)', tags, params, body: bodySchema(ValidationWrite, { resourceName: 'validation' }), response: { 200: Envelope(Validation) } },
    preValidation: accessFirst(params, (request, { id }) => observationFor(app, callerOf(request), id, 'validate')),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const { occurrence_id } = await observationFor(app, caller, request.params.id, 'validate');
    const db = await app.store.sqlite(FEATURE);
    const errors = checkReferences(db, request.body);
    if (errors.length) throw invalidBody(errors);
    assertIfMatch(request, () => readValidation(db, occurrence_id), `The validation of observation ${occurrence_id}`);
    recordValidation(db, occurrence_id, request.body, caller.person_id);
    app.observationsVersion.value++;
    const current = readValidation(db, occurrence_id);
    setEtag(reply, current);
    return envelope(current);
  });
  allowOnly(app, url, ['GET', 'PUT']);
}
