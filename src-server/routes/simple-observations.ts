import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { toPointCollection, wantsGeoJson } from '../http/geojson.js';
import { isHead, orderBy, runList, setTotals } from '../query/list.js';
import { observationQuery } from './observations.js';

/** Fields of the reduced observation form (modelled on the simple neophyte form of the interface). */
const SIMPLE_SELECT = `o.occurrence_id AS id, o.uuid, o.taxon_id, o.dataset_id, o.basis_of_record, o.event_date,
  o.identification_qualifier, o.municipality_id, o.decimal_longitude, o.decimal_latitude, o.coordinate_uncertainty_in_meters,
  o.minimum_elevation_in_meters, o.occurrence_status, o.v_presence_status, o.validation,
  (SELECT json_group_array(person_id) FROM (SELECT person_id FROM observation_observers WHERE occurrence_id = o.occurrence_id ORDER BY position)) AS recorded_by_id`;

/**
 * GET /rest/v5/simple_observations: the reduced form, same filters and paging as the list,
 * as JSON `{data: […]}` or, with `Accept: application/geo+json`, a FeatureCollection of Points.
 * No `srid` (interface v5 common rule 6).
 */
export function simpleObservationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  resource(app, '/rest/v5/simple_observations', {
    GET: async (request, reply) => {
      const q = observationQuery(request);
      const sort = q.params.sort === 'event_date' ? 'o.event_date_utc' : q.params.sort ? `o.${q.params.sort}` : 'o.occurrence_id';
      const result = runList<Record<string, unknown>>(ctx.db, {
        from: 'observations o', scope: q.scope, filters: q.filters, select: SIMPLE_SELECT, total: q.total, key: 'o.occurrence_id',
        orderBy: orderBy(sort, q.params.dir, 'o.occurrence_id'),
      }, q.params, isHead(request));
      setTotals(reply, result);
      const rows = result.rows.map((r) => ({ ...r, recorded_by_id: JSON.parse(String(r.recorded_by_id)) as number[] }));
      if (wantsGeoJson(request)) {
        reply.type('application/geo+json');
        return toPointCollection(rows, 'id');
      }
      return envelope(rows);
    },
  });
}
