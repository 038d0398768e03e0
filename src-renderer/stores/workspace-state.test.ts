import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick } from 'vue';
import { setDesk } from '../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../testing/fake-desk.js';
import { usePersistedRef } from './workspace-state.js';

const parseNumbers = (raw: unknown): number[] => (Array.isArray(raw) ? raw.filter((n): n is number => typeof n === 'number') : []);

describe('usePersistedRef', () => {
  let desk: FakeDesk;
  beforeEach(() => {
    vi.useFakeTimers();
    desk = createFakeDesk();
    setDesk(desk);
  });
  afterEach(() => {
    vi.useRealTimers();
    setDesk(undefined);
  });

  it('reads the stored value through parse, and writes later changes once after the delay', async () => {
    await desk.workspaceState.put({ key: 'sizes', value: [30, 'x', 70] });
    desk.fn('workspaceState.put').mockClear();
    const persisted = effectScope().run(() => usePersistedRef('sizes', { fallback: [50, 50], parse: parseNumbers, writeDelayMs: 300 }))!;
    expect(persisted.value.value).toEqual([50, 50]);
    await persisted.loaded;
    expect(persisted.value.value).toEqual([30, 70]);
    expect(desk.fn('workspaceState.put')).not.toHaveBeenCalled();

    persisted.value.value = [40, 60];
    persisted.value.value = [45, 55];
    await vi.advanceTimersByTimeAsync(299);
    expect(desk.fn('workspaceState.put')).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(desk.fn('workspaceState.put')).toHaveBeenCalledTimes(1);
    expect((await desk.workspaceState.get({ key: 'sizes' })).value).toEqual([45, 55]);
  });

  it('writes at once by default, so a choice made just before a reload is kept', async () => {
    const persisted = effectScope().run(() => usePersistedRef('sizes', { fallback: [50, 50], parse: parseNumbers }))!;
    await persisted.loaded;
    persisted.value.value = [30, 70];
    persisted.value.value = [35, 65];
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.fn('workspaceState.put')).toHaveBeenCalledTimes(1);
    expect((await desk.workspaceState.get({ key: 'sizes' })).value).toEqual([35, 65]);
  });

  it('keeps a change made before the stored value arrived', async () => {
    await desk.workspaceState.put({ key: 'sizes', value: [30, 70] });
    const persisted = effectScope().run(() => usePersistedRef('sizes', { fallback: [50, 50], parse: parseNumbers }))!;
    persisted.value.value = [10, 90];
    await persisted.loaded;
    await nextTick();
    expect(persisted.value.value).toEqual([10, 90]);
  });

  it('stays usable in memory when main cannot store (signed out)', async () => {
    desk.fn('workspaceState.get').mockRejectedValue(new Error('not-signed-in'));
    desk.fn('workspaceState.put').mockRejectedValue(new Error('not-signed-in'));
    const persisted = effectScope().run(() => usePersistedRef('sizes', { fallback: [50, 50], parse: parseNumbers }))!;
    await persisted.loaded;
    persisted.value.value = [20, 80];
    await vi.advanceTimersByTimeAsync(300);
    expect(persisted.value.value).toEqual([20, 80]);
  });
});
