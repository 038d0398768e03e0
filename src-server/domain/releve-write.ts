import type { Db } from '../db/open.js';
import type { AdminIndex } from '../geo/admin-units.js';
import type { FootprintFields } from '../geo/footprint.js';
import { conflict, invalidBody, type FieldError } from '../http/problem.js';
import type { ReleveCreate, ReleveUpdate } from '../../src-shared/schemas/releve.js';
import { nowIso } from './dates.js';
import { dateAndFootprintColumns, writeRecordPeople, writeRtreeRow } from './located-record.js';
import { checkReferences } from './references.js';
import { BOOLEAN_FIELDS } from './releve-rows.js';

type Body = ReleveCreate | ReleveUpdate;

/**
 * The geometry columns of table `releves` filled from `footprint_wkt` (a subset of
 * {@link FootprintFields}: relevés store no `geodetic_datum`, always EPSG:4326, and no
 * Web Mercator point, as they are not clustered).
 */
const GEOMETRY_COLUMNS = [
  'footprint_wkt', 'footprint_geojson', 'decimal_longitude', 'decimal_latitude',
  'min_lon', 'min_lat', 'max_lon', 'max_lat', 'municipality_id', 'district_id', 'canton_id',
] as const satisfies ReadonlyArray<keyof FootprintFields>;

/** Column values of table `releves` (names are the table's), plus the observers apart. */
export interface ReleveColumns {
  columns: Record<string, unknown>;
  /** Person ids in order (table `releve_observers`); undefined = leave unchanged. */
  recorded_by_id?: number[];
}

/**
 * Turns a validated relevé body into column values: booleans as 0/1, `event_date` normalised
 * (ISO 8601 with milliseconds and offset, plus its UTC twin `event_date_utc`), the geometry
 * columns computed from `footprint_wkt` (EPSG:4326; municipality/district/canton of a point on
 * its surface from `adminIndex`), or all cleared when it is null. Vocabulary codes, `dataset_id`
 * and the people of `recorded_by_id` are checked with {@link checkReferences}.
 * Throws a 422 problem listing every field at fault.
 */
export function releveColumns(db: Db, body: Body, adminIndex: AdminIndex): ReleveColumns {
  const errors: FieldError[] = checkReferences(db, body as Record<string, unknown>);
  const { recorded_by_id, ...rest } = body;
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) columns[key] = BOOLEAN_FIELDS.has(key) && typeof value === 'boolean' ? Number(value) : value;
  dateAndFootprintColumns(body, columns, errors, adminIndex, GEOMETRY_COLUMNS);
  if (errors.length) throw invalidBody(errors);
  return { columns, recorded_by_id };
}

/** Inserts a relevé (columns from {@link releveColumns}) with its observers and R*Tree entry; returns its id. */
export function insertReleve(db: Db, columns: Record<string, unknown>, recorded_by_id: readonly number[] = []): number {
  const now = nowIso();
  const row = { ...columns, created_at: now, updated_at: now };
  const keys = Object.keys(row);
  return db.transaction(() => {
    const { lastInsertRowid } = db.prepare(`INSERT INTO releves (${keys.join(', ')}) VALUES (${keys.map((k) => `@${k}`).join(', ')})`).run(row);
    const id = Number(lastInsertRowid);
    writeRecordPeople(db, 'releve_observers', 'releve_id', id, recorded_by_id);
    writeRtreeRow(db, 'releves_rtree', id, columns);
    return id;
  })();
}

/** Updates the given columns of relevé `id` (only those present); its observers when given; the R*Tree when the footprint changed. */
export function updateReleve(db: Db, id: number, columns: Record<string, unknown>, recorded_by_id?: readonly number[]): void {
  const row = { ...columns, updated_at: nowIso() };
  db.transaction(() => {
    db.prepare(`UPDATE releves SET ${Object.keys(row).map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...row, id });
    if (recorded_by_id) writeRecordPeople(db, 'releve_observers', 'releve_id', id, recorded_by_id);
    if ('min_lon' in columns) writeRtreeRow(db, 'releves_rtree', id, columns);
  })();
}

/**
 * Deletes relevé `id`, its observers and its R*Tree entry. Refuses with 409 Conflict while
 * species observations still point at it (`observations.releve_id`): a relevé's species list is
 * its content, and silently unlinking it (the schema's ON DELETE SET NULL) would also change
 * observations the caller may have no write right on. The client moves or deletes those
 * observations first (PUT /observations/{id} with `releve_id: null`, or DELETE). Observations
 * never change here, so the observations cache version stays as it is.
 */
export function deleteReleve(db: Db, id: number): void {
  db.transaction(() => {
    const { n } = db.prepare('SELECT count(*) AS n FROM observations WHERE releve_id = ?').get(id) as { n: number };
    if (n > 0)
      throw conflict(`Relevé ${id} still has ${n} species observation${n === 1 ? '' : 's'}; move them to another relevé or delete them first (PUT /observations/{id} with releve_id null, or DELETE /observations/{id}).`);
    db.prepare('DELETE FROM releves_rtree WHERE id = ?').run(id);
    db.prepare('DELETE FROM releves WHERE id = ?').run(id);
  })();
}
