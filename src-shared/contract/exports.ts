/**
 * Desk methods and events of the export (issue 14): the observations matching a filter, read page
 * by page in main and streamed to a file as CSV, Excel (.xlsx), GeoJSON (RFC 7946) or a Darwin
 * Core Archive. Spread into DESK_METHODS / DESK_EVENTS by desk.ts. Main: src-main/export/.
 */
import { z } from 'zod';
import { LANGUAGES } from './settings.js';
import { ApiErrorShape } from './errors.js';
import { RELEVE_COVER_FIELDS } from '../schemas/releve.js';
import { FilterClauseInput } from './observations.js';

/** The file formats. `dwca`: a zipped Darwin Core Archive (occurrence core, meta.xml, eml.xml). */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'geojson', 'dwca'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** File name extension of each format. */
export const EXPORT_EXTENSIONS: Readonly<Record<ExportFormat, string>> = { csv: 'csv', xlsx: 'xlsx', geojson: 'geojson', dwca: 'zip' };

/**
 * Every column an export can hold, in file order: the observation's v5 fields, then what the desk
 * adds (src-main/export/columns.ts): the taxon's `scientific_name` and `vernacular_name` (in the
 * export's language), the project's `dataset_name`, the current validation's `validation_comment`
 * and `validated_by` (a person id) and `validated_at`, and, with `lv95`, `lv95_easting_in_meters`
 * / `lv95_northing_in_meters` (EPSG:2056, of decimal_longitude/latitude).
 */
export const EXPORT_FIELDS = [
  'occurrence_id', 'dataset_id', 'dataset_name', 'releve_id', 'event_type', 'event_date', 'date_expert', 'date_precision',
  'taxon_id', 'scientific_name', 'vernacular_name', 'verbatim_identification', 'identification_qualifier', 'identified_by',
  'degree_of_establishment', 'recorded_by_id', 'verbatim_locality', 'footprint_wkt', 'decimal_longitude', 'decimal_latitude',
  'geodetic_datum', 'lv95_easting_in_meters', 'lv95_northing_in_meters', 'georeference_protocol',
  'coordinate_uncertainty_in_meters', 'minimum_elevation_in_meters', 'maximum_elevation_in_meters', 'altitude_expert',
  'occurrence_status', 'organism_quantity_type', 'organism_quantity', 'life_stage', 'occurrence_remarks', 'habitat', 'cover',
  'vitality', 'basis_of_record', 'municipality_id', 'establishment_means', 'v_presence_status', 'validation',
  'validation_comment', 'validated_by', 'validated_at', 'taxa_relations_reference_id', 'related_resource_id', 'relationship_of_resource',
] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number];

/** The columns that cost one request per observation (the validation sub-resource has no list form). */
export const VALIDATION_DETAIL_FIELDS = ['validation_comment', 'validated_by', 'validated_at'] as const satisfies readonly ExportField[];
/** The LV95 columns, present only with `lv95`. */
export const LV95_FIELDS = ['lv95_easting_in_meters', 'lv95_northing_in_meters'] as const satisfies readonly ExportField[];

/**
 * Every column of a relevé export, in file order: the relevé's v5 fields (interface v5 "Releve";
 * heights in the units their names say), the project's `dataset_name`, and with `lv95` the LV95
 * easting and northing of the relevé's point.
 */
export const RELEVE_EXPORT_FIELDS = [
  'id', 'dataset_id', 'dataset_name', 'project', 'event_date', 'date_precision', 'recorded_by_id', 'footprint_wkt',
  'decimal_longitude', 'decimal_latitude', 'geodetic_datum', 'lv95_easting_in_meters', 'lv95_northing_in_meters', 'municipality_id',
  'sample_size_value', 'sample_size_unit', 'event_remarks', 'syntaxon_name', 'mosses_identified', 'lichens_identified',
  'inclination_in_degrees', 'cover_total_in_percentage', 'tree_layer_height_in_meters', 'shrub_layer_height_in_meters',
  'herb_layer_height_in_centimeters', 'moss_layer_height_in_centimeters', ...RELEVE_COVER_FIELDS,
  'quality_cover', 'quality_list', 'soil_type', 'orientation', 'soil_ph',
] as const;
export type ReleveExportField = (typeof RELEVE_EXPORT_FIELDS)[number];

/**
 * What an export holds: `observations` (the clauses are the observations'), `releves` (the
 * relevés matching relevé clauses; no archive: Darwin Core's occurrence core holds observations)
 * or `releve_observations` (the species observations of the relevés matching relevé clauses,
 * written as an observation export).
 */
export const EXPORT_RESOURCES = ['observations', 'releves', 'releve_observations'] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];

/** Licences offered for a Darwin Core Archive's eml.xml (the three GBIF accepts), as SPDX ids. */
export const EXPORT_LICENCES = ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-NC-4.0'] as const;

