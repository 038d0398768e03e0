import { markDeprecated } from '../http/deprecation.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { callerOf } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { assertIfMatch, setEtag } from '../http/etag.js';
import { parseBody } from '../http/body.js';
import { assertRight, parseRight, projectRightSql } from '../http/rights.js';
import { parseListQuery, parseSingleQuery, searchParamsOf, type ListParams } from '../query/params.js';
import { compileClauses, type SqlFragment } from '../query/compile.js';
import { cached, isHead, orderBy, runList, setTotals } from '../query/list.js';
import { bboxToWkt } from '../query/spatial.js';
import { SUPPORTED_SRIDS } from '../geo/reproject.js';
import { RELEVE_FILTERS, RELEVE_SORTABLE } from '../../src-shared/filters/releves.js';
import {
  ReleveCreate, ReleveUpdate, RELEVE_READ_ONLY_FIELDS, RELEVE_REMOVED_FIELDS, RELEVE_V4_RENAMES,
} from '../../src-shared/schemas/releve.js';
import { RELEVE_SELECT, toReleve, type ReleveJson, type ReleveRow } from '../domain/releve-rows.js';
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

/**
 * Parses the query of GET /releves: filters (src-shared/filters/releves.ts), `right` (default
 * read), deprecated `bbox` (minLon,minLat,maxLon,maxLat in WGS84; 400 with `footprint_wkt`),
 * paging, `srid` (4326, 2056, 21781, 3857). Throws 400 problems naming the parameter.
 */
export function releveQuery(request: FastifyRequest): ReleveQuery {
  const params = parseListQuery(searchParamsOf(request.url), {
    filters: RELEVE_FILTERS, sortable: RELEVE_SORTABLE, srids: SUPPORTED_SRIDS, options: ['right', 'bbox'],
  });
  if (params.options.bbox !== undefined) params.clauses.push({ field: 'footprint_wkt', operation: 'eq', value: bboxToWkt(params.options.bbox) });
  const caller = callerOf(request);
  return {
    params,
    scope: [projectRightSql('r.dataset_id', caller, parseRight(params.options.right))],
    filters: compileClauses(params.clauses, filterColumns('r', caller)),
  };
}

const SORT_COLUMN: Record<string, string> = { event_date: 'r.event_date_utc', project: 'r.project COLLATE NOCASE', syntaxon_name: 'r.syntaxon_name COLLATE NOCASE' };
const sortColumn = (p: ListParams): string => (p.sort ? SORT_COLUMN[p.sort] ?? `r.${p.sort}` : 'r.id');

/** A v4 property name gets a 422 naming its v5 replacement, e.g. `trees_height` → `tree_layer_height_in_meters`. */
const writeRules = { readOnly: RELEVE_READ_ONLY_FIELDS, removed: RELEVE_REMOVED_FIELDS, renamed: RELEVE_V4_RENAMES, resourceName: 'releve' };

/** /rest/v5/releves and /releves/{id} (interface v5, Endpoints "Releves"); other methods 405. */
export function releveRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const readOne = (id: number, srid?: number): ReleveJson =>
    toReleve(cached(ctx.db, `SELECT ${RELEVE_SELECT} FROM releves r WHERE r.id = ?`).get(id) as ReleveRow, srid);

  resource(app, '/rest/v5/releves', {
    GET: async (request, reply) => {
      const q = releveQuery(request);
      if (q.params.options.bbox !== undefined) markDeprecated(reply);
      const result = runList<ReleveRow>(ctx.db, {
        from: 'releves r', scope: q.scope, filters: q.filters, select: RELEVE_SELECT,
        orderBy: orderBy(sortColumn(q.params), q.params.dir, 'r.id'),
      }, q.params, isHead(request));
      setTotals(reply, result);
      return envelope(result.rows.map((r) => toReleve(r, q.params.srid)));
    },
    POST: async (request, reply) => {
      const caller = callerOf(request);
      const body = parseBody(ReleveCreate, request.body, writeRules);
      const { columns, recorded_by_id } = writeColumns(ctx.db, body, ctx.adminIndex());
      assertRight(ctx.db, caller, body.dataset_id, 'write');
      const id = insertReleve(ctx.db, columns, recorded_by_id);
      reply.code(201).header('Location', `/rest/v5/releves/${id}`);
      return envelope(readOne(id));
    },
  });

  resource(app, '/rest/v5/releves/:id', {
    GET: async (request, reply) => {
      const { id } = releveFor(ctx, callerOf(request), (request.params as { id: string }).id, 'read');
      const { srid } = parseSingleQuery(request.url, SUPPORTED_SRIDS);
      const stored = readOne(id);
      setEtag(reply, stored);
      return envelope(srid === undefined ? stored : readOne(id, srid));
    },
    PUT: async (request, reply) => {
      const caller = callerOf(request);
      const { id } = releveFor(ctx, caller, (request.params as { id: string }).id, 'write');
      const body = parseBody(ReleveUpdate, request.body, writeRules);
      const { columns, recorded_by_id } = writeColumns(ctx.db, body, ctx.adminIndex());
      if (body.dataset_id !== undefined) {
        assertRight(ctx.db, caller, body.dataset_id, 'write');
        assertSpeciesFollowReleve(ctx.db, id, body.dataset_id);
      }
      assertIfMatch(request, () => readOne(id), `Relevé ${id}`);
      updateReleve(ctx.db, id, columns, recorded_by_id);
      const stored = readOne(id);
      setEtag(reply, stored);
      return envelope(stored);
    },
    DELETE: async (request, reply) => {
      const { id } = releveFor(ctx, callerOf(request), (request.params as { id: string }).id, 'write');
      assertIfMatch(request, () => readOne(id), `Relevé ${id}`);
      deleteReleve(ctx.db, id); // 409 while species observations point at it (no observation changes)
      return reply.code(204).send();
    },
  });
}
