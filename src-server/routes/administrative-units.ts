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
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { badParameter } from '../http/problem.js';
import { splitFilterKey } from '../../src-shared/filters/grammar.js';
import {
  ADMINISTRATIVE_UNIT_FILTERS, ADMINISTRATIVE_UNIT_PARAMETERS, ADMINISTRATIVE_UNIT_SORTABLE, UNIT_TYPES,
} from '../../src-shared/filters/administrative-units.js';
import type { AdministrativeUnit } from '../../src-shared/schemas/administrative-unit.js';
import { parseBooleanParam, parseListQuery, searchParamsOf } from '../query/params.js';
import { compileClauses, compileColumnClause, type ColumnMap } from '../query/compile.js';
import { isHead, orderBy, runList, setTotals } from '../query/list.js';

const SPATIAL = ['footprint_wkt', 'bbox', 'geometry'];

const COLUMNS: ColumnMap = {
  id: 'u.id', name: 'u.name', bfs_nr: 'u.bfs_nr', canton_id: 'u.canton_id', district_id: 'u.district_id',
  unit_type: (clause) => {
    const values = clause.value === undefined ? [] : Array.isArray(clause.value) ? clause.value : [clause.value];
    const bad = values.find((v) => !(UNIT_TYPES as readonly unknown[]).includes(v));
    if (bad !== undefined)
      throw badParameter('unit_type', `unit_type must be one of ${UNIT_TYPES.join(', ')}, not "${String(bad)}".`);
    return compileColumnClause('u.unit_type', clause);
  },
};

type UnitRow = Omit<AdministrativeUnit, 'geometry'> & { geometry?: string | null };

/** Registers GET /public/v5/administrative_units. */
export function administrativeUnitRoutes(app: FastifyInstance): void {
  resource(app, '/public/v5/administrative_units', {
    GET: async (request, reply) => {
      const search = searchParamsOf(request.url);
      for (const key of search.keys()) {
        if (SPATIAL.includes(splitFilterKey(key)?.field ?? key))
          throw badParameter(key, 'Spatial filtering of administrative units is not supported in v5; filter by id, name, unit_type, bfs_nr, canton_id or district_id.');
      }
      const p = parseListQuery(search, {
        filters: ADMINISTRATIVE_UNIT_FILTERS, sortable: ADMINISTRATIVE_UNIT_SORTABLE, options: ADMINISTRATIVE_UNIT_PARAMETERS,
      });
      const withGeometry = parseBooleanParam('with_geometry', p.options.with_geometry, false);
      const result = runList<UnitRow>(app.db, {
        from: 'administrative_units u',
        scope: [],
        filters: compileClauses(p.clauses, COLUMNS),
        select: `u.id, u.name, u.unit_type, u.bfs_nr, u.canton_id, u.district_id${withGeometry ? ', u.geometry_geojson AS geometry' : ''}`,
        orderBy: orderBy(`u.${p.sort ?? 'id'}`, p.dir, 'u.id'),
      }, p, isHead(request));
      setTotals(reply, result);
      if (!withGeometry) return envelope(result.rows);
      // the stored GeoJSON text is spliced in unparsed: a page of 1000 municipalities is megabytes
      return reply.type('application/json; charset=utf-8').send(serialise(result.rows));
    },
  });
}

/** `{data: [...]}` with each row's stored GeoJSON geometry text embedded as JSON (null when missing). */
function serialise(rows: UnitRow[]): string {
  const items = rows.map((r) => {
    const { geometry, ...rest } = r;
    const json = JSON.stringify(rest);
    return `${json.slice(0, -1)},"geometry":${geometry ?? 'null'}}`;
  });
  return `{"data":[${items.join(',')}]}`;
}
