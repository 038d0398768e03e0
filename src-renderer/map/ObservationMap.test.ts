import { flushPromises } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, reactive } from 'vue';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { mountApp, type MountedApp } from '../testing/mount-app.js';
import { wgs84ToMercator } from './crs.js';
import type { ObservationMapEvents } from './observation-map.js';

const controller = {
  setClauses: vi.fn(),
  holdTiles: vi.fn(),
  setSelected: vi.fn(),
  setDrawPolygon: vi.fn(),
  showPolygon: vi.fn(),
  focus: vi.fn(async () => undefined),
  stopMotion: vi.fn(),
  setDark: vi.fn(),
  setTileBase: vi.fn(),
  setBaseLayerVisible: vi.fn(),
  zoomToResults: vi.fn(async () => true),
  showPlace: vi.fn(() => true),
  zoom: vi.fn(() => 8),
  updateSize: vi.fn(),
  dispose: vi.fn(),
};
let events: ObservationMapEvents | undefined;
let options: { selectedIds: readonly number[] } | undefined;

vi.mock('./observation-map.js', () => ({
  createObservationMap: vi.fn((_target: HTMLElement, e: ObservationMapEvents, o: { selectedIds: readonly number[] }) => {
    events = e;
    options = o;
    return controller;
  }),
}));

const { default: ObservationMap } = await import('./ObservationMap.vue');
const { default: AdministrativeUnitPicker } = await import('../components/pickers/AdministrativeUnitPicker.vue');

let app: MountedApp | undefined;
const state = reactive({
  clauses: [] as FilterClauseInput[],
  selectedIds: [] as number[],
  drawPolygon: false,
  focusId: null as number | null,
  holdTiles: false,
});
const emitted = { select: [] as number[][], polygon: [] as Array<string | null> };
const Host = defineComponent({
  render: () =>
    h(ObservationMap, {
      ...state,
      onSelect: (ids: number[]) => emitted.select.push(ids),
      onPolygon: (wkt: string | null) => emitted.polygon.push(wkt),
    }),
});

beforeEach(async () => {
  vi.clearAllMocks();
  Object.assign(state, { clauses: [{ field: 'validation', operation: 'eq', value: 1 }], selectedIds: [4], drawPolygon: false, focusId: null, holdTiles: false });
  emitted.select = [];
  emitted.polygon = [];
  app = await mountApp(Host);
  await flushPromises();
});
afterEach(() => app?.wrapper.unmount());

