import { parseArgs } from 'node:util';
import { startServer } from './index.js';
import { openPostgres } from './db/postgres/open.js';
import { isPostgresUrl } from './db/postgres/pool.js';

const USAGE = `Usage: npm run server -- [--port N] [--host 127.0.0.1] [--data-dir DIR] [--synthetic N] [--allowed-host NAME …]
         [--database postgres://user:password@host:port/db] [--documents-dir DIR] [--no-migrate | --migrate-only]
  --database       PostgreSQL store (or OBSERVATION_DATABASE_URL); SQLite in --data-dir when absent
  --documents-dir  folder of stored documents, shared by the processes on one database (default DATA_DIR/files)
  --no-migrate     refuse a database whose migrations are behind instead of applying them
  --migrate-only   apply pending migrations, print them and exit
`;

/**
 * `npm run server -- [--port N] [--host 127.0.0.1] [--data-dir DIR] [--synthetic N] [--allowed-host NAME …]
 * [--database URL] [--documents-dir DIR] [--no-migrate | --migrate-only]` (see USAGE).
 * Prints exactly one line when ready: `Observation service listening on http://HOST:PORT`.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string' },
      synthetic: { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      database: { type: 'string' },
      'documents-dir': { type: 'string' },
      'no-migrate': { type: 'boolean' },
      'migrate-only': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const database = values.database ?? (process.env.OBSERVATION_DATABASE_URL || undefined);
  if (database !== undefined && !isPostgresUrl(database)) throw new Error('--database (or OBSERVATION_DATABASE_URL) must be a postgres:// URL; SQLite is the default (--data-dir)');
  if ((values['no-migrate'] || values['migrate-only']) && !database) throw new Error('--no-migrate and --migrate-only need --database (or OBSERVATION_DATABASE_URL)');
  if (values['no-migrate'] && values['migrate-only']) throw new Error('--no-migrate and --migrate-only exclude each other');
  if (values['migrate-only'] && database) {
    const store = await openPostgres(database);
    await store.close();
    process.stdout.write(store.applied.length ? `Applied ${store.applied.join(', ')}\n` : 'The database is up to date\n');
    return;
  }
  const port = Number(values.port);
  const synthetic = values.synthetic === undefined ? undefined : Number(values.synthetic);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0–65535, not ${values.port}`);
  if (synthetic !== undefined && (!Number.isInteger(synthetic) || synthetic < 0)) throw new Error(`--synthetic must be a whole number, not ${values.synthetic}`);
  const server = await startServer({ port, host: values.host, dataDir: values['data-dir'], synthetic, allowedHosts: values['allowed-host'],
    database, migrations: values['no-migrate'] ? 'check' : 'apply', documentsDir: values['documents-dir'] });
  process.stdout.write(`Observation service listening on ${server.url}\n`);
  server.context.clusters.warm();
  let closing = false;
  const stop = (): void => {
    if (closing) return;
    closing = true;
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
