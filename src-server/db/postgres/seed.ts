/**
 * The demo data and synthetic observations on the PostgreSQL store, from the same generators as
 * on SQLite (db/seed/). The demo data (reference tables, people, projects, ~3,000 observations)
 * is made by seedDemo in an in-memory SQLite database and copied over table by table: every step
 * of it is reused unchanged, in a fraction of a second's copy. Synthetic observations (millions)
 * go from ObservationGenerator, in a worker thread (synthetic-batches.ts), into COPY streams
 * (copy-observations.ts), with the loaded tables' triggers off and their work done once (bulk-load.ts).
 */
import { openDatabase } from '../open.js';
import { buildSeedContext, SEED_CONTEXT_SQL, type SeedContextRows } from '../seed/context.js';
import { SEED_TABLES, seedDemo, type SeedDemoOptions } from '../seed/index.js';
import { copyRows } from './copy.js';
import { BULK_TABLES, countLoaded, dropForeignKeys, dropSecondaryIndexes, dropUniqueConstraints, setBulkTriggers } from './bulk-load.js';
import { copyBatch } from './copy-observations.js';
import { readPublishingData } from './published-values.js';
import { syntheticBatches, type SyntheticPlan } from './synthetic-batches.js';
import type { PgClient, PgPool } from './pool.js';

/** Advisory lock key held while seeding, so that two processes starting on an empty database seed once. */
export const SEED_LOCK_KEY = 516_052_002;

/** Observations per COPY batch of {@link seedSyntheticPostgres} (about 40 MB of COPY text, two of them generated ahead). */
const SYNTHETIC_BATCH = 50_000;
/** From this many observations on, the secondary indexes are built after the load instead of row by row. */
const DEFER_INDEXES_FROM = 20_000;
/**
 * Memory in bytes for the index builds after a load of `count` observations, unless the server's
 * setting is larger already: a sort in memory, not in temporary files. The sort of one index holds
 * every row's key (about 60–100 bytes with its overhead, shared by the build's parallel workers):
 * 512 MB up to ~2M rows, then 256 bytes a row up to 2 GB (the text keys of a 10M load spilled at
 * 512 MB; at 1M, 48 MB against 200 MB made such an index 1.5–2× slower).
 */
export function bulkMaintenanceWorkMem(count: number): number {
  return Math.min(Math.max(count * 256, 512 * 2 ** 20), 2 * 2 ** 30);
}

/** Runs `work` in one transaction holding the seeding lock. */
async function seeding<T>(pool: PgPool, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  } finally {
    client.release();
  }
}

async function getMeta(client: PgClient | PgPool, key: string): Promise<string | undefined> {
  return (await client.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key])).rows[0]?.value;
}

async function setMeta(client: PgClient, key: string, value: string): Promise<void> {
  await client.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
}

