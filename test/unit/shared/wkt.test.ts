import { describe, expect, it } from 'vitest';
import { WktError, lineStringOf, pointOf, polygonOf, readWkt, rectangleOf, writeWkt } from '../../../src-shared/domain/wkt.js';

describe('WKT', () => {
  it('writes points, lines and closed polygons', () => {
    expect(writeWkt(pointOf([8.5, 47.3]))).toBe('POINT (8.5 47.3)');
    expect(writeWkt(lineStringOf([[8, 47], [8.1, 47.1]]))).toBe('LINESTRING (8 47,8.1 47.1)');
    expect(writeWkt(polygonOf([[0, 0], [1, 0], [1, 1]]))).toBe('POLYGON ((0 0,1 0,1 1,0 0))');
    expect(writeWkt(polygonOf([[0, 0], [1, 0], [1, 1], [0, 0]]))).toBe('POLYGON ((0 0,1 0,1 1,0 0))');
    expect(writeWkt(rectangleOf(7, 46, 8, 47))).toBe('POLYGON ((7 46,8 46,8 47,7 47,7 46))');
  });

  it('rounds to the decimals asked for', () => {
    expect(writeWkt(pointOf([8.123456789, 47.000000049]), 7)).toBe('POINT (8.1234568 47)');
  });

  it('writes a geometry collection with the keyword spaced like the others', () => {
    expect(writeWkt({ type: 'GeometryCollection', geometries: [pointOf([1, 2])] })).toBe('GEOMETRYCOLLECTION (POINT (1 2))');
  });

  it('reads what it writes, EWKT of WGS84 and any whitespace', () => {
    expect(readWkt('POLYGON ((0 0,1 0,1 1,0 0))')).toEqual(polygonOf([[0, 0], [1, 0], [1, 1]]));
    expect(readWkt('SRID=4326;POINT(8.5\n47.3)')).toEqual(pointOf([8.5, 47.3]));
    expect(readWkt('point (8.5 47.3)')).toEqual(pointOf([8.5, 47.3]));
  });

  it('refuses another SRID, empty text and broken WKT with a WktError', () => {
    expect(() => readWkt('SRID=2056;POINT(2600000 1200000)')).toThrow(WktError);
    expect(() => readWkt('  ')).toThrow(WktError);
    expect(() => readWkt('POLYGON((0 0,1 0')).toThrow(WktError);
    expect(() => readWkt('POINT EMPTY')).toThrow(WktError);
  });
});
