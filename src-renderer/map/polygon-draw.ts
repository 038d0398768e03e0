/**
 * Drawing the spatial filter on the observation map: a polygon drawn with clicks (double-click
 * or a click on the first vertex finishes; Backspace removes the last vertex; Escape cancels),
 * handed over as WKT in EPSG:4326. The filter polygon stays shown (dashed) until replaced.
 */
import Feature from 'ol/Feature.js';
import type Geometry from 'ol/geom/Geometry.js';
import Draw from 'ol/interaction/Draw.js';
import VectorLayer from 'ol/layer/Vector.js';
import type OlMap from 'ol/Map.js';
import VectorSource from 'ol/source/Vector.js';
import { drawingStyle } from './footprint-style.js';
import type { MapPalette } from './map-theme.js';
import { readFootprint, writeFootprint } from './wkt.js';

/** What polygon drawing reports. */
export interface PolygonDrawOptions {
  palette(): MapPalette;
  /** A polygon was finished: WKT in EPSG:4326. */
  onFinish(wkt: string): void;
  /** Drawing was cancelled (Escape). */
  onCancel(): void;
}

/** Controls of the filter polygon. */
export interface PolygonDraw {
  layer: VectorLayer<VectorSource<Feature<Geometry>>>;
  /** Starts or stops drawing (stopping does not report a cancel). */
  setActive(active: boolean): void;
  /** Whether the user is drawing now. */
  active(): boolean;
  /** Shows the filter polygon (WKT in EPSG:4326), or none. Unreadable WKT shows none. */
  show(wkt: string | null): void;
  dispose(): void;
}

/** Adds polygon drawing to `map` (see the file comment). */
export function createPolygonDraw(map: OlMap, options: PolygonDrawOptions): PolygonDraw {
  const source = new VectorSource<Feature<Geometry>>();
  const layer = new VectorLayer({ source, zIndex: 20, style: () => drawingStyle(options.palette()), properties: { name: 'filter-polygon' } });
  let draw: Draw | null = null;

  const onKey = (event: KeyboardEvent): void => {
    if (!draw) return;
    if (event.key === 'Escape') {
      // Escape cancels the drawing and nothing else (not, e.g., the workspace's detail panel).
      event.preventDefault();
      event.stopPropagation();
      stop();
      options.onCancel();
    } else if (event.key === 'Backspace' && !(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)) {
      event.preventDefault();
      draw.removeLastPoint();
    }
  };

  function start(): void {
    if (draw) return;
    draw = new Draw({ type: 'Polygon', style: drawingStyle(options.palette()), stopClick: true });
    draw.on('drawend', (event) => {
      const geometry = event.feature.getGeometry();
      const wkt = geometry ? writeFootprint(geometry) : null;
      queueMicrotask(() => {
        stop();
        if (wkt) {
          show(wkt);
          options.onFinish(wkt);
        }
      });
    });
    map.addInteraction(draw);
    document.addEventListener('keydown', onKey, true);
    map.getTargetElement()?.classList.add('desk-map--drawing');
  }

  function stop(): void {
    if (!draw) return;
    draw.abortDrawing();
    map.removeInteraction(draw);
    draw = null;
    document.removeEventListener('keydown', onKey, true);
    map.getTargetElement()?.classList.remove('desk-map--drawing');
  }

  function show(wkt: string | null): void {
    source.clear();
    if (!wkt) return;
    try {
      source.addFeature(new Feature({ geometry: readFootprint(wkt) }));
    } catch {
      /* not a readable polygon: nothing to show */
    }
  }

  map.addLayer(layer);
  return {
    layer,
    setActive: (active) => (active ? start() : stop()),
    active: () => draw !== null,
    show,
    dispose() {
      stop();
      map.removeLayer(layer);
    },
  };
}
