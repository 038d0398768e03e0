/**
 * The composition root of the desktop app (Electron main process, built to out/main/index.js).
 * It applies the security baseline of ARCHITECTURE.md (Electron security checklist; RFC 8252 for
 * the login in the system browser), serves the renderer from `app://desk/`, composes the desk
 * services over the Electron platform adapters and wires them to IPC.
 *
 * Everything Electron-specific and testable lives in the `electron-*.ts` helpers beside this
 * file; this file only orders the steps (unit-tested with `vi.mock('electron')`, since the
 * Electron binary cannot run on the build machines).
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session } from 'electron';
import { createDeskServices, type DeskServices, type DeskServicesOptions } from '../services.js';
import type { DeskResult } from '../../src-shared/contract/errors.js';
import type { KeyValueStore, PlatformAdapters } from '../platform.js';
import { createElectronKeyValueStore } from '../settings/electron-storage.js';
import { createElectronPlatform } from './electron-adapters.js';
import { forwardDeskEvents, registerDeskIpc, registerFileFromUserIpc } from './electron-ipc.js';
import { createDeskFileProtocolHandler } from './electron-desk-file.js';
import { createElectronFileChooser } from './electron-files.js';
import { createElectronSaveChooser } from './electron-save-file.js';
import { APP_SCHEME, APP_START_URL, DESK_FILE_SCHEME, PRIVILEGED_SCHEMES, createAppProtocolHandler, isAppUrl } from './electron-protocol.js';
import { startSandbox, type SandboxOptions, type SandboxService } from './electron-sandbox.js';
import { EXTERNAL_LINK_ORIGINS, contentSecurityPolicy, denyAllPermissions, hardenWebContents, httpOrigin, mainWindowOptions, openExternalSafely } from './electron-security.js';

/** The answer of every desk call when the services could not be composed (e.g. the settings file is unreadable). */
const SERVICES_FAILED: DeskResult<never> = {
  ok: false,
  error: { status: 500, code: 'internal', message: 'The app could not start its services. The details are in its log.', fields: [] },
};

/** The sync IPC channel electron-store opens in main for renderer-side stores (unused here, so closed). */
const ELECTRON_STORE_CHANNEL = 'electron-store-get-data';

/** Where the build puts the preload and the renderer, relative to the main bundle's folder (out/main). */
export function builtPaths(mainDir: string): { preload: string; renderer: string; icon: string } {
  return {
    preload: join(mainDir, '..', 'preload', 'index.cjs'),
    renderer: join(mainDir, '..', 'renderer'),
    icon: join(mainDir, '..', '..', 'resources', 'icons', 'icon.png'),
  };
}

/** Replaceable parts of {@link startDesktopApp} (tests inject fakes; the defaults are the real ones). */
export interface DesktopAppDeps {
  /** Folder of the main bundle; default the folder of this module (out/main once built). */
  mainDir?: string;
  env?: NodeJS.ProcessEnv;
  createServices?: (platform: PlatformAdapters, options: DeskServicesOptions) => DeskServices;
  createStorage?: () => KeyValueStore;
  startSandbox?: (options: SandboxOptions) => Promise<SandboxService>;
}

/** A started app, for tests: the window (null before ready or after close) and the services once composed. */
export interface DesktopApp {
  /** Resolves when the app is ready and the window is created; false when another instance had the lock. */
  started: Promise<boolean>;
  window(): BrowserWindow | null;
  services(): Promise<DeskServices>;
}

/**
 * Starts the desktop app: privileged schemes and the renderer sandbox before `ready`; the
 * single-instance lock (a second launch focuses the existing window and exits); on `ready`
 * the permission handlers, the `app://` handler (with the CSP), the `desk-file://` handler
 * (document thumbnails and files fetched with the token), the IPC handlers (sender checked
 * first) and the window; the sandbox service and the desk services in parallel with the first
 * paint. Quitting disposes the services and stops an in-process sandbox before the process ends.
 */
