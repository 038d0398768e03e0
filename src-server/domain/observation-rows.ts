import type { Dialect } from '../store/dialect.js';
import type { Geometry } from 'geojson';
import { geometryToWkt } from '../geo/wkt.js';
import { geodeticDatum, reprojectGeometry, reprojectPosition } from '../geo/reproject.js';

/** Output fields of an observation in the interface's order (interface v5 "Observation"). */
export const FIELDS = [
  'dataset_id', 'releve_id', 'event_type', 'event_date', 'date_expert', 'date_precision', 'taxon_id',
  'verbatim_identification', 'identification_qualifier', 'identified_by', 'degree_of_establishment',
  'verbatim_locality', 'footprint_wkt', 'decimal_longitude', 'decimal_latitude', 'geodetic_datum',
  'georeference_protocol', 'coordinate_uncertainty_in_meters', 'minimum_elevation_in_meters',
  'maximum_elevation_in_meters', 'altitude_expert', 'occurrence_status', 'organism_quantity_type',
  'organism_quantity', 'life_stage', 'occurrence_remarks', 'habitat', 'cover', 'vitality', 'basis_of_record',
  'municipality_id', 'establishment_means', 'v_presence_status', 'validation', 'taxa_relations_reference_id',
  'related_resource_id', 'relationship_of_resource',
] as const;

/** SQL select list of a full observation for table alias `o`, in the store's `dialect`. */
export const observationSelect = (dialect: Dialect): string => [
  'o.occurrence_id', 'o.uuid', ...FIELDS.map((f) => `o.${f}`), 'o.footprint_geojson',
  `${dialect.jsonArrayOf('person_id', 'FROM observation_observers WHERE occurrence_id = o.occurrence_id', 'position')} AS recorded_by_id_json`,
].join(', ');

/** A row selected with {@link observationSelect}. */
export type ObservationRow = Record<(typeof FIELDS)[number] | 'occurrence_id' | 'uuid' | 'footprint_geojson' | 'recorded_by_id_json', unknown>;

/** An observation as the API returns it (plain JSON object). */
export type ObservationJson = Record<string, unknown>;

/**
 * Reprojects the geometry fields of a returned observation or relevé into `srid` (interface v5
 * common rule 6; ARCHITECTURE.md "geometry"): `footprint_wkt`, `decimal_longitude/latitude`
 * (then in the target CRS's units: metres for 2056, 21781 and 3857) and `geodetic_datum`.
 */
export function applySrid(out: ObservationJson, footprintGeojson: unknown, srid: number | undefined): void {
  if (!srid || srid === 4326) return;
  if (typeof footprintGeojson === 'string') out.footprint_wkt = geometryToWkt(reprojectGeometry(JSON.parse(footprintGeojson) as Geometry, srid));
  if (typeof out.decimal_longitude === 'number' && typeof out.decimal_latitude === 'number') {
    const [x, y] = reprojectPosition([out.decimal_longitude, out.decimal_latitude], srid);
    out.decimal_longitude = x;
    out.decimal_latitude = y;
  }
  out.geodetic_datum = geodeticDatum(srid);
}

/** Turns a selected row into the API shape (`occurrence_id` and `id` both, `recorded_by_id` as an array). */
export function toObservation(row: ObservationRow, srid?: number): ObservationJson {
  const out: ObservationJson = { occurrence_id: row.occurrence_id, id: row.occurrence_id, uuid: row.uuid };
  for (const f of FIELDS) out[f] = row[f];
  out.recorded_by_id = JSON.parse(String(row.recorded_by_id_json ?? '[]')) as number[];
  applySrid(out, row.footprint_geojson, srid);
  return out;
}

/** `,"field":` before each of FIELDS, written once. */
const FIELD_KEYS = FIELDS.map((f) => `,${JSON.stringify(f)}:`);

/** A column value as JSON.stringify writes it (columns are text, numbers or null). */
const jsonValue = (v: unknown): string => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'null') : v === null || v === undefined ? 'null' : JSON.stringify(v));

/**
 * The JSON text of a page of observations (an array, in the API shape of toObservation), written
 * in one pass from the selected rows: no object per observation, and `recorded_by_id` taken
 * as the JSON text the statement built (`recorded_by_id_json`, not parsed and written again).
 * Hand-written rather than fast-json-stringify from the route's schema: the rows' column names
 * differ from the output's (`id`, `recorded_by_id`), and this is the one hot path of the service
 * (a page of 100 at 1,000,000 observations spent more time here than in its SQL). Equal to
 * `JSON.stringify(rows.map((r) => toObservation(r, srid)))` (test/unit/observation-page-json.test.ts);
 * with an `srid` other than 4326 it is exactly that, as the geometry is reprojected per row.
 */
export function observationsJson(rows: readonly ObservationRow[], srid?: number): string {
  if (srid && srid !== 4326) return JSON.stringify(rows.map((r) => toObservation(r, srid)));
  let out = '[';
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const id = jsonValue(row.occurrence_id);
    out += `${i === 0 ? '' : ','}{"occurrence_id":${id},"id":${id},"uuid":${jsonValue(row.uuid)}`;
    for (let k = 0; k < FIELDS.length; k++) out += FIELD_KEYS[k]! + jsonValue(row[FIELDS[k]!]);
    out += `,"recorded_by_id":${typeof row.recorded_by_id_json === 'string' ? row.recorded_by_id_json : '[]'}}`;
  }
  return `${out}]`;
}