/** Sets every identity sequence past the largest id of its table (after rows were copied with their ids). */
async function syncIdentitySequences(client: PgClient): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES'`);
  for (const { table_name: table, column_name: column } of rows) {
    await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max("${column}") FROM "${table}"), 1),
      (SELECT max("${column}") FROM "${table}") IS NOT NULL)`, [table, column]);
  }
}

/** Outcome of {@link seedDemoPostgres}. */
export interface PostgresSeedReport {
  /** True when the database was already seeded (meta `seeded`) and nothing was done. */
  skipped: boolean;
  durationMs: number;
  /** Rows copied per table (empty when skipped). */
  copied: Record<string, number>;
}

/**
 * Fills an empty PostgreSQL store with the demo data (the same as seedDemo makes on SQLite, ids
 * included), in one transaction, and copies the demo photos into `options.filesDir` (the documents
 * folder). Does nothing when meta `seeded` is set. Two processes calling it at once seed once (an
 * advisory lock; the second finds `seeded`).
 * @throws when a resource file is missing or malformed, or the copy fails (nothing is kept).
 */
export async function seedDemoPostgres(pool: PgPool, options: SeedDemoOptions): Promise<PostgresSeedReport> {
  const t0 = performance.now();
  if (await getMeta(pool, 'seeded')) return { skipped: true, durationMs: performance.now() - t0, copied: {} };
  const copied: Record<string, number> = {};
  // Staged under the lock: a second process starting at the same time waits, then finds it done.
  const skipped = await seeding(pool, async (client) => {
    if (await getMeta(client, 'seeded')) return true;
    const staging = openDatabase(':memory:');
    try {
      await seedDemo(staging, options);
      // The R*Tree tables have no counterpart: the GiST indexes of the footprints replace them.
      for (const table of SEED_TABLES.filter((t) => !t.endsWith('_rtree'))) {
        const columns = staging.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
        const rows = staging.prepare(`SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM ${table}`).raw().iterate() as Iterable<unknown[]>;
        copied[table] = await copyRows(client, table, columns, rows);
      }
      await syncIdentitySequences(client);
      await setMeta(client, 'seeded', String(staging.prepare("SELECT value FROM meta WHERE key = 'seeded'").pluck().get()));
      return false;
    } finally {
      staging.close();
    }
  });
  if (!skipped) await pool.query('ANALYZE');
  return { skipped, durationMs: performance.now() - t0, copied: skipped ? {} : copied };
}

/** The rows of the seed context (db/seed/context.ts) read from the PostgreSQL store: the same queries as on SQLite. */
async function readSeedContextRows(client: PgClient): Promise<SeedContextRows> {
  const rows: Partial<SeedContextRows> = {};
  for (const [part, sql] of Object.entries(SEED_CONTEXT_SQL) as Array<[keyof SeedContextRows, string]>) {
    (rows as Record<string, unknown[]>)[part] = (await client.query(sql)).rows;
  }
  return rows as SeedContextRows;
}

/** How many observations {@link seedSyntheticPostgres} has added (meta `synthetic_observations`). */
export async function syntheticCountPostgres(pool: PgPool): Promise<number> {
  return Number((await getMeta(pool, 'synthetic_observations')) ?? 0);
}

/** Options of {@link seedSyntheticPostgres}. */
export interface SeedSyntheticPostgresOptions {
  /** Seed of the generator (default 1). */
  seed?: number;
  /** From this many observations on, secondary indexes, unique constraints and foreign keys are dropped and built after the load (default 20,000; tests lower it). */
  deferIndexesFrom?: number;
  /** Where the rows are generated: a worker thread overlapping the COPY (default), or the calling thread. */
  thread?: 'worker' | 'calling';
  /** Called after each phase with its name and wall-clock duration in milliseconds (bench/postgres-seed.ts prints the split). */
  onPhase?: (phase: string, duration_ms: number) => void;
}

/**
 * Adds `count` generated observations (with observers, neophyte data, validations, supplements)
 * to the three public neophyte projects, as seedSynthetic does on SQLite, by COPY in batches of
 * 50,000, all in one transaction (a process killed midway leaves the store as it was). The user
 * triggers of the loaded tables are off during the load: each row carries its published-neophyte
 * values (published-values.ts) and the counts, cells and data versions are added once at the end
 * (bulk-load.ts `countLoaded`). From 20,000 on, the secondary indexes, unique constraints (the
 * observations' `uuid`) and foreign keys of those tables are dropped first and built once after
 * the load; the primary keys stay. Ends with VACUUM (ANALYZE) of the loaded tables after the
 * commit: the planner's statistics, and the visibility map that lets the cluster tiles read their
 * covering indexes alone (migrations 090, 091: index-only scans need all-visible pages; without
 * it every tile fetched its rows from the table until autovacuum came by).
 * Deterministic for a given `seed` and store (the stream is mixed with the first new occurrence_id).
 * @returns the number of observations added.
 * @throws Error when the demo data is missing (seedDemoPostgres first), RangeError for a bad count,
 *   the database's error when a row breaks a constraint (nothing of the load is kept).
 */
export async function seedSyntheticPostgres(pool: PgPool, count: number, options: SeedSyntheticPostgresOptions = {}): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, not ${count}`);
  if (count === 0) return 0;
  let mark = performance.now();
  const phase = (name: string): void => {
    const now = performance.now();
    options.onPhase?.(name, now - mark);
    mark = now;
  };
  await seeding(pool, async (client) => {
    const contextRows = await readSeedContextRows(client);
    buildSeedContext(contextRows); // throws here, before anything is dropped, when the demo data is missing
    // Reserve the ids: sequences are not transactional, so a service process inserting meanwhile
    // draws past the block; a rollback leaves a gap, never a clash.
    const first = Number((await client.query<{ id: string }>(
      "SELECT nextval(pg_get_serial_sequence('observations', 'occurrence_id')) AS id")).rows[0]!.id);
    const last = first + count - 1;
    await client.query("SELECT setval(pg_get_serial_sequence('observations', 'occurrence_id'), $1)", [last]);
    const plan: SyntheticPlan = { contextRows, publishing: await readPublishingData(client), firstId: first, count,
      seed: options.seed ?? 1, now: new Date().toISOString(), batchSize: SYNTHETIC_BATCH };
    const bulk = count >= (options.deferIndexesFrom ?? DEFER_INDEXES_FROM);
    const indexes = bulk ? await dropSecondaryIndexes(client) : [];
    const foreignKeys = bulk ? await dropForeignKeys(client) : [];
    const uniques = bulk ? await dropUniqueConstraints(client) : [];
    await setBulkTriggers(client, 'DISABLE');
    phase('prepare (seed context, drop indexes and foreign keys, triggers off)');
    for await (const batch of syntheticBatches(plan, options.thread)) {
      phase('wait for generated rows');
      await copyBatch(client, batch);
      phase('COPY');
    }
    await setBulkTriggers(client, 'ENABLE');
    await countLoaded(client, first, last);
    phase('counts, cells, neophyte counts (set-based)');
    await client.query(`SELECT set_config('maintenance_work_mem', $1::bigint || 'kB', true)
      WHERE pg_size_bytes(current_setting('maintenance_work_mem')) < $1::bigint * 1024`, [Math.floor(bulkMaintenanceWorkMem(count) / 1024)]);
    for (const statement of uniques) await client.query(statement);
    for (const definition of indexes) await client.query(definition);
    phase('build indexes');
    for (const statement of foreignKeys) await client.query(statement);
    phase('add foreign keys');
    const before = Number((await getMeta(client, 'synthetic_observations')) ?? 0);
    await setMeta(client, 'synthetic_observations', String(before + count));
  });
  phase('commit');
  await pool.query(`VACUUM (ANALYZE) ${BULK_TABLES.join(', ')}`);
  phase('VACUUM (ANALYZE)');
  return count;
}
