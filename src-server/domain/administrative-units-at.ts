import type { AdminIndex, AdminLocation } from '../geo/admin-units.js';
import type { SqlRunner } from '../store/store.js';

/**
 * Fills the administrative units of a new or moved footprint: `columns` carries the geometry
 * columns of geo/footprint.ts, `decimal_longitude`/`decimal_latitude` (EPSG:4326 degrees) being
 * the point on its surface. On a store whose dialect locates in SQL (PostgreSQL: a spatial join
 * of `administrative_units`, store/dialect.ts `administrativeUnitsAt`) the units come from there;
 * elsewhere `adminIndex()` (the in-memory index of SQLite) was already given to
 * located-record.ts and nothing is done. Columns without a footprint are left as they are.
 */
export async function joinAdministrativeUnits(sql: SqlRunner, columns: Record<string, unknown>): Promise<void> {
  const statement = sql.dialect.administrativeUnitsAt;
  if (!statement || typeof columns.decimal_longitude !== 'number' || typeof columns.decimal_latitude !== 'number') return;
  const units = await sql.get<AdminLocation>(statement, [columns.decimal_longitude, columns.decimal_latitude]);
  columns.municipality_id = units?.municipality_id ?? null;
  columns.district_id = units?.district_id ?? null;
  columns.canton_id = units?.canton_id ?? null;
}

/** The in-memory index to hand to located-record.ts: `null` where the store locates in SQL ({@link joinAdministrativeUnits}). */
export const adminIndexFor = (sql: SqlRunner, adminIndex: () => AdminIndex): AdminIndex | null =>
  (sql.dialect.administrativeUnitsAt ? null : adminIndex());
