import { recountObservationCells, recountObservations, type Db } from './open.js';
import { SCHEMA_SQL } from './schema.js';
import { BULK_NEOPHYTE_COUNTS_TRIGGER_SQL } from './published-neophytes.js';

/** Tables whose secondary indexes a bulk load drops and builds again afterwards. */
const BULK_TABLES = ['observations', 'observation_observers', 'validation_history', 'neophytes', 'supplements'] as const;

/** Helper threads of SQLite's sorter while the indexes are built after a bulk load (the machine has two cores). */
const BULK_SORTER_THREADS = 2;

/** Page cache while bulk loading, negative = KiB (SQLite's convention): 256 MiB, given back afterwards. */
const BULK_CACHE_SIZE_IN_KIB = -262_144;

/**
 * Runs a bulk load (`load`) with the secondary indexes of the observation tables and the
 * triggers of `observation_counts` and `observation_cells` dropped, then builds the indexes again, counts once (projects and grid cells), refreshes the planner statistics and truncates the write-ahead log ({@link refreshStatistics}).
 * Building an index once over sorted keys costs a fraction of maintaining it row by row in random
 * order (the uuid and date indexes are written all over the B-tree); the service measured about
 * 5 minutes for 1,000,000 rows the other way. The index definitions come from SCHEMA_SQL (every
 * `CREATE INDEX IF NOT EXISTS`), so a process killed mid-load gets them back on the next
 * {@link openDatabase}; the UNIQUE and PRIMARY KEY indexes stay (SQLite cannot drop them).
 * `load` must commit its own transactions (a few thousand rows each keep the WAL small).
 * `onPhase` is called at the end of each step after `load` with the step's name (bench/sqlite-seed.ts times them).
 */
export function withIndexesDeferred<T>(db: Db, load: () => T, onPhase?: (phase: string) => void): T {
  const names = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
    AND tbl_name IN (SELECT value FROM json_each(?))`).pluck().all(JSON.stringify(BULK_TABLES)) as string[];
  // Every trigger of the loaded tables: the published-neophyte ones rewrote each inserted row a
  // second time (16% of the seeding's CPU); the loader's rows carry those values already
  // (seed/writer.ts), and the neophyte counts are kept by one light trigger instead.
  const triggers = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger'
    AND tbl_name IN (SELECT value FROM json_each(?))`).pluck().all(JSON.stringify(BULK_TABLES)) as string[];
  db.transaction(() => {
    for (const name of names) db.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`);
    // The per-project counts are made once afterwards; until then they are marked stale.
    for (const name of triggers) db.exec(`DROP TRIGGER "${name.replaceAll('"', '""')}"`);
    db.exec(BULK_NEOPHYTE_COUNTS_TRIGGER_SQL);
    db.prepare("DELETE FROM meta WHERE key IN ('observation_counts', 'observation_cells')").run();
  })();
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  // The UNIQUE uuid index and the R*Tree still take random-order writes: keep them in memory while loading.
  db.pragma(`cache_size = ${BULK_CACHE_SIZE_IN_KIB}`);
  try {
    return load();
  } finally {
    // Index builds sort every row: SQLite's sorter may use a second core for that (wall clock, not CPU).
    const threads = db.pragma('threads', { simple: true }) as number;
    db.pragma(`threads = ${BULK_SORTER_THREADS}`);
    db.exec(SCHEMA_SQL);
    db.pragma(`threads = ${threads}`);
    onPhase?.('build indexes and triggers');
    recountObservations(db);
    recountObservationCells(db);
    onPhase?.('counts and grid cells');
    db.pragma(`cache_size = ${cacheSize}`);
    refreshStatistics(db);
    onPhase?.('ANALYZE and WAL checkpoint');
  }
}

/** Rows of each index an ANALYZE after seeding samples (sqlite.org/lang_analyze.html "Approximate ANALYZE"). */
const ANALYSIS_LIMIT_ROWS = 1000;

/**
 * Ends a seeding step: planner statistics from a sample of each index, as PRAGMA optimize takes
 * them (a full ANALYZE reads every index of a million rows: 3 s of CPU, 12 s on a busy disk; query
 * plans, covering index vs R*Tree, depend on them), then the write-ahead log checkpointed and
 * truncated (seeding writes hundreds of MB through it; otherwise it stays on disk until shutdown).
 */
export function refreshStatistics(db: Db): void {
  db.pragma(`analysis_limit = ${ANALYSIS_LIMIT_ROWS}`);
  try {
    db.exec('ANALYZE');
  } finally {
    db.pragma('analysis_limit = 0');
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
}
