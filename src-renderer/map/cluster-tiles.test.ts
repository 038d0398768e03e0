import { describe, expect, it } from 'vitest';
import { createXYZ } from 'ol/tilegrid.js';
import VectorLayer from 'ol/layer/Vector.js';
import { inView } from 'ol/layer/Layer.js';
import { CLUSTER_TILE_SIZE, ClusterTileState, FOOTPRINT_MIN_ZOOM, layerZoomEdge, MAX_CLUSTER_GRID_ZOOM, tileOfExtent, tileRequest, viewZoomForExpansion } from './cluster-tiles.js';
import { wgs84ToMercator } from './crs.js';

describe('cluster tile requests', () => {
  const grid = createXYZ({ tileSize: CLUSTER_TILE_SIZE, maxZoom: MAX_CLUSTER_GRID_ZOOM });

  it('maps every OpenLayers tile extent of the grid back to its z/x/y (XYZ scheme, y from the top)', () => {
    for (const [z, x, y] of [[0, 0, 0], [3, 4, 2], [8, 133, 90], [12, 2140, 1446]] as const) {
      expect(tileOfExtent(grid.getTileCoordExtent([z, x, y]))).toEqual({ z, x, y });
    }
  });

  it('finds the tile of Bern at zoom 8 as the Web Mercator tile scheme has it', () => {
    const [bx, by] = wgs84ToMercator([7.44, 46.95]);
    const coord = grid.getTileCoordForCoordAndZ([bx, by], 8);
    // x = floor((lon + 180) / 360 * 2^8), y = floor((1 - ln(tan φ + sec φ) / π) / 2 * 2^8)
    expect(coord).toEqual([8, 133, 90]);
    expect(tileOfExtent(grid.getTileCoordExtent(coord))).toEqual({ z: 8, x: 133, y: 90 });
  });

  it('returns null outside the world and for empty extents', () => {
    const [minX, minY, maxX, maxY] = grid.getTileCoordExtent([2, 3, 1]) as [number, number, number, number];
    const size = maxX - minX;
    expect(tileOfExtent([minX + size, minY, maxX + size, maxY])).toBeNull();
    expect(tileOfExtent([0, 0, 0, 0])).toBeNull();
  });

  it('carries a copy of the filter clauses', () => {
    const clauses = [{ field: 'taxon_id', operation: 'in' as const, value: [1, 2] }];
    const request = tileRequest(grid.getTileCoordExtent([5, 16, 11]), clauses);
    expect(request).toEqual({ z: 5, x: 16, y: 11, clauses });
    expect(request!.clauses[0]).not.toBe(clauses[0]);
  });

  it('turns supercluster expansion zooms (512-px tiles) into view zooms', () => {
    expect(viewZoomForExpansion(7)).toBe(8);
    expect(viewZoomForExpansion(30)).toBe(20);
    expect(MAX_CLUSTER_GRID_ZOOM).toBe(FOOTPRINT_MIN_ZOOM - 1);
  });
});

describe('the switch between clusters and footprints', () => {
  it('shows clusters below zoom 13 and footprints from zoom 13 on, never both', () => {
    const clusters = new VectorLayer({ maxZoom: layerZoomEdge(FOOTPRINT_MIN_ZOOM) });
    const footprints = new VectorLayer({ minZoom: layerZoomEdge(FOOTPRINT_MIN_ZOOM) });
    for (const zoom of [8, 12.99, 13, 13.01, 17]) {
      const viewState = { zoom, resolution: 1 } as Parameters<typeof inView>[1];
      expect([inView(clusters.getLayerState(), viewState), inView(footprints.getLayerState(), viewState)], `zoom ${zoom}`).toEqual([zoom < 13, zoom >= 13]);
    }
  });
});

describe('ClusterTileState', () => {
  it('keeps answers of the current filter and zoom and drops older ones', () => {
    const state = new ClusterTileState();
    state.zoomTo(6);
    const a = state.start(6);
    expect(state.loading).toBe(1);
    expect(state.settle(a)).toBe(true);

    const b = state.start(6);
    state.filterChanged();
    expect(state.settle(b)).toBe(false);

    const c = state.start(6);
    expect(state.zoomTo(7)).toBe(true);
    expect(state.zoomTo(7)).toBe(false);
    expect(state.settle(c)).toBe(false);
    expect(state.settle(state.start(7))).toBe(true);
    expect(state.loading).toBe(0);
  });

  it('never counts below zero', () => {
    const state = new ClusterTileState();
    state.settle('x');
    expect(state.loading).toBe(0);
  });
});
