import { markDeprecated } from '../http/deprecation.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { callerOf } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { assertIfMatch, setEtag } from '../http/etag.js';
import { parseBody } from '../http/body.js';
import { assertRight, parseRight, projectRightSql, type Right } from '../http/rights.js';
import type { Caller } from '../auth/authorization-server.js';
import { parseListQuery, parseSingleQuery, searchParamsOf, type ListParams } from '../query/params.js';
import { compileClauses, type SqlFragment } from '../query/compile.js';
import { cached, isHead, orderBy, runList, setTotals } from '../query/list.js';
import { bboxToWkt } from '../query/spatial.js';
import { observationColumns as filterColumns } from '../query/observation-columns.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../src-shared/filters/observations.js';
import {
  ObservationCreate, ObservationUpdate, OBSERVATION_READ_ONLY_FIELDS, OBSERVATION_REMOVED_FIELDS, OBSERVATION_V4_RENAMES,
  OBSERVATION_VALIDATION_FIELDS,
} from '../../src-shared/schemas/observation.js';
import { SUPPORTED_SRIDS } from '../geo/reproject.js';
import { OBSERVATION_SELECT, toObservation, type ObservationRow } from '../domain/observation-rows.js';
import { deleteObservation, insertObservation, observationColumns, updateObservation } from '../domain/observation-write.js';
import { observationFor } from '../domain/observation-access.js';
import { assertReleveInProject } from '../domain/releve-project.js';

/** The parsed filter of an observation list request, compiled to SQL with the caller's rights. */
export interface ObservationQuery {
  params: ListParams;
  scope: SqlFragment[];
  filters: SqlFragment[];
  /** The count of everything in `scope` (X-Total) from the per-project counts table. */
  total: SqlFragment;
}

/**
 * Parses the query of GET /observations (and of /ids, /simple_observations and the cluster
 * tiles): filters, `right` (default read), deprecated `bbox` (with a `Deprecation` header),
 * paging, `srid` where `srids` is given. Throws 400 problems naming the parameter.
 */
export function observationQuery(request: FastifyRequest, options: { srids?: readonly number[]; paging?: boolean; unpagedReason?: string; extra?: readonly string[] } = {}): ObservationQuery {
  const search = searchParamsOf(request.url);
  const params = parseListQuery(search, {
    filters: OBSERVATION_FILTERS,
    sortable: OBSERVATION_SORTABLE,
    srids: options.srids,
    paging: options.paging,
    unpagedReason: options.unpagedReason,
    options: ['right', 'bbox', ...(options.extra ?? [])],
  });
  if (params.options.bbox !== undefined) params.clauses.push({ field: 'footprint_wkt', operation: 'eq', value: bboxToWkt(params.options.bbox) });
  const caller = callerOf(request);
  const right = parseRight(params.options.right);
  return {
    params,
    scope: [projectRightSql('o.dataset_id', caller, right)],
    filters: compileClauses(params.clauses, filterColumns('o')),
    total: observationTotal(caller, right),
  };
}

/** X-Total of the observations list: the caller's projects summed from `observation_counts` (kept by triggers). */
function observationTotal(caller: Caller, right: Right): SqlFragment {
  const mine = projectRightSql('c.dataset_id', caller, right);
  return { sql: `SELECT coalesce(sum(c.observations), 0) AS n FROM observation_counts c WHERE ${mine.sql}`, params: mine.params };
}

const SORT_COLUMN: Record<string, string> = { event_date: 'o.event_date_utc' };
const sortColumn = (p: ListParams): string => (p.sort ? SORT_COLUMN[p.sort] ?? `o.${p.sort}` : 'o.occurrence_id');

const VALIDATION_ONLY = 'A validation field; it changes only through PUT /observations/{id}/validations, with the validate right.';
const writeRules = {
  readOnly: OBSERVATION_READ_ONLY_FIELDS, removed: OBSERVATION_REMOVED_FIELDS, renamed: OBSERVATION_V4_RENAMES, resourceName: 'observation',
  guarded: Object.fromEntries(OBSERVATION_VALIDATION_FIELDS.map((field) => [field, VALIDATION_ONLY])),
};

