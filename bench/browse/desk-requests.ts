/**
 * How long the page's own desk requests of one screen change took, as the page saw them
 * (Resource Timing of the browser-mode `POST /desk/<method>` calls: sent → last byte, so main's
 * and the service's time together): what the screen waited for, beside what it spent itself
 * (bench/browse.bench.ts splits "address → painted" into the two). The page's timing buffer is
 * cleared before each change, so it never fills up (250 entries) over a run.
 */
import type { Page } from '@playwright/test';

/** Forgets the requests seen so far (call right before a change). */
export function forgetRequests(page: Page): Promise<void> {
  return page.evaluate(() => (globalThis as unknown as { performance: { clearResourceTimings(): void } }).performance.clearResourceTimings());
}

/** Durations in ms of the page's `method` desk requests since {@link forgetRequests}, oldest first (empty: answered from the screen's cache). */
export function requestsOf(page: Page, method: string): Promise<number[]> {
  return page.evaluate((name) => {
    const g = globalThis as unknown as { performance: { getEntriesByType(type: 'resource'): Array<{ name: string; startTime: number; responseEnd: number }> } };
    return g.performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith(`/desk/${name}`))
      .map((entry) => entry.responseEnd - entry.startTime);
  }, method);
}
