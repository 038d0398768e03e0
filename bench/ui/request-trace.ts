/**
 * `BENCH_UI_TRACE=requests` for figure 1 of `npm run bench:ui`: the desk requests of each filter
 * change as Chromium saw them (DevTools protocol, Network domain), so that a slow change shows
 * where its time went — e.g. the list request waiting in the browser's queue (`queued_ms`: sent
 * by the page → on a connection) behind map tile requests, or the host answering slowly
 * (`ttfb_ms`). Times in ms from the first request of the change; the requests still under way
 * from before it are listed too.
 */
import type { CDPSession, Page } from '@playwright/test';

/** One desk request as Chromium saw it (ms of the browser's monotonic clock). */
interface SeenRequest {
  id: string;
  method: string;
  sent_ms: number;
  on_connection_ms?: number;
  headers_ms?: number;
  ended_ms?: number;
  outcome: 'ok' | 'failed' | 'aborted' | 'open';
}

/** What {@link traceRequests} gives figure 1. */
export interface RequestTrace {
  /** Marks the start of a filter change. */
  mark(): void;
  /** The lines of the requests since {@link RequestTrace.mark} and those still under way then. */
  lines(): string[];
  stop(): Promise<void>;
}

const DESK_PATH = /\/desk\/([\w.]+)$/;

/** Starts recording the desk requests of `page`. */
export async function traceRequests(page: Page): Promise<RequestTrace> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, SeenRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const method = DESK_PATH.exec(new URL(event.request.url).pathname)?.[1];
    if (method) seen.set(event.requestId, { id: event.requestId, method, sent_ms: event.timestamp * 1000, outcome: 'open' });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = seen.get(event.requestId);
    const timing = event.response.timing;
    if (!request || !timing) return;
    request.on_connection_ms = timing.requestTime * 1000 + timing.sendStart;
    request.headers_ms = timing.requestTime * 1000 + timing.receiveHeadersEnd;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = seen.get(event.requestId);
    if (request) Object.assign(request, { ended_ms: event.timestamp * 1000, outcome: 'ok' });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = seen.get(event.requestId);
    if (request) Object.assign(request, { ended_ms: event.timestamp * 1000, outcome: event.canceled ? 'aborted' : 'failed' });
  });
  let before = new Set<string>();
  const ms = (value: number | undefined): string => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(0)).padStart(6);
  return {
    mark() {
      before = new Set(seen.keys());
    },
    lines() {
      const fresh = [...seen.values()].filter((request) => !before.has(request.id));
      const t0 = fresh[0]?.sent_ms ?? 0;
      const open = [...seen.values()].filter((request) => before.has(request.id) && (request.ended_ms === undefined || request.ended_ms > t0));
      return [...open, ...fresh].map((request) =>
        `  ${request.method.padEnd(30)} sent ${ms(request.sent_ms - t0)} queued_ms ${ms((request.on_connection_ms ?? Number.NaN) - request.sent_ms)} ttfb_ms ${ms((request.headers_ms ?? Number.NaN) - (request.on_connection_ms ?? Number.NaN))} ended ${ms((request.ended_ms ?? Number.NaN) - t0)} ${request.outcome}`);
    },
    stop: () => cdp.detach(),
  };
}
