import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markDeprecated } from '../http/deprecation.js';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { assertIfMatch, setEtag } from '../http/etag.js';
import { Envelope, NoContent, bodySchema, idParams, listQuery, singleQuery } from '../http/route-schemas.js';
import { assertRight, parseRight, projectRightSql } from '../http/rights.js';
import type { Caller } from '../auth/authorization-server.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type SqlFragment } from '../query/compile.js';
import type { Dialect } from '../store/dialect.js';
import { isHead, orderBy, runList, setTotals } from '../query/list.js';
import { bboxToWkt } from '../query/spatial.js';
import { SUPPORTED_SRIDS } from '../geo/reproject.js';
import { RELEVE_FILTERS, RELEVE_SORTABLE } from '../../src-shared/filters/releves.js';
import {
  Releve, ReleveCreate, ReleveUpdate, RELEVE_READ_ONLY_FIELDS, RELEVE_REMOVED_FIELDS, RELEVE_V4_RENAMES,
} from '../../src-shared/schemas/releve.js';
import { RELEVE_SELECT, type ReleveRow } from '../domain/releve-rows.js';
import { readReleve, releveOf } from '../domain/releve-read.js';
import { deleteReleve, insertReleve, releveColumns as writeColumns, updateReleve } from '../domain/releve-write.js';
import { releveColumns as filterColumns } from '../domain/releve-filters.js';
import { releveFor } from '../domain/releve-access.js';
import { assertSpeciesFollowReleve } from '../domain/releve-project.js';

/** The parsed filter of a GET /releves request, compiled to SQL with the caller's rights (alias `r`). */
export interface ReleveQuery {
  params: ListParams;
  /** Relevés in projects where the caller has the `right` asked for (default read): `X-Total`. */
  scope: SqlFragment[];
  filters: SqlFragment[];
}

/** The query schema of GET /releves: filters (src-shared/filters/releves.ts), `right`, deprecated `bbox`, paging, `srid`. */
const releveListQuery = listQuery({
  filters: RELEVE_FILTERS, sortable: RELEVE_SORTABLE, srids: SUPPORTED_SRIDS, options: ['right', 'bbox'],
  optionHelp: {
    right: 'The right the caller needs on the relevés\' projects: read (default), write, validate or manage.',
    bbox: 'Deprecated (answered with a Deprecation header): lon_min,lat_min,lon_max,lat_max in WGS 84; use footprint_wkt[eq].',
  },
});

/**
 * Compiles parsed GET /releves parameters with the caller's rights: deprecated `bbox`
 * (minLon,minLat,maxLon,maxLat in WGS84) becomes a footprint filter, `right` (default read) the
 * project scope. Throws a 400 problem for an unknown right.
 */
export function releveQuery(params: ListParams, caller: Caller, dialect: Dialect): ReleveQuery {
  if (params.options.bbox !== undefined) params.clauses.push({ field: 'footprint_wkt', operation: 'eq', value: bboxToWkt(params.options.bbox) });
  return {
    params,
    scope: [projectRightSql('r.dataset_id', caller, parseRight(params.options.right), dialect)],
    filters: compileClauses(params.clauses, filterColumns('r', caller), dialect),
  };
}

const SORT_COLUMN: Record<string, string> = { event_date: 'r.event_date_utc', project: 'r.project COLLATE NOCASE', syntaxon_name: 'r.syntaxon_name COLLATE NOCASE' };
const sortColumn = (p: ListParams): string => (p.sort ? SORT_COLUMN[p.sort] ?? `r.${p.sort}` : 'r.id');

/** What the 501 of these routes names on the PostgreSQL store (store/store.ts `sqlite`). */
const FEATURE = 'relevés';

/** A v4 property name gets a 422 naming its v5 replacement, e.g. `trees_height` → `tree_layer_height_in_meters`. */
const writeRules = { readOnly: RELEVE_READ_ONLY_FIELDS, removed: RELEVE_REMOVED_FIELDS, renamed: RELEVE_V4_RENAMES, resourceName: 'releve' };

