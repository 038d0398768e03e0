import type { SqlRunner } from '../store/store.js';
import { nowIso } from './dates.js';

/** A one-per-observation sub-resource stored in its own table keyed by `occurrence_id`. */
export interface SingletonTable {
  /** Table, with `occurrence_id` as primary key and one column per field. */
  table: string;
  fields: readonly string[];
}

/** The stored fields of the sub-resource of `occurrence_id`, or undefined when it has none, read through `sql` (the store or a transaction). */
export function readSingleton(sql: SqlRunner, def: SingletonTable, occurrence_id: number): Promise<Record<string, unknown> | undefined> {
  return sql.get(`SELECT ${def.fields.join(', ')} FROM ${def.table} WHERE occurrence_id = ?`, [occurrence_id]);
}

/**
 * Locks the observation `occurrence_id` until transaction `tx` ends (PostgreSQL `FOR UPDATE`;
 * SQLite's transaction holds the write lock), so that two writers of its sub-resource take turns
 * even while it has none yet; false when the observation is gone.
 */
export async function lockOwner(tx: SqlRunner, occurrence_id: number): Promise<boolean> {
  return (await tx.get(`SELECT 1 AS found FROM observations WHERE occurrence_id = ?${tx.dialect.forUpdate}`, [occurrence_id])) !== undefined;
}

/**
 * Creates or updates the sub-resource of `occurrence_id` with the given fields (absent ones keep
 * their value), and touches the observation's `updated_at`, in transaction `tx`. `fields` are
 * validated keys of `def.fields`.
 */
export async function writeSingleton(tx: SqlRunner, def: SingletonTable, occurrence_id: number, fields: Readonly<Record<string, unknown>>): Promise<void> {
  const keys = Object.keys(fields);
  // ON CONFLICT DO NOTHING: the spelling both stores know of SQLite's INSERT OR IGNORE
  await tx.run(`INSERT INTO ${def.table} (occurrence_id) VALUES (?) ON CONFLICT (occurrence_id) DO NOTHING`, [occurrence_id]);
  if (keys.length) await tx.run(`UPDATE ${def.table} SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE occurrence_id = ?`, [...Object.values(fields), occurrence_id]);
  await tx.run('UPDATE observations SET updated_at = ? WHERE occurrence_id = ?', [nowIso(), occurrence_id]);
}

/** Deletes the sub-resource of `occurrence_id` in transaction `tx`; false when it had none. */
export async function deleteSingleton(tx: SqlRunner, def: SingletonTable, occurrence_id: number): Promise<boolean> {
  return (await tx.run(`DELETE FROM ${def.table} WHERE occurrence_id = ?`, [occurrence_id])).changes > 0;
}
