import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import type { Person } from '../../../src-shared/schemas/person.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView)]) });
const STEINER: Person = { id: 7, first_name: 'Sabine', last_name: 'Steiner', organisation: 'Nature office', created_at: '2025-01-01T10:00:00.000+01:00', updated_at: '2025-01-01T10:00:00.000+01:00' };

function desk() {
  const fake = createFakeDesk();
  fake.fn('reference.projects').mockResolvedValue([{ id: 1, project_name: 'Flora', my_role: 'manager' }]);
  fake.fn('people.list').mockImplementation(async (input: { last_name?: string }) => (
    input.last_name === 'nobody' ? { rows: [], total: 40, filtered_total: 0 } : { rows: [STEINER], total: 40, filtered_total: 1 }));
  return fake;
}

describe('people search', () => {
  it('searches by last name as typed, keeps it in the address, and shows the counts', async () => {
    app = await mountApp(Root, '/people', desk());
    await flushPromises();
    expect(app.wrapper.get('[data-testid="list-counts"]').text()).toBe('1–1 of 1 people (40 in all)');
    await app.wrapper.get('[data-testid="people-last-name"]').setValue('stein');
    await vi.waitFor(() => expect(app!.router.currentRoute.value.query).toEqual({ 'last_name[iw_contains]': 'stein' }), { timeout: 2000 });
    await flushPromises();
    expect(app.desk.fn('people.list')).toHaveBeenLastCalledWith({ last_name: 'stein', first_name: undefined, updated_since: undefined, offset: 0, limit: 50, sort: 'last_name', dir: 'asc' });
    expect(app.wrapper.get('[data-testid="people-table"]').text()).toContain('Steiner');
  });

  it('says when nobody matches and clears the search on request', async () => {
    app = await mountApp(Root, '/people?last_name[iw_contains]=nobody&updated_since=2025-01-01', desk());
    await flushPromises();
    const empty = app.wrapper.get('[data-testid="people-empty"]');
    expect(empty.text()).toContain('Nobody matches the search.');
    await empty.get('button').trigger('click');
    await flushPromises();
    expect(app.router.currentRoute.value.query).toEqual({});
  });

  it('says "No people yet" with the New action when nothing is searched, not "nobody matches"', async () => {
    const fake = desk();
    fake.fn('people.list').mockResolvedValue({ rows: [], total: 0, filtered_total: 0 });
    app = await mountApp(Root, '/people', fake);
    await flushPromises();
    const empty = app.wrapper.get('[data-testid="people-empty"]');
    expect(empty.text()).toContain('No people yet');
    expect(empty.text()).not.toContain('matches');
    expect(empty.get('[data-testid="person-new-empty"]').attributes('href')).toMatch(/\/people\/new$/);
  });
});

describe('person page', () => {
  it('shows the person, their roles in projects and a link to their observations', async () => {
    const fake = desk();
    fake.fn('people.get').mockResolvedValue(STEINER);
    fake.fn('observations.list').mockResolvedValue({ rows: [], total: 5000, filtered_total: 1234 });
    fake.fn('people.projectRoles').mockResolvedValue({
      roles: [{ project_id: 1, project_name: 'Flora', role: 'validator', rights: ['read', 'validate'] }], projects_checked: 5, projects_failed: 1,
    });
    app = await mountApp(Root, '/people/7', fake);
    await flushPromises();
    expect(app.wrapper.get('[data-testid="person-name"]').text()).toBe('Sabine Steiner');
    // no e-mail in the answer: the service keeps it for project managers
    expect(app.wrapper.text()).toContain('Only project managers see e-mail addresses.');
    const roles = app.wrapper.get('[data-testid="person-roles"]');
    expect(roles.text()).toContain('Among the 5 projects you can see.');
    expect(roles.text()).toContain('Projects whose roles could not be read: 1.');
    expect(roles.text()).toContain('Validator');
    expect(roles.get('a').attributes('href')).toBe('/projects/1');
    const link = app.wrapper.get('[data-testid="person-observations-link"]');
    expect(decodeURIComponent(link.attributes('href') ?? '')).toBe('/observations?recorded_by_id[in]=7');
    expect(link.text()).toBe('Observations (1,234)');
    expect(fake.fn('observations.list')).toHaveBeenCalledWith({ clauses: [{ field: 'recorded_by_id', operation: 'in', value: [7] }], limit: 1 });
  });
});
