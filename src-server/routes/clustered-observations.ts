import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../http/context.js';
import { allowOnly } from '../http/methods.js';
import { FeatureCollection, tileParams } from '../http/route-schemas.js';
import { and } from '../query/compile.js';
import { runList, setTotals } from '../query/list.js';
import { assertTileSrid, parseTile } from '../domain/clusters.js';
import { gridTileBySql } from '../domain/cluster-grid-sql.js';
import { observationListQuery, observationQuery } from './observations.js';

/**
 * GET /rest/v5/clustered_observations/{srid}/{z}/{x}/{y}: the observations matching the list
 * filters, clustered per Web Mercator tile; `application/geo+json` with Point features in
 * EPSG:3857 metres (`total`, and `occurrence_id` for a single observation). Only srid 3857.
 * `with_total=true` adds `X-Total`/`X-Filtered-Total` as on the list; paging parameters are a 400.
 * Grid clusters (domain/cluster-grid.ts) cut off the request thread: in the cluster worker
 * (app.clusters) on SQLite, by the database's own GROUP BY on PostgreSQL (domain/cluster-grid-sql.ts).
 */
export function clusteredObservationRoutes(app: FastifyInstance): void {
  const url = '/rest/v5/clustered_observations/:srid/:z/:x/:y';
  app.withTypeProvider<ZodTypeProvider>().get(url, {
    schema: {
      summary: 'Observations clustered per Web Mercator tile', tags: ['observations'],
      params: tileParams,
      querystring: observationListQuery({ paging: false, unpagedReason: 'a tile clusters every matching observation; page through /rest/v5/simple_observations instead' }),
      response: { 200: { description: 'Clusters and single observations of the tile.', content: { 'application/geo+json': { schema: FeatureCollection } } } },
    },
  }, async (request, reply) => {
    const { srid, z, x, y } = request.params;
    assertTileSrid(srid);
    const tile = parseTile(z, x, y);
    const q = observationQuery(request.query, callerOf(request), app.store.dialect, app.adminIndex);
    const where = and([...q.scope, ...q.filters]);
    const key = `obs|${app.observationsVersion.value}|${callerOf(request).person_id}|${where.sql}|${JSON.stringify(where.params)}`;
    // Project filters alone read only o.dataset_id, as the scope does: the stored grid cells answer those.
    const datasetOnly = q.params.clauses.every((c) => c.field === 'dataset_id');
    const grid = { kind: 'grid', key, tile, where, datasetOnly } as const;
    // PostgreSQL groups in its own process; the worker reads the SQLite file.
    const collection = app.store.dialect.name === 'postgres' ? await gridTileBySql(app.store, grid) : await app.clusters.tile(grid);
    if (q.params.with_total) setTotals(reply, await runList(app.store, { from: 'observations o', scope: q.scope, filters: q.filters, select: '', orderBy: '' }, q.params, true));
    reply.type('application/geo+json');
    return collection;
  });
  allowOnly(app, url, ['GET']);
}
