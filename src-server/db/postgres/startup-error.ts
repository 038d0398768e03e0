/**
 * What start-up on PostgreSQL found missing, as one error whose message says what to do.
 * `reason` lets callers (the CLI, tests) tell the cases apart without parsing the text.
 */

/** Why the PostgreSQL store could not start. */
export type PostgresStartupReason =
  | 'unreachable'
  | 'authentication'
  | 'no-database'
  | 'postgis-not-installed'
  | 'postgis-not-created'
  | 'migrations-behind'
  | 'migrations-ahead'
  | 'migration-changed'
  | 'migration-failed';

/** Start-up of the PostgreSQL store refused; the message names what is missing and how to fix it. */
export class PostgresStartupError extends Error {
  constructor(readonly reason: PostgresStartupReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PostgresStartupError';
  }
}

interface Target {
  host: string;
  port: number;
  database: string;
  user: string;
}

/** node-postgres and Node socket errors carry a `code`: SQLSTATE or errno name. */
const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * Turns a failed first connection into a {@link PostgresStartupError}: server unreachable (host
 * and port named), authentication refused (user named), database missing. Other errors are
 * returned unchanged.
 */
export function connectionProblem(error: unknown, target: Target): unknown {
  const code = codeOf(error);
  const where = `${target.host}:${target.port}`;
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH' || code === 'ETIMEDOUT' || code === 'EAI_AGAIN'
    || /timeout/i.test(detail) && !code) {
    return new PostgresStartupError('unreachable',
      `PostgreSQL server at ${where} is unreachable (${detail}). Is it running (pg_lsclusters; sudo pg_ctlcluster 15 main start) and listening on that host and port?`,
      { cause: error });
  }
  if (code === '28P01' || code === '28000') {
    return new PostgresStartupError('authentication',
      `PostgreSQL at ${where} refused user "${target.user}" (${detail}). Check the user name and password in the connection URL and pg_hba.conf.`,
      { cause: error });
  }
  if (code === '3D000') {
    return new PostgresStartupError('no-database',
      `PostgreSQL at ${where} has no database "${target.database}". Create it: createdb ${target.database}  (or CREATE DATABASE ${target.database};), then CREATE EXTENSION postgis; in it.`,
      { cause: error });
  }
  return error;
}

/**
 * The error for a database without PostGIS. `available`: the server has the extension's files
 * (only `CREATE EXTENSION` is missing); otherwise the Debian package for the server's major
 * version is named.
 */
export function postgisProblem(target: Target, available: boolean, serverMajorVersion: number): PostgresStartupError {
  const create = `psql -d ${target.database} -c 'CREATE EXTENSION postgis;'  (as a superuser)`;
  if (available) {
    return new PostgresStartupError('postgis-not-created',
      `PostGIS is installed on the PostgreSQL server at ${target.host}:${target.port} but not created in database "${target.database}". Run: ${create}`);
  }
  const debianPackage = `postgresql-${serverMajorVersion}-postgis-3`;
  return new PostgresStartupError('postgis-not-installed',
    `PostGIS is not installed on the PostgreSQL server at ${target.host}:${target.port}. Install it (Debian/Ubuntu: sudo apt-get install ${debianPackage}), then run: ${create}`);
}
