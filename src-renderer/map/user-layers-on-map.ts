/**
 * Keeps a map's layers of one's own in step with the feed (./user-layer-feed.ts): layers are
 * rebuilt only when their source changes (a new or removed layer, another WMTS excerpt); opacity,
 * visibility and order are set on the existing ones, so a slider does not reload any tile.
 */
import type BaseLayer from 'ol/layer/Base.js';
import type VectorLayer from 'ol/layer/Vector.js';
import type OlMap from 'ol/Map.js';
import type VectorSource from 'ol/source/Vector.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import type { MapLayer } from '../../src-shared/contract/map-layers.js';
import { WEB_MERCATOR, WGS84 } from './crs.js';
import { overlayFeatures, subscribeUserLayers } from './user-layer-feed.js';
import { createUserLayer, USER_LAYER_Z_INDEX } from './user-layers.js';

/** What identifies a layer's source: a change of it rebuilds the layer. */
const sourceKey = (spec: MapLayer): string =>
  spec.kind === 'wmts' ? `wmts|${spec.capabilities_url}|${spec.layer_identifier}|${spec.matrix_set}` : spec.kind === 'xyz' ? `xyz|${spec.url_template}` : `geojson|${spec.id}`;

/** Shows the feed's layers on `map` until the answered function is called (on the map's disposal). */
export function attachUserLayers(map: OlMap): () => void {
  const shown = new Map<string, { key: string; layer: BaseLayer }>();
  let disposed = false;

  function apply(specs: readonly MapLayer[]): void {
    const wanted = new Set(specs.map((spec) => spec.id));
    for (const [id, entry] of shown) {
      if (!wanted.has(id)) {
        map.removeLayer(entry.layer);
        shown.delete(id);
      }
    }
    specs.forEach((spec, index) => {
      let entry = shown.get(spec.id);
      if (entry && entry.key !== sourceKey(spec)) {
        map.removeLayer(entry.layer);
        entry = undefined;
      }
      if (!entry) {
        const layer = createUserLayer(spec, index);
        if (!layer) return;
        entry = { key: sourceKey(spec), layer };
        shown.set(spec.id, entry);
        map.addLayer(layer);
        if (spec.kind === 'geojson') fillOverlay(spec.id, layer as VectorLayer<VectorSource>);
      }
      entry.layer.setOpacity(spec.opacity);
      entry.layer.setVisible(spec.visible);
      entry.layer.setZIndex(USER_LAYER_Z_INDEX + index / 100);
    });
  }

  function fillOverlay(id: string, layer: VectorLayer<VectorSource>): void {
    overlayFeatures(id).then((collection) => {
      if (disposed) return;
      layer.getSource()?.addFeatures(new GeoJSON({ dataProjection: WGS84, featureProjection: WEB_MERCATOR }).readFeatures(collection));
    }, (error: unknown) => console.warn(`The overlay ${id} could not be read.`, error));
  }

  const unsubscribe = subscribeUserLayers(apply);
  return () => {
    disposed = true;
    unsubscribe();
  };
}
