/**
 * What a bulk load of observations (seed.ts `seedSyntheticPostgres`) turns off on the PostgreSQL
 * store and does once, set-based, at its end instead of per row or per statement. Every step runs
 * in the load's transaction (PostgreSQL's DDL is transactional), so a load that fails or is killed
 * leaves the triggers, indexes and foreign keys as they were and no row of it.
 */
import type { PgClient } from './pool.js';

/** Tables a bulk load writes: their triggers go off, their secondary indexes and foreign keys may be dropped and built again. */
export const BULK_TABLES = ['observations', 'observation_observers', 'validation_history', 'neophytes', 'supplements'];

/** work_mem of {@link countLoaded}'s grouping, unless the server's is larger (transaction-local). */
const COUNT_WORK_MEM = '256MB';

/**
 * Turns the user triggers of {@link BULK_TABLES} off (`DISABLE`) or on again (`ENABLE`). Off, a
 * COPY runs none of migration 001's counts and cells per statement, 040's publishing per row, nor
 * 020's data-version note: the rows carry their published values (published-values.ts) and
 * {@link countLoaded} does the rest once. Foreign-key triggers are internal and stay as they are.
 */
export async function setBulkTriggers(client: PgClient, state: 'DISABLE' | 'ENABLE'): Promise<void> {
  for (const table of BULK_TABLES) await client.query(`ALTER TABLE ${table} ${state} TRIGGER USER`);
}

/**
 * Does for the observations `first`…`last` (occurrence ids, loaded with the triggers off) what the
 * statement triggers would have done: adds them to `observation_counts`, `observation_cells` (every
 * level of CELL_LEVELS, db/observation-cells.ts) and `neophyte_counts`, and notes the loaded tables
 * for the data-version bump at commit (migration 020). One scan of the loaded rows for all three
 * (grouping sets: per project and status, per project and neophyte flag, per project and level-17
 * cell; three scans took 8–14 s of a 1,000,000 load), the coarser cell levels summed from level 17
 * (a cell of level L − k is the one of level L shifted right by k bits, exactly: the index's
 * scaling by 2^L is exact in floating point, so both floors agree). Upserts in key order, as the
 * triggers do.
 */
export async function countLoaded(client: PgClient, first: number, last: number): Promise<void> {
  // The cell grouping holds up to one entry per finest cell: hashed in memory rather than spilled.
  await client.query(`SELECT set_config('work_mem', $1, true) WHERE pg_size_bytes(current_setting('work_mem')) < pg_size_bytes($1)`, [COUNT_WORK_MEM]);
  await client.query(`WITH loaded AS (
      SELECT dataset_id, validation, is_neophyte, decimal_longitude, decimal_latitude, on_map,
        CASE WHEN on_map THEN cell_x(decimal_longitude, 17) END AS x, CASE WHEN on_map THEN cell_y(decimal_latitude, 17) END AS y
      FROM observations, LATERAL (SELECT decimal_longitude IS NOT NULL AND decimal_latitude BETWEEN -85.05112878 AND 85.05112878 AS on_map) m
      WHERE occurrence_id BETWEEN $1 AND $2),
    grouped AS MATERIALIZED (
      SELECT GROUPING(validation, is_neophyte, x, y) AS grouping_set, dataset_id, validation, is_neophyte, x, y,
        count(*) AS n, sum(decimal_longitude) AS lon, sum(decimal_latitude) AS lat
      FROM loaded GROUP BY GROUPING SETS ((dataset_id, validation), (dataset_id, is_neophyte), (dataset_id, x, y))),
    counted AS (
      INSERT INTO observation_counts AS c (dataset_id, validation, observations)
      SELECT dataset_id, validation, n FROM grouped WHERE grouping_set = ${0b0111} ORDER BY 1, 2 NULLS FIRST
      ON CONFLICT ON CONSTRAINT observation_counts_scope DO UPDATE SET observations = c.observations + excluded.observations),
    neophytes AS (
      INSERT INTO neophyte_counts AS c (dataset_id, observations)
      SELECT dataset_id, n FROM grouped WHERE grouping_set = ${0b1011} AND is_neophyte = 1 ORDER BY 1
      ON CONFLICT (dataset_id) DO UPDATE SET observations = c.observations + excluded.observations)
    INSERT INTO observation_cells AS c (level, dataset_id, cell_x, cell_y, observations, sum_longitude, sum_latitude)
    SELECT l.level, f.dataset_id, f.x >> (17 - l.level), f.y >> (17 - l.level), sum(f.n), sum(f.lon), sum(f.lat)
    FROM grouped f CROSS JOIN unnest(ARRAY[5, 8, 11, 14, 17]) AS l (level)
    WHERE f.grouping_set = ${0b1100} AND f.x IS NOT NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, dataset_id, cell_x, cell_y) DO UPDATE SET observations = c.observations + excluded.observations,
      sum_longitude = c.sum_longitude + excluded.sum_longitude, sum_latitude = c.sum_latitude + excluded.sum_latitude`, [first, last]);
  await client.query(`INSERT INTO data_version_marks AS m (transaction_id, tables) VALUES (txid_current(), $1)
    ON CONFLICT (transaction_id) DO UPDATE SET tables = ARRAY(SELECT DISTINCT unnest(m.tables || EXCLUDED.tables))`, [BULK_TABLES]);
}

/**
 * Drops the foreign keys of {@link BULK_TABLES}; returns the statements that add them again.
 * Checked row by row, they were about half of a load's COPY time (ten keys: four lookups per
 * observation, one or two per dependent row); added again after the load, each is checked by one
 * join over the whole table, and a row that breaks one fails the load (it is one transaction).
 */
export async function dropForeignKeys(client: PgClient): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND t.relname = ANY($1) AND t.relnamespace = current_schema()::regnamespace ORDER BY 1, 2`, [BULK_TABLES]);
  for (const { table_name: table, name } of rows) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  return rows.map((r) => `ALTER TABLE ${r.table_name} ADD CONSTRAINT ${r.name} ${r.definition}`);
}

/** Drops the indexes of {@link BULK_TABLES} that back no constraint; returns their definitions to build them again. */
export async function dropSecondaryIndexes(client: PgClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY($1) AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`, [BULK_TABLES]);
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  return rows.map((r) => r.definition);
}

/**
 * Drops the unique constraints (not the primary keys) of {@link BULK_TABLES} that no foreign key
 * refers to; returns the statements that add them again. `observations.uuid` takes random keys,
 * so its index, kept during the COPY, took each row at a random leaf: inserting 1,000,000 rows
 * cost the backend 12.3–12.8 s of CPU with it and 2.5–3.3 s without, adding the constraint after
 * 4.2–4.7 s (one sort; docs/storage.md, session 27). A duplicate key then fails the load when
 * the constraint is added (one transaction: nothing of it is kept), as the row would have.
 */
export async function dropUniqueConstraints(client: PgClient): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'u' AND t.relname = ANY($1) AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = c.conindid) ORDER BY 1, 2`, [BULK_TABLES]);
  for (const { table_name: table, name } of rows) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  return rows.map((r) => `ALTER TABLE ${r.table_name} ADD CONSTRAINT ${r.name} ${r.definition}`);
}