describe('ObservationMap', () => {
  it('hands the filter and selection to the map as plain values', () => {
    expect(controller.setClauses).toHaveBeenCalledWith([{ field: 'validation', operation: 'eq', value: 1 }]);
    const clauses = controller.setClauses.mock.calls[0]![0] as FilterClauseInput[];
    expect(Object.getPrototypeOf(clauses)).toBe(Array.prototype);
    expect(options?.selectedIds).toEqual([4]);
    expect(controller.setTileBase).toHaveBeenCalledWith('none');
  });

  it('follows changes of clauses, selection, drawing and focus', async () => {
    state.clauses = [{ field: 'taxon_id', operation: 'in', value: [1, 2] }];
    state.selectedIds = [4, 5];
    state.drawPolygon = true;
    state.focusId = 77;
    state.holdTiles = true;
    await flushPromises();
    expect(controller.setClauses).toHaveBeenLastCalledWith([{ field: 'taxon_id', operation: 'in', value: [1, 2] }]);
    expect(controller.holdTiles).toHaveBeenLastCalledWith(true);
    expect(controller.setDrawPolygon).toHaveBeenLastCalledWith(true);
    await vi.waitFor(() => expect(controller.setSelected).toHaveBeenLastCalledWith([4, 5]), { timeout: 10_000 });
    await vi.waitFor(() => expect(controller.focus).toHaveBeenCalledWith(77), { timeout: 10_000 });
    expect(app!.wrapper.get('[data-testid="map-draw-hint"]').text()).toContain('Escape cancels');
  });

  it('applies a new selection and focus only after the next paint, the last of several only', async () => {
    state.selectedIds = [5];
    state.focusId = 51;
    await flushPromises();
    state.selectedIds = [6];
    state.focusId = 61;
    await flushPromises();
    // The screen (the detail of the observation moved to) is painted first; a move under way stops at once.
    expect(controller.setSelected).not.toHaveBeenCalled();
    expect(controller.focus).not.toHaveBeenCalled();
    expect(controller.stopMotion).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await vi.waitFor(() => expect(controller.focus).toHaveBeenCalled(), { timeout: 10_000 });
    expect(controller.setSelected.mock.calls).toEqual([[[6]]]);
    expect(controller.focus.mock.calls).toEqual([[61]]);
  });

  it('emits the selection and the polygon, and ignores a selection that did not change', async () => {
    events!.select([7]);
    events!.select([4]);
    events!.polygon('POLYGON((8 46,9 46,9 47,8 46))');
    events!.polygon(null);
    expect(emitted.select).toEqual([[7]]);
    expect(emitted.polygon).toEqual(['POLYGON((8 46,9 46,9 47,8 46))', null]);
  });

  it('shows the pointer position in LV95 and WGS84', async () => {
    events!.pointer(wgs84ToMercator([7.438632, 46.951083]));
    await flushPromises();
    expect(app!.wrapper.get('[data-testid="map-cursor-lv95"]').text()).toBe("2'600'000 / 1'200'000");
    expect(app!.wrapper.get('[data-testid="map-cursor-wgs84"]').text()).toBe('46.95108° N, 7.43863° E');
    events!.pointer(null);
    await flushPromises();
    expect(app!.wrapper.find('[data-testid="map-cursor-lv95"]').exists()).toBe(false);
  });

  it('says when more observations match than are shown', async () => {
    events!.footprints({ loading: false, shown: 400, loaded: 1000, matching: 2345, truncated: true, error: false });
    await flushPromises();
    expect(app!.wrapper.get('[data-testid="map-footprint-status"]').text()).toBe('Showing 1,000 of 2,345 observations around this view. Zoom in to see all.');
  });

  it('zooms to the filtered results, and says so when none has a place on the map', async () => {
    await app!.wrapper.get('[data-testid="map-zoom-results"]').trigger('click');
    await flushPromises();
    expect(controller.zoomToResults).toHaveBeenCalledTimes(1);
    expect(app!.wrapper.find('[data-testid="map-results-problem"]').exists()).toBe(false);
    controller.zoomToResults.mockResolvedValueOnce(false);
    await app!.wrapper.get('[data-testid="map-zoom-results"]').trigger('click');
    await flushPromises();
    expect(app!.wrapper.get('[data-testid="map-results-problem"]').text()).toBe('No observation matching the filters has a footprint on the map.');
  });

  it('goes to a canton or municipality chosen in the place search, by its boundary from the service', async () => {
    const boundary = { type: 'Polygon', coordinates: [[[8.2, 47], [8.4, 47], [8.4, 47.1], [8.2, 47]]] };
    app!.desk.fn('reference.administrativeUnits').mockResolvedValue([{ id: 1061, name: 'Luzern', unit_type: 'municipality', geometry: boundary }]);
    app!.wrapper.findComponent(AdministrativeUnitPicker).vm.$emit('update:modelValue', 1061);
    await flushPromises();
    expect(app!.desk.fn('reference.administrativeUnits')).toHaveBeenCalledWith({ ids: [1061], with_geometry: true, limit: 1 });
    expect(controller.showPlace).toHaveBeenCalledWith(boundary);
    app!.desk.fn('reference.administrativeUnits').mockResolvedValue([{ id: 10099, name: 'Nowhere', unit_type: 'canton', geometry: null }]);
    app!.wrapper.findComponent(AdministrativeUnitPicker).vm.$emit('update:modelValue', 10099);
    await flushPromises();
    expect(app!.wrapper.get('[data-testid="map-place-problem"]').text()).toBe('The service has no boundary for Nowhere.');
  });

  it('disposes the map when unmounted', () => {
    app!.wrapper.unmount();
    app = undefined;
    expect(controller.dispose).toHaveBeenCalled();
  });
});
