/**
 * The footprint layer shown from {@link FOOTPRINT_MIN_ZOOM} on: the observations of the filter
 * in (a margin around) the view, from `observations.list` with the view's rectangle as
 * `footprint_wkt[eq]`, at most 1000, drawn from their `footprint_wkt` (EPSG:4326 → EPSG:3857) and
 * styled by validation status; selected ones highlighted. Reloads after the view rests
 * (`moveend`) when it left the loaded area, or when the filter changes; older answers are dropped.
 */
import Feature from 'ol/Feature.js';
import type Geometry from 'ol/geom/Geometry.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { getDesk } from '../bridge/index.js';
import { FOOTPRINT_MIN_ZOOM, layerZoomEdge } from './cluster-tiles.js';
import { wgs84ToMercator } from './crs.js';
import { footprintListRequest, footprintStatus, growExtent, needsReload, type Extent3857, type FootprintStatus, type LoadedFootprints } from './footprint-query.js';
import { footprintStyle } from './footprint-style.js';
import type { MapPalette } from './map-theme.js';
import { readFootprint } from './wkt.js';

/** What the footprint layer needs from the map around it. */
export interface FootprintLayerOptions {
  palette(): MapPalette;
  isSelected(occurrenceId: number): boolean;
  onStatus(status: FootprintStatus | null): void;
  onError(error: unknown): void;
}

/** The footprint layer and its controls. */
export interface FootprintLayer {
  layer: VectorLayer<VectorSource<Feature<Geometry>>>;
  setClauses(clauses: readonly FilterClauseInput[]): void;
  /** The view rests at `zoom` (view zoom) showing `extent` (EPSG:3857): load when needed. */
  viewChanged(extent: Extent3857, zoom: number): void;
  /** The loaded footprint of an observation, if any (EPSG:3857). */
  geometryOf(occurrenceId: number): Geometry | undefined;
}

/** The map geometry (EPSG:3857) of an observation: its footprint, else its point, else none. */
export function observationGeometry(observation: Observation): Geometry | null {
  if (observation.footprint_wkt) {
    try {
      return readFootprint(observation.footprint_wkt);
    } catch {
      /* fall back to the point below */
    }
  }
  const { decimal_longitude: lon, decimal_latitude: lat } = observation;
  return lon != null && lat != null ? new Point(wgs84ToMercator([lon, lat])) : null;
}

/** Creates the footprint layer (see the file comment). */
export function createFootprintLayer(options: FootprintLayerOptions): FootprintLayer {
  const source = new VectorSource<Feature<Geometry>>();
  let clauses: FilterClauseInput[] = [];
  let clausesJson = '[]';
  let loaded: LoadedFootprints | null = null;
  let lastView: { extent: Extent3857; zoom: number } | null = null;
  let sequence = 0;
  let status: FootprintStatus | null = null;

  async function load(view: Extent3857): Promise<void> {
    const request = ++sequence;
    const extent = growExtent(view, 1.5);
    const json = clausesJson;
    options.onStatus({ loading: true, shown: inView(), loaded: source.getFeatures().length, matching: null, truncated: false, error: false });
    try {
      const page = await getDesk().observations.list(footprintListRequest(clauses, extent));
      if (request !== sequence) return;
      const features: Feature<Geometry>[] = [];
      for (const row of page.rows) {
        const geometry = observationGeometry(row);
        if (!geometry) continue;
        const feature = new Feature<Geometry>({ geometry, occurrence_id: row.occurrence_id, validation: row.validation ?? null });
        feature.setId(row.occurrence_id);
        features.push(feature);
      }
      source.clear(true);
      source.addFeatures(features);
      status = footprintStatus(page.rows.length, page.filtered_total, inView());
      loaded = { clausesJson: json, extent, truncated: status.truncated };
      options.onStatus(status);
    } catch (error) {
      if (request !== sequence) return;
      loaded = null;
      status = null;
      options.onStatus({ loading: false, shown: inView(), loaded: source.getFeatures().length, matching: null, truncated: false, error: true });
      options.onError(error);
    }
  }

  function update(): void {
    if (!lastView) return;
    if (lastView.zoom < FOOTPRINT_MIN_ZOOM) {
      sequence += 1;
      options.onStatus(null);
      return;
    }
    if (needsReload(loaded, clausesJson, lastView.extent)) void load(lastView.extent);
    else if (status) options.onStatus((status = { ...status, shown: inView() }));
  }

  /** How many loaded footprints lie in the view. */
  function inView(): number {
    return lastView ? source.getFeaturesInExtent(lastView.extent).length : 0;
  }

  const layer = new VectorLayer({
    source,
    zIndex: 11,
    minZoom: layerZoomEdge(FOOTPRINT_MIN_ZOOM),
    updateWhileAnimating: false,
    updateWhileInteracting: false,
    style: (feature) => {
      const id = feature.get('occurrence_id') as number;
      return footprintStyle(options.palette(), feature.get('validation') as number | null, options.isSelected(id));
    },
    properties: { name: 'footprints' },
  });

  return {
    layer,
    setClauses(next) {
      const json = JSON.stringify(next);
      if (json === clausesJson) return;
      clauses = next.map((clause) => ({ ...clause }));
      clausesJson = json;
      update();
    },
    viewChanged(extent, zoom) {
      lastView = { extent, zoom };
      update();
    },
    geometryOf(id) {
      return source.getFeatureById(id)?.getGeometry() ?? undefined;
    },
  };
}
