/**
 * The cluster layer shown below {@link FOOTPRINT_MIN_ZOOM}: an OpenLayers VectorSource with a
 * tile loading strategy on a 512-px XYZ grid whose loader calls `observations.clusterTile`
 * ({z, x, y, clauses}) and adds Point features in EPSG:3857. A filter or grid-zoom change marks
 * every tile unloaded but keeps the old features on screen until the new tile arrives (no
 * flicker); answers asked under an older filter or zoom are dropped. Performance (issue 4's
 * 17 ms frames): cached styles, no decluttering, no re-render while panning or animating.
 *
 * Tiles never hold back the table's rows (bench:ui "filter change → rows", traced: the list
 * request waited up to 1.5 s in the browser's queue behind six tile requests of a filter that was
 * already gone, each waiting for the service to build that filter's clusters):
 * - at most {@link TILES_IN_FLIGHT} tile reads at a time, so that browser mode's six connections
 *   to its host always leave room for the list and its lookups;
 * - `hold(true)` (the workspace's filter moved on, the map will follow) aborts the reads under way
 *   (their requests are closed, main stops its calls to the service) and starts none until
 *   released or given the new filter; what is on the map stays there meanwhile.
 */
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import { tile } from 'ol/loadingstrategy.js';
import VectorSource from 'ol/source/Vector.js';
import { createXYZ } from 'ol/tilegrid.js';
import type View from 'ol/View.js';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { createGate } from '../../src-shared/domain/pool.js';
import { getDesk } from '../bridge/index.js';
import { clusterFeatureId, readClusterTile } from './cluster-features.js';
import { clusterStyle } from './cluster-style.js';
import { CLUSTER_TILE_SIZE, ClusterTileState, FOOTPRINT_MIN_ZOOM, layerZoomEdge, MAX_CLUSTER_GRID_ZOOM, tileRequest, type TileRequest } from './cluster-tiles.js';
import { MERCATOR_HALF_WORLD } from './crs.js';
import type { MapPalette } from './map-theme.js';

const WORLD = [-MERCATOR_HALF_WORLD, -MERCATOR_HALF_WORLD, MERCATOR_HALF_WORLD, MERCATOR_HALF_WORLD];
/** Tile reads under way at most: browser mode's host gets six connections from the browser, two stay for other reads. */
export const TILES_IN_FLIGHT = 4;

/** What the cluster layer needs from the map around it. */
export interface ClusterLayerOptions {
  palette(): MapPalette;
  isSelected(occurrenceId: number): boolean;
  /** A tile could not be loaded (reported once per filter and zoom). */
  onError(error: unknown): void;
  /**
   * Reads one tile (default: `observations.clusterTile`); the public neophyte map passes
   * `publicNeophytes.clusterTile`. The answer is a FeatureCollection as cluster-features.ts reads it.
   */
  readTile?(request: TileRequest, signal: AbortSignal): Promise<unknown>;
}

/** The cluster layer and its controls. */
export interface ClusterLayer {
  layer: VectorLayer<VectorSource<Feature<Point>>>;
  /** Sets the filter (EPSG-free clauses); reloads when it differs. */
  setClauses(clauses: readonly FilterClauseInput[]): void;
  /**
   * `true`: the filter shown is being replaced; tile reads under way are aborted and no new one
   * starts. `false`: tiles are read again for the filter the layer has.
   */
  hold(on: boolean): void;
  /** Follows the view's resolution (switching grid zoom); returns the unsubscribe. */
  follow(view: View): () => void;
  /** Requests under way (for tests and the loading indicator). */
  loading(): number;
}

/** Creates the cluster layer (see the file comment). */
export function createClusterLayer(options: ClusterLayerOptions): ClusterLayer {
  const grid = createXYZ({ tileSize: CLUSTER_TILE_SIZE, maxZoom: MAX_CLUSTER_GRID_ZOOM });
  const state = new ClusterTileState();
  let clauses: FilterClauseInput[] = [];
  let clausesJson = '[]';
  let reportedKey = '';
  let held = false;
  /** Aborts the reads of the current filter (replaced when they are aborted). */
  let reads = new AbortController();
  const gate = createGate(TILES_IN_FLIGHT);
  const read = options.readTile ?? ((request: TileRequest, signal: AbortSignal) => getDesk().observations.clusterTile(request, { signal }));

  const source: VectorSource<Feature<Point>> = new VectorSource<Feature<Point>>({
    strategy: tile(grid),
    loader: (extent, _resolution, _projection, success, failure) => {
      const request = tileRequest(extent, clauses);
      // Held: the extent counts as loaded, with what it shows now; release reloads everything.
      if (!request || held) return success?.([]);
      const key = state.start(request.z);
      const { signal } = reads;
      gate(() => (signal.aborted ? Promise.reject(signal.reason) : read(request, signal)))
        .then((collection) => {
          if (!state.settle(key)) return success?.([]);
          const features = readClusterTile(collection).map((record) => {
            const feature = new Feature<Point>({
              geometry: new Point([record.x, record.y]),
              key,
              total: record.total,
              occurrence_id: record.occurrenceId,
              expansion_zoom: record.expansionZoom,
            });
            feature.setId(clusterFeatureId(key, record));
            return feature;
          });
          const stale = source.getFeaturesInExtent(extent).filter((feature) => feature.get('key') !== key);
          if (stale.length) source.removeFeatures(stale);
          source.addFeatures(features);
          success?.(features);
        })
        .catch((error: unknown) => {
          const current = state.settle(key);
          failure?.();
          if (current && reportedKey !== key) {
            reportedKey = key;
            options.onError(error);
          }
        })
        .finally(sweepWhenIdle);
    },
  });

  /** Once no request is under way, removes what an older filter or zoom left behind (not while held: it stays on screen). */
  function sweepWhenIdle(): void {
    if (held || state.loading > 0) return;
    const stale = source.getFeatures().filter((feature) => feature.get('key') !== state.key);
    if (stale.length) source.removeFeatures(stale);
  }

  function reload(): void {
    source.removeLoadedExtent(WORLD);
    source.changed();
  }

  /** Aborts the reads under way; their answers (and errors) are not wanted any more. */
  function abortReads(): void {
    state.filterChanged();
    reads.abort();
    reads = new AbortController();
  }

  const layer = new VectorLayer({
    source,
    zIndex: 10,
    maxZoom: layerZoomEdge(FOOTPRINT_MIN_ZOOM),
    declutter: false,
    updateWhileAnimating: false,
    updateWhileInteracting: false,
    style: (feature) => {
      const id = feature.get('occurrence_id') as number | null;
      return clusterStyle(options.palette(), feature.get('total') as number, id !== null && options.isSelected(id));
    },
    properties: { name: 'clusters' },
  });

  return {
    layer,
    setClauses(next) {
      const json = JSON.stringify(next);
      if (json === clausesJson) return;
      clauses = next.map((clause) => ({ ...clause }));
      clausesJson = json;
      abortReads();
      reload();
    },
    hold(on) {
      if (on === held) return;
      held = on;
      if (on) abortReads();
      else reload();
    },
    follow(view) {
      const onResolution = (): void => {
        const resolution = view.getResolution();
        if (resolution === undefined) return;
        if (state.zoomTo(grid.getZForResolution(resolution))) reload();
      };
      onResolution();
      view.on('change:resolution', onResolution);
      return () => view.un('change:resolution', onResolution);
    },
    loading: () => state.loading,
  };
}
