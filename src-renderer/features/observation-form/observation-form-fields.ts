/**
 * The observation form's fields (interface v5 "Observation", the writable ones of
 * ObservationWriteShape), in sections: what, when, where, who and project, remarks and references.
 * Labels are the detail's `detail.fields.<name>`; coded fields take their vocabulary from
 * src-shared/vocabulary-fields.ts. Computed fields (occurrence_id, uuid, decimal coordinates,
 * geodetic_datum, municipality_id, validation) are not here: they are shown, never sent.
 * `v_presence_status` is set through the validation, not here.
 */
import { vocabularyOf } from '../../../src-shared/vocabulary-fields.js';
import type { FieldSection, FieldSpec } from '../../components/forms/field-spec.js';
import { fieldsOf } from '../../components/forms/field-spec.js';

function code(name: string, extra: { required?: boolean } = {}): FieldSpec {
  const vocabulary = vocabularyOf(name);
  if (!vocabulary) throw new Error(`${name} is not a coded field`);
  return { name, kind: 'code', vocabulary, ...extra };
}

/** The form's sections (`observationForm.sections.<key>` titles), in form order. */
export const OBSERVATION_SECTIONS: readonly FieldSection[] = [
  {
    key: 'what',
    fields: [
      { name: 'taxon_id', kind: 'taxon' },
      { name: 'verbatim_identification', kind: 'text', maxLength: 255 },
      code('identification_qualifier'),
      { name: 'identified_by', kind: 'text', maxLength: 255 },
      code('basis_of_record', { required: true }),
      code('occurrence_status'),
      code('degree_of_establishment'),
      code('establishment_means'),
      code('life_stage'),
      { name: 'organism_quantity', kind: 'number', integer: true, min: 0 },
      code('organism_quantity_type'),
      code('cover'),
      code('vitality'),
    ],
  },
  {
    key: 'when',
    fields: [
      code('date_precision'),
      { name: 'event_date', kind: 'custom' },
      code('date_expert'),
      code('event_type'),
    ],
  },
  {
    key: 'where',
    fields: [
      { name: 'footprint_wkt', kind: 'custom', wide: true },
      { name: 'verbatim_locality', kind: 'text', maxLength: 1000 },
      code('georeference_protocol'),
      { name: 'coordinate_uncertainty_in_meters', kind: 'number', unit: 'metres', min: 0 },
      { name: 'minimum_elevation_in_meters', kind: 'number', unit: 'metresAsl', min: -500, max: 9000 },
      { name: 'maximum_elevation_in_meters', kind: 'number', unit: 'metresAsl', min: -500, max: 9000, notBelow: 'minimum_elevation_in_meters' },
      code('altitude_expert'),
      { name: 'habitat', kind: 'habitat' },
    ],
  },
  {
    key: 'who',
    fields: [
      { name: 'dataset_id', kind: 'project', right: 'write', required: true },
      { name: 'recorded_by_id', kind: 'people', multiple: true },
      { name: 'releve_id', kind: 'id' },
    ],
  },
  {
    key: 'remarks',
    fields: [
      { name: 'occurrence_remarks', kind: 'longText', maxLength: 10_000, wide: true },
      { name: 'related_resource_id', kind: 'id' },
      code('relationship_of_resource'),
      code('taxa_relations_reference_id'),
    ],
  },
];

/** Every field of the form, in form order (the order errors are focused in). */
export const OBSERVATION_FORM_FIELDS: readonly FieldSpec[] = fieldsOf(OBSERVATION_SECTIONS);

/** The fields the service computes, shown read-only on edit and after create (in this order). */
export const COMPUTED_FIELDS = ['occurrence_id', 'uuid', 'municipality_id', 'decimal_longitude', 'decimal_latitude', 'geodetic_datum', 'validation'] as const;

/** The message key of a form field's label: the detail's field names, the footprint's own. */
export function fieldLabelKey(name: string): string {
  return name === 'footprint_wkt' ? 'observationForm.footprint.label' : `detail.fields.${name}`;
}
