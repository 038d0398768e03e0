import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { ReviewQueue } from '../../../src-shared/contract/review-queues.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import QueuesView from './QueuesView.vue';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  document.body.innerHTML = '';
});

const queue = (id: string, builtin: ReviewQueue['builtin'], flags: string[] = []): ReviewQueue => ({
  id, builtin, name: id, clauses: [], not_validated: true, taxon_fact: null, flags, sort: 'event_date', dir: 'asc',
});

async function open() {
  const desk = createFakeDesk();
  desk.fn('reviewQueues.list').mockResolvedValue({
    queues: [queue('outside-known-range', 'outside-known-range', ['outside-known-range']), queue('not-validated-oldest', 'not-validated-oldest'), queue('mine', null)],
    scope: { taxa_group_ids: [], canton_ids: [] },
  });
  desk.fn('reviewQueues.progress').mockImplementation(async ({ id }: { id: string }) => {
    if (id === 'mine') throw new DeskError({ status: 503, code: 'network', message: 'The service does not answer.', fields: [] });
    return id === 'outside-known-range' ? { left: 0, total: 0, first_occurrence_id: null, empty_reason: 'no-flagged' } : { left: 1237, total: 4120, first_occurrence_id: 41, empty_reason: null };
  });
  desk.fn('reviewQueues.resolve').mockResolvedValue({
    clauses: [{ field: 'validation', operation: 'eq', value: 1 }, { field: 'taxon_id', operation: 'in', value: [7, 9] }], sort: 'event_date', dir: 'asc', empty_reason: null,
  });
  desk.fn('reference.taxaGroups').mockResolvedValue([]);
  app = await mountApp(QueuesView, '/queues', desk);
  await flushPromises();
  return app;
}

const item = (id: string) => document.querySelector(`[data-testid="queue-${id}"]`) as HTMLElement;

describe('QueuesView', () => {
  it('names the shipped queues in the UI language and says what is left of each, or why not', async () => {
    await open();
    expect(item('not-validated-oldest').querySelector('h2')?.textContent).toBe('Not validated, oldest first');
    expect(item('not-validated-oldest').querySelector('[data-testid="queue-progress"]')?.textContent).toBe('1,237 of 4,120 left');
    expect(item('outside-known-range').textContent).toContain('No observation carries these flags yet');
    expect(item('mine').querySelector('[data-testid="queue-progress"]')?.textContent).toContain('Not counted');
  });

  it('gives the first queue\'s "Open" the focus, and opening goes to its first record with the queue as the filter', async () => {
    const { router } = await open();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('queue-open');
    (item('not-validated-oldest').querySelector('[data-testid="queue-open"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('observation'), { timeout: 10_000 });
    expect(router.currentRoute.value.params.occurrence_id).toBe('41');
    const query = router.currentRoute.value.query;
    expect(query).toMatchObject({ 'taxon_id[in]': '7,9', right: 'validate', sort: 'event_date', dir: 'asc' });
    expect(Object.entries(query).filter(([key]) => key.startsWith('validation'))).toEqual([[expect.stringMatching(/^validation(\[eq\])?$/), '1']]);
  });

  it('renames one of the user\'s own queues under the same id; the shipped ones offer no rename', async () => {
    const { desk } = await open();
    desk.fn('reviewQueues.save').mockImplementation(async (input: ReviewQueue) => ({ ...input, builtin: null }));
    expect(item('not-validated-oldest').querySelector('[data-testid="queue-rename"]')).toBeNull();
    (item('mine').querySelector('[data-testid="queue-rename"]') as HTMLButtonElement).click();
    await flushPromises();
    const input = item('mine').querySelector('[data-testid="queue-rename-input"]') as HTMLInputElement;
    input.value = '  Orchids in Ticino ';
    input.dispatchEvent(new Event('input'));
    await flushPromises();
    (item('mine').querySelector('[data-testid="queue-rename-save"]') as HTMLButtonElement).click();
    await flushPromises();
    expect(desk.fn('reviewQueues.save')).toHaveBeenCalledWith({ ...queue('mine', null), builtin: undefined, name: 'Orchids in Ticino' });
    expect(item('mine').querySelector('h2')?.textContent).toBe('Orchids in Ticino');
  });
});
