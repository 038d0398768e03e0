import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src-server/db/open.js';
import { seedDemo } from '../src-server/db/seed/index.js';
import { createSeededPostgresTemplate } from './helpers/postgres-template.js';

/**
 * Seeds the demo data once per test run into a template data folder; each test file copies it
 * (test/helpers/server.ts) so that files can write without seeing each other's changes.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'obs-template-'));
  const db = openDatabase(join(dir, 'observations.sqlite'));
  await seedDemo(db, { filesDir: join(dir, 'files') });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  project.provide('templateDataDir', dir);
  const postgres = await createSeededPostgresTemplate(join(dir, 'files'));
  project.provide('postgresSeededDatabase', postgres?.name ?? '');
  return async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    /** Name of a migrated PostgreSQL database with the demo data (test/helpers/postgres-template.ts), '' without PostgreSQL. */
    postgresSeededDatabase: string;
  }
}
