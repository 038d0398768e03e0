/**
 * Recognises source columns by name: the interface's v5 field names, v4 names (the rename table
 * of the interface description, Versioning 3), and Darwin Core terms in camel case as GBIF
 * downloads and Darwin Core Archives write them. Matching ignores letter case and a `dwc:`
 * prefix. Anything else is left for the user to map; choices the user made before win.
 */
import { FIELD_TARGETS, type ColumnMapping, type ImportTarget } from './targets.js';

/** v4 observation names → targets (interface v5, Versioning 3; `x`/`y` carried no fixed CRS). */
const V4_NAMES: Readonly<Record<string, ImportTarget>> = {
  project_id: 'dataset_id', releve_type: 'event_type', date: 'event_date', observers: 'recorded_by',
  taxon_orig: 'verbatim_identification', determinavit_cf: 'identification_qualifier', determinavit: 'identified_by',
  introduced: 'degree_of_establishment', locality_descript: 'verbatim_locality', x: 'coordinate_x', y: 'coordinate_y',
  geometry: 'footprint_wkt', xy_type: 'georeference_protocol', xy_precision: 'coordinate_uncertainty_in_meters',
  presence: 'occurrence_status', obs_id: 'source_record_id', altitude_min: 'minimum_elevation_in_meters',
  altitude_max: 'maximum_elevation_in_meters', count_unit: 'organism_quantity_type', abundance_code: 'organism_quantity',
  phenology: 'life_stage', rem: 'occurrence_remarks', habitat_id: 'habitat', v_native_status: 'establishment_means',
};

/** Darwin Core terms (local names) → targets; the term's meaning decides, not a similar name. */
const DARWIN_CORE_TERMS: Readonly<Record<string, ImportTarget>> = {
  occurrenceID: 'source_record_id', basisOfRecord: 'basis_of_record', eventDate: 'event_date', year: 'year',
  month: 'month', day: 'day', scientificName: 'scientific_name', verbatimIdentification: 'verbatim_identification',
  identificationQualifier: 'identification_qualifier', identifiedBy: 'identified_by', recordedBy: 'recorded_by',
  locality: 'verbatim_locality', verbatimLocality: 'verbatim_locality', footprintWKT: 'footprint_wkt',
  decimalLongitude: 'decimal_longitude', decimalLatitude: 'decimal_latitude',
  coordinateUncertaintyInMeters: 'coordinate_uncertainty_in_meters', georeferenceProtocol: 'georeference_protocol',
  minimumElevationInMeters: 'minimum_elevation_in_meters', maximumElevationInMeters: 'maximum_elevation_in_meters',
  elevation: 'elevation_in_meters', occurrenceStatus: 'occurrence_status', organismQuantityType: 'organism_quantity_type',
  organismQuantity: 'organism_quantity', lifeStage: 'life_stage', occurrenceRemarks: 'occurrence_remarks',
  habitat: 'habitat', establishmentMeans: 'establishment_means', degreeOfEstablishment: 'degree_of_establishment',
  vitality: 'vitality',
};

const key = (name: string): string => name.trim().replace(/^dwc:/i, '').toLowerCase();
const LOOKUP = new Map<string, ImportTarget>([
  ...Object.entries(DARWIN_CORE_TERMS).map(([k, v]) => [key(k), v] as const),
  ...Object.entries(V4_NAMES).map(([k, v]) => [key(k), v] as const),
  // v5 names last: they win where a v4 or Darwin Core name is spelt the same (`habitat`)
  ...FIELD_TARGETS.map((f) => [key(f), f as ImportTarget] as const),
  ...(['decimal_longitude', 'decimal_latitude', 'scientific_name', 'recorded_by'] as const).map((f) => [f, f as ImportTarget] as const),
]);

/** The target a column name is recognised as, or null when the user has to choose. */
export function recogniseColumn(name: string): ImportTarget | null {
  return LOOKUP.get(key(name)) ?? null;
}

/**
 * The mapping proposed for `columns`: the user's `remembered` choice for a column name first,
 * else the recognised target; a target already taken by an earlier column is not given twice
 * (GBIF downloads carry both `locality` and `verbatimLocality`). Columns left out are unmapped.
 */
export function proposeMapping(columns: readonly string[], remembered: ColumnMapping = {}): { mapping: ColumnMapping; unmapped: string[] } {
  const mapping: ColumnMapping = {};
  const taken = new Set<ImportTarget>();
  const unmapped: string[] = [];
  for (const column of columns) {
    const target = remembered[column] ?? recogniseColumn(column);
    if (target === null || (target !== 'ignore' && taken.has(target))) {
      if (target === null) unmapped.push(column);
      continue;
    }
    mapping[column] = target;
    taken.add(target);
  }
  return { mapping, unmapped };
}
