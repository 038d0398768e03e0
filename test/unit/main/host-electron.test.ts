import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** One fake Electron for the whole file, reset before each test (the composition root keeps no module state). */
const fake = vi.hoisted(() => ({ state: {} as Record<string, unknown> }));

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const windows: FakeWindowLike[] = [];
  interface FakeWindowLike { options: unknown }
  class App extends Emitter {
    lock = true;
    quit = vi.fn(() => { this.emit('will-quit', { preventDefault: vi.fn() }); });
    exit = vi.fn();
    enableSandbox = vi.fn();
    requestSingleInstanceLock = vi.fn(() => this.lock);
    whenReady = vi.fn(() => Promise.resolve());
    getPath = vi.fn(() => '/home/u/.config/Observation Desk');
    getAppPath = vi.fn(() => '/opt/observation-desk/resources/app.asar');
  }
  const app = new App();
  class BrowserWindow extends Emitter {
    destroyed = false;
    minimized = true;
    webContents = { mainFrame: { url: 'app://desk/index.html', parent: null, processId: 3, routingId: 1 }, send: vi.fn(), isDestroyed: () => false };
    loadURL = vi.fn(async () => undefined);
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn(() => { this.minimized = false; });
    constructor(public options: unknown) {
      super();
      windows.push(this);
    }
    isDestroyed = () => this.destroyed;
    isMinimized = () => this.minimized;
  }
  const handlers = new Map<string, (...args: unknown[]) => unknown>();
  const ipcMain = {
    handle: vi.fn((c: string, h: (...args: unknown[]) => unknown) => handlers.set(c, h)),
    removeHandler: vi.fn((c: string) => handlers.delete(c)),
    removeAllListeners: vi.fn(),
  };
  const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() };
  const permissions: Record<string, (...args: unknown[]) => unknown> = {};
  const session = {
    defaultSession: {
      setPermissionRequestHandler: vi.fn((h: (...args: unknown[]) => unknown) => (permissions.request = h)),
      setPermissionCheckHandler: vi.fn((h: (...args: unknown[]) => unknown) => (permissions.check = h)),
      setDevicePermissionHandler: vi.fn((h: (...args: unknown[]) => unknown) => (permissions.device = h)),
    },
  };
  const shell = { openExternal: vi.fn(async () => undefined) };
  const safeStorage = { isEncryptionAvailable: () => true, getSelectedStorageBackend: () => 'basic_text', encryptString: vi.fn(), decryptString: vi.fn() };
  const dialog = {
    showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: ['/home/u/Pictures/a.jpg', '/home/u/Pictures/b.jpg'] })),
    showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: '/home/u/flora.zip' })),
  };
  Object.assign(fake.state, { app, windows, handlers, ipcMain, protocol, permissions, session, shell, safeStorage, dialog });
  const module = { app, BrowserWindow, dialog, ipcMain, protocol, session, shell, safeStorage };
  return { ...module, default: module };
});
vi.mock('../../../src-main/settings/electron-storage.js', () => ({ createElectronKeyValueStore: vi.fn() }));

