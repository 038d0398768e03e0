import { z } from 'zod';
import { Code, Id, IsoDate, Text } from './common.js';

/**
 * Relevé (phytosociological survey) schemas, interface v5 "Releve" (resource path /releves).
 *
 * Units (interface v5, Limits and Versioning 5): tree and shrub layer heights in METRES,
 * herb and moss layer heights in CENTIMETRES; covers in percent (0–100); inclination in
 * degrees (0–90). Geometry only through `footprint_wkt` (WKT, EPSG:4326). `null` clears a field
 * on update. Shared by the client and the reference service; no Node or DOM imports.
 */

/** A percentage, 0–100 inclusive. */
const Percentage = z.number().min(0, 'A percentage: at least 0.').max(100, 'A percentage: at most 100.');

/** A height in `unit` from 0 to `max` (a sanity bound, not a botanical law). */
const Height = (max: number, unit: 'm' | 'cm', layer: string) =>
  z.number()
    .min(0, `A height in ${unit === 'm' ? 'metres' : 'centimetres'}: at least 0 ${unit}.`)
    .max(max, `The ${layer} layer height is in ${unit === 'm' ? 'metres' : 'centimetres'} and at most ${max} ${unit}${unit === 'm' ? ' (v4 sent centimetres; divide them by 100)' : ''}.`);

/** The eleven cover fields per layer or ground type (percent, 0–100). */
export const RELEVE_COVER_FIELDS = [
  'cover_trees_in_percentage', 'cover_shrubs_in_percentage', 'cover_herbs_in_percentage', 'cover_mosses_in_percentage',
  'cover_cryptogams_in_percentage', 'cover_lichens_in_percentage', 'cover_algae_in_percentage',
  'cover_litter_in_percentage', 'cover_soil_in_percentage', 'cover_rock_in_percentage', 'cover_water_in_percentage',
] as const;

const covers = Object.fromEntries(RELEVE_COVER_FIELDS.map((f) => [f, Percentage.nullable()])) as
  Record<(typeof RELEVE_COVER_FIELDS)[number], z.ZodNullable<typeof Percentage>>;

/**
 * Relevé fields a client may send, all optional here; `dataset_id` is required on create (see
 * {@link ReleveCreate}). `project` is the relevé's NAME (v4 `name`), not a project id.
 * Coded fields (`sample_size_unit`, `quality_cover`, `quality_list`, `soil_type`, `orientation`,
 * `date_precision`) hold codes of the vocabulary of the same field name
 * (`/public/v5/vocabularies?field_name=…`); the service checks them against it.
 */
export const ReleveWriteShape = {
  dataset_id: Id,
  project: Text(255).nullable(),
  event_date: IsoDate.nullable(),
  date_precision: Code.nullable(),
  recorded_by_id: z.array(Id).max(50).refine((a) => new Set(a).size === a.length, 'A person is listed twice.'),
  footprint_wkt: z.string().min(1).max(1_000_000).nullable(),
  sample_size_value: z.number().positive('The surveyed surface must be greater than 0.').max(1_000_000, 'At most 1 000 000 (in the unit of sample_size_unit).').nullable(),
  sample_size_unit: Code.nullable(),
  event_remarks: Text(10_000).nullable(),
  syntaxon_name: Text(255).nullable(),
  mosses_identified: z.boolean().nullable(),
  lichens_identified: z.boolean().nullable(),
  inclination_in_degrees: z.number().min(0, 'A slope in degrees: at least 0.').max(90, 'A slope in degrees: at most 90.').nullable(),
  cover_total_in_percentage: Percentage.nullable(),
  tree_layer_height_in_meters: Height(100, 'm', 'tree').nullable(),
  shrub_layer_height_in_meters: Height(20, 'm', 'shrub').nullable(),
  herb_layer_height_in_centimeters: Height(500, 'cm', 'herb').nullable(),
  moss_layer_height_in_centimeters: Height(100, 'cm', 'moss').nullable(),
  ...covers,
  quality_cover: Code.nullable(),
  quality_list: Code.nullable(),
  soil_type: Code.nullable(),
  orientation: Code.nullable(),
  soil_ph: z.number().min(0, 'A pH: at least 0.').max(14, 'A pH: at most 14.').nullable(),
} as const;

/** PUT /releves/{id} body: any subset of the writable fields (fields left out keep their value). */
export const ReleveUpdate = z.strictObject(ReleveWriteShape).partial();
/** POST /releves body: `dataset_id` required, every other field optional. */
export const ReleveCreate = z.strictObject(ReleveWriteShape).partial().required({ dataset_id: true });
/** A validated PUT /releves/{id} body. */
export type ReleveUpdate = z.infer<typeof ReleveUpdate>;
/** A validated POST /releves body. */
export type ReleveCreate = z.infer<typeof ReleveCreate>;

