/**
 * The one builder of the `window.desk` object ({@link DeskApi}), shared by Electron's preload
 * (src-main/host/preload.ts, over IPC), the renderer over the preload's object
 * (src-renderer/bridge/electron-desk.ts) and browser mode's client
 * (src-renderer/bridge/browser-client.ts, over HTTP). Only the {@link DeskTransport} differs.
 * Zod-free on purpose: the renderer's initial bundle imports it, with the names of the contract
 * fixed at build time (src-renderer/bridge/contract-names.ts) instead of its schemas.
 */
import type { DeskApi, DeskCallOptions, DeskEventName, DeskMethodName } from './desk.js';

/** The contract's method and event names (`Object.keys` of DESK_METHODS and DESK_EVENTS). */
export interface DeskNames {
  readonly methods: readonly DeskMethodName[];
  readonly events: readonly DeskEventName[];
}

/** How a built desk reaches main. `call` resolves with the output or rejects with the host's error form. */
export interface DeskTransport {
  call(name: DeskMethodName, input: unknown, options?: DeskCallOptions): Promise<unknown>;
  /** Subscribes to a contract event (the name is checked before); returns the unsubscribe function. */
  on(event: DeskEventName, listener: (payload: unknown) => void): () => void;
}

/**
 * Builds the desk from the contract's names: `desk.<domain>.<method>(input)` is
 * `transport.call('<domain>.<method>', input, options)` (input `undefined` for methods without
 * one; `options` as the caller gave them, {@link DeskCallOptions}), and
 * `desk.on(event, listener)` subscribes through the transport after refusing (TypeError) an event
 * outside the contract or a listener that is not a function; its unsubscribe function acts once.
 * `extras` (e.g. `pathForFile`, `close`) are added beside the domains. The desk and each domain
 * object are frozen, so a page cannot swap a method; no name outside `names` exists on it.
 */
export function buildDeskApi<X extends object = object>(names: DeskNames, transport: DeskTransport, extras?: X): DeskApi & X {
  const domains: Record<string, Record<string, (input?: unknown, options?: DeskCallOptions) => Promise<unknown>>> = {};
  for (const name of names.methods) {
    const [domain = '', method = ''] = name.split('.');
    domains[domain] ??= {};
    domains[domain][method] = (input?: unknown, options?: DeskCallOptions) => transport.call(name, input, options);
  }
  const events = new Set<string>(names.events);
  const on = (event: DeskEventName, listener: (payload: unknown) => void): (() => void) => {
    if (typeof event !== 'string' || !events.has(event)) throw new TypeError(`Unknown desk event: ${String(event)}`);
    if (typeof listener !== 'function') throw new TypeError('desk.on needs a listener function');
    const off = transport.on(event, listener);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      off();
    };
  };
  const frozen = Object.fromEntries(Object.entries(domains).map(([domain, methods]) => [domain, Object.freeze(methods)]));
  return Object.freeze({ ...frozen, on, ...extras }) as unknown as DeskApi & X;
}
