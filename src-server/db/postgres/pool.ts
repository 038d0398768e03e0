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
 * Settings of the service's sessions (libpq `options`, so no round trip per connection):
 * - `jit=off`: the count of a new filter at 1,000,000 observations costs enough for PostgreSQL
 *   to compile it, and the compilation took 0.86 s of its 7.8 s (EXPLAIN ANALYZE, docs/storage.md)
 *   for a statement run once; the service's statements are short and planned anew.
 * - `work_mem=64MB`: that count's bitmap of ~160,000 heap pages did not fit the default 4 MB and
 *   went lossy, so 172,000 rows more were read and tested against the polygon (6.2 s → 3.1 s). Per
 *   sort or bitmap of a session: 20 sessions of two processes stay within a few hundred MB in
 *   practice, as only the counts of new filters use that much.
 */
export const SESSION_SETTINGS = { jit: 'off', work_mem: '64MB' } as const;

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
    options: Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(' '),
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
