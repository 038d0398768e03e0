import { describe, expect, it } from 'vitest';
import { MERCATOR_HALF_WORLD, wgs84ToMercator, type XY } from './crs.js';
import { findResultsExtent, MAX_TILES_PER_STEP, tilesCovering, type ClusterPosition, type TileAddress } from './results-extent.js';

/** A stand-in for the service's tiles: the observations of a tile at the means of its 4 × 4 cells. */
function clusterService(observations: readonly XY[]) {
  const reads: TileAddress[] = [];
  const readTile = async (tile: TileAddress): Promise<ClusterPosition[]> => {
    reads.push(tile);
    const width = (2 * MERCATOR_HALF_WORLD) / 2 ** tile.z;
    const cells = new Map<string, { x: number; y: number; n: number }>();
    for (const [x, y] of observations) {
      const column = (x + MERCATOR_HALF_WORLD) / width;
      const row = (MERCATOR_HALF_WORLD - y) / width;
      if (Math.floor(column) !== tile.x || Math.floor(row) !== tile.y) continue;
      const key = `${Math.floor(column * 4)}/${Math.floor(row * 4)}`;
      const cell = cells.get(key) ?? { x: 0, y: 0, n: 0 };
      cells.set(key, { x: cell.x + x, y: cell.y + y, n: cell.n + 1 });
    }
    return [...cells.values()].map((cell) => ({ x: cell.x / cell.n, y: cell.y / cell.n }));
  };
  return { reads, readTile };
}

const contains = (extent: number[], [x, y]: XY): boolean => x >= extent[0]! && x <= extent[2]! && y >= extent[1]! && y <= extent[3]!;

describe('findResultsExtent', () => {
  it('finds an extent around the matching observations only (Ticino, not Switzerland)', async () => {
    const ticino = ([[8.95, 46.0], [9.02, 46.19], [8.8, 46.17], [8.96, 46.35]] as XY[]).map(wgs84ToMercator);
    const { readTile, reads } = clusterService(ticino);
    const extent = (await findResultsExtent(readTile))!;
    for (const point of ticino) expect(contains(extent, point)).toBe(true);
    // They span 25 km × 57 km of EPSG:3857 metres (17 km × 39 km on the ground); the extent stays near that, far from Switzerland's 500 km.
    expect(extent[2]! - extent[0]!).toBeLessThan(60_000);
    expect(extent[3]! - extent[1]!).toBeLessThan(100_000);
    // A handful of steps, each of a few tiles: not one read per observation or per screen tile.
    expect(reads.length).toBeLessThanOrEqual(13 * MAX_TILES_PER_STEP);
  });

  it('holds a single observation with room around it', async () => {
    const point = wgs84ToMercator([7.44, 46.95]);
    const extent = (await findResultsExtent(clusterService([point]).readTile))!;
    expect(contains(extent, point)).toBe(true);
    expect(extent[2]! - extent[0]!).toBeGreaterThan(0);
  });

  it('is null when nothing matches', async () => {
    expect(await findResultsExtent(clusterService([]).readTile)).toBeNull();
  });

  it('passes on a failed tile read', async () => {
    await expect(findResultsExtent(async () => Promise.reject(new Error('503')))).rejects.toThrow('503');
  });
});

describe('tilesCovering', () => {
  it('covers an extent with the tiles of a zoom', () => {
    const switzerland = [...wgs84ToMercator([5.9, 45.8]), ...wgs84ToMercator([10.5, 47.8])] as [number, number, number, number];
    expect(tilesCovering(switzerland, 0)).toEqual([{ z: 0, x: 0, y: 0 }]);
    // Zoom 8: 1.4° a tile, Switzerland from column 132 to 135, rows 89 to 91.
    const tiles = tilesCovering(switzerland, 8);
    expect(tiles).toHaveLength(12);
    expect(tiles[0]).toEqual({ z: 8, x: 132, y: 89 });
  });
});
