import { defineConfig } from '@playwright/test';
import e2e from './playwright.config.js';
import { SCREENS_PROJECT } from './test/e2e/screens-run.js';

/**
 * `npm run screens`: the end-to-end specs with their screenshots, for people to look at
 * (test-results/screens/<name>.png, test/e2e/screens-run.ts): every journey of `npm test` plus the
 * tours' other languages (tests tagged `@screens`). Same browser mode and browser as
 * playwright.config.ts; its own output folder, so a screenshot run and a test run do not
 * overwrite each other's failure reports.
 */
export default defineConfig({
  ...e2e,
  outputDir: 'test-results/screens-run',
  projects: [{ name: SCREENS_PROJECT }],
});
