import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';
import { readMigrations } from '../../../src-server/db/postgres/migrations.js';

const run = promisify(execFile);

/** Runs `npm run server`'s entry point to its end; resolves with its exit code and output. */
async function cli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src-server/cli.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

it('refuses a --database that is not a postgres:// URL, saying SQLite is the default', async () => {
  const result = await cli(['--database', 'observations.sqlite']);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('--database (or OBSERVATION_DATABASE_URL) must be a postgres:// URL; SQLite is the default (--data-dir)');
});

describePostgres('npm run server -- --migrate-only', (templateUrl) => {
  let database: TestDatabase;
  afterAll(() => database?.drop());

  it('applies the migrations of the database named by OBSERVATION_DATABASE_URL, then finds it up to date', async () => {
    database = await createTestDatabase(templateUrl);
    const env = { ...process.env, OBSERVATION_DATABASE_URL: database.url };
    // every migration of the folder, in order (parts of the service add their own, e.g. 010_fold)
    const names = readMigrations().map((migration) => migration.name);
    expect(names.slice(0, 2)).toEqual(['001_schema', '002_oauth_state']);
    expect(await cli(['--migrate-only'], env)).toMatchObject({ code: 0, stdout: `Applied ${names.join(', ')}\n` });
    expect(await cli(['--migrate-only'], env)).toMatchObject({ code: 0, stdout: 'The database is up to date\n' });
  });
});
