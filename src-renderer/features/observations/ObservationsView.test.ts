import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import type { ObservationListInput } from '../../../src-shared/contract/observations.js';
import { useObservationsStore } from './observations-store.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { installObservations, installReference, PROJECTS } from '../../testing/fake-reference.js';
import type { ProjectRight } from '../../../src-shared/domain/project-rights.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

// The map (OpenLayers), the detail and the bulk dialog are other parts' components: stand-ins here.
vi.mock('./workspace-parts.js', async () => {
  const { defineComponent: define, h: render } = await import('vue');
  const stub = (name: string) => define({ name, props: ['clauses', 'selectedIds', 'drawPolygon', 'focusId', 'polygonWkt', 'occurrenceId', 'position', 'filteredTotal', 'visible'], setup: () => () => render('div', { 'data-stub': name }) });
  return { ObservationMapPart: stub('MapStub'), ObservationDetailPart: stub('DetailStub'), BulkValidateDialogPart: stub('BulkStub') };
});

let app: MountedApp | undefined;
afterEach(() => {
  vi.useRealTimers();
  app?.wrapper.unmount();
  app = undefined;
  localStorage.clear();
});

const Root = defineComponent({ render: () => h(RouterView) });

async function open(path: string, setup: (desk: ReturnType<typeof createFakeDesk>) => void = () => undefined): Promise<MountedApp> {
  const desk = createFakeDesk();
  installReference(desk);
  installObservations(desk, 240, 1000);
  setup(desk);
  app = await mountApp(Root, path, desk);
  await flushPromises();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await flushPromises();
  return app;
}

/** The last page the workspace read (not the one-row count of what the user may validate). */
const lastList = () => (app!.desk.fn('observations.list').mock.calls as Array<[ObservationListInput]>).filter(([input]) => input.limit !== 1).at(-1)![0];
const chips = () => app!.wrapper.findAll('[data-testid^="chip-"]').map((chip) => chip.find('button').text());

