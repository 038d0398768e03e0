/**
 * Waiting for the app to be done instead of sleeping: desk calls in flight (browser mode's
 * `POST /desk/<method>`), and the next painted frames of the page.
 */
import { expect, type Page, type Request } from '@playwright/test';

const isDeskCall = (request: Request): boolean => new URL(request.url()).pathname.startsWith('/desk/');

/** Desk calls of a page, counted from now on. */
export interface DeskCalls {
  /** Resolves once no desk call of the page is in flight (retrying like any web-first assertion). */
  idle(): Promise<void>;
}

/** Starts counting `page`'s desk calls (call it before the actions whose calls are waited for). */
export function watchDeskCalls(page: Page): DeskCalls {
  let inFlight = 0;
  page.on('request', (request) => {
    if (isDeskCall(request)) inFlight += 1;
  });
  const done = (request: Request): void => {
    if (isDeskCall(request)) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async idle() {
      await expect.poll(() => inFlight, { message: 'desk calls still in flight' }).toBe(0);
    },
  };
}

/** Resolves after the page has painted two more frames (what was just rendered is on screen). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
