/**
 * `npm start [-- --skip-build] [-- --data-dir DIR]`: the desktop app with the "Local sandbox".
 *
 * 1. builds main, preload and renderer (`electron-vite build`, into out/);
 * 2. starts the reference service with the demo data on a free 127.0.0.1 port, in this Node
 *    process (data in the per-user folder of `npm run server`, or DIR);
 * 3. launches Electron on the build, passing the service URL in OBSERVATION_DESK_SANDBOX_URL
 *    (src-main/host/electron-sandbox.ts), and stops the service when the app quits.
 *
 * Without an Electron binary (the build machines cannot download it) it says so, stops the
 * service and exits with 1: use `npm run web` there.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { electronPackageDir, findElectronBinary } from '../src-main/host/electron-binary.js';
import { SANDBOX_URL_ENV } from '../src-main/host/electron-sandbox.js';
import { startServer, type RunningServer } from '../src-server/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `electron-vite build` in the project root; throws when it fails. */
function build(): void {
  const pkg = createRequire(import.meta.url).resolve('electron-vite/package.json');
  const result = spawnSync(process.execPath, [join(dirname(pkg), 'bin', 'electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`electron-vite build failed (exit ${result.status ?? result.signal})`);
}

/** Stops the service and ends this process with `code`. */
async function finish(server: RunningServer, code: number): Promise<never> {
  try {
    await server.close();
    process.stdout.write('Observation service stopped.\n');
  } catch (error) {
    process.stderr.write(`Stopping the observation service failed: ${error instanceof Error ? error.message : String(error)}\n`);
    code ||= 1;
  }
  process.exit(code);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'skip-build': { type: 'boolean' }, 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    process.stdout.write('Usage: npm start [-- --skip-build] [-- --data-dir DIR]\n');
    return;
  }
  if (!values['skip-build']) build();

  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: values['data-dir'] });
  process.stdout.write(`Observation service listening on ${server.url}\n`);

  const electron = findElectronBinary(electronPackageDir(import.meta.url));
  if (!electron.found) {
    process.stderr.write(
      `\nCannot start the desktop app: ${electron.reason}.\n` +
        'The Electron binary could not be downloaded on this machine (no access to its download server).\n' +
        'Use browser mode instead:  npm run web\n' +
        'or, where downloads work, install it with: node node_modules/electron/install.js\n\n',
    );
    return finish(server, 1);
  }
  const binary = electron.path;

  const env: NodeJS.ProcessEnv = { ...process.env, [SANDBOX_URL_ENV]: server.url };
  delete env.ELECTRON_RUN_AS_NODE; // would make the binary a plain Node
  const child = spawn(binary, [root], { cwd: root, env, stdio: 'inherit' });
  let exiting = false;
  child.on('error', (error) => {
    process.stderr.write(`Electron could not be started: ${error.message}\n`);
    if (!exiting) void finish(server, 1);
    exiting = true;
  });
  child.on('exit', (code, signal) => {
    process.stdout.write(`Observation Desk quit${signal ? ` (${signal})` : ''}.\n`);
    if (!exiting) void finish(server, code ?? 0);
    exiting = true;
  });
  const stop = (): void => {
    if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => void finish(server, 1), 10_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
