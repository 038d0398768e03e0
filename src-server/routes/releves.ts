import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markDeprecated } from '../http/deprecation.js';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { ifMatch, setEtag } from '../http/etag.js';
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
import { releveSelect, type ReleveRow } from '../domain/releve-rows.js';
import { readReleve, releveOf } from '../domain/releve-read.js';
import { deleteReleve, insertReleve, releveColumns as writeColumns, updateReleve } from '../domain/releve-write.js';
import { releveColumns as filterColumns } from '../domain/releve-filters.js';
import { releveFor } from '../domain/releve-access.js';

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

/** The sort key of `sort` (default id): dates by their UTC twin, names case-insensitively. */
function sortColumn(p: ListParams, dialect: Dialect): string {
  if (!p.sort) return 'r.id';
  if (p.sort === 'event_date') return 'r.event_date_utc';
  if (p.sort === 'project' || p.sort === 'syntaxon_name') return dialect.nocase(`r.${p.sort}`);
  return `r.${p.sort}`;
}

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
    const q = releveQuery(request.query, callerOf(request), app.store.dialect);
    if (q.params.options.bbox !== undefined) markDeprecated(reply);
    const result = await runList<ReleveRow>(app.store, {
      from: 'releves r', scope: q.scope, filters: q.filters, select: releveSelect(app.store.dialect),
      orderBy: orderBy(sortColumn(q.params, app.store.dialect), q.params.dir, 'r.id'),
    }, q.params, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows.map((r) => releveOf(r, q.params.srid)));
  });

  api.post('/rest/v5/releves', {
    schema: { summary: 'Create a relevé', tags, body: bodySchema(ReleveCreate, writeRules), response: { 201: Envelope(Releve) } },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const body = request.body;
    const columns = await writeColumns(app.store, body, app.adminIndex());
    await assertRight(app.store, caller, body.dataset_id, 'write');
    const stored = await insertReleve(app.store, columns);
    reply.code(201).header('Location', `/rest/v5/releves/${stored.id}`);
    return envelope(stored);
  });
  allowOnly(app, '/rest/v5/releves', ['GET', 'POST']);

  api.get('/rest/v5/releves/:id', {
    schema: { summary: 'One relevé', tags, params, querystring: singleQuery(SUPPORTED_SRIDS), response: { 200: Envelope(Releve) } },
    preValidation: accessFirst(params, (request, { id }) => releveFor(app, callerOf(request), id, 'read')),
  }, async (request, reply) => {
    const { id } = await releveFor(app, callerOf(request), request.params.id, 'read');
    const stored = await readReleve(app.store, id);
    setEtag(reply, stored);
    const { srid } = request.query;
    return envelope(srid === undefined ? stored : await readReleve(app.store, id, srid));
  });

  api.put('/rest/v5/releves/:id', {
    schema: { summary: 'Change a relevé (absent fields keep their value)', tags, params, body: bodySchema(ReleveUpdate, writeRules), response: { 200: Envelope(Releve) } },
    preValidation: accessFirst(params, (request, { id }) => releveFor(app, callerOf(request), id, 'write')),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const { id } = await releveFor(app, caller, request.params.id, 'write');
    const body = request.body;
    const columns = await writeColumns(app.store, body, app.adminIndex());
    if (body.dataset_id !== undefined) await assertRight(app.store, caller, body.dataset_id, 'write');
    const stored = await updateReleve(app.store, id, columns, ifMatch(request, `Relevé ${id}`));
    setEtag(reply, stored);
    return envelope(stored);
  });

  api.delete('/rest/v5/releves/:id', {
    schema: { summary: 'Delete a relevé (409 while species observations point at it)', tags, params, response: { 204: NoContent } },
  }, async (request, reply) => {
    const { id } = await releveFor(app, callerOf(request), request.params.id, 'write');
    await deleteReleve(app.store, id, ifMatch(request, `Relevé ${id}`)); // 409 while species observations point at it
    return reply.code(204).send();
  });
  allowOnly(app, '/rest/v5/releves/:id', ['GET', 'PUT', 'DELETE']);
}
