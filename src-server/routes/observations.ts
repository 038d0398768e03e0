import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markDeprecated } from '../http/deprecation.js';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { ifMatch, setEtag } from '../http/etag.js';
import { notFound } from '../http/problem.js';
import { Envelope, NoContent, bodySchema, idParams, listQuery, singleQuery } from '../http/route-schemas.js';
import { assertRight, parseRight, projectRightSql, type Right } from '../http/rights.js';
import type { Caller } from '../auth/authorization-server.js';
import type { ListParams, ListQueryOptions } from '../query/params.js';
import { compileClauses, type SqlFragment } from '../query/compile.js';
import type { Dialect } from '../store/dialect.js';
import type { AdminIndex } from '../geo/admin-units.js';
import { isHead, runList, setTotals } from '../query/list.js';
import { bboxToWkt } from '../query/spatial.js';
import { observationColumns as filterColumns, observationOrder } from '../query/observation-columns.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../src-shared/filters/observations.js';
import {
  Observation, ObservationCreate, ObservationUpdate, OBSERVATION_READ_ONLY_FIELDS, OBSERVATION_REMOVED_FIELDS, OBSERVATION_V4_RENAMES,
  OBSERVATION_VALIDATION_FIELDS,
} from '../../src-shared/schemas/observation.js';
import { Id } from '../../src-shared/schemas/common.js';
import { SUPPORTED_SRIDS } from '../geo/reproject.js';
import type { ObservationRow } from '../domain/observation-rows.js';
import { observationPageJson, observationSelect } from '../domain/observation-rows.js';
import { loadObservation, observationIds } from '../domain/observation-read.js';
import { deleteObservation, insertObservation, lockObservation, observationColumns, updateObservation } from '../domain/observation-write.js';
import { observationFor } from '../domain/observation-access.js';
import { checkReleveInProject } from '../domain/releve-project.js';

/** The parsed filter of an observation list request, compiled to SQL with the caller's rights. */
export interface ObservationQuery {
  params: ListParams;
  scope: SqlFragment[];
  filters: SqlFragment[];
  /** The count of everything in `scope` (X-Total) from the per-project counts table. */
  total: SqlFragment;
}

const OPTION_HELP = {
  right: 'The right the caller needs on the observations\' projects: read (default), write, validate or manage.',
  bbox: 'Deprecated (answered with a Deprecation header): lon_min,lat_min,lon_max,lat_max in WGS 84; use footprint_wkt[eq].',
};

/**
 * The query schema of GET /observations and of /ids, /simple_observations and the cluster
 * tiles: filters, `right` (default read), deprecated `bbox`, paging where `paging` is not false,
 * `srid` where `srids` is given. Its 400 problems name the parameter.
 */
export const observationListQuery = (options: Pick<ListQueryOptions, 'srids' | 'paging' | 'unpagedReason'> = {}) =>
  listQuery({ filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE, options: ['right', 'bbox'], optionHelp: OPTION_HELP, ...options });

/**
 * Compiles parsed observation list parameters with the caller's rights: `bbox` (deprecated)
 * becomes a footprint filter, `right` (default read) the project scope, `location_id` the
 * municipalities the administrative units index (`adminIndex`, built on first use) says its units hold (query/observation-columns.ts locationFilter).
 * Throws a 400 problem for an unknown right.
 */
export function observationQuery(params: ListParams, caller: Caller, dialect: Dialect, adminIndex?: () => AdminIndex): ObservationQuery {
  if (params.options.bbox !== undefined) params.clauses.push({ field: 'footprint_wkt', operation: 'eq', value: bboxToWkt(params.options.bbox) });
  const right = parseRight(params.options.right);
  return {
    params,
    scope: [projectRightSql('o.dataset_id', caller, right, dialect)],
    filters: compileClauses(params.clauses, filterColumns('o', adminIndex && ((ids) => adminIndex().municipalitiesWithin(ids))), dialect),
    total: observationTotal(caller, right, dialect),
  };
}

/** X-Total of the observations list: the caller's projects summed from `observation_counts` (kept by triggers). */
function observationTotal(caller: Caller, right: Right, dialect: Dialect): SqlFragment {
  const mine = projectRightSql('c.dataset_id', caller, right, dialect);
  return { sql: `SELECT coalesce(sum(c.observations), 0) AS n FROM observation_counts c WHERE ${mine.sql}`, params: mine.params };
}


const VALIDATION_ONLY = 'A validation field; it changes only through PUT /observations/{id}/validations, with the validate right.';
const writeRules = {
  readOnly: OBSERVATION_READ_ONLY_FIELDS, removed: OBSERVATION_REMOVED_FIELDS, renamed: OBSERVATION_V4_RENAMES, resourceName: 'observation',
  guarded: Object.fromEntries(OBSERVATION_VALIDATION_FIELDS.map((field) => [field, VALIDATION_ONLY])),
};

const tags = ['observations'];
const params = idParams('observation');

