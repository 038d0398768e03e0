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

/** An identifier of JavaScript, as every name in FIELDS is (checked before it is written into code below). */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * The API object of a selected row (toObservation's keys in its order, `recorded_by_id` parsed
 * from the JSON text the statement built), as one object literal compiled once from FIELDS.
 * A literal gives every object of a page one hidden class with its properties inside it, which
 * JSON.stringify writes on V8's fast path as one flat string; objects filled key by key
 * (toObservation) turn into dictionaries past a dozen keys and are written at half the speed.
 */
const pageObject = ((): ((row: ObservationRow) => ObservationJson) => {
  const names = ['occurrence_id', 'uuid', ...FIELDS];
  const bad = names.find((name) => !IDENTIFIER.test(name));
  if (bad) throw new Error(`Observation field ${bad} is not an identifier`);
  const body = `return { occurrence_id: row.occurrence_id, id: row.occurrence_id, uuid: row.uuid, ${FIELDS.map((f) => `${f}: row.${f}`).join(', ')},
    recorded_by_id: JSON.parse(typeof row.recorded_by_id_json === 'string' ? row.recorded_by_id_json : '[]') };`;
  return new Function('row', body) as (row: ObservationRow) => ObservationJson;
})();

/**
 * The JSON text of a list page of observations, the envelope `{"data":[…]}` of `rows` in the API
 * shape of toObservation, in one JSON.stringify of objects of one shape (pageObject): one flat
 * string, encoded once for the socket. The writer by hand it replaces was quicker by itself but
 * wrote some 8,500 strings per page of 100 into a rope, which Fastify (Content-Length) and Node
 * (the write) each read again, allocating about four times the page per request.
 * Equal to `JSON.stringify({ data: rows.map((r) => toObservation(r, srid)) })`
 * (test/unit/server/observation-page-json.test.ts); with an `srid` other than 4326 it is exactly
 * that, as the geometry is reprojected per row.
 */
export function observationPageJson(rows: readonly ObservationRow[], srid?: number): string {
  if (srid && srid !== 4326) return JSON.stringify({ data: rows.map((r) => toObservation(r, srid)) });
  return JSON.stringify({ data: rows.map(pageObject) });
}
