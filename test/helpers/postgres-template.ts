import { openPostgres } from '../../src-server/db/postgres/open.js';
import { seedDemoPostgres } from '../../src-server/db/postgres/seed.js';
import { createTestDatabase, postgresTemplateUrl, type TestDatabase } from './postgres.js';

/**
 * Migrates and seeds (demo data) one PostgreSQL database per test run, for test/global-setup.ts:
 * test files copy it (`createTestDatabase(url, { seeded: true })`, a file copy of a few MB) instead
 * of seeding their own (some seconds each). Undefined when no PostgreSQL is configured.
 * Its pool is closed before returning: PostgreSQL copies a template only while nobody is connected.
 */
export async function createSeededPostgresTemplate(filesDir: string): Promise<TestDatabase | undefined> {
  const url = postgresTemplateUrl();
  if (!url) return undefined;
  const database = await createTestDatabase(url);
  const store = await openPostgres(database.url);
  try {
    await seedDemoPostgres(store.pool, { filesDir });
  } finally {
    await store.close();
  }
  return database;
}
