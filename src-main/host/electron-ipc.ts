/**
 * The IPC side of the `window.desk` contract in Electron: one `ipcMain.handle` per contract
 * method, each checking its sender before anything else (Electron security checklist item 17
 * "Validate the sender of all IPC messages"), then handing the raw input to the dispatcher, which
 * zod-validates it; and the desk events forwarded to the window.
 */
import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { isAbsolute } from 'node:path';
import { DESK_EVENTS, DESK_METHODS, FILE_FROM_USER_CHANNEL, ipcChannel, ipcEventChannel, type DeskMethodName } from '../../src-shared/contract/desk.js';
import { DeskError, type DeskResult } from '../../src-shared/contract/errors.js';
import type { DeskEventMessage } from '../ipc/events.js';

/** The dispatcher of src-main/ipc/dispatch.ts (`DeskDispatch`): validates a method's input with zod and runs it; never rejects. */
export type DeskDispatcherLike = (name: string, rawInput: unknown) => Promise<DeskResult<unknown>>;

/** What answers a call whose sender is not our window's main frame on our origin. */
export const FORBIDDEN_SENDER: DeskResult<never> = {
  ok: false,
  error: { status: 403, code: 'forbidden', message: 'This caller may not use the desk API.', fields: [] },
};

/**
 * Whether an invoke comes from the app window's main frame showing one of our pages: the
 * `senderFrame` exists (it is null once the frame navigated away or was destroyed), is the
 * top-level frame of `window` (not an iframe, not another webContents), and its URL is ours
 * (`isAppUrl`, the app scheme). Frames are compared by process and routing id, which identify a
 * frame even when Electron hands out a new `WebFrameMain` wrapper.
 */
export function isTrustedSender(event: IpcMainInvokeEvent, window: BrowserWindow | null, isAppUrl: (url: string) => boolean): boolean {
  if (!window || window.isDestroyed()) return false;
  const frame = event.senderFrame;
  if (!frame) return false;
  const contents = window.webContents;
  if (event.sender !== contents) return false;
  const main = contents.mainFrame;
  if (frame.parent !== null || frame.processId !== main.processId || frame.routingId !== main.routingId) return false;
  return isAppUrl(frame.url);
}

/**
 * Registers `ipcMain.handle(desk:<name>)` for every contract method: refuses untrusted senders
 * with {@link FORBIDDEN_SENDER} (the dispatcher is not called), otherwise answers the
 * dispatcher's {@link DeskResult}. Returns a function removing every handler (on quit).
 */
export function registerDeskIpc(
  ipcMain: IpcMain,
  dispatcher: DeskDispatcherLike,
  getWindow: () => BrowserWindow | null,
  isAppUrl: (url: string) => boolean,
): () => void {
  const names = Object.keys(DESK_METHODS) as DeskMethodName[];
  for (const name of names) {
    ipcMain.handle(ipcChannel(name), async (event, rawInput: unknown): Promise<DeskResult<unknown>> => {
      if (!isTrustedSender(event, getWindow(), isAppUrl)) return FORBIDDEN_SENDER;
      return dispatcher(name, rawInput);
    });
  }
  return () => {
    for (const name of names) ipcMain.removeHandler(ipcChannel(name));
  };
}

/**
 * Registers the preload's {@link FILE_FROM_USER_CHANNEL}: the path of a File the user dropped or
 * picked, taken by the preload (never by the page), registered by `register` into a file handle
 * (a DeskError it throws is answered as such).
 * Refuses untrusted senders like every desk call; answers a DeskResult. Returns the remover.
 */
export function registerFileFromUserIpc(
  ipcMain: IpcMain,
  register: (path: string) => Promise<unknown>,
  getWindow: () => BrowserWindow | null,
  isAppUrl: (url: string) => boolean,
): () => void {
  ipcMain.handle(FILE_FROM_USER_CHANNEL, async (event, path: unknown): Promise<DeskResult<unknown>> => {
    if (!isTrustedSender(event, getWindow(), isAppUrl)) return FORBIDDEN_SENDER;
    if (typeof path !== 'string' || !isAbsolute(path)) return { ok: false, error: { status: 400, code: 'invalid-input', message: 'Not a file.', fields: [] } };
    try {
      return { ok: true, value: await register(path) };
    } catch (error) {
      if (error instanceof DeskError) return { ok: false, error: error.toShape() };
      return { ok: false, error: { status: 500, code: 'internal', message: 'The file could not be registered.', fields: [] } };
    }
  });
  return () => ipcMain.removeHandler(FILE_FROM_USER_CHANNEL);
}

/** The event bus of the main services (src-main/ipc/events.ts `DeskEvents`): one subscription for every event. */
export interface DeskEventSource {
  subscribe(listener: (event: DeskEventMessage) => void): () => void;
}

/**
 * Forwards every desk event to the window's webContents on `desk-event:<name>` (dropped while
 * the window is gone or destroyed; names outside the contract are never sent). Returns a
 * function that stops forwarding.
 */
export function forwardDeskEvents(events: DeskEventSource, getWindow: () => BrowserWindow | null): () => void {
  return events.subscribe(({ name, payload }) => {
    if (!Object.hasOwn(DESK_EVENTS, name)) return;
    const window = getWindow();
    if (!window || window.isDestroyed() || window.webContents.isDestroyed()) return;
    window.webContents.send(ipcEventChannel(name), payload);
  });
}
