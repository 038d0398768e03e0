import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { notFound } from '../http/problem.js';
import { Envelope, NoContent, listQuery, pathIdParam } from '../http/route-schemas.js';
import type { FilterSpec } from '../../src-shared/filters/grammar.js';
import { DOC_FILTERS } from '../../src-shared/filters/documents.js';
import { DocumentSchema } from '../../src-shared/schemas/doc.js';
import { isHead, setTotals } from '../query/list.js';
import { DOC_SORTABLE, assertDocRight, baseUrlOf, docRightSql, listDocs, loadDoc, toDocument } from '../files/docs-repo.js';
import { attachDoc, attachedTo, detachDoc, isAttached } from '../files/observation-docs-repo.js';
import { observationFor } from '../domain/observation-access.js';

/**
 * Filters of GET /observations/{id}/docs: the document filters (src-shared/filters/documents.ts)
 * but `with_observation`, which means nothing within one observation.
 */
const { with_observation: _withObservation, ...observationDocFilters } = DOC_FILTERS;
export const OBSERVATION_DOC_FILTERS: FilterSpec = observationDocFilters;

const tags = ['observations', 'documents'];
const listParams = z.object({ id: pathIdParam('observation') });
const oneParams = z.object({ id: pathIdParam('observation'), doc_id: pathIdParam('document') });

/**
 * Documents of an observation (interface v5 §Endpoints "Observations": GET list, GET/PUT/DELETE
 * one; any other method, e.g. POST, is answered 405 with `Allow`). Attaching links an existing
 * document (upload it first with POST /docs); detaching never deletes the document.
 *
 * - GET/HEAD /observations/{id}/docs: the attached documents the caller may read (read right on
 *   the observation's project, and on each document's own project); filters id, dataset_id,
 *   file_name, original_file_name, doc_type; paging and with_total like every list.
 * - GET /observations/{id}/docs/{doc_id}: one attached document; 404 when not attached.
 * - PUT …/{doc_id}: attach (no body; idempotent; 200 `{data: Document}`); write right on the
 *   observation's project and read right on the document.
 * - DELETE …/{doc_id}: detach, 204; 404 when not attached; write right on the observation's project.
 * Errors: 404 unknown observation or document, 403 missing right.
 */
export function observationDocRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notAttached = (doc_id: number, occurrence_id: number): Error => notFound(`Document ${doc_id} is not attached to observation ${occurrence_id}.`);

  api.get('/rest/v5/observations/:id/docs', {
    schema: {
      summary: 'The documents attached to an observation', tags, params: listParams,
      querystring: listQuery({ filters: OBSERVATION_DOC_FILTERS, sortable: DOC_SORTABLE }),
      response: { 200: Envelope(z.array(DocumentSchema)) },
    },
    preValidation: accessFirst(listParams, (request, { id }) => observationFor(app, callerOf(request), id, 'read')),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const observation = await observationFor(app, caller, request.params.id, 'read');
    const p = request.query;
    const result = await listDocs(app.store, [attachedTo(observation.occurrence_id), docRightSql('d', caller, 'read', app.store.dialect)], p, isHead(request));
    setTotals(reply, result);
    const base = baseUrlOf(request);
    return envelope(result.rows.map((row) => toDocument(row, base)));
  });
  allowOnly(app, '/rest/v5/observations/:id/docs', ['GET']);

  const one = '/rest/v5/observations/:id/docs/:doc_id';
  api.get(one, { schema: { summary: 'One document attached to an observation', tags, params: oneParams, response: { 200: Envelope(DocumentSchema) } } }, async (request) => {
    const caller = callerOf(request);
    const observation = await observationFor(app, caller, request.params.id, 'read');
    const doc = await loadDoc(app.store, request.params.doc_id);
    if (!(await isAttached(app.store, observation.occurrence_id, doc.id))) throw notAttached(doc.id, observation.occurrence_id);
    await assertDocRight(app.store, caller, doc, 'read');
    return envelope(toDocument(doc, baseUrlOf(request)));
  });

  api.put(one, { schema: { summary: 'Attach a document to an observation (no body; idempotent)', tags, params: oneParams, response: { 200: Envelope(DocumentSchema) } } }, async (request) => {
    const caller = callerOf(request);
    const observation = await observationFor(app, caller, request.params.id, 'write');
    const doc = await loadDoc(app.store, request.params.doc_id);
    await assertDocRight(app.store, caller, doc, 'read');
    if (await attachDoc(app.store, observation.occurrence_id, doc.id)) app.observationsVersion.value += 1;
    return envelope(toDocument(doc, baseUrlOf(request)));
  });

  api.delete(one, { schema: { summary: 'Detach a document from an observation (the document stays)', tags, params: oneParams, response: { 204: NoContent } } }, async (request, reply) => {
    const observation = await observationFor(app, callerOf(request), request.params.id, 'write');
    const doc = await loadDoc(app.store, request.params.doc_id);
    if (!(await detachDoc(app.store, observation.occurrence_id, doc.id))) throw notAttached(doc.id, observation.occurrence_id);
    app.observationsVersion.value += 1;
    return reply.code(204).send();
  });
  allowOnly(app, one, ['GET', 'PUT', 'DELETE']);
}
