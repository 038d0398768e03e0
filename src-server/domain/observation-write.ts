import { randomUUID } from 'node:crypto';
import type { AdminIndex } from '../geo/admin-units.js';
import type { FootprintFields } from '../geo/footprint.js';
import { invalidBody, type FieldError } from '../http/problem.js';
import type { SqlRunner } from '../store/store.js';
import type { ObservationCreate, ObservationUpdate } from '../../src-shared/schemas/observation.js';
import { adminIndexFor, joinAdministrativeUnits } from './administrative-units-at.js';
import { nowIso } from './dates.js';
import { dateAndFootprintColumns, replaceRecordPeople, replaceRtreeRow } from './located-record.js';
import { findReferenceErrors } from './references.js';

type Body = ObservationCreate | ObservationUpdate;

const GEOMETRY_COLUMNS: ReadonlyArray<keyof FootprintFields> = [
  'footprint_wkt', 'footprint_geojson', 'decimal_longitude', 'decimal_latitude', 'geodetic_datum', 'x_3857', 'y_3857',
  'min_lon', 'min_lat', 'max_lon', 'max_lat', 'municipality_id', 'district_id', 'canton_id',
];

/**
 * Turns a validated observation body into column values: the date normalised (plus its UTC
 * twin), the geometry columns computed from `footprint_wkt` (or all cleared when it is null),
 * the administrative units of its point (SQLite: `adminIndex()`; PostgreSQL: a spatial join),
 * references and vocabulary codes checked on store `sql`. `recorded_by_id` is returned apart
 * (its own table). Throws a 422 problem listing every field at fault.
 */
export async function observationColumns(sql: SqlRunner, body: Body, adminIndex: () => AdminIndex): Promise<{ columns: Record<string, unknown>; recorded_by_id?: number[] }> {
  const errors: FieldError[] = await findReferenceErrors(sql, body as Record<string, unknown>);
  const { recorded_by_id, ...rest } = body;
  const columns: Record<string, unknown> = { ...rest };
  dateAndFootprintColumns(body, columns, errors, adminIndexFor(sql, adminIndex), GEOMETRY_COLUMNS);
  if (errors.length) throw invalidBody(errors);
  await joinAdministrativeUnits(sql, columns);
  return { columns, recorded_by_id };
}

/** Inserts an observation (columns from {@link observationColumns}) with its observers, in transaction `tx`; returns its `occurrence_id`. */
export async function insertObservation(tx: SqlRunner, columns: Record<string, unknown>, recorded_by_id: readonly number[] = []): Promise<number> {
  const now = nowIso();
  const row = { ...columns, uuid: randomUUID(), created_at: now, updated_at: now };
  // Sorted: one cached statement per set of fields sent, whatever their order (an import sends thousands alike).
  const keys = Object.keys(row).sort();
  const inserted = await tx.get<{ occurrence_id: number }>(`INSERT INTO observations (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')}) RETURNING occurrence_id`,
    keys.map((key) => row[key as keyof typeof row]));
  const id = inserted!.occurrence_id;
  await replaceRecordPeople(tx, 'observation_observers', 'occurrence_id', id, recorded_by_id);
  await replaceRtreeRow(tx, 'observations_rtree', id, columns);
  return id;
}

/** Updates the given columns of an observation (only those present), its observers when given, in transaction `tx`. */
export async function updateObservation(tx: SqlRunner, occurrence_id: number, columns: Record<string, unknown>, recorded_by_id?: readonly number[]): Promise<void> {
  const row = { ...columns, updated_at: nowIso() };
  await tx.run(`UPDATE observations SET ${Object.keys(row).map((k) => `${k} = ?`).join(', ')} WHERE occurrence_id = ?`, [...Object.values(row), occurrence_id]);
  if (recorded_by_id) await replaceRecordPeople(tx, 'observation_observers', 'occurrence_id', occurrence_id, recorded_by_id);
  if ('min_lon' in columns) await replaceRtreeRow(tx, 'observations_rtree', occurrence_id, columns);
}

/** Deletes an observation and its R*Tree entry (sub-resources cascade), in transaction `tx`. */
export async function deleteObservation(tx: SqlRunner, occurrence_id: number): Promise<void> {
  await replaceRtreeRow(tx, 'observations_rtree', occurrence_id, {});
  await tx.run('DELETE FROM observations WHERE occurrence_id = ?', [occurrence_id]);
}

/**
 * The project and relevé of observation `occurrence_id` as stored, read in transaction `tx` and
 * locked there until it ends (PostgreSQL `FOR UPDATE`; SQLite's write lock is the transaction's),
 * so that a version checked after it cannot change before the write; undefined when it is gone.
 */
export function lockObservation(tx: SqlRunner, occurrence_id: number): Promise<{ dataset_id: number; releve_id: number | null } | undefined> {
  return tx.get(`SELECT dataset_id, releve_id FROM observations WHERE occurrence_id = ?${tx.dialect.forUpdate}`, [occurrence_id]);
}