/** /rest/v5/releves and /releves/{id} (interface v5, Endpoints "Releves"); other methods 405. */
export function releveRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['relevés'];
  const params = idParams('relevé');

  api.get('/rest/v5/releves', {
    schema: { summary: 'List relevés', tags, querystring: releveListQuery, response: { 200: Envelope(z.array(Releve)) } },
  }, async (request, reply) => {
    await app.store.sqlite(FEATURE);
    const q = releveQuery(request.query, callerOf(request), app.store.dialect);
    if (q.params.options.bbox !== undefined) markDeprecated(reply);
    const result = await runList<ReleveRow>(app.store, {
      from: 'releves r', scope: q.scope, filters: q.filters, select: RELEVE_SELECT,
      orderBy: orderBy(sortColumn(q.params), q.params.dir, 'r.id'),
    }, q.params, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows.map((r) => releveOf(r, q.params.srid)));
  });

  api.post('/rest/v5/releves', {
    schema: { summary: 'Create a relevé', tags, body: bodySchema(ReleveCreate, writeRules), response: { 201: Envelope(Releve) } },
  }, async (request, reply) => {
    const db = await app.store.sqlite(FEATURE);
    const caller = callerOf(request);
    const body = request.body;
    const { columns, recorded_by_id } = writeColumns(db, body, app.adminIndex());
    await assertRight(app.store, caller, body.dataset_id, 'write');
    const id = insertReleve(db, columns, recorded_by_id);
    reply.code(201).header('Location', `/rest/v5/releves/${id}`);
    return envelope(readReleve(db, id));
  });
  allowOnly(app, '/rest/v5/releves', ['GET', 'POST']);

  api.get('/rest/v5/releves/:id', {
    schema: { summary: 'One relevé', tags, params, querystring: singleQuery(SUPPORTED_SRIDS), response: { 200: Envelope(Releve) } },
    preValidation: accessFirst(params, (request, { id }) => releveFor(app, callerOf(request), id, 'read')),
  }, async (request, reply) => {
    const { id } = await releveFor(app, callerOf(request), request.params.id, 'read');
    const db = await app.store.sqlite(FEATURE);
    const stored = readReleve(db, id);
    setEtag(reply, stored);
    const { srid } = request.query;
    return envelope(srid === undefined ? stored : readReleve(db, id, srid));
  });

  api.put('/rest/v5/releves/:id', {
    schema: { summary: 'Change a relevé (absent fields keep their value)', tags, params, body: bodySchema(ReleveUpdate, writeRules), response: { 200: Envelope(Releve) } },
    preValidation: accessFirst(params, (request, { id }) => releveFor(app, callerOf(request), id, 'write')),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const { id } = await releveFor(app, caller, request.params.id, 'write');
    const body = request.body;
    const db = await app.store.sqlite(FEATURE);
    const { columns, recorded_by_id } = writeColumns(db, body, app.adminIndex());
    if (body.dataset_id !== undefined) await assertRight(app.store, caller, body.dataset_id, 'write');
    // no await from here to the write: the If-Match check and the write are one step (http/etag.ts)
    if (body.dataset_id !== undefined) assertSpeciesFollowReleve(db, id, body.dataset_id);
    assertIfMatch(request, () => readReleve(db, id), `Relevé ${id}`);
    updateReleve(db, id, columns, recorded_by_id);
    const stored = readReleve(db, id);
    setEtag(reply, stored);
    return envelope(stored);
  });

  api.delete('/rest/v5/releves/:id', {
    schema: { summary: 'Delete a relevé (409 while species observations point at it)', tags, params, response: { 204: NoContent } },
  }, async (request, reply) => {
    const { id } = await releveFor(app, callerOf(request), request.params.id, 'write');
    const db = await app.store.sqlite(FEATURE);
    assertIfMatch(request, () => readReleve(db, id), `Relevé ${id}`);
    deleteReleve(db, id); // 409 while species observations point at it (no observation changes)
    return reply.code(204).send();
  });
  allowOnly(app, '/rest/v5/releves/:id', ['GET', 'PUT', 'DELETE']);
}