/** /rest/v5/observations, /observations/{id} and /observations/ids (interface v5, Observations). */
export function observationRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/rest/v5/observations', {
    schema: {
      summary: 'List observations', tags,
      querystring: observationListQuery({ srids: SUPPORTED_SRIDS }),
      response: { 200: Envelope(z.array(Observation)) },
    },
  }, async (request, reply) => {
    const q = observationQuery(request.query, callerOf(request), app.store.dialect, app.adminIndex);
    if (q.params.options.bbox !== undefined) markDeprecated(reply);
    const result = await runList<ObservationRow>(app.store, {
      from: 'observations o', scope: q.scope, filters: q.filters, select: observationSelect(app.store.dialect), total: q.total, key: 'o.occurrence_id',
      ...observationOrder(q.params),
    }, q.params, isHead(request));
    setTotals(reply, result);
    // The page as JSON text in one pass (observationPageJson), the document the schema describes; the
    // typed reply takes only the object shape, so it goes through the plain reply. As bytes: of a
    // string, Fastify reads every character for Content-Length and Node encodes it again as it writes.
    return (reply as FastifyReply).type('application/json; charset=utf-8').send(Buffer.from(observationPageJson(result.rows, q.params.srid)));
  });

  api.post('/rest/v5/observations', {
    schema: {
      summary: 'Create an observation', tags,
      body: bodySchema(ObservationCreate, writeRules),
      response: { 201: Envelope(Observation) },
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const body = request.body;
    const { columns, recorded_by_id } = await observationColumns(app.store, body, app.adminIndex);
    await assertRight(app.store, caller, body.dataset_id, 'write');
    const stored = await app.store.transaction(async (tx) => {
      await checkReleveInProject(tx, undefined, body);
      return loadObservation(tx, await insertObservation(tx, columns, recorded_by_id));
    });
    app.observationsVersion.value++;
    reply.code(201).header('Location', `/rest/v5/observations/${stored.occurrence_id}`);
    return envelope(stored);
  });
  allowOnly(app, '/rest/v5/observations', ['GET', 'POST']);

  api.get('/rest/v5/observations/ids', {
    schema: {
      summary: 'The ids of every matching observation (unpaged unless limit is given)', tags,
      querystring: observationListQuery({ paging: true }),
      response: { 200: Envelope(z.array(Id)) },
    },
  }, async (request, reply) => {
    // Not paged by default: the ids are how a client acts on "all N matching" (docs/interface-notes.md).
    const q = observationQuery(request.query, callerOf(request), app.store.dialect, app.adminIndex);
    const limit = request.query.given.has('limit') ? q.params.limit : -1;
    const ids = isHead(request) ? [] : await observationIds(app.store, [...q.scope, ...q.filters], observationOrder(q.params), limit, q.params.offset);
    if (q.params.with_total) {
      const totals = await runList(app.store, { from: 'observations o', scope: q.scope, filters: q.filters, select: '', orderBy: '', total: q.total }, q.params, true);
      setTotals(reply, totals);
    }
    return envelope(ids);
  });
  allowOnly(app, '/rest/v5/observations/ids', ['GET']);

  api.get('/rest/v5/observations/:id', {
    schema: { summary: 'One observation', tags, params, querystring: singleQuery(SUPPORTED_SRIDS), response: { 200: Envelope(Observation) } },
    preValidation: accessFirst(params, (request, { id }) => observationFor(app, callerOf(request), id, 'read')),
  }, async (request, reply) => {
    const { occurrence_id } = await observationFor(app, callerOf(request), request.params.id, 'read');
    const stored = await loadObservation(app.store, occurrence_id);
    setEtag(reply, stored);
    const { srid } = request.query;
    return envelope(srid === undefined ? stored : await loadObservation(app.store, occurrence_id, srid));
  });

  api.put('/rest/v5/observations/:id', {
    schema: { summary: 'Change an observation (absent fields keep their value)', tags, params, body: bodySchema(ObservationUpdate, writeRules), response: { 200: Envelope(Observation) } },
    preValidation: accessFirst(params, (request, { id }) => observationFor(app, callerOf(request), id, 'write')),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const { occurrence_id } = await observationFor(app, caller, request.params.id, 'write');
    const body = request.body;
    const { columns, recorded_by_id } = await observationColumns(app.store, body, app.adminIndex);
    if (body.dataset_id !== undefined) await assertRight(app.store, caller, body.dataset_id, 'write');
    const check = ifMatch(request, `Observation ${occurrence_id}`);
    const stored = await app.store.transaction(async (tx) => {
      const current = await lockObservation(tx, occurrence_id);
      check?.(current && await loadObservation(tx, occurrence_id));
      if (!current) throw notFound(`No observation ${occurrence_id}.`);
      await checkReleveInProject(tx, current, body);
      await updateObservation(tx, occurrence_id, columns, recorded_by_id);
      return loadObservation(tx, occurrence_id);
    });
    app.observationsVersion.value++;
    setEtag(reply, stored);
    return envelope(stored);
  });

  api.delete('/rest/v5/observations/:id', {
    schema: { summary: 'Delete an observation', tags, params, response: { 204: NoContent } },
  }, async (request, reply) => {
    const { occurrence_id } = await observationFor(app, callerOf(request), request.params.id, 'write');
    const check = ifMatch(request, `Observation ${occurrence_id}`);
    await app.store.transaction(async (tx) => {
      const current = await lockObservation(tx, occurrence_id);
      check?.(current && await loadObservation(tx, occurrence_id));
      if (current) await deleteObservation(tx, occurrence_id);
    });
    app.observationsVersion.value++;
    return reply.code(204).send();
  });
  allowOnly(app, '/rest/v5/observations/:id', ['GET', 'PUT', 'DELETE']);
}
