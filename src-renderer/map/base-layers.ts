/**
 * The offline base map: the country border, Swiss cantons (land fill and outlines), lakes (filled
 * blue), from view zoom 10 on municipality boundaries (faint), and place and lake names
 * (base-labels.ts), from the reference data in
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
import districtsUrl from '../../resources/demo/admin-units/districts-2024.wgs84.geojson?url';
import lakesUrl from '../../resources/demo/admin-units/lakes-2024.wgs84.geojson?url';
import municipalitiesUrl from '../../resources/demo/admin-units/municipalities-2024.wgs84.geojson?url';
import { createLabelLayers } from './base-labels.js';
import { layerZoomEdge } from './cluster-tiles.js';
import { WEB_MERCATOR, WGS84 } from './crs.js';
import type { MapPalette } from './map-theme.js';

/** The offline layers the layer switcher can turn on and off (`labels`: place and lake names). */
export type BaseLayerName = 'cantons' | 'lakes' | 'municipalities' | 'labels';

/** From this view zoom on municipality boundaries are drawn (and only then fetched). */
export const MUNICIPALITY_MIN_ZOOM = 10;

/** Credit line of the offline boundaries (SOURCES.md). */
export const BOUNDARY_ATTRIBUTION = '© BFS GEOSTAT / swisstopo';

/** The OpenLayers layers of each offline base layer, by name, bottom to top. */
export type BaseLayers = Record<BaseLayerName, Array<VectorImageLayer<VectorSource>>>;

const sources = new Map<string, VectorSource>();

/**
 * The features of one shipped file, read once per window and shared by every map: a new map
 * (each screen that opens one) shows them without fetching and parsing them again.
 */
function source(url: string): VectorSource {
  let shared = sources.get(url);
  if (!shared) {
    shared = new VectorSource<Feature>({
      url,
      format: new GeoJSON<Feature>({ dataProjection: WGS84, featureProjection: WEB_MERCATOR }),
      attributions: BOUNDARY_ATTRIBUTION,
      overlaps: false,
    });
    sources.set(url, shared);
  }
  return shared;
}

/**
 * Lets go of the shipped files' sources, as a page load would (the next map fetches and parses them
 * again): for renderer test files that share one worker's modules (src-renderer/testing/fresh-window.ts);
 * the app never calls it.
 */
export function forgetBaseSources(): void {
  sources.clear();
}

/**
 * Creates the base layers; `palette()` is read at each render, so after a theme switch
 * {@link refreshBaseLayers} is all it takes.
 */
export function createBaseLayers(palette: () => MapPalette): BaseLayers {
  const styles = new Map<string, Style>();
  /** An outline layer over `from`, styled by `make` from the palette (one style per palette). */
  const outlines = (name: string, from: VectorSource, zIndex: number, make: (p: MapPalette) => Style, minZoom?: number): VectorImageLayer<VectorSource> =>
    new VectorImageLayer({
      source: from,
      zIndex,
      imageRatio: 1.5,
      ...(minZoom === undefined ? {} : { minZoom }),
      style: () => {
        const p = palette();
        const key = `${name}|${p.background}`;
        let style = styles.get(key);
        if (!style) styles.set(key, (style = make(p)));
        return style;
      },
      properties: { name },
    });
  const sources = { cantons: source(cantonsUrl), districts: source(districtsUrl), municipalities: source(municipalitiesUrl), lakes: source(lakesUrl) };
  return {
    cantons: [
      // The border is the cantons' outline drawn wide beneath their opaque fill: between two cantons
      // the fills cover it, along the border only its outer half stays. Cheaper than a dissolved
      // country polygon, which the shipped data does not have.
      outlines('country-border', sources.cantons, -1, (p) => new Style({ stroke: new Stroke({ color: p.countryBorder, width: 4 }) })),
      outlines('cantons', sources.cantons, 0, (p) => new Style({ fill: new Fill({ color: p.land }), stroke: new Stroke({ color: p.cantonStroke, width: 1.2 }) })),
    ],
    lakes: [outlines('lakes', sources.lakes, 1, (p) => new Style({ fill: new Fill({ color: p.lakeFill }), stroke: new Stroke({ color: p.lakeStroke, width: 0.8 }) }))],
    municipalities: [
      outlines('municipalities', sources.municipalities, 2, (p) => new Style({ stroke: new Stroke({ color: p.municipalityStroke, width: 0.7 }) }), layerZoomEdge(MUNICIPALITY_MIN_ZOOM)),
    ],
    labels: createLabelLayers(sources, palette),
  };
}

/** Lets go of the shared sources: each layer stops listening to its source (call when the map goes). */
export function disposeBaseLayers(layers: BaseLayers): void {
  for (const layer of Object.values(layers).flat()) layer.dispose();
}

/** Redraws the base layers (after a theme switch). */
export function refreshBaseLayers(layers: BaseLayers): void {
  for (const layer of Object.values(layers).flat()) layer.changed();
}
