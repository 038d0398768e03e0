/**
 * What the hosts use from main's services (the Electron host in src-main/host/electron.ts,
 * browser mode in src-main/host/web.ts). Import electron-only helpers
 * (`./settings/electron-storage.js`) from the Electron host directly, not through here.
 */
export { createDeskServices, type DeskServices, type DeskServicesOptions } from './services.js';
export type { DeskLogger, KeyValueStore, PlatformAdapters, SecretStorage } from './platform.js';
export { consoleLogger } from './platform.js';
export { DeskEvents, type DeskEventListener, type DeskEventMessage } from './ipc/events.js';
export { createDispatcher, isDeskMethodName, type DeskDispatch } from './ipc/dispatch.js';
export type { DeskHandler, DeskHandlers, DomainHandlers } from './ipc/handlers.js';
export { createFileKeyValueStore, createMemoryKeyValueStore, keyValueStoreFromConf } from './settings/key-value-stores.js';
export { ApiClient, type ApiRequest, type ApiResponse } from './api/client.js';
export { LOOPBACK_TIMEOUT_MS } from './auth/loopback.js';
