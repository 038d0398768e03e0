/**
 * One screen change as the address makes it, timed in the page: sets `location.hash`, waits (a
 * MutationObserver on the document) until the element of `selector` exists and, when `text` is
 * given, its text contains it, then until the next frame has been painted (a requestAnimationFrame
 * callback, then a task queued from it). Self-contained: Playwright serialises it into the page.
 */
import type { Page } from '@playwright/test';

/** What one change waits for. */
export interface PaintCondition {
  hash: string;
  selector: string;
  /** Text the element must contain (e.g. the counts line of the new filter). */
  text?: string;
  /** The element must carry this attribute with this value (e.g. `data-drawn-units`). */
  attribute?: [name: string, value: string];
  timeout_ms?: number;
}

/** Milliseconds from the hash change to the condition in the DOM and to its paint. */
export interface PaintTiming {
  to_dom_ms: number;
  to_paint_ms: number;
}

/** Runs one change (see the file comment); rejects after `timeout_ms` (30 s). */
export function hashToPaint(page: Page, condition: PaintCondition): Promise<PaintTiming> {
  return page.evaluate(({ hash, selector, text, attribute, timeout_ms }) => new Promise<PaintTiming>((resolve, reject) => {
    type El = { textContent: string | null; getAttribute(name: string): string | null };
    const g = globalThis as unknown as {
      document: { querySelector(s: string): El | null; documentElement: object };
      location: { hash: string };
      performance: { now(): number };
      requestAnimationFrame(callback: () => void): number;
      setTimeout(callback: () => void, ms: number): number;
      clearTimeout(id: number): void;
      MutationObserver: new (callback: () => void) => { observe(target: object, options: object): void; disconnect(): void };
    };
    const started = g.performance.now();
    const met = (): boolean => {
      const element = g.document.querySelector(selector);
      if (!element) return false;
      if (text !== undefined && !(element.textContent ?? '').includes(text)) return false;
      return !attribute || element.getAttribute(attribute[0]) === attribute[1];
    };
    const observer = new g.MutationObserver(check);
    const timer = g.setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${hash}: ${selector} not shown within ${timeout_ms} ms`));
    }, timeout_ms);
    function check(): void {
      if (!met()) return;
      observer.disconnect();
      g.clearTimeout(timer);
      const to_dom_ms = g.performance.now() - started;
      g.requestAnimationFrame(() => g.setTimeout(() => resolve({ to_dom_ms, to_paint_ms: g.performance.now() - started }), 0));
    }
    observer.observe(g.document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
    g.location.hash = hash;
  }), { ...condition, timeout_ms: condition.timeout_ms ?? 30_000 });
}
