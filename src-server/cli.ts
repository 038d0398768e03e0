import { parseArgs } from 'node:util';
import { startServer } from './index.js';

/**
 * `npm run server -- [--port N] [--host 127.0.0.1] [--data-dir DIR] [--synthetic N] [--allowed-host NAME …]`.
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
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write('Usage: npm run server -- [--port N] [--host 127.0.0.1] [--data-dir DIR] [--synthetic N] [--allowed-host NAME …]\n');
    return;
  }
  const port = Number(values.port);
  const synthetic = values.synthetic === undefined ? undefined : Number(values.synthetic);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0–65535, not ${values.port}`);
  if (synthetic !== undefined && (!Number.isInteger(synthetic) || synthetic < 0)) throw new Error(`--synthetic must be a whole number, not ${values.synthetic}`);
  const server = await startServer({ port, host: values.host, dataDir: values['data-dir'], synthetic, allowedHosts: values['allowed-host'] });
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
