/**
 * What `npm run bench:ui` measures inside the page. {@link installProbes} runs as a Playwright
 * init script (serialised: it must not use anything outside its own body) and puts
 * `globalThis.deskBench` ({@link DeskBenchProbes}) there. Times are `performance.now()`
 * milliseconds of the page; "painted" means after the next frame: a requestAnimationFrame
 * callback, then a task queued from it (runs once that frame has been produced).
 *
 * bench/ is type-checked without the DOM library (tsconfig.json), so the few browser APIs used
 * here are declared in {@link PageGlobals}.
 */

/** A state of the page to wait for (plain data, so it crosses `page.evaluate`). */
export type DomCondition =
  /** The element's trimmed text equals `text`. */
  | { kind: 'text'; selector: string; text: string }
  /** The element's text contains `text`. */
  | { kind: 'contains'; selector: string; text: string }
  /** The element exists and its trimmed text is not `from`. */
  | { kind: 'text-changed'; selector: string; from: string }
  /** An element matches `selector`. */
  | { kind: 'exists'; selector: string }
  /** The observation table went busy (new query) and now shows rows. */
  | { kind: 'rows-after-busy' }
  /** The detail shows another observation than `from` (its `#id` text) and the table marks that one's row as current. */
  | { kind: 'table-follows-detail'; from: string };

/** Durations from the armed event (or the call) to the condition in the DOM, and to its paint. */
export interface DomTiming {
  to_dom_ms: number;
  /** To the end of the first task after the next frame (deferred work queued before it runs first). */
  to_paint_ms: number;
  /**
   * Armed events only: to the next paint after the event was handled, from the browser's Event
   * Timing (`duration`, 8 ms steps; 16 when under its 16 ms reporting threshold), when the
   * condition was met while the event was handled; else null.
   */
  to_next_paint_ms?: number | null;
}

/** `globalThis.deskBench`. */
export interface DeskBenchProbes {
  /** Resolves with the time after the next frame has been painted. */
  afterPaint(): Promise<number>;
  /**
   * Starts waiting for each of `conditions` (checked on every DOM change), timed from the next
   * `type` event on the window (capture phase, its `timeStamp`); {@link DeskBenchProbes.armed}
   * gives the results.
   */
  arm(type: 'keydown' | 'click', conditions: DomCondition[], timeout_ms: number): void;
  /** The timings of the last {@link DeskBenchProbes.arm}, one per condition; rejects on a timeout or when the event never came. */
  armed(): Promise<DomTiming[]>;
  /** Sets `location.hash` and waits for new rows in the table: a filter change as the address makes it. */
  navigate(hash: string, timeout_ms: number): Promise<DomTiming>;
  /** Trimmed text of the first element matching `selector` ('' when none). */
  text(selector: string): string;
  /** Calls desk method `name` as the app's browser transport does; resolves with its value and the round trip in ms. */
  desk(name: string, input?: unknown): Promise<{ ms: number; value: unknown }>;
  /** Calls desk method `name` once per input, at most `concurrency` at a time; resolves with the wall time in ms. */
  deskMany(name: string, inputs: unknown[], concurrency: number): Promise<number>;
  /** Starts recording frame times (requestAnimationFrame deltas). */
  framesStart(): void;
  /** Stops recording; the frame times in ms. */
  framesStop(): number[];
  /** Durations of the performance measures named `name` since the last call (then cleared). */
  measures(name: string): number[];
  /** Makes key F9 change one small text on the page ({@link ECHO_SELECTOR}): the floor of key → paint. */
  installEcho(): void;
}

/** The text that key F9 changes once {@link DeskBenchProbes.installEcho} ran. */
export const ECHO_SELECTOR = '#desk-bench-echo';

