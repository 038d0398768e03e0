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
    await vi.waitFor(() => expect(app!.router.currentRoute.value.query).toEqual({ 'last_name[iw_contains]': 'stein' }), { timeout: 10_000 });
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

describe('new person', () => {
  const control = (name: string) => app!.wrapper.get(`#person-${name}`);
  const matchesShown = () => app!.wrapper.find('[data-testid="name-matches"]').exists();

  async function typeName(first: string, last: string): Promise<void> {
    await control('first_name').setValue(first);
    await control('last_name').setValue(last);
  }

  it('shows the people already in the register under the typed name first, and "use this person instead" adds nobody', async () => {
    const fake = desk();
    fake.fn('people.get').mockResolvedValue(STEINER);
    app = await mountApp(Root, '/people/new', fake);
    await flushPromises();
    await typeName('sabine', 'steiner');
    await vi.waitFor(() => expect(matchesShown()).toBe(true), { timeout: 10_000 });
    expect(fake.fn('people.list')).toHaveBeenLastCalledWith({ last_name: 'steiner', first_name: 'sabine', limit: 10, sort: 'last_name', dir: 'asc' });
    const matches = app.wrapper.get('[data-testid="name-matches"]');
    expect(matches.text()).toContain('Already in the register: 1');
    expect(matches.get('[data-testid="name-match"]').text()).toContain('Sabine Steiner');
    expect(matches.text()).toContain('Nature office');
    // "Add the person" does not send while the matches are unanswered.
    await app.wrapper.get('[data-testid="person-form"]').trigger('submit');
    await flushPromises();
    expect(fake.fn('people.create')).not.toHaveBeenCalled();
    await matches.get('[data-testid="name-match"] button').trigger('click');
    await vi.waitFor(() => expect(app!.router.currentRoute.value.fullPath).toBe('/people/7'));
    expect(fake.fn('people.create')).not.toHaveBeenCalled();
  });

  it('adds the person after "Add a new person anyway", and adds at once when nobody has that name', async () => {
    const fake = desk();
    fake.fn('people.create').mockResolvedValue({ ...STEINER, id: 8 });
    fake.fn('people.get').mockResolvedValue({ ...STEINER, id: 8 });
    app = await mountApp(Root, '/people/new', fake);
    await flushPromises();
    await typeName('Sabine', 'Steiner');
    await vi.waitFor(() => expect(matchesShown()).toBe(true), { timeout: 10_000 });
    await app.wrapper.get('[data-testid="add-anyway"]').trigger('click');
    await vi.waitFor(() => expect(fake.fn('people.create')).toHaveBeenCalledTimes(1));
    expect(fake.fn('people.create')).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Sabine', last_name: 'Steiner' }));

    app.wrapper.unmount();
    const other = desk();
    other.fn('people.create').mockResolvedValue({ ...STEINER, id: 9, last_name: 'nobody' });
    other.fn('people.get').mockResolvedValue({ ...STEINER, id: 9 });
    app = await mountApp(Root, '/people/new', other);
    await flushPromises();
    await typeName('Some', 'nobody');
    // Submitted before the typing pause is over: the answer for these names is awaited, then the person is added.
    await app.wrapper.get('[data-testid="person-form"]').trigger('submit');
    await vi.waitFor(() => expect(other.fn('people.create')).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(matchesShown()).toBe(false);
  });
});
