import { OPS, type FilterSpec } from './grammar.js';

/**
 * Filters of GET /rest/v5/releves (interface v5, Endpoints "Releves"): `id` (replaces `ids`;
 * `id[gte]` replaces `comparableId`), `dataset_id`, `recorded_by_id`, `taxon_id` and
 * `taxa_relations_reference_id` (matched through the relevé's species observations, i.e. the
 * observations whose `releve_id` is the relevé), `event_date`, `location_id` (administrative
 * unit ids: municipality, district or canton of the relevé's point), `date_precision`,
 * `footprint_wkt[eq]=<WGS84 polygon>`. `srid`, `right`, `bbox` (deprecated), paging and
 * `with_total` are parameters, not filters.
 *
 * Membership filters (`recorded_by_id`, `taxon_id`, `taxa_relations_reference_id`):
 * `eq`/`in` keep relevés with at least one match, `neq`/`not_in` relevés with none,
 * `is_not_null`/`is_null` relevés with any / no value at all.
 */
export const RELEVE_FILTERS: FilterSpec = {
  id: { type: 'integer', operations: OPS.ordered },
  dataset_id: { type: 'integer', operations: OPS.code },
  recorded_by_id: { type: 'integer', operations: OPS.code },
  taxon_id: { type: 'integer', operations: OPS.code },
  taxa_relations_reference_id: { type: 'integer', operations: OPS.code },
  event_date: { type: 'date', operations: OPS.ordered },
  location_id: { type: 'integer', operations: ['eq', 'neq', 'in', 'not_in'] },
  date_precision: { type: 'integer', operations: OPS.code },
  footprint_wkt: { type: 'wkt', operations: OPS.geometry },
};

/** Sortable fields of GET /releves (default `id`; `event_date` sorts by instant). */
export const RELEVE_SORTABLE = [
  'id', 'event_date', 'dataset_id', 'project', 'date_precision', 'municipality_id', 'syntaxon_name',
  'sample_size_value', 'inclination_in_degrees', 'cover_total_in_percentage',
] as const;
