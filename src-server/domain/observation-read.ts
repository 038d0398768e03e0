import type { Db } from '../db/open.js';
import { and, type SqlFragment } from '../query/compile.js';
import { cached } from '../query/list.js';
import type { Observation, SimpleObservation } from '../../src-shared/schemas/observation.js';
import { observationSelect, toObservation, type ObservationRow } from './observation-rows.js';
import { sqliteDialect, type Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';

/**
 * A row selected with observationSelect as the API returns it, geometry in `srid`. Typed as the
 * shared `Observation`: toObservation builds that shape from the columns, and the integration
 * tests check every answer against the published document (test/helpers/openapi-responses.ts).
 */
export const observationOf = (row: ObservationRow, srid?: number): Observation => toObservation(row, srid) as Observation;

/**
 * One observation as the API returns it, geometry in `srid` (EPSG code; stored WGS 84 when
 * absent). The caller has checked that it exists (domain/observation-access.ts).
 */
export function readObservation(db: Db, occurrence_id: number, srid?: number): Observation {
  return observationOf(cached(db, oneObservationSql(sqliteDialect)).get(occurrence_id) as ObservationRow, srid);
}

/** The statement of one observation by `occurrence_id`. */
const oneObservationSql = (dialect: Dialect): string => `SELECT ${observationSelect(dialect)} FROM observations o WHERE o.occurrence_id = ?`;

/**
 * {@link readObservation} on either store (GET /observations/{id}): the synchronous form stays for
 * the SQLite write routes, whose If-Match check and write must not be split by an `await`.
 */
export async function loadObservation(sql: SqlRunner, occurrence_id: number, srid?: number): Promise<Observation> {
  return observationOf((await sql.get<ObservationRow>(oneObservationSql(sql.dialect), [occurrence_id]))!, srid);
}

/**
 * The `occurrence_id`s matching `where` (fragments on alias `o`) in `orderBy` order, one page:
 * `limit` -1 for all (GET /observations/ids is unpaged by default, docs/interface-notes.md).
 */
export function observationIds(db: Db, where: readonly SqlFragment[], orderBy: string, limit: number, offset: number): number[] {
  const all = and(where);
  return cached(db, `SELECT o.occurrence_id FROM observations o WHERE ${all.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .pluck().all(...all.params, limit, offset) as number[];
}

/** Select list of the reduced observation form (modelled on the simple neophyte form of the interface), alias `o`. */
export const SIMPLE_OBSERVATION_SELECT = `o.occurrence_id AS id, o.uuid, o.taxon_id, o.dataset_id, o.basis_of_record, o.event_date,
  o.identification_qualifier, o.municipality_id, o.decimal_longitude, o.decimal_latitude, o.coordinate_uncertainty_in_meters,
  o.minimum_elevation_in_meters, o.occurrence_status, o.v_presence_status, o.validation,
  (SELECT json_group_array(person_id) FROM (SELECT person_id FROM observation_observers WHERE occurrence_id = o.occurrence_id ORDER BY position)) AS recorded_by_id`;

/** A row selected with {@link SIMPLE_OBSERVATION_SELECT}: `recorded_by_id` still a JSON array text. */
export type SimpleObservationRow = Record<string, unknown> & { recorded_by_id: string };

/** The reduced form as the API returns it: observers as an array of person ids (the select list gives the other fields). */
export const simpleObservationOf = (row: SimpleObservationRow): SimpleObservation =>
  ({ ...row, recorded_by_id: JSON.parse(row.recorded_by_id) as number[] }) as SimpleObservation;
