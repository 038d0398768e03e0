import { basename } from 'node:path';
import { readCapabilities } from '../map-layers/capabilities.js';
import { readGeoJsonOverlay } from '../map-layers/geojson-overlay.js';
import type { MapLayers } from '../map-layers/map-layers-store.js';
import type { FileHandles } from '../uploads/file-handles.js';
import type { DomainHandlers } from './handlers.js';

/** What the map layer handlers act on. */
export interface MapLayerDeps {
  layers: MapLayers;
  /** The handles of files the user chose or dropped (GeoJSON overlays). */
  files: FileHandles;
  /** fetch of the capabilities documents (tests replace it). */
  fetch?: typeof fetch;
}

/** `mapLayers.*` (src-shared/contract/map-layers.ts) over {@link MapLayers}. */
export function mapLayerHandlers(deps: MapLayerDeps): DomainHandlers<'mapLayers'> {
  const { layers, files } = deps;
  return {
    'mapLayers.list': async () => layers.list(),
    'mapLayers.readCapabilities': ({ url }) => readCapabilities(url, deps.fetch),
    'mapLayers.addWmts': async (input) => layers.add({ kind: 'wmts', ...input }),
    'mapLayers.addXyz': async (input) => layers.add({ kind: 'xyz', ...input }),
    'mapLayers.addGeoJson': async ({ file, title }) => {
      const path = files.resolve([file], 'file', true)[0]!;
      const file_name = basename(path);
      const geojson = await readGeoJsonOverlay(path, file_name);
      return layers.add({ kind: 'geojson', title: title ?? file_name.replace(/\.(geo)?json$/i, ''), file_name, geojson });
    },
    'mapLayers.update': async ({ id, ...change }) => layers.update(id, change),
    'mapLayers.move': async ({ id, to_index }) => layers.move(id, to_index),
    'mapLayers.remove': async ({ id }) => layers.remove(id),
    'mapLayers.geojson': async ({ id }) => layers.overlay(id),
  };
}
