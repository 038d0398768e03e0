/**
 * Pure logic of the cluster layer: which `observations.clusterTile` request a tile extent is,
 * how the service's tile zooms relate to the view's, and which answers are stale. The layer's tile
 * grid has 512-pixel tiles (the service's tile extent), so grid zoom z shows the world as
 * 2^z tiles of 512 px, which is view zoom z + 1 of OpenLayers' 256-pixel zoom levels.
 */
import { MERCATOR_HALF_WORLD } from './crs.js';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';

/** Tile size in pixels of the cluster grid. */
export const CLUSTER_TILE_SIZE = 512;
/** View zoom (256-px levels) of grid zoom 0. */
export const GRID_ZOOM_OFFSET = Math.log2(CLUSTER_TILE_SIZE / 256);
/** From this view zoom on the map shows footprints instead of clusters. */
export const FOOTPRINT_MIN_ZOOM = 13;

/**
 * The `minZoom`/`maxZoom` of an OpenLayers layer that switches at view zoom `zoom`: OpenLayers
 * shows a layer for minZoom < zoom ≤ maxZoom, so the switch sits just below. Clusters take
 * `maxZoom: layerZoomEdge(13)` (zoom < 13), footprints `minZoom: layerZoomEdge(13)` (zoom ≥ 13).
 */
export function layerZoomEdge(zoom: number): number {
  return zoom - 1e-9;
}
/** The highest grid zoom the cluster layer requests. */
export const MAX_CLUSTER_GRID_ZOOM = FOOTPRINT_MIN_ZOOM - GRID_ZOOM_OFFSET;

/** One tile request: Web Mercator tile scheme `z/x/y` (x east, y south, from the top-left). */
export interface TileRequest {
  z: number;
  x: number;
  y: number;
  clauses: FilterClauseInput[];
}

/**
 * The tile `z/x/y` of a tile extent `[minX, minY, maxX, maxY]` in EPSG:3857 metres (as OpenLayers'
 * tile strategy hands it to the loader); `null` outside the world (wrapped views).
 */
export function tileOfExtent(extent: readonly number[]): { z: number; x: number; y: number } | null {
  const [minX, minY, maxX, maxY] = extent as [number, number, number, number];
  const size = maxX - minX;
  if (!(size > 0)) return null;
  const z = Math.round(Math.log2((2 * MERCATOR_HALF_WORLD) / size));
  const n = 2 ** z;
  const tileSize = (2 * MERCATOR_HALF_WORLD) / n;
  const x = Math.floor(((minX + maxX) / 2 + MERCATOR_HALF_WORLD) / tileSize);
  const y = Math.floor((MERCATOR_HALF_WORLD - (minY + maxY) / 2) / tileSize);
  if (z < 0 || x < 0 || y < 0 || x >= n || y >= n) return null;
  return { z, x, y };
}

/** The request of a tile extent (EPSG:3857) with the current filter, or `null` outside the world. */
export function tileRequest(extent: readonly number[], clauses: readonly FilterClauseInput[]): TileRequest | null {
  const tile = tileOfExtent(extent);
  return tile && { ...tile, clauses: clauses.map((clause) => ({ ...clause })) };
}

/** The view zoom that shows a cluster split: the service's `expansion_zoom` is a grid zoom. */
export function viewZoomForExpansion(expansionZoom: number): number {
  return Math.min(expansionZoom + GRID_ZOOM_OFFSET, 20);
}

/**
 * What the cluster source holds and wants: a `generation` that changes with the filter and the
 * grid zoom in use. Features and answers carry the key they were asked under; only the current
 * key's answers are added, and older features are swept once they are replaced.
 */
export class ClusterTileState {
  private generation = 0;
  private zoom: number | null = null;
  private pending = 0;

  /** The key of what is wanted now (`generation:z`). */
  get key(): string {
    return `${this.generation}:${this.zoom ?? '-'}`;
  }

  /** Grid zoom in use, `null` before the first tile. */
  get z(): number | null {
    return this.zoom;
  }

  /** Requests under way. */
  get loading(): number {
    return this.pending;
  }

  /** The filter changed: everything loaded is stale. */
  filterChanged(): void {
    this.generation += 1;
  }

  /** The view's grid zoom is `z`; returns true when that is a change (loaded tiles become stale). */
  zoomTo(z: number): boolean {
    if (this.zoom === z) return false;
    this.zoom = z;
    return true;
  }

  /** A request for a tile of grid zoom `z` starts; returns the key to hand back to {@link settle}. */
  start(z: number): string {
    this.pending += 1;
    return `${this.generation}:${z}`;
  }

  /** A request ended; true when its answer is still wanted. */
  settle(key: string): boolean {
    this.pending = Math.max(0, this.pending - 1);
    return key === this.key;
  }
}
