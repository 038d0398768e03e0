import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { PolicyWriteSupport } from '../../../src-shared/contract/projects.js';
import type { Project, RelatedPolicy } from '../../../src-shared/schemas/project.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView), h(Toast), h(ConfirmDialog)]) });

const FLORA: Project = {
  id: 3, project_name: 'Flora Ticino (GBIF)', description: 'Real records.', is_public: true, anonymise_observers: true, date_rounding: 'month',
  created_at: '2025-01-01T10:00:00.000+01:00', updated_at: '2025-02-01T10:00:00.000+01:00', my_role: 'manager',
};
const policy = (id: number, role: RelatedPolicy['role'], first_name: string, last_name: string): RelatedPolicy => ({
  id, project_id: 3, person_id: 40 + id, first_name, last_name, organisation: null, role, rights: role === 'viewer' ? ['read'] : ['read', 'write'],
});

async function open(project: Project = FLORA): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('projects.get').mockResolvedValue(project);
  desk.fn('projects.holdings').mockResolvedValue({ observations: 1234, releves: 2, documents: 0 });
  desk.fn('projects.relatedPolicies').mockResolvedValue([policy(1, 'manager', 'Marco', 'Bernasconi'), policy(2, 'viewer', 'Lukas', 'Brunner'), policy(3, 'editor', 'Claire', 'Rochat')]);
  const mounted = await mountApp(Root, `/projects/${project.id}`, desk);
  await flushPromises();
  return mounted;
}

const dialogButton = (text: string) =>
  [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

describe('project page', () => {
  it('shows the project, its public settings, what it holds with a link to its observations, and who has which role', async () => {
    app = await open();
    const page = app.wrapper.get('[data-testid="project-page"]');
    expect(page.get('[data-testid="project-name"]').text()).toBe('Flora Ticino (GBIF)');
    const settings = page.get('[data-testid="project-settings"]');
    expect(settings.get('[data-field="is_public"]').text()).toBe('Yes');
    expect(settings.get('[data-field="anonymise_observers"]').text()).toBe('Yes');
    expect(settings.get('[data-field="date_rounding"]').text()).toBe('Month only');
    const observations = page.get('[data-testid="project-observations-link"]');
    expect(observations.text()).toBe('Observations (1,234)');
    expect(decodeURIComponent(observations.attributes('href') ?? '')).toContain('/observations?dataset_id[in]=3');
    // the relevé screen exists (route `releves`): its link is pre-filtered on the project
    expect(decodeURIComponent(page.get('[data-testid="project-releves-link"]').attributes('href') ?? '')).toContain('/releves?dataset_id[in]=3');
    expect(page.get('[data-testid="project-holdings"]').text()).toContain('Relevés (2)');

    const groups = page.findAll('[data-testid="project-policies"] [data-role]');
    expect(groups.map((g) => g.attributes('data-role'))).toEqual(['manager', 'editor', 'viewer']);
    expect(groups[0]!.text()).toContain('Managers');
    expect(groups[2]!.text()).toContain('may read');
    expect(groups[1]!.get('a').attributes('href')).toBe('/people/43');
  });

  it('explains a refused delete with what the project still holds, and stays on the page', async () => {
    app = await open();
    app.desk.fn('projects.remove').mockRejectedValueOnce(new DeskError({ status: 409, code: 'conflict', message: 'Project 3 still holds 1234 observations.', fields: [] }));
    await app.wrapper.get('[data-testid="project-delete"]').trigger('click');
    await flushPromises();
    dialogButton('Delete the project').click();
    await flushPromises();
    expect(app.desk.fn('projects.remove')).toHaveBeenCalledWith({ id: 3, base: FLORA });
    const conflict = app.wrapper.get('[data-testid="project-delete-conflict"]');
    expect(conflict.text()).toContain('The project was not deleted');
    expect(conflict.text()).toContain('observations (1,234), relevés (2) and documents (0)');
    expect(app.router.currentRoute.value.path).toBe('/projects/3');
  });

  it('a delete of a version someone else changed says what changed, asks again, and keeping it shows the current version', async () => {
    app = await open();
    const current: Project = { ...FLORA, is_public: false, updated_at: '2025-03-01T10:00:00.000+01:00' };
    app.desk.fn('projects.remove').mockRejectedValueOnce(new DeskError({ status: 412, code: 'conflict', message: 'changed', fields: [], current }));
    app.desk.fn('projects.get').mockResolvedValue(current);
    await app.wrapper.get('[data-testid="project-delete"]').trigger('click');
    await flushPromises();
    dialogButton('Delete the project').click();
    await flushPromises();
    expect(document.body.textContent).toContain('Someone else changed this record since you opened it: Publish on the public neophyte endpoints: Yes → No. Delete it anyway?');
    dialogButton('Keep it').click();
    await flushPromises();
    expect(app.desk.fn('projects.remove')).toHaveBeenCalledTimes(1);
    expect(app.wrapper.find('[data-testid="project-delete-conflict"]').exists()).toBe(false);
    expect(app.wrapper.get('[data-testid="project-settings"] [data-field="is_public"]').text()).toBe('No');
    expect(app.router.currentRoute.value.path).toBe('/projects/3');
  });

  it('falls back to the service\'s words when the counts cannot be read', async () => {
    app = await open();
    app.desk.fn('projects.holdings').mockResolvedValue({ observations: null, releves: 2, documents: 0 });
    app.desk.fn('projects.remove').mockRejectedValueOnce(new DeskError({ status: 409, code: 'conflict', message: 'Still holds data.', fields: [] }));
    await app.wrapper.get('[data-testid="project-delete"]').trigger('click');
    await flushPromises();
    dialogButton('Delete the project').click();
    await flushPromises();
    expect(app.wrapper.get('[data-testid="project-delete-conflict"]').text()).toContain('The service answered: Still holds data.');
  });

  it('does nothing when the question is answered "Keep it", and leaves for the list after a delete', async () => {
    app = await open();
    app.desk.fn('projects.remove').mockResolvedValue({ id: 3 });
    await app.wrapper.get('[data-testid="project-delete"]').trigger('click');
    await flushPromises();
    dialogButton('Keep it').click();
    await flushPromises();
    expect(app.desk.fn('projects.remove')).not.toHaveBeenCalled();
    await app.wrapper.get('[data-testid="project-delete"]').trigger('click');
    await flushPromises();
    // wait on the router itself, not on a polling deadline that a loaded machine can miss
    const left = new Promise<string>((resolve) => {
      const stop = app!.router.afterEach((to) => {
        stop();
        resolve(to.path);
      });
    });
    dialogButton('Delete the project').click();
    expect(await left).toBe('/projects');
  });

  it('offers no Edit or Delete to someone who does not manage the project', async () => {
    app = await open({ ...FLORA, my_role: 'viewer' });
    expect(app.wrapper.find('[data-testid="project-edit"]').exists()).toBe(false);
    expect(app.wrapper.find('[data-testid="project-delete"]').exists()).toBe(false);
  });

  it('says so when the project does not exist', async () => {
    const desk = createFakeDesk();
    desk.fn('projects.get').mockRejectedValue(new DeskError({ status: 404, code: 'not-found', message: 'No project 99.', fields: [] }));
    desk.fn('projects.holdings').mockResolvedValue({ observations: null, releves: null, documents: null });
    app = await mountApp(Root, '/projects/99', desk);
    await flushPromises();
    expect(app.wrapper.get('[data-testid="load-problem"]').text()).toContain('This project does not exist (any more).');
  });
});

async function openEmpty(path: string): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('reference.projects').mockResolvedValue([{ id: 1, project_name: 'Flora', my_role: 'manager' }]);
  desk.fn('projects.list').mockResolvedValue({ rows: [], total: 0, filtered_total: 0 });
  const mounted = await mountApp(Root, path, desk);
  await flushPromises();
  return mounted;
}

