import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope } from 'vue';
import { setDesk } from '../../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { DEFAULT_LAYOUT, LAYOUT_STATE_KEY, parseLayout, useWorkspaceLayout } from './workspace-layout.js';

let desk: FakeDesk;
beforeEach(() => {
  vi.useFakeTimers();
  desk = createFakeDesk();
  setDesk(desk);
});
afterEach(() => {
  setDesk(undefined);
  vi.useRealTimers();
});
/** Lets the stored layout be read and the debounced write of usePersistedRef happen (fake time). */
const settle = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(350);
};

describe('workspace layout', () => {
  it('is ready only after the stored layout was read, and then shows it', async () => {
    await desk.workspaceState.put({ key: LAYOUT_STATE_KEY, value: { filters_open: false, split_in_percent: [70, 30] } });
    const layout = effectScope().run(() => useWorkspaceLayout())!;
    expect(layout.ready.value).toBe(false);
    await settle();
    expect(layout.ready.value).toBe(true);
    expect(layout.filtersOpen.value).toBe(false);
    expect(layout.split.value).toEqual([70, 30]);
  });

  it('stores a dragged splitter and a closed filter panel for the next launch', async () => {
    const layout = effectScope().run(() => useWorkspaceLayout())!;
    await settle();
    layout.onSplitResize({ sizes: [63.456, 36.544] });
    layout.filtersOpen.value = false;
    await settle();
    expect((await desk.workspaceState.get({ key: LAYOUT_STATE_KEY })).value).toEqual({ filters_open: false, split_in_percent: [63.5, 36.5] });
  });

  it('falls back to the default for sizes a pane could not be shown at', () => {
    expect(parseLayout({ filters_open: true, split_in_percent: [99, 1] })).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout({ split_in_percent: ['a', 'b'] })).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout(null)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout({ filters_open: false, split_in_percent: [40, 55] })).toEqual({ filters_open: false, split_in_percent: [40, 60] });
  });
});
