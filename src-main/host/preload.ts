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
import { DESK_NAMES, FILE_FROM_USER_CHANNEL, ipcChannel, ipcEventChannel, type DeskApi, type DeskMethodName } from '../../src-shared/contract/desk.js';
import { buildDeskApi, type DeskTransport } from '../../src-shared/contract/desk-proxy.js';
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
    ...(shape.current ? { current: shape.current } : {}),
  };
}

/** The part of Electron's `webUtils` the bridge uses: the path of a `File` from a drop or an `<input type=file>`. */
export interface PreloadFiles {
  getPathForFile(file: File): string;
}

/**
 * The IPC transport of the shared desk builder (src-shared/contract/desk-proxy.ts):
 * `desk.<domain>.<method>(input)` invokes `desk:<domain>.<method>` and resolves with the value or
 * rejects with a {@link BridgedDeskError}; `desk.on(event, listener)` listens on
 * `desk-event:<event>` and passes only the payload (never the `IpcRendererEvent`, whose `sender`
 * is `ipcRenderer`). With `files`, `desk.fileFromUser(file)` takes a dropped
 * or picked file's path here, in the preload, and has main register it: the page gets a handle,
 * never the path (a File made by script has none and is refused).
 */
export function buildPreloadDesk(ipc: PreloadIpc, files?: PreloadFiles): DeskApi {
  const transport: DeskTransport = {
    call: (name, input) => call(ipc, name, input),
    on(event, listener) {
      const channel = ipcEventChannel(event);
      const wrapped = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
      ipc.on(channel, wrapped);
      return () => void ipc.removeListener(channel, wrapped);
    },
  };
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
  return buildDeskApi(DESK_NAMES, transport, files ? { fileFromUser } : {});
}

contextBridge.exposeInMainWorld('desk', buildPreloadDesk(ipcRenderer, webUtils));
