import { OPS, type FilterSpec } from './grammar.js';
import { OBSERVATION_FILTERS } from './observations.js';

const FROM_OBSERVATIONS = [
  'occurrence_id', 'footprint_wkt', 'event_date', 'date_precision', 'event_type', 'location_id', 'taxon_id',
  'taxa_relations_reference_id', 'verbatim_identification', 'identification_qualifier', 'validation', 'occurrence_status',
  'related_resource_id', 'relationship_of_resource', 'taxa_group_id',
] as const;

/**
 * Filters of the public neophyte endpoints (interface v5, "Neophyte observations"; the same set
 * on N, S and C): the observation filters that need no authenticated data, plus the free-text
 * remark and the neophyte control fields.
 */
export const NEOPHYTE_FILTERS: FilterSpec = {
  ...Object.fromEntries(FROM_OBSERVATIONS.map((f) => [f, OBSERVATION_FILTERS[f]!])),
  occurrence_remarks: { type: 'string', operations: OPS.text },
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
