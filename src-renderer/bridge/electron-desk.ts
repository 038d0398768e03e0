import type { DeskApi } from '../../src-shared/contract/desk.js';
import { toDeskError } from './errors.js';
import { METHOD_NAMES } from './names.js';

type Method = (input?: unknown) => Promise<unknown>;

/**
 * A plain JSON copy of a method's input: Vue's reactive proxies cannot cross contextBridge or
 * IPC (structured clone refuses them), and every input of the contract is JSON anyway.
 */
function plainCopy(input: unknown): unknown {
  return JSON.parse(JSON.stringify(input)) as unknown;
}

/**
 * Electron's `window.desk` (exposed by the preload) with every rejection turned back into a
 * DeskError: errors crossing contextBridge lose their class and custom properties, so `code`
 * and `fields` survive only when the preload rejects with the plain error shape.
 */
export function wrapPreloadDesk(raw: DeskApi): DeskApi {
  const source = raw as unknown as Record<string, Record<string, Method | undefined>>;
  const api: Record<string, Record<string, Method>> = {};
  for (const name of METHOD_NAMES) {
    const [domain = '', method = ''] = name.split('.');
    const original = source[domain]?.[method];
    api[domain] ??= {};
    api[domain][method] = async (input?: unknown) => {
      if (!original) throw toDeskError(new Error(`window.desk has no ${name}`));
      try {
        return await (input === undefined ? original() : original(plainCopy(input)));
      } catch (error) {
        throw toDeskError(error);
      }
    };
  }
  const on: DeskApi['on'] = (event, listener) => raw.on(event, listener);
  // Handles of dropped or picked files (the preload's webUtils, then main); absent when the preload has none.
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
  return Object.assign(api as unknown as Omit<DeskApi, 'on'>, { on }, fromUser);
}
