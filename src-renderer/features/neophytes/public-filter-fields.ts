/**
 * The filters of the public neophyte endpoints (NEOPHYTE_FILTERS) as the screen's panel offers
 * them, with the observation workspace's editors (features/observations: set, date, text): the
 * common ones first, the neophyte control fields as their own group, the rarely used ones under
 * "More filters". Labels are the observation detail's field names (`detail.fields.*`,
 * `detail.neophyte.fields.*`). The area (`footprint_wkt`) has its own editor in the panel (PublicFilters.vue: drawn on the
 * map or read from a file).
 */
import type { FilterOperation } from '../../../src-shared/filters/grammar.js';
import { NEOPHYTE_FILTERS } from '../../../src-shared/filters/neophytes.js';
import type { FilterFieldDef } from '../observations/index.js';

const SET: readonly FilterOperation[] = ['in', 'not_in'];
const SET_OR_EMPTY: readonly FilterOperation[] = ['in', 'not_in', 'is_null', 'is_not_null'];
const vocabulary = (field: string, name = field, advanced = false): PublicFilterDef =>
  ({ field, editor: { kind: 'vocabulary', vocabulary: name }, operations: SET_OR_EMPTY, group: advanced ? 'more' : 'main' });

/** A filter of the panel and the group it is shown in. */
export type PublicFilterDef = FilterFieldDef & { group: 'main' | 'control' | 'more' };

/** Every filter of the panel in its order. */
export const PUBLIC_FILTER_FIELDS: readonly PublicFilterDef[] = [
  { field: 'taxon_id', editor: { kind: 'taxon' }, operations: SET, group: 'main' },
  { field: 'event_date', editor: { kind: 'date' }, operations: ['gte', 'lte'], group: 'main' },
  { field: 'location_id', editor: { kind: 'unit' }, operations: SET, group: 'main' },
  vocabulary('validation'),
  vocabulary('occurrence_status'),
  { field: 'taxa_group_id', editor: { kind: 'taxaGroup' }, operations: SET, group: 'main' },
  { ...vocabulary('control_type'), group: 'control' },
  { ...vocabulary('control_dtype'), group: 'control' },
  { ...vocabulary('control_result'), group: 'control' },
  { ...vocabulary('eradication'), group: 'control' },
  vocabulary('identification_qualifier', 'identification_qualifier', true),
  vocabulary('event_type', 'event_type', true),
  vocabulary('date_precision', 'date_precision', true),
  { field: 'verbatim_identification', editor: { kind: 'wildcard' }, operations: ['iw_eq', 'iw_contains', 'is_null', 'is_not_null'], group: 'more' },
  { field: 'occurrence_remarks', editor: { kind: 'wildcard' }, operations: ['iw_contains', 'iw_eq', 'is_null', 'is_not_null'], group: 'more' },
  vocabulary('taxa_relations_reference_id', 'taxa_relations_reference', true),
  { field: 'related_resource_id', editor: { kind: 'ids' }, operations: SET_OR_EMPTY, group: 'more' },
  vocabulary('relationship_of_resource', 'relationship_of_resource', true),
  { field: 'occurrence_id', editor: { kind: 'ids' }, operations: SET, group: 'more' },
];

/** Position of a field in the panel (fields without an editor, e.g. `footprint_wkt`, last). */
export function neophyteFieldRank(field: string): number {
  const index = PUBLIC_FILTER_FIELDS.findIndex((def) => def.field === field);
  return index === -1 ? PUBLIC_FILTER_FIELDS.length : index;
}

/** Filterable fields of the public endpoints the panel has no editor for (only `footprint_wkt`: checked by the test). */
export const UNEDITED_FIELDS: readonly string[] = Object.keys(NEOPHYTE_FILTERS).filter((field) => neophyteFieldRank(field) === PUBLIC_FILTER_FIELDS.length);
