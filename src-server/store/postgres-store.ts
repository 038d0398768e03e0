/**
 * The PostgreSQL implementation of the storage interface (store/store.ts) over the service's
 * node-postgres pool (db/postgres/pool.ts, which parses 64-bit integers as numbers). Shared SQL
 * arrives with `?` placeholders and is numbered here (store/dialect.ts). Transactions take one
 * connection of the pool for their whole length (READ COMMITTED; the repositories lock the rows
 * they check with `FOR UPDATE`).
 */
import type pg from 'pg';
import { numberPlaceholders, postgresDialect } from './dialect.js';
import { pgCountCache } from './postgres-count-cache.js';
import type { RunResult, SqlRunner, Store } from './store.js';

/** Parameters as PostgreSQL binds them: the schema stores booleans as integers 0/1, as SQLite does (migration 001). */
export const bindParams = (params: readonly unknown[]): unknown[] => params.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));

/** `SQL` numbered once per text: the repositories send the same few statements again and again. */
const numbered = new Map<string, string>();
const MAX_NUMBERED = 512;
function toPostgres(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    text = numberPlaceholders(sql);
    if (numbered.size >= MAX_NUMBERED) numbered.delete(numbered.keys().next().value!);
    numbered.set(sql, text);
  }
  return text;
}

/** A runner over `queryable` (the pool, or one checked-out client inside a transaction). */
function postgresRunner(queryable: pg.Pool | pg.PoolClient, transaction: SqlRunner['transaction']): SqlRunner {
  const query = async <Row>(sql: string, params: readonly unknown[] = []) =>
    queryable.query<Row & pg.QueryResultRow>(toPostgres(sql), bindParams(params));
  return {
    dialect: postgresDialect,
    all: async <Row>(sql: string, params?: readonly unknown[]) => (await query<Row>(sql, params)).rows,
    get: async <Row>(sql: string, params?: readonly unknown[]) => (await query<Row>(sql, params)).rows[0],
    run: async (sql: string, params?: readonly unknown[]): Promise<RunResult> => ({ changes: (await query(sql, params)).rowCount ?? 0 }),
    count: async (sql: string, params?: readonly unknown[]) => Number((await query<{ n: number | string }>(sql, params)).rows[0]?.n ?? 0),
    transaction,
  };
}

/**
 * The store over `pool` (db/postgres/open.ts opened and migrated it). `close()` ends the pool.
 * Counts outside a transaction are reused while no process wrote their tables (store/postgres-count-cache.ts).
 */
export function createPgStore(pool: pg.Pool): Store {
  const transaction = async <T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const tx: SqlRunner = postgresRunner(client, (inner) => inner(tx));
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  const runner = postgresRunner(pool, transaction);
  return {
    ...runner,
    count: pgCountCache(runner),
    close: () => pool.end(),
  };
}
