import type { SqlRunner } from '../store/store.js';
import type { Releve } from '../../src-shared/schemas/releve.js';
import { releveSelect, toReleve, type ReleveRow } from './releve-rows.js';

/**
 * A row selected with releveSelect as the API returns it, geometry in `srid`. Typed as the shared
 * `Releve`: toReleve builds that shape from the columns, and the integration tests check every
 * answer against the published document (test/helpers/openapi-responses.ts).
 */
export const releveOf = (row: ReleveRow, srid?: number): Releve => toReleve(row, srid) as Releve;

/**
 * Relevé `id` as the API returns it, geometry in `srid` (stored WGS 84 when absent), or undefined
 * when there is none. `forUpdate`: its row stays locked until the transaction of `sql` ends
 * (PostgreSQL; SQLite's write transaction holds the lock already), for a version check.
 */
export async function findReleve(sql: SqlRunner, id: number, options: { srid?: number; forUpdate?: boolean } = {}): Promise<Releve | undefined> {
  const row = await sql.get<ReleveRow>(`SELECT ${releveSelect(sql.dialect)} FROM releves r WHERE r.id = ?${options.forUpdate ? sql.dialect.forUpdate : ''}`, [id]);
  return row && releveOf(row, options.srid);
}

/** One relevé as the API returns it, geometry in `srid` (stored WGS 84 when absent); the caller has checked it exists. */
export async function readReleve(sql: SqlRunner, id: number, srid?: number): Promise<Releve> {
  return (await findReleve(sql, id, { srid }))!;
}
