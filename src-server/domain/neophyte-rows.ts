import type { Geometry } from 'geojson';
import type { Dialect } from '../store/dialect.js';
import { SupplementShape } from '../../src-shared/schemas/supplement.js';
import { applySrid } from './observation-rows.js';
import { publicEventDate, publicObservers } from './neophyte-public.js';

/** The observers' names in their order, a JSON array text. */
const observerNames = (dialect: Dialect): string => dialect.jsonArrayOf('name', `FROM (SELECT trim(coalesce(pe.first_name, '') || ' ' || pe.last_name) AS name, x.position
    FROM observation_observers x JOIN people pe ON pe.id = x.person_id WHERE x.occurrence_id = o.occurrence_id) named`, 'position');

/** Select list of the simple form (interface v5 "Simple neophyte observation") plus what publishing needs, in the store's `dialect`. */
export const simpleNeophyteSelect = (dialect: Dialect): string => `o.occurrence_id AS id, o.uuid, o.taxon_id, p.project_name AS dataset_name, o.basis_of_record,
  o.event_date, o.identification_qualifier, o.municipality_id, o.decimal_longitude, o.decimal_latitude,
  o.coordinate_uncertainty_in_meters, o.minimum_elevation_in_meters, o.occurrence_status, ${observerNames(dialect)} AS recorded_by,
  o.v_presence_status, p.date_rounding AS _rounding, p.anonymise_observers AS _anonymise, o.footprint_geojson AS _geojson`;

/** Select list of the full form (interface v5 "Neophyte observation"), in the store's `dialect`. */
export const fullNeophyteSelect = (dialect: Dialect): string => `o.occurrence_id, o.uuid, p.project_name AS dataset_name, o.event_type, o.basis_of_record,
  ${observerNames(dialect)} AS recorded_by, o.event_date, o.date_expert, o.taxon_id, o.verbatim_identification, o.identification_qualifier,
  o.identified_by, o.degree_of_establishment, o.verbatim_locality, o.geodetic_datum, o.decimal_longitude, o.decimal_latitude,
  o.footprint_wkt, o.georeference_protocol, o.coordinate_uncertainty_in_meters, o.minimum_elevation_in_meters,
  o.maximum_elevation_in_meters, o.altitude_expert, o.occurrence_status, o.organism_quantity_type, o.organism_quantity,
  o.cover, o.habitat, o.life_stage, o.vitality, o.occurrence_remarks, o.municipality_id,
  (SELECT ${dialect.jsonObject(Object.keys(SupplementShape).map((k) => `'${k}', s.${k}`).join(', '))} FROM supplements s WHERE s.occurrence_id = o.occurrence_id) AS supplements,
  CASE WHEN n.occurrence_id IS NULL THEN NULL ELSE ${dialect.jsonObject(`'control_type', n.control_type, 'eradication', n.eradication,
    'control_dtype', n.control_dtype, 'control_result', n.control_result`)} END AS neophyte,
  o.establishment_means, o.v_presence_status, o.v_doubt_status,
  p.date_rounding AS _rounding, p.anonymise_observers AS _anonymise, o.footprint_geojson AS _geojson`;

type Row = Record<string, unknown>;

/**
 * Applies the project's publishing settings to a selected row and drops the helper columns:
 * dates rounded, observers (and `identified_by`) anonymised, JSON columns parsed, geometry
 * reprojected to `srid` (full form only). Returns the row and its footprint GeoJSON (EPSG:4326).
 */
export function publishNeophyteRow(row: Row, srid?: number): { row: Row; geometry: Geometry | null } {
  const { _rounding, _anonymise, _geojson, ...out } = row;
  const anonymise = _anonymise === 1;
  out.event_date = publicEventDate(out.event_date as string | null, String(_rounding));
  out.recorded_by = publicObservers(JSON.parse(String(out.recorded_by ?? '[]')) as string[], anonymise);
  if ('identified_by' in out && anonymise) out.identified_by = null;
  if (typeof out.supplements === 'string') out.supplements = JSON.parse(out.supplements);
  if (typeof out.neophyte === 'string') out.neophyte = JSON.parse(out.neophyte);
  if ('footprint_wkt' in out) applySrid(out, _geojson, srid);
  return { row: out, geometry: typeof _geojson === 'string' ? (JSON.parse(_geojson) as Geometry) : null };
}
