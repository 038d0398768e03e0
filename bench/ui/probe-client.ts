/**
 * The bench's side of the page probes (./page-probes.ts): each method runs the probe of the same
 * name in the page through `page.evaluate` and returns its plain result.
 */
import type { Page } from '@playwright/test';
import type { DeskBenchProbes, DomCondition, DomTiming, PageGlobals } from './page-probes.js';

/** {@link DeskBenchProbes}, called from the bench (Node) side. */
export interface ProbeClient {
  arm(type: 'keydown' | 'click', conditions: DomCondition[], timeout_ms?: number): Promise<void>;
  armed(): Promise<DomTiming[]>;
  navigate(hash: string, timeout_ms?: number): Promise<DomTiming>;
  text(selector: string): Promise<string>;
  /** A desk call from the page: its value (typed by the caller) and round trip in ms. */
  desk<T>(name: string, input?: unknown): Promise<{ ms: number; value: T }>;
  deskMany(name: string, inputs: unknown[], concurrency: number): Promise<number>;
  framesStart(): Promise<void>;
  framesStop(): Promise<number[]>;
  measures(name: string): Promise<number[]>;
  installEcho(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** The probes of `page` (installed by launch.ts as an init script). */
export function probeClient(page: Page): ProbeClient {
  return {
    arm: (type, conditions, timeout_ms = DEFAULT_TIMEOUT_MS) =>
      page.evaluate(([t, c, ms]) => (globalThis as unknown as PageGlobals).deskBench!.arm(t, c, ms), [type, conditions, timeout_ms] as const),
    armed: () => page.evaluate(() => (globalThis as unknown as PageGlobals).deskBench!.armed()),
    navigate: (hash, timeout_ms = DEFAULT_TIMEOUT_MS) =>
      page.evaluate(([h, ms]) => (globalThis as unknown as PageGlobals).deskBench!.navigate(h, ms), [hash, timeout_ms] as const),
    text: (selector) => page.evaluate((s) => (globalThis as unknown as PageGlobals).deskBench!.text(s), selector),
    desk: async <T>(name: string, input?: unknown) => {
      const result = await page.evaluate(([n, i]) => (globalThis as unknown as PageGlobals).deskBench!.desk(n, i), [name, input] as const);
      return { ms: result.ms, value: result.value as T };
    },
    deskMany: (name, inputs, concurrency) =>
      page.evaluate(([n, i, c]) => (globalThis as unknown as PageGlobals).deskBench!.deskMany(n, i, c), [name, inputs, concurrency] as const),
    framesStart: () => page.evaluate(() => (globalThis as unknown as PageGlobals).deskBench!.framesStart()),
    framesStop: () => page.evaluate(() => (globalThis as unknown as PageGlobals).deskBench!.framesStop()),
    installEcho: () => page.evaluate(() => (globalThis as unknown as PageGlobals).deskBench!.installEcho()),
    measures: (name) => page.evaluate((n) => (globalThis as unknown as PageGlobals).deskBench!.measures(n), name),
  };
}
