import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema.js';
import { rebuildObservationCells } from './observation-cells.js';
import { addPublishedColumns, republishNeophytes } from './published-neophytes.js';
import { registerSpatialFunctions } from '../query/spatial.js';
import { registerTextFunctions } from '../query/text-functions.js';

/** A better-sqlite3 connection to the service database. */
export type Db = Database.Database;

/**
 * Makes the database file readable and writable by its owner only (0600): it holds access and
 * refresh tokens and the signing keys. Created so before SQLite opens it; SQLite gives its `-wal`
 * and `-shm` files the database file's mode. An existing file of an older version is tightened.
 * POSIX modes only: on Windows chmod changes nothing but the read-only flag.
 */
function restrictToOwner(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
}

/**
 * Registers the SQL functions the service's statements call on a connection: `footprint_intersects`
 * (query/spatial.ts) and `fold` (query/text-functions.ts). SQLite keeps functions per connection,
 * so every opener needs them; {@link openDatabase} and {@link openReadOnlyDatabase} call this.
 */
export function registerSqlFunctions(db: Db): void {
  registerSpatialFunctions(db);
  registerTextFunctions(db);
}

/**
 * Opens (creating when missing, mode 0600) the SQLite database at `file`, applies the schema and
 * registers the service's SQL functions ({@link registerSqlFunctions}): the service, the seeding,
 * the tests and the benches all open it here. `':memory:'` gives a throw-away database for tests.
 * WAL journal, foreign keys on. Throws better-sqlite3's `SqliteError` when the file cannot be opened.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') restrictToOwner(file);
  const db = new Database(file);
  registerSqlFunctions(db);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('cache_size = -32768'); // 32 MiB page cache: the service must stay within 300 MB resident
  db.pragma('temp_store = MEMORY');
  addPublishedColumns(db);
  db.exec(SCHEMA_SQL);
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION));
  if (!getMeta(db, 'observation_counts')) recountObservations(db);
  if (!getMeta(db, 'observation_cells')) recountObservationCells(db);
  if (!getMeta(db, 'published_neophytes')) republishNeophytes(db);
  // Query plans (covering index vs R*Tree) depend on table statistics (sqlite.org/lang_analyze.html).
  db.pragma('optimize=0x10002');
  return db;
}

/**
 * Opens an existing database `file` read-only, with the service's SQL functions and a page cache
 * of `cacheSizeInMiB` (the cluster worker's own connection). Does not apply the schema. Throws
 * better-sqlite3's `SqliteError` when the file is missing or cannot be opened.
 */
export function openReadOnlyDatabase(file: string, cacheSizeInMiB: number): Db {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma(`cache_size = -${Math.round(cacheSizeInMiB * 1024)}`);
  registerSqlFunctions(db);
  return db;
}

/**
 * Fills `observation_counts` from the observations: for a database made before the table existed,
 * or after a bulk load without its triggers (bulk-load.ts, which clears meta `observation_counts`
 * first so that a load cut short is counted on the next open). Sets meta `observation_counts`.
 */
export function recountObservations(db: Db): void {
  db.transaction(() => {
    db.exec(`DELETE FROM observation_counts;
      INSERT INTO observation_counts (dataset_id, observations) SELECT dataset_id, count(*) FROM observations GROUP BY dataset_id`);
    setMeta(db, 'observation_counts', 'maintained by triggers');
  })();
}

/**
 * Fills `observation_cells` (rebuildObservationCells) and sets meta `observation_cells`, in one
 * transaction: for a database made before the table existed, or after a bulk load.
 */
export function recountObservationCells(db: Db): void {
  db.transaction(() => {
    rebuildObservationCells(db);
    setMeta(db, 'observation_cells', 'maintained by triggers');
  })();
}

/** Reads a value from the `meta` table, or `undefined`. */
export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/** Writes a value into the `meta` table. */
export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
