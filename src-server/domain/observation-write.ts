import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.js';
import type { AdminIndex } from '../geo/admin-units.js';
import { computeFootprint, type FootprintFields } from '../geo/footprint.js';
import { GeometryInputError } from '../geo/wkt.js';
import { invalidBody, type FieldError } from '../http/problem.js';
import type { ObservationCreate, ObservationUpdate } from '../../src-shared/schemas/observation.js';
import { normaliseDate, nowIso } from './dates.js';
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
  if (body.event_date !== undefined) {
    if (body.event_date === null) { columns.event_date = null; columns.event_date_utc = null; }
    else {
      try {
        const d = normaliseDate(body.event_date);
        columns.event_date = d.value;
        columns.event_date_utc = d.utc;
      } catch (e) {
        errors.push({ field: 'event_date', message: e instanceof Error ? e.message : 'Not a date.' });
      }
    }
  }
  if (body.footprint_wkt !== undefined) {
    if (body.footprint_wkt === null) for (const c of GEOMETRY_COLUMNS) columns[c] = null;
    else {
      try {
        Object.assign(columns, computeFootprint(body.footprint_wkt, adminIndex));
      } catch (e) {
        if (!(e instanceof GeometryInputError)) throw e;
        errors.push({ field: 'footprint_wkt', message: e.message });
      }
    }
  }
  if (errors.length) throw invalidBody(errors);
  return { columns, recorded_by_id };
}

function writeObservers(db: Db, occurrence_id: number, people: readonly number[]): void {
  db.prepare('DELETE FROM observation_observers WHERE occurrence_id = ?').run(occurrence_id);
  const insert = db.prepare('INSERT INTO observation_observers (occurrence_id, person_id, position) VALUES (?, ?, ?)');
  people.forEach((person_id, position) => insert.run(occurrence_id, person_id, position));
}

function writeRtree(db: Db, occurrence_id: number, c: Record<string, unknown>): void {
  db.prepare('DELETE FROM observations_rtree WHERE id = ?').run(occurrence_id);
  if (c.min_lon != null)
    db.prepare('INSERT INTO observations_rtree (id, min_lon, max_lon, min_lat, max_lat) VALUES (?, ?, ?, ?, ?)')
      .run(occurrence_id, c.min_lon, c.max_lon, c.min_lat, c.max_lat);
}

/** Inserts an observation (columns from {@link observationColumns}); returns its `occurrence_id`. */
export function insertObservation(db: Db, columns: Record<string, unknown>, recorded_by_id: readonly number[] = []): number {
  const now = nowIso();
  const row = { ...columns, uuid: randomUUID(), created_at: now, updated_at: now };
  const keys = Object.keys(row);
  return db.transaction(() => {
    const { lastInsertRowid } = db.prepare(`INSERT INTO observations (${keys.join(', ')}) VALUES (${keys.map((k) => `@${k}`).join(', ')})`).run(row);
    const id = Number(lastInsertRowid);
    writeObservers(db, id, recorded_by_id);
    writeRtree(db, id, columns);
    return id;
  })();
}

/** Updates the given columns of an observation (only those present), its observers when given. */
export function updateObservation(db: Db, occurrence_id: number, columns: Record<string, unknown>, recorded_by_id?: readonly number[]): void {
  const row = { ...columns, updated_at: nowIso() };
  db.transaction(() => {
    db.prepare(`UPDATE observations SET ${Object.keys(row).map((k) => `${k} = @${k}`).join(', ')} WHERE occurrence_id = @occurrence_id`)
      .run({ ...row, occurrence_id });
    if (recorded_by_id) writeObservers(db, occurrence_id, recorded_by_id);
    if ('min_lon' in columns) writeRtree(db, occurrence_id, columns);
  })();
}

/** Deletes an observation and its R*Tree entry (sub-resources cascade). */
export function deleteObservation(db: Db, occurrence_id: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM observations_rtree WHERE id = ?').run(occurrence_id);
    db.prepare('DELETE FROM observations WHERE occurrence_id = ?').run(occurrence_id);
  })();
}
