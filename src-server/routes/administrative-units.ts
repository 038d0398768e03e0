/**
 * GET /public/v5/administrative_units: Swiss cantons, districts and municipalities, public.
 *
 * Shape `{id, name, unit_type, bfs_nr, canton_id, district_id}`; ids: municipality = BFS number,
 * canton = 10000 + BFS number, district = 20000 + BFS number. The boundary is left out by default
 * (it is large: about 1 kB to 100 kB per unit); `with_geometry=true` adds `geometry`, a GeoJSON
 * Polygon or MultiPolygon in EPSG:4326 (null when unknown). Filters: id, name, unit_type (canton,
 * district, municipality; other values 400), bfs_nr, canton_id, district_id. Spatial filtering
 * is not supported: `footprint_wkt`, `bbox`, `geometry` are a 400. Default order: id.
 * /cantons and /municipalities do not exist in v5 (no route: 404).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { badParameter } from '../http/problem.js';
import { Envelope, listQueryParsedBy } from '../http/route-schemas.js';
import { splitFilterKey } from '../../src-shared/filters/grammar.js';
import {
  ADMINISTRATIVE_UNIT_FILTERS, ADMINISTRATIVE_UNIT_PARAMETERS, ADMINISTRATIVE_UNIT_SORTABLE,
} from '../../src-shared/filters/administrative-units.js';
import { AdministrativeUnitSchema } from '../../src-shared/schemas/administrative-unit.js';
import { parseBooleanParam, parseListQuery } from '../query/params.js';
import { isHead, setTotals } from '../query/list.js';
import { AreaGeometryText, listAdministrativeUnits, listAdministrativeUnitsWithGeometry } from '../domain/administrative-unit-repo.js';
import { rawJsonSerializerCompiler } from '../http/raw-json.js';

const SPATIAL = ['footprint_wkt', 'bbox', 'geometry'];

const options = {
  filters: ADMINISTRATIVE_UNIT_FILTERS, sortable: ADMINISTRATIVE_UNIT_SORTABLE, options: ADMINISTRATIVE_UNIT_PARAMETERS,
  optionHelp: { with_geometry: 'true: each unit with its boundary as `geometry` (GeoJSON, EPSG:4326); default false.' },
};

/** The query of GET /administrative_units: a spatial filter is a 400 before the list parameters are checked; `with_geometry` a boolean. */
const unitListQuery = listQueryParsedBy(options, (search) => {
  for (const key of search.keys()) {
    if (SPATIAL.includes(splitFilterKey(key)?.field ?? key))
      throw badParameter(key, 'Spatial filtering of administrative units is not supported in v5; filter by id, name, unit_type, bfs_nr, canton_id or district_id.');
  }
  const params = parseListQuery(search, options);
  return { params, with_geometry: parseBooleanParam('with_geometry', params.options.with_geometry, false) };
});

/** Registers GET /public/v5/administrative_units. */
export function administrativeUnitRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/public/v5/administrative_units', {
    schema: {
      summary: 'Swiss cantons, districts and municipalities', tags: ['reference data'],
      querystring: unitListQuery, response: { 200: Envelope(z.array(AdministrativeUnitSchema)) },
    },
    serializerCompiler: rawJsonSerializerCompiler,
  }, async (request, reply) => {
    const { params, with_geometry } = request.query;
    const head = isHead(request);
    if (!with_geometry) {
      const result = await listAdministrativeUnits(app.store, params, head);
      setTotals(reply, result);
      return envelope(result.rows);
    }
    const result = await listAdministrativeUnitsWithGeometry(app.store, params, head);
    setTotals(reply, result);
    // The stored GeoJSON text goes into the body unparsed (http/raw-json.ts).
    return envelope(result.rows.map(({ geometry, ...unit }) => ({ ...unit, geometry: geometry === null ? null : new AreaGeometryText(geometry) })));
  });
  allowOnly(app, '/public/v5/administrative_units', ['GET']);
}
