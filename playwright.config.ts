import { defineConfig } from '@playwright/test';
import { SCREENS_ONLY_TAG } from './test/e2e/screens-run.js';

/**
 * End-to-end tests in Chromium through browser mode (ARCHITECTURE.md "Browser mode"): the global
 * setup starts `scripts/web.ts` (reference service + desk services + web host, renderer rebuilt)
 * once per worker and hands each worker its launch URL (`DESK_URL_<n>`). Debian's Chromium, never a
 * downloaded one. Two workers, each with its own browser mode (every tab of a host shares its one
 * session): a journey mostly waits for the app (two workers kept about half a core of the two busy
 * in a quiet clean-clone run), and `npm test` runs the typecheck beside them at a lower priority
 * (scripts/lower-priority.ts). Vitest runs before them, not beside: beside four workers (session
 * 28's clean-clone CI, load 20–38) a 200 MB upload test and nine journeys ran out of their time
 * limits; three workers alone took as long as two (12.1 min) and the curator's upload journey ran
 * out of its waits. The tests of a
 * file run in order, in one worker.
 *
 * This is `npm test`'s run (project `e2e`): every journey once, no screenshots taken, and the
 * tests tagged {@link SCREENS_ONLY_TAG} (a tour's other languages) left out.
 * `npm run screens` runs playwright.screens.config.ts on the same specs with the screenshots.
 */
export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  fullyParallel: false,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'e2e', grepInvert: new RegExp(SCREENS_ONLY_TAG) }],
});
