import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick, ref } from 'vue';
import { useShownAfterPaint } from './use-shown-after-paint.js';

/** Frames by hand: `frame()` runs the requestAnimationFrame callbacks queued so far. */
let frames: Array<() => void> = [];
const frame = (): void => frames.splice(0).forEach((callback) => callback());

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  // Unstubbed first: the stub saved the fake timers' requestAnimationFrame, which unstubbing puts
  // back and useRealTimers then replaces with the window's own (the other way round the fake stays
  // for the next file of a shared worker).
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useShownAfterPaint', () => {
  it('stays hidden while the rows load, and shows once they have been painted', async () => {
    const ready = ref(false);
    const scope = effectScope();
    const shown = scope.run(() => useShownAfterPaint(() => ready.value))!;
    vi.advanceTimersByTime(500);
    frame();
    expect(shown.value).toBe(false);
    ready.value = true;
    await nextTick();
    expect(shown.value).toBe(false);
    frame();
    vi.advanceTimersByTime(0);
    expect(shown.value).toBe(true);
    ready.value = false;
    await nextTick();
    expect(shown.value).toBe(true);
    scope.stop();
  });

  it('shows after at_most_ms when the service is slow', () => {
    const scope = effectScope();
    const shown = scope.run(() => useShownAfterPaint(() => false, 800))!;
    vi.advanceTimersByTime(799);
    expect(shown.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown.value).toBe(true);
    scope.stop();
  });

  it('does nothing once its screen has gone', () => {
    const scope = effectScope();
    const shown = scope.run(() => useShownAfterPaint(() => true))!;
    scope.stop();
    frame();
    vi.runAllTimers();
    expect(shown.value).toBe(false);
  });
});
