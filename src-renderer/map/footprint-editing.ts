/**
 * The OpenLayers side of FootprintEditor.vue: one footprint on its own layer, drawn (point, line
 * or polygon), modified (drag vertices, drag an edge to add one, Alt+click removes one) and
 * snapped to its own vertices and edges. Every finished edit is reported as WKT in EPSG:4326;
 * WKT set from outside is shown without being reported back.
 */
import Feature from 'ol/Feature.js';
import { altKeyOnly, singleClick } from 'ol/events/condition.js';
import type Geometry from 'ol/geom/Geometry.js';
import Draw from 'ol/interaction/Draw.js';
import Modify from 'ol/interaction/Modify.js';
import Snap from 'ol/interaction/Snap.js';
import VectorLayer from 'ol/layer/Vector.js';
import type OlMap from 'ol/Map.js';
import VectorSource from 'ol/source/Vector.js';
import { drawingStyle, editedFootprintStyle } from './footprint-style.js';
import type { MapPalette } from './map-theme.js';
import { readFootprint, writeFootprint, type FootprintKind } from './wkt.js';
import { showExtent } from './view-extent.js';

/** The OpenLayers geometry type drawn for each footprint kind. */
export const DRAW_TYPE: Readonly<Record<FootprintKind, 'Point' | 'LineString' | 'Polygon'>> = {
  point: 'Point',
  line: 'LineString',
  polygon: 'Polygon',
};

/** What footprint editing reports. */
export interface FootprintEditingOptions {
  palette(): MapPalette;
  /** A finished edit (drawn or modified): WKT in EPSG:4326. */
  onEdit(wkt: string): void;
  /** Drawing started or ended (for the hint line). */
  onDrawing(drawing: boolean): void;
}

/** Controls of the footprint editing. */
export interface FootprintEditing {
  /** Shows `wkt` (EPSG:4326; null: none) without reporting it; fits the view when asked. Throws WktError for bad WKT. */
  setWkt(wkt: string | null, fit?: boolean): void;
  /** Starts drawing a new footprint of `kind` (replaces the current one when finished). */
  startDrawing(kind: FootprintKind): void;
  stopDrawing(): void;
  drawing(): boolean;
  dispose(): void;
}

/** Adds footprint editing to `map` (see the file comment). */
export function createFootprintEditing(map: OlMap, options: FootprintEditingOptions): FootprintEditing {
  const source = new VectorSource<Feature<Geometry>>();
  const layer = new VectorLayer({
    source,
    zIndex: 20,
    style: () => editedFootprintStyle(options.palette()),
    properties: { name: 'footprint' },
  });
  const modify = new Modify({ source, deleteCondition: (event) => altKeyOnly(event) && singleClick(event), pixelTolerance: 12 });
  const snap = new Snap({ source, pixelTolerance: 10 });
  let draw: Draw | null = null;

  modify.on('modifyend', () => {
    const geometry = source.getFeatures()[0]?.getGeometry();
    if (geometry) options.onEdit(writeFootprint(geometry));
  });

  const onKey = (event: KeyboardEvent): void => {
    if (!draw) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stopDrawing();
    } else if (event.key === 'Backspace' && !(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)) {
      event.preventDefault();
      draw.removeLastPoint();
    }
  };

  function startDrawing(kind: FootprintKind): void {
    stopDrawing();
    draw = new Draw({ type: DRAW_TYPE[kind], style: drawingStyle(options.palette()), stopClick: true });
    draw.on('drawend', (event) => {
      const geometry = event.feature.getGeometry();
      queueMicrotask(() => {
        stopDrawing();
        if (!geometry) return;
        source.clear();
        source.addFeature(new Feature<Geometry>({ geometry }));
        options.onEdit(writeFootprint(geometry));
      });
    });
    modify.setActive(false);
    map.addInteraction(draw);
    map.removeInteraction(snap);
    map.addInteraction(snap);
    document.addEventListener('keydown', onKey, true);
    options.onDrawing(true);
  }

  function stopDrawing(): void {
    if (!draw) return;
    draw.abortDrawing();
    map.removeInteraction(draw);
    draw = null;
    modify.setActive(true);
    document.removeEventListener('keydown', onKey, true);
    options.onDrawing(false);
  }

  map.addLayer(layer);
  map.addInteraction(modify);
  map.addInteraction(snap);

  return {
    setWkt(wkt, fit = false) {
      const geometry = wkt ? readFootprint(wkt) : null;
      source.clear();
      if (!geometry) return;
      source.addFeature(new Feature<Geometry>({ geometry }));
      if (fit) showExtent(map.getView(), geometry.getExtent(), { maxZoom: 16, padding: [48, 48, 48, 48] });
    },
    startDrawing,
    stopDrawing,
    drawing: () => draw !== null,
    dispose() {
      stopDrawing();
      map.removeInteraction(modify);
      map.removeInteraction(snap);
      map.removeLayer(layer);
    },
  };
}
