import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres } from '../../../src-server/db/postgres/open.js';
import { MIGRATIONS_DIR, migrate, readMigrations } from '../../../src-server/db/postgres/migrations.js';
import { createPool } from '../../../src-server/db/postgres/pool.js';
import type { PostgresStartupError } from '../../../src-server/db/postgres/startup-error.js';
import { createTestDatabase, databaseUrl, describePostgres, type TestDatabase } from '../../helpers/postgres.js';

/** The error `promise` rejects with (fails when it resolves). */
async function failure(promise: Promise<unknown>): Promise<PostgresStartupError> {
  return promise.then(() => { throw new Error('expected start-up to fail'); }, (error: PostgresStartupError) => error);
}

/** A migrations folder: the service's own plus `extra` files (name → SQL). */
function migrationsWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'obs-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) writeFileSync(join(dir, name), sql);
  return dir;
}

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).rows.map((r) => r.t);
  } finally {
    await client.end();
  }
}

describePostgres('PostgreSQL start-up', (templateUrl) => {
  const made: TestDatabase[] = [];
  const dirs: string[] = [];
  const fresh = async (options?: { postgis?: boolean }): Promise<TestDatabase> => {
    const db = await createTestDatabase(templateUrl, options);
    made.push(db);
    return db;
  };
  afterAll(async () => {
    await Promise.all(made.map((db) => db.drop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('names host and port when the server is unreachable', async () => {
    const closed = new URL(templateUrl);
    closed.port = '1';
    const error = await failure(openPostgres(closed.href));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toContain(`${closed.hostname}:1 is unreachable`);
  });

  it('says the password was refused, without showing it', async () => {
    const wrong = new URL(templateUrl);
    wrong.password = 'not-the-password';
    const error = await failure(openPostgres(wrong.href));
    expect(error.reason).toBe('authentication');
    expect(error.message).toContain(`refused user "${decodeURIComponent(wrong.username)}"`);
    expect(error.message).not.toContain('not-the-password');
  });

  it('tells how to create a missing database', async () => {
    const error = await failure(openPostgres(databaseUrl(templateUrl, 'obs_no_such_database')));
    expect(error.reason).toBe('no-database');
    expect(error.message).toContain('createdb obs_no_such_database');
  });

  it('refuses a database without PostGIS, naming CREATE EXTENSION, and creates nothing in it', async () => {
    const bare = await fresh({ postgis: false });
    const error = await failure(openPostgres(bare.url));
    expect(error.reason).toBe('postgis-not-created');
    expect(error.message).toContain(`database "${bare.name}"`);
    expect(error.message).toContain('CREATE EXTENSION postgis');
    expect(await tables(bare.url)).toEqual([]);
  });

  it('applies 001 on an empty database, then nothing on the next start', async () => {
    const db = await fresh();
    const first = await openPostgres(db.url);
    await first.close();
    expect(first.applied).toEqual(readMigrations().map((m) => m.name));
    expect(await tables(db.url)).toEqual(expect.arrayContaining(['observations', 'observation_counts', 'schema_migrations', 'accounts']));
    const second = await openPostgres(db.url);
    await second.close();
    expect(second.applied).toEqual([]);
  });

  it('names the migrations a database is behind by when migrations are off', async () => {
    const db = await fresh();
    await (await openPostgres(db.url)).close();
    const dir = migrationsWith({ '901_later.sql': 'CREATE TABLE later (id integer);', '902_even_later.sql': 'SELECT 1;' });
    dirs.push(dir);
    const error = await failure(openPostgres(db.url, { migrations: 'check', known: readMigrations(dir) }));
    expect(error.reason).toBe('migrations-behind');
    expect(error.message).toContain('901_later, 902_even_later not applied');
  });

  it('refuses a database migrated by a newer service', async () => {
    const db = await fresh();
    const dir = migrationsWith({ '901_later.sql': 'SELECT 1;' });
    dirs.push(dir);
    await (await openPostgres(db.url, { known: readMigrations(dir) })).close();
    const error = await failure(openPostgres(db.url));
    expect(error.reason).toBe('migrations-ahead');
    expect(error.message).toContain('901_later');
  });

  it('rolls a failing migration back whole and keeps the earlier ones', async () => {
    const db = await fresh();
    const dir = migrationsWith({
      '901_good.sql': 'CREATE TABLE good (id integer);',
      '902_bad.sql': 'CREATE TABLE half_done (id integer);\nINSERT INTO half_done VALUES (1);\nSELECT no_such_function();',
    });
    dirs.push(dir);
    const error = await failure(openPostgres(db.url, { known: readMigrations(dir) }));
    expect(error.reason).toBe('migration-failed');
    expect(error.message).toContain('902_bad failed and was rolled back');
    const names = await tables(db.url);
    expect(names).toContain('good');
    expect(names).not.toContain('half_done');
    const pool = createPool(db.url);
    const { rows } = await pool.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    await pool.end();
    expect(rows.map((r) => r.name)).toEqual([...readMigrations().map((m) => m.name), '901_good']);
  });

  it('runs the service\'s sessions without JIT compilation and with 64 MB per sort or bitmap (a new filter\'s count)', async () => {
    const db = await fresh();
    const pool = createPool(db.url);
    try {
      const { rows } = await pool.query<{ jit: string; work_mem: string }>("SELECT current_setting('jit') AS jit, current_setting('work_mem') AS work_mem");
      expect(rows).toEqual([{ jit: 'off', work_mem: '64MB' }]);
    } finally {
      await pool.end();
    }
  });

  it('migrates once when two processes start at the same time', async () => {
    const db = await fresh();
    const pools = [createPool(db.url), createPool(db.url)];
    const results = await Promise.all(pools.map((pool) => migrate(pool)));
    await Promise.all(pools.map((pool) => pool.end()));
    expect(results.flat()).toEqual(readMigrations().map((m) => m.name));
  });
});
