/**
 * Filter spec of GET /public/v5/administrative_units (Swiss cantons, districts, municipalities).
 *
 * `unit_type` takes canton, district or municipality (`unit_type[in]=canton,municipality`); other
 * values are a 400. Spatial filtering is not supported: `footprint_wkt`, `bbox` and `geometry` are
 * answered with 400. Plain parameter `with_geometry=true` adds the `geometry` (GeoJSON, EPSG:4326).
 */
import { OPS, type FilterSpec } from './grammar.js';

/** The kinds of administrative units. */
export const UNIT_TYPES = ['canton', 'district', 'municipality'] as const;
/** A kind of administrative unit. */
export type UnitType = (typeof UNIT_TYPES)[number];

/** Filters of GET /public/v5/administrative_units. */
export const ADMINISTRATIVE_UNIT_FILTERS: FilterSpec = {
  id: { type: 'integer', operations: OPS.ordered },
  name: { type: 'string', operations: OPS.text },
  unit_type: { type: 'string', operations: OPS.code, values: UNIT_TYPES },
  bfs_nr: { type: 'integer', operations: OPS.ordered },
  canton_id: { type: 'integer', operations: OPS.code },
  district_id: { type: 'integer', operations: OPS.code },
};

/** Plain (non-filter) parameters of the endpoint. */
export const ADMINISTRATIVE_UNIT_PARAMETERS = ['with_geometry'] as const;

/** Sortable fields (default: `id`). */
export const ADMINISTRATIVE_UNIT_SORTABLE = ['id', 'name', 'unit_type', 'bfs_nr', 'canton_id', 'district_id'] as const;
