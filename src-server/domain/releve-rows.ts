import { applySrid } from './observation-rows.js';
import type { Dialect } from '../store/dialect.js';
import { RELEVE_COVER_FIELDS } from '../../src-shared/schemas/releve.js';

/**
 * Stored columns returned (interface v5 "Releve"), in output order; the {@link BOOLEAN_FIELDS}
 * among them are converted. `geodetic_datum` and `recorded_by_id` are derived.
 */
const FIELDS = [
  'dataset_id', 'project', 'event_date', 'date_precision',
  'footprint_wkt', 'decimal_longitude', 'decimal_latitude', 'municipality_id',
  'sample_size_value', 'sample_size_unit', 'event_remarks', 'syntaxon_name',
  'mosses_identified', 'lichens_identified',
  'inclination_in_degrees', 'cover_total_in_percentage',
  'tree_layer_height_in_meters', 'shrub_layer_height_in_meters',
  'herb_layer_height_in_centimeters', 'moss_layer_height_in_centimeters',
  ...RELEVE_COVER_FIELDS,
  'quality_cover', 'quality_list', 'soil_type', 'orientation', 'soil_ph',
] as const;

/** Stored as 0/1 on both stores (the schema keeps integer flags), returned as JSON booleans (null stays null). */
export const BOOLEAN_FIELDS: ReadonlySet<string> = new Set(['mosses_identified', 'lichens_identified']);

/** SQL select list of a full relevé for table alias `r` on either store (observers as a JSON array in `position` order). */
export function releveSelect(dialect: Dialect): string {
  return [
    'r.id', ...FIELDS.map((f) => `r.${f}`), 'r.footprint_geojson',
    `${dialect.jsonArrayOf('person_id', 'FROM releve_observers WHERE releve_id = r.id', 'position')} AS recorded_by_id_json`,
  ].join(', ');
}

/** A row selected with {@link releveSelect}. */
export type ReleveRow = Record<(typeof FIELDS)[number] | 'id' | 'footprint_geojson' | 'recorded_by_id_json', unknown>;

/** A relevé as the API returns it (plain JSON object, shape of `Releve` in src-shared/schemas/releve.ts). */
export type ReleveJson = Record<string, unknown>;

/**
 * Turns a selected row into the API shape: booleans as JSON booleans, `recorded_by_id` as an
 * array of person ids, `geodetic_datum` 'EPSG:4326' when the relevé has a footprint (null
 * otherwise), and with `srid` (2056, 21781, 3857) the geometry fields reprojected by
 * {@link applySrid} (decimal coordinates then in metres). `last_modified_when` is not returned.
 */
export function toReleve(row: ReleveRow, srid?: number): ReleveJson {
  const out: ReleveJson = { id: row.id };
  for (const f of FIELDS) {
    out[f] = BOOLEAN_FIELDS.has(f) && row[f] != null ? row[f] === 1 : row[f];
    if (f === 'decimal_latitude') out.geodetic_datum = row.footprint_wkt == null ? null : 'EPSG:4326';
  }
  out.recorded_by_id = JSON.parse(String(row.recorded_by_id_json ?? '[]')) as number[];
  applySrid(out, row.footprint_geojson, srid);
  return out;
}