/** The browser APIs the probes use (see the file comment). */
export interface PageGlobals {
  deskBench?: DeskBenchProbes;
  document: {
    querySelector(selector: string): { textContent: string | null; getAttribute(name: string): string | null } | null;
    documentElement: object;
    body: { append(node: object): void };
    createElement(tag: 'div'): { id: string; textContent: string | null; style: { cssText: string } };
  };
  location: { hash: string };
  addEventListener(type: string, listener: (event: { timeStamp: number; key?: string }) => void, options: { capture: boolean; once: boolean }): void;
  requestAnimationFrame(callback: (time: number) => void): number;
  MessageChannel: new () => { port1: { onmessage: (() => void) | null }; port2: { postMessage(message: unknown): void } };
  MutationObserver: new (callback: () => void) => { observe(target: object, options: Record<string, boolean>): void; disconnect(): void };
  PerformanceObserver: new (callback: (list: { getEntries(): EventTimingEntry[] }) => void) => { observe(options: { type: 'event'; durationThreshold: number }): void; disconnect(): void };
  performance: { now(): number; getEntriesByName(name: string, type: string): Array<{ duration: number }>; clearMeasures(name: string): void };
  fetch(url: string, init: { method: string; credentials: 'omit'; headers: Record<string, string>; body?: string }): Promise<{ json(): Promise<unknown> }>;
  /** Browser mode keeps the launch secret here (src-renderer/bridge/launch-credential.ts). */
  sessionStorage: { getItem(key: string): string | null };
}

/** An Event Timing entry (PerformanceEventTiming): times in ms of the page. */
export interface EventTimingEntry {
  name: string;
  startTime: number;
  processingEnd: number;
  duration: number;
}

