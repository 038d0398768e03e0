import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Chromium through browser mode (ARCHITECTURE.md "Browser mode"): the global
 * setup starts `scripts/web.ts` (reference service + desk services + web host, renderer rebuilt)
 * and hands its launch URL to the specs in `DESK_URL`. Debian's Chromium, never a downloaded one;
 * one worker, because every tab shares the host's one session.
 */
export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
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
  projects: [{ name: 'chromium' }],
});
