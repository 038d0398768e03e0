/**
 * The OpenLayers side of ObservationMap.vue: base map + clusters (zoomed out) + footprints
 * (zoomed in) + the filter polygon; clicks select (plain ids out), a click on a cluster zooms to
 * where it splits, the pointer position is reported in EPSG:3857. Kept out of the component so
 * that no OpenLayers object ever becomes reactive; the component talks to it through plain
 * values only.
 */
import type { Coordinate } from 'ol/coordinate.js';
import type { FeatureLike } from 'ol/Feature.js';
import type Geometry from 'ol/geom/Geometry.js';
import type Layer from 'ol/layer/Layer.js';
import type MapBrowserEvent from 'ol/MapBrowserEvent.js';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { getDesk } from '../bridge/index.js';
import type { BaseLayerName } from './base-layers.js';
import { createClusterLayer } from './cluster-layer.js';
import { viewZoomForExpansion } from './cluster-tiles.js';
import { focusDuration, focusMove } from './focus.js';
import type { Extent3857, FootprintStatus } from './footprint-query.js';
import { createFootprintLayer, observationGeometry } from './footprint-layer.js';
import { createDeskMap, type MapControlLabels } from './map-setup.js';
import { createPolygonDraw } from './polygon-draw.js';
import { isAdditive, nextSelection } from './selection.js';
import type { TileBase } from './tile-base.js';
import { showExtent } from './view-extent.js';
import { placeExtent, resultsExtent } from './view-targets.js';

/** How the map moves to results or a place: room around them, not closer than a street. */
const TARGET_FIT = { padding: [48, 48, 48, 48], maxZoom: 16, duration: 350 };

/** What the map reports to its component (plain values only). */
export interface ObservationMapEvents {
  select(ids: number[]): void;
  polygon(wkt: string | null): void;
  /** The pointer's position in EPSG:3857 metres, `null` when it left the map. */
  pointer(coordinate: [number, number] | null): void;
  footprints(status: FootprintStatus | null): void;
  error(error: unknown): void;
}

/** The map's controls (plain values in, nothing reactive). */
export interface ObservationMapController {
  setClauses(clauses: readonly FilterClauseInput[]): void;
  /** While true the clusters read no tiles and abort those under way (the filter is being replaced; cluster-layer.ts). */
  holdTiles(on: boolean): void;
  setSelected(ids: readonly number[]): void;
  setDrawPolygon(active: boolean): void;
  /** Shows the filter polygon (WKT, EPSG:4326) or none. */
  showPolygon(wkt: string | null): void;
  /** Pans and zooms to an observation (its footprint, fetched when not loaded). */
  focus(occurrenceId: number): Promise<void>;
  /** Ends a pan or zoom animation under way where it is (a new focus is coming). */
  stopMotion(): void;
  setDark(dark: boolean): void;
  setTileBase(base: TileBase): void;
  setBaseLayerVisible(name: BaseLayerName, visible: boolean): void;
  /** Zooms to the observations matching the filter; false when none matches (results-extent.ts). */
  zoomToResults(): Promise<boolean>;
  /** Zooms to a place's boundary (GeoJSON, EPSG:4326); false when it has none the map can read. */
  showPlace(geometry: unknown): boolean;
  /** Current view zoom (OpenLayers' 256-px levels). */
  zoom(): number;
  /** Re-measures the map after its element changed size. */
  updateSize(): void;
  dispose(): void;
}