/** Installs `globalThis.deskBench` (an init script: self-contained). */
export function installProbes(): void {
  const page = globalThis as unknown as PageGlobals;
  let frames: number[] | null = null;

  const afterPaint = (): Promise<number> => new Promise((resolve) => {
    page.requestAnimationFrame(() => {
      const channel = new page.MessageChannel();
      channel.port1.onmessage = () => resolve(page.performance.now());
      channel.port2.postMessage(null);
    });
  });

  const DETAIL_ID = '[data-testid="observation-detail"] .detail__id';
  const text = (selector: string): string => page.document.querySelector(selector)?.textContent?.trim() ?? '';

  function holds(condition: DomCondition, state: { busySeen: boolean }): boolean {
    if (condition.kind === 'text') return text(condition.selector) === condition.text;
    if (condition.kind === 'contains') return text(condition.selector).includes(condition.text);
    if (condition.kind === 'text-changed') return page.document.querySelector(condition.selector) !== null && text(condition.selector) !== condition.from;
    if (condition.kind === 'exists') return page.document.querySelector(condition.selector) !== null;
    if (condition.kind === 'table-follows-detail') {
      const shown = text(DETAIL_ID);
      return shown !== '' && shown !== condition.from && page.document.querySelector(`tr.obs-row--current [data-row-id="${shown.replace(/\D/g, '')}"]`) !== null;
    }
    const table = page.document.querySelector('[data-testid="observations-table"]');
    const busy = table?.getAttribute('aria-busy') === 'true';
    if (busy) state.busySeen = true;
    return state.busySeen && !busy && page.document.querySelector('[data-testid="observations-table"] [data-row-id]') !== null;
  }

  /** Resolves when `condition` holds, with the times from `start()` (read then). */
  function until(condition: DomCondition, timeout_ms: number, start: () => number | null): Promise<DomTiming> {
    const state = { busySeen: false };
    return new Promise((resolve, reject) => {
      let done = false;
      const finish = (): void => {
        done = true;
        observer.disconnect();
        const dom = page.performance.now();
        const from = start();
        if (from === null) {
          reject(new Error(`${JSON.stringify(condition)} came without the event it was armed for`));
          return;
        }
        void afterPaint().then((painted) => resolve({ to_dom_ms: dom - from, to_paint_ms: painted - from }));
      };
      const observer = new page.MutationObserver(() => {
        if (!done && holds(condition, state)) finish();
      });
      observer.observe(page.document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
      if (holds(condition, state)) finish();
      setTimeout(() => {
        if (done) return;
        done = true;
        observer.disconnect();
        reject(new Error(`timed out after ${timeout_ms} ms waiting for ${JSON.stringify(condition)}`));
      }, timeout_ms);
    });
  }

  let pending: Promise<DomTiming[]> = Promise.reject(new Error('nothing armed'));
  pending.catch(() => undefined);

  const probes: DeskBenchProbes = {
    afterPaint,
    arm(type, conditions, timeout_ms) {
      let eventAt: number | null = null;
      let entry: EventTimingEntry | null = null;
      const timing = new page.PerformanceObserver((list) => {
        for (const found of list.getEntries()) if (found.name === type && eventAt !== null && Math.abs(found.startTime - eventAt) < 1) entry = found;
      });
      timing.observe({ type: 'event', durationThreshold: 16 });
      page.addEventListener(type, (event) => (eventAt = event.timeStamp), { capture: true, once: true });
      pending = Promise.all(conditions.map((condition) => until(condition, timeout_ms, () => eventAt))).then(async (timings) => {
        // Event Timing reports after the paint; an event that was painted within 16 ms is not reported.
        for (let frame = 0; frame < 6 && !entry; frame += 1) await afterPaint();
        timing.disconnect();
        const handled = entry as EventTimingEntry | null;
        return timings.map((found) => {
          if (!handled) return { ...found, to_next_paint_ms: found.to_dom_ms < 16 ? 16 : null };
          const inHandling = found.to_dom_ms <= handled.processingEnd - handled.startTime + 0.5;
          return { ...found, to_next_paint_ms: inHandling ? handled.duration : null };
        });
      });
      pending.catch(() => undefined);
    },
    armed: () => pending,
    navigate(hash, timeout_ms) {
      const started = page.performance.now();
      const waiting = until({ kind: 'rows-after-busy' }, timeout_ms, () => started);
      page.location.hash = hash;
      return waiting;
    },
    text,
    async desk(name, input) {
      const started = page.performance.now();
      const response = await page.fetch(`/desk/${name}`, {
        method: 'POST',
        credentials: 'omit',
        headers: { ...(input === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' }), 'x-desk-secret': page.sessionStorage.getItem('observation-desk.secret') ?? '' },
        body: input === undefined ? undefined : JSON.stringify(input),
      });
      const result = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
      const ms = page.performance.now() - started;
      if (!result.ok) throw new Error(`${name}: ${result.error?.message ?? 'failed'}`);
      return { ms, value: result.value };
    },
    async deskMany(name, inputs, concurrency) {
      const started = page.performance.now();
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < inputs.length) await probes.desk(name, inputs[next++]);
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return page.performance.now() - started;
    },
    framesStart() {
      const recorded: number[] = [];
      frames = recorded;
      let last: number | null = null;
      const tick = (time: number): void => {
        if (frames !== recorded) return;
        if (last !== null) recorded.push(time - last);
        last = time;
        page.requestAnimationFrame(tick);
      };
      page.requestAnimationFrame(tick);
    },
    framesStop() {
      const recorded = frames ?? [];
      frames = null;
      return recorded;
    },
    installEcho() {
      const echo = page.document.createElement('div');
      echo.id = 'desk-bench-echo';
      echo.style.cssText = 'position:fixed;right:0;bottom:0;font:10px monospace;pointer-events:none;z-index:9999';
      echo.textContent = '0';
      page.document.body.append(echo);
      let count = 0;
      page.addEventListener('keydown', (event) => {
        if (event.key === 'F9') echo.textContent = String((count += 1));
      }, { capture: false, once: false }); // after the armed listener (capture phase) took the event's time
    },
    measures(name) {
      const found = page.performance.getEntriesByName(name, 'measure').map((entry) => entry.duration);
      page.performance.clearMeasures(name);
      return found;
    },
  };
  page.deskBench = probes;
}