/** Fields the service computes and returns but never accepts (422 when sent). */
export const RELEVE_READ_ONLY_FIELDS = ['id', 'decimal_longitude', 'decimal_latitude', 'geodetic_datum', 'municipality_id'] as const;

/**
 * v4 relevé property names and their v5 replacement (interface v5, Versioning 5, plus the
 * location/date names of Versioning 3 that a relevé carries). Sending one is a 422 that names
 * the v5 field. Heights: v4 stored tree and shrub heights in centimetres; v5 takes metres.
 */
export const RELEVE_V4_RENAMES: Readonly<Record<string, string>> = {
  project_id: 'dataset_id',
  name: 'project',
  surface: 'sample_size_value',
  remark: 'event_remarks',
  slope: 'inclination_in_degrees',
  total_cover: 'cover_total_in_percentage',
  trees_height: 'tree_layer_height_in_meters (in metres: divide v4 centimetres by 100)',
  bushes_height: 'shrub_layer_height_in_meters (in metres: divide v4 centimetres by 100)',
  herbaceous_height: 'herb_layer_height_in_centimeters',
  moss_height: 'moss_layer_height_in_centimeters',
  trees_cover: 'cover_trees_in_percentage',
  bushes_cover: 'cover_shrubs_in_percentage',
  herbaceous_cover: 'cover_herbs_in_percentage',
  moss_cover: 'cover_mosses_in_percentage',
  crypto_cover: 'cover_cryptogams_in_percentage',
  lichens_cover: 'cover_lichens_in_percentage',
  algae_cover: 'cover_algae_in_percentage',
  litter_cover: 'cover_litter_in_percentage',
  soil_cover: 'cover_soil_in_percentage',
  rocks_cover: 'cover_rock_in_percentage',
  water_cover: 'cover_water_in_percentage',
  date: 'event_date',
  observers: 'recorded_by_id (an array of person ids)',
  geometry: 'footprint_wkt (WKT in EPSG:4326)',
  x: 'footprint_wkt (decimal_longitude is read-only)',
  y: 'footprint_wkt (decimal_latitude is read-only)',
};

/** Fields that no longer exist in v5 (neither read nor written), v4 names included. */
export const RELEVE_REMOVED_FIELDS = ['last_modified_when', 'srid', 'authorizations', ...Object.keys(RELEVE_V4_RENAMES)] as const;

/** A relevé as the service returns it. Unknown fields of a real service pass through. */
export const Releve = z.looseObject({
  id: Id,
  dataset_id: Id,
  project: z.string().nullable().optional(),
  event_date: z.string().nullable().optional(),
  date_precision: Code.nullable().optional(),
  recorded_by_id: z.array(Id).optional(),
  footprint_wkt: z.string().nullable().optional(),
  decimal_longitude: z.number().nullable().optional(),
  decimal_latitude: z.number().nullable().optional(),
  geodetic_datum: z.string().nullable().optional(),
  municipality_id: z.number().nullable().optional(),
  sample_size_value: z.number().nullable().optional(),
  sample_size_unit: Code.nullable().optional(),
  event_remarks: z.string().nullable().optional(),
  syntaxon_name: z.string().nullable().optional(),
  mosses_identified: z.boolean().nullable().optional(),
  lichens_identified: z.boolean().nullable().optional(),
  inclination_in_degrees: z.number().nullable().optional(),
  cover_total_in_percentage: z.number().nullable().optional(),
  tree_layer_height_in_meters: z.number().nullable().optional(),
  shrub_layer_height_in_meters: z.number().nullable().optional(),
  herb_layer_height_in_centimeters: z.number().nullable().optional(),
  moss_layer_height_in_centimeters: z.number().nullable().optional(),
  ...Object.fromEntries(RELEVE_COVER_FIELDS.map((f) => [f, z.number().nullable().optional()])) as
    Record<(typeof RELEVE_COVER_FIELDS)[number], z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
  quality_cover: Code.nullable().optional(),
  quality_list: Code.nullable().optional(),
  soil_type: Code.nullable().optional(),
  orientation: Code.nullable().optional(),
  soil_ph: z.number().nullable().optional(),
});
/** A relevé as read from any v5 service (see {@link Releve}). */
export type Releve = z.infer<typeof Releve>;
