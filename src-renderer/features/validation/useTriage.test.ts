import { flushPromises } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick, ref, type EffectScope } from 'vue';
import { setDesk } from '../../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { installFakeObservations, type FakeObservations } from '../../testing/fake-observations.js';
import { useTriageSettings } from './triage-settings.js';
import { useTriage, type Triage } from './useTriage.js';
import { useValidationStore } from './validation-store.js';

let desk: FakeDesk;
let service: FakeObservations;
let scope: EffectScope;
const ids = ref<number[]>([1, 2, 3, 4, 5]);
const current = ref<number | null>(1);
const codes = ref([1, 2, 3, 4, 5]);

function start(options: Partial<Parameters<typeof useTriage>[0]> = {}): Triage {
  scope = effectScope();
  return scope.run(() => useTriage({ ids, current, codes, warm: () => undefined, ...options }))!;
}

function press(key: string, target: EventTarget = document.body, extra: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...extra });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
  service = installFakeObservations(desk);
  ids.value = [1, 2, 3, 4, 5];
  current.value = 1;
  localStorage.clear();
  document.body.innerHTML = '';
});

afterEach(() => scope?.stop());

describe('useTriage', () => {
  it('moves with j/k and the arrows, and asks for more at the ends', async () => {
    const onEnd = vi.fn();
    start({ onEnd });
    press('j');
    expect(current.value).toBe(2);
    press('ArrowDown');
    expect(current.value).toBe(3);
    press('k');
    press('ArrowUp');
    expect(current.value).toBe(1);
    press('k');
    expect(current.value).toBe(1);
    expect(onEnd).toHaveBeenCalledWith('previous');
    current.value = 5;
    press('j');
    expect(onEnd).toHaveBeenCalledWith('next');
  });

  it('ignores the keys while typing, and under another dialog', () => {
    start();
    document.body.innerHTML = '<input id="search" /><textarea id="comment"></textarea>';
    const event = press('j', document.getElementById('search')!);
    press('2', document.getElementById('comment')!);
    expect(current.value).toBe(1);
    expect(event.defaultPrevented).toBe(false);
    expect(desk.fn('validations.set')).not.toHaveBeenCalled();
    document.body.innerHTML = '<div class="p-dialog-mask"><div role="dialog" aria-modal="true"><button id="b"></button></div></div>';
    press('j', document.getElementById('b')!);
    expect(current.value).toBe(1);
  });

  it('reads the next records ahead, so moving on needs no call', async () => {
    start();
    await flushPromises();
    const records = useObservationRecords();
    expect(records.peek(2)).toBeDefined();
    expect(records.peek(3)).toBeDefined();
    expect(records.peek(4)).toBeUndefined();
    expect(service.calls.get('observations.get')).toBe(3);
    expect(service.calls.get('observationDocs.list')).toBe(3);
    press('j');
    expect(records.peek(2)).toBeDefined();
    // The next one is read once the observation moved to has been painted, not before.
    await flushPromises();
    expect(records.peek(4)).toBeUndefined();
    expect(service.calls.get('observations.get')).toBe(3);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await flushPromises();
    expect(records.peek(4)).toBeDefined();
    expect(service.calls.get('observations.get')).toBe(4);
  });

  it('a status key saves the status of the vocabulary\'s n-th code and moves on; undo goes back and restores', async () => {
    service.validations.set(1, { validation: 4, v_presence_status: 5, comment: 'Doubtful date.', validated_by: 2, validated_at: '2025-01-01T10:00:00.000+01:00', history: [] });
    start();
    await flushPromises();
    press('2');
    expect(current.value).toBe(2);
    await flushPromises();
    expect(desk.fn('validations.set')).toHaveBeenCalledWith({ occurrence_id: 1, validation: { validation: 2, comment: null }, base: expect.anything() });
    press('u');
    expect(current.value).toBe(1);
    await flushPromises();
    expect(desk.fn('validations.set')).toHaveBeenLastCalledWith({ occurrence_id: 1, validation: { validation: 4, v_presence_status: 5, comment: 'Doubtful date.' }, base: expect.anything() });
    expect(service.validations.get(1)).toMatchObject({ validation: 4, v_presence_status: 5, comment: 'Doubtful date.' });
  });

  it('stays on the observation when moving on after a decision is off', async () => {
    start();
    useTriageSettings().advance = false;
    await flushPromises();
    press('3');
    await flushPromises();
    expect(current.value).toBe(1);
    expect(service.validations.get(1)!.validation).toBe(3);
  });

  it('c asks for the comment field, p for the photos, ? opens and closes the key help', async () => {
    const triage = start();
    const store = useValidationStore();
    press('c');
    expect(store.commentFocusRequests).toBe(1);
    press('t');
    expect(store.templateRequests).toBe(1);
    press('p');
    expect(useTriageSettings().photoRequests).toBe(1);
    press('?');
    expect(triage.helpVisible.value).toBe(true);
    document.body.innerHTML = '<div class="p-dialog-mask"><div role="dialog" aria-modal="true"><button id="b"></button></div></div>';
    press('?', document.getElementById('b')!);
    await nextTick();
    expect(triage.helpVisible.value).toBe(false);
  });

  it('reports a failed save of a status key', async () => {
    const onError = vi.fn();
    start({ onError });
    await flushPromises();
    service.failNext('validations.set', new (await import('../../../src-shared/contract/errors.js')).DeskError({ status: 403, code: 'forbidden', message: 'No validate right.', fields: [] }));
    press('5');
    await flushPromises();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'No validate right.' }), 1);
    expect(useObservationRecords().peek(1)!.validation.validation).toBe(1);
  });
});
