import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../http/context.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { toPointCollection, wantsGeoJson } from '../http/geojson.js';
import { Envelope, FeatureCollection } from '../http/route-schemas.js';
import { isHead, runList, setTotals } from '../query/list.js';
import { observationOrder } from '../query/observation-columns.js';
import { SimpleObservation } from '../../src-shared/schemas/observation.js';
import { simpleObservationSelect, simpleObservationOf, type SimpleObservationRow } from '../domain/observation-read.js';
import { observationListQuery, observationQuery } from './observations.js';

/**
 * GET /rest/v5/simple_observations: the reduced form, same filters and paging as the list,
 * as JSON `{data: […]}` or, with `Accept: application/geo+json`, a FeatureCollection of Points.
 * No `srid` (interface v5 common rule 6).
 */
export function simpleObservationRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/rest/v5/simple_observations', {
    schema: {
      summary: 'List observations in the reduced form (JSON or GeoJSON by Accept)', tags: ['observations'],
      querystring: observationListQuery(),
      response: {
        200: {
          description: 'The matching observations, one page.',
          content: { 'application/json': { schema: Envelope(z.array(SimpleObservation)) }, 'application/geo+json': { schema: FeatureCollection } },
        },
      },
    },
  }, async (request, reply) => {
    const q = observationQuery(request.query, callerOf(request), app.store.dialect, app.adminIndex);
    const result = await runList<SimpleObservationRow>(app.store, {
      from: 'observations o', scope: q.scope, filters: q.filters, select: simpleObservationSelect(app.store.dialect), total: q.total, key: 'o.occurrence_id',
      ...observationOrder(q.params),
    }, q.params, isHead(request));
    setTotals(reply, result);
    const rows = result.rows.map(simpleObservationOf);
    if (wantsGeoJson(request)) {
      reply.type('application/geo+json');
      return toPointCollection(rows, 'id');
    }
    return envelope(rows);
  });
  allowOnly(app, '/rest/v5/simple_observations', ['GET']);
}
