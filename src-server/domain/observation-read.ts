import { and, type SqlFragment } from '../query/compile.js';
import { keysInOrder, type ListOrder } from '../query/list.js';
import type { Observation, SimpleObservation } from '../../src-shared/schemas/observation.js';
import { observationSelect, toObservation, type ObservationRow } from './observation-rows.js';
import type { Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';

/**
 * A row selected with observationSelect as the API returns it, geometry in `srid`. Typed as the
 * shared `Observation`: toObservation builds that shape from the columns, and the integration
 * tests check every answer against the published document (test/helpers/openapi-responses.ts).
 */
export const observationOf = (row: ObservationRow, srid?: number): Observation => toObservation(row, srid) as Observation;

/** The statement of one observation by `occurrence_id`. */
const oneObservationSql = (dialect: Dialect): string => `SELECT ${observationSelect(dialect)} FROM observations o WHERE o.occurrence_id = ?`;

/**
 * One observation as the API returns it, geometry in `srid` (EPSG code; stored WGS 84 when
 * absent), read through `sql` (the store, or a write's transaction). The caller has checked that
 * it exists (domain/observation-access.ts).
 */
export async function loadObservation(sql: SqlRunner, occurrence_id: number, srid?: number): Promise<Observation> {
  return observationOf((await sql.get<ObservationRow>(oneObservationSql(sql.dialect), [occurrence_id]))!, srid);
}

/**
 * The `occurrence_id`s matching `where` (fragments on alias `o`) in `order` (query/observation-columns.ts
 * observationOrder), one page: `limit` -1 for all (GET /observations/ids is unpaged by default,
 * docs/interface-notes.md). Read as the lists read their pages (query/list.ts keysInOrder).
 */
export async function observationIds(sql: SqlRunner, where: readonly SqlFragment[], order: ListOrder, limit: number, offset: number): Promise<number[]> {
  const rows = await keysInOrder<{ occurrence_id: number }>(sql, { from: 'observations o', ...order }, 'o.occurrence_id', and(where), limit, offset);
  return rows.map((r) => r.occurrence_id);
}

/** Select list of the reduced observation form (modelled on the simple neophyte form of the interface), alias `o`, in the store's `dialect`. */
export const simpleObservationSelect = (dialect: Dialect): string => `o.occurrence_id AS id, o.uuid, o.taxon_id, o.dataset_id, o.basis_of_record, o.event_date,
  o.identification_qualifier, o.municipality_id, o.decimal_longitude, o.decimal_latitude, o.coordinate_uncertainty_in_meters,
  o.minimum_elevation_in_meters, o.occurrence_status, o.v_presence_status, o.validation,
  ${dialect.jsonArrayOf('person_id', 'FROM observation_observers WHERE occurrence_id = o.occurrence_id', 'position')} AS recorded_by_id`;

/** A row selected with {@link simpleObservationSelect}: `recorded_by_id` still a JSON array text. */
export type SimpleObservationRow = Record<string, unknown> & { recorded_by_id: string };

/** The reduced form as the API returns it: observers as an array of person ids (the select list gives the other fields). */
export const simpleObservationOf = (row: SimpleObservationRow): SimpleObservation =>
  ({ ...row, recorded_by_id: JSON.parse(row.recorded_by_id) as number[] }) as SimpleObservation;
