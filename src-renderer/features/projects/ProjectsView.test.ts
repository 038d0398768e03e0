import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import type { Project } from '../../../src-shared/schemas/project.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView)]) });
const project = (id: number, project_name: string): Project => ({
  id, project_name, description: null, is_public: false, anonymise_observers: false, date_rounding: 'none',
  created_at: '2025-01-01T10:00:00.000+01:00', updated_at: '2025-02-01T10:00:00.000+01:00', my_role: 'editor',
});

describe('project list', () => {
  it('shows what each project holds as links to its filtered lists, read once per project through the data layer', async () => {
    const desk = createFakeDesk();
    desk.fn('projects.list').mockResolvedValue({ rows: [project(3, 'Flora Ticino'), project(4, 'Wetlands')], total: 2, filtered_total: 2 });
    desk.fn('projects.holdings').mockImplementation(async ({ id }: { id: number }) => (
      id === 3 ? { observations: 1234, releves: 2, documents: 0 } : { observations: 7, releves: null, documents: 1 }));
    app = await mountApp(Root, '/projects', desk);
    await flushPromises();
    await flushPromises();
    const cells = app.wrapper.findAll('[data-testid="project-row-holdings"]');
    expect(cells).toHaveLength(2);
    const flora = cells[0]!;
    expect(flora.get('[data-testid="project-row-observations"]').text()).toBe('1,234');
    expect(flora.get('[data-testid="project-row-observations"]').attributes('aria-label')).toBe('1,234 observations'); // the shown number first: axe's label-content-name-mismatch drops parentheticals
    expect(decodeURIComponent(flora.get('[data-testid="project-row-observations"]').attributes('href') ?? '')).toContain('/observations?dataset_id[in]=3');
    expect(decodeURIComponent(flora.get('[data-testid="project-row-releves"]').attributes('href') ?? '')).toContain('/releves?dataset_id[in]=3');
    expect(flora.get('[data-testid="project-row-documents"]').text()).toBe('0');
    // a count the service does not give
    expect(cells[1]!.get('[data-testid="project-row-releves"]').text()).toBe('?');
    expect(desk.fn('projects.holdings').mock.calls.map(([input]) => input)).toEqual([{ id: 3 }, { id: 4 }]);
    // the project page reads from the same cache entry (shown at once, read again in the background)
    desk.fn('projects.get').mockResolvedValue(project(3, 'Flora Ticino'));
    desk.fn('projects.relatedPolicies').mockResolvedValue([]);
    let answer: (value: { observations: number; releves: number; documents: number }) => void = () => undefined;
    desk.fn('projects.holdings').mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await app.router.push('/projects/3');
    await flushPromises();
    expect(app.wrapper.get('[data-testid="project-observations-link"]').text()).toBe('Observations (1,234)');
    answer({ observations: 1235, releves: 2, documents: 0 });
    await flushPromises();
    expect(app.wrapper.get('[data-testid="project-observations-link"]').text()).toBe('Observations (1,235)');
  });
});
