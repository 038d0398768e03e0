/**
 * {@link KeyValueStore} implementations outside Electron: in memory (tests, browser mode by
 * default) and a JSON file through `conf` (browser mode with `--settings-dir`). Electron uses
 * electron-store (./electron-storage.ts), which is `conf` with Electron's user-data folder.
 */
import Conf from 'conf';
import type { KeyValueStore } from '../platform.js';

/** A store that forgets everything when the process ends. Values are deep-copied on the way in and out, like a file. */
export function createMemoryKeyValueStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const values = new Map<string, unknown>(Object.entries(structuredClone(initial)));
  return {
    get: (key) => (values.has(key) ? structuredClone(values.get(key)) : undefined),
    set: (key, value) => {
      values.set(key, structuredClone(value));
    },
    delete: (key) => {
      values.delete(key);
    },
    keys: () => [...values.keys()],
  };
}

/** Any `conf`-like store (electron-store extends conf): the three methods the services need, without dot-paths. */
export interface ConfLike {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  /** The whole document (conf reads the file). */
  readonly store: Record<string, unknown>;
}

/** Adapts a conf or electron-store instance (created with `accessPropertiesByDotNotation: false`). */
export function keyValueStoreFromConf(conf: ConfLike): KeyValueStore {
  return {
    get: (key) => conf.get(key),
    set: (key, value) => conf.set(key, value),
    delete: (key) => conf.delete(key),
    keys: () => Object.keys(conf.store),
  };
}

/**
 * A JSON file `<dir>/<name>.json` written atomically by `conf` (file mode 0600).
 * Throws when the folder cannot be created or the file is not JSON.
 */
export function createFileKeyValueStore(dir: string, name = 'desk-settings'): KeyValueStore {
  const conf = new Conf<Record<string, unknown>>({
    cwd: dir,
    configName: name,
    accessPropertiesByDotNotation: false,
    configFileMode: 0o600,
    clearInvalidConfig: false,
  });
  return keyValueStoreFromConf(conf);
}
