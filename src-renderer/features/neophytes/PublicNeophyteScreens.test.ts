import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { PublicNeophyteObservation } from '../../../src-shared/schemas/public-neophyte.js';
import { setLocale } from '../../i18n/index.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

/** The map without OpenLayers: shows its props, and a button that "finishes" a polygon. */
vi.mock('./PublicNeophyteMap.vue', async () => {
  const { defineComponent: define, h: render } = await import('vue');
  return {
    __esModule: true,
    default: define({
      props: ['clauses', 'taxaMatching', 'drawPolygon', 'polygonWkt'],
      emits: ['polygon'],
      setup: (props, { emit }) => () => render('div', { 'data-testid': 'map-stub', 'data-drawing': String(props.drawPolygon), 'data-polygon': props.polygonWkt ?? '' }, [
        render('button', { 'data-testid': 'map-stub-finish', onClick: () => emit('polygon', 'POLYGON((8.9 46,9 46,9 46.1,8.9 46))') }),
      ]),
    }),
  };
});

let app: MountedApp | undefined;
afterEach(async () => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
  await setLocale('en');
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView)]) });

const RECORD: PublicNeophyteObservation = {
  occurrence_id: 5012, uuid: 'b1c0ffee-0000-4000-8000-000000005012', taxon_id: 187, dataset_name: 'Neophytes Ticino', event_date: '2025-06-01T00:00:00.000+02:00',
  recorded_by: ['anonymous', 'anonymous'], decimal_longitude: 8.95, decimal_latitude: 46.0, coordinate_uncertainty_in_meters: 10, municipality_id: 5192,
  v_presence_status: 1, footprint_wkt: null, identified_by: null, neophyte: { control_type: 2, eradication: 1, control_dtype: null, control_result: null }, supplements: null,
};

async function open(path: string, setup: (desk: ReturnType<typeof createFakeDesk>) => void): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('reference.vocabularies').mockResolvedValue([
    { field_name: 'control_type', code: 2, label_en: 'Pulling out', label_de: 'Ausreissen', label_fr: null, label_it: null },
    { field_name: 'eradication', code: 1, label_en: 'Eradicated', label_de: 'Getilgt', label_fr: null, label_it: null },
  ]);
  desk.fn('reference.taxonNames').mockResolvedValue([{ id: 187, scientific_name: 'Reynoutria japonica Houtt.' }]);
  desk.fn('reference.administrativeUnits').mockResolvedValue([{ id: 5192, name: 'Lugano', unit_type: 'municipality' }]);
  setup(desk);
  const mounted = await mountApp(Root, path, desk);
  await flushPromises();
  await flushPromises();
  return mounted;
}

