import { z } from 'zod';
import { markDeprecated } from '../http/deprecation.js';
import { Envelope, FeatureCollection as FeatureCollectionSchema } from '../http/route-schemas.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { wantsGeoJson } from '../http/geojson.js';
import { notFound } from '../http/problem.js';
import { and } from '../query/compile.js';
import { cached, isHead, orderBy, runList, setTotals } from '../query/list.js';
import { SUPPORTED_SRIDS } from '../geo/reproject.js';
import { pathId } from '../http/path-id.js';
import { parseSingleQuery } from '../query/params.js';
import { NEOPHYTE_FROM, NEOPHYTE_SCOPE, neophyteQuery, neophyteSortColumn } from '../domain/neophyte-public.js';
import { FULL_NEOPHYTE_SELECT, SIMPLE_NEOPHYTE_SELECT, publishNeophyteRow } from '../domain/neophyte-rows.js';
import { assertTileSrid, parseTile } from '../domain/clusters.js';

/**
 * The public neophyte endpoints (interface v5, "Neophyte observations"; no authentication):
 * full list and one (`srid`), simple list (JSON or GeoJSON, `centroidsonly`, `fullproperties`),
 * cluster tiles (srid 3857 only), and the two deprecated v5 paths with a `Deprecation` header.
 */
export function publicNeophyteRoutes(app: FastifyInstance): void {
  const fullList = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const q = neophyteQuery(request, 'N', SUPPORTED_SRIDS);
    const result = runList<Record<string, unknown>>(app.db, {
      from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: q.filters, select: FULL_NEOPHYTE_SELECT,
      orderBy: orderBy(neophyteSortColumn(q.params.sort), q.params.dir, 'o.occurrence_id'),
    }, q.params, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows.map((r) => publishNeophyteRow(r, q.params.srid).row));
  };

  const simpleList = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const q = neophyteQuery(request, 'S');
    const result = runList<Record<string, unknown>>(app.db, {
      from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: q.filters,
      select: q.fullproperties ? FULL_NEOPHYTE_SELECT : SIMPLE_NEOPHYTE_SELECT,
      orderBy: orderBy(neophyteSortColumn(q.params.sort), q.params.dir, 'o.occurrence_id'),
    }, q.params, isHead(request));
    setTotals(reply, result);
    const published = result.rows.map((r) => publishNeophyteRow(r));
    if (!wantsGeoJson(request)) return envelope(published.map((p) => p.row));
    reply.type('application/geo+json');
    const collection: FeatureCollection<Geometry | null> = {
      type: 'FeatureCollection',
      features: published.map(({ row, geometry }): Feature<Geometry | null> => ({
        type: 'Feature',
        id: (row.id ?? row.occurrence_id) as number,
        // centroidsonly=false gives the whole footprint; the default is its representative point.
        geometry: !q.centroidsonly && geometry ? geometry
          : typeof row.decimal_longitude === 'number' ? { type: 'Point', coordinates: [row.decimal_longitude, row.decimal_latitude as number] } as Geometry : null,
        properties: row,
      })),
    };
    return collection;
  };

  resource(app, '/public/v5/neophyte_observations', { GET: fullList });
  resource(app, '/public/v5/simple_neophyte_observations', { GET: { options: { schema: simpleSchema }, handler: simpleList } });
  resource(app, '/public/v5/neophytes/occurrences', {
    GET: async (request, reply) => { markDeprecated(reply, '/public/v5/neophyte_observations'); return fullList(request, reply); },
  });
  resource(app, '/public/v5/neophytes/simplified/occurrences', {
    GET: {
      options: { schema: { ...simpleSchema, deprecated: true } },
      handler: async (request, reply) => { markDeprecated(reply, '/public/v5/simple_neophyte_observations'); return simpleList(request, reply); },
    },
  });

  resource(app, '/public/v5/neophyte_observations/:id', {
    GET: async (request) => {
      const id = pathId((request.params as { id: string }).id, 'neophyte observation');
      const { srid } = parseSingleQuery(request.url, SUPPORTED_SRIDS);
      const where = and([NEOPHYTE_SCOPE, { sql: 'o.occurrence_id = ?', params: [id] }]);
      const row = cached(app.db, `SELECT ${FULL_NEOPHYTE_SELECT} FROM ${NEOPHYTE_FROM} WHERE ${where.sql}`).get(...where.params) as Record<string, unknown> | undefined;
      if (!row) throw notFound(`No public neophyte observation ${id}.`);
      return envelope(publishNeophyteRow(row, srid).row);
    },
  });

  resource(app, '/public/v5/clustered_neophyte_observations/:srid/:z/:x/:y', {
    GET: { options: { schema: clusterSchema }, handler: async (request, reply) => {
      const { srid, z, x, y } = request.params as { srid: string; z: string; x: string; y: string };
      assertTileSrid(srid);
      const tile = parseTile(z, x, y);
      const q = neophyteQuery(request, 'C');
      const where = and([NEOPHYTE_SCOPE, ...q.filters]);
      const key = `neo|${app.observationsVersion.value}|${where.sql}|${JSON.stringify(where.params)}`;
      const collection = await app.clusters.tile({
        key, tile, reducer: q.fullproperties ? 'neophytes_full' : 'neophytes', params: where.params,
        sql: `SELECT o.decimal_longitude AS lon, o.decimal_latitude AS lat, o.occurrence_id, o.event_type,
            ${'(CASE p.date_rounding WHEN \'month\' THEN substr(o.event_date, 1, 7) || \'-01\' WHEN \'year\' THEN substr(o.event_date, 1, 4) || \'-01-01\' ELSE substr(o.event_date, 1, 10) END)'} AS day,
            o.v_presence_status, n.eradication
          FROM ${NEOPHYTE_FROM} WHERE o.decimal_longitude IS NOT NULL AND ${where.sql}`,
      });
      if (q.params.with_total) setTotals(reply, runList(app.db, { from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: q.filters, select: '', orderBy: '' }, q.params, true));
      reply.type('application/geo+json');
      return collection;
    } },
  });
}

// Declared answers (the OpenAPI document); the queries are still checked by domain/neophyte-public.ts.
const simpleSchema = {
  summary: 'Public neophyte observations in the simple form (JSON, or GeoJSON by Accept)', tags: ['public neophytes'],
  response: {
    200: {
      description: 'One page.',
      content: { 'application/json': { schema: Envelope(z.array(z.record(z.string(), z.unknown()))) }, 'application/geo+json': { schema: FeatureCollectionSchema } },
    },
  },
};
const clusterSchema = {
  summary: 'Public neophyte observations clustered per Web Mercator tile', tags: ['public neophytes'],
  response: { 200: { description: 'Clusters and single observations of the tile.', content: { 'application/geo+json': { schema: FeatureCollectionSchema } } } },
};
