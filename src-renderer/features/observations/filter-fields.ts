/**
 * The filters of GET /observations as the workspace offers them: for every filterable field of
 * src-shared/filters/observations.ts, which editor the filter panel shows and which operations of
 * the grammar make sense for a person (the URL codec accepts every operation the service accepts;
 * the panel offers these).
 */
import type { FilterOperation } from '../../../src-shared/filters/grammar.js';
import { OBSERVATION_FILTERS } from '../../../src-shared/filters/observations.js';

/** How the filter panel edits a field, and how chips name its values. */
export type FilterEditor =
  | { kind: 'taxon' }
  | { kind: 'date' }
  | { kind: 'project' }
  | { kind: 'person' }
  | { kind: 'unit' }
  | { kind: 'taxaGroup' }
  | { kind: 'vocabulary'; vocabulary: string }
  | { kind: 'wildcard' }
  | { kind: 'ids' }
  | { kind: 'polygon' };

/** One filter of the workspace. */
export interface FilterFieldDef {
  /** The service's field name (the key of OBSERVATION_FILTERS). */
  field: string;
  editor: FilterEditor;
  /**
   * Operations the panel offers, the first being the default. A date field's are the clauses its
   * editor writes (a range is `gte` + `lte`; after `gt`, before `lt`, on `eq`, empty `is_null`).
   */
  operations: readonly FilterOperation[];
  /** Shown in the panel's "more filters" part rather than the main list. */
  advanced?: boolean;
}

const SET_OPS = ['in', 'not_in'] as const satisfies readonly FilterOperation[];
const SET_OR_EMPTY_OPS = ['in', 'not_in', 'is_null', 'is_not_null'] as const satisfies readonly FilterOperation[];

/** The filters in panel order. Keys of `observations.filters.<field>` in the messages. */
export const FILTER_FIELDS: readonly FilterFieldDef[] = [
  { field: 'taxon_id', editor: { kind: 'taxon' }, operations: SET_OPS },
  { field: 'event_date', editor: { kind: 'date' }, operations: ['gte', 'lte', 'gt', 'lt', 'eq', 'is_null', 'is_not_null'] },
  { field: 'location_id', editor: { kind: 'unit' }, operations: SET_OPS },
  { field: 'footprint_wkt', editor: { kind: 'polygon' }, operations: ['eq'] },
  { field: 'dataset_id', editor: { kind: 'project' }, operations: SET_OPS },
  { field: 'recorded_by_id', editor: { kind: 'person' }, operations: SET_OR_EMPTY_OPS },
  { field: 'validation', editor: { kind: 'vocabulary', vocabulary: 'validation' }, operations: SET_OR_EMPTY_OPS },
  { field: 'occurrence_status', editor: { kind: 'vocabulary', vocabulary: 'occurrence_status' }, operations: SET_OR_EMPTY_OPS },
  { field: 'identification_qualifier', editor: { kind: 'vocabulary', vocabulary: 'identification_qualifier' }, operations: SET_OR_EMPTY_OPS },
  { field: 'taxa_group_id', editor: { kind: 'taxaGroup' }, operations: SET_OPS },
  { field: 'verbatim_identification', editor: { kind: 'wildcard' }, operations: ['iw_eq', 'iw_contains', 'is_null', 'is_not_null'] },
  { field: 'event_type', editor: { kind: 'vocabulary', vocabulary: 'event_type' }, operations: SET_OR_EMPTY_OPS, advanced: true },
  { field: 'date_precision', editor: { kind: 'vocabulary', vocabulary: 'date_precision' }, operations: SET_OR_EMPTY_OPS, advanced: true },
  { field: 'with_document_type', editor: { kind: 'vocabulary', vocabulary: 'doc_type' }, operations: ['in'], advanced: true },
  { field: 'related_resource_id', editor: { kind: 'ids' }, operations: ['in', 'not_in', 'is_null', 'is_not_null'], advanced: true },
  { field: 'relationship_of_resource', editor: { kind: 'vocabulary', vocabulary: 'relationship_of_resource' }, operations: SET_OR_EMPTY_OPS, advanced: true },
  { field: 'taxa_relations_reference_id', editor: { kind: 'vocabulary', vocabulary: 'taxa_relations_reference' }, operations: SET_OR_EMPTY_OPS, advanced: true },
  { field: 'releve_id', editor: { kind: 'ids' }, operations: ['in', 'not_in', 'is_null', 'is_not_null'], advanced: true },
  { field: 'occurrence_id', editor: { kind: 'ids' }, operations: ['in', 'not_in', 'gt', 'gte', 'lt', 'lte'], advanced: true },
  // an extension of the reference service (docs/interface-notes.md): a strict v5 service answers it with 400
  { field: 'doc_id', editor: { kind: 'ids' }, operations: ['in'], advanced: true },
];

/** The definition of `field`, or undefined for a field the workspace does not know. */
export function filterFieldDef(field: string): FilterFieldDef | undefined {
  return FILTER_FIELDS.find((def) => def.field === field);
}

/** Position of a field in the panel (unknown fields last), used to keep clauses in a stable order. */
export function filterFieldRank(field: string): number {
  const index = FILTER_FIELDS.findIndex((def) => def.field === field);
  return index === -1 ? FILTER_FIELDS.length : index;
}

/** Every filterable field of the service has a definition here (checked by the codec's test). */
export const UNCOVERED_FIELDS: readonly string[] = Object.keys(OBSERVATION_FILTERS).filter((field) => !filterFieldDef(field));
