import type { DeskApi } from '../../src-shared/contract/desk.js';
import { createBrowserDesk } from './browser-client.js';
import { electronDesk } from './electron-desk.js';

let desk: DeskApi | undefined;

/**
 * The desk the renderer talks to: `window.desk` when Electron's preload exposed it, otherwise the
 * browser-mode client over HTTP. The rest of the renderer never knows which (Heynote's bridge
 * pattern); it never calls the service itself and never sees a token. Either way a failed call
 * rejects with a DeskError.
 */
export function getDesk(): DeskApi {
  desk ??= window.desk ? electronDesk(window.desk) : createBrowserDesk();
  return desk;
}

/** Replaces the desk (unit tests hand in a fake; `undefined` resets to the default). */
export function setDesk(replacement: DeskApi | undefined): void {
  desk = replacement;
}

export { HOST_ERROR, HOST_UNREACHABLE, toDeskError } from './errors.js';