/** /rest/v5/observations, /observations/{id} and /observations/ids (interface v5, Observations). */
export function observationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const readOne = (occurrence_id: number, srid?: number): Record<string, unknown> =>
    toObservation(cached(ctx.db, `SELECT ${OBSERVATION_SELECT} FROM observations o WHERE o.occurrence_id = ?`).get(occurrence_id) as ObservationRow, srid);

  resource(app, '/rest/v5/observations', {
    GET: async (request, reply) => {
      const q = observationQuery(request, { srids: SUPPORTED_SRIDS });
      if (q.params.options.bbox !== undefined) markDeprecated(reply);
      const result = runList<ObservationRow>(ctx.db, {
        from: 'observations o', scope: q.scope, filters: q.filters, select: OBSERVATION_SELECT, total: q.total, key: 'o.occurrence_id',
        orderBy: orderBy(sortColumn(q.params), q.params.dir, 'o.occurrence_id'),
      }, q.params, isHead(request));
      setTotals(reply, result);
      return envelope(result.rows.map((r) => toObservation(r, q.params.srid)));
    },
    POST: async (request, reply) => {
      const caller = callerOf(request);
      const body = parseBody(ObservationCreate, request.body, writeRules);
      const { columns, recorded_by_id } = observationColumns(ctx.db, body, ctx.adminIndex());
      assertRight(ctx.db, caller, body.dataset_id, 'write');
      assertReleveInProject(ctx.db, undefined, body);
      const id = insertObservation(ctx.db, columns, recorded_by_id);
      ctx.observationsVersion.value++;
      reply.code(201).header('Location', `/rest/v5/observations/${id}`);
      return envelope(readOne(id));
    },
  });

  resource(app, '/rest/v5/observations/ids', {
    GET: async (request, reply) => {
      // Not paged by default: the ids are how a client acts on "all N matching" (docs/interface-notes.md).
      const q = observationQuery(request, { paging: true });
      const search = searchParamsOf(request.url);
      const limit = search.has('limit') ? q.params.limit : -1;
      const where = [...q.scope, ...q.filters];
      const sql = `SELECT o.occurrence_id FROM observations o WHERE ${where.map((f) => `(${f.sql})`).join(' AND ') || '1'} ORDER BY ${orderBy(sortColumn(q.params), q.params.dir, 'o.occurrence_id')} LIMIT ? OFFSET ?`;
      const ids = (cached(ctx.db, sql).pluck().all(...where.flatMap((f) => f.params), limit, q.params.offset) as number[]);
      if (q.params.with_total) {
        const totals = runList(ctx.db, { from: 'observations o', scope: q.scope, filters: q.filters, select: '', orderBy: '', total: q.total }, q.params, true);
        setTotals(reply, totals);
      }
      return envelope(isHead(request) ? [] : ids);
    },
  });

  resource(app, '/rest/v5/observations/:id', {
    GET: async (request, reply) => {
      const { occurrence_id } = observationFor(ctx, callerOf(request), (request.params as { id: string }).id, 'read');
      const { srid } = parseSingleQuery(request.url, SUPPORTED_SRIDS);
      const stored = readOne(occurrence_id);
      setEtag(reply, stored);
      return envelope(srid === undefined ? stored : readOne(occurrence_id, srid));
    },
    PUT: async (request, reply) => {
      const caller = callerOf(request);
      const { occurrence_id, dataset_id, releve_id } = observationFor(ctx, caller, (request.params as { id: string }).id, 'write');
      const body = parseBody(ObservationUpdate, request.body, writeRules);
      const { columns, recorded_by_id } = observationColumns(ctx.db, body, ctx.adminIndex());
      if (body.dataset_id !== undefined) assertRight(ctx.db, caller, body.dataset_id, 'write');
      assertReleveInProject(ctx.db, { dataset_id, releve_id }, body);
      assertIfMatch(request, () => readOne(occurrence_id), `Observation ${occurrence_id}`);
      updateObservation(ctx.db, occurrence_id, columns, recorded_by_id);
      ctx.observationsVersion.value++;
      const stored = readOne(occurrence_id);
      setEtag(reply, stored);
      return envelope(stored);
    },
    DELETE: async (request, reply) => {
      const { occurrence_id } = observationFor(ctx, callerOf(request), (request.params as { id: string }).id, 'write');
      assertIfMatch(request, () => readOne(occurrence_id), `Observation ${occurrence_id}`);
      deleteObservation(ctx.db, occurrence_id);
      ctx.observationsVersion.value++;
      return reply.code(204).send();
    },
  });
}
