/**
 * The preload of the app window: exposes `window.desk` (the {@link DeskApi} contract of
 * src-shared/contract) through `contextBridge` and nothing else — not `ipcRenderer`, not a
 * generic `invoke`, not the `IpcRendererEvent` (Electron security checklist item 3 "Enable
 * context isolation", item 20 "Do not expose Electron APIs to untrusted web content").
 *
 * It runs sandboxed, where only `electron` (and a few polyfills) can be `require`d: electron-vite
 * bundles the contract code (and zod) into this one CommonJS file (electron.vite.config.ts).
 */
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { DESK_EVENTS, DESK_METHODS, FILE_FROM_USER_CHANNEL, ipcChannel, ipcEventChannel, type DeskApi, type DeskEventName, type DeskMethodName } from '../../src-shared/contract/desk.js';
import type { ApiErrorShape, DeskResult } from '../../src-shared/contract/errors.js';

/** The part of `ipcRenderer` the bridge uses (injected in tests). */
export interface PreloadIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): unknown;
}

/**
 * What a failed desk call rejects with in the renderer: the {@link ApiErrorShape} plus
 * `name: 'DeskError'`, as a plain object. Not a `DeskError` instance on purpose: the context
 * bridge copies an `Error` as a bare `Error(message)` and drops its own properties (`code`,
 * `status`, `fields`) and its class, whereas a plain object crosses whole. The renderer turns it
 * into a `DeskError` with `new DeskError(reason)` where it needs `instanceof`.
 */
export type BridgedDeskError = ApiErrorShape & { name: 'DeskError' };

/** True when `value` looks like a {@link DeskResult} (main always answers one; anything else is a bug). */
function isDeskResult(value: unknown): value is DeskResult<unknown> {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  return value.ok === true ? 'value' in value : 'error' in value && typeof value.error === 'object' && value.error !== null;
}

/** The error a malformed answer turns into (never expected; keeps the renderer's error handling uniform). */
const MALFORMED: ApiErrorShape = { status: 0, code: 'server', message: 'Malformed answer from the main process', fields: [] };

/** Calls one contract method over IPC and unwraps its {@link DeskResult}. */
async function call(ipc: PreloadIpc, name: DeskMethodName, input: unknown): Promise<unknown> {
  const result = await ipc.invoke(ipcChannel(name), input);
  if (!isDeskResult(result)) throw bridgedError(MALFORMED);
  if (result.ok) return result.value;
  throw bridgedError(result.error);
}

/** Copies an error shape into a {@link BridgedDeskError} (only the known fields). */
export function bridgedError(shape: ApiErrorShape): BridgedDeskError {
  return {
    name: 'DeskError',
    status: shape.status,
    code: shape.code,
    message: shape.message,
    fields: shape.fields.map((f) => ({ field: f.field, message: f.message })),
  };
}

/** The part of Electron's `webUtils` the bridge uses: the path of a `File` from a drop or an `<input type=file>`. */
export interface PreloadFiles {
  getPathForFile(file: File): string;
}

/**
 * Builds the `window.desk` object from the contract's method names: `desk.<domain>.<method>(input)`
 * invokes `desk:<domain>.<method>` and resolves with the value or rejects with a
 * {@link BridgedDeskError}; `desk.on(event, listener)` subscribes to `desk-event:<event>`, passes
 * only the payload (never the `IpcRendererEvent`, whose `sender` is `ipcRenderer`) and returns a
 * function removing exactly that listener. With `files`, `desk.fileFromUser(file)` takes a dropped
 * or picked file's path here, in the preload, and has main register it: the page gets a handle,
 * never the path (a File made by script has none and is refused).
 * Frozen, so the page cannot swap methods.
 */
export function buildDeskApi(ipc: PreloadIpc, files?: PreloadFiles): DeskApi {
  const domains: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const name of Object.keys(DESK_METHODS) as DeskMethodName[]) {
    const [domain, method] = name.split('.') as [string, string];
    domains[domain] ??= {};
    domains[domain][method] = (input?: unknown) => call(ipc, name, input);
  }
  const on = (event: DeskEventName, listener: (payload: unknown) => void): (() => void) => {
    if (!Object.hasOwn(DESK_EVENTS, event)) throw new TypeError(`Unknown desk event: ${String(event)}`);
    if (typeof listener !== 'function') throw new TypeError('desk.on needs a listener function');
    const channel = ipcEventChannel(event);
    const wrapped = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
    ipc.on(channel, wrapped);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      ipc.removeListener(channel, wrapped);
    };
  };
  const api = Object.fromEntries(Object.entries(domains).map(([domain, methods]) => [domain, Object.freeze(methods)]));
  const fileFromUser = async (file: object): Promise<unknown> => {
    let path = '';
    try {
      // the File crosses the context bridge as a File (Electron's documented webUtils pattern)
      const found = files?.getPathForFile(file as File);
      path = typeof found === 'string' ? found : '';
    } catch {
      path = '';
    }
    if (!path) throw bridgedError({ status: 400, code: 'invalid-input', message: 'Only a file you dropped or picked can be uploaded.', fields: [] });
    const result = await ipc.invoke(FILE_FROM_USER_CHANNEL, path);
    if (!isDeskResult(result)) throw bridgedError(MALFORMED);
    if (result.ok) return result.value;
    throw bridgedError(result.error);
  };
  return Object.freeze({ ...api, on, ...(files ? { fileFromUser } : {}) }) as unknown as DeskApi;
}

contextBridge.exposeInMainWorld('desk', buildDeskApi(ipcRenderer, webUtils));
