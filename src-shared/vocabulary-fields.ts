/**
 * Which vocabulary (`/public/v5/vocabularies?field_name=…`) holds the codes of each integer-coded
 * field (ARCHITECTURE.md "coded values": the client never hard-codes a code). Keys are the
 * interface's field names; values are vocabulary `field_name`s.
 */
export const CODED_FIELDS = {
  basis_of_record: 'basis_of_record',
  event_type: 'event_type',
  date_expert: 'date_expert',
  date_precision: 'date_precision',
  identification_qualifier: 'identification_qualifier',
  degree_of_establishment: 'degree_of_establishment',
  georeference_protocol: 'georeference_protocol',
  altitude_expert: 'altitude_expert',
  occurrence_status: 'occurrence_status',
  organism_quantity_type: 'organism_quantity_type',
  life_stage: 'life_stage',
  cover: 'cover',
  vitality: 'vitality',
  establishment_means: 'establishment_means',
  v_presence_status: 'v_presence_status',
  validation: 'validation',
  taxa_relations_reference_id: 'taxa_relations_reference',
  relationship_of_resource: 'relationship_of_resource',
  // supplements
  sex: 'sex',
  releve_stratum: 'releve_stratum',
  substrate: 'substrate',
  // neophyte control
  control_type: 'control_type',
  eradication: 'eradication',
  control_dtype: 'control_dtype',
  control_result: 'control_result',
  // relevés
  sample_size_unit: 'sample_size_unit',
  quality_cover: 'quality_cover',
  quality_list: 'quality_list',
  soil_type: 'soil_type',
  orientation: 'orientation',
  // documents, administrative units
  doc_type: 'doc_type',
} as const;

/** A field whose value is a vocabulary code. */
export type CodedField = keyof typeof CODED_FIELDS;

/** The vocabulary of a coded field, or undefined for a field that is not coded. */
export function vocabularyOf(field: string): string | undefined {
  return Object.hasOwn(CODED_FIELDS, field) ? CODED_FIELDS[field as CodedField] : undefined;
}
