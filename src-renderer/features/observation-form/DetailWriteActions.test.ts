import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { useObservationsStore, emptyQuery } from '../observations/index.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { installObservations } from '../../testing/fake-reference.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { loadObservationDetail } from '../observation-detail/index.js';
import { installFakeObservations } from '../../testing/fake-observations.js';

const { default: ObservationDetail } = await loadObservationDetail();

let app: MountedApp | undefined;

afterEach(() => {
  app?.wrapper.unmount();
  document.body.innerHTML = '';
});

const Root = defineComponent({ setup: () => () => h('div', [h(ObservationDetail, { occurrenceId: 1 }), h(Toast), h(ConfirmDialog)]) });

async function open(writable: number[]): Promise<MountedApp> {
  const desk = createFakeDesk();
  installFakeObservations(desk);
  const projects = desk.fn('reference.projects').getMockImplementation()!;
  desk.fn('reference.projects').mockImplementation(async (input: { right?: string }) =>
    (input.right === 'write' ? writable.map((id) => ({ id, project_name: `P${id}` })) : projects(input)));
  app = await mountApp(Root, '/', desk);
  for (let i = 0; i < 4; i += 1) await flushPromises();
  return app;
}

const dialogButton = (text: string) =>
  [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

describe('edit and delete in the detail header', () => {
  it('are offered only on projects the person may write', async () => {
    await open([7]);
    expect(app!.wrapper.get('[data-testid="detail-edit"]').attributes('href')).toBe('/observations/1/edit');
    expect(app!.wrapper.find('[data-testid="detail-delete"]').exists()).toBe(true);
    app!.wrapper.unmount();
    document.body.innerHTML = '';
    await open([99]);
    expect(app!.wrapper.find('[data-testid="detail-edit"]').exists()).toBe(false);
    expect(app!.wrapper.find('[data-testid="detail-delete"]').exists()).toBe(false);
  });

  it('delete asks first, naming the observation; then it leaves the list and the detail closes', async () => {
    await open([7]);
    installObservations(app!.desk, 3);
    app!.desk.fn('observations.remove').mockImplementation(async ({ occurrence_id }: { occurrence_id: number }) => ({ occurrence_id }));
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await flushPromises();
    store.setCurrent(1);

    await app!.wrapper.get('[data-testid="detail-delete"]').trigger('click');
    await flushPromises();
    expect(document.body.textContent).toContain('Blackthorn (Prunus spinosa), 14 Jun 2025 (observation 1) is deleted on the service');
    dialogButton('Keep it').click();
    await flushPromises();
    expect(app!.desk.fn('observations.remove')).not.toHaveBeenCalled();

    await app!.wrapper.get('[data-testid="detail-delete"]').trigger('click');
    await flushPromises();
    dialogButton('Delete').click();
    for (let i = 0; i < 3; i += 1) await flushPromises();
    expect(app!.desk.fn('observations.remove')).toHaveBeenCalledWith({ occurrence_id: 1, base: expect.objectContaining({ occurrence_id: 1 }) });
    expect(store.rows.map((row) => row.occurrence_id)).toEqual([2, 3]);
    expect(store.currentId).toBeNull();
    expect(document.body.textContent).toContain('Observation 1 deleted.');
  });

  it('delete of a version someone else changed meanwhile says what changed and asks again', async () => {
    await open([7]);
    const shown = (await app!.desk.observations.get({ occurrence_id: 1 }));
    const current = { ...shown, occurrence_remarks: 'Flooded since May' };
    app!.desk.fn('observations.remove')
      .mockRejectedValueOnce(new DeskError({ status: 412, code: 'conflict', message: 'changed', fields: [], current }))
      .mockRejectedValueOnce(new DeskError({ status: 412, code: 'conflict', message: 'changed', fields: [], current }))
      .mockImplementation(async ({ occurrence_id }: { occurrence_id: number }) => ({ occurrence_id }));
    const ask = async (answer: string): Promise<void> => {
      await app!.wrapper.get('[data-testid="detail-delete"]').trigger('click');
      await flushPromises();
      dialogButton('Delete').click();
      for (let i = 0; i < 3; i += 1) await flushPromises();
      expect(document.body.textContent).toContain('Someone else changed this record since you opened it: Remarks: empty → Flooded since May. Delete it anyway?');
      dialogButton(answer).click();
      for (let i = 0; i < 3; i += 1) await flushPromises();
    };
    await ask('Keep it');
    expect(app!.desk.fn('observations.remove')).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toContain('deleted.');
    await ask('Delete anyway');
    expect(app!.desk.fn('observations.remove')).toHaveBeenLastCalledWith({ occurrence_id: 1, base: current });
    expect(document.body.textContent).toContain('Observation 1 deleted.');
  });
});
