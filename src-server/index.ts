import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import envPaths from 'env-paths';
import { openDatabase, getMeta, type Db } from './db/open.js';
import { buildApp, DEFAULT_UPLOAD_IDLE_MS, type AppOptions } from './app.js';
import { seedDemo, seedSynthetic, syntheticCount } from './db/seed/index.js';
import type { ServiceContext } from './http/context.js';
import type { UploadTimeouts } from './files/upload.js';
import { removeStaleUploads } from './files/stale-uploads.js';
import { TMP_FOLDER } from './files/store.js';
import { postgresAuthState } from './auth/postgres-auth-state.js';
import { createPgStore } from './store/postgres-store.js';
import { openPostgres, type PostgresStore } from './db/postgres/open.js';
import { seedDemoPostgres, seedSyntheticPostgres, syntheticCountPostgres } from './db/postgres/seed.js';

/** Options of {@link startServer}. */
export interface ServerOptions {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1 (loopback only). */
  host?: string;
  /** Folder of the database and document store; created and seeded on first start. Default: a per-user data folder. */
  dataDir?: string;
  /** Make sure at least this many synthetic (generated, load-test) observations exist. */
  synthetic?: number;
  /** Largest document upload in bytes (413 above); default 2 GiB. */
  maxUploadBytes?: number;
  /** Host names the service is published under, beside IP addresses and `localhost` (`Host` header check). */
  allowedHosts?: readonly string[];
  /** Document upload timeouts in ms (`idleMs` without a byte, `bodyMs` in all); defaults in app.ts. */
  uploadTimeouts?: Partial<UploadTimeouts>;
  /** Told of every route as it is registered (tests: the OpenAPI document covers them). */
  onRoute?: AppOptions['onRoute'];
  /**
   * PostgreSQL store, `postgres://user:password@host:port/database` (docs/postgres-store.md):
   * migrated, seeded with the demo data when empty, and holding the OAuth state (tokens, keys,
   * accounts), so that several processes on it accept each other's tokens. Default: SQLite only.
   */
  database?: string;
  /** With `database`: `apply` (default) pending migrations at start, or `check` and refuse a database that is behind. */
  migrations?: 'apply' | 'check';
  /** Folder of stored documents and thumbnails; default `<dataDir>/files`. Several processes on one database share one. */
  documentsDir?: string;
}

/** A running reference service. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:53211` (API under `/rest/v5`, `/public/v5`, auth under `/oauth2`). */
  url: string;
  dataDir: string;
  /**
   * The open SQLite database, for tests and the benchmark. A service on PostgreSQL has none (no
   * `*.sqlite` beside it): reading it then throws, naming `context.store` to use instead.
   */
  db: Db;
  /** The PostgreSQL store when the service was started with `database`. */
  postgres?: PostgresStore;
  context: ServiceContext;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/** Default data folder, e.g. `~/.local/share/observation-desk-service` on Linux. */
export function defaultDataDir(): string {
  return envPaths('observation-desk-service', { suffix: '' }).data;
}

/**
 * Starts the reference Observation Recording Service v5: opens (or creates and seeds with the
 * demo data) the SQLite database in `dataDir`, or, when `database` is given, the PostgreSQL store
 * instead (no SQLite file then), then listens. Throws when the port is taken or the data folder cannot be written, and a
 * PostgresStartupError naming what is missing when the PostgreSQL store cannot start.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? defaultDataDir();
  const filesDir = resolve(options.documentsDir ?? join(dataDir, 'files'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // the database holds tokens and keys
  mkdirSync(filesDir, { recursive: true });
  // Uploads cut short by a crash or kill left their temporary files; nothing else lives there. In a
  // documents folder of its own choosing (shared by several processes) only the abandoned ones go:
  // another process's uploads in progress are still being written.
  if (options.documentsDir) removeStaleUploads(filesDir, options.uploadTimeouts?.idleMs ?? DEFAULT_UPLOAD_IDLE_MS);
  else rmSync(join(filesDir, TMP_FOLDER), { recursive: true, force: true });
  const postgres = options.database ? await openPostgres(options.database, { migrations: options.migrations }) : undefined;
  try {
    if (postgres) {
      await seedDemoPostgres(postgres.pool, { filesDir });
      const have = await syntheticCountPostgres(postgres.pool);
      if (options.synthetic && options.synthetic > have) await seedSyntheticPostgres(postgres.pool, options.synthetic - have, { seed: have + 1 });
    }
  } catch (error) {
    await postgres?.close();
    throw error;
  }
  const db = postgres ? undefined : await openSqlite(join(dataDir, 'observations.sqlite'), filesDir, options.synthetic);
  let url = '';
  const { app, context } = await buildApp({ db, filesDir, maxUploadBytes: options.maxUploadBytes, allowedHosts: options.allowedHosts, uploadTimeouts: options.uploadTimeouts, onRoute: options.onRoute, getBaseUrl: () => url,
    authState: postgres ? postgresAuthState(postgres.pool) : undefined, store: postgres ? createPgStore(postgres.pool) : undefined, databaseUrl: options.database });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    dataDir,
    get db(): Db {
      if (!db) throw new Error('This service runs on PostgreSQL and has no SQLite database: use context.store.');
      return db;
    },
    postgres,
    context,
    async close() {
      await app.close();
      db?.close();
      await postgres?.close();
    },
  };
}

/** Opens (creating and seeding with the demo data when new) the SQLite database `file`, with at least `synthetic` synthetic observations. */
async function openSqlite(file: string, filesDir: string, synthetic: number | undefined): Promise<Db> {
  const db = openDatabase(file);
  // Each seeding step ends with sampled planner statistics and the WAL truncated (db/bulk-load.ts
  // refreshStatistics): a full ANALYZE here read every index of a million rows a second time.
  if (!getMeta(db, 'seeded')) await seedDemo(db, { filesDir });
  if (synthetic) {
    const have = syntheticCount(db);
    if (synthetic > have) seedSynthetic(db, synthetic - have, { seed: have + 1 });
  }
  return db;
}