describe('project list, empty', () => {
  it('says "No projects yet" with the New action when nothing is searched, not a search sentence', async () => {
    app = await openEmpty('/projects');
    const empty = app.wrapper.get('[data-testid="projects-empty"]');
    expect(empty.text()).toContain('No projects yet');
    expect(empty.text()).not.toContain('search');
    expect(empty.get('[data-testid="project-new-empty"]').attributes('href')).toMatch(/\/projects\/new$/);
  });

  it('names the search when one is set, and clears it on request', async () => {
    app = await openEmpty('/projects?project_name[iw_contains]=moor');
    const empty = app.wrapper.get('[data-testid="projects-empty"]');
    expect(empty.text()).toContain('No project matches “moor”.');
    expect(empty.find('[data-testid="project-new-empty"]').exists()).toBe(false);
    await empty.get('button').trigger('click');
    await flushPromises();
    expect(app.router.currentRoute.value.query).toEqual({});
  });
});

// Grant / change / revoke (issue 17 §1): offered only where the service says so (`projects.policyWrites`,
// its Allow header) and only to the project's managers; read-only with the reason otherwise.
const PROJECT: Project = { id: 3, project_name: 'Flora Ticino (GBIF)', my_role: 'manager' };
const ROCHAT: RelatedPolicy = { id: 7, project_id: 3, person_id: 43, first_name: 'Claire', last_name: 'Rochat', organisation: null, role: 'editor', rights: ['read', 'write'] };
const MANAGER: RelatedPolicy = { ...ROCHAT, id: 1, person_id: 41, first_name: 'Marco', last_name: 'Bernasconi', role: 'manager', rights: ['read', 'write', 'validate', 'manage'] };

