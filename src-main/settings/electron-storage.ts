/**
 * The Electron host's {@link KeyValueStore}: electron-store 11 (ESM; bundled into main by
 * electron-vite) in Electron's user-data folder, file `desk-settings.json`. Import this file
 * only from the Electron host: electron-store needs a running Electron `app`.
 */
import Store from 'electron-store';
import type { KeyValueStore } from '../platform.js';
import { keyValueStoreFromConf } from './key-value-stores.js';

/** Opens (or creates) the settings file. Throws when it cannot be read or written. */
export function createElectronKeyValueStore(name = 'desk-settings'): KeyValueStore {
  const store = new Store<Record<string, unknown>>({
    name,
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
  });
  return keyValueStoreFromConf(store);
}
