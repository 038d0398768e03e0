/**
 * The public neophyte map's OpenLayers side: the desk's base map (map/map-setup.ts) with the
 * cluster layer (map/cluster-layer.ts) reading `publicNeophytes.clusterTile`, shown at every zoom
 * (the public tiles give single observations from zoom 18; there are no footprints to switch to).
 * A click on a cluster zooms in two levels around it; a click on a single observation reports its
 * `occurrence_id`. The area filter (`footprint_wkt`) is drawn here with the workspace's polygon
 * tool (map/polygon-draw.ts) and stays shown. Plain objects only: the component keeps this in a
 * plain variable.
 */
import type { Coordinate } from 'ol/coordinate.js';
import type { FeatureLike } from 'ol/Feature.js';
import type Geometry from 'ol/geom/Geometry.js';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { TAXA_MATCHING } from '../../../src-shared/filters/neophytes.js';
import { getDesk } from '../../bridge/index.js';
import { createClusterLayer } from '../../map/cluster-layer.js';
import { createDeskMap, type MapControlLabels } from '../../map/map-setup.js';
import { createPolygonDraw } from '../../map/polygon-draw.js';

/** What the component learns from the map. */
export interface PublicMapEvents {
  /** A single observation was clicked. */
  open(occurrenceId: number): void;
  /** A tile could not be read (once per filter and zoom). */
  error(): void;
  /** A polygon was drawn (WKT, EPSG:4326), or drawing was cancelled (null). */
  polygon(wkt: string | null): void;
}

/** The map's controls. */
export interface PublicMapController {
  setFilter(clauses: readonly FilterClauseInput[], taxaMatching: (typeof TAXA_MATCHING)[number] | null): void;
  /** Starts or stops drawing the area filter. */
  setDrawPolygon(active: boolean): void;
  /** Shows the area filter (WKT, EPSG:4326), or none. */
  showPolygon(wkt: string | null): void;
  setDark(dark: boolean): void;
  updateSize(): void;
  dispose(): void;
}

/** Creates the public neophyte map in `target` (see the file comment). */
export function createPublicMap(target: HTMLElement, events: PublicMapEvents, options: { dark: boolean; labels: MapControlLabels }): PublicMapController {
  const desk = createDeskMap(target, options);
  const { map } = desk;
  const view = map.getView();
  let taxa_matching: (typeof TAXA_MATCHING)[number] | undefined;
  const clusters = createClusterLayer({
    palette: desk.palette,
    isSelected: () => false,
    onError: () => events.error(),
    readTile: (request, signal) => getDesk().publicNeophytes.clusterTile({ ...request, ...(taxa_matching ? { taxa_matching } : {}) }, { signal }),
  });
  clusters.layer.setMaxZoom(Number.POSITIVE_INFINITY);
  map.addLayer(clusters.layer);
  const unfollow = clusters.follow(view);
  desk.themed(clusters.layer);
  desk.fitSwitzerland();
  const drawing = createPolygonDraw(map, { palette: desk.palette, onFinish: (wkt) => events.polygon(wkt), onCancel: () => events.polygon(null) });
  desk.themed(drawing.layer);

  map.on('singleclick', (event) => {
    // while drawing, clicks place vertices and open nothing
    if (drawing.active()) return;
    const hits: FeatureLike[] = [];
    map.forEachFeatureAtPixel(event.pixel, (feature) => void hits.push(feature), { layerFilter: (layer) => layer === clusters.layer, hitTolerance: 4 });
    const first = hits[0];
    if (!first) return;
    const id = first.get('occurrence_id') as number | null;
    if (typeof id === 'number') {
      events.open(id);
      return;
    }
    const point = (first.getGeometry() as Geometry & { getCoordinates(): Coordinate }).getCoordinates();
    view.animate({ center: point, zoom: (view.getZoom() ?? 0) + 2, duration: 300 });
  });
  map.on('pointermove', (event) => {
    if (event.dragging) return;
    target.style.cursor = map.hasFeatureAtPixel(event.pixel, { layerFilter: (layer) => layer === clusters.layer, hitTolerance: 4 }) ? 'pointer' : '';
  });

  return {
    setFilter(clauses, matching) {
      const changed = (matching ?? undefined) !== taxa_matching;
      taxa_matching = matching ?? undefined;
      clusters.setClauses(clauses);
      // the layer reloads on new clauses only: a new taxa_matching alone aborts and reads again
      if (changed) {
        clusters.hold(true);
        clusters.hold(false);
      }
    },
    setDrawPolygon: (active) => drawing.setActive(active),
    showPolygon: (wkt) => drawing.show(wkt),
    setDark: (dark) => desk.setDark(dark),
    updateSize: () => map.updateSize(),
    dispose() {
      drawing.dispose();
      unfollow();
      desk.dispose();
    },
  };
}
