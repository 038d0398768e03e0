/**
 * The Electron {@link PlatformAdapters} of the desk services (src-main/platform.ts): the system
 * browser through the `openExternal` allow-list, `safeStorage` for secrets at rest (refused when
 * it would store plain text), and electron-store for settings.
 */
import type { SafeStorage } from 'electron';
import { electronDocFileUrl } from '../domains/doc-file-urls.js';
import type { KeyValueStore, PlatformAdapters, SecretStorage } from '../platform.js';

/** The part of Electron's `safeStorage` used here (injected in tests). */
export type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'> & {
  /** Linux only; absent on macOS and Windows. */
  getSelectedStorageBackend?: SafeStorage['getSelectedStorageBackend'];
};

/**
 * Whether `safeStorage` really protects secrets: encryption is available and, on Linux, the
 * backend is not `basic_text` (a hard-coded key: "encrypted" text anyone can decrypt). Ask only
 * after the app is ready (before that, Linux answers false).
 */
export function safeStorageProtects(safeStorage: SafeStorageLike): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  const backend = safeStorage.getSelectedStorageBackend?.();
  return backend !== 'basic_text' && backend !== 'unknown';
}

/**
 * {@link SecretStorage} on `safeStorage` (ciphertext as base64 in the settings file), or `null`
 * when {@link safeStorageProtects} says no: then the services keep refresh tokens and client
 * secrets in memory only (ARCHITECTURE.md "Security baseline": never in plain text; RFC 9700
 * §4.14 on protecting refresh tokens).
 */
export function createSafeSecretStorage(safeStorage: SafeStorageLike): SecretStorage | null {
  if (!safeStorageProtects(safeStorage)) return null;
  return {
    isAvailable: () => safeStorageProtects(safeStorage),
    encrypt: (text) => {
      if (!safeStorageProtects(safeStorage)) throw new Error('Secure storage is not available');
      return safeStorage.encryptString(text).toString('base64');
    },
    decrypt: (stored) => safeStorage.decryptString(Buffer.from(stored, 'base64')),
  };
}

/** Inputs of {@link createElectronPlatform}. */
export interface ElectronPlatformOptions {
  /** Opens a URL in the system browser behind the allow-list; resolves false when refused. */
  openExternal(url: string): Promise<boolean>;
  safeStorage: SafeStorageLike;
  storage: KeyValueStore;
}

/**
 * The Electron platform adapters. `openBrowser` rejects when the allow-list refuses the URL
 * (e.g. an authorization server that is neither https nor loopback), so the sign-in fails with a
 * message instead of silently waiting for a callback that never comes. Documents are shown from
 * `desk-file://doc/<id>/<variant>` (electron-desk-file.ts).
 */
export function createElectronPlatform(options: ElectronPlatformOptions): PlatformAdapters {
  return {
    openBrowser: async (url) => {
      if (!(await options.openExternal(url))) {
        throw new Error(`Refused to open ${safeOriginForMessage(url)} in the browser: only https addresses of known servers (or http on 127.0.0.1/localhost) are allowed.`);
      }
    },
    secretStorage: createSafeSecretStorage(options.safeStorage),
    storage: options.storage,
    docFileUrl: electronDocFileUrl,
  };
}

/** The origin of `url` for an error message (never the query, which carries `state` and the PKCE challenge). */
function safeOriginForMessage(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? `${parsed.protocol} URL` : parsed.origin;
  } catch {
    return 'an invalid URL';
  }
}
