import { OPS, type FilterSpec } from './grammar.js';

/** Filters of GET /rest/v5/observations, /observations/ids, /simple_observations and the cluster tiles (interface v5). */
export const OBSERVATION_FILTERS: FilterSpec = {
  occurrence_id: { type: 'integer', operations: OPS.ordered },
  taxon_id: { type: 'integer', operations: OPS.code },
  dataset_id: { type: 'integer', operations: OPS.code },
  recorded_by_id: { type: 'integer', operations: ['eq', 'neq', 'in', 'not_in', 'is_null', 'is_not_null'] },
  event_date: { type: 'date', operations: OPS.ordered },
  releve_id: { type: 'integer', operations: OPS.code },
  validation: { type: 'integer', operations: OPS.code },
  occurrence_status: { type: 'integer', operations: OPS.code },
  location_id: { type: 'integer', operations: ['eq', 'neq', 'in', 'not_in'] },
  verbatim_identification: { type: 'string', operations: OPS.text },
  identification_qualifier: { type: 'integer', operations: OPS.code },
  taxa_relations_reference_id: { type: 'integer', operations: OPS.code },
  footprint_wkt: { type: 'wkt', operations: OPS.geometry },
  event_type: { type: 'integer', operations: OPS.code },
  date_precision: { type: 'integer', operations: OPS.code },
  with_document_type: { type: 'integer', operations: ['eq', 'in'] },
  taxa_group_id: { type: 'integer', operations: ['eq', 'neq', 'in', 'not_in'] },
  related_resource_id: { type: 'integer', operations: OPS.code },
  relationship_of_resource: { type: 'integer', operations: OPS.code },
  /** Extension: observations the document is attached to (the interface has no reverse lookup). */
  doc_id: { type: 'integer', operations: ['eq', 'in'], extension: true },
};

/** Sortable fields of the observation lists. */
export const OBSERVATION_SORTABLE = [
  'occurrence_id', 'event_date', 'taxon_id', 'dataset_id', 'validation', 'occurrence_status', 'municipality_id',
  'verbatim_identification', 'basis_of_record', 'event_type', 'coordinate_uncertainty_in_meters',
  'minimum_elevation_in_meters', 'v_presence_status', 'identification_qualifier',
] as const;