describe('public neophyte screens (signed out)', () => {
  it('lists a page with the address filter sent as clauses, totals, names and control labels', async () => {
    app = await open('/public/neophytes?control_type[in]=2&taxa_matching=synonyms', (desk) => {
      desk.fn('publicNeophytes.list').mockResolvedValue({ rows: [RECORD], total: 4000, filtered_total: 1 });
    });
    expect(app.desk.fn('publicNeophytes.list')).toHaveBeenCalledWith(expect.objectContaining({
      clauses: [{ field: 'control_type', operation: 'in', value: [2] }], taxa_matching: 'synonyms', offset: 0, limit: 50, sort: 'event_date', dir: 'desc',
    }));
    expect(app.wrapper.get('[data-testid="list-counts"]').text()).toBe('1–1 of 1 observations (4,000 public in all)');
    const table = app.wrapper.get('[data-testid="public-neophytes-table"]').text();
    expect(table).toContain('Reynoutria japonica Houtt.');
    expect(table).toContain('Lugano');
    expect(table).toContain('Pulling out · Eradicated');
    expect(app.wrapper.get('[data-testid="public-record-link"]').attributes('href')).toBe('/public/neophytes/5012');
    // the filter panel follows the rows' paint, so that it does not make them late
    await vi.waitFor(() => expect(app!.wrapper.find('#public-filter-synonyms').exists()).toBe(true));
    expect((app.wrapper.get('#public-filter-synonyms').element as HTMLInputElement).checked).toBe(true);
  });

  it('names anonymised observers in the UI language in the list, and keeps real names as published', async () => {
    await setLocale('de');
    const named = { ...RECORD, occurrence_id: 5013, recorded_by: ['Anna Keller'] };
    app = await open('/public/neophytes', (desk) => desk.fn('publicNeophytes.list').mockResolvedValue({ rows: [RECORD, named], total: 4000, filtered_total: 2 }));
    await vi.waitFor(() => expect(app!.wrapper.findAll('[data-testid="public-record-link"]')).toHaveLength(2));
    const rows = app.wrapper.findAll('[data-testid="public-neophytes-table"] tbody tr').map((row) => row.text());
    expect(rows[0]).toContain('anonym, anonym');
    expect(rows[0]).not.toContain('anonymous');
    expect(rows[1]).toContain('Anna Keller');
  });

  it('sorts from the column headers: the order goes into the address, the header says it', async () => {
    app = await open('/public/neophytes', (desk) => desk.fn('publicNeophytes.list').mockResolvedValue({ rows: [RECORD], total: 4000, filtered_total: 1 }));
    const header = (name: string) => app!.wrapper.findAll('th').find((th) => th.text() === name)!;
    expect(header('Date').attributes('aria-sort')).toBe('descending');
    await header('Taxon').get('button').trigger('click');
    await flushPromises();
    expect(app.router.currentRoute.value.query).toMatchObject({ sort: 'taxon_id', dir: 'asc' });
    expect(app.desk.fn('publicNeophytes.list')).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'taxon_id', dir: 'asc', offset: 0 }));
    expect(header('Taxon').attributes('aria-sort')).toBe('ascending');
    expect(header('Date').attributes('aria-sort')).toBeUndefined();
    expect(header('Observers').find('button').exists()).toBe(false);
  });

  it('closes the filter panel for a wider list: the choice is kept, a closed panel counts its active filters', async () => {
    app = await open('/public/neophytes?control_type[in]=2&eradication[in]=1', (desk) => desk.fn('publicNeophytes.list').mockResolvedValue({ rows: [RECORD], total: 4000, filtered_total: 1 }));
    const toggle = () => app!.wrapper.get('[data-testid="public-filters-toggle"]');
    const panel = () => app!.wrapper.get('#public-filters').element as HTMLElement;
    expect(toggle().attributes('aria-expanded')).toBe('true');
    expect(panel().style.display).toBe('');
    await toggle().trigger('click');
    await flushPromises();
    expect(toggle().attributes('aria-expanded')).toBe('false');
    expect(panel().style.display).toBe('none');
    expect(app.wrapper.get('.public-layout').classes()).toContain('public-layout--no-filters');
    expect(toggle().attributes('aria-label')).toBe('Show the filters (2 active)');
    expect(toggle().text()).toContain('2');
    await vi.waitFor(() => expect(app!.desk.fn('workspaceState.put')).toHaveBeenCalledWith({ key: 'layout:public-neophytes:filters-open', value: false }));
    // the filters still apply while the panel is closed
    expect(app.desk.fn('publicNeophytes.list')).toHaveBeenLastCalledWith(expect.objectContaining({ clauses: expect.arrayContaining([{ field: 'control_type', operation: 'in', value: [2] }]) }));
  });

  it('opens with the panel as the user left it', async () => {
    app = await open('/public/neophytes', (desk) => {
      desk.fn('publicNeophytes.list').mockResolvedValue({ rows: [RECORD], total: 4000, filtered_total: 1 });
      desk.fn('workspaceState.get').mockImplementation(async (input: unknown) => ({ value: (input as { key: string }).key === 'layout:public-neophytes:filters-open' ? false : null }));
    });
    await vi.waitFor(() => expect(app!.wrapper.get('[data-testid="public-filters-toggle"]').attributes('aria-expanded')).toBe('false'));
    expect((app.wrapper.get('#public-filters').element as HTMLElement).style.display).toBe('none');
    expect(app.wrapper.get('[data-testid="public-filters-toggle"]').attributes('aria-label')).toBe('Show the filters');
  });

  it('draws the area filter on the map: the button opens the map in drawing mode, the polygon becomes footprint_wkt', async () => {
    app = await open('/public/neophytes', (desk) => desk.fn('publicNeophytes.list').mockResolvedValue({ rows: [RECORD], total: 4000, filtered_total: 1 }));
    const draw = '[data-filter="footprint_wkt"] [data-testid="filter-polygon-draw"]';
    await vi.waitFor(() => expect(app!.wrapper.find(draw).exists()).toBe(true));
    await app.wrapper.get(draw).trigger('click');
    await flushPromises();
    await vi.waitFor(() => expect(app!.wrapper.find('[data-testid="map-stub"]').exists()).toBe(true));
    expect(app.wrapper.get('[data-testid="map-stub"]').attributes('data-drawing')).toBe('true');
    await app.wrapper.get('[data-testid="map-stub-finish"]').trigger('click');
    await flushPromises();
    const polygon = 'POLYGON((8.9 46,9 46,9 46.1,8.9 46))';
    expect(app.router.currentRoute.value.query).toMatchObject({ view: 'map', 'footprint_wkt[eq]': polygon });
    expect(app.wrapper.get('[data-testid="map-stub"]').attributes()).toMatchObject({ 'data-drawing': 'false', 'data-polygon': polygon });
    expect(app.wrapper.find('[data-testid="filter-polygon-chip"]').exists()).toBe(true);
  });

  it('shows one published record with its control data and anonymised observers marked', async () => {
    app = await open('/public/neophytes/5012', (desk) => desk.fn('publicNeophytes.get').mockResolvedValue(RECORD));
    expect(app.desk.fn('publicNeophytes.get')).toHaveBeenCalledWith({ occurrence_id: 5012 });
    expect(app.wrapper.get('[data-testid="public-record-title"]').text()).toBe('Reynoutria japonica Houtt.');
    expect(app.wrapper.get('[data-field="recorded_by"]').text()).toBe('anonymous, anonymous');
    expect(app.wrapper.text()).toContain('anonymised');
    expect(app.wrapper.get('[data-testid="public-control"]').text()).toContain('Pulling out');
  });

  it('says "not found" for an id that is not published, with the way back', async () => {
    app = await open('/public/neophytes/99', (desk) => desk.fn('publicNeophytes.get').mockRejectedValue(new DeskError({ status: 404, code: 'not-found', message: 'No public neophyte observation 99.', fields: [] })));
    expect(app.wrapper.get('[data-testid="load-problem"]').text()).toContain('No public observation has this number');
    expect(app.wrapper.findAll('a').some((a) => a.attributes('href') === '/public/neophytes')).toBe(true);
  });
});
