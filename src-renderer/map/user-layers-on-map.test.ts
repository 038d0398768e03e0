import OlMap from 'ol/Map.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '../../src-shared/contract/desk.js';
import type { MapLayer } from '../../src-shared/contract/map-layers.js';
import { setDesk } from '../bridge/index.js';
import { publishUserLayers } from './user-layer-feed.js';
import { attachUserLayers } from './user-layers-on-map.js';

const xyz = (id: string, change: Partial<MapLayer> = {}): MapLayer =>
  ({ id, kind: 'xyz', title: id, url_template: `https://${id}.example.org/{z}/{x}/{y}.png`, opacity: 1, visible: true, tile_origins: [`https://${id}.example.org`], ...change }) as MapLayer;
const userLayers = (map: OlMap) => map.getLayers().getArray().filter((layer) => String(layer.get('name')).startsWith('user-'));

describe('the layers of one\'s own on a map', () => {
  afterEach(() => setDesk(undefined));

  it('follows the feed: adds, changes opacity, visibility and order in place, and removes', () => {
    setDesk({ on: vi.fn(() => () => undefined), mapLayers: { list: vi.fn(() => new Promise(() => undefined)) } } as unknown as DeskApi);
    const map = new OlMap({});
    const detach = attachUserLayers(map);
    publishUserLayers([xyz('a'), xyz('b')]);
    const [a, b] = userLayers(map);
    expect(userLayers(map).map((layer) => layer.get('name'))).toEqual(['user-a', 'user-b']);
    expect(a!.getZIndex()).toBeLessThan(b!.getZIndex()!);

    publishUserLayers([xyz('b', { opacity: 0.5 }), xyz('a', { visible: false })]);
    expect(userLayers(map)).toEqual([a, b]); // the same layers: no tile is loaded again
    expect(b!.getOpacity()).toBe(0.5);
    expect(a!.getVisible()).toBe(false);
    expect(b!.getZIndex()).toBeLessThan(a!.getZIndex()!);

    publishUserLayers([xyz('b', { url_template: 'https://b.example.org/v2/{z}/{x}/{y}.png' })]);
    expect(userLayers(map).map((layer) => layer.get('name'))).toEqual(['user-b']);
    expect(userLayers(map)[0]).not.toBe(b);

    detach();
    publishUserLayers([xyz('c')]);
    expect(userLayers(map).map((layer) => layer.get('name'))).toEqual(['user-b']);
  });
});
