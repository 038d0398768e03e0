import { describe, expect, it } from 'vitest';
import { wgs84ToMercator } from './crs.js';
import { placeExtent } from './view-targets.js';

describe('placeExtent', () => {
  it('is the EPSG:3857 extent of a boundary given in EPSG:4326', () => {
    const boundary = { type: 'MultiPolygon', coordinates: [[[[8.2, 47], [8.4, 47], [8.4, 47.1], [8.2, 47]]], [[[8.5, 46.9], [8.6, 46.9], [8.6, 47], [8.5, 46.9]]]] };
    const extent = placeExtent(boundary)!;
    const [minX, minY] = wgs84ToMercator([8.2, 46.9]);
    const [maxX, maxY] = wgs84ToMercator([8.6, 47.1]);
    expect(extent.map((value) => Math.round(value))).toEqual([minX, minY, maxX, maxY].map((value) => Math.round(value)));
  });

  it('is null for a unit without a readable boundary', () => {
    expect(placeExtent(null)).toBeNull();
    expect(placeExtent({ type: 'Polygon', coordinates: [] })).toBeNull();
    expect(placeExtent('POLYGON((8 46,9 46,9 47,8 46))')).toBeNull();
  });
});
