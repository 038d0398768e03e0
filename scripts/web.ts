/**
 * `npm run web [-- --no-open] [--port N] [--data-dir DIR] [--build | --no-build] [--settings-dir DIR] [--state-dir DIR] [--synthetic N]`
 *
 * Browser mode (ARCHITECTURE.md): starts the reference service with the demo data, builds the
 * renderer when `out/renderer/index.html` is missing (or with `--build`), and serves the app on
 * 127.0.0.1. Prints the URL to open, with its per-launch secret in the fragment, on a line of its
 * own starting with `http://127.0.0.1:`, then, unless `--no-open`, opens it in the default browser
 * through a private launch page (src-main/host/launch-page.ts: no secret on the opener's command line).
 * `--synthetic N` makes sure the service holds N generated observations (load and performance work).
 * Ctrl-C (SIGINT) or SIGTERM stops the web host and the reference service.
 */
import { parseArgs } from 'node:util';
import { WEB_URL_LINE_PREFIX } from '../src-shared/contract/index.js';
import { startBrowserMode } from '../src-main/host/browser-mode.js';
import { openInSystemBrowser } from '../src-main/host/system-browser.js';
import { writeLaunchPage, type LaunchPage } from '../src-main/host/launch-page.js';

const USAGE = 'Usage: npm run web -- [--no-open] [--port N] [--data-dir DIR] [--build | --no-build] [--settings-dir DIR] [--state-dir DIR] [--synthetic N]\n';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'no-open': { type: 'boolean', default: false },
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      build: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'settings-dir': { type: 'string' },
      'state-dir': { type: 'string' },
      synthetic: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0–65535, not ${values.port}`);
  const synthetic = values.synthetic === undefined ? undefined : Number(values.synthetic);
  if (synthetic !== undefined && (!Number.isInteger(synthetic) || synthetic < 0)) throw new Error(`--synthetic must be a whole number, not ${values.synthetic}`);
  if (values.build && values['no-build']) throw new Error('--build and --no-build exclude each other');

  let launchPage: LaunchPage | undefined;
  const mode = await startBrowserMode({
    port,
    dataDir: values['data-dir'],
    synthetic,
    build: values.build ? 'always' : values['no-build'] ? 'never' : 'auto',
    settingsDir: values['settings-dir'],
    stateDir: values['state-dir'],
    log: (line) => process.stdout.write(`${line}\n`),
    onSecretUsed: () => void launchPage?.remove(),
  });
  if (!mode.launchUrl.startsWith(WEB_URL_LINE_PREFIX)) throw new Error(`unexpected URL ${mode.launchUrl}`);
  process.stdout.write('Observation Desk in browser mode. Open this address (it carries the secret of this launch):\n');
  process.stdout.write(`${mode.launchUrl}\n`);
  process.stdout.write('Press Ctrl-C to stop.\n');

  let closing = false;
  const stop = (): void => {
    if (closing) return;
    closing = true;
    void launchPage?.remove();
    mode.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  if (values['no-open']) return;
  // Not the URL itself: the opener's command line is visible to every local user (ps).
  launchPage = await writeLaunchPage(mode.launchUrl);
  if (!(await openInSystemBrowser(launchPage.fileUrl))) {
    await launchPage.remove();
    process.stdout.write('Could not open a browser; open the address above yourself.\n');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
