import type { DeskApi } from '../../src-shared/contract/desk.js';
import { toDeskError } from './errors.js';
import { METHOD_NAMES } from './names.js';

type Method = (input?: unknown) => Promise<unknown>;

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
        return await (input === undefined ? original() : original(input));
      } catch (error) {
        throw toDeskError(error);
      }
    };
  }
  const on: DeskApi['on'] = (event, listener) => raw.on(event, listener);
  return Object.assign(api as unknown as Omit<DeskApi, 'on'>, { on });
}
