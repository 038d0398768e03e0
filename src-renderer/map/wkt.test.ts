import { describe, expect, it } from 'vitest';
import Point from 'ol/geom/Point.js';
import Polygon from 'ol/geom/Polygon.js';
import { mercatorToWgs84, wgs84ToMercator } from './crs.js';
import { extentToWkt, footprintFromVertices, footprintVertices, readFootprint, WktError, writeFootprint } from './wkt.js';

describe('WKT codec (EPSG:4326 text ↔ EPSG:3857 geometry)', () => {
  it('reads a WGS84 point into Web Mercator metres', () => {
    const geometry = readFootprint('POINT(7.43861 46.95123)');
    expect(geometry).toBeInstanceOf(Point);
    const [x, y] = (geometry as Point).getCoordinates();
    const expected = wgs84ToMercator([7.43861, 46.95123]);
    expect(x).toBeCloseTo(expected[0], 4);
    expect(y).toBeCloseTo(expected[1], 4);
  });

  it('accepts an SRID=4326 prefix and refuses other SRIDs, empty text and bad syntax', () => {
    expect(readFootprint('SRID=4326;POINT(8 47)')).toBeInstanceOf(Point);
    expect(() => readFootprint('SRID=2056;POINT(2600000 1200000)')).toThrow(WktError);
    expect(() => readFootprint('  ')).toThrow(WktError);
    expect(() => readFootprint('POLYGON((8 47, 9 47')).toThrow(WktError);
  });

  it('writes back the same WKT (7 decimals) after the round trip through metres', () => {
    const wkt = 'POLYGON((8.9 46,9 46,9 46.1,8.9 46.1,8.9 46))';
    expect(writeFootprint(readFootprint(wkt))).toBe(wkt);
    expect(writeFootprint(readFootprint('LINESTRING(7.1234567 46.7654321,7.2 46.8)'))).toBe('LINESTRING(7.1234567 46.7654321,7.2 46.8)');
  });

  it('turns a view extent into a closed counter-clockwise WGS84 rectangle', () => {
    const [x0, y0] = wgs84ToMercator([8.5, 46]);
    const [x1, y1] = wgs84ToMercator([9.25, 46.5]);
    const wkt = extentToWkt([x0, y0, x1, y1]);
    expect(wkt).toBe('POLYGON ((8.5 46,9.25 46,9.25 46.5,8.5 46.5,8.5 46))');
    const ring = (readFootprint(wkt) as Polygon).getCoordinates()[0]!.map((c) => mercatorToWgs84([c[0]!, c[1]!]));
    expect(ring[0]![0]).toBeCloseTo(8.5, 6);
  });

  it('clamps a world-sized extent to valid degrees', () => {
    expect(extentToWkt([-3e7, -3e7, 3e7, 3e7])).toBe('POLYGON ((-180 -85,180 -85,180 85,-180 85,-180 -85))');
  });
});

describe('footprint vertices (EPSG:4326 [lon, lat])', () => {
  it('lists the vertices of points, lines and polygons (ring without the closing vertex)', () => {
    expect(footprintVertices('POINT(7.5 46.5)')).toEqual({ kind: 'point', vertices: [[7.5, 46.5]] });
    expect(footprintVertices('LINESTRING(7 46,8 47)')).toEqual({ kind: 'line', vertices: [[7, 46], [8, 47]] });
    expect(footprintVertices('POLYGON((7 46,8 46,8 47,7 46))')).toEqual({ kind: 'polygon', vertices: [[7, 46], [8, 46], [8, 47]] });
  });

  it('gives null for what a vertex list cannot show', () => {
    expect(footprintVertices('MULTIPOINT((7 46),(8 47))')).toBeNull();
    expect(footprintVertices('POLYGON((7 46,9 46,9 48,7 48,7 46),(7.5 46.5,8 46.5,8 47,7.5 46.5))')).toBeNull();
  });

  it('builds WKT from vertices, closing polygon rings once', () => {
    expect(footprintFromVertices('point', [[7.5, 46.5]])).toBe('POINT(7.5 46.5)');
    expect(footprintFromVertices('line', [[7, 46], [8, 47]])).toBe('LINESTRING(7 46,8 47)');
    expect(footprintFromVertices('polygon', [[7, 46], [8, 46], [8, 47]])).toBe('POLYGON((7 46,8 46,8 47,7 46))');
    expect(footprintFromVertices('polygon', [[7, 46], [8, 46], [8, 47], [7, 46]])).toBe('POLYGON((7 46,8 46,8 47,7 46))');
  });

  it('refuses too few vertices', () => {
    expect(footprintFromVertices('point', [])).toBeNull();
    expect(footprintFromVertices('line', [[7, 46]])).toBeNull();
    expect(footprintFromVertices('polygon', [[7, 46], [8, 46]])).toBeNull();
  });

  it('round-trips vertices → WKT → vertices', () => {
    const vertices: Array<[number, number]> = [[8.9512345, 46.0012345], [8.96, 46.01], [8.95, 46.02]];
    const wkt = footprintFromVertices('polygon', vertices)!;
    expect(footprintVertices(wkt)?.vertices).toEqual(vertices);
  });
});
