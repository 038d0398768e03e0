/**
 * The Darwin Core mapping of interface v5's observation fields: each v5 field name (snake case,
 * "Field names follow Darwin Core terms") ↔ its Darwin Core term (camel case, as in a Darwin Core
 * Archive's `meta.xml`). Shared by export (the archive's columns and `meta.xml`) and import
 * (recognising Darwin Core column names and archive terms). No Node, no DOM.
 *
 * Sources: Darwin Core quick reference guide, https://dwc.tdwg.org/terms/ (namespace
 * `http://rs.tdwg.org/dwc/terms/`), and the Darwin Core text guide, https://dwc.tdwg.org/text/
 * (`meta.xml`: `rowType`, `<field index term>`).
 *
 * Fields with no Darwin Core term (the interface's own qualifiers such as `date_expert`, `cover`,
 * `vitality`) keep their v5 name under {@link V5_TERMS_NAMESPACE}, so that an archive written by
 * the desk re-imports without loss; a generic Darwin Core reader ignores them.
 */

/** The Darwin Core terms namespace (`dwc:`). */
export const DWC_NAMESPACE = 'http://rs.tdwg.org/dwc/terms/';
/** The Dublin Core terms namespace (`dcterms:`), e.g. `dcterms:license`. */
export const DCTERMS_NAMESPACE = 'http://purl.org/dc/terms/';
/** The `rowType` of an occurrence core in `meta.xml`. */
export const DWC_OCCURRENCE_ROW_TYPE = `${DWC_NAMESPACE}Occurrence`;
/**
 * Namespace of the v5 fields that have no Darwin Core term: the term URI is this prefix plus the
 * v5 field name (`urn:observation-recording-service:v5:date_expert`). A URN because the interface
 * publishes no term list of its own.
 */
export const V5_TERMS_NAMESPACE = 'urn:observation-recording-service:v5:';

/**
 * v5 observation field → Darwin Core term name (camel case, without namespace). Also the
 * columns the desk derives for an export: `scientific_name`/`vernacular_name` (from `taxon_id`),
 * `dataset_name` (the project's title) and the current validation's `validation_comment`.
 * `releve_id` is the Darwin Core event the occurrence belongs to (a relevé is a sampling event).
 * Coded values in an archive use the vocabulary's `dwc_value` where the service gives one.
 */
export const V5_TO_DWC_TERM = {
  occurrence_id: 'occurrenceID',
  dataset_id: 'datasetID',
  dataset_name: 'datasetName',
  releve_id: 'eventID',
  event_type: 'eventType',
  event_date: 'eventDate',
  taxon_id: 'taxonID',
  scientific_name: 'scientificName',
  vernacular_name: 'vernacularName',
  verbatim_identification: 'verbatimIdentification',
  identification_qualifier: 'identificationQualifier',
  identified_by: 'identifiedBy',
  degree_of_establishment: 'degreeOfEstablishment',
  recorded_by_id: 'recordedByID',
  verbatim_locality: 'verbatimLocality',
  footprint_wkt: 'footprintWKT',
  decimal_longitude: 'decimalLongitude',
  decimal_latitude: 'decimalLatitude',
  geodetic_datum: 'geodeticDatum',
  georeference_protocol: 'georeferenceProtocol',
  coordinate_uncertainty_in_meters: 'coordinateUncertaintyInMeters',
  minimum_elevation_in_meters: 'minimumElevationInMeters',
  maximum_elevation_in_meters: 'maximumElevationInMeters',
  occurrence_status: 'occurrenceStatus',
  organism_quantity_type: 'organismQuantityType',
  organism_quantity: 'organismQuantity',
  life_stage: 'lifeStage',
  occurrence_remarks: 'occurrenceRemarks',
  habitat: 'habitat',
  basis_of_record: 'basisOfRecord',
  establishment_means: 'establishmentMeans',
  validation: 'identificationVerificationStatus',
  validation_comment: 'identificationRemarks',
  related_resource_id: 'relatedResourceID',
  relationship_of_resource: 'relationshipOfResource',
} as const;

/** A v5 (or derived) field that has a Darwin Core term. */
export type DwcMappedField = keyof typeof V5_TO_DWC_TERM;
/** A Darwin Core term name the desk reads and writes. */
export type DwcTermName = (typeof V5_TO_DWC_TERM)[DwcMappedField];

/** Darwin Core term name → v5 field (the inverse of {@link V5_TO_DWC_TERM}). */
export const DWC_TERM_TO_V5: Readonly<Record<DwcTermName, DwcMappedField>> = Object.fromEntries(
  Object.entries(V5_TO_DWC_TERM).map(([field, term]) => [term, field]),
) as Record<DwcTermName, DwcMappedField>;

/** True when `field` has a Darwin Core term. */
export function isDwcMappedField(field: string): field is DwcMappedField {
  return Object.hasOwn(V5_TO_DWC_TERM, field);
}

/**
 * The term URI of a v5 field in an archive's `meta.xml`: the Darwin Core term when there is one
 * (`event_date` → `http://rs.tdwg.org/dwc/terms/eventDate`), else the v5 name under
 * {@link V5_TERMS_NAMESPACE}.
 */
export function termUriOf(field: string): string {
  return isDwcMappedField(field) ? `${DWC_NAMESPACE}${V5_TO_DWC_TERM[field]}` : `${V5_TERMS_NAMESPACE}${field}`;
}

/**
 * The v5 field a column name or term URI stands for, or undefined: accepts a full Darwin Core
 * URI, a `dwc:` prefixed or bare camel-case Darwin Core term (`eventDate`), and a
 * {@link V5_TERMS_NAMESPACE} URI. Exact match on the term (Darwin Core terms are case-sensitive).
 */
export function v5FieldOfTerm(term: string): string | undefined {
  const trimmed = term.trim();
  if (trimmed.startsWith(V5_TERMS_NAMESPACE)) return trimmed.slice(V5_TERMS_NAMESPACE.length) || undefined;
  const name = trimmed.startsWith(DWC_NAMESPACE) ? trimmed.slice(DWC_NAMESPACE.length)
    : trimmed.startsWith('dwc:') ? trimmed.slice(4) : trimmed;
  return Object.hasOwn(DWC_TERM_TO_V5, name) ? DWC_TERM_TO_V5[name as DwcTermName] : undefined;
}
