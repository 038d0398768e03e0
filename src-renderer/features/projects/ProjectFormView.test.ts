import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { Project } from '../../../src-shared/schemas/project.js';
import { useProjectRights } from '../../data/project-rights.js';
import { useReferenceNamesStore } from '../../stores/reference-names.js';
import { answerConflict, conflictChoice, conflictRowNames } from '../../testing/conflict-dialog.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView), h(Toast), h(ConfirmDialog)]) });
const FLORA: Project = { id: 3, project_name: 'Flora Ticino', description: 'Old text', is_public: false, anonymise_observers: false, date_rounding: 'none', my_role: 'manager' };

function fakeDesk(): FakeDesk {
  const desk = createFakeDesk();
  desk.fn('projects.get').mockResolvedValue(FLORA);
  desk.fn('projects.holdings').mockResolvedValue({ observations: 0, releves: 0, documents: 0 });
  desk.fn('projects.relatedPolicies').mockResolvedValue([]);
  return desk;
}

async function open(path: string, desk = fakeDesk()): Promise<MountedApp> {
  const mounted = await mountApp(Root, path, desk);
  await flushPromises();
  return mounted;
}

const dialogButton = (text: string) =>
  [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
const control = (name: string) => app!.wrapper.get(`#project-${name}`);
const errorOf = (name: string) => app!.wrapper.find(`[data-testid="project-${name}-error"]`);
const submit = async () => {
  await app!.wrapper.get('[data-testid="project-form"]').trigger('submit');
  await flushPromises();
};

describe('new project form', () => {
  it('checks the name before sending and marks the field', async () => {
    app = await open('/projects/new');
    await control('description').setValue('Only a description');
    await submit();
    expect(errorOf('project_name').text()).toBe('Please fill in this field.');
    expect(control('project_name').attributes('aria-invalid')).toBe('true');
    expect(app.desk.fn('projects.create')).not.toHaveBeenCalled();
    expect((control('description').element as HTMLTextAreaElement).value).toBe('Only a description');
  });

  it('puts the service\'s 422 and a name in use (409) on the name, keeping every value', async () => {
    app = await open('/projects/new');
    await control('project_name').setValue('Flora Ticino');
    await control('description').setValue('Plants');
    app.desk.fn('projects.create')
      .mockRejectedValueOnce(new DeskError({ status: 409, code: 'conflict', message: 'A project named "Flora Ticino" already exists', fields: [] }))
      .mockRejectedValueOnce(new DeskError({ status: 422, code: 'validation', message: 'Invalid', fields: [{ field: 'description', message: 'Too long for this service.' }] }));
    await submit();
    expect(errorOf('project_name').text()).toContain('Another project already has this name');
    await submit();
    expect(errorOf('description').text()).toBe('Too long for this service.');
    expect((control('project_name').element as HTMLInputElement).value).toBe('Flora Ticino');
    expect((control('description').element as HTMLTextAreaElement).value).toBe('Plants');
    expect(app.router.currentRoute.value.path).toBe('/projects/new');
  });

  it('creates the project with its public settings and opens its page', async () => {
    app = await open('/projects/new');
    app.desk.fn('projects.create').mockImplementation(async (body: object) => ({ id: 9, my_role: 'manager', ...body }));
    await control('project_name').setValue('  Wetlands 2026 ');
    await control('is_public').trigger('click');
    await submit();
    expect(app.desk.fn('projects.create')).toHaveBeenCalledWith({ project_name: 'Wetlands 2026', is_public: true, anonymise_observers: false, date_rounding: 'none' });
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/projects/9'), { timeout: 10_000 });
  });

  it('after creating, reads the rights again and knows the new project by name (it is offered where writing needs it)', async () => {
    app = await open('/projects/new');
    const rights = useProjectRights();
    app.desk.fn('reference.projects').mockResolvedValueOnce([]).mockResolvedValue([{ id: 9, project_name: 'Wetlands 2026', my_role: 'manager' }]);
    await rights.ensureLoaded('write');
    expect(rights.allowed('write', 9)).toBe(false);
    app.desk.fn('projects.create').mockImplementation(async (body: object) => ({ id: 9, my_role: 'manager', ...body }));
    await control('project_name').setValue('Wetlands 2026');
    await submit();
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/projects/9'), { timeout: 10_000 });
    await useReferenceNamesStore().request('project', [9]);
    expect(useReferenceNamesStore().name('project', 9)).toBe('Wetlands 2026');
    await rights.ensureLoaded('write');
    expect(rights.allowed('write', 9)).toBe(true);
  });

  it('keeps unsaved values as a draft and offers them again', async () => {
    const desk = fakeDesk();
    app = await open('/projects/new', desk);
    await control('project_name').setValue('Half typed');
    // (a form of an earlier test may still write its own draft meanwhile: wait for this one's)
    await vi.waitFor(async () => expect(await desk.workspaceState.get({ key: 'draft:project:new' }))
      .toMatchObject({ value: { data: { values: { project_name: 'Half typed' } } } }), { timeout: 10_000 });
    app.wrapper.unmount();
    app = await open('/projects/new', desk);
    await app.wrapper.get('[data-testid="draft-restore"]').trigger('click');
    await flushPromises();
    expect((control('project_name').element as HTMLInputElement).value).toBe('Half typed');
  });
});

describe('leaving the project form', () => {
  it('asks before unsaved changes are left behind, and keeps them when the user stays', async () => {
    app = await open('/projects/new');
    await control('project_name').setValue('Unsaved');
    const leaving = app.router.push('/projects');
    await flushPromises();
    expect(document.body.textContent).toContain('Leave without saving?');
    dialogButton('Keep editing').click();
    await leaving;
    await flushPromises();
    expect(app.router.currentRoute.value.path).toBe('/projects/new');
    expect((control('project_name').element as HTMLInputElement).value).toBe('Unsaved');
  });
});

describe('edit project form', () => {
  it('starts from the project and sends only what changed', async () => {
    app = await open('/projects/3/edit');
    expect((control('project_name').element as HTMLInputElement).value).toBe('Flora Ticino');
    app.desk.fn('projects.update').mockImplementation(async ({ changes }: { changes: object }) => ({ ...FLORA, ...changes }));
    await control('description').setValue('');
    await control('anonymise_observers').trigger('click');
    await submit();
    expect(app.desk.fn('projects.update')).toHaveBeenCalledWith({ id: 3, changes: { description: null, anonymise_observers: true }, base: FLORA });
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/projects/3'), { timeout: 10_000 });
  });

  it('coming from the project\'s page, shows the form only once it holds the project read again (an edit made earlier would be overwritten)', async () => {
    app = await open('/projects/3');
    let answer!: (project: Project) => void;
    app.desk.fn('projects.get').mockImplementation(() => new Promise<Project>((resolve) => { answer = resolve; }));
    await app.router.push('/projects/3/edit');
    await flushPromises();
    // the cached project is there, the read again is under way: no form to type into yet
    expect(app.wrapper.find('#project-anonymise_observers').exists()).toBe(false);
    answer({ ...FLORA, description: 'New text' });
    await flushPromises();
    expect((control('description').element as HTMLTextAreaElement).value).toBe('New text');
  });
});

describe('edit project form when someone else saved meanwhile', () => {
  const THEIRS: Project = { ...FLORA, project_name: 'Flora Ticino (TI)', description: 'Their text' };
  const overtaken = () => new DeskError({ status: 412, code: 'conflict', message: 'Project 3 was changed by someone else since you opened it.', fields: [], current: THEIRS });

  it('asks per field, keeps theirs for one and mine for another, and saves from their version', async () => {
    app = await open('/projects/3/edit');
    app.desk.fn('projects.update').mockRejectedValueOnce(overtaken()).mockImplementation(async ({ changes }: { changes: object }) => ({ ...THEIRS, ...changes }));
    await control('description').setValue('Mine text');
    await control('is_public').trigger('click');
    await submit();
    // is_public only the user changed: no conflict, the typed value goes without asking
    expect(conflictRowNames()).toEqual(['project_name', 'description']);
    expect(document.body.querySelector('[data-testid="conflict-row-project_name"]')!.textContent).toContain('Flora Ticino (TI)');
    expect(conflictChoice('project_name', 'theirs').checked).toBe(true);
    expect(conflictChoice('description', 'mine').checked).toBe(true);
    conflictChoice('description', 'theirs').click();
    await flushPromises();
    await answerConflict('save');
    expect(app.desk.fn('projects.update')).toHaveBeenLastCalledWith({ id: 3, changes: { is_public: true }, base: THEIRS });
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/projects/3'), { timeout: 10_000 });
  });

  it('saves again from the current version without asking when only fields outside the form changed', async () => {
    app = await open('/projects/3/edit');
    const touched: Project = { ...FLORA, updated_at: '2026-01-01T10:00:00.000+01:00' };
    app.desk.fn('projects.update')
      .mockRejectedValueOnce(new DeskError({ status: 412, code: 'conflict', message: 'changed', fields: [], current: touched }))
      .mockImplementation(async ({ changes }: { changes: object }) => ({ ...touched, ...changes }));
    await control('description').setValue('Mine text');
    await submit();
    expect(document.body.querySelector('[data-testid="record-conflict-dialog"]')).toBeNull();
    expect(app.desk.fn('projects.update')).toHaveBeenLastCalledWith({ id: 3, changes: { description: 'Mine text' }, base: touched });
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/projects/3'), { timeout: 10_000 });
  });

  it('keeps every typed value on cancel, says nothing was saved, and asks again on the next save', async () => {
    app = await open('/projects/3/edit');
    app.desk.fn('projects.update').mockRejectedValue(overtaken());
    await control('description').setValue('Mine text');
    await submit();
    await answerConflict('cancel');
    expect(document.body.querySelector('[data-testid="record-conflict-dialog"]')).toBeNull();
    expect((control('description').element as HTMLTextAreaElement).value).toBe('Mine text');
    expect(app.wrapper.text()).toContain('Not saved: someone else changed this record meanwhile.');
    expect(app.router.currentRoute.value.path).toBe('/projects/3/edit');
    await submit();
    expect(app.desk.fn('projects.update')).toHaveBeenCalledTimes(2);
    expect(app.desk.fn('projects.update')).toHaveBeenLastCalledWith({ id: 3, changes: { description: 'Mine text' }, base: FLORA });
    expect(document.body.querySelector('[data-testid="conflict-row-description"]')).not.toBeNull();
  });
});
