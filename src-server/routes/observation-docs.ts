import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { callerOf } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { notFound } from '../http/problem.js';
import type { FilterSpec } from '../../src-shared/filters/grammar.js';
import { DOC_FILTERS } from '../../src-shared/filters/documents.js';
import { parseListQuery, searchParamsOf } from '../query/params.js';
import { compileClauses } from '../query/compile.js';
import { cached, isHead, orderBy, runList, setTotals } from '../query/list.js';
import { pathId } from '../http/path-id.js';
import { DOC_COLUMNS, assertDocRight, baseUrlOf, docRightSql, loadDoc, toDocument, type DocRow } from '../files/docs-repo.js';
import { DOC_FILTER_COLUMNS, DOC_SORTABLE } from './docs.js';
import type { Db } from '../db/open.js';
import { observationFor } from '../domain/observation-access.js';

/**
 * Filters of GET /observations/{id}/docs: the document filters (src-shared/filters/documents.ts)
 * but `with_observation`, which means nothing within one observation.
 */
const { with_observation: _withObservation, ...observationDocFilters } = DOC_FILTERS;
export const OBSERVATION_DOC_FILTERS: FilterSpec = observationDocFilters;

const params = (request: FastifyRequest): { id: string; doc_id?: string } => request.params as { id: string; doc_id?: string };

const isAttached = (db: Db, occurrenceId: number, docId: number): boolean =>
  !!cached(db, 'SELECT 1 AS ok FROM observation_docs WHERE occurrence_id = ? AND doc_id = ?').get(occurrenceId, docId);

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
export function observationDocRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const bumpObservations = (): void => { ctx.observationsVersion.value += 1; };

  resource(app, '/rest/v5/observations/:id/docs', {
    GET: async (request, reply) => {
      const caller = callerOf(request);
      const observation = observationFor(ctx, caller, params(request).id, 'read');
      const p = parseListQuery(searchParamsOf(request.url), { filters: OBSERVATION_DOC_FILTERS, sortable: DOC_SORTABLE });
      const result = runList<DocRow>(ctx.db, {
        from: 'docs d',
        scope: [
          { sql: 'd.id IN (SELECT doc_id FROM observation_docs WHERE occurrence_id = ?)', params: [observation.occurrence_id] },
          docRightSql('d', caller, 'read'),
        ],
        filters: compileClauses(p.clauses, DOC_FILTER_COLUMNS),
        select: DOC_COLUMNS,
        orderBy: orderBy(`d.${p.sort ?? 'id'}`, p.dir, 'd.id'),
      }, p, isHead(request));
      setTotals(reply, result);
      const base = baseUrlOf(request);
      return envelope(result.rows.map((row) => toDocument(row, base)));
    },
  });

  resource(app, '/rest/v5/observations/:id/docs/:doc_id', {
    GET: async (request) => {
      const caller = callerOf(request);
      const observation = observationFor(ctx, caller, params(request).id, 'read');
      const doc = loadDoc(ctx.db, pathId(params(request).doc_id));
      if (!isAttached(ctx.db, observation.occurrence_id, doc.id))
        throw notFound(`Document ${doc.id} is not attached to observation ${observation.occurrence_id}.`);
      assertDocRight(ctx.db, caller, doc, 'read');
      return envelope(toDocument(doc, baseUrlOf(request)));
    },
    PUT: async (request) => {
      const caller = callerOf(request);
      const observation = observationFor(ctx, caller, params(request).id, 'write');
      const doc = loadDoc(ctx.db, pathId(params(request).doc_id));
      assertDocRight(ctx.db, caller, doc, 'read');
      const info = ctx.db.prepare('INSERT OR IGNORE INTO observation_docs (occurrence_id, doc_id) VALUES (?, ?)').run(observation.occurrence_id, doc.id);
      if (info.changes) bumpObservations();
      return envelope(toDocument(doc, baseUrlOf(request)));
    },
    DELETE: async (request, reply) => {
      const caller = callerOf(request);
      const observation = observationFor(ctx, caller, params(request).id, 'write');
      const doc = loadDoc(ctx.db, pathId(params(request).doc_id));
      const info = ctx.db.prepare('DELETE FROM observation_docs WHERE occurrence_id = ? AND doc_id = ?').run(observation.occurrence_id, doc.id);
      if (!info.changes) throw notFound(`Document ${doc.id} is not attached to observation ${observation.occurrence_id}.`);
      bumpObservations();
      return reply.code(204).send();
    },
  });
}
