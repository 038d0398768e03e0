import { flushPromises } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope, ref } from 'vue';
import { setDesk } from '../../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { installWorkspaceState } from '../../testing/fake-workspace-state.js';
import { useFormDraft } from './use-form-draft.js';

let desk: FakeDesk;
let stored: Map<string, unknown>;
const scope = effectScope();

beforeEach(() => {
  vi.useFakeTimers();
  desk = createFakeDesk();
  stored = installWorkspaceState(desk);
  setDesk(desk);
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(key = 'draft:observation:new') {
  const text = ref<string | null>(null);
  const draft = scope.run(() => useFormDraft<{ text: string }>(() => key, () => (text.value === null ? null : { text: text.value })))!;
  return { text, draft };
}

async function settle(ms = 500): Promise<void> {
  await flushPromises();
  await vi.advanceTimersByTimeAsync(ms);
  await flushPromises();
}

describe('form drafts', () => {
  it('are written 500 ms after the last change, as plain JSON with the time', async () => {
    const { text } = setup();
    text.value = 'M';
    await settle(200);
    text.value = 'Monte Brè';
    await settle(400);
    expect(desk.fn('workspaceState.put')).not.toHaveBeenCalled();
    await settle(100);
    expect(desk.fn('workspaceState.put')).toHaveBeenCalledTimes(1);
    expect(stored.get('draft:observation:new')).toEqual({ saved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), data: { text: 'Monte Brè' } });
  });

  it('are removed when nothing is unsaved any more', async () => {
    const { text } = setup();
    text.value = 'x';
    await settle();
    text.value = null;
    await settle();
    expect(stored.has('draft:observation:new')).toBe(false);
  });

  it('are offered when the form opens again, and restored or discarded on request', async () => {
    stored.set('draft:observation:7', { saved_at: '2026-03-01T09:00:00.000Z', data: { text: 'kept' } });
    const { draft, text } = setup('draft:observation:7');
    await draft.check(() => true);
    expect(draft.offer.value).toEqual({ saved_at: '2026-03-01T09:00:00.000Z', data: { text: 'kept' } });
    text.value = 'typed while the offer shows';
    await settle();
    expect(stored.get('draft:observation:7')).toMatchObject({ data: { text: 'kept' } });
    await draft.discard();
    expect(draft.offer.value).toBeNull();
    expect(stored.has('draft:observation:7')).toBe(false);

    stored.set('draft:observation:7', { saved_at: '2026-03-01T09:00:00.000Z', data: { text: 'kept' } });
    await draft.check(() => true);
    expect(draft.restore()).toEqual({ text: 'kept' });
    expect(draft.offer.value).toBeNull();
  });

  it('are not offered (and dropped) when they hold nothing new', async () => {
    stored.set('draft:observation:new', { saved_at: '2026-03-01T09:00:00.000Z', data: { text: 'same' } });
    const { draft } = setup();
    await draft.check((data) => data.text !== 'same');
    expect(draft.offer.value).toBeNull();
    expect(stored.has('draft:observation:new')).toBe(false);
  });

  it('are cleared after a save, and a write still waiting does not bring them back', async () => {
    const { draft, text } = setup();
    text.value = 'saved soon';
    await settle(100);
    await draft.clear();
    await settle();
    expect(stored.has('draft:observation:new')).toBe(false);
    expect(desk.fn('workspaceState.put')).not.toHaveBeenCalled();
  });

  it('cost only the draft when the store fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    desk.fn('workspaceState.put').mockRejectedValue(new Error('disk full'));
    const { text } = setup();
    text.value = 'x';
    await settle();
    expect(warn).toHaveBeenCalledWith('the form draft could not be kept', expect.any(Error));
    warn.mockRestore();
  });
});
