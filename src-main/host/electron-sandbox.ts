/**
 * Where the "Local sandbox" profile's reference service comes from in the desktop app.
 *
 * - `npm start` (scripts/start.ts) runs the service in its own Node process and passes its URL in
 *   {@link SANDBOX_URL_ENV}; the app only uses it.
 * - A packaged app (or `electron .` without the launcher) starts the service itself, in the main
 *   process, from the bundled src-server code, with its data in `<userData>/sandbox-service`.
 *
 * In-process versus a child process: in-process is the simplest to package (one Node runtime,
 * native modules rebuilt once for Electron by electron-builder, no second entry point, no port
 * hand-over, closed with the app for sure). Its cost: the service shares main's event loop, so a
 * slow SQLite query or the first-start seeding (a few seconds) delays IPC answers, and a crash of
 * the service is a crash of the app. Acceptable for a demo sandbox on one desktop; a production
 * deployment is a real v5 service reached through another profile. Moving it to
 * `utilityProcess.fork` later changes only this file.
 *
 * It is started at launch even when another profile is active, because the services take the
 * sandbox URL when they are created (the sandbox profile's URLs are fixed then); it listens on
 * 127.0.0.1 only, on a free port.
 */
import { join } from 'node:path';

/** Environment variable with the URL of a reference service started by the launcher. */
export const SANDBOX_URL_ENV = 'OBSERVATION_DESK_SANDBOX_URL';
/** Environment variable read by the bundled service for its demo data folder (electron.vite.config.ts). */
export const DEMO_DIR_ENV = 'OBSERVATION_DESK_DEMO_DIR';

/** A reference service the app can use, and how to stop it (a no-op when someone else owns it). */
export interface SandboxService {
  url: string;
  /** Who started it: the launcher (`external`) or this process (`in-process`). */
  origin: 'external' | 'in-process';
  close(): Promise<void>;
}

/**
 * The launcher's sandbox URL from `env`, or `null` when absent. Only an http(s) URL on a
 * loopback host is accepted (the service must be ours, on this machine); anything else throws.
 */
export function sandboxUrlFromEnv(env: NodeJS.ProcessEnv): string | null {
  const raw = env[SANDBOX_URL_ENV];
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${SANDBOX_URL_ENV} is not a URL: ${raw}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`${SANDBOX_URL_ENV} must be an http URL on 127.0.0.1 or localhost, not ${raw}`);
  }
  return url.origin;
}

/** What {@link startSandbox} needs from the app. */
export interface SandboxOptions {
  env: NodeJS.ProcessEnv;
  /** `app.getPath('userData')`. */
  userDataDir: string;
  /** `app.getAppPath()`: the folder (or app.asar) holding out/ and resources/demo. */
  appPath: string;
  /** Loads the service's `startServer` (injected in tests; the default imports the bundled src-server lazily). */
  loadStartServer?: () => Promise<StartServer>;
}

/** The reference service's `startServer`, reduced to what is used here. */
export type StartServer = (options: { port: number; host: string; dataDir: string }) => Promise<{ url: string; close(): Promise<void> }>;

/** Default loader: imports src-server only when needed (its code is a separate chunk of main). */
async function importStartServer(): Promise<StartServer> {
  const module = await import('../../src-server/index.js');
  return module.startServer;
}

/**
 * The sandbox service for this launch: the launcher's ({@link SANDBOX_URL_ENV}) or one started
 * in-process. Rejects when the in-process start fails (e.g. better-sqlite3 not built for
 * Electron: run `npm start`, which starts the service in Node, or package with electron-builder).
 */
export async function startSandbox(options: SandboxOptions): Promise<SandboxService> {
  // before the external case too: main's automatic checks read Switzerland's boundary from there
  options.env[DEMO_DIR_ENV] ??= join(options.appPath, 'resources', 'demo');
  const external = sandboxUrlFromEnv(options.env);
  if (external) return { url: external, origin: 'external', close: async () => {} };
  const startServer = await (options.loadStartServer ?? importStartServer)();
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(options.userDataDir, 'sandbox-service') });
  return { url: server.url, origin: 'in-process', close: () => server.close() };
}
