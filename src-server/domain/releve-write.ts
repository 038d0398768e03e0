import type { SqlRunner } from '../store/store.js';
import type { AdminIndex } from '../geo/admin-units.js';
import type { FootprintFields } from '../geo/footprint.js';
import type { VersionCheck } from '../http/etag.js';
import { conflict, invalidBody, notFound, type FieldError } from '../http/problem.js';
import type { Releve, ReleveCreate, ReleveUpdate } from '../../src-shared/schemas/releve.js';
import { nowIso } from './dates.js';
import { dateAndFootprintColumns, replaceRecordPeople, replaceRtreeRow } from './located-record.js';
import { findReferenceErrors } from './references.js';
import { BOOLEAN_FIELDS } from './releve-rows.js';
import { findReleve } from './releve-read.js';
import { assertSpeciesFollowReleve } from './releve-project.js';

type Body = ReleveCreate | ReleveUpdate;

/**
 * The geometry columns of table `releves` filled from `footprint_wkt` (a subset of
 * {@link FootprintFields}: relevés store no `geodetic_datum`, always EPSG:4326, and no
 * Web Mercator point, as they are not clustered). On PostgreSQL the GiST-indexed `footprint`
 * is generated from `footprint_wkt` (migration 001); on SQLite the R*Tree row is written here.
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
 * and the people of `recorded_by_id` are looked up through `sql` (either store).
 * Throws a 422 problem listing every field at fault.
 */
export async function releveColumns(sql: SqlRunner, body: Body, adminIndex: AdminIndex): Promise<ReleveColumns> {
  const errors: FieldError[] = await findReferenceErrors(sql, body as Record<string, unknown>);
  const { recorded_by_id, ...rest } = body;
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) columns[key] = BOOLEAN_FIELDS.has(key) && typeof value === 'boolean' ? Number(value) : value;
  dateAndFootprintColumns(body, columns, errors, adminIndex, GEOMETRY_COLUMNS);
  if (errors.length) throw invalidBody(errors);
  return { columns, recorded_by_id };
}

/** Inserts a relevé (columns from {@link releveColumns}) with its observers (and on SQLite its R*Tree entry) in one transaction; returns it as stored. */
export async function insertReleve(sql: SqlRunner, { columns, recorded_by_id = [] }: ReleveColumns): Promise<Releve> {
  const now = nowIso();
  const row = { ...columns, created_at: now, updated_at: now };
  const keys = Object.keys(row);
  return sql.transaction(async (tx) => {
    const { id } = (await tx.get<{ id: number }>(`INSERT INTO releves (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')}) RETURNING id`, Object.values(row)))!;
    await replaceRecordPeople(tx, 'releve_observers', 'releve_id', id, recorded_by_id);
    await replaceRtreeRow(tx, 'releves_rtree', id, columns);
    return (await findReleve(tx, id))!;
  });
}

/**
 * Updates the given columns of relevé `id` (only those present), its observers when given, the
 * R*Tree (SQLite) when the footprint changed, in one transaction that first locks the relevé and
 * runs `check` (the `If-Match` of the request: 412) on its version, and refuses a move to another
 * project while species observations point at it (422, {@link assertSpeciesFollowReleve}).
 * Returns the relevé as stored; 404 when it was deleted meanwhile.
 */
export async function updateReleve(sql: SqlRunner, id: number, { columns, recorded_by_id }: ReleveColumns, check?: VersionCheck): Promise<Releve> {
  const row = { ...columns, updated_at: nowIso() };
  return sql.transaction(async (tx) => {
    const current = await lockedReleve(tx, id);
    if (typeof columns.dataset_id === 'number') await assertSpeciesFollowReleve(tx, id, columns.dataset_id);
    check?.(current);
    await tx.run(`UPDATE releves SET ${Object.keys(row).map((k) => `${k} = ?`).join(', ')} WHERE id = ?`, [...Object.values(row), id]);
    if (recorded_by_id) await replaceRecordPeople(tx, 'releve_observers', 'releve_id', id, recorded_by_id);
    if ('min_lon' in columns) await replaceRtreeRow(tx, 'releves_rtree', id, columns);
    return (await findReleve(tx, id))!;
  });
}

/**
 * Deletes relevé `id`, its observers and (SQLite) its R*Tree entry, after `check` (the request's
 * `If-Match`: 412) on its locked version. Refuses with 409 Conflict while species observations
 * still point at it (`observations.releve_id`): a relevé's species list is its content, and
 * silently unlinking it (the schema's ON DELETE SET NULL) would also change observations the
 * caller may have no write right on. The client moves or deletes those observations first
 * (PUT /observations/{id} with `releve_id: null`, or DELETE). Observations never change here.
 */
export async function deleteReleve(sql: SqlRunner, id: number, check?: VersionCheck): Promise<void> {
  await sql.transaction(async (tx) => {
    check?.(await lockedReleve(tx, id));
    const { n } = (await tx.get<{ n: number }>('SELECT count(*) AS n FROM observations WHERE releve_id = ?', [id]))!;
    if (n > 0)
      throw conflict(`Relevé ${id} still has ${n} species observation${n === 1 ? '' : 's'}; move them to another relevé or delete them first (PUT /observations/{id} with releve_id null, or DELETE /observations/{id}).`);
    await replaceRtreeRow(tx, 'releves_rtree', id, {});
    await tx.run('DELETE FROM releves WHERE id = ?', [id]);
  });
}

/** Relevé `id` locked for the rest of transaction `tx` (its version, for `If-Match`); 404 when deleted meanwhile. */
async function lockedReleve(tx: SqlRunner, id: number): Promise<Releve> {
  const current = await findReleve(tx, id, { forUpdate: true });
  if (!current) throw notFound(`No relevé ${id}.`);
  return current;
}
