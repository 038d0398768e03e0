/**
 * The OpenLayers map both map components start from: a Web Mercator (EPSG:3857) view over
 * Switzerland, the offline base layers, the optional tile layer, the layers the user added, zoom buttons, a scale bar and
 * the attribution. Theme changes swap the palette and redraw. Nothing here is reactive: the
 * components keep the returned object in a plain variable. The element says whether the map
 * has finished drawing (./render-state.ts). Bottom to top (z-index): the offline
 * boundaries (-1…2), the online background (5), the layers of one's own (6.x), the place names
 * (8), then what each map adds (observations from 10, drawing 20).
 */
import 'ol/ol.css';
import './map-controls.css';
import Attribution from 'ol/control/Attribution.js';
import ScaleLine from 'ol/control/ScaleLine.js';
import Zoom from 'ol/control/Zoom.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import type TileLayer from 'ol/layer/Tile.js';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import { createBaseLayers, disposeBaseLayers, refreshBaseLayers, type BaseLayerName, type BaseLayers } from './base-layers.js';
import { registerSwissProjections, SWITZERLAND_EXTENT_3857, WEB_MERCATOR, wgs84ToMercator } from './crs.js';
import { mapPalette, type MapPalette } from './map-theme.js';
import { createTileLayer, type TileBase } from './tile-base.js';
import { showExtent } from './view-extent.js';
import { createWheelZoom } from './wheel-zoom.js';
import { attachUserLayers } from './user-layers-on-map.js';
import { markRenderState } from './render-state.js';

/** Tooltips of the map's own buttons, in the UI language. */
export interface MapControlLabels {
  zoomIn: string;
  zoomOut: string;
  attribution: string;
}

/** A map with its base layers (see the file comment). */
export interface DeskMap {
  map: OlMap;
  base: BaseLayers;
  palette(): MapPalette;
  setDark(dark: boolean): void;
  /** Shows an online background (or none); the offline place names give way to its own names meanwhile. */
  setTileBase(base: TileBase): void;
  /** Shows or hides an offline layer (the names stay hidden while an online background is shown). */
  setBaseLayerVisible(name: BaseLayerName, visible: boolean): void;
  /** Fits the view to Switzerland once the map has a size. */
  fitSwitzerland(): void;
  /** Layers added later that draw with the palette, redrawn on a theme change. */
  themed(...layers: Array<{ changed(): void }>): void;
  dispose(): void;
}

/** Centres the view may take: around Switzerland (EPSG:3857, 0–17° E, 42–51° N). */
const CENTRE_EXTENT = [...wgs84ToMercator([0, 42]), ...wgs84ToMercator([17, 51])];

/**
 * Creates the map in `target` (see the file comment). `wheelHint` makes it a map inside a
 * scrolling page: the wheel scrolls the page, Ctrl/⌘ + wheel zooms, and a plain wheel shows
 * `wheelHint` over the map (wheel-zoom.ts); without it the wheel zooms at once.
 */
export function createDeskMap(target: HTMLElement, options: { dark: boolean; labels: MapControlLabels; wheelHint?: string }): DeskMap {
  registerSwissProjections();
  let palette = mapPalette(options.dark);
  const base = createBaseLayers(() => palette);
  const themedLayers: Array<{ changed(): void }> = [];
  let tileLayer: TileLayer | null = null;
  const wanted: Record<BaseLayerName, boolean> = { cantons: true, lakes: true, municipalities: true, labels: true };
  // The names draw above the layers of one's own, so also above an online background, whose maps
  // print their own names: ours would double every one of them there.
  const showBase = (name: BaseLayerName): void => {
    const visible = wanted[name] && (name !== 'labels' || tileLayer === null);
    for (const layer of base[name]) layer.setVisible(visible);
  };

  const view = new View({
    projection: WEB_MERCATOR,
    center: wgs84ToMercator([8.23, 46.8]),
    zoom: 8,
    minZoom: 5,
    maxZoom: 20,
    extent: CENTRE_EXTENT,
    constrainOnlyCenter: true,
  });
  const map = new OlMap({
    target,
    view,
    layers: Object.values(base).flat(),
    controls: [
      new Zoom({ zoomInTipLabel: options.labels.zoomIn, zoomOutTipLabel: options.labels.zoomOut }),
      new ScaleLine({ units: 'metric' }),
      new Attribution({ collapsible: false, tipLabel: options.labels.attribution }),
    ],
    keyboardEventTarget: target,
    interactions: defaultInteractions({ mouseWheelZoom: false }),
  });
  // every map shows the layers the user added (Settings → Map layers)
  const detachUserLayers = attachUserLayers(map);
  const unmarkRenderState = markRenderState(map, target);
  const wheel = createWheelZoom(target, options.wheelHint);
  map.addInteraction(wheel.interaction);
  target.style.background = palette.background;
  target.classList.add('desk-map');

  function fitSwitzerland(): void {
    const size = map.getSize();
    if (size && size[0]! > 0 && size[1]! > 0) showExtent(view, SWITZERLAND_EXTENT_3857, { padding: [24, 24, 24, 24] });
    else map.once('change:size', fitSwitzerland);
  }

  return {
    map,
    base,
    palette: () => palette,
    setDark(dark) {
      palette = mapPalette(dark);
      target.style.background = palette.background;
      refreshBaseLayers(base);
      for (const layer of themedLayers) layer.changed();
    },
    setTileBase(kind) {
      if (tileLayer) map.removeLayer(tileLayer);
      tileLayer = createTileLayer(kind);
      if (tileLayer) map.addLayer(tileLayer);
      showBase('labels');
    },
    setBaseLayerVisible(name, visible) {
      wanted[name] = visible;
      showBase(name);
    },
    fitSwitzerland,
    themed(...layers) {
      themedLayers.push(...layers);
    },
    dispose() {
      detachUserLayers();
      unmarkRenderState();
      wheel.dispose();
      map.setTarget(undefined);
      map.dispose();
      disposeBaseLayers(base);
    },
  };
}
