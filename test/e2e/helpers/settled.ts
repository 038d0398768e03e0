/**
 * Waiting for the app to be done instead of sleeping: desk calls in flight (browser mode's
 * `POST /desk/<method>`), and the next painted frames of the page.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { DESK_EVENTS_PATH } from '../../../src-shared/contract/browser-wire.js';

const pathOf = (request: Request): string => new URL(request.url()).pathname;
/** The desk's event stream stays open for the page's life: it is never "in flight" work. */
const isEventStream = (request: Request): boolean => pathOf(request) === DESK_EVENTS_PATH;
const isDeskCall = (request: Request): boolean => pathOf(request).startsWith('/desk/') && !isEventStream(request);

/** Desk calls of a page, counted from now on. */
export interface DeskCalls {
  /** Resolves once no desk call of the page is in flight (retrying like any web-first assertion). */
  idle(): Promise<void>;
}

/** Starts counting `page`'s desk calls (call it before the actions whose calls are waited for). */
export function watchDeskCalls(page: Page): DeskCalls {
  // Only calls seen starting count: one already under way when counting began ends unseen.
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (isDeskCall(request)) inFlight.add(request);
  });
  const done = (request: Request): void => {
    inFlight.delete(request);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async idle() {
      await expect.poll(() => inFlight.size, { message: 'desk calls still in flight' }).toBe(0);
    },
  };
}

/** Resolves after the page has painted two more frames (what was just rendered is on screen). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once the page has had no request in flight (the event stream aside) for `quiet_ms`:
 * Playwright's `networkidle` for a page whose event stream is a fetch that never ends (browser
 * mode sends the launch secret as a header, so the stream is the `eventsource` package's fetch).
 * Requests already under way when it is called are seen when they end.
 */
export async function networkQuiet(page: Page, quiet_ms = 500): Promise<void> {
  let inFlight = 0;
  let changed_at = Date.now();
  const started = (request: Request): void => {
    if (isEventStream(request)) return;
    inFlight += 1;
    changed_at = Date.now();
  };
  const ended = (request: Request): void => {
    if (isEventStream(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    changed_at = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight === 0 && Date.now() - changed_at >= quiet_ms, { message: 'the page still loads' }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Resolves once the map whose element is `map` has drawn everything in view with its tiles and
 * features loaded (the attribute src-renderer/map/render-state.ts keeps from OpenLayers'
 * `rendercomplete`); a map still loading after `timeout_ms` fails the test.
 */
export async function mapRendered(map: Locator, timeout_ms = 20_000): Promise<void> {
  await expect(map).toHaveAttribute('data-map-rendered', 'true', { timeout: timeout_ms });
}