export function startDesktopApp(deps: DesktopAppDeps = {}): DesktopApp {
  const env = deps.env ?? process.env;
  const paths = builtPaths(deps.mainDir ?? import.meta.dirname);
  let mainWindow: BrowserWindow | null = null;
  let composed: DeskServices | null = null;
  let sandbox: SandboxService | null = null;
  let servicesPromise: Promise<DeskServices> | null = null;

  const getWindow = (): BrowserWindow | null => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null);
  /** The allow-list of the moment: the static link origins plus the active profile's authorization server. */
  const allowList = (): string[] => {
    const auth = composed ? httpOrigin(composed.settings.activeProfile().auth_server_url) : null;
    return auth ? [...EXTERNAL_LINK_ORIGINS, auth] : [...EXTERNAL_LINK_ORIGINS];
  };
  const openExternal = (url: string): Promise<boolean> => openExternalSafely(url, allowList());

  protocol.registerSchemesAsPrivileged(PRIVILEGED_SCHEMES);
  app.enableSandbox();
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { started: Promise.resolve(false), window: () => null, services: () => Promise.reject(new Error('Another instance is running')) };
  }

  app.on('second-instance', () => {
    const window = getWindow();
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, { isAppUrl, openExternal: (url) => void openExternal(url) });
  });

  const composeServices = async (): Promise<DeskServices> => {
    const userData = app.getPath('userData');
    sandbox = await (deps.startSandbox ?? startSandbox)({ env, userDataDir: userData, appPath: app.getAppPath() }).catch((error: unknown) => {
      console.error('The local sandbox service could not be started; the "Local sandbox" profile will be unreachable.', error);
      return null;
    });
    const storage = (deps.createStorage ?? createElectronKeyValueStore)();
    // electron-store answers any renderer's sync message with the user-data path; ours never asks.
    ipcMain.removeAllListeners(ELECTRON_STORE_CHANNEL);
    const platform = createElectronPlatform({ openExternal, safeStorage, storage });
    if (!platform.secretStorage) console.warn('No secure storage (safeStorage unavailable or basic_text): sign-ins are kept in memory only.');
    composed = (deps.createServices ?? createDeskServices)(platform, {
      sandboxUrl: sandbox?.url, dataDir: userData, chooseFiles: createElectronFileChooser(dialog, getWindow),
      exportDestinations: { chooseFile: createElectronSaveChooser(dialog, getWindow) },
    });
    forwardDeskEvents(composed.events, getWindow);
    return composed;
  };

  const createWindow = (): BrowserWindow => {
    const window = new BrowserWindow(mainWindowOptions(paths.preload, paths.icon));
    window.once('ready-to-show', () => window.show());
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = null;
    });
    void window.loadURL(APP_START_URL);
    return window;
  };

  const started = app.whenReady().then(() => {
    denyAllPermissions(session.defaultSession);
    servicesPromise = composeServices();
    servicesPromise.catch((error: unknown) => console.error('The desk services could not be composed; every call answers an error.', error));
    const ready = servicesPromise;
    // The page's CSP allows the tiles of the user's map layers: it waits for the stored layers.
    const csp = async (): Promise<string> => contentSecurityPolicy((await ready.catch(() => null))?.mapLayers.tileOrigins() ?? []);
    protocol.handle(APP_SCHEME, createAppProtocolHandler(paths.renderer, undefined, csp));
    protocol.handle(DESK_FILE_SCHEME, createDeskFileProtocolHandler(() => ready.then((services) => services.docFiles)));
    registerDeskIpc(ipcMain, (name, input) => ready.then((services) => services.dispatch(name, input), () => SERVICES_FAILED), getWindow, isAppUrl);
    registerFileFromUserIpc(ipcMain, (path) => ready.then((services) => services.documents.files.register(path)), getWindow, isAppUrl);
    mainWindow = createWindow();
    app.on('activate', () => {
      if (!getWindow()) mainWindow = createWindow();
    });
    return true;
  });

  app.on('window-all-closed', () => app.quit());
  let shutDown = false;
  let closing: Promise<void> | null = null;
  app.on('will-quit', (event) => {
    if (shutDown) return;
    event.preventDefault();
    closing ??= shutdown().finally(() => {
      shutDown = true;
      app.quit();
    });
  });
  /** Disposes the services and stops an in-process sandbox; never rejects. */
  const shutdown = async (): Promise<void> => {
    try {
      if (servicesPromise) await (await servicesPromise).dispose();
    } catch (error) {
      console.error('Closing the desk services failed', error);
    }
    try {
      await sandbox?.close();
    } catch (error) {
      console.error('Stopping the local sandbox service failed', error);
    }
  };

  return {
    started,
    window: getWindow,
    services: () => servicesPromise ?? Promise.reject(new Error('The app is not ready yet')),
  };
}

// Runs only inside Electron's main process (not when a unit test imports this module).
if (process.versions.electron && process.type === 'browser') {
  const desktop = startDesktopApp();
  desktop.started.catch((error: unknown) => {
    console.error('Observation Desk could not start', error);
    app.exit(1);
  });
}