describe('observation workspace', () => {
  it('reads the filter from the address, lists with it and shows it as named chips', async () => {
    await open('/observations?taxon_id[in]=2&validation[in]=1&sort=taxon_id&dir=asc');
    expect(app!.desk.fn('observations.list').mock.calls[0]![0]).toMatchObject({
      clauses: [{ field: 'taxon_id', operation: 'in', value: [2] }, { field: 'validation', operation: 'in', value: [1] }],
      offset: 0, limit: 100, sort: 'taxon_id', dir: 'asc',
    });
    expect(chips()).toEqual(['Taxon is Dianthus sylvestris Wulfen', 'Validation status is not validated (pending)']);
    expect(app!.wrapper.get('[data-testid="validate-all"]').text()).toBe('Validate all 240 matching');
  });

  it('writes a filter change into the address; Back restores the previous filter', async () => {
    await open('/observations?taxon_id[in]=2');
    await app!.wrapper.get('[data-testid="chips-clear-all"]').trigger('click');
    await flushPromises();
    expect(app!.router.currentRoute.value.fullPath).toBe('/observations');
    expect(lastList().clauses).toEqual([]);
    app!.router.back();
    await vi.waitFor(() => expect(app!.router.currentRoute.value.query).toEqual({ 'taxon_id[in]': '2' }), { timeout: 10_000 });
    await flushPromises();
    expect(lastList().clauses).toEqual([{ field: 'taxon_id', operation: 'in', value: [2] }]);
    expect(useObservationsStore().clauses).toEqual([{ field: 'taxon_id', operation: 'in', value: [2] }]);
  });

  it('drops what it does not understand in the address and says so', async () => {
    await open('/observations?taxon_id[in]=abc&validation[in]=1&bogus=1');
    expect(app!.router.currentRoute.value.query).toEqual({ 'validation[in]': '1' });
    expect(lastList().clauses).toEqual([{ field: 'validation', operation: 'in', value: [1] }]);
  });

  it('removes one chip, and the scope chip sets right back', async () => {
    await open('/observations?taxon_id[in]=2&validation[in]=1&right=validate');
    expect(lastList().right).toBe('validate');
    await app!.wrapper.get('[data-testid="chip-validation[in]"] .chip__remove').trigger('click');
    await flushPromises();
    expect(app!.router.currentRoute.value.query).toEqual({ 'taxon_id[in]': '2', right: 'validate' });
    await app!.wrapper.get('[data-testid="chip-right"] .chip__remove').trigger('click');
    await flushPromises();
    expect(app!.router.currentRoute.value.query).toEqual({ 'taxon_id[in]': '2' });
  });

  it('opening a record shows its detail without arming "Validate selected"; the selection count and "Clear selection" stay in sight', async () => {
    await open('/observations');
    const button = app!.wrapper.get('[data-testid="validate-selected"]');
    const count = () => app!.wrapper.get('[data-testid="selection-count"]').text();
    const clear = () => app!.wrapper.get('[data-testid="clear-selection"]');
    expect(button.attributes('disabled')).toBeDefined();
    expect(count()).toBe('Selected: 0');
    expect(clear().attributes('disabled')).toBeDefined();
    const store = useObservationsStore();
    store.clickRow(3);
    await flushPromises();
    expect(app!.wrapper.find('[data-testid="detail-panel"]').exists()).toBe(true);
    expect(button.attributes('disabled')).toBeDefined();
    store.clickRow(4, { toggle: true });
    store.clickRow(5, { toggle: true });
    await flushPromises();
    expect(button.text()).toBe('Validate selected (2)');
    expect(button.attributes('disabled')).toBeUndefined();
    expect(count()).toBe('Selected: 2');
    await clear().trigger('click');
    expect(store.selectedIds).toEqual([]);
    expect(store.currentId).toBe(3);
    expect(count()).toBe('Selected: 0');
  });

  it('gives the open record its own address: opening, moving and closing the detail change it, and the address opens it again', async () => {
    await open('/observations/7?taxon_id[in]=2');
    const store = useObservationsStore();
    expect(store.currentId).toBe(7);
    expect(app!.wrapper.find('[data-testid="detail-panel"]').exists()).toBe(true);
    // The record's address opens no selection, and keeps the filter.
    expect(store.selectedIds).toEqual([]);
    expect(lastList().clauses).toEqual([{ field: 'taxon_id', operation: 'in', value: [2] }]);
    store.clickRow(4);
    await flushPromises();
    expect(app!.router.currentRoute.value.fullPath).toBe('/observations/4?taxon_id[in]=2');
    store.setCurrent(null);
    await flushPromises();
    expect(app!.router.currentRoute.value.fullPath).toBe('/observations?taxon_id[in]=2');
    expect(app!.wrapper.find('[data-testid="detail-panel"]').exists()).toBe(false);
    await app!.router.push('/observations/12?taxon_id[in]=2');
    await flushPromises();
    expect(store.currentId).toBe(12);
    // A new filter closes the detail, and the address says so.
    await app!.wrapper.get('[data-testid="chips-clear-all"]').trigger('click');
    await flushPromises();
    await flushPromises();
    expect(store.currentId).toBeNull();
    expect(app!.router.currentRoute.value.fullPath).toBe('/observations');
  });

  it('folds the filters away for the detail on a narrow window without storing that as the user\'s choice', async () => {
    await open('/observations');
    const filters = () => app!.wrapper.get('#observation-filters').attributes('style') ?? '';
    expect(window.matchMedia('(max-width: 1599px)').matches).toBe(true);
    expect(filters()).not.toContain('display: none');
    const store = useObservationsStore();
    // Fake time from here: the layout's (debounced) write would have happened within 400 ms.
    vi.useFakeTimers();
    store.clickRow(3);
    await flushPromises();
    expect(filters()).toContain('display: none');
    await vi.advanceTimersByTimeAsync(400);
    vi.useRealTimers();
    const stored = (await app!.desk.workspaceState.get({ key: 'layout:observations' })).value as { filters_open?: boolean } | null;
    expect(stored?.filters_open ?? true).toBe(true);
    store.setCurrent(null);
    await flushPromises();
    expect(filters()).not.toContain('display: none');
  });

  it('hides the filters on request; the closed toggle counts the filters still in force', async () => {
    await open('/observations?taxon_id[in]=2&validation[in]=1');
    const toggle = () => app!.wrapper.get('[data-testid="filters-toggle"]');
    expect(toggle().attributes()).toMatchObject({ 'aria-expanded': 'true', 'aria-label': 'Hide filters', 'aria-controls': 'observation-filters' });
    expect(toggle().text()).not.toMatch(/\d/);
    await toggle().trigger('click');
    await flushPromises();
    expect(app!.wrapper.get('#observation-filters').attributes('style') ?? '').toContain('display: none');
    expect(toggle().attributes()).toMatchObject({ 'aria-expanded': 'false', 'aria-label': 'Show filters (2 active)' });
    expect(toggle().text()).toMatch(/Show filters\s*2$/);
    // the filters still apply while the panel is closed
    expect(lastList().clauses).toHaveLength(2);
    await app!.wrapper.get('[data-testid="chips-clear-all"]').trigger('click');
    await flushPromises();
    expect(toggle().attributes('aria-label')).toBe('Show filters');
    expect(toggle().text()).not.toMatch(/\d/);
  });

  it('shows the empty state and the error state with a retry that works', async () => {
    await open('/observations?taxon_id[in]=999');
    app!.desk.fn('observations.list').mockResolvedValueOnce({ rows: [], total: 1000, filtered_total: 0 });
    await app!.router.push('/observations?taxon_id[in]=998');
    await flushPromises();
    expect(app!.wrapper.find('[data-testid="table-empty"]').exists()).toBe(true);
    expect(app!.wrapper.get('[data-testid="observation-counts"]').text()).toContain('None of 1,000 observations match');

    const { DeskError } = await import('../../../src-shared/contract/errors.js');
    app!.desk.fn('observations.list').mockRejectedValueOnce(new DeskError({ status: 400, code: 'bad-request', message: 'taxon_id[in]: bad', fields: [] }));
    await app!.router.push('/observations?taxon_id[in]=997');
    await flushPromises();
    const error = app!.wrapper.get('[data-testid="table-error"]');
    expect(error.text()).toContain('The observations could not be loaded.');
    expect(error.text()).toContain('taxon_id[in]: bad');
    await error.get('button').trigger('click');
    await flushPromises();
    expect(app!.wrapper.find('[data-testid="table-error"]').exists()).toBe(false);
  });

  it('offers no validate actions to someone who may validate no project, and no "New observation" without a write right', async () => {
    await open('/observations', (desk) => desk.fn('reference.projects').mockImplementation(async ({ right }: { right: ProjectRight }) => (right === 'read' ? PROJECTS : [])));
    expect(app!.wrapper.find('[data-testid="validate-selected"]').exists()).toBe(false);
    expect(app!.wrapper.find('[data-testid="validate-all"]').exists()).toBe(false);
    expect(app!.wrapper.find('[data-testid="new-observation"]').exists()).toBe(false);
  });

  it('counts "all matching" only in the projects the user may validate (a dataset_id[in] clause)', async () => {
    await open('/observations?taxon_id[in]=2', (desk) => {
      desk.fn('reference.projects').mockImplementation(async ({ right }: { right: ProjectRight }) => (right === 'validate' ? [PROJECTS[0]] : PROJECTS));
      const pages = desk.fn('observations.list').getMockImplementation()!;
      desk.fn('observations.list').mockImplementation(async (input: ObservationListInput) =>
        (input.limit === 1 ? { rows: [], total: 1000, filtered_total: 57 } : pages(input)));
    });
    await flushPromises();
    // the last count: the first may come before the rights are known (then the service decides)
    const counted = (app!.desk.fn('observations.list').mock.calls as Array<[ObservationListInput]>).filter(([input]) => input.limit === 1).at(-1)![0];
    expect(counted.clauses).toEqual([{ field: 'taxon_id', operation: 'in', value: [2] }, { field: 'dataset_id', operation: 'in', value: [1] }]);
    expect(app!.wrapper.get('[data-testid="validate-all"]').text()).toBe('Validate all 57 matching');
  });
});
