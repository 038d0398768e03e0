/**
 * The PostgreSQL connection pool of the service (node-postgres). One pool per process; every
 * route, the OAuth adapter and the seeding take their connections from it.
 */
import pg from 'pg';

/** A node-postgres pool on the service database. */
export type PgPool = pg.Pool;
/** One connection checked out of a {@link PgPool} (release it). */
export type PgClient = pg.PoolClient;

/** Connections per process: the service's requests are short; two processes stay well below PostgreSQL's default of 100. */
const POOL_SIZE = 10;
/** How long a connection attempt may take before start-up reports the server unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Counts (`count(*)`, bigint) and their sums (`sum(bigint)` is numeric) come back as numbers
 * rather than node-postgres's default strings: the store stays far below 2^53 rows, and the schema
 * has no numeric column whose digits a double would lose. Scoped to the service's pools, not global.
 */
const AS_NUMBER = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const SERVICE_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    AS_NUMBER.has(oid) && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Creates a pool on `connectionString` (`postgres://user:password@host:port/database`, libpq's
 * URI form). Connects lazily; see open.ts for the start-up checks.
 */
export function createPool(connectionString: string, options: { max?: number } = {}): PgPool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'observation-service',
    types: SERVICE_TYPES,
  });
  // An idle connection that the server drops (restart, admin kill) is replaced by the pool; without
  // a listener the 'error' event would end the process.
  pool.on('error', () => {});
  return pool;
}

/** Where a connection string points, for messages (never the password): `host:port/database` as user `user`. */
export function describeTarget(connectionString: string): { host: string; port: number; database: string; user: string } {
  const url = new URL(connectionString);
  return {
    host: url.hostname || 'localhost',
    port: url.port ? Number(url.port) : 5432,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres',
    user: decodeURIComponent(url.username) || process.env.USER || 'postgres',
  };
}

/** True for a `postgres://` or `postgresql://` URL: how `--database` tells PostgreSQL from a SQLite file. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value);
}
