import type { Db } from '../db/open.js';
import { cached } from '../query/list.js';
import { nowIso } from './dates.js';

/** A one-per-observation sub-resource stored in its own table keyed by `occurrence_id`. */
export interface SingletonTable {
  /** Table, with `occurrence_id` as primary key and one column per field. */
  table: string;
  fields: readonly string[];
}

/** The stored fields of the sub-resource of `occurrence_id`, or undefined when it has none. */
export function readSingleton(db: Db, def: SingletonTable, occurrence_id: number): Record<string, unknown> | undefined {
  return cached(db, `SELECT ${def.fields.join(', ')} FROM ${def.table} WHERE occurrence_id = ?`).get(occurrence_id) as Record<string, unknown> | undefined;
}

/**
 * Creates or updates the sub-resource of `occurrence_id` with the given fields (absent ones keep
 * their value), and touches the observation's `updated_at`, in one transaction. `fields` are
 * validated keys of `def.fields`.
 */
export function writeSingleton(db: Db, def: SingletonTable, occurrence_id: number, fields: Readonly<Record<string, unknown>>): void {
  const keys = Object.keys(fields);
  db.transaction(() => {
    cached(db, `INSERT OR IGNORE INTO ${def.table} (occurrence_id) VALUES (?)`).run(occurrence_id);
    if (keys.length)
      db.prepare(`UPDATE ${def.table} SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE occurrence_id = @occurrence_id`).run({ ...fields, occurrence_id });
    cached(db, 'UPDATE observations SET updated_at = ? WHERE occurrence_id = ?').run(nowIso(), occurrence_id);
  })();
}

/** Deletes the sub-resource of `occurrence_id`; false when it had none. */
export function deleteSingleton(db: Db, def: SingletonTable, occurrence_id: number): boolean {
  return cached(db, `DELETE FROM ${def.table} WHERE occurrence_id = ?`).run(occurrence_id).changes > 0;
}
