import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';
import { openDatabase, getMeta, type Db } from './db/open.js';
import { buildApp, type AppOptions } from './app.js';
import { seedDemo, seedSynthetic, syntheticCount } from './db/seed/index.js';
import type { ServiceContext } from './http/context.js';
import type { UploadTimeouts } from './files/upload.js';
import { TMP_FOLDER } from './files/store.js';

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
}

/** A running reference service. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:53211` (API under `/rest/v5`, `/public/v5`, auth under `/oauth2`). */
  url: string;
  dataDir: string;
  /** The open database, for tests and the benchmark. */
  db: Db;
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
 * demo data) the database in `dataDir`, then listens. Throws when the port is taken or the data
 * folder cannot be written.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? defaultDataDir();
  const filesDir = join(dataDir, 'files');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // the database holds tokens and keys
  mkdirSync(filesDir, { recursive: true });
  // Uploads cut short by a crash or kill left their temporary files; nothing else lives there.
  rmSync(join(filesDir, TMP_FOLDER), { recursive: true, force: true });
  const db = openDatabase(join(dataDir, 'observations.sqlite'));
  // Each seeding step ends with sampled planner statistics and the WAL truncated (db/bulk-load.ts
  // refreshStatistics): a full ANALYZE here read every index of a million rows a second time.
  if (!getMeta(db, 'seeded')) await seedDemo(db, { filesDir });
  if (options.synthetic) {
    const have = syntheticCount(db);
    if (options.synthetic > have) seedSynthetic(db, options.synthetic - have, { seed: have + 1 });
  }
  let url = '';
  const { app, context } = await buildApp({ db, filesDir, maxUploadBytes: options.maxUploadBytes, allowedHosts: options.allowedHosts, uploadTimeouts: options.uploadTimeouts, onRoute: options.onRoute, getBaseUrl: () => url });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    dataDir,
    db,
    context,
    async close() {
      await app.close();
      db.close();
    },
  };
}
