import { DESK_EVENTS_PATH } from '../../src-shared/contract/browser-wire.js';
import type { DeskEventName, DeskEventPayload } from '../../src-shared/contract/desk.js';
import { DESK_NAMES } from './contract-names.js';

/** The part of `EventSource` the stream uses (a fake in unit tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** Listener of one desk event. */
export type DeskListener<E extends DeskEventName> = (payload: DeskEventPayload<E>) => void;

/**
 * Browser mode's one `EventSource` on `/desk/events`, fanned out to every `on()` listener.
 * Opened when created (so a `browser.open` sent during sign-in is not missed); `ready` resolves
 * once the stream is open (or after `readyTimeoutMs`, so a broken stream never blocks a call).
 * After a reconnect (the browser retries on its own), `onReconnect` lets the client re-read state
 * that may have changed meanwhile.
 */
export class DeskEventStream {
  private readonly listeners = new Map<DeskEventName, Set<(payload: unknown) => void>>();
  private readonly source: EventSourceLike;
  private opened = false;
  /** Resolves when the stream is connected (or the wait timed out). */
  readonly ready: Promise<void>;

  constructor(
    open: (url: string) => EventSourceLike,
    options: { onReconnect?: () => void; readyTimeoutMs?: number } = {},
  ) {
    this.source = open(DESK_EVENTS_PATH);
    let markReady: () => void = () => undefined;
    this.ready = new Promise<void>((resolve) => {
      markReady = resolve;
      setTimeout(resolve, options.readyTimeoutMs ?? 3000);
    });
    this.source.addEventListener('open', () => {
      if (this.opened) options.onReconnect?.();
      this.opened = true;
      markReady();
    });
    for (const name of DESK_NAMES.events) {
      this.source.addEventListener(name, (event) => this.dispatchRaw(name, event.data));
    }
  }

  /** Adds a listener; returns the function that removes it. */
  on<E extends DeskEventName>(event: E, listener: DeskListener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const entry = listener as (payload: unknown) => void;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  /** Hands a payload to every listener of `event` (also used for state re-read after a reconnect). */
  dispatch<E extends DeskEventName>(event: E, payload: DeskEventPayload<E>): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`desk event listener of ${event} failed`, error);
      }
    }
  }

  /** Closes the stream (tests; a page unload closes it anyway). */
  close(): void {
    this.source.close();
  }

  private dispatchRaw(event: DeskEventName, data: string): void {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      console.error(`desk event ${event} with a body that is not JSON`, data);
      return;
    }
    if (typeof json !== 'object' || json === null) {
      console.error(`desk event ${event} with a payload that is not an object`, json);
      return;
    }
    // Main validated the payload against DESK_EVENTS before sending it.
    this.dispatch(event, json as DeskEventPayload<typeof event>);
  }
}
