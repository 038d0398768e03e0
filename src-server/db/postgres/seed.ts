/**
 * The demo data and synthetic observations on the PostgreSQL store, from the same generators as
 * on SQLite (db/seed/). The demo data (reference tables, people, projects, ~3,000 observations)
 * is made by seedDemo in an in-memory SQLite database and copied over table by table: every step
 * of it is reused unchanged, in a fraction of a second's copy. Synthetic observations (millions)
 * go straight from ObservationGenerator into COPY streams (copy-observations.ts).
 */
import { openDatabase } from '../open.js';
import { buildSeedContext, SEED_CONTEXT_SQL, type SeedContextRows } from '../seed/context.js';
import { ObservationGenerator, type GeneratedProject } from '../seed/generator.js';
import { SEED_TABLES, seedDemo, SYNTHETIC_SOURCE_PREFIX, type SeedDemoOptions } from '../seed/index.js';
import { createRng, mixSeed } from '../seed/random.js';
import { copyRows } from './copy.js';
import { CopyObservationSink } from './copy-observations.js';
import type { PgClient, PgPool } from './pool.js';

/** Advisory lock key held while seeding, so that two processes starting on an empty database seed once. */
export const SEED_LOCK_KEY = 516_052_002;

/** Observations per COPY batch of {@link seedSyntheticPostgres} (one statement-level trigger run each). */
const SYNTHETIC_BATCH = 50_000;
/** From this many observations on, the secondary indexes are built after the load instead of row by row. */
const DEFER_INDEXES_FROM = 20_000;
/** Tables whose secondary indexes a large load drops and builds again (as db/bulk-load.ts on SQLite). */
const BULK_TABLES = ['observations', 'observation_observers', 'validation_history', 'neophytes', 'supplements'];

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

/** The seed context (db/seed/context.ts) read from the PostgreSQL store: the same queries as on SQLite. */
async function loadSeedContextFrom(client: PgClient): Promise<ReturnType<typeof buildSeedContext>> {
  const rows: Partial<SeedContextRows> = {};
  for (const [part, sql] of Object.entries(SEED_CONTEXT_SQL) as Array<[keyof SeedContextRows, string]>) {
    (rows as Record<string, unknown[]>)[part] = (await client.query(sql)).rows;
  }
  return buildSeedContext(rows as SeedContextRows);
}

/** How many observations {@link seedSyntheticPostgres} has added (meta `synthetic_observations`). */
export async function syntheticCountPostgres(pool: PgPool): Promise<number> {
  return Number((await getMeta(pool, 'synthetic_observations')) ?? 0);
}

/**
 * Adds `count` generated observations (with observers, neophyte data, validations, supplements)
 * to the three public neophyte projects, as seedSynthetic does on SQLite, by COPY in batches of
 * 50,000, all in one transaction (a process killed midway leaves the store as it was). From
 * 20,000 on, the secondary indexes of the observation tables are dropped first and built once
 * after the load; the counts tables stay current through their statement-level triggers (one
 * aggregate per batch). Ends with ANALYZE of the loaded tables. Deterministic for a given `seed`
 * and store (the stream is mixed with the first new occurrence_id).
 * `deferIndexesFrom` moves that threshold (tests).
 * @returns the number of observations added.
 * @throws Error when the demo data is missing (seedDemoPostgres first), RangeError for a bad count.
 */
