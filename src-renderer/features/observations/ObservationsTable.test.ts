import { flushPromises } from '@vue/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { useObservationsStore } from '../../stores/observations.js';
import { useObservationRecords } from '../observation-detail/record-cache.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { installObservations, installReference, observation } from '../../testing/fake-reference.js';
import type { ObservationPage } from '../../../src-shared/contract/observations.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

vi.mock('./workspace-parts.js', async () => {
  const { defineComponent: define, h: render } = await import('vue');
  const stub = (name: string) => define({ name, props: ['clauses', 'selectedIds', 'drawPolygon', 'focusId', 'polygonWkt', 'occurrenceId', 'position', 'filteredTotal', 'visible'], setup: () => () => render('div', { 'data-stub': name }) });
  return { ObservationMapPart: stub('MapStub'), ObservationDetailPart: stub('DetailStub'), BulkValidateDialogPart: stub('BulkStub') };
});

// happy-dom lays nothing out: give elements a size and paddings, so that the virtual scroller renders rows.
beforeAll(() => {
  document.head.insertAdjacentHTML('beforeend', '<style id="layout-stand-in">* { padding: 0px; border-width: 0px; }</style>');
  for (const name of ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const) {
    vi.spyOn(HTMLElement.prototype, name, 'get').mockReturnValue(600);
  }
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});
afterAll(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent');
  document.getElementById('layout-stand-in')?.remove();
});

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  localStorage.clear();
});

async function open(): Promise<MountedApp> {
  const desk = createFakeDesk();
  installReference(desk);
  installObservations(desk, 240, 1000);
  app = await mountApp(defineComponent({ render: () => h(RouterView) }), '/observations', desk);
  await flushPromises();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await flushPromises();
  return app;
}

/** Waits until after the next paint (row marks follow the detail there, after-paint.ts). */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The body row of observation `id`. */
const row = (id: number) => app!.wrapper.get(`[data-testid="observations-table"] tbody [data-row-id="${id}"]`).element.closest('tr')!;

describe('observation table rows', () => {
  it('marks the selected rows (aria-selected, DataTable\'s selected class) and the current one', async () => {
    await open();
    const store = useObservationsStore();
    store.clickRow(2);
    store.clickRow(3, { toggle: true });
    await flushPromises();
    await afterPaint();
    await flushPromises();
    expect([row(1), row(2), row(3)].map((tr) => tr.getAttribute('aria-selected'))).toEqual(['false', 'true', 'true']);
    expect(row(2).classList.contains('p-datatable-row-selected')).toBe(true);
    expect(row(2).classList.contains('obs-row--current')).toBe(false);
    expect(row(3).classList.contains('obs-row--current')).toBe(true);
    expect(row(1).classList.contains('p-datatable-row-selected')).toBe(false);
  });

  it('moving to the next observation re-renders two rows, and no cell', async () => {
    await open();
    const store = useObservationsStore();
    store.clickRow(1);
    await flushPromises();
    await afterPaint();
    await flushPromises();
    expect(row(1).getAttribute('aria-selected')).toBe('true');
    // Vue (development build) measures every component render when asked to: count the table's.
    app!.wrapper.vm.$.appContext.config.performance = true;
    const measured = vi.spyOn(performance, 'measure');
    await store.moveCurrent(1);
    await flushPromises();
    // the detail goes first: the rows are marked after the next paint
    expect(row(2).getAttribute('aria-selected')).toBe('false');
    await afterPaint();
    await flushPromises();
    expect([row(1).getAttribute('aria-selected'), row(2).getAttribute('aria-selected')]).toEqual(['false', 'true']);
    expect(row(2).classList.contains('obs-row--current')).toBe(true);
    const renders = measured.mock.calls.map(([name]) => name).filter((name) => /<(BodyRow|BodyCell|DataTable|TableBody)> render/.test(name));
    expect(renders).toEqual(['<BodyRow> render', '<BodyRow> render']);
  });

  it('reading ahead in triage (a record prefetched into the data layer) re-renders no row and no cell', async () => {
    await open();
    app!.wrapper.vm.$.appContext.config.performance = true;
    const measured = vi.spyOn(performance, 'measure');
    useObservationRecords().prefetch([5, 6]);
    await flushPromises();
    await afterPaint();
    expect(measured.mock.calls.map(([name]) => name).filter((name) => /<(BodyRow|BodyCell|DataTable|TableBody)> render/.test(name))).toEqual([]);
  });

  it('a new filter keeps the rows in place: hidden under skeleton lines while it loads, then rendered into the same rows', async () => {
    await open();
    let answer: (page: ObservationPage) => void = () => undefined;
    app!.desk.fn('observations.list').mockImplementationOnce(() => new Promise<ObservationPage>((resolve) => (answer = resolve)));
    app!.wrapper.vm.$.appContext.config.performance = true;
    const measured = vi.spyOn(performance, 'measure');
    const tableWork = () => measured.mock.calls.map(([name]) => name).filter((name) => /<BodyCell> render|<(BodyRow|BodyCell)> mount/.test(name));
    await app!.router.push('/observations?taxon_id[in]=2');
    await flushPromises();
    const table = app!.wrapper.get('[data-testid="observations-table"]');
    expect(table.attributes('aria-busy')).toBe('true');
    expect(table.classes()).toContain('obs-table--stale');
    expect(table.findAll('.obs-table__loading-line').length).toBeGreaterThan(0);
    expect(tableWork()).toEqual([]);

    answer({ rows: Array.from({ length: 100 }, (_, i) => observation(501 + i)), total: 1000, filtered_total: 120 });
    await flushPromises();
    expect(table.attributes('aria-busy')).toBe('false');
    expect(table.find('.obs-table__loading').exists()).toBe(false);
    expect(row(501).getAttribute('aria-selected')).toBe('false');
    const rendered = table.findAll('tbody tr').length;
    const work = tableWork();
    expect(work.filter((name) => name.endsWith('mount'))).toEqual([]);
    // Once for the first page, once more when DataTable gets the next page read ahead (a new rows array).
    expect(work.filter((name) => name === '<BodyCell> render').length).toBeLessThanOrEqual(rendered * 8 * 2);
    // A new order, too: the header shows it with the rows it describes, not before.
    measured.mockClear();
    app!.desk.fn('observations.list').mockImplementationOnce(() => new Promise<ObservationPage>((resolve) => (answer = resolve)));
    await app!.router.push('/observations?taxon_id[in]=2&sort=occurrence_id&dir=asc');
    await flushPromises();
    expect(table.attributes('aria-busy')).toBe('true');
    expect(tableWork()).toEqual([]);
    expect(table.find('th[data-column="occurrence_id"]').attributes('aria-sort')).toBe('none');
    answer({ rows: Array.from({ length: 100 }, (_, i) => observation(701 + i)), total: 1000, filtered_total: 120 });
    await flushPromises();
    expect(table.find('th[data-column="occurrence_id"]').attributes('aria-sort')).toBe('ascending');
  });
});
