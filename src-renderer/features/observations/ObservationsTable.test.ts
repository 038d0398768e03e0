import { flushPromises } from '@vue/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { useObservationsStore } from './observations-store.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { installObservations, installReference, observation } from '../../testing/fake-reference.js';
import type { ObservationPage } from '../../../src-shared/contract/observations.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

vi.mock('./workspace-parts.js', async () => {
  const { defineComponent: define, h: render } = await import('vue');
  const stub = (name: string) => define({ name, props: ['clauses', 'selectedIds', 'drawPolygon', 'focusId', 'polygonWkt', 'occurrenceId', 'position', 'filteredTotal', 'visible'], setup: () => () => render('div', { 'data-stub': name }) });
  return { ObservationMapPart: stub('MapStub'), ObservationDetailPart: stub('DetailStub'), BulkValidateDialogPart: stub('BulkStub') };
});

// happy-dom lays nothing out: give elements a size (600 px: the scroller shows 17 rows of 34 px under a 36-px header), so that the virtualiser renders rows.
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

const table = () => app!.wrapper.get('[data-testid="observations-table"]');
/** The body row of observation `id`. */
const row = (id: number) => table().get(`tbody [data-row-id="${id}"]`).element.closest('tr')!;
/** The body rows in the DOM. */
const bodyRows = () => table().findAll('tbody tr');

