import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { z } from 'zod';
import { markDeprecated } from '../http/deprecation.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { wantsGeoJson } from '../http/geojson.js';
import { notFound } from '../http/problem.js';
import { Envelope, FeatureCollection as FeatureCollectionSchema, idParams, listQueryParsedBy, singleQuery, tileParams } from '../http/route-schemas.js';
import { isHead, setTotals } from '../query/list.js';
import { SUPPORTED_SRIDS } from '../geo/reproject.js';
import { PublicNeophyteObservationSchema, SimpleNeophyteObservationSchema } from '../../src-shared/schemas/public-neophyte.js';
import { NEOPHYTE_OPTION_HELP, neophyteQuery, neophyteQueryOptions, type NeophyteEndpoint, type NeophyteQuery } from '../domain/neophyte-public.js';
import { countNeophyteObservations, listNeophyteObservations, neophyteDataVersion, neophyteTileRequest, readNeophyteObservation } from '../domain/neophyte-repo.js';
import { assertTileSrid, parseTile } from '../domain/clusters.js';

/** The query of a public neophyte endpoint, parsed and compiled (domain/neophyte-public.ts); its 400s name the parameter. */
const neophyteListQuery = (kind: NeophyteEndpoint) => listQueryParsedBy(
  { ...neophyteQueryOptions(kind, SUPPORTED_SRIDS), optionHelp: NEOPHYTE_OPTION_HELP },
  (search) => neophyteQuery(search, kind, SUPPORTED_SRIDS),
);

const tags = ['public neophytes'];

/** The v5 path of each list and its deprecated v5 alias (answered alike, with `Deprecation` and a successor `Link`). */
const FULL_LIST_PATHS = [['/public/v5/neophyte_observations'], ['/public/v5/neophytes/occurrences', '/public/v5/neophyte_observations']] as const;
const SIMPLE_LIST_PATHS = [['/public/v5/simple_neophyte_observations'], ['/public/v5/neophytes/simplified/occurrences', '/public/v5/simple_neophyte_observations']] as const;

/**
 * The public neophyte endpoints (interface v5, "Neophyte observations"; no authentication):
 * full list and one (`srid`), simple list (JSON or GeoJSON, `centroidsonly`, `fullproperties`),
 * cluster tiles (srid 3857 only), and the two deprecated v5 paths with a `Deprecation` header.
 * Sort, filters and cluster dates see only published values (domain/neophyte-public.ts).
 */
export function publicNeophyteRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** `q` with its `location_id` matched on the municipalities the service's index of the units says it holds. */
  const located = (q: NeophyteQuery): NeophyteQuery => ({ ...q, municipalitiesWithin: (ids) => app.adminIndex().municipalitiesWithin(ids) });

  for (const [url, successor] of FULL_LIST_PATHS) {
    api.get(url, {
      schema: {
        summary: 'Public neophyte observations, full form', tags, deprecated: successor !== undefined,
        querystring: neophyteListQuery('N'), response: { 200: Envelope(z.array(PublicNeophyteObservationSchema)) },
      },
    }, async (request, reply) => {
      if (successor) markDeprecated(reply, successor);
      const result = await listNeophyteObservations(app.store, located(request.query), 'full', isHead(request));
      setTotals(reply, result);
      return envelope(result.rows.map((r) => r.row));
    });
    allowOnly(app, url, ['GET']);
  }

  for (const [url, successor] of SIMPLE_LIST_PATHS) {
    api.get(url, {
      schema: {
        summary: 'Public neophyte observations in the simple form (JSON, or GeoJSON by Accept)', tags, deprecated: successor !== undefined,
        querystring: neophyteListQuery('S'),
        response: {
          200: {
            description: 'One page; with fullproperties=true in the full form.',
            content: {
              'application/json': { schema: Envelope(z.array(z.union([SimpleNeophyteObservationSchema, PublicNeophyteObservationSchema]))) },
              'application/geo+json': { schema: FeatureCollectionSchema },
            },
          },
        },
      },
    }, async (request, reply) => {
      if (successor) markDeprecated(reply, successor);
      const q = located(request.query);
      const result = await listNeophyteObservations(app.store, q, q.fullproperties ? 'full' : 'simple', isHead(request));
      setTotals(reply, result);
      if (!wantsGeoJson(request)) return envelope(result.rows.map((p) => p.row));
      reply.type('application/geo+json');
      const collection: FeatureCollection<Geometry | null> = {
        type: 'FeatureCollection',
        features: result.rows.map(({ row, geometry }): Feature<Geometry | null> => ({
          type: 'Feature',
          id: 'id' in row ? row.id : row.occurrence_id,
          // centroidsonly=false gives the whole footprint; the default is its representative point.
          geometry: !q.centroidsonly && geometry ? geometry
            : row.decimal_longitude !== null && row.decimal_latitude !== null ? { type: 'Point', coordinates: [row.decimal_longitude, row.decimal_latitude] } : null,
          properties: row,
        })),
      };
      return collection;
    });
    allowOnly(app, url, ['GET']);
  }

  api.get('/public/v5/neophyte_observations/:id', {
    schema: {
      summary: 'One public neophyte observation, full form', tags,
      params: idParams('neophyte observation'), querystring: singleQuery(SUPPORTED_SRIDS),
      response: { 200: Envelope(PublicNeophyteObservationSchema) },
    },
  }, async (request) => {
    const { id } = request.params;
    const published = await readNeophyteObservation(app.store, id, request.query.srid);
    if (!published) throw notFound(`No public neophyte observation ${id}.`);
    return envelope(published);
  });
  allowOnly(app, '/public/v5/neophyte_observations/:id', ['GET']);

  const tileUrl = '/public/v5/clustered_neophyte_observations/:srid/:z/:x/:y';
  api.get(tileUrl, {
    schema: {
      summary: 'Public neophyte observations clustered per Web Mercator tile', tags,
      params: tileParams, querystring: neophyteListQuery('C'),
      response: { 200: { description: 'Clusters and single observations of the tile.', content: { 'application/geo+json': { schema: FeatureCollectionSchema } } } },
    },
  }, async (request, reply) => {
    const { srid, z: zoom, x, y } = request.params;
    assertTileSrid(srid);
    const q = located(request.query);
    const tile = parseTile(zoom, x, y);
    const dataVersion = await neophyteDataVersion(app.store, app.observationsVersion.value);
    const collection = await app.clusters.tile(neophyteTileRequest(q, tile, dataVersion, app.store.dialect));
    if (q.params.with_total) setTotals(reply, await countNeophyteObservations(app.store, q));
    reply.type('application/geo+json');
    return collection;
  });
  allowOnly(app, tileUrl, ['GET']);
}
