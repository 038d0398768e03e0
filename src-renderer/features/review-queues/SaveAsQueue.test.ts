import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import type { ReviewQueueInput } from '../../../src-shared/contract/review-queues.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import SaveAsQueue from './SaveAsQueue.vue';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  document.body.innerHTML = '';
});

describe('SaveAsQueue', () => {
  it('keeps the workspace’s filter, flags and order as a named queue of the user, counting what is not validated', async () => {
    const desk = createFakeDesk();
    desk.fn('reviewQueues.save').mockImplementation(async (input: ReviewQueueInput) => ({ ...input, id: 'q1', builtin: null }));
    const Root = defineComponent({
      setup: () => () => h(SaveAsQueue, { clauses: [{ field: 'taxon_id', operation: 'in', value: [187] }], flags: ['within_known_range'], sort: 'event_date', dir: 'asc' }),
    });
    app = await mountApp(Root, '/', desk);
    await app.wrapper.get('input#save-queue-name').setValue('Knotweed far away');
    await app.wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(desk.fn('reviewQueues.save')).toHaveBeenCalledWith({
      name: 'Knotweed far away', clauses: [{ field: 'taxon_id', operation: 'in', value: [187] }], not_validated: true, taxon_fact: null,
      flags: ['within_known_range'], sort: 'event_date', dir: 'asc',
    });
    expect((app.wrapper.get('input#save-queue-name').element as HTMLInputElement).value).toBe('');
  });
});
