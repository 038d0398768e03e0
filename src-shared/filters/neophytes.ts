import { OPS, type FilterSpec } from './grammar.js';

/** Filters of the public neophyte endpoints (interface v5, "Neophyte observations"; same set on N, S and C). */
export const NEOPHYTE_FILTERS: FilterSpec = {
  occurrence_id: { type: 'integer', operations: OPS.ordered },
  footprint_wkt: { type: 'wkt', operations: OPS.geometry },
  event_date: { type: 'date', operations: OPS.ordered },
  date_precision: { type: 'integer', operations: OPS.code },
  event_type: { type: 'integer', operations: OPS.code },
  location_id: { type: 'integer', operations: ['eq', 'neq', 'in', 'not_in'] },
  occurrence_remarks: { type: 'string', operations: OPS.text },
  taxon_id: { type: 'integer', operations: OPS.code },
  taxa_relations_reference_id: { type: 'integer', operations: OPS.code },
  verbatim_identification: { type: 'string', operations: OPS.text },
  identification_qualifier: { type: 'integer', operations: OPS.code },
  validation: { type: 'integer', operations: OPS.code },
  occurrence_status: { type: 'integer', operations: OPS.code },
  related_resource_id: { type: 'integer', operations: OPS.code },
  relationship_of_resource: { type: 'integer', operations: OPS.code },
  taxa_group_id: { type: 'integer', operations: ['eq', 'neq', 'in', 'not_in'] },
  control_type: { type: 'integer', operations: OPS.code },
  control_dtype: { type: 'integer', operations: OPS.code },
  control_result: { type: 'integer', operations: OPS.code },
  eradication: { type: 'integer', operations: OPS.code },
};

/** Sortable fields of the public neophyte lists. */
export const NEOPHYTE_SORTABLE = ['occurrence_id', 'event_date', 'taxon_id', 'municipality_id', 'v_presence_status'] as const;

/**
 * Values of `taxa_matching` (the interface names the parameter without values;
 * docs/interface-notes.md): `exact` matches `taxon_id` as given, `synonyms` also matches the
 * synonyms of the given taxa and the accepted taxon of a given synonym.
 */
export const TAXA_MATCHING = ['exact', 'synonyms'] as const;
