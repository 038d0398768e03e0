/**
 * The offline base map: Swiss cantons (land fill and outlines), lakes (filled blue) and, from
 * view zoom 10 on, municipality boundaries (faint), from the reference data in
 * resources/demo/admin-units (GeoJSON, EPSG:4326, © BFS GEOSTAT / swisstopo). The files are
 * bundled as static assets (`?url`) and fetched only when a layer first draws, never part of the
 * initial bundle; municipalities (1.8 MB) are not fetched at small scales at all. Drawn as
 * image layers (re-rendered only when the view rests), so panning stays cheap.
 */
import type Feature from 'ol/Feature.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import VectorImageLayer from 'ol/layer/VectorImage.js';
import VectorSource from 'ol/source/Vector.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import cantonsUrl from '../../resources/demo/admin-units/cantons-2024.wgs84.geojson?url';
import lakesUrl from '../../resources/demo/admin-units/lakes-2024.wgs84.geojson?url';
import municipalitiesUrl from '../../resources/demo/admin-units/municipalities-2024.wgs84.geojson?url';
import { layerZoomEdge } from './cluster-tiles.js';
import { WEB_MERCATOR, WGS84 } from './crs.js';
import type { MapPalette } from './map-theme.js';

/** The offline layers the layer switcher can turn on and off. */
export type BaseLayerName = 'cantons' | 'lakes' | 'municipalities';

/** From this view zoom on municipality boundaries are drawn (and only then fetched). */
export const MUNICIPALITY_MIN_ZOOM = 10;

/** Credit line of the offline boundaries (SOURCES.md). */
export const BOUNDARY_ATTRIBUTION = '© BFS GEOSTAT / swisstopo';

/** The offline base layers, by name, bottom to top. */
export type BaseLayers = Record<BaseLayerName, VectorImageLayer<VectorSource>>;

function source(url: string): VectorSource {
  return new VectorSource<Feature>({
    url,
    format: new GeoJSON<Feature>({ dataProjection: WGS84, featureProjection: WEB_MERCATOR }),
    attributions: BOUNDARY_ATTRIBUTION,
    overlaps: false,
  });
}

/**
 * Creates the base layers; `palette()` is read at each render, so after a theme switch
 * {@link refreshBaseLayers} is all it takes.
 */
export function createBaseLayers(palette: () => MapPalette): BaseLayers {
  const styles = new Map<string, Style>();
  const cached = (key: string, make: () => Style): Style => {
    let style = styles.get(key);
    if (!style) styles.set(key, (style = make()));
    return style;
  };
  return {
    cantons: new VectorImageLayer({
      source: source(cantonsUrl),
      zIndex: 0,
      imageRatio: 1.5,
      style: () => {
        const p = palette();
        return cached(`canton|${p.land}`, () => new Style({ fill: new Fill({ color: p.land }), stroke: new Stroke({ color: p.cantonStroke, width: 1.2 }) }));
      },
      properties: { name: 'cantons' },
    }),
    lakes: new VectorImageLayer({
      source: source(lakesUrl),
      zIndex: 1,
      imageRatio: 1.5,
      style: () => {
        const p = palette();
        return cached(`lake|${p.lakeFill}`, () => new Style({ fill: new Fill({ color: p.lakeFill }), stroke: new Stroke({ color: p.lakeStroke, width: 0.8 }) }));
      },
      properties: { name: 'lakes' },
    }),
    municipalities: new VectorImageLayer({
      source: source(municipalitiesUrl),
      zIndex: 2,
      imageRatio: 1.5,
      minZoom: layerZoomEdge(MUNICIPALITY_MIN_ZOOM),
      style: () => {
        const p = palette();
        return cached(`municipality|${p.municipalityStroke}`, () => new Style({ stroke: new Stroke({ color: p.municipalityStroke, width: 0.7 }) }));
      },
      properties: { name: 'municipalities' },
    }),
  };
}

/** Redraws the base layers (after a theme switch). */
export function refreshBaseLayers(layers: BaseLayers): void {
  for (const layer of Object.values(layers)) layer.changed();
}
