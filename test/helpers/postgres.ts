/**
 * The PostgreSQL half of the integration suite. `OBSERVATION_TEST_DATABASE_URL` names a database
 * with PostGIS that serves only as the template of the databases the tests create and drop
 * (`CREATE DATABASE … TEMPLATE`, so the user needs CREATEDB; .ci/run starts such a cluster with
 * scripts/ci/postgres-cluster.sh). Without it the PostgreSQL tests are left out with a message on
 * standard error, except under CI (`CI` set), where they fail.
 */
import { randomBytes } from 'node:crypto';
import { describe, inject, it } from 'vitest';
import pg from 'pg';

/** The environment variable naming the test template database. */
export const TEST_DATABASE_ENV = 'OBSERVATION_TEST_DATABASE_URL';

/** A store the integration suite runs against. */
export type StoreKind = 'sqlite' | 'postgres';

/** The template database URL, or undefined when none is configured. */
export function postgresTemplateUrl(): string | undefined {
  return process.env[TEST_DATABASE_ENV] || undefined;
}

const SKIP_NOTE = `left out: no PostgreSQL configured (set ${TEST_DATABASE_ENV}=postgres://user:password@host:port/template_db, a database with PostGIS; see README "PostgreSQL")`;

/**
 * `describe` for tests that need PostgreSQL: runs `body` with the template URL; without one the
 * suite is not registered and standard error says why; under CI it fails instead.
 */
export function describePostgres(name: string, body: (templateUrl: string) => void): void {
  const url = postgresTemplateUrl();
  if (url) describe(name, () => body(url));
  else if (process.env.CI) describe(name, () => it(`needs PostgreSQL under CI: ${TEST_DATABASE_ENV} is not set`, () => {
    throw new Error(`${TEST_DATABASE_ENV} is not set: .ci/run starts a cluster (scripts/ci/postgres-cluster.sh) and must export it`);
  }));
  // Outside CI without a server the suite is left out (not registered as skipped), with the reason.
  else process.stderr.write(`PostgreSQL tests "${name}" ${SKIP_NOTE}\n`);
}

/**
 * Runs one integration suite against both stores (`describe.each`): `body` gets `'sqlite'` or
 * `'postgres'` and the PostgreSQL template URL (empty for SQLite). The PostgreSQL half follows
 * {@link describePostgres}.
 */
export function describeEachStore(name: string, body: (store: StoreKind, templateUrl: string) => void): void {
  describe(`${name} [sqlite]`, () => body('sqlite', ''));
  describePostgres(`${name} [postgres]`, (url) => body('postgres', url));
}

/** A database made for one test file. */
export interface TestDatabase {
  url: string;
  name: string;
  /** Drops the database (ending its connections first). */
  drop(): Promise<void>;
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.href;
}

async function admin<T>(templateUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(templateUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh database from the template (PostGIS already in it, nothing else), or a bare one
 * without PostGIS (`{ postgis: false }`, from template0), or a copy of the run's migrated database
 * with the demo data (`{ seeded: true }`, made by test/global-setup.ts).
 */
export async function createTestDatabase(templateUrl: string, options: { postgis?: boolean; seeded?: boolean } = {}): Promise<TestDatabase> {
  const name = `obs_t_${randomBytes(6).toString('hex')}`;
  const template = options.postgis === false ? 'template0'
    : options.seeded ? inject('postgresSeededDatabase') : new URL(templateUrl).pathname.slice(1);
  if (!template) throw new Error('No seeded PostgreSQL template: test/global-setup.ts makes one when OBSERVATION_TEST_DATABASE_URL is set');
  await admin(templateUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE "${template.replaceAll('"', '""')}"`));
  return {
    url: databaseUrl(templateUrl, name),
    name,
    drop: () => admin(templateUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
