/**
 * What the public page of one neophyte observation shows, in order (pure, tested): the coded
 * fields as vocabulary labels, the other published fields as text; a field the service left out
 * or sent as null is not listed. Field names are the interface's (Neophyte observation, full form).
 */
import { CODED_FIELDS } from '../../../src-shared/vocabulary-fields.js';

/** How a field's value is shown. */
export type PublicFieldKind = 'code' | 'text' | 'day' | 'metres' | 'people' | 'unit' | 'taxon';

/** One field of the public page. */
export interface PublicField {
  field: string;
  kind: PublicFieldKind;
}

const f = (field: string, kind: PublicFieldKind): PublicField => ({ field, kind });

/** The published fields of the page, by section. */
export const PUBLIC_RECORD_SECTIONS: ReadonlyArray<{ key: 'occurrence' | 'place' | 'record'; fields: readonly PublicField[] }> = [
  {
    key: 'occurrence',
    fields: [
      f('taxon_id', 'taxon'), f('verbatim_identification', 'text'), f('identification_qualifier', 'code'), f('identified_by', 'text'),
      f('event_date', 'day'), f('date_expert', 'code'), f('event_type', 'code'), f('recorded_by', 'people'), f('occurrence_status', 'code'),
      f('v_presence_status', 'code'), f('degree_of_establishment', 'code'), f('establishment_means', 'code'), f('organism_quantity', 'text'),
      f('organism_quantity_type', 'code'), f('cover', 'code'), f('life_stage', 'code'), f('vitality', 'code'), f('occurrence_remarks', 'text'),
    ],
  },
  {
    key: 'place',
    fields: [
      f('municipality_id', 'unit'), f('verbatim_locality', 'text'), f('decimal_longitude', 'text'), f('decimal_latitude', 'text'),
      f('geodetic_datum', 'text'), f('coordinate_uncertainty_in_meters', 'metres'), f('minimum_elevation_in_meters', 'metres'),
      f('maximum_elevation_in_meters', 'metres'), f('georeference_protocol', 'code'), f('altitude_expert', 'code'),
    ],
  },
  { key: 'record', fields: [f('occurrence_id', 'text'), f('uuid', 'text'), f('basis_of_record', 'code'), f('v_doubt_status', 'text')] },
];

/** The vocabulary of a coded field (CODED_FIELDS), or the field's own name. */
export function vocabularyOf(field: string): string {
  return (CODED_FIELDS as Record<string, string>)[field] ?? field;
}

/** The fields of `section` the record carries (not null, not missing, not an empty list). */
export function presentFields(record: Record<string, unknown>, fields: readonly PublicField[]): PublicField[] {
  return fields.filter(({ field }) => {
    const value = record[field];
    return value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  });
}

/** The control fields of the neophyte sub-resource, in the interface's order. */
export const CONTROL_FIELDS = ['control_type', 'control_dtype', 'control_result', 'eradication'] as const;

/** The observer name the service publishes in place of every name when a project anonymises (src-server domain/neophyte-public.ts). */
export const ANONYMOUS_OBSERVER = 'anonymous';

/**
 * The published observers as one line in the UI language: the service's untranslated
 * {@link ANONYMOUS_OBSERVER} becomes `anonymous_label` (the caller's translation), other names stay.
 */
export function publishedObservers(recorded_by: readonly string[], anonymous_label: string): string {
  return recorded_by.map((name) => (name === ANONYMOUS_OBSERVER ? anonymous_label : name)).join(', ');
}
