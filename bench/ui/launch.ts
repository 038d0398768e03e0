/**
 * The stage of `npm run bench:ui`: browser mode (src-main/host/browser-mode.ts) with a throw-away
 * reference service holding the demo data plus `synthetic` generated observations, a fresh
 * production build of the renderer in a throw-away folder (never `out/renderer`, which the e2e
 * run rebuilds), Playwright's Chromium with the launch options of playwright.config.ts (Debian's
 * `/usr/bin/chromium`), and one page signed in as `steward` through the real PKCE login page
 * (test/e2e/helpers/sign-in.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import config from '../../playwright.config.js';
import { startBrowserMode, type BrowserMode } from '../../src-main/host/browser-mode.js';
import { signInAs } from '../../test/e2e/helpers/sign-in.js';
import { installProbes } from './page-probes.js';

/** Window size of the bench page: a usual desktop screen (table, map and detail side by side). */
export const BENCH_VIEWPORT = { width: 1920, height: 1080 } as const;

/** What {@link startStage} started; `close()` stops all of it and removes the folders. */
export interface Stage {
  mode: BrowserMode;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The renderer build the page runs (holds index.html and assets/). */
  rendererDir: string;
  /** Seconds spent seeding the service and building the renderer. */
  setup_in_seconds: { service_and_build: number; sign_in: number };
  close(): Promise<void>;
}

/** Starts everything (see the file comment); throws when the build fails or sign-in does not complete. */
export async function startStage(options: { synthetic: number; log: (line: string) => void }): Promise<Stage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'obs-bench-ui-data-'));
  const settingsDir = mkdtempSync(join(tmpdir(), 'obs-bench-ui-settings-'));
  const rendererDir = mkdtempSync(join(tmpdir(), 'obs-bench-ui-renderer-'));
  const removeDirs = (): void => {
    for (const dir of [dataDir, settingsDir, rendererDir]) rmSync(dir, { recursive: true, force: true });
  };
  let t0 = performance.now();
  let mode: BrowserMode;
  try {
    mode = await startBrowserMode({ dataDir, settingsDir, synthetic: options.synthetic, build: 'always', rendererOutDir: rendererDir, log: options.log });
  } catch (error) {
    removeDirs();
    throw error;
  }
  if (mode.renderer.state !== 'built') {
    await mode.close();
    removeDirs();
    throw new Error(`renderer build: ${mode.renderer.state}${mode.renderer.state === 'failed' ? ` (${mode.renderer.error})` : ''}`);
  }
  const service_and_build = (performance.now() - t0) / 1000;
  const launchOptions = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launchOptions, headless: true });
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT, locale: config.use?.locale ?? 'en-GB' });
  const page = await context.newPage();
  // tsx compiles with esbuild's keepNames: functions sent to the page call `__name`, which is not there.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.addInitScript(installProbes);
  const close = async (): Promise<void> => {
    await browser.close().catch(() => undefined);
    await mode.close().catch(() => undefined);
    removeDirs();
  };
  try {
    t0 = performance.now();
    // The e2e helpers open the launch URL from DESK_URL, as under the Playwright runner.
    process.env.DESK_URL = mode.launchUrl;
    await signInAs(page, context, 'steward', 'en');
    return { mode, browser, context, page, rendererDir, setup_in_seconds: { service_and_build, sign_in: (performance.now() - t0) / 1000 }, close };
  } catch (error) {
    await close();
    throw error;
  }
}
