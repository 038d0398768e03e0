/**
 * Browser mode's composition (`npm run web`): the reference service with the demo data, the
 * renderer build, the desk services with browser adapters (the login page opens through the
 * `browser.open` event; secrets and tokens stay in memory), and the web host on 127.0.0.1.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import envPaths from 'env-paths';
import { startServer } from '../../src-server/index.js';
import { webDocFileUrl } from '../domains/doc-file-urls.js';
import { DeskEvents } from '../ipc/events.js';
import type { PlatformAdapters } from '../platform.js';
import { createDeskServices, type DeskServices } from '../services.js';
import { createFileKeyValueStore, createMemoryKeyValueStore } from '../settings/key-value-stores.js';
import { ensureRendererBuild, type RendererBuildResult } from './renderer-build.js';
import { createBrowserFileStore } from './web-file-uploads.js';
import { createDocFileTokens, type DocFileTokens } from './web-doc-file-tokens.js';
import { startWebHost } from './web.js';
import { webExportPath } from './web-export-downloads.js';

/** The repository root, from this file's place (src-main/host/). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Options of {@link startBrowserMode}. */
export interface BrowserModeOptions {
  /** Port of the web host on 127.0.0.1; 0 (default) = a free one. */
  port?: number;
  /** Data folder of the reference service; default the service's per-user folder. */
  dataDir?: string;
  /** Make sure at least this many synthetic observations exist in the service (load and performance work, `--synthetic N`). */
  synthetic?: number;
  /** Renderer build: `auto` (when missing, default), `always` (`--build`), `never`. */
  build?: 'auto' | 'always' | 'never';
  /** Keep the desk's profiles and preferences in `<dir>/desk-settings.json`; default: in memory for this run. */
  settingsDir?: string;
  /**
   * Folder of the workspace state (drafts, saved filters): default `<settingsDir>/workspace-state`,
   * or the per-user data folder when there is no settings folder, so drafts survive a restart.
   */
  stateDir?: string;
  /** Repository root (holds src-renderer/ and out/); default {@link REPOSITORY_ROOT}. */
  rootDir?: string;
  /** Where the renderer build is (and is built to); default `<rootDir>/out/renderer`. */
  rendererOutDir?: string;
  /** Progress lines for people (the launcher prints them). */
  log?: (line: string) => void;
  /** Called once, when the page first presents the launch secret (the launcher deletes its launch page). */
  onSecretUsed?: () => void;
}

/** Browser mode, running. */
export interface BrowserMode {
  /** The URL to open (the secret in its fragment, `#desk_secret=`). */
  launchUrl: string;
  /** The reference service (the "Local sandbox" profile). */
  serviceUrl: string;
  renderer: RendererBuildResult;
  services: DeskServices;
  /** Stops the web host, the desk services and the reference service. */
  close(): Promise<void>;
}

/**
 * The browser-mode adapters: `openBrowser` asks the bridge (event `browser.open`) to load the URL
 * in its tab; no secret storage; documents from `/desk-file/doc/…`, each URL with its own token
 * when `tokens` are given (the web host checks them).
 */
export function browserModeAdapters(events: DeskEvents, storage: PlatformAdapters['storage'], tokens?: DocFileTokens): PlatformAdapters {
  return {
    openBrowser: (url) => events.emit('browser.open', { url }),
    secretStorage: null,
    storage,
    docFileUrl: tokens?.url ?? webDocFileUrl,
  };
}

/** Starts everything; throws (after stopping what had started) when the service or the host cannot start. */
export async function startBrowserMode(options: BrowserModeOptions = {}): Promise<BrowserMode> {
  const log = options.log ?? (() => undefined);
  const rootDir = options.rootDir ?? REPOSITORY_ROOT;
  const server = await startServer({ dataDir: options.dataDir, synthetic: options.synthetic });
  log(`Observation service (Local sandbox): ${server.url} (data in ${server.dataDir})`);
  try {
    const renderer = await ensureRendererBuild({ rootDir, outDir: options.rendererOutDir, mode: options.build ?? 'auto' });
    if (renderer.state === 'built') log(`Renderer built into ${renderer.outDir}`);
    if (renderer.state === 'no-config' || renderer.state === 'skipped') log(`Renderer not built (${renderer.state}); a placeholder page is served until ${renderer.outDir}/index.html exists.`);
    if (renderer.state === 'failed') log(`Renderer build failed: ${renderer.error}`);

    const events = new DeskEvents();
    const storage = options.settingsDir ? createFileKeyValueStore(options.settingsDir) : createMemoryKeyValueStore();
    const dataDir = join(envPaths('observation-desk', { suffix: '' }).cache, 'browser-mode');
    const stateDir = options.stateDir
      ?? join(options.settingsDir ?? join(envPaths('observation-desk', { suffix: '' }).data, 'browser-mode'), 'workspace-state');
    const docFileTokens = createDocFileTokens();
    const keptFiles = await createBrowserFileStore();
    const services = createDeskServices(browserModeAdapters(events, storage, docFileTokens), {
      sandboxUrl: server.url, dataDir, stateDir, events, exportDestinations: { downloadUrl: (id) => docFileTokens.sign(webExportPath(id)) },
    });
    const host = await startWebHost({
      dispatch: services.dispatch, events, rendererDir: renderer.outDir, port: options.port, docFiles: services.docFiles, docFileTokens, exports: services.exports, onSecretUsed: options.onSecretUsed,
      layerOrigins: () => services.mapLayers.tileOrigins(),
      registerUpload: async (fileName, body) => services.documents.files.register(await keptFiles.keep(fileName, body), fileName),
    }).catch(async (error: unknown) => {
      await services.dispose();
      await keptFiles.dispose();
      throw error;
    });
    return {
      launchUrl: host.launchUrl,
      serviceUrl: server.url,
      renderer,
      services,
      async close() {
        await host.close();
        await services.dispose();
        await keptFiles.dispose();
        await server.close();
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}
