/**
 * Prepared-statement writer of one observation with its dependent rows (observers, supplements,
 * neophyte control data, validation history, R*Tree entry). Used by every seed step so that a
 * seeded observation looks exactly like one written by the service.
 */
import type { FootprintFields } from '../../geo/footprint.js';
import type { Db } from '../open.js';
import { insertedPublishedSql } from '../published-neophytes.js';

/** Columns of `observations` a seed step may set (geometry columns come from `footprint`). */
export interface ObservationValues {
  uuid: string;
  dataset_id: number;
  basis_of_record: number;
  generated: 0 | 1;
  releve_id?: number | null;
  event_type?: number | null;
  event_date?: string | null;
  event_date_utc?: string | null;
  date_expert?: number | null;
  date_precision?: number | null;
  taxon_id?: number | null;
  verbatim_identification?: string | null;
  identification_qualifier?: number | null;
  identified_by?: string | null;
  degree_of_establishment?: number | null;
  verbatim_locality?: string | null;
  georeference_protocol?: number | null;
  coordinate_uncertainty_in_meters?: number | null;
  minimum_elevation_in_meters?: number | null;
  maximum_elevation_in_meters?: number | null;
  altitude_expert?: number | null;
  occurrence_status?: number | null;
  organism_quantity_type?: number | null;
  organism_quantity?: number | null;
  life_stage?: number | null;
  occurrence_remarks?: string | null;
  habitat?: number | null;
  cover?: number | null;
  vitality?: number | null;
  establishment_means?: number | null;
  v_presence_status?: number | null;
  v_doubt_status?: number | null;
  validation?: number | null;
  validation_comment?: string | null;
  validated_by?: number | null;
  validated_at?: string | null;
  taxa_relations_reference_id?: number | null;
  related_resource_id?: number | null;
  relationship_of_resource?: number | null;
  source_record_id?: string | null;
}

/** A `supplements` row (units as in the interface: depths, pop_length/width, plant_height in metres; cover_abs in %). */
export interface SupplementValues {
  minimum_depth_in_meters?: number | null;
  maximum_depth_in_meters?: number | null;
  sex?: number | null;
  project_obs_id?: string | null;
  abundance?: number | null;
  pop_length?: number | null;
  pop_width?: number | null;
  plant_height?: number | null;
  releve_stratum?: number | null;
  cover_abs?: number | null;
  cat_aggregation?: number | null;
  substrate?: number | null;
}

/** A `neophytes` row (vocabulary codes). */
export interface NeophyteValues {
  control_type: number | null;
  eradication: number | null;
  control_dtype: number | null;
  control_result: number | null;
}

/** One `validation_history` row. */
export interface ValidationStep {
  validation: number;
  v_presence_status: number | null;
  comment: string | null;
  validated_by: number | null;
  validated_at: string;
}

/** Everything needed to write one observation. */
export interface ObservationInsert {
  values: ObservationValues;
  /** Geometry columns (from computeFootprint), or null when the record has no coordinates. */
  footprint: FootprintFields | null;
  /** Person ids of `recorded_by_id`, in order. */
  observers: readonly number[];
  supplements?: SupplementValues | null;
  neophyte?: NeophyteValues | null;
  /** Oldest first; the last step should equal the observation's current validation. */
  history?: readonly ValidationStep[];
}

/** Columns of `observations` written from {@link ObservationValues}, in the order the writers use. */
export const VALUE_COLUMNS = [
  'uuid', 'dataset_id', 'releve_id', 'event_type', 'event_date', 'event_date_utc', 'date_expert', 'date_precision',
  'taxon_id', 'verbatim_identification', 'identification_qualifier', 'identified_by', 'degree_of_establishment',
  'verbatim_locality', 'georeference_protocol', 'coordinate_uncertainty_in_meters', 'minimum_elevation_in_meters',
  'maximum_elevation_in_meters', 'altitude_expert', 'occurrence_status', 'organism_quantity_type', 'organism_quantity',
  'life_stage', 'occurrence_remarks', 'habitat', 'cover', 'vitality', 'basis_of_record', 'establishment_means',
  'v_presence_status', 'v_doubt_status', 'validation', 'validation_comment', 'validated_by', 'validated_at',
  'taxa_relations_reference_id', 'related_resource_id', 'relationship_of_resource', 'generated', 'source_record_id',
] as const satisfies ReadonlyArray<keyof ObservationValues>;

/** Columns of `observations` written from the footprint (null when there is none). */
export const GEOMETRY_COLUMNS = [
  'footprint_wkt', 'footprint_geojson', 'decimal_longitude', 'decimal_latitude', 'geodetic_datum', 'x_3857', 'y_3857',
  'min_lon', 'min_lat', 'max_lon', 'max_lat', 'municipality_id', 'canton_id', 'district_id',
] as const satisfies ReadonlyArray<keyof FootprintFields>;

/** Columns of `supplements` besides `occurrence_id`. */
export const SUPPLEMENT_COLUMNS = [
  'minimum_depth_in_meters', 'maximum_depth_in_meters', 'sex', 'project_obs_id', 'abundance', 'pop_length',
  'pop_width', 'plant_height', 'releve_stratum', 'cover_abs', 'cat_aggregation', 'substrate',
] as const satisfies ReadonlyArray<keyof SupplementValues>;

/**
 * Where generated observations go (ObservationGenerator): the SQLite writer below, or the COPY
 * writer of the PostgreSQL store (db/postgres/copy-observations.ts).
 */
