import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({}));

import { createElectronPlatform, createSafeSecretStorage, safeStorageProtects, type SafeStorageLike } from '../../../src-main/host/electron-adapters.js';
import { findElectronBinary } from '../../../src-main/host/electron-binary.js';
import { DEMO_DIR_ENV, SANDBOX_URL_ENV, sandboxUrlFromEnv, startSandbox } from '../../../src-main/host/electron-sandbox.js';
import { createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';

/** A reversible fake cipher standing in for safeStorage, with a chosen backend. */
function fakeSafeStorage(available: boolean, backend?: string): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text: string) => Buffer.from(`enc:${text}`),
    decryptString: (data: Buffer) => data.toString().replace(/^enc:/, ''),
    ...(backend === undefined ? {} : { getSelectedStorageBackend: () => backend as ReturnType<NonNullable<SafeStorageLike['getSelectedStorageBackend']>> }),
  };
}

describe('secret storage on safeStorage', () => {
  it('refuses the basic_text backend (plain text in disguise): tokens stay in memory', () => {
    expect(safeStorageProtects(fakeSafeStorage(true, 'basic_text'))).toBe(false);
    expect(createSafeSecretStorage(fakeSafeStorage(true, 'basic_text'))).toBeNull();
  });

  it('refuses when encryption is unavailable or the backend is unknown', () => {
    expect(createSafeSecretStorage(fakeSafeStorage(false))).toBeNull();
    expect(createSafeSecretStorage(fakeSafeStorage(false, 'gnome_libsecret'))).toBeNull();
    expect(createSafeSecretStorage(fakeSafeStorage(true, 'unknown'))).toBeNull();
  });

  it('encrypts to base64 and back with a real backend (libsecret, kwallet, or macOS/Windows without the call)', () => {
    for (const storage of [fakeSafeStorage(true, 'gnome_libsecret'), fakeSafeStorage(true, 'kwallet6'), fakeSafeStorage(true)]) {
      const secrets = createSafeSecretStorage(storage);
      expect(secrets?.isAvailable()).toBe(true);
      const stored = secrets!.encrypt('refresh-token-1');
      expect(stored).toBe(Buffer.from('enc:refresh-token-1').toString('base64'));
      expect(stored).not.toContain('refresh-token-1');
      expect(secrets!.decrypt(stored)).toBe('refresh-token-1');
    }
  });
});

describe('Electron platform adapters', () => {
  it('opens the browser through the allow-listed opener and rejects when it refuses', async () => {
    const openExternal = vi.fn(async (url: string) => url.startsWith('https://auth.example'));
    const platform = createElectronPlatform({ openExternal, safeStorage: fakeSafeStorage(true, 'basic_text'), storage: createMemoryKeyValueStore() });
    await expect(platform.openBrowser('https://auth.example/oauth2/authorize?state=secret-state')).resolves.toBeUndefined();
    const refused = platform.openBrowser('http://evil.example/oauth2/authorize?state=secret-state');
    await expect(refused).rejects.toThrow(/Refused to open http:\/\/evil\.example/);
    await expect(refused).rejects.not.toThrow(/secret-state/);
    expect(platform.secretStorage).toBeNull();
  });
});

describe('sandbox service', () => {
  it('takes the launcher URL from the environment, loopback only', () => {
    expect(sandboxUrlFromEnv({})).toBeNull();
    expect(sandboxUrlFromEnv({ [SANDBOX_URL_ENV]: 'http://127.0.0.1:4321/' })).toBe('http://127.0.0.1:4321');
    expect(sandboxUrlFromEnv({ [SANDBOX_URL_ENV]: 'http://localhost:4321' })).toBe('http://localhost:4321');
    expect(() => sandboxUrlFromEnv({ [SANDBOX_URL_ENV]: 'http://example.org:4321' })).toThrow(/127\.0\.0\.1/);
    expect(() => sandboxUrlFromEnv({ [SANDBOX_URL_ENV]: 'file:///tmp/x' })).toThrow();
    expect(() => sandboxUrlFromEnv({ [SANDBOX_URL_ENV]: 'nope' })).toThrow(/not a URL/);
  });

  it('uses the launcher service without starting one, and does not stop it', async () => {
    const loadStartServer = vi.fn();
    const env: NodeJS.ProcessEnv = { [SANDBOX_URL_ENV]: 'http://127.0.0.1:4321' };
    const sandbox = await startSandbox({ env, userDataDir: '/u', appPath: '/a', loadStartServer });
    expect(sandbox).toMatchObject({ url: 'http://127.0.0.1:4321', origin: 'external' });
    // the bundled main's checks read Switzerland's boundary from the packaged demo data either way
    expect(env[DEMO_DIR_ENV]).toBe(join('/a', 'resources', 'demo'));
    await sandbox.close();
    expect(loadStartServer).not.toHaveBeenCalled();
  });

  it('starts the service in-process on a free loopback port with the packaged demo data', async () => {
    const close = vi.fn(async () => undefined);
    const startServer = vi.fn(async () => ({ url: 'http://127.0.0.1:5555', close }));
    const env: NodeJS.ProcessEnv = {};
    const sandbox = await startSandbox({ env, userDataDir: '/home/u/.config/Observation Desk', appPath: '/opt/app/resources/app.asar', loadStartServer: async () => startServer });
    expect(startServer).toHaveBeenCalledWith({ port: 0, host: '127.0.0.1', dataDir: join('/home/u/.config/Observation Desk', 'sandbox-service') });
    expect(env[DEMO_DIR_ENV]).toBe(join('/opt/app/resources/app.asar', 'resources', 'demo'));
    expect(sandbox).toMatchObject({ url: 'http://127.0.0.1:5555', origin: 'in-process' });
    await sandbox.close();
    expect(close).toHaveBeenCalledOnce();
  });
});

describe('findElectronBinary', () => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-electron-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says the binary was never downloaded when path.txt is missing (these build machines)', () => {
    const found = findElectronBinary(dir, {});
    expect(found.found).toBe(false);
    expect(!found.found && found.reason).toMatch(/never downloaded/);
  });

  it('finds the downloaded binary, and notices when it was deleted', () => {
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(findElectronBinary(dir, {})).toMatchObject({ found: false });
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), '');
    expect(findElectronBinary(dir, {})).toEqual({ found: true, path: join(dir, 'dist', 'electron') });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', () => {
    expect(findElectronBinary(dir, { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'dist') })).toEqual({ found: true, path: join(dir, 'dist', 'electron') });
    expect(findElectronBinary(dir, { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'none') })).toMatchObject({ found: false });
  });
});
