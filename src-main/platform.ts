/**
 * What a host (Electron main, or browser mode's Node process) gives the desk services: the few
 * things that differ between the two (ARCHITECTURE.md "Browser mode": transport and platform
 * adapters). Everything else in src-main is plain Node and shared.
 */
import type { DocFileUrlBuilder } from './domains/doc-file-urls.js';

/**
 * Encrypts secrets at rest (refresh tokens, client secrets). Electron: `safeStorage`
 * (`encryptString` → base64). Browser mode: none (`null`), secrets stay in memory.
 *
 * `isAvailable()` must answer false when the encryption would not protect anything, in
 * particular Electron's `safeStorage.getSelectedStorageBackend() === 'basic_text'` on Linux
 * (ARCHITECTURE.md "Security baseline": refresh tokens are never stored in plain text). The
 * services then keep secrets in memory only and say so in the session state.
 */
export interface SecretStorage {
  /** True when {@link encrypt} protects the text with an OS key (keychain, DPAPI, libsecret/kwallet). */
  isAvailable(): boolean;
  /** Encrypts `text`; returns a string safe to write into a JSON settings file (e.g. base64). Throws when unavailable. */
  encrypt(text: string): string;
  /** Reverses {@link encrypt}. Throws when the text cannot be decrypted (other user, key changed). */
  decrypt(stored: string): string;
}

/**
 * A small persistent key/value store of JSON values (electron-store and `conf` have this
 * shape). Keys used by the services: `settings` (profiles and preferences), `sessions` (the
 * encrypted refresh token of each profile). Keys contain no dots.
 */
export interface KeyValueStore {
  /** The stored JSON value, or `undefined` when the key is not set. Never trusted: callers validate it. */
  get(key: string): unknown;
  /** Stores a JSON-serialisable value (written to disk synchronously by electron-store/conf). */
  set(key: string, value: unknown): void;
  delete(key: string): void;
  /** Every key set (the memory and `conf` stores list them; the workspace state needs it). */
  keys?(): string[];
}

/**
 * The platform adapters of {@link createDeskServices} (src-main/services.ts).
 * - `openBrowser(url)`: shows the authorization server's login page (RFC 8252 §4.1 "external
 *   user-agent"). Electron: `shell.openExternal` behind the allow-list; browser mode: emit the
 *   desk event `browser.open` so that the bridge loads it in the tab it opened on the user's click.
 *   May throw (or reject) when the URL is refused; the sign-in then fails with that message.
 * - `secretStorage`: see {@link SecretStorage}; `null` when there is none (browser mode).
 * - `storage`: see {@link KeyValueStore}.
 * - `docFileUrl(id, variant)`: the URL the renderer shows a document's file or thumbnail from
 *   without a token (ARCHITECTURE.md "Data flow"): Electron `desk-file://doc/<id>/thumbnail`,
 *   browser mode `/desk-file/doc/<id>/thumbnail` (src-main/domains/doc-file-urls.ts). Optional:
 *   browser mode's form when absent.
 */
export interface PlatformAdapters {
  openBrowser(url: string): void | Promise<void>;
  secretStorage: SecretStorage | null;
  storage: KeyValueStore;
  docFileUrl?: DocFileUrlBuilder;
}

/** Where the services report what the user does not see (a failed background check, an internal error). */
export interface DeskLogger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** The default logger: `console.warn` / `console.error`. */
export const consoleLogger: DeskLogger = {
  warn: (message, detail) => (detail === undefined ? console.warn(message) : console.warn(message, detail)),
  error: (message, detail) => (detail === undefined ? console.error(message) : console.error(message, detail)),
};