import type { DeskServices } from '../../../src-main/services.js';
import type { PlatformAdapters } from '../../../src-main/platform.js';
import { DESK_METHODS, ipcEventChannel } from '../../../src-shared/contract/desk.js';
import { startDesktopApp, builtPaths } from '../../../src-main/host/electron.js';
import { CONTENT_SECURITY_POLICY } from '../../../src-main/host/electron-security.js';
import { DeskEvents } from '../../../src-main/ipc/events.js';
import { createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';

interface FakeWindow extends EventEmitter {
  options: { webPreferences: Record<string, unknown>; show: boolean };
  webContents: { mainFrame: { url: string; parent: null; processId: number; routingId: number }; send: ReturnType<typeof vi.fn> };
  loadURL: ReturnType<typeof vi.fn>;
  show: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  restore: ReturnType<typeof vi.fn>;
  destroyed: boolean;
}
const s = fake.state as {
  app: EventEmitter & { lock: boolean; quit: ReturnType<typeof vi.fn>; enableSandbox: ReturnType<typeof vi.fn> };
  windows: FakeWindow[];
  handlers: Map<string, (...args: unknown[]) => Promise<unknown>>;
  ipcMain: { removeAllListeners: ReturnType<typeof vi.fn> };
  protocol: { registerSchemesAsPrivileged: ReturnType<typeof vi.fn>; handle: ReturnType<typeof vi.fn> };
  permissions: Record<string, (...args: unknown[]) => unknown>;
  shell: { openExternal: ReturnType<typeof vi.fn> };
  dialog: { showOpenDialog: ReturnType<typeof vi.fn>; showSaveDialog: ReturnType<typeof vi.fn> };
};

/** Fake desk services: a dispatcher spy, a real event bus, an active profile on a loopback auth server. */
function fakeServices() {
  const services = {
    dispatch: vi.fn(async (name: string, input: unknown) => ({ ok: true, value: { name, input } })),
    events: new DeskEvents(),
    settings: { activeProfile: () => ({ auth_server_url: 'http://127.0.0.1:4100' }) },
    mapLayers: { tileOrigins: vi.fn((): string[] => []) },
    dispose: vi.fn(async () => undefined),
  };
  return services;
}

/** Starts the app with fakes; returns what the tests look at. */
async function start(options: { lock?: boolean } = {}) {
  s.app.lock = options.lock ?? true;
  const services = fakeServices();
  const createServices = vi.fn((_platform: PlatformAdapters, _options: unknown) => services as unknown as DeskServices);
  const sandboxClose = vi.fn(async () => undefined);
  const startSandbox = vi.fn(async () => ({ url: 'http://127.0.0.1:4100', origin: 'in-process' as const, close: sandboxClose }));
  const desktop = startDesktopApp({ mainDir: '/app/out/main', env: {}, createServices, createStorage: () => createMemoryKeyValueStore(), startSandbox });
  const started = await desktop.started;
  if (started) await desktop.services();
  return { desktop, started, services, createServices, startSandbox, sandboxClose, window: s.windows[0] };
}

beforeEach(() => {
  s.app.removeAllListeners();
  s.windows.length = 0;
  s.handlers.clear();
  vi.clearAllMocks();
});

describe('startDesktopApp', () => {
  it('registers the app scheme as privileged and enables the sandbox before ready', async () => {
    await start();
    expect(s.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ scheme: 'app' })]));
    expect(s.app.enableSandbox).toHaveBeenCalled();
  });

  it('creates the window with the secure web preferences and the built preload, and loads app://desk', async () => {
    const { window } = await start();
    expect(window?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      preload: join('/app/out/main', '..', 'preload', 'index.cjs'),
    });
    expect(window?.loadURL).toHaveBeenCalledWith('app://desk/index.html');
    expect(builtPaths('/app/out/main').renderer).toBe(join('/app/out', 'renderer'));
  });

  it('serves the renderer through protocol.handle with the CSP on responses', async () => {
    await start();
    expect(s.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    const handler = s.protocol.handle.mock.calls[0]?.[1] as (request: Request) => Promise<Response>;
    const response = await handler(new Request('app://desk/assets/missing.js'));
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await handler(new Request('app://desk/..%2f..%2fpackage.json'))).status).toBe(403);
  });

  it('lets the CSP allow the tiles of the map layers the user added, and nothing else', async () => {
    const { services } = await start();
    const handler = s.protocol.handle.mock.calls[0]?.[1] as (request: Request) => Promise<Response>;
    const imgSrc = async (): Promise<string> =>
      (await handler(new Request('app://desk/index.html'))).headers.get('content-security-policy')!.split('; ').find((d) => d.startsWith('img-src'))!;
    expect(await imgSrc()).not.toContain('tiles.example.org');
    services.mapLayers.tileOrigins.mockReturnValue(['https://tiles.example.org', 'http://127.0.0.1:4555']);
    expect(await imgSrc()).toBe("img-src 'self' data: blob: desk-file: https://tile.openstreetmap.org https://wmts.geo.admin.ch https://tiles.example.org http://127.0.0.1:4555");
    services.mapLayers.tileOrigins.mockReturnValue([]);
    expect(await imgSrc()).toBe("img-src 'self' data: blob: desk-file: https://tile.openstreetmap.org https://wmts.geo.admin.ch");
  });

  it('denies every permission request', async () => {
    await start();
    const callback = vi.fn();
    s.permissions.request?.({}, 'media', callback, {});
    expect(callback).toHaveBeenCalledWith(false);
    expect(s.permissions.check?.({}, 'geolocation')).toBe(false);
  });

  it('guards every webContents Electron creates (navigation, windows, webviews)', async () => {
    await start();
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    s.app.emit('web-contents-created', {}, contents);
    const preventDefault = vi.fn();
    contents.emit('will-navigate', { url: 'https://evil.example/', preventDefault }, 'https://evil.example/');
    expect(preventDefault).toHaveBeenCalled();
    const open = contents.setWindowOpenHandler.mock.calls[0]?.[0] as (d: { url: string }) => { action: string };
    expect(open({ url: 'https://www.gbif.org/species/1' })).toEqual({ action: 'deny' });
    expect(open({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(s.shell.openExternal).toHaveBeenCalledTimes(1));
    expect(s.shell.openExternal).toHaveBeenCalledWith('https://www.gbif.org/species/1', expect.anything());
  });

  it('composes the services with the sandbox URL, the user-data folder and Electron adapters', async () => {
    const { createServices, startSandbox } = await start();
    expect(startSandbox).toHaveBeenCalledWith(expect.objectContaining({ userDataDir: '/home/u/.config/Observation Desk', appPath: '/opt/observation-desk/resources/app.asar' }));
    const [platform, options] = createServices.mock.calls[0]!;
    expect(options).toEqual({
      sandboxUrl: 'http://127.0.0.1:4100', dataDir: '/home/u/.config/Observation Desk', chooseFiles: expect.any(Function), exportDestinations: { chooseFile: expect.any(Function) },
    });
    // uploads.chooseFiles: the native dialog, modal to the app window
    await expect((options as { chooseFiles: () => Promise<string[]> }).chooseFiles()).resolves.toEqual(['/home/u/Pictures/a.jpg', '/home/u/Pictures/b.jpg']);
    expect(s.dialog.showOpenDialog).toHaveBeenCalledWith(s.windows[0], expect.objectContaining({ properties: ['openFile', 'multiSelections'] }));
    // exports.start: the native save dialog, modal to the app window
    const { exportDestinations } = options as { exportDestinations: { chooseFile: (name: string, format: 'dwca') => Promise<string | null> } };
    await expect(exportDestinations.chooseFile('flora.zip', 'dwca')).resolves.toBe('/home/u/flora.zip');
    expect(s.dialog.showSaveDialog).toHaveBeenCalledWith(s.windows[0], expect.objectContaining({ defaultPath: 'flora.zip' }));
    expect(platform.secretStorage).toBeNull(); // the fake safeStorage says basic_text
    expect(s.ipcMain.removeAllListeners).toHaveBeenCalledWith('electron-store-get-data');
  });

  it('opens the sign-in page of the active profile\'s auth server, and refuses others', async () => {
    const { createServices } = await start();
    const platform = createServices.mock.calls[0]![0];
    await platform.openBrowser('http://127.0.0.1:4100/oauth2/authorize/en?state=x');
    expect(s.shell.openExternal).toHaveBeenCalledWith('http://127.0.0.1:4100/oauth2/authorize/en?state=x', expect.anything());
    await expect(platform.openBrowser('http://127.0.0.1:9999/oauth2/authorize')).rejects.toThrow(/Refused/);
    await expect(platform.openBrowser('javascript:alert(1)')).rejects.toThrow(/Refused/);
    expect(s.shell.openExternal).toHaveBeenCalledTimes(1);
  });

  it('handles every contract method over IPC, checking the sender first', async () => {
    const { services, window } = await start();
    expect([...s.handlers.keys()].sort()).toEqual([...Object.keys(DESK_METHODS).map((n) => `desk:${n}`), 'desk-file-from-user'].sort());
    const handler = s.handlers.get('desk:profiles.activate')!;
    const trusted = { sender: window!.webContents, senderFrame: window!.webContents.mainFrame };
    await expect(handler(trusted, { id: 'p1' })).resolves.toEqual({ ok: true, value: { name: 'profiles.activate', input: { id: 'p1' } } });
    expect(services.dispatch).toHaveBeenCalledWith('profiles.activate', { id: 'p1' });
    const subframe = { sender: window!.webContents, senderFrame: { ...window!.webContents.mainFrame, parent: {}, routingId: 5 } };
    const foreign = { sender: window!.webContents, senderFrame: { ...window!.webContents.mainFrame, url: 'https://evil.example/' } };
    for (const event of [subframe, foreign, { sender: window!.webContents, senderFrame: null }]) {
      await expect(handler(event, { id: 'p1' })).resolves.toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(services.dispatch).toHaveBeenCalledTimes(1);
    // the preload's channel of dropped files: same sender check, and only absolute paths
    const files = s.handlers.get('desk-file-from-user')!;
    await expect(files(foreign, '/home/u/a.jpg')).resolves.toMatchObject({ ok: false, error: { code: 'forbidden' } });
    await expect(files(trusted, 'relative.jpg')).resolves.toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('forwards desk events to the window', async () => {
    const { services, window } = await start();
    const payload = { status: 'expired', profile_id: 'local-sandbox', user: null, expires_at: null } as const;
    services.events.emit('session.changed', payload);
    expect(window?.webContents.send).toHaveBeenCalledWith(ipcEventChannel('session.changed'), payload);
  });

  it('shows the window when painted and focuses it on a second launch', async () => {
    const { window } = await start();
    window!.emit('ready-to-show');
    expect(window!.show).toHaveBeenCalledTimes(1);
    s.app.emit('second-instance', {}, ['observation-desk'], '/');
    expect(window!.restore).toHaveBeenCalled();
    expect(window!.focus).toHaveBeenCalled();
  });

  it('quits at once when another instance holds the lock', async () => {
    const { started, createServices } = await start({ lock: false });
    expect(started).toBe(false);
    expect(s.app.quit).toHaveBeenCalled();
    expect(s.windows).toHaveLength(0);
    expect(createServices).not.toHaveBeenCalled();
  });

  it('disposes the services and stops the sandbox before quitting', async () => {
    const { services, sandboxClose } = await start();
    const event = { preventDefault: vi.fn() };
    s.app.emit('window-all-closed');
    expect(s.app.quit).toHaveBeenCalled();
    s.app.emit('will-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(sandboxClose).toHaveBeenCalled());
    expect(services.dispose).toHaveBeenCalledTimes(1);
    expect(sandboxClose).toHaveBeenCalledTimes(1);
  });
});

describe('startDesktopApp when the services cannot start', () => {
  it('answers every desk call with an internal error instead of hanging or throwing', async () => {
    s.app.lock = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const desktop = startDesktopApp({
      mainDir: '/app/out/main',
      env: {},
      createStorage: () => {
        throw new Error('settings file unreadable');
      },
      startSandbox: async () => ({ url: 'http://127.0.0.1:4100', origin: 'external', close: async () => undefined }),
    });
    await desktop.started;
    await expect(desktop.services()).rejects.toThrow(/unreadable/);
    const window = s.windows[0]!;
    const result = await s.handlers.get('desk:session.get')!({ sender: window.webContents, senderFrame: window.webContents.mainFrame });
    expect(result).toMatchObject({ ok: false, error: { code: 'internal', status: 500 } });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
