import { describe, expect, it, vi } from 'vitest';
import { DeskError } from '../../../../src-shared/contract/index.js';
import { MapLayers, MAP_LAYERS_KEY, overlayKey } from '../../../../src-main/map-layers/map-layers-store.js';
import { createMemoryKeyValueStore } from '../../../../src-main/settings/key-value-stores.js';

const quiet = { warn: vi.fn(), error: vi.fn() };

/** A capabilities excerpt as OpenLayers' WMTSCapabilities#read gives it, for one swisstopo layer. */
export function swisstopoExcerpt(host = 'https://wmts.geo.admin.ch') {
  return {
    Contents: {
      Layer: [{ Identifier: 'ch.swisstopo.pixelkarte-farbe', ResourceURL: [{ format: 'image/jpeg', resourceType: 'tile', template: `${host}/1.0.0/ch.swisstopo.pixelkarte-farbe/default/{Time}/3857/{TileMatrix}/{TileCol}/{TileRow}.jpeg` }] }],
      TileMatrixSet: [{ Identifier: '3857_18' }],
    },
    OperationsMetadata: { GetTile: { DCP: { HTTP: { Get: [{ href: `${host}/` }] } } } },
  };
}

function setup() {
  const profile = { id: 'a' };
  const storage = createMemoryKeyValueStore();
  return { layers: new MapLayers({ storage, profileId: () => profile.id, log: quiet }), storage, profile };
}

const wmts = (host?: string) => ({
  kind: 'wmts' as const, title: 'National map', capabilities_url: 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml',
  layer_identifier: 'ch.swisstopo.pixelkarte-farbe', matrix_set: '3857_18', capabilities: swisstopoExcerpt(host),
});
const errorOf = (call: () => unknown): DeskError => {
  try {
    call();
  } catch (error) {
    return error as DeskError;
  }
  throw new Error('expected a DeskError');
};

describe('map layers of one\'s own in main', () => {
  it('keeps each profile\'s layers apart, in order, and their tile origins are the allow-list of every profile', () => {
    const { layers, profile } = setup();
    expect(layers.list().layers).toEqual([]);
    expect(layers.tileOrigins()).toEqual([]);
    const [added] = layers.add(wmts()).layers;
    expect(added).toMatchObject({ kind: 'wmts', opacity: 1, visible: true, tile_origins: ['https://wmts.geo.admin.ch'] });
    profile.id = 'b';
    expect(layers.list().layers).toEqual([]);
    layers.add({ kind: 'xyz', title: 'Local tiles', url_template: 'http://127.0.0.1:4555/tiles/{z}/{x}/{y}.png' });
    expect(layers.tileOrigins()).toEqual(['http://127.0.0.1:4555', 'https://wmts.geo.admin.ch']);
    profile.id = 'a';
    expect(layers.list().layers.map((l) => l.title)).toEqual(['National map']);
  });

  it('changes opacity and visibility, moves and removes a layer, and the allow-list follows removals', () => {
    const { layers } = setup();
    layers.add(wmts());
    const { layers: [first, second] } = layers.add({ kind: 'xyz', title: 'OSM copy', url_template: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    expect(layers.update(second!.id, { opacity: 0.4, visible: false }).layers[1]).toMatchObject({ opacity: 0.4, visible: false, title: 'OSM copy' });
    expect(layers.move(second!.id, 0).layers.map((l) => l.id)).toEqual([second!.id, first!.id]);
    expect(layers.move(second!.id, 99).layers.map((l) => l.id)).toEqual([first!.id, second!.id]);
    layers.remove(first!.id);
    expect(layers.tileOrigins()).toEqual(['https://tiles.example.org']);
    expect(errorOf(() => layers.remove('nope'))).toMatchObject({ status: 404, code: 'not-found' });
  });

  it('refuses plain http outside loopback, templates without {z}/{x}/{y}, and a host made of placeholders', () => {
    const { layers } = setup();
    expect(errorOf(() => layers.add({ kind: 'xyz', title: 't', url_template: 'http://tiles.example.org/{z}/{x}/{y}.png' }))).toMatchObject({ status: 422, code: 'layer-http-only' });
    expect(errorOf(() => layers.add(wmts('http://wmts.example.org')))).toMatchObject({ code: 'layer-http-only' });
    expect(errorOf(() => layers.add({ kind: 'xyz', title: 't', url_template: 'https://tiles.example.org/{z}/{x}.png' }))).toMatchObject({ code: 'invalid-input', fields: [{ field: 'url_template' }] });
    expect(errorOf(() => layers.add({ kind: 'xyz', title: 't', url_template: 'https://{s}.example.org/{z}/{x}/{y}.png' }))).toMatchObject({ code: 'invalid-input' });
    expect(errorOf(() => layers.add({ kind: 'xyz', title: 't', url_template: 'file:///etc/{z}/{x}/{y}' }))).toMatchObject({ code: 'invalid-input' });
    expect(layers.list().layers).toEqual([]);
  });

  it('refuses a WMTS excerpt without the chosen layer or any tile address', () => {
    const { layers } = setup();
    expect(errorOf(() => layers.add({ ...wmts(), layer_identifier: 'ch.other' }))).toMatchObject({ code: 'layer-not-wmts' });
    const bare = { Contents: { Layer: [{ Identifier: 'ch.swisstopo.pixelkarte-farbe' }] } };
    expect(errorOf(() => layers.add({ ...wmts(), capabilities: bare }))).toMatchObject({ code: 'layer-not-wmts' });
  });

  it('keeps an overlay\'s features apart from the list and forgets them with the layer', () => {
    const { layers, storage } = setup();
    const geojson = { type: 'FeatureCollection' as const, features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [8.5, 47.4] }, properties: {} }] };
    const [overlay] = layers.add({ kind: 'geojson', title: 'Sites', file_name: 'sites.geojson', geojson }).layers;
    expect(overlay).toMatchObject({ kind: 'geojson', feature_count: 1, tile_origins: [] });
    expect(JSON.stringify(storage.get(MAP_LAYERS_KEY))).not.toContain('coordinates');
    expect(layers.overlay(overlay!.id)).toEqual(geojson);
    layers.remove(overlay!.id);
    expect(errorOf(() => layers.overlay(overlay!.id))).toMatchObject({ code: 'not-found' });
    expect(storage.get(overlayKey(overlay!.id))).toBeUndefined();
  });

  it('skips a stored layer that is not valid instead of failing the list', () => {
    const { layers, storage } = setup();
    storage.set(MAP_LAYERS_KEY, { a: [{ kind: 'wmts', title: 'broken' }] });
    expect(layers.list().layers).toEqual([]);
    expect(quiet.warn).toHaveBeenCalled();
  });
});
