/**
 * The read-only footprint map (FootprintPreview.vue): the view is fitted to the footprint read
 * from its WKT (EPSG:4326 → 3857), a new WKT moves it, an unreadable one says so instead.
 * OpenLayers' map itself is not drawn here (no canvas): createDeskMap gives a real View only.
 */
import { flushPromises } from '@vue/test-utils';
import View from 'ol/View.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { mountApp, type MountedApp } from '../testing/mount-app.js';
import { wgs84ToMercator } from './crs.js';

const fitted: number[][] = [];
const added: unknown[] = [];
vi.mock('./map-setup.js', () => ({
  createDeskMap: vi.fn(() => ({
    map: { getView: () => new View(), addLayer: (layer: unknown) => added.push(layer) },
    palette: () => ({}),
    themed: vi.fn(),
    setBaseLayerVisible: vi.fn(),
    setTileBase: vi.fn(),
    setDark: vi.fn(),
    dispose: vi.fn(),
  })),
}));
vi.mock('./view-extent.js', () => ({ showExtent: vi.fn((_view: unknown, extent: number[]) => fitted.push([...extent])) }));
vi.mock('./footprint-style.js', () => ({ footprintStyle: () => [] }));

const { default: FootprintPreview } = await import('./FootprintPreview.vue');

let app: MountedApp | undefined;
const wkt = ref('POINT(8.95 46.0)');
const related = ref<{ longitude: number; latitude: number } | null>(null);
beforeEach(() => {
  fitted.length = 0;
  added.length = 0;
  wkt.value = 'POINT(8.95 46.0)';
  related.value = null;
});
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
});

async function open(): Promise<MountedApp> {
  const mounted = await mountApp(defineComponent({ setup: () => () => h(FootprintPreview, { wkt: wkt.value, related: related.value }) }), '/', undefined);
  await flushPromises();
  return mounted;
}

describe('FootprintPreview', () => {
  it('fits the view to the footprint, in Web Mercator', async () => {
    app = await open();
    const [x, y] = wgs84ToMercator([8.95, 46.0]);
    expect(fitted).toHaveLength(1);
    expect(fitted[0]![0]).toBeCloseTo(x, 3);
    expect(fitted[0]![1]).toBeCloseTo(y, 3);
    expect(added).toHaveLength(1);
    expect(app.wrapper.find('[role="status"]').exists()).toBe(false);
  });

  it('draws a related record (a check\'s nearest validated record) and fits the view to both', async () => {
    related.value = { longitude: 9.2, latitude: 46.3 };
    app = await open();
    const [x0, y0] = wgs84ToMercator([8.95, 46.0]);
    const [x1, y1] = wgs84ToMercator([9.2, 46.3]);
    expect(added).toHaveLength(2);
    expect(fitted.at(-1)![0]).toBeCloseTo(x0, 3);
    expect(fitted.at(-1)![1]).toBeCloseTo(y0, 3);
    expect(fitted.at(-1)![2]).toBeCloseTo(x1, 3);
    expect(fitted.at(-1)![3]).toBeCloseTo(y1, 3);
  });

  it('follows a new footprint, and says when one cannot be read', async () => {
    app = await open();
    wkt.value = 'POLYGON((8.94 46.0,8.96 46.0,8.96 46.01,8.94 46.0))';
    await flushPromises();
    expect(fitted).toHaveLength(2);
    expect(fitted[1]![2]! - fitted[1]![0]!).toBeGreaterThan(1000);
    wkt.value = 'POLYGON((8.94 46.0,';
    await flushPromises();
    expect(app.wrapper.get('[role="status"]').text()).toContain('WKT');
    expect(fitted).toHaveLength(2);
  });
});
