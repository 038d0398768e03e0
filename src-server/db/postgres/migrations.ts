/**
 * Versioned migrations of the PostgreSQL store: `migrations/NNN_name.sql`, applied in order, each
 * in its own transaction together with its row in `schema_migrations`, so that a failure leaves
 * the database at the previous version (PostgreSQL's DDL is transactional). A session advisory
 * lock makes a second process that starts at the same time wait, then find nothing left to do.
 * A hand-rolled runner rather than a migration package: this is all of it (lock, order, one
 * transaction each, a checksum), and the packages bring their own CLI and configuration files.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgClient, PgPool } from './pool.js';
import { PostgresStartupError } from './startup-error.js';

/** The folder of the service's migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Key of the advisory lock held while migrating (any constant other code of this database does not use). */
export const MIGRATION_LOCK_KEY = 516_052_001;

/** One migration file. */
export interface Migration {
  /** The number before the underscore, e.g. 1 for `001_schema.sql`. */
  version: number;
  /** The file name without `.sql`, e.g. `001_schema`. */
  name: string;
  sql: string;
  /** SHA-256 (hex) of the SQL with line endings normalised: an applied migration must not change. */
  checksum: string;
}

const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

/**
 * Reads the migrations of `dir` in version order.
 * @throws Error for a `.sql` file not named `NNN_name.sql` or two files of one version.
 */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir).filter((file) => file.endsWith('.sql')).sort().map((file): Migration => {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration file ${file} is not named NNN_name.sql (lower case)`);
    const sql = readFileSync(`${dir}/${file}`, 'utf8');
    return { version: Number(match[1]), name: file.slice(0, -4), sql, checksum: createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex') };
  });
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]!.version === m.version) throw new Error(`Two migrations numbered ${m.version}: ${migrations[i - 1]!.name}, ${m.name}`);
  });
  return migrations;
}

const TABLE_SQL = /* sql */ `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

interface AppliedRow {
  version: number;
  name: string;
  checksum: string;
}

/** What the database has against what this service knows. */
export interface MigrationState {
  applied: AppliedRow[];
  /** Known and not applied, in order. */
  pending: Migration[];
}

async function appliedMigrations(client: PgClient | PgPool): Promise<AppliedRow[]> {
  const exists = await client.query<{ t: string | null }>("SELECT to_regclass('schema_migrations')::text AS t");
  if (!exists.rows[0]?.t) return [];
  return (await client.query<AppliedRow>('SELECT version, name, checksum FROM schema_migrations ORDER BY version')).rows;
}

/**
 * Compares the applied migrations with `known`.
 * @throws PostgresStartupError `migrations-ahead` when the database has a migration this service
 *   does not know (a newer service migrated it), `migration-changed` when an applied migration's
 *   file differs from what was applied.
 */
export async function migrationState(db: PgClient | PgPool, known: readonly Migration[] = readMigrations()): Promise<MigrationState> {
  const applied = await appliedMigrations(db);
  const byVersion = new Map(known.map((m) => [m.version, m]));
  for (const row of applied) {
    const file = byVersion.get(row.version);
    if (!file) {
      throw new PostgresStartupError('migrations-ahead',
        `The database has migration ${row.name}, which this version of the service does not know (it knows up to ${known.at(-1)?.name ?? 'none'}): update the service.`);
    }
    if (file.checksum !== row.checksum) {
      throw new PostgresStartupError('migration-changed',
        `Migration ${row.name} was changed after it was applied to this database: restore the file, and put the change in a new migration.`);
    }
  }
  const done = new Set(applied.map((row) => row.version));
  return { applied, pending: known.filter((m) => !done.has(m.version)) };
}

/**
 * Applies every pending migration, each in one transaction with its `schema_migrations` row,
 * holding the advisory lock {@link MIGRATION_LOCK_KEY} throughout (a concurrent call waits, then
 * applies nothing). Returns the names applied, oldest first.
 * @throws PostgresStartupError `migration-failed` naming the migration whose SQL failed (it and
 *   the later ones are not applied; earlier ones stay), or the errors of {@link migrationState}.
 */
export async function migrate(pool: PgPool, known: readonly Migration[] = readMigrations()): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(TABLE_SQL);
      const { pending } = await migrationState(client, known);
      const done: string[] = [];
      for (const migration of pending) {
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
            [migration.version, migration.name, migration.checksum]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new PostgresStartupError('migration-failed',
            `Migration ${migration.name} failed and was rolled back (the database stays at ${done.at(-1) ?? 'the version before'}): ${error instanceof Error ? error.message : String(error)}`,
            { cause: error });
        }
        done.push(migration.name);
      }
      return done;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Refuses a database that is behind: for a service started with migrations off (`--no-migrate`,
 * when the schema is changed by a deliberate `npm run server -- --database … --migrate-only`).
 * @throws PostgresStartupError `migrations-behind` naming every pending migration.
 */
export async function assertMigrated(pool: PgPool, known: readonly Migration[] = readMigrations()): Promise<void> {
  const { pending, applied } = await migrationState(pool, known);
  if (pending.length === 0) return;
  throw new PostgresStartupError('migrations-behind',
    `The database is behind: migration${pending.length > 1 ? 's' : ''} ${pending.map((m) => m.name).join(', ')} not applied (it is at ${applied.at(-1)?.name ?? 'no migration'}). Start the service once without --no-migrate, or run: npm run server -- --database <url> --migrate-only`);
}
