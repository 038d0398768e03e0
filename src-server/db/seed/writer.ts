/**
 * Prepared-statement writer of one observation with its dependent rows (observers, supplements,
 * neophyte control data, validation history, R*Tree entry). Used by every seed step so that a
 * seeded observation looks exactly like one written by the service.
 */
import type { FootprintFields } from '../../geo/footprint.js';
import type { Db } from '../open.js';
import { readPublishingData } from '../published-neophytes.js';
import { publisher, type PublishObservation } from '../published-values.js';

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

/** Statement parameters of an observation: occurrence_id, VALUE_COLUMNS, GEOMETRY_COLUMNS, created_at, updated_at and the three published values. */
const OBSERVATION_PARAMS = 1 + VALUE_COLUMNS.length + GEOMETRY_COLUMNS.length + 5;

/**
 * Appends the statement parameters of observation `o` and its dependent rows, as
 * {@link ObservationWriter.writeRows} binds them, to `out`: one flat array of plain values for any
 * number of observations, which the synthetic seeding's worker thread builds and posts to the
 * thread that writes (seed/synthetic-rows.ts; cloning one flat array between threads costs about
 * half of what the same values in nested arrays per observation do). Per observation, in order:
 * - `occurrenceId` (null: SQLite assigns the next), {@link VALUE_COLUMNS}, {@link GEOMETRY_COLUMNS}
 *   (null without a footprint), `now` twice (created_at, updated_at, ISO 8601), and the
 *   published-neophyte values `publish` gives (db/published-values.ts);
 * - 1 and min_lon, max_lon, min_lat, max_lat of the R*Tree entry (EPSG:4326 degrees), or 0 without a footprint;
 * - the number of observers, then their person ids in order;
 * - 1 and {@link SUPPLEMENT_COLUMNS}, or 0;
 * - 1 and control_type, eradication, control_dtype, control_result, or 0;
 * - the number of validation steps, then validation, v_presence_status, comment, validated_by,
 *   validated_at of each, oldest first.
 */
export function pushObservationRows(out: unknown[], o: ObservationInsert, occurrenceId: number | null, now: string, publish: PublishObservation): void {
  const v = o.values;
  const f = o.footprint;
  out.push(occurrenceId);
  for (const c of VALUE_COLUMNS) out.push(v[c] ?? null);
  for (const c of GEOMETRY_COLUMNS) out.push(f ? f[c] : null);
  const published = publish(v, o.neophyte != null);
  out.push(now, now, published[0], published[1], published[2]);
  if (f) out.push(1, f.min_lon, f.max_lon, f.min_lat, f.max_lat);
  else out.push(0);
  out.push(o.observers.length);
  for (const person of o.observers) out.push(person);
  const s = o.supplements;
  if (s) {
    out.push(1);
    for (const c of SUPPLEMENT_COLUMNS) out.push(s[c] ?? null);
  } else out.push(0);
  const n = o.neophyte;
  if (n) out.push(1, n.control_type, n.eradication, n.control_dtype, n.control_result);
  else out.push(0);
  const history = o.history ?? [];
  out.push(history.length);
  for (const h of history) out.push(h.validation, h.v_presence_status, h.comment, h.validated_by, h.validated_at);
}

/**
 * Writes observations to SQLite; create once per transaction (after the taxa and projects are
 * written: it reads what the published-neophyte values depend on) and call
 * {@link ObservationWriter.insert} per row.
 */
export class ObservationWriter implements ObservationSink {
  private readonly publish: PublishObservation;
  private readonly obs;
  private readonly rtree;
  private readonly observer;
  private readonly supplement;
  private readonly neophyte;
  private readonly history;

  /** @param now created_at/updated_at of every row written (ISO 8601). */
  constructor(db: Db, private readonly now: string) {
    // The published-neophyte columns with the row: a bulk load has no trigger to write them (bulk-load.ts).
    // Worked out in JavaScript (a set and a map) rather than in sub-queries of the statement per row.
    this.publish = publisher(readPublishingData(db));
    const cols = ['occurrence_id', ...VALUE_COLUMNS, ...GEOMETRY_COLUMNS, 'created_at', 'updated_at',
      'is_neophyte', 'published_event_date_utc', 'published_event_day'];
    this.obs = db.prepare(`INSERT INTO observations (${cols.join(',')}) VALUES (?${',?'.repeat(cols.length - 1)})`);
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
    const rows: unknown[] = [];
    pushObservationRows(rows, o, null, this.now, this.publish);
    return this.writeRows(rows);
  }

  /**
   * Writes every observation in `rows` (built by {@link pushObservationRows}), in order; returns
   * the occurrence_id of the last (the one given, or the one SQLite assigned), 0 for none.
   */
  writeRows(rows: readonly unknown[]): number {
    let id = 0;
    for (let i = 0; i < rows.length;) {
      const observation = rows.slice(i, i + OBSERVATION_PARAMS);
      const result = this.obs.run(observation);
      id = (observation[0] as number | null) ?? Number(result.lastInsertRowid);
      i += OBSERVATION_PARAMS;
      if (rows[i++] === 1) {
        this.rtree.run(id, rows[i], rows[i + 1], rows[i + 2], rows[i + 3]);
        i += 4;
      }
      const observers = rows[i++] as number;
      for (let position = 1; position <= observers; position++) this.observer.run(id, rows[i++], position);
      if (rows[i++] === 1) {
        const supplement = rows.slice(i - 1, i + SUPPLEMENT_COLUMNS.length);
        supplement[0] = id;
        this.supplement.run(supplement);
        i += SUPPLEMENT_COLUMNS.length;
      }
      if (rows[i++] === 1) {
        this.neophyte.run(id, rows[i], rows[i + 1], rows[i + 2], rows[i + 3]);
        i += 4;
      }
      const steps = rows[i++] as number;
      for (let step = 0; step < steps; step++, i += 5) this.history.run(id, rows[i], rows[i + 1], rows[i + 2], rows[i + 3], rows[i + 4]);
    }
    return id;
  }
}
