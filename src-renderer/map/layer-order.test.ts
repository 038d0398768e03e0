import type BaseLayer from 'ol/layer/Base.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '../../src-shared/contract/desk.js';
import type { MapLayer } from '../../src-shared/contract/map-layers.js';
import { setDesk } from '../bridge/index.js';
import { createClusterLayer } from './cluster-layer.js';
import { createDeskMap, type DeskMap } from './map-setup.js';
import { publishUserLayers } from './user-layer-feed.js';

const xyz = (id: string): MapLayer =>
  ({ id, kind: 'xyz', title: id, url_template: `https://${id}.example.org/{z}/{x}/{y}.png`, opacity: 1, visible: true, tile_origins: [`https://${id}.example.org`] }) as MapLayer;
const labels = { zoomIn: 'in', zoomOut: 'out', attribution: 'sources' };

/** The names of the map's shown layers as OpenLayers draws them: by z-index, then in the order added (bottom first). */
function drawOrder(desk: DeskMap): string[] {
  return desk.map.getLayers().getArray()
    .map((layer, added) => ({ layer, added }))
    .filter(({ layer }) => layer.getVisible())
    .sort((a, b) => (a.layer.getZIndex() ?? 0) - (b.layer.getZIndex() ?? 0) || a.added - b.added)
    .map(({ layer }) => String((layer as BaseLayer).get('name')));
}

let desk: DeskMap | undefined;
afterEach(() => {
  desk?.dispose();
  setDesk(undefined);
});

describe('the order of a map\'s layers', () => {
  it('draws the layers of one\'s own over the base map and under the place names and the observations', () => {
    setDesk({ on: vi.fn(() => () => undefined), mapLayers: { list: vi.fn(() => new Promise(() => undefined)) } } as unknown as DeskApi);
    desk = createDeskMap(document.createElement('div'), { dark: false, labels });
    desk.map.addLayer(createClusterLayer({ palette: desk.palette, isSelected: () => false, onError: () => undefined, readTile: () => new Promise(() => undefined) }).layer);
    publishUserLayers([xyz('a'), xyz('b')]);
    const order = drawOrder(desk);
    const at = (name: string) => order.indexOf(name);
    expect(at('user-a')).toBeLessThan(at('user-b'));
    for (const beneath of ['country-border', 'cantons', 'lakes', 'municipalities']) expect(at(beneath)).toBeLessThan(at('user-a'));
    for (const above of ['canton-labels', 'district-labels', 'municipality-labels', 'lake-labels']) expect(at(above)).toBeGreaterThan(at('user-b'));
    expect(order.at(-1)).not.toMatch(/^user-|labels$/);
  });

  it('puts an online background beneath them too, and leaves the offline names to the online map meanwhile', () => {
    setDesk({ on: vi.fn(() => () => undefined), mapLayers: { list: vi.fn(() => new Promise(() => undefined)) } } as unknown as DeskApi);
    desk = createDeskMap(document.createElement('div'), { dark: false, labels });
    publishUserLayers([xyz('a')]);
    desk.setTileBase('osm');
    let order = drawOrder(desk);
    expect(order.indexOf('tiles-osm')).toBeGreaterThan(order.indexOf('cantons'));
    expect(order.indexOf('tiles-osm')).toBeLessThan(order.indexOf('user-a'));
    expect(order.filter((name) => name.endsWith('-labels'))).toEqual([]);

    desk.setTileBase('none');
    order = drawOrder(desk);
    expect(order.filter((name) => name.endsWith('-labels'))).toHaveLength(4);
    desk.setBaseLayerVisible('labels', false);
    desk.setTileBase('swisstopo');
    desk.setTileBase('none');
    expect(drawOrder(desk).filter((name) => name.endsWith('-labels'))).toEqual([]);
  });
});
