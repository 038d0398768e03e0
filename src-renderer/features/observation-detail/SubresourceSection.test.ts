import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { answerConflict, conflictChoice, conflictRowNames } from '../../testing/conflict-dialog.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { installFakeObservations, type FakeObservations } from '../../testing/fake-observations.js';
import ObservationDetail from './ObservationDetail.vue';

let app: MountedApp | undefined;
let service: FakeObservations;

afterEach(() => {
  app?.wrapper.unmount();
  document.body.innerHTML = '';
});

const shown = ref(1);
const Root = defineComponent({ setup: () => () => h('div', [h(ObservationDetail, { occurrenceId: shown.value }), h(Toast), h(ConfirmDialog)]) });

async function open(supplement?: Record<string, unknown>): Promise<void> {
  const desk = createFakeDesk();
  service = installFakeObservations(desk);
  if (supplement) service.supplements.set(1, supplement);
  shown.value = 1;
  app = await mountApp(Root, '/', desk);
  await flushPromises();
  await flushPromises();
}

const section = () => app!.wrapper.get('[data-testid="supplement-section"]');
const input = (name: string) => app!.wrapper.get(`#supplement-1-${name}`);
const buttonNamed = (name: string) => section().findAll('button').find((b) => b.text() === name)!;

describe('supplement section', () => {
  it('shows the values with labels and units', async () => {
    await open({ occurrence_id: 1, sex: 2, plant_height: 1.25, cover_abs: 30, project_obs_id: 'A-17' });
    expect(section().text()).toContain('Sexfemale');
    expect(section().text()).toMatch(/Plant height\s*1\.25\s*m/);
    expect(section().text()).toMatch(/Absolute cover\s*30\s*%/);
    expect(section().text()).toContain('A-17');
  });

  it('checks before sending: a wrong value gets its message and the other edits stay', async () => {
    await open();
    await buttonNamed('Add').trigger('click');
    await input('project_obs_id').setValue('T-42');
    await input('cover_abs').setValue('150');
    await input('cover_abs').trigger('blur');
    await section().get('form').trigger('submit');
    await flushPromises();
    expect(app!.wrapper.get('[data-testid="supplement-1-cover_abs-error"]').text()).toBe('At most 100.');
    expect(document.activeElement?.id).toBe('supplement-1-cover_abs');
    expect(app!.desk.fn('supplements.put')).not.toHaveBeenCalled();
    expect((input('project_obs_id').element as HTMLInputElement).value).toBe('T-42');
  });

  it('puts the service\'s 422 on the fields, keeps the edits, then saves', async () => {
    await open();
    await buttonNamed('Add').trigger('click');
    await input('project_obs_id').setValue('T-42');
    service.failNext('supplements.put', new DeskError({ status: 422, code: 'validation', message: 'Invalid body', fields: [{ field: 'project_obs_id', message: 'Already used in this project.' }] }));
    await section().get('form').trigger('submit');
    await flushPromises();
    expect(app!.wrapper.get('[data-testid="supplement-1-project_obs_id-error"]').text()).toBe('Already used in this project.');
    expect(app!.wrapper.find('[data-testid="supplement-form-errors"]').exists()).toBe(true);
    expect((input('project_obs_id').element as HTMLInputElement).value).toBe('T-42');
    await input('project_obs_id').setValue('T-43');
    expect(app!.wrapper.find('[data-testid="supplement-1-project_obs_id-error"]').exists()).toBe(false);
    await section().get('form').trigger('submit');
    await flushPromises();
    expect(app!.desk.fn('supplements.put')).toHaveBeenLastCalledWith({ occurrence_id: 1, values: expect.objectContaining({ project_obs_id: 'T-43', sex: null }), base: null });
    expect(section().find('form').exists()).toBe(false);
    expect(section().text()).toContain('T-43');
  });

  it('deletes only after confirmation', async () => {
    await open({ occurrence_id: 1, sex: 2 });
    await buttonNamed('Delete').trigger('click');
    await flushPromises();
    const keep = [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.includes('Keep it')) as HTMLButtonElement;
    keep.click();
    await flushPromises();
    expect(app!.desk.fn('supplements.remove')).not.toHaveBeenCalled();
    await buttonNamed('Delete').trigger('click');
    await flushPromises();
    const remove = [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.trim() === 'Delete') as HTMLButtonElement;
    remove.click();
    await flushPromises();
    expect(app!.desk.fn('supplements.remove')).toHaveBeenCalledWith({ occurrence_id: 1, base: { occurrence_id: 1, sex: 2 } });
    expect(section().text()).toContain('No supplement recorded.');
  });

  it('asks mine or theirs per field when someone else saved the supplement meanwhile, and saves from their version', async () => {
    await open({ occurrence_id: 1, sex: 2, project_obs_id: 'A-17' });
    await buttonNamed('Edit').trigger('click');
    const theirs = { occurrence_id: 1, sex: 2, project_obs_id: 'B-2', plant_height: 2 };
    service.supplements.set(1, theirs);
    await input('project_obs_id').setValue('A-18');
    await section().get('form').trigger('submit');
    await flushPromises();
    expect(conflictRowNames()).toEqual(['project_obs_id', 'plant_height']);
    expect(conflictChoice('project_obs_id', 'mine').checked).toBe(true);
    await answerConflict('save');
    expect(app!.desk.fn('supplements.put')).toHaveBeenLastCalledWith({ occurrence_id: 1, values: expect.objectContaining({ project_obs_id: 'A-18', plant_height: 2, sex: 2 }), base: theirs });
    expect(service.supplements.get(1)).toMatchObject({ project_obs_id: 'A-18', plant_height: 2 });
    expect(section().find('form').exists()).toBe(false);
  });

  it('keeps what was typed when the user cancels the merge of a supplement someone else created meanwhile', async () => {
    await open();
    await buttonNamed('Add').trigger('click');
    service.supplements.set(1, { occurrence_id: 1, project_obs_id: 'B-2' });
    await input('project_obs_id').setValue('T-1');
    await section().get('form').trigger('submit');
    await flushPromises();
    expect(document.body.querySelector('[data-testid="conflict-row-project_obs_id"]')!.textContent).toContain('B-2');
    await answerConflict('cancel');
    expect((input('project_obs_id').element as HTMLInputElement).value).toBe('T-1');
    expect(section().text()).toContain('Not saved: someone else changed this record meanwhile.');
    expect(service.supplements.get(1)).toEqual({ occurrence_id: 1, project_obs_id: 'B-2' });
  });

  it('says what someone else changed before deleting a supplement', async () => {
    await open({ occurrence_id: 1, sex: 2 });
    service.supplements.set(1, { occurrence_id: 1, sex: 2, project_obs_id: 'B-2' });
    await buttonNamed('Delete').trigger('click');
    await flushPromises();
    const dialogButton = (label: string) => [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
    dialogButton('Delete').click();
    await flushPromises();
    expect(document.body.textContent).toContain('B-2');
    dialogButton('Delete anyway').click();
    await flushPromises();
    expect(app!.desk.fn('supplements.remove')).toHaveBeenLastCalledWith({ occurrence_id: 1, base: { occurrence_id: 1, sex: 2, project_obs_id: 'B-2' } });
    expect(service.supplements.has(1)).toBe(false);
  });

  it('keeps an open form when moving to another observation and back', async () => {
    await open();
    await buttonNamed('Add').trigger('click');
    await input('project_obs_id').setValue('kept');
    shown.value = 2;
    await flushPromises();
    await flushPromises();
    expect(section().find('form').exists()).toBe(false);
    shown.value = 1;
    await flushPromises();
    expect(section().find('form').exists()).toBe(true);
    expect((input('project_obs_id').element as HTMLInputElement).value).toBe('kept');
  });
});