/**
 * What to export and how:
 * - `resource`: see {@link EXPORT_RESOURCES} (default `observations`).
 * - `clauses`: the observations (the workspace's filter; a selection as `occurrence_id[in]`; a
 *   project's page as `dataset_id[eq]`; a relevé as `releve_id[eq]`), checked as the list's;
 *   for `releves` and `releve_observations` the relevé list's filter.
 * - `description`: the filter in words, for people (eml.xml, the summary), in `language`.
 * - `fields`: the columns, in {@link EXPORT_FIELDS} order whatever the order given; default all.
 *   Validation details only when listed (one request per observation); LV95 only with `lv95`.
 *   Relevés are exported with every field of {@link RELEVE_EXPORT_FIELDS} (no list).
 * - `values`: coded fields as their `codes` or their `labels` in `language` (an archive writes the
 *   vocabulary's Darwin Core value where there is one, whatever this says).
 * - `csv_separator`, `csv_bom`: for spreadsheet users in de/fr/it (`;`, a UTF-8 BOM).
 * - `licence`, `title`: of a Darwin Core Archive's eml.xml (title default: the project's name).
 */
export const ExportRequest = z.object({
  resource: z.enum(EXPORT_RESOURCES).default('observations'),
  format: z.enum(EXPORT_FORMATS),
  clauses: z.array(FilterClauseInput).max(50),
  description: z.string().max(2000).default(''),
  fields: z.array(z.enum(EXPORT_FIELDS)).min(1).max(EXPORT_FIELDS.length).optional(),
  values: z.enum(['codes', 'labels']).default('codes'),
  language: z.enum(LANGUAGES).default('en'),
  lv95: z.boolean().default(false),
  csv_separator: z.enum([',', ';']).default(','),
  csv_bom: z.boolean().default(false),
  licence: z.enum(EXPORT_LICENCES).default('CC-BY-4.0'),
  title: z.string().trim().min(1).max(300).optional(),
  /** The file's name without folder (a suggestion for the save dialog or the download). */
  file_name: z.string().trim().min(1).max(200).regex(/^[^/\\:*?"<>|]+$/, 'A file name without folder.').optional(),
}).superRefine((request, context) => {
  if (request.resource !== 'releves') return;
  if (request.format === 'dwca') {
    context.addIssue({ code: 'custom', path: ['format'], message: 'A Darwin Core Archive holds observations: export relevés as CSV, Excel or GeoJSON, or their observations as an archive.' });
  }
  if (request.fields) context.addIssue({ code: 'custom', path: ['fields'], message: 'Relevés are exported with every field (no column list).' });
});
export type ExportRequest = z.input<typeof ExportRequest>;

/**
 * States of an export: `running`; `done` (the file is complete); `cancelled` (by `exports.cancel`;
 * the partial file removed); `failed` (`error` says why; the partial file removed).
 */
export const ExportState = z.enum(['running', 'done', 'cancelled', 'failed']);
export type ExportState = z.infer<typeof ExportState>;

/**
 * One export as `exports.start` returns it and `exports.progress` pushes it: rows written so far
 * of `rows_total` (X-Filtered-Total; null when the service sends none), bytes written to the file,
 * the rate in rows per second since the start, `elapsed_ms`, the file's name, and in browser mode
 * `download_url` once done (a one-launch signed path of the web host; null in Electron, where the
 * file is where the user saved it).
 */
export const ExportJob = z.object({
  id: z.string().min(1).max(64),
  format: z.enum(EXPORT_FORMATS),
  state: ExportState,
  file_name: z.string(),
  rows_written: z.number().int().nonnegative(),
  rows_total: z.number().int().nonnegative().nullable(),
  bytes_written: z.number().int().nonnegative(),
  rate_rows_per_s: z.number().nonnegative(),
  elapsed_ms: z.number().nonnegative(),
  download_url: z.string().nullable(),
  error: ApiErrorShape.nullable(),
});
export type ExportJob = z.infer<typeof ExportJob>;

/** Desk methods of the export. */
export const EXPORT_METHODS = {
  /**
   * Starts an export: Electron first shows the save dialog (`job` null when the user cancels it);
   * browser mode writes to a private temporary file and offers it as a download when done.
   */
  'exports.start': { input: ExportRequest, output: z.object({ job: ExportJob.nullable() }) },
  /** Stops a running export and removes its partial file; answers its state (unchanged when it had ended). */
  'exports.cancel': { input: z.object({ id: z.string().min(1).max(64) }), output: ExportJob },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

/** Events of the export: its state, about four times a second while running, and once at the end. */
export const EXPORT_EVENTS = {
  'exports.progress': ExportJob,
} as const satisfies Record<string, z.ZodType>;