async function openWithWrites(offered: PolicyWriteSupport['offered'], project: Project = PROJECT): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('projects.get').mockResolvedValue(project);
  desk.fn('projects.holdings').mockResolvedValue({ observations: 0, releves: 0, documents: 0 });
  desk.fn('projects.relatedPolicies').mockResolvedValue([MANAGER, ROCHAT]);
  desk.fn('projects.policyWrites').mockResolvedValue({ offered });
  const mounted = await mountApp(Root, `/projects/${project.id}`, desk);
  await flushPromises();
  return mounted;
}

const policies = () => app!.wrapper.get('[data-testid="project-policies"]');

describe('roles on the project page', () => {
  it('stays read-only and says why when the service does not offer policy writes', async () => {
    app = await openWithWrites('no');
    expect(app.desk.fn('projects.policyWrites')).toHaveBeenCalledWith({ id: 3 });
    expect(policies().find('[data-testid="policy-grant"]').exists()).toBe(false);
    expect(policies().findAll('[data-testid="policy-change"]')).toHaveLength(0);
    expect(policies().get('[data-testid="policies-read-only"]').text()).toContain('offers no way to change roles');
  });

  it('offers nothing to someone who does not manage the project, and says who can', async () => {
    app = await openWithWrites('yes', { ...PROJECT, my_role: 'editor' });
    expect(policies().find('[data-testid="policy-grant"]').exists()).toBe(false);
    expect(policies().findAll('[data-testid="policy-revoke"]')).toHaveLength(0);
    expect(policies().get('[data-testid="policies-read-only"]').text()).toBe('Only the project’s managers can change roles.');
  });

  it('checks a grant with the shared schema before sending: person and role are asked for on their fields', async () => {
    app = await openWithWrites('yes');
    await policies().get('[data-testid="policy-grant"]').trigger('click');
    await flushPromises();
    const dialog = document.body.querySelector('[data-testid="policy-dialog"]')!;
    expect(dialog.textContent).toContain('Give someone a role in “Flora Ticino (GBIF)”');
    dialogButton('Give the role').click();
    await flushPromises();
    expect(dialog.querySelector('[data-field="person_id"]')!.textContent).toContain('Please fill in this field.');
    expect(dialog.querySelector('[data-field="role"]')!.textContent).toContain('Please fill in this field.');
    expect(app.desk.fn('projects.grantPolicy')).not.toHaveBeenCalled();
  });

  it('changes a role, shows the service\'s refusal in the dialog, and reads the roles and the user\'s rights again after a change', async () => {
    app = await openWithWrites('yes');
    app.desk.fn('projects.changePolicy')
      .mockRejectedValueOnce(new DeskError({ status: 409, code: 'conflict', message: 'This is the only manager of project "Flora Ticino (GBIF)" (3).', fields: [] }))
      .mockResolvedValueOnce({ ...ROCHAT, role: 'editor' });
    const rochat = policies().get('[data-person-id="43"]');
    await rochat.get('[data-testid="policy-change"]').trigger('click');
    await flushPromises();
    dialogButton('Change the role').click();
    await flushPromises();
    expect(app.desk.fn('projects.changePolicy')).toHaveBeenCalledWith({ id: 3, policy_id: 7, changes: { role: 'editor' } });
    expect(document.body.querySelector('[data-testid="policy-dialog"]')!.textContent).toContain('only manager of project "Flora Ticino (GBIF)"');
    const policyReads = app.desk.fn('projects.relatedPolicies').mock.calls.length;
    // the user's own role on the project (my_role) and the rights lists live in the invalidated `projects` domain
    const projectReads = app.desk.fn('projects.get').mock.calls.length;
    dialogButton('Change the role').click();
    await flushPromises();
    expect(document.body.querySelector('[data-testid="policy-dialog"]')).toBeNull();
    expect(app.desk.fn('projects.relatedPolicies').mock.calls.length).toBeGreaterThan(policyReads);
    expect(app.desk.fn('projects.get').mock.calls.length).toBeGreaterThan(projectReads);
  });

  it('removes a role after asking, naming the person and the project', async () => {
    app = await openWithWrites('yes');
    app.desk.fn('projects.revokePolicy').mockResolvedValue({ id: 3, policy_id: 7 });
    await policies().get('[data-person-id="43"]').get('[data-testid="policy-revoke"]').trigger('click');
    await flushPromises();
    expect(document.body.querySelector('[role="alertdialog"]')!.textContent).toContain('Remove the role of Claire Rochat in “Flora Ticino (GBIF)”?');
    dialogButton('Remove the role').click();
    await flushPromises();
    expect(app.desk.fn('projects.revokePolicy')).toHaveBeenCalledWith({ id: 3, policy_id: 7 });
  });
});