/** Creates the observation map in `target` (see the file comment). */
export function createObservationMap(
  target: HTMLElement,
  events: ObservationMapEvents,
  options: { dark: boolean; labels: MapControlLabels; selectedIds: readonly number[] },
): ObservationMapController {
  const desk = createDeskMap(target, options);
  const { map } = desk;
  const view = map.getView();
  let selected = new Set(options.selectedIds);
  let selectedList = [...options.selectedIds];
  /** When the map last went to a focused observation (performance.now(), ms). */
  let lastFocusAt_ms: number | null = null;
  let clauses: FilterClauseInput[] = [];
  const isSelected = (id: number): boolean => selected.has(id);

  const clusters = createClusterLayer({ palette: desk.palette, isSelected, onError: events.error });
  const footprints = createFootprintLayer({ palette: desk.palette, isSelected, onStatus: events.footprints, onError: events.error });
  map.addLayer(clusters.layer);
  map.addLayer(footprints.layer);
  const unfollow = clusters.follow(view);
  const drawing = createPolygonDraw(map, { palette: desk.palette, onFinish: (wkt) => events.polygon(wkt), onCancel: () => events.polygon(null) });
  desk.themed(clusters.layer, footprints.layer, drawing.layer);
  const clickable = (layer: Layer): boolean => layer === clusters.layer || layer === footprints.layer;

  map.on('moveend', () => {
    footprints.viewChanged(view.calculateExtent(map.getSize()) as Extent3857, view.getZoom() ?? 0);
  });

  map.on('singleclick', (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
    if (drawing.active()) return;
    const hits: FeatureLike[] = [];
    map.forEachFeatureAtPixel(event.pixel, (feature) => void hits.push(feature), { layerFilter: clickable, hitTolerance: 4 });
    const first = hits[0];
    if (first && (first.get('total') as number | undefined ?? 0) > 1) {
      const point = (first.getGeometry() as Geometry & { getCoordinates(): Coordinate }).getCoordinates();
      const expansion = first.get('expansion_zoom') as number | null;
      const zoom = Math.max(viewZoomForExpansion(expansion ?? 0), (view.getZoom() ?? 0) + 1);
      view.animate({ center: point, zoom, duration: 350 });
      return;
    }
    const ids = hits.map((feature) => feature.get('occurrence_id') as number | null).filter((id): id is number => typeof id === 'number');
    const original = event.originalEvent as Partial<MouseEvent>;
    const next = nextSelection(selectedList, [...new Set(ids)], isAdditive({ ctrlKey: !!original.ctrlKey, metaKey: !!original.metaKey, shiftKey: !!original.shiftKey }));
    events.select(next);
  });

  let pendingPointer: [number, number] | null = null;
  let pointerFrame = 0;
  map.on('pointermove', (event) => {
    if (event.dragging) return;
    pendingPointer = [event.coordinate[0]!, event.coordinate[1]!];
    if (pointerFrame) return;
    pointerFrame = requestAnimationFrame(() => {
      pointerFrame = 0;
      events.pointer(pendingPointer);
      const pixel = map.getPixelFromCoordinate(pendingPointer ?? [0, 0]);
      const hit = !drawing.active() && pendingPointer !== null && map.hasFeatureAtPixel(pixel, { layerFilter: clickable, hitTolerance: 4 });
      target.style.cursor = hit ? 'pointer' : '';
    });
  });
  const onLeave = (): void => events.pointer(null);
  target.addEventListener('pointerleave', onLeave);

  desk.fitSwitzerland();

  return {
    setClauses(next) {
      clauses = [...next];
      clusters.setClauses(next);
      footprints.setClauses(next);
    },
    holdTiles(on) {
      clusters.hold(on);
    },
    setSelected(ids) {
      selected = new Set(ids);
      selectedList = [...ids];
      clusters.layer.changed();
      footprints.layer.changed();
    },
    setDrawPolygon: (active) => drawing.setActive(active),
    showPolygon: (wkt) => drawing.show(wkt),
    async focus(id) {
      let geometry = footprints.geometryOf(id);
      if (!geometry) {
        const observation = await getDesk().observations.get({ occurrence_id: id });
        geometry = observationGeometry(observation) ?? undefined;
      }
      if (!geometry) return;
      const fitting = view.getZoomForResolution(view.getResolutionForExtent(geometry.getExtent(), map.getSize())) ?? Number.NaN;
      const move = focusMove(view.calculateExtent(map.getSize()) as Extent3857, view.getZoom() ?? 0, geometry.getExtent() as Extent3857, fitting);
      const now = performance.now();
      const duration = focusDuration(lastFocusAt_ms === null ? null : now - lastFocusAt_ms);
      lastFocusAt_ms = now;
      if (!move) return;
      if (duration === 0) {
        view.setCenter(move.center);
        view.setZoom(move.zoom);
      } else view.animate({ ...move, duration });
    },
    stopMotion() {
      // Only when moving: cancelling also marks the view changed, and the map would render a frame for nothing.
      if (view.getAnimating()) view.cancelAnimations();
    },
    setDark: (dark) => desk.setDark(dark),
    setTileBase: (base) => desk.setTileBase(base),
    setBaseLayerVisible: (name, visible) => desk.setBaseLayerVisible(name, visible),
    async zoomToResults() {
      const extent = await resultsExtent(clauses);
      if (extent) showExtent(view, extent, TARGET_FIT);
      return extent !== null;
    },
    showPlace(geometry) {
      const extent = placeExtent(geometry);
      if (extent) showExtent(view, extent, TARGET_FIT);
      return extent !== null;
    },
    zoom: () => view.getZoom() ?? 0,
    updateSize: () => map.updateSize(),
    dispose() {
      cancelAnimationFrame(pointerFrame);
      target.removeEventListener('pointerleave', onLeave);
      unfollow();
      drawing.dispose();
      desk.dispose();
    },
  };
}
