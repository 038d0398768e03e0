/**
 * Recognises source columns by name: the interface's v5 field names, v4 names (the rename table
 * of the interface description, Versioning 3), and Darwin Core terms in camel case as GBIF
 * downloads and Darwin Core Archives write them. Matching ignores letter case and a `dwc:`
 * prefix. Anything else is left for the user to map; choices the user made before win.
 */
import { v5FieldOfTerm } from '../../../src-shared/darwin-core/terms.js';
import { FIELD_TARGETS, ImportTarget, type ColumnMapping } from './targets.js';

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

/**
 * The v5 field a Darwin Core term stands for (src-shared/darwin-core/terms.ts, shared with export)
 * → the import's target where it differs: names are matched, the desk's own derived and read-only
 * columns of an export are not imported (`dataset_id`: the user chooses the project), and
 * identifiers of other systems are not taken for this service's ids (GBIF's `taxonID` is the
 * publisher's taxon, `recordedByID` an ORCID): the user maps them when the file came from here.
 */
const FROM_DWC_FIELD: Readonly<Record<string, ImportTarget>> = {
  scientific_name: 'scientific_name', occurrence_id: 'source_record_id', dataset_id: 'ignore', dataset_name: 'ignore',
  taxon_id: 'ignore', releve_id: 'ignore', recorded_by_id: 'ignore', related_resource_id: 'ignore',
  vernacular_name: 'ignore', validation: 'ignore', validation_comment: 'ignore', geodetic_datum: 'ignore',
};

/** Darwin Core terms the shared mapping has no v5 field for, as GBIF downloads write them. */
const MORE_DARWIN_CORE_TERMS: Readonly<Record<string, ImportTarget>> = {
  recordedBy: 'recorded_by', locality: 'verbatim_locality', year: 'year', month: 'month', day: 'day', elevation: 'elevation_in_meters',
};

/** A column named by a Darwin Core term (bare, `dwc:` or URI; the desk's own `urn:…:v5:` terms too). */
function darwinCoreTarget(name: string): ImportTarget | null {
  const field = v5FieldOfTerm(name);
  if (field === undefined) return MORE_DARWIN_CORE_TERMS[name.trim().replace(/^dwc:/, '')] ?? null;
  return FROM_DWC_FIELD[field] ?? (ImportTarget.safeParse(field).data ?? null);
}

const key = (name: string): string => name.trim().replace(/^dwc:/i, '').toLowerCase();
const LOOKUP = new Map<string, ImportTarget>([
  ...Object.entries(V4_NAMES).map(([k, v]) => [key(k), v] as const),
  // v5 names last: they win where a v4 name is spelt the same
  ...FIELD_TARGETS.map((f) => [key(f), f as ImportTarget] as const),
  ...(['decimal_longitude', 'decimal_latitude', 'scientific_name', 'recorded_by'] as const).map((f) => [f, f as ImportTarget] as const),
]);

/** The target a column name is recognised as, or null when the user has to choose. */
export function recogniseColumn(name: string): ImportTarget | null {
  return darwinCoreTarget(name) ?? LOOKUP.get(key(name)) ?? null;
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
