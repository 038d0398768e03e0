import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, latestAfterPaint } from './after-paint.js';

/** Frames by hand: `frame()` runs the requestAnimationFrame callbacks queued so far. */
let frames = new Map<number, () => void>();
let lastId = 0;
function frame(): void {
  const due = [...frames.values()];
  frames = new Map();
  for (const callback of due) callback();
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = new Map();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frames.set(++lastId, callback);
    return lastId;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => {
  // Unstubbed first: the stub saved the fake timers' requestAnimationFrame, which unstubbing puts
  // back and useRealTimers then replaces with the window's own (the other way round the fake stays
  // for the next file of a shared worker).
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs the task only after the next frame, in a task of its own', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    frame();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not run a cancelled task, before or after the frame', () => {
    const early = vi.fn();
    const late = vi.fn();
    afterNextPaint(early)();
    const cancelLate = afterNextPaint(late);
    frame();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('latestAfterPaint', () => {
  it('runs only the last of the tasks scheduled before the paint', () => {
    const slot = latestAfterPaint();
    const ran: number[] = [];
    slot.schedule(() => ran.push(1));
    slot.schedule(() => ran.push(2));
    frame();
    slot.schedule(() => ran.push(3));
    frame();
    vi.runAllTimers();
    expect(ran).toEqual([3]);
    slot.schedule(() => ran.push(4));
    frame();
    vi.runAllTimers();
    expect(ran).toEqual([3, 4]);
  });

  it('drops the scheduled task on cancel', () => {
    const slot = latestAfterPaint();
    const task = vi.fn();
    slot.schedule(task);
    slot.cancel();
    frame();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
