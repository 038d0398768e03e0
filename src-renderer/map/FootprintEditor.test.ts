import { flushPromises } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, reactive } from 'vue';
import { setLocale } from '../i18n/index.js';
import { mountApp, type MountedApp } from '../testing/mount-app.js';
import type { FootprintEditingOptions } from './footprint-editing.js';
import { mapPalette } from './map-theme.js';

const editing = { setWkt: vi.fn(), startDrawing: vi.fn(), stopDrawing: vi.fn(), drawing: vi.fn(() => false), dispose: vi.fn() };
let editOptions: FootprintEditingOptions | undefined;
const deskMap = {
  map: { on: vi.fn() },
  palette: () => mapPalette(false),
  setDark: vi.fn(),
  setTileBase: vi.fn(),
  setBaseLayerVisible: vi.fn(),
  fitSwitzerland: vi.fn(),
  dispose: vi.fn(),
};

vi.mock('./map-setup.js', () => ({ createDeskMap: vi.fn(() => deskMap) }));
vi.mock('./footprint-editing.js', () => ({
  createFootprintEditing: vi.fn((_map: unknown, options: FootprintEditingOptions) => {
    editOptions = options;
    return editing;
  }),
}));

const { default: FootprintEditor } = await import('./FootprintEditor.vue');

const SQUARE = 'POLYGON((8.9 46,9 46,9 46.1,8.9 46))';
let app: MountedApp | undefined;
const state = reactive({ wkt: null as string | null, mode: 'polygon' as 'point' | 'line' | 'polygon' });
let updates: Array<string | null> = [];
const Host = defineComponent({
  render: () => h(FootprintEditor, { wkt: state.wkt, mode: state.mode, 'onUpdate:wkt': (wkt: string | null) => updates.push(wkt) }),
});
const field = (id: string) => app!.wrapper.get(`[data-testid="${id}"]`);
const text = (id: string) => (field(id).element as HTMLTextAreaElement).value;

beforeEach(async () => {
  vi.clearAllMocks();
  state.wkt = null;
  state.mode = 'polygon';
  updates = [];
  app = await mountApp(Host);
  await flushPromises();
});
afterEach(() => app?.wrapper.unmount());

describe('FootprintEditor', () => {
  it('lets the wheel scroll the form and says Ctrl + wheel zooms (a map inside a page)', async () => {
    const { createDeskMap } = await import('./map-setup.js');
    expect(createDeskMap).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ wheelHint: 'Use Ctrl + scroll to zoom the map' }));
  });

  it('names the Ctrl key as German keyboards print it (Strg)', async () => {
    const { createDeskMap } = await import('./map-setup.js');
    app!.wrapper.unmount();
    await setLocale('de');
    try {
      app = await mountApp(Host);
      expect(createDeskMap).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ wheelHint: 'Zum Zoomen der Karte Strg + Mausrad verwenden' }));
      expect(app.wrapper.text()).not.toContain('Ctrl');
    } finally {
      await setLocale('en');
    }
  });

  it('shows a drawn polygon\'s area on the ground and reports it', async () => {
    const emitted: Array<number | null> = [];
    app!.wrapper.unmount();
    const AreaHost = defineComponent({ render: () => h(FootprintEditor, { wkt: state.wkt, mode: 'polygon', onArea: (area: number | null) => emitted.push(area) }) });
    app = await mountApp(AreaHost);
    await flushPromises();
    expect(app.wrapper.find('[data-testid="footprint-area"]').exists()).toBe(false);
    // About 766 m × 1,112 m at 46.5° N (not the 1.45 × larger Web Mercator area): 85 ha.
    editOptions!.onEdit('POLYGON((8.9 46.5,8.91 46.5,8.91 46.51,8.9 46.51,8.9 46.5))');
    await flushPromises();
    expect(app.wrapper.get('[data-testid="footprint-area"]').text()).toBe('Area: 85.1 ha');
    expect(emitted.at(-1)).toBeGreaterThan(0.84e6);
  });

  it('starts drawing the kind of its mode when there is no footprint', () => {
    expect(editing.startDrawing).toHaveBeenCalledWith('polygon');
    expect(deskMap.fitSwitzerland).toHaveBeenCalled();
  });

  it('puts a drawn footprint into v-model, the WKT field and the coordinate list (LV95)', async () => {
    editOptions!.onEdit(SQUARE);
    await flushPromises();
    expect(updates).toEqual([SQUARE]);
    expect(text('footprint-wkt')).toBe(SQUARE);
    const lines = text('footprint-coordinates').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^2'7\d\d'\d{3}\.\d \/ 1'0\d\d'\d{3}\.\d$/);
  });

  it('applies typed WGS84 coordinates to the map and v-model', async () => {
    await field('footprint-crs').findAll('[role="radio"], button, [data-p-highlight]').at(-1)?.trigger('click');
    await field('footprint-coordinates').setValue('46, 8.9\n46, 9\n46.1, 9');
    await field('footprint-apply-coordinates').trigger('click');
    await flushPromises();
    expect(updates).toEqual([SQUARE]);
    expect(editing.setWkt).toHaveBeenLastCalledWith(SQUARE, true);
  });

  it('names the lines it cannot read and keeps the text', async () => {
    await field('footprint-coordinates').setValue("2'600'000 / 1'200'000\nsomewhere");
    await field('footprint-apply-coordinates').trigger('click');
    await flushPromises();
    expect(updates).toEqual([]);
    expect(field('footprint-coordinates-errors').text()).toBe('Line 2: Enter two numbers.');
    expect(text('footprint-coordinates')).toContain('somewhere');
  });

  it('says how many points a polygon needs', async () => {
    await field('footprint-coordinates').setValue("2'600'000 / 1'200'000\n2'601'000 / 1'200'000");
    await field('footprint-apply-coordinates').trigger('click');
    await flushPromises();
    expect(field('footprint-coordinates-errors').text()).toBe('A polygon needs at least 3 points.');
  });

  it('applies typed WKT and refuses bad WKT', async () => {
    await field('footprint-wkt').setValue('POLYGON((8 46');
    await field('footprint-apply-wkt').trigger('click');
    await flushPromises();
    expect(field('footprint-wkt-error').text()).toMatch(/^This is not valid WKT/);
    await field('footprint-wkt').setValue('POINT(7.5 46.5)');
    await field('footprint-apply-wkt').trigger('click');
    await flushPromises();
    expect(updates).toEqual(['POINT(7.5 46.5)']);
    expect(editing.setWkt).toHaveBeenLastCalledWith('POINT(7.5 46.5)', true);
  });

  it('undoes and redoes with Ctrl+Z and Ctrl+Shift+Z', async () => {
    editOptions!.onEdit(SQUARE);
    editOptions!.onEdit('POINT(7.5 46.5)');
    await flushPromises();
    await field('footprint-editor').trigger('keydown', { key: 'z', ctrlKey: true });
    expect(updates.at(-1)).toBe(SQUARE);
    expect(editing.setWkt).toHaveBeenLastCalledWith(SQUARE, false);
    await field('footprint-editor').trigger('keydown', { key: 'z', ctrlKey: true });
    expect(updates.at(-1)).toBeNull();
    await field('footprint-editor').trigger('keydown', { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(updates.at(-1)).toBe(SQUARE);
  });

  it('shows a footprint set from outside without emitting it, fitting the map to it', async () => {
    state.wkt = SQUARE;
    await flushPromises();
    expect(editing.setWkt).toHaveBeenLastCalledWith(SQUARE, true);
    expect(updates).toEqual([]);
    expect(text('footprint-wkt')).toBe(SQUARE);
  });
});