export interface ObservationSink {
  /** Writes (or queues) the observation and its dependent rows; returns its occurrence_id. */
  insert(o: ObservationInsert): number;
}

/**
 * The statement parameters of one observation and its dependent rows, as {@link ObservationWriter}
 * binds them: plain arrays, so that the synthetic seeding's worker thread can build them and post
 * them to the thread that writes (seed/synthetic-rows.ts). The dependent rows leave out
 * `occurrence_id`: the writer puts it first.
 */
export interface ObservationRows {
  /** `occurrence_id` (null: SQLite assigns the next), the values, the geometry, created_at, updated_at, has_control_data (1/0). */
  observation: unknown[];
  /** min_lon, max_lon, min_lat, max_lat (EPSG:4326 degrees) of the R*Tree entry; null without a footprint. */
  rtree: [number, number, number, number] | null;
  /** Person ids of `recorded_by_id`, in order. */
  observers: number[];
  /** {@link SUPPLEMENT_COLUMNS} in order, or null. */
  supplement: unknown[] | null;
  /** control_type, eradication, control_dtype, control_result, or null. */
  neophyte: unknown[] | null;
  /** validation, v_presence_status, comment, validated_by, validated_at per step, oldest first. */
  history: unknown[][];
}

/**
 * The rows of `o` as {@link ObservationWriter} writes them, with `occurrenceId` (null: the next
 * free id) and `now` as created_at/updated_at (ISO 8601).
 */
export function observationRows(o: ObservationInsert, occurrenceId: number | null, now: string): ObservationRows {
  const v = o.values;
  const f = o.footprint;
  const observation: unknown[] = [occurrenceId];
  for (const c of VALUE_COLUMNS) observation.push(v[c] ?? null);
  for (const c of GEOMETRY_COLUMNS) observation.push(f ? f[c] : null);
  observation.push(now, now, o.neophyte ? 1 : 0);
  const s = o.supplements;
  const n = o.neophyte;
  return {
    observation,
    rtree: f ? [f.min_lon, f.max_lon, f.min_lat, f.max_lat] : null,
    observers: [...o.observers],
    supplement: s ? SUPPLEMENT_COLUMNS.map((c) => s[c] ?? null) : null,
    neophyte: n ? [n.control_type, n.eradication, n.control_dtype, n.control_result] : null,
    history: (o.history ?? []).map((h) => [h.validation, h.v_presence_status, h.comment, h.validated_by, h.validated_at]),
  };
}

/** Writes observations to SQLite; create once per transaction and call {@link ObservationWriter.insert} per row. */
export class ObservationWriter implements ObservationSink {
  private readonly obs;
  private readonly rtree;
  private readonly observer;
  private readonly supplement;
  private readonly neophyte;
  private readonly history;

  /** @param now created_at/updated_at of every row written (ISO 8601). */
  constructor(db: Db, private readonly now: string) {
    const cols = ['occurrence_id', ...VALUE_COLUMNS, ...GEOMETRY_COLUMNS, 'created_at', 'updated_at'];
    // The published-neophyte columns with the row: a bulk load has no trigger to write them (bulk-load.ts).
    const published = insertedPublishedSql('v', 'v.has_control_data');
    this.obs = db.prepare(`INSERT INTO observations (${cols.join(',')}, is_neophyte, published_event_date_utc, published_event_day)
      SELECT ${cols.map((c) => `v.${c}`).join(',')}, ${published.is_neophyte}, ${published.published_event_date_utc}, ${published.published_event_day}
      FROM (SELECT ${cols.map((c) => `? AS ${c}`).join(',')}, ? AS has_control_data) v`);
    this.rtree = db.prepare('INSERT INTO observations_rtree (id, min_lon, max_lon, min_lat, max_lat) VALUES (?,?,?,?,?)');
    this.observer = db.prepare('INSERT OR IGNORE INTO observation_observers (occurrence_id, person_id, position) VALUES (?,?,?)');
    this.supplement = db.prepare(
      `INSERT INTO supplements (occurrence_id, ${SUPPLEMENT_COLUMNS.join(',')}) VALUES (?${',?'.repeat(SUPPLEMENT_COLUMNS.length)})`,
    );
    this.neophyte = db.prepare(
      'INSERT INTO neophytes (occurrence_id, control_type, eradication, control_dtype, control_result) VALUES (?,?,?,?,?)',
    );
    this.history = db.prepare(
      'INSERT INTO validation_history (occurrence_id, validation, v_presence_status, comment, validated_by, validated_at) VALUES (?,?,?,?,?,?)',
    );
  }

  /** Inserts the observation and its dependent rows; returns the new occurrence_id. */
  insert(o: ObservationInsert): number {
    return this.write(observationRows(o, null, this.now));
  }

  /** Writes rows built by {@link observationRows}; returns their occurrence_id (the one given, or the one SQLite assigned). */
  write(rows: ObservationRows): number {
    const result = this.obs.run(rows.observation);
    const id = (rows.observation[0] as number | null) ?? Number(result.lastInsertRowid);
    if (rows.rtree) this.rtree.run(id, ...rows.rtree);
    rows.observers.forEach((person, i) => this.observer.run(id, person, i + 1));
    if (rows.supplement) this.supplement.run(id, ...rows.supplement);
    if (rows.neophyte) this.neophyte.run(id, ...rows.neophyte);
    for (const h of rows.history) this.history.run(id, ...h);
    return id;
  }
}
