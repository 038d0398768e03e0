import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.js';
import type { AdminIndex } from '../geo/admin-units.js';
import type { FootprintFields } from '../geo/footprint.js';
import { invalidBody, type FieldError } from '../http/problem.js';
import { cached } from '../query/list.js';
import type { ObservationCreate, ObservationUpdate } from '../../src-shared/schemas/observation.js';
import { nowIso } from './dates.js';
import { dateAndFootprintColumns, writeRecordPeople, writeRtreeRow } from './located-record.js';
import { checkReferences } from './references.js';

type Body = ObservationCreate | ObservationUpdate;

const GEOMETRY_COLUMNS: ReadonlyArray<keyof FootprintFields> = [
  'footprint_wkt', 'footprint_geojson', 'decimal_longitude', 'decimal_latitude', 'geodetic_datum', 'x_3857', 'y_3857',
  'min_lon', 'min_lat', 'max_lon', 'max_lat', 'municipality_id', 'district_id', 'canton_id',
];

/**
 * Turns a validated observation body into column values: the date normalised (plus its UTC
 * twin), the geometry columns computed from `footprint_wkt` (or all cleared when it is null),
 * references and vocabulary codes checked. `recorded_by_id` is returned apart (its own table).
 * Throws a 422 problem listing every field at fault.
 */
export function observationColumns(db: Db, body: Body, adminIndex: AdminIndex): { columns: Record<string, unknown>; recorded_by_id?: number[] } {
  const errors: FieldError[] = checkReferences(db, body as Record<string, unknown>);
  const { recorded_by_id, ...rest } = body;
  const columns: Record<string, unknown> = { ...rest };
  dateAndFootprintColumns(body, columns, errors, adminIndex, GEOMETRY_COLUMNS);
  if (errors.length) throw invalidBody(errors);
  return { columns, recorded_by_id };
}

/** Inserts an observation (columns from {@link observationColumns}); returns its `occurrence_id`. */
export function insertObservation(db: Db, columns: Record<string, unknown>, recorded_by_id: readonly number[] = []): number {
  const now = nowIso();
  const row = { ...columns, uuid: randomUUID(), created_at: now, updated_at: now };
  // Sorted: one cached statement per set of fields sent, whatever their order (an import sends thousands alike).
  const keys = Object.keys(row).sort();
  return db.transaction(() => {
    const { lastInsertRowid } = cached(db, `INSERT INTO observations (${keys.join(', ')}) VALUES (${keys.map((k) => `@${k}`).join(', ')})`).run(row);
    const id = Number(lastInsertRowid);
    writeRecordPeople(db, 'observation_observers', 'occurrence_id', id, recorded_by_id);
    writeRtreeRow(db, 'observations_rtree', id, columns);
    return id;
  })();
}

/** Updates the given columns of an observation (only those present), its observers when given. */
export function updateObservation(db: Db, occurrence_id: number, columns: Record<string, unknown>, recorded_by_id?: readonly number[]): void {
  const row = { ...columns, updated_at: nowIso() };
  db.transaction(() => {
    db.prepare(`UPDATE observations SET ${Object.keys(row).map((k) => `${k} = @${k}`).join(', ')} WHERE occurrence_id = @occurrence_id`)
      .run({ ...row, occurrence_id });
    if (recorded_by_id) writeRecordPeople(db, 'observation_observers', 'occurrence_id', occurrence_id, recorded_by_id);
    if ('min_lon' in columns) writeRtreeRow(db, 'observations_rtree', occurrence_id, columns);
  })();
}

/** Deletes an observation and its R*Tree entry (sub-resources cascade). */
export function deleteObservation(db: Db, occurrence_id: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM observations_rtree WHERE id = ?').run(occurrence_id);
    db.prepare('DELETE FROM observations WHERE occurrence_id = ?').run(occurrence_id);
  })();
}
