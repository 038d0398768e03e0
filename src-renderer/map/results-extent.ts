/**
 * "Zoom to the filtered results" (issue 17, item 5): the extent of the observations matching a
 * filter, found from the service's cluster tiles (`/clustered_observations/3857/{z}/{x}/{y}`),
 * never by reading the rows: at 1,000,000 observations the list is no way to find an extent.
 * A cluster sits at the mean of its observations, which lie in its 64-px cell or in a neighbouring
 * cell whose mean came within 40 px (the service merges those), so the clusters' extent grown by
 * {@link CLUSTER_REACH_PX} on each side holds them all. The search starts with the world at a small zoom
 * and zooms into what it found, at most {@link MAX_TILES_PER_STEP} tiles a step, until a cell is
 * small ({@link MAX_EXTENT_ZOOM}) — a handful of steps, each cheaper than a screen of the map.
 */
import { MERCATOR_HALF_WORLD } from './crs.js';
import type { Extent3857 } from './footprint-query.js';

/** A tile of the Web Mercator scheme (x east, y south, from the top-left). */
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** A cluster or single observation of a tile: its position in EPSG:3857 metres. */
export interface ClusterPosition {
  x: number;
  y: number;
}

/** Reads one cluster tile of the filter (the caller binds the filter). */
export type ReadClusterTile = (tile: TileAddress) => Promise<ClusterPosition[]>;

/** The most tiles read in one step of the search. */
export const MAX_TILES_PER_STEP = 64;
/** The search stops at this tile zoom (a 64-px cell is then about 1.7 km wide at 47° N). */
export const MAX_EXTENT_ZOOM = 12;
/** Pixels of the service's 256-px tiles. */
const TILE_PX = 256;
/**
 * How far from its cluster an observation can lie, in pixels of the tile's zoom: 40 px of merging
 * plus a 64-px cell's diagonal (docs/interface-notes.md, "clustered tiles"), rounded up.
 */
export const CLUSTER_REACH_PX = 136;
/** The search stops once the reach is below this share of the extent's larger side. */
const GOOD_ENOUGH_SHARE = 0.05;

const WORLD: Extent3857 = [-MERCATOR_HALF_WORLD, -MERCATOR_HALF_WORLD, MERCATOR_HALF_WORLD, MERCATOR_HALF_WORLD];

/** Width of a tile of zoom `z` in EPSG:3857 metres. */
const tileWidth_m = (z: number): number => (2 * MERCATOR_HALF_WORLD) / 2 ** z;
/** {@link CLUSTER_REACH_PX} at zoom `z` in EPSG:3857 metres. */
const reach_m = (z: number): number => (tileWidth_m(z) * CLUSTER_REACH_PX) / TILE_PX;

/** The tiles of zoom `z` that cover `extent` (EPSG:3857), clamped to the world. */
export function tilesCovering(extent: Readonly<Extent3857>, z: number): TileAddress[] {
  const n = 2 ** z;
  const width = tileWidth_m(z);
  const column = (x: number): number => Math.min(n - 1, Math.max(0, Math.floor((x + MERCATOR_HALF_WORLD) / width)));
  const row = (y: number): number => Math.min(n - 1, Math.max(0, Math.floor((MERCATOR_HALF_WORLD - y) / width)));
  const tiles: TileAddress[] = [];
  for (let y = row(extent[3]); y <= row(extent[1]); y++) for (let x = column(extent[0]); x <= column(extent[2]); x++) tiles.push({ z, x, y });
  return tiles;
}

/** The tiles of zoom `z` covering any of `areas`, each once. */
function tilesOfAreas(areas: readonly Extent3857[], z: number): TileAddress[] {
  const tiles = new Map<string, TileAddress>();
  for (const area of areas) for (const tile of tilesCovering(area, z)) tiles.set(`${tile.x}/${tile.y}`, tile);
  return [...tiles.values()];
}

/** The extent holding all of `areas`. */
function unionOf(areas: readonly Extent3857[]): Extent3857 {
  const extent: Extent3857 = [Infinity, Infinity, -Infinity, -Infinity];
  for (const area of areas) {
    extent[0] = Math.min(extent[0], area[0]);
    extent[1] = Math.min(extent[1], area[1]);
    extent[2] = Math.max(extent[2], area[2]);
    extent[3] = Math.max(extent[3], area[3]);
  }
  return extent;
}

/**
 * The extent (EPSG:3857 metres) that holds every observation the tiles of `readTile` cluster,
 * or null when none matches. Each step reads, one zoom deeper, only the tiles near the clusters
 * of the step before (at most {@link MAX_TILES_PER_STEP}); it ends when that would take more
 * tiles, when the clusters' reach is small beside the extent, or at {@link MAX_EXTENT_ZOOM}.
 * Rejects with the error of a tile read.
 */
export async function findResultsExtent(readTile: ReadClusterTile): Promise<Extent3857 | null> {
  let areas: Extent3857[] = [WORLD];
  let extent: Extent3857 | null = null;
  for (let z = 0; z <= MAX_EXTENT_ZOOM; z++) {
    const tiles = tilesOfAreas(areas, z);
    if (extent && tiles.length > MAX_TILES_PER_STEP) return extent;
    const positions = (await Promise.all(tiles.map(readTile))).flat();
    if (positions.length === 0) return null;
    const reach = reach_m(z);
    areas = positions.map(({ x, y }) => [x - reach, y - reach, x + reach, y + reach]);
    extent = unionOf(areas);
    if (reach < GOOD_ENOUGH_SHARE * Math.max(extent[2] - extent[0], extent[3] - extent[1])) return extent;
  }
  return extent;
}
