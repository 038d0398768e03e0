/**
 * Every field of an observation (interface v5 "Observation") as the detail shows it: in groups,
 * with its kind (how the value is turned into words), its unit, and whether the service computes
 * it (read-only). Labels are `detail.fields.<name>` in the messages; coded values are labelled
 * by their vocabulary, never here.
 */
import { OBSERVATION_READ_ONLY_FIELDS } from '../../../src-shared/schemas/observation.js';
import { vocabularyOf } from '../../../src-shared/vocabulary-fields.js';
import type { UnitKey } from './subresource-fields.js';

/** How a value is shown. */
export type FieldKind =
  | 'text' | 'longText' | 'number' | 'date' | 'code' | 'taxon' | 'people' | 'project' | 'municipality' | 'habitat' | 'id';

/** One field of the detail. */
export interface ObservationFieldSpec {
  name: string;
  kind: FieldKind;
  unit?: UnitKey;
  /** Decimals shown for numbers (default: as stored). */
  digits?: number;
  /** The vocabulary of a `code` field. */
  vocabulary?: string;
  readOnly: boolean;
}

/** A titled group of fields (`detail.groups.<key>`). */
export interface FieldGroup {
  key: 'taxon' | 'event' | 'place' | 'occurrence' | 'record';
  fields: ObservationFieldSpec[];
}

type Def = [name: string, kind: FieldKind, extra?: { unit?: UnitKey; digits?: number }];

const READ_ONLY = new Set<string>(OBSERVATION_READ_ONLY_FIELDS);

function spec([name, kind, extra]: Def): ObservationFieldSpec {
  const vocabulary = kind === 'code' ? vocabularyOf(name) : undefined;
  return { name, kind, ...extra, ...(vocabulary ? { vocabulary } : {}), readOnly: READ_ONLY.has(name) };
}

const GROUPS: Array<[FieldGroup['key'], Def[]]> = [
  ['taxon', [
    ['taxon_id', 'taxon'],
    ['verbatim_identification', 'text'],
    ['identification_qualifier', 'code'],
    ['identified_by', 'text'],
    ['taxa_relations_reference_id', 'code'],
    ['degree_of_establishment', 'code'],
    ['establishment_means', 'code'],
  ]],
  ['event', [
    ['event_date', 'date'],
    ['date_precision', 'code'],
    ['date_expert', 'code'],
    ['event_type', 'code'],
    ['recorded_by_id', 'people'],
  ]],
  ['place', [
    ['municipality_id', 'municipality'],
    ['verbatim_locality', 'text'],
    ['decimal_latitude', 'number', { unit: 'degrees', digits: 6 }],
    ['decimal_longitude', 'number', { unit: 'degrees', digits: 6 }],
    ['geodetic_datum', 'text'],
    ['coordinate_uncertainty_in_meters', 'number', { unit: 'metres' }],
    ['georeference_protocol', 'code'],
    ['minimum_elevation_in_meters', 'number', { unit: 'metresAsl' }],
    ['maximum_elevation_in_meters', 'number', { unit: 'metresAsl' }],
    ['altitude_expert', 'code'],
    ['habitat', 'habitat'],
  ]],
  ['occurrence', [
    ['basis_of_record', 'code'],
    ['occurrence_status', 'code'],
    ['organism_quantity', 'number'],
    ['organism_quantity_type', 'code'],
    ['life_stage', 'code'],
    ['cover', 'code'],
    ['vitality', 'code'],
    ['occurrence_remarks', 'longText'],
  ]],
  ['record', [
    ['occurrence_id', 'id'],
    ['uuid', 'text'],
    ['dataset_id', 'project'],
    ['releve_id', 'id'],
    ['related_resource_id', 'id'],
    ['relationship_of_resource', 'code'],
    ['validation', 'code'],
    ['v_presence_status', 'code'],
    ['v_doubt_status', 'number'],
  ]],
];

/** The detail's groups of fields, in display order. `footprint_wkt` has a block of its own. */
export const FIELD_GROUPS: readonly FieldGroup[] = GROUPS.map(([key, defs]) => ({ key, fields: defs.map(spec) }));

/** Every field name the detail knows (the groups, the footprint, and `id`, a copy of occurrence_id). */
export const KNOWN_FIELDS: ReadonlySet<string> = new Set([...FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f.name)), 'footprint_wkt', 'id']);

/** Fields a real service sent that this version does not know (unknown fields pass through): shown as they came. */
export function unknownFields(observation: Record<string, unknown>): Array<[string, unknown]> {
  return Object.entries(observation).filter(([name, value]) => !KNOWN_FIELDS.has(name) && value !== undefined);
}
