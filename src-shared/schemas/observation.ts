import { z } from 'zod';
import { Code, Id, IsoDate, Text } from './common.js';

/**
 * Observation fields a client may send (interface v5, "Observation"), all optional here;
 * `basis_of_record` (and `dataset_id`) are required on create, see {@link ObservationCreate}.
 * Geometry only through `footprint_wkt` (WKT, EPSG:4326). `null` clears a field on update.
 * `releve_id` links a species observation to its relevé (the interface filters on it).
 */
export const ObservationWriteShape = {
  dataset_id: Id,
  releve_id: Id.nullable(),
  event_type: Code.nullable(),
  event_date: IsoDate.nullable(),
  date_expert: Code.nullable(),
  date_precision: Code.nullable(),
  taxon_id: Id.nullable(),
  verbatim_identification: Text(255).nullable(),
  identification_qualifier: Code.nullable(),
  identified_by: Text(255).nullable(),
  degree_of_establishment: Code.nullable(),
  recorded_by_id: z.array(Id).max(50).refine((a) => new Set(a).size === a.length, 'A person is listed twice.'),
  verbatim_locality: Text(1000).nullable(),
  footprint_wkt: z.string().min(1).max(1_000_000).nullable(),
  georeference_protocol: Code.nullable(),
  coordinate_uncertainty_in_meters: z.number().min(0).max(1_000_000).nullable(),
  minimum_elevation_in_meters: z.number().min(-500).max(9000).nullable(),
  maximum_elevation_in_meters: z.number().min(-500).max(9000).nullable(),
  altitude_expert: Code.nullable(),
  occurrence_status: Code.nullable(),
  organism_quantity_type: Code.nullable(),
  organism_quantity: z.number().int().min(0).nullable(),
  life_stage: Code.nullable(),
  occurrence_remarks: Text(10_000).nullable(),
  habitat: Id.nullable(),
  cover: Code.nullable(),
  vitality: Code.nullable(),
  basis_of_record: Code,
  establishment_means: Code.nullable(),
  taxa_relations_reference_id: Code.nullable(),
  related_resource_id: Id.nullable(),
  relationship_of_resource: Code.nullable(),
} as const;

const elevationOrder = (o: { minimum_elevation_in_meters?: number | null; maximum_elevation_in_meters?: number | null }): boolean =>
  o.minimum_elevation_in_meters == null || o.maximum_elevation_in_meters == null || o.minimum_elevation_in_meters <= o.maximum_elevation_in_meters;
const elevationIssue = { message: 'Must not be below minimum_elevation_in_meters.', path: ['maximum_elevation_in_meters'] };

/** PUT /observations/{id} body: any subset of the writable fields. */
export const ObservationUpdate = z.strictObject(ObservationWriteShape).partial().refine(elevationOrder, elevationIssue);
/** POST /observations body: `dataset_id` and `basis_of_record` required. */
export const ObservationCreate = z.strictObject(ObservationWriteShape).partial()
  .required({ dataset_id: true, basis_of_record: true }).refine(elevationOrder, elevationIssue);
export type ObservationUpdate = z.infer<typeof ObservationUpdate>;
export type ObservationCreate = z.infer<typeof ObservationCreate>;

/** Fields the service computes and returns but never accepts (interface v5 "Observation"). */
export const OBSERVATION_READ_ONLY_FIELDS = [
  'occurrence_id', 'id', 'uuid', 'decimal_longitude', 'decimal_latitude', 'geodetic_datum', 'municipality_id',
  'validation', 'v_doubt_status',
] as const;
/**
 * v4 observation property names and their v5 replacement (interface v5, Versioning 3). Sending
 * one is a 422 that names the v5 field.
 */
export const OBSERVATION_V4_RENAMES: Readonly<Record<string, string>> = {
  project_id: 'dataset_id', releve_type: 'event_type', date: 'event_date',
  observers: 'recorded_by_id (an array of person ids)', taxon_orig: 'verbatim_identification',
  determinavit_cf: 'identification_qualifier', determinavit: 'identified_by', introduced: 'degree_of_establishment',
  locality_descript: 'verbatim_locality', x: 'footprint_wkt (decimal_longitude is read-only)',
  y: 'footprint_wkt (decimal_latitude is read-only)', geometry: 'footprint_wkt (WKT in EPSG:4326)',
  xy_type: 'georeference_protocol', xy_precision: 'coordinate_uncertainty_in_meters', presence: 'occurrence_status',
  obs_id: 'occurrence_id (read-only)', altitude_min: 'minimum_elevation_in_meters', altitude_max: 'maximum_elevation_in_meters',
  count_unit: 'organism_quantity_type', abundance_code: 'organism_quantity', phenology: 'life_stage', rem: 'occurrence_remarks',
  habitat_id: 'habitat', v_native_status: 'establishment_means',
};