describe('observation table rows', () => {
  it('is an ARIA grid: row count of the whole list, each row\'s index, only the rows in view (and a few more) in the DOM', async () => {
    await open();
    const grid = table().get('[role="grid"]');
    expect(grid.attributes('aria-rowcount')).toBe('241');
    expect(grid.attributes('aria-multiselectable')).toBe('true');
    expect(table().get('thead tr').attributes('aria-rowindex')).toBe('1');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(rows.slice(0, 3).map((tr) => tr.attributes('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(rows[0]!.findAll('[role="gridcell"]').length).toBe(table().findAll('th[role="columnheader"]').length);
  });

  it('reads the pages that scroll into view, and shows their rows', async () => {
    await open();
    const scroller = table().get('[data-testid="observations-scroller"]').element as HTMLElement;
    scroller.scrollTop = 34 * 200;
    scroller.dispatchEvent(new Event('scroll'));
    await flushPromises();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushPromises();
    const offsets = app!.desk.fn('observations.list').mock.calls.map(([input]) => (input as { offset: number }).offset);
    expect(offsets).toContain(200);
    expect(useObservationsStore().visible.first).toBe(200);
    expect(table().find('tbody [data-row-id="205"]').exists()).toBe(true);
    expect(table().find('tbody [data-row-id="1"]').exists()).toBe(false);
  });

  it('a click makes a row current and selects nothing; the checkbox and Ctrl-click add, Shift-click adds the range; the rows show it', async () => {
    await open();
    const store = useObservationsStore();
    await table().get('tbody [data-row-id="2"]').trigger('click');
    expect(store.currentId).toBe(2);
    expect(store.selectedIds).toEqual([]);
    const check = (id: number) => row(id).querySelector<HTMLInputElement>('[data-testid="row-check"]')!;
    check(3).click();
    await table().get('tbody [data-row-id="4"]').trigger('click', { ctrlKey: true });
    expect(store.selectedIds).toEqual([3, 4]);
    expect(store.currentId).toBe(2);
    await flushPromises();
    await afterPaint();
    await flushPromises();
    expect([row(2), row(3), row(4)].map((tr) => tr.getAttribute('aria-selected'))).toEqual(['false', 'true', 'true']);
    expect([check(2).checked, check(3).checked, check(4).checked]).toEqual([false, true, true]);
    expect(check(3).getAttribute('aria-label')).toBe('Select observation 3');
    expect(row(2).classList.contains('obs-row--current')).toBe(true);
    expect(row(2).classList.contains('obs-row--selected')).toBe(false);
    check(7).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }));
    // The range runs from the last row clicked to the shift-clicked one, and adds to the selection.
    expect([...store.selectedIds].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7]);
    expect(check(7).checked).toBe(true);
    // Shift-clicking a selected row's box keeps it selected (the box follows the store, not its own toggle).
    check(5).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }));
    expect(store.selectedIds).toContain(5);
    expect(check(5).checked).toBe(true);
  });

  it('a taxon cell links to the taxon\'s page by a small link before the name: a click on the name opens the row, the link opens the page and no row', async () => {
    await open();
    const store = useObservationsStore();
    const name = [...row(2).querySelectorAll<HTMLElement>('.obs-cell__main')].find((main) => main.textContent === 'Dianthus sylvestris Wulfen')!;
    name.click();
    expect(store.currentId).toBe(2);
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/observations/2'), { timeout: 5_000 });
    const link = row(3).querySelector<HTMLAnchorElement>('a[data-testid="taxon-link"]')!;
    expect(link.getAttribute('href')).toMatch(/^\/taxa\/\d+$/);
    expect(link.getAttribute('aria-label')).toMatch(/^Taxon page of /);
    link.click();
    await vi.waitFor(() => expect(app!.router.currentRoute.value.fullPath).toBe(link.getAttribute('href')), { timeout: 5_000 });
    expect(store.currentId).toBe(2);
  });

  it('the header checkbox selects the rows on screen, and takes them out again when all are selected', async () => {
    await open();
    const store = useObservationsStore();
    const header = () => table().get<HTMLInputElement>('[data-testid="check-shown"]').element;
    const { first, last } = store.visible;
    expect(last).toBeGreaterThan(first);
    store.clickRow(300 + 1, { toggle: true }); // not on screen: the header leaves it alone
    header().click();
    const shown = Array.from({ length: last - first }, (_, i) => i + 1 + first);
    expect([...store.selectedIds].sort((a, b) => a - b)).toEqual([...shown, 301]);
    await flushPromises();
    expect(header().checked).toBe(true);
    store.clickRow(2, { toggle: true });
    await flushPromises();
    expect(header().indeterminate).toBe(true);
    header().click();
    expect([...store.selectedIds].sort((a, b) => a - b)).toEqual([...shown, 301]);
    header().click();
    expect(store.selectedIds).toEqual([301]);
    expect(header().checked).toBe(false);
  });

  it('a header click sorts by that column ascending, a second click descending; unsortable columns have no button', async () => {
    await open();
    await table().get('th[data-column="taxon_id"] button').trigger('click');
    await flushPromises();
    expect(app!.router.currentRoute.value.query).toMatchObject({ sort: 'taxon_id', dir: 'asc' });
    await flushPromises();
    expect(table().get('th[data-column="taxon_id"]').attributes('aria-sort')).toBe('ascending');
    await table().get('th[data-column="taxon_id"] button').trigger('click');
    await flushPromises();
    expect(app!.router.currentRoute.value.query).toMatchObject({ sort: 'taxon_id', dir: 'desc' });
    const unsortable = table().findAll('th[role="columnheader"]').filter((th) => !th.find('button').exists());
    for (const th of unsortable) expect(th.attributes('aria-sort')).toBeUndefined();
  });

  it('moving to the next observation re-renders two rows, and not the table', async () => {
    await open();
    const store = useObservationsStore();
    store.clickRow(1);
    await flushPromises();
    await afterPaint();
    await flushPromises();
    expect(row(1).classList.contains('obs-row--current')).toBe(true);
    // Vue (development build) measures every component render when asked to: count the table's.
    app!.wrapper.vm.$.appContext.config.performance = true;
    // The spy of an earlier test is the same spy: start counting afresh.
    const measured = vi.spyOn(performance, 'measure');
    measured.mockClear();
    await store.moveCurrent(1);
    await flushPromises();
    // the detail goes first: the rows are marked after the next paint
    expect(row(2).classList.contains('obs-row--current')).toBe(false);
    await afterPaint();
    await flushPromises();
    expect([row(1).classList.contains('obs-row--current'), row(2).classList.contains('obs-row--current')]).toEqual([false, true]);
    const renders = measured.mock.calls.map(([name]) => name).filter((name) => /<(ObservationRow|ObservationsTable)> render/.test(name));
    expect(renders).toEqual(['<ObservationRow> render', '<ObservationRow> render']);
  });

  it('reading ahead in triage (a record prefetched into the data layer) re-renders no row and no cell', async () => {
    await open();
    app!.wrapper.vm.$.appContext.config.performance = true;
    const measured = vi.spyOn(performance, 'measure');
    // the spy of an earlier test is the same spy: start counting afresh
    measured.mockClear();
    useObservationRecords().prefetch([5, 6]);
    await flushPromises();
    await afterPaint();
    expect(measured.mock.calls.map(([name]) => name).filter((name) => /<(ObservationRow|ObservationsTable)> render/.test(name))).toEqual([]);
  });

  it('a new filter keeps the rows in place: hidden under skeleton lines while it loads, then rendered into the same rows', async () => {
    await open();
    let answer: (page: ObservationPage) => void = () => undefined;
    app!.desk.fn('observations.list').mockImplementationOnce(() => new Promise<ObservationPage>((resolve) => (answer = resolve)));
    app!.wrapper.vm.$.appContext.config.performance = true;
    // The spy of an earlier test is the same spy: start counting afresh.
    const measured = vi.spyOn(performance, 'measure');
    measured.mockClear();
    const rowWork = () => measured.mock.calls.map(([name]) => name).filter((name) => /<ObservationRow> (render|mount)/.test(name));
    await app!.router.push('/observations?taxon_id[in]=2');
    await flushPromises();
    expect(table().attributes('aria-busy')).toBe('true');
    expect(table().classes()).toContain('obs-table--stale');
    expect(table().findAll('.obs-table__loading-line').length).toBeGreaterThan(0);
    expect(rowWork()).toEqual([]);

    answer({ rows: Array.from({ length: 100 }, (_, i) => observation(501 + i)), total: 1000, filtered_total: 120 });
    await flushPromises();
    expect(table().attributes('aria-busy')).toBe('false');
    expect(table().find('.obs-table__loading').exists()).toBe(false);
    expect(row(501).getAttribute('aria-selected')).toBe('false');
    const rendered = bodyRows().length;
    const work = rowWork();
    expect(work.filter((name) => name.endsWith('mount'))).toEqual([]);
    // Once for the first page, at most once more when the page read ahead arrives.
    expect(work.length).toBeLessThanOrEqual(rendered * 2);
    // A new order, too: the header shows it with the rows it describes, not before.
    app!.desk.fn('observations.list').mockImplementationOnce(() => new Promise<ObservationPage>((resolve) => (answer = resolve)));
    await app!.router.push('/observations?taxon_id[in]=2&sort=occurrence_id&dir=asc');
    await flushPromises();
    expect(table().attributes('aria-busy')).toBe('true');
    expect(table().find('th[data-column="occurrence_id"]').attributes('aria-sort')).toBe('none');
    answer({ rows: Array.from({ length: 100 }, (_, i) => observation(701 + i)), total: 1000, filtered_total: 120 });
    await flushPromises();
    expect(table().find('th[data-column="occurrence_id"]').attributes('aria-sort')).toBe('ascending');
  });
});
