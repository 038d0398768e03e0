import type { DeskEventName, DeskEventPayload } from '../../src-shared/contract/index.js';
import { consoleLogger, type DeskLogger } from '../platform.js';

/** One pushed event, as a discriminated union over the names of `DESK_EVENTS`. */
export type DeskEventMessage = { [E in DeskEventName]: { name: E; payload: DeskEventPayload<E> } }[DeskEventName];

/** A subscriber of {@link DeskEvents}; called synchronously in emit order. */
export type DeskEventListener = (event: DeskEventMessage) => void;

/**
 * The event bus of main → renderer pushes (`DESK_EVENTS` of the contract). The Electron host
 * subscribes once and forwards each event to the window (`desk-event:<name>`); browser mode
 * forwards to every open `GET /desk/events` stream. A listener that throws is logged and
 * does not stop the others.
 */
export class DeskEvents {
  private readonly listeners = new Set<DeskEventListener>();

  constructor(private readonly log: DeskLogger = consoleLogger) {}

  /** Pushes `payload` to every subscriber. */
  emit<E extends DeskEventName>(name: E, payload: DeskEventPayload<E>): void {
    const message = { name, payload } as DeskEventMessage;
    for (const listener of [...this.listeners]) {
      try {
        listener(message);
      } catch (error) {
        this.log.error(`desk event listener failed on ${name}`, error);
      }
    }
  }

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: DeskEventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Number of current subscribers (for hosts and tests). */
  get size(): number {
    return this.listeners.size;
  }
}