/** Fields that no longer exist in v5, neither read nor written (interface v5 "Observation"), v4 names included. */
export const OBSERVATION_REMOVED_FIELDS = [
  'specimen_type', 'taxon_expert', 'introduced_expert', 'municipality_expert', 'geo_expert', 'authorizations',
  'last_modified_when', 'srid', 'v_taxon', 'v_validation_status', 'v_observers', 'v_co_canton', 'v_xy_radius',
  'v_introduction_status', ...Object.keys(OBSERVATION_V4_RENAMES),
] as const;

/**
 * The validation fields of an observation: returned on it, but changed only through
 * `PUT /observations/{id}/validations` with the validate right (which keeps their history);
 * sending one in an observation body is a 422 naming it (docs/interface-notes.md).
 */
export const OBSERVATION_VALIDATION_FIELDS = ['validation', 'v_presence_status', 'v_doubt_status'] as const;

/** An observation as the service returns it. Unknown fields of a real service pass through. */
export const Observation = z.looseObject({
  occurrence_id: Id,
  id: Id.optional(),
  uuid: z.string().optional(),
  dataset_id: Id,
  releve_id: Id.nullable().optional(),
  event_type: Code.nullable().optional(),
  event_date: z.string().nullable().optional(),
  date_expert: Code.nullable().optional(),
  date_precision: Code.nullable().optional(),
  taxon_id: Id.nullable().optional(),
  verbatim_identification: z.string().nullable().optional(),
  identification_qualifier: Code.nullable().optional(),
  identified_by: z.string().nullable().optional(),
  degree_of_establishment: Code.nullable().optional(),
  recorded_by_id: z.array(Id).optional(),
  verbatim_locality: z.string().nullable().optional(),
  footprint_wkt: z.string().nullable().optional(),
  decimal_longitude: z.number().nullable().optional(),
  decimal_latitude: z.number().nullable().optional(),
  geodetic_datum: z.string().nullable().optional(),
  georeference_protocol: Code.nullable().optional(),
  coordinate_uncertainty_in_meters: z.number().nullable().optional(),
  minimum_elevation_in_meters: z.number().nullable().optional(),
  maximum_elevation_in_meters: z.number().nullable().optional(),
  altitude_expert: Code.nullable().optional(),
  occurrence_status: Code.nullable().optional(),
  organism_quantity_type: Code.nullable().optional(),
  organism_quantity: z.number().nullable().optional(),
  life_stage: Code.nullable().optional(),
  occurrence_remarks: z.string().nullable().optional(),
  habitat: z.number().nullable().optional(),
  cover: Code.nullable().optional(),
  vitality: Code.nullable().optional(),
  basis_of_record: Code,
  municipality_id: z.number().nullable().optional(),
  establishment_means: Code.nullable().optional(),
  v_presence_status: Code.nullable().optional(),
  validation: Code.nullable().optional(),
  taxa_relations_reference_id: Code.nullable().optional(),
  related_resource_id: Id.nullable().optional(),
  relationship_of_resource: Code.nullable().optional(),
});
export type Observation = z.infer<typeof Observation>;

/** The reduced form of GET /rest/v5/simple_observations (modelled on the simple neophyte form of the interface). */
export const SimpleObservation = z.looseObject({
  id: Id,
  uuid: z.string().nullable(),
  taxon_id: Id.nullable(),
  dataset_id: Id,
  basis_of_record: Code,
  event_date: z.string().nullable(),
  identification_qualifier: Code.nullable(),
  municipality_id: z.number().nullable(),
  decimal_longitude: z.number().nullable(),
  decimal_latitude: z.number().nullable(),
  coordinate_uncertainty_in_meters: z.number().nullable(),
  minimum_elevation_in_meters: z.number().nullable(),
  occurrence_status: Code.nullable(),
  v_presence_status: Code.nullable(),
  validation: Code.nullable(),
  recorded_by_id: z.array(Id),
});
export type SimpleObservation = z.infer<typeof SimpleObservation>;
