import type { Db } from '../db/open.js';
import type { AdminIndex } from '../geo/admin-units.js';
import { computeFootprint, type FootprintFields } from '../geo/footprint.js';
import { GeometryInputError } from '../geo/wkt.js';
import type { FieldError } from '../http/problem.js';
import { cached } from '../query/list.js';
import type { SqlRunner } from '../store/store.js';
import { normaliseDate } from './dates.js';

/**
 * What observations and relevés share: a date and a footprint given as WKT. Fills `columns` with
 * `event_date` (ISO 8601 with milliseconds and offset) and its UTC twin `event_date_utc`, and the
 * given geometry columns computed from `footprint_wkt` (EPSG:4326; administrative units of a point
 * on its surface from `adminIndex`, left null without one: the PostgreSQL store joins them in SQL,
 * domain/administrative-units-at.ts), or cleared when the body sends null. Fields absent from the
 * body are left alone. Problems are pushed onto `errors` (for one 422), never thrown.
 */
export function dateAndFootprintColumns(
  body: { event_date?: string | null; footprint_wkt?: string | null },
  columns: Record<string, unknown>,
  errors: FieldError[],
  adminIndex: AdminIndex | null,
  geometryColumns: ReadonlyArray<keyof FootprintFields>,
): void {
  if (body.event_date !== undefined) {
    columns.event_date = null;
    columns.event_date_utc = null;
    if (body.event_date !== null) {
      try {
        const d = normaliseDate(body.event_date);
        columns.event_date = d.value;
        columns.event_date_utc = d.utc;
      } catch (e) {
        errors.push({ field: 'event_date', message: e instanceof Error ? e.message : 'Not a date.' });
      }
    }
  }
  if (body.footprint_wkt === undefined) return;
  if (body.footprint_wkt === null) {
    for (const c of geometryColumns) columns[c] = null;
    return;
  }
  try {
    const footprint = computeFootprint(body.footprint_wkt, adminIndex);
    for (const c of geometryColumns) columns[c] = footprint[c];
  } catch (e) {
    if (!(e instanceof GeometryInputError)) throw e;
    errors.push({ field: 'footprint_wkt', message: e.message });
  }
}

/** Replaces the R*Tree entry of a record from its `min_/max_lon/lat` columns (none when the footprint was cleared). */
export function writeRtreeRow(db: Db, rtree: string, id: number, c: Record<string, unknown>): void {
  cached(db, `DELETE FROM ${rtree} WHERE id = ?`).run(id);
  if (c.min_lon != null)
    cached(db, `INSERT INTO ${rtree} (id, min_lon, max_lon, min_lat, max_lat) VALUES (?, ?, ?, ?, ?)`).run(id, c.min_lon, c.max_lon, c.min_lat, c.max_lat);
}

/**
 * Replaces the ordered people of a record in a link table such as
 * `observation_observers(occurrence_id, person_id, position)`, on either store (its runner `sql`,
 * inside the write's transaction).
 */
export async function replaceRecordPeople(sql: SqlRunner, table: string, keyColumn: string, id: number, people: readonly number[]): Promise<void> {
  await sql.run(`DELETE FROM ${table} WHERE ${keyColumn} = ?`, [id]);
  for (const [position, person_id] of people.entries()) await sql.run(`INSERT INTO ${table} (${keyColumn}, person_id, position) VALUES (?, ?, ?)`, [id, person_id, position]);
}

/**
 * {@link writeRtreeRow} on either store. Only SQLite keeps R*Tree tables; PostgreSQL's GiST index
 * is on the geometry generated from `footprint_wkt` (docs/postgres-store.md), so nothing to do there.
 */
export async function replaceRtreeRow(sql: SqlRunner, rtree: string, id: number, c: Record<string, unknown>): Promise<void> {
  if (sql.dialect.name !== 'sqlite') return;
  await sql.run(`DELETE FROM ${rtree} WHERE id = ?`, [id]);
  if (c.min_lon != null) await sql.run(`INSERT INTO ${rtree} (id, min_lon, max_lon, min_lat, max_lat) VALUES (?, ?, ?, ?, ?)`, [id, c.min_lon, c.max_lon, c.min_lat, c.max_lat]);
}
