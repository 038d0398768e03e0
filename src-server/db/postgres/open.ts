/**
 * Opening the PostgreSQL store: connect, check PostGIS, bring the schema up to date (or refuse a
 * database that is behind), each failure as a {@link PostgresStartupError} that says what is missing.
 */
import { assertMigrated, migrate, readMigrations, type Migration } from './migrations.js';
import { createPool, describeTarget, type PgPool } from './pool.js';
import { connectionProblem, postgisProblem } from './startup-error.js';

/** Options of {@link openPostgres}. */
export interface OpenPostgresOptions {
  /** `apply` (default): apply pending migrations; `check`: refuse with `migrations-behind` instead. */
  migrations?: 'apply' | 'check';
  /** Migrations to use instead of the service's own (tests). */
  known?: readonly Migration[];
  /** Connections in the pool; default 10. */
  poolSize?: number;
}

/** An opened PostgreSQL store. */
export interface PostgresStore {
  pool: PgPool;
  /** Names of the migrations this start applied (empty when the database was up to date). */
  applied: string[];
  /** Ends the pool's connections. */
  close(): Promise<void>;
}

/**
 * Opens the store at `connectionString` (`postgres://user:password@host:port/database`).
 * @throws PostgresStartupError: `unreachable` (host:port named), `authentication`, `no-database`,
 *   `postgis-not-installed` (Debian package named), `postgis-not-created` (`CREATE EXTENSION`
 *   named), `migrations-behind` (with `migrations: 'check'`), `migrations-ahead`,
 *   `migration-changed`, `migration-failed` (see migrations.ts). The pool is ended on failure.
 */
export async function openPostgres(connectionString: string, options: OpenPostgresOptions = {}): Promise<PostgresStore> {
  const target = describeTarget(connectionString);
  const pool = createPool(connectionString, { max: options.poolSize });
  try {
    const client = await pool.connect().catch((error: unknown) => {
      throw connectionProblem(error, target);
    });
    try {
      const { rows } = await client.query<{ installed: boolean; available: boolean; major: number }>(
        `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'postgis') AS installed,
                EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'postgis') AS available,
                current_setting('server_version_num')::integer / 10000 AS major`);
      const state = rows[0]!;
      if (!state.installed) throw postgisProblem(target, state.available, state.major);
    } finally {
      client.release();
    }
    const known = options.known ?? readMigrations();
    let applied: string[] = [];
    if (options.migrations === 'check') await assertMigrated(pool, known);
    else applied = await migrate(pool, known);
    return { pool, applied, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
