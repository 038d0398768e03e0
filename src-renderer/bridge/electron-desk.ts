import type { DeskApi } from '../../src-shared/contract/desk.js';
import { buildDeskApi, type DeskTransport } from '../../src-shared/contract/desk-proxy.js';
import { DESK_NAMES } from './contract-names.js';
import { callCancelled, toDeskError } from './errors.js';

type Method = (input?: unknown) => Promise<unknown>;

/**
 * A plain JSON copy of a method's input: Vue's reactive proxies cannot cross contextBridge or
 * IPC (structured clone refuses them), and every input of the contract is JSON anyway.
 */
function plainCopy(input: unknown): unknown {
  return JSON.parse(JSON.stringify(input)) as unknown;
}

/**
 * The transport over Electron's `window.desk` (the preload's object): inputs as plain copies,
 * and every rejection turned back into a DeskError — errors crossing contextBridge lose their
 * class, so the preload rejects with the plain error shape and `code` and `fields` survive.
 * An aborted `signal` rejects the call with `cancelled` at once; main's answer is then ignored
 * (the signal cannot cross contextBridge, and IPC has no connection limit to free).
 */
export function preloadTransport(raw: DeskApi): DeskTransport {
  const source = raw as unknown as Record<string, Record<string, Method | undefined> | undefined>;
  return {
    async call(name, input, options) {
      const [domain = '', method = ''] = name.split('.');
      const original = source[domain]?.[method];
      if (!original) throw toDeskError(new Error(`window.desk has no ${name}`));
      const signal = options?.signal;
      if (signal?.aborted) throw callCancelled();
      try {
        const answer = input === undefined ? original() : original(plainCopy(input));
        if (!signal) return await answer;
        let stop = (): void => undefined;
        const aborted = new Promise<never>((_, reject) => {
          stop = () => reject(callCancelled());
          signal.addEventListener('abort', stop, { once: true });
        });
        try {
          return await Promise.race([answer, aborted]);
        } finally {
          signal.removeEventListener('abort', stop);
        }
      } catch (error) {
        throw toDeskError(error);
      }
    },
    on: (event, listener) => raw.on(event, listener),
  };
}

/**
 * The renderer's desk in Electron: the shared builder (src-shared/contract/desk-proxy.ts) over
 * {@link preloadTransport}, with the preload's `fileFromUser` (handles of dropped or picked
 * files, made by the preload's webUtils and main) when it has one.
 */
export function electronDesk(raw: DeskApi): DeskApi {
  const fileFromUser = raw.fileFromUser;
  const fromUser = fileFromUser
    ? {
        fileFromUser: async (file: File) => {
          try {
            return await fileFromUser(file);
          } catch (error) {
            throw toDeskError(error);
          }
        },
      }
    : {};
  return buildDeskApi(DESK_NAMES, preloadTransport(raw), fromUser);
}