export async function seedSyntheticPostgres(pool: PgPool, count: number, options: { seed?: number; deferIndexesFrom?: number } = {}): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, not ${count}`);
  if (count === 0) return 0;
  await seeding(pool, async (client) => {
    const ctx = await loadSeedContextFrom(client);
    // Reserve the ids: sequences are not transactional, so a service process inserting meanwhile
    // draws past the block; a rollback leaves a gap, never a clash.
    const first = Number((await client.query<{ id: string }>(
      "SELECT nextval(pg_get_serial_sequence('observations', 'occurrence_id')) AS id")).rows[0]!.id);
    await client.query("SELECT setval(pg_get_serial_sequence('observations', 'occurrence_id'), $1)", [first + count - 1]);
    const rng = createRng(mixSeed(options.seed ?? 1, first - 1));
    const bulk = count >= (options.deferIndexesFrom ?? DEFER_INDEXES_FROM);
    const sink = new CopyObservationSink(first, new Date().toISOString(), bulk ? await publishingStage(client) : undefined);
    const generator = new ObservationGenerator(ctx, rng, sink, SYNTHETIC_SOURCE_PREFIX);
    const projects: GeneratedProject[] = ['neoTI', 'neoZH', 'neoVD'];
    const indexes = bulk ? await dropSecondaryIndexes(client) : [];
    const foreignKeys = bulk ? await dropForeignKeys(client) : [];
    // Row by row, each neophytes row would run an UPDATE of its observation with every statement
    // trigger of `observations` (counts, cells, data version): most of a load's time. Off for the
    // load (transactional DDL: a killed load leaves it on), then one UPDATE for all rows at once.
    await client.query(`ALTER TABLE neophytes DISABLE TRIGGER ${NEOPHYTES_ROW_TRIGGER}`);
    for (let done = 0; done < count; done += SYNTHETIC_BATCH) {
      const n = Math.min(SYNTHETIC_BATCH, count - done);
      for (let i = 0; i < n; i++) generator.generate(rng.pick(projects));
      await sink.flush(client);
    }
    if (bulk) await client.query(`ALTER TABLE observations ENABLE TRIGGER ${OBSERVATIONS_ROW_TRIGGER}`);
    await republishControlledObservations(client, first, first + count - 1);
    await client.query(`ALTER TABLE neophytes ENABLE TRIGGER ${NEOPHYTES_ROW_TRIGGER}`);
    for (const definition of indexes) await client.query(definition);
    for (const statement of foreignKeys) await client.query(statement);
    const before = Number((await getMeta(client, 'synthetic_observations')) ?? 0);
    await setMeta(client, 'synthetic_observations', String(before + count));
  });
  await pool.query(`ANALYZE ${BULK_TABLES.join(', ')}`);
  return count;
}

/** The row trigger of migration 040 that computes an observation's published values before each write. */
const OBSERVATIONS_ROW_TRIGGER = 'observation_publish';

/**
 * A bulk load's way into `observations` with {@link OBSERVATIONS_ROW_TRIGGER} off (until the
 * caller turns it on again, in this transaction): each batch is copied into a temporary table and
 * moved by one INSERT … SELECT that computes `is_neophyte` and `published_event_date_utc` with
 * migration 040's own functions, joined once per batch; the trigger ran them as three queries per
 * row (40–50 % of the observations' insert time). Control data, copied later, is applied by
 * {@link republishControlledObservations}.
 */
async function publishingStage(client: PgClient): Promise<{ table: string; moveIn: (client: PgClient, columns: readonly string[]) => Promise<void> }> {
  const table = 'observation_load';
  await client.query(`CREATE TEMP TABLE ${table} (LIKE observations INCLUDING DEFAULTS) ON COMMIT DROP`);
  await client.query(`ALTER TABLE observations DISABLE TRIGGER ${OBSERVATIONS_ROW_TRIGGER}`);
  return {
    table,
    moveIn: async (c, columns) => {
      const list = columns.map((name) => `l.${name}`).join(', ');
      await c.query(`INSERT INTO observations (${columns.join(', ')}, is_neophyte, published_event_date_utc)
        SELECT ${list}, observation_is_neophyte(l.taxon_id, l.occurrence_id), published_event_date_utc(l.event_date, l.event_date_utc, p.date_rounding)
        FROM ${table} l LEFT JOIN projects p ON p.id = l.dataset_id`);
      await c.query(`TRUNCATE ${table}`);
    },
  };
}

/** The row trigger of migration 040 that republishes an observation when its neophyte control data comes or goes. */
const NEOPHYTES_ROW_TRIGGER = 'neophytes_publish';

/**
 * What {@link NEOPHYTES_ROW_TRIGGER} would have done for the observations `first`…`last`
 * (occurrence ids) loaded with it off: those with control data but not yet a neophyte observation
 * (a taxon that is none) are touched once, so that migration 040's row trigger recomputes them.
 */
async function republishControlledObservations(client: PgClient, first: number, last: number): Promise<void> {
  await client.query(`UPDATE observations o SET is_neophyte = 1 WHERE o.occurrence_id BETWEEN $1 AND $2 AND o.is_neophyte = 0
    AND EXISTS (SELECT 1 FROM neophytes n WHERE n.occurrence_id = o.occurrence_id)`, [first, last]);
}

/**
 * Drops the foreign keys of {@link BULK_TABLES}; returns the statements that add them again.
 * Checked row by row, they were about half of a load's COPY time (ten keys: four lookups per
 * observation, one or two per dependent row); added again after the load, each is checked by one
 * join over the whole table, and a row that breaks one fails the load (it is one transaction).
 */
async function dropForeignKeys(client: PgClient): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND t.relname = ANY($1) AND t.relnamespace = current_schema()::regnamespace ORDER BY 1, 2`, [BULK_TABLES]);
  for (const { table_name: table, name } of rows) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  return rows.map((r) => `ALTER TABLE ${r.table_name} ADD CONSTRAINT ${r.name} ${r.definition}`);
}

/** Drops the indexes of {@link BULK_TABLES} that back no constraint; returns their definitions to build them again. */
async function dropSecondaryIndexes(client: PgClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY($1) AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`, [BULK_TABLES]);
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  return rows.map((r) => r.definition);
}
