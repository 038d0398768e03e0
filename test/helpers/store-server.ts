import type { RunningServer, ServerOptions } from '../../src-server/index.js';
import { createTestDatabase, type StoreKind } from './postgres.js';
import { startTestServer, withClose } from './server.js';

/**
 * Starts the reference service for one half of describeEachStore (helpers/postgres.ts): on SQLite
 * as startTestServer does, or on a private copy of the run's seeded PostgreSQL database
 * (`templateUrl` = OBSERVATION_TEST_DATABASE_URL). `close()` stops it and drops that copy.
 */
export async function startStoreServer(store: StoreKind, templateUrl: string,
  options: Omit<ServerOptions, 'dataDir' | 'port' | 'database'> = {}): Promise<RunningServer> {
  if (store === 'sqlite') return startTestServer(options);
  const database = await createTestDatabase(templateUrl, { seeded: true });
  try {
    return withClose(await startTestServer({ ...options, database: database.url }), () => database.drop());
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * The first column of the first row of `sql` (shared spelling, `?` placeholders), run through the
 * store the service under test uses (`server.context.store`, SQLite or PostgreSQL); undefined without a row.
 */
export async function scalar<T = number>(server: RunningServer, sql: string, ...params: unknown[]): Promise<T | undefined> {
  const row = await server.context.store.get<Record<string, T>>(sql, params);
  return row && Object.values(row)[0];
}
