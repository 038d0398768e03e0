/**
 * The OpenLayers layers of the map layers the user added (src-shared/contract/map-layers.ts): a
 * WMTS source from the kept capabilities excerpt, an XYZ source, or a vector layer of a GeoJSON
 * overlay (filled by ./user-layers-on-map.ts). They sit above the offline base map and
 * the online background (z-index 6 + their place in the list) and below the place names (8,
 * ./base-labels.ts) and the observations (10), so that names and records stay readable over them.
 */
import type Feature from 'ol/Feature.js';
import type BaseLayer from 'ol/layer/Base.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import WMTS, { optionsFromCapabilities } from 'ol/source/WMTS.js';
import XYZ from 'ol/source/XYZ.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import CircleStyle from 'ol/style/Circle.js';
import type { MapLayer } from '../../src-shared/contract/map-layers.js';

/** z-index of the lowest layer of one's own (the online background is 5, place names 8, observations start at 10). */
export const USER_LAYER_Z_INDEX = 6;

/** The class of a user layer's element (one canvas per layer): `desk-user-layer desk-user-layer-<id>`. */
export const userLayerClass = (id: string): string => `desk-user-layer desk-user-layer-${id}`;

const OVERLAY_COLOUR = '#c2185b';
const overlayStyle = new Style({
  stroke: new Stroke({ color: OVERLAY_COLOUR, width: 2 }),
  fill: new Fill({ color: 'rgba(194, 24, 91, 0.12)' }),
  image: new CircleStyle({ radius: 5, fill: new Fill({ color: OVERLAY_COLOUR }), stroke: new Stroke({ color: '#fff', width: 1.5 }) }),
});

/** The provider named in a WMTS excerpt, as the layer's credit line. */
function providerName(capabilities: Record<string, unknown>): string | undefined {
  const name = (capabilities.ServiceProvider as { ProviderName?: unknown } | undefined)?.ProviderName;
  return typeof name === 'string' && name ? `© ${name}` : undefined;
}

/**
 * The OpenLayers layer of `spec` at place `index` of the list, or `null` when a WMTS excerpt no
 * longer gives a source. A GeoJSON overlay's layer starts empty (its features are read apart).
 */
export function createUserLayer(spec: MapLayer, index: number): BaseLayer | null {
  const common = { opacity: spec.opacity, visible: spec.visible, zIndex: USER_LAYER_Z_INDEX + index / 100, className: userLayerClass(spec.id), properties: { name: `user-${spec.id}` } };
  if (spec.kind === 'wmts') {
    const options = optionsFromCapabilities(spec.capabilities, { layer: spec.layer_identifier, matrixSet: spec.matrix_set });
    if (!options) return null;
    return new TileLayer({ ...common, preload: 0, source: new WMTS({ ...options, attributions: providerName(spec.capabilities) ?? spec.title }) });
  }
  if (spec.kind === 'xyz') {
    return new TileLayer({ ...common, preload: 0, source: new XYZ({ url: spec.url_template, attributions: spec.attribution ?? spec.title, maxZoom: 20 }) });
  }
  return new VectorLayer({ ...common, source: new VectorSource<Feature>(), style: overlayStyle });
}
