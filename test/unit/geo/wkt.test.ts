import { describe, expect, it } from 'vitest';
import { GeometryInputError, geometryToWkt, parseFootprintWkt } from '../../../src-server/geo/wkt.js';

describe('parseFootprintWkt', () => {
  it.each([
    ['POINT(8.5 47.3)', { type: 'Point', coordinates: [8.5, 47.3] }],
    ['point ( 8.5   47.3 )', { type: 'Point', coordinates: [8.5, 47.3] }],
    ['SRID=4326;POINT(8.5 47.3)', { type: 'Point', coordinates: [8.5, 47.3] }],
    ['srid=4326; Point(-1e-3 +4.5E1)', { type: 'Point', coordinates: [-0.001, 45] }],
    ['LINESTRING(8 46, 8.1 46.1)', { type: 'LineString', coordinates: [[8, 46], [8.1, 46.1]] }],
    ['POLYGON((8 46,9 46,9 47,8 46))', { type: 'Polygon', coordinates: [[[8, 46], [9, 46], [9, 47], [8, 46]]] }],
    ['MULTIPOINT((8 46),(9 47))', { type: 'MultiPoint', coordinates: [[8, 46], [9, 47]] }],
    ['MULTIPOINT(8 46, 9 47)', { type: 'MultiPoint', coordinates: [[8, 46], [9, 47]] }],
    ['MULTILINESTRING((8 46,9 46),(8 47,9 47))', { type: 'MultiLineString', coordinates: [[[8, 46], [9, 46]], [[8, 47], [9, 47]]] }],
    [
      'MULTIPOLYGON(((8 46,9 46,9 47,8 46)),((1 1,2 1,2 2,1 1),(1.1 1.1,1.2 1.1,1.2 1.2,1.1 1.1)))',
      {
        type: 'MultiPolygon',
        coordinates: [
          [[[8, 46], [9, 46], [9, 47], [8, 46]]],
          [[[1, 1], [2, 1], [2, 2], [1, 1]], [[1.1, 1.1], [1.2, 1.1], [1.2, 1.2], [1.1, 1.1]]],
        ],
      },
    ],
    ['POINT(\n8.5\t47.3\n)', { type: 'Point', coordinates: [8.5, 47.3] }],
  ])('parses %s', (wkt, expected) => {
    expect(parseFootprintWkt(wkt)).toEqual(expected);
  });

  it('parses a geometry collection', () => {
    const g = parseFootprintWkt('GEOMETRYCOLLECTION(POINT(8 46),LINESTRING(8 46,9 47))');
    expect(g.type).toBe('GeometryCollection');
  });

  it.each([
    ['', /empty/],
    ['POINT EMPTY', /empty/],
    ['POLYGON EMPTY', /empty/],
    ['POINT(8.5)', /Invalid WKT/],
    ['POINT(8.5 47.3', /parenthes/],
    ['POINT(8.5 47.3))', /after the end/],
    ['POINT(8.5 47.3) extra', /after the end/],
    ['POINT(8.5 47.3)(1 2)', /after the end/],
    ['POINT(8,5 47.3)', /Invalid WKT/],
    ['POINT(abc 47.3)', /unknown word/],
    ['CIRCLE(8 46, 1)', /unknown word/],
    ['POINT(NaN 47)', /unknown word/],
    ['POINT(Infinity 47)', /unknown word/],
    ['POINT(8.5 # 47)', /unexpected character/],
    ['POINT(181 47)', /Longitude 181 is outside/],
    ['POINT(8 -90.5)', /Latitude -90.5 is outside/],
    ['POINT(8 1e400)', /finite/],
    ['LINESTRING(8 46)', /at least 2 positions/],
    ['POLYGON((8 46,9 46,8 46))', /at least 4 positions/],
    ['POLYGON((8 46,9 46,9 47,8 47))', /not closed/],
    ['SRID=2056;POINT(2600000 1200000)', /SRID=4326/],
    ['POINT Z (8 46 500)', /2-D/],
    ['POINTM(8 46 1)', /unknown word|2-D/],
  ])('refuses %j', (wkt, message) => {
    let error: unknown;
    try {
      parseFootprintWkt(wkt);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GeometryInputError);
    expect((error as Error).message).toMatch(message);
  });
});

describe('geometryToWkt', () => {
  it('round-trips every type', () => {
    for (const wkt of [
      'POINT (8.5 47.3)',
      'LINESTRING (8 46,8.1 46.1)',
      'POLYGON ((8 46,9 46,9 47,8 46))',
      'MULTIPOINT (8 46,9 47)',
      'MULTILINESTRING ((8 46,9 46),(8 47,9 47))',
      'MULTIPOLYGON (((8 46,9 46,9 47,8 46)))',
      'GEOMETRYCOLLECTION (POINT (8 46),LINESTRING (8 46,9 47))',
    ]) {
      expect(geometryToWkt(parseFootprintWkt(wkt))).toBe(wkt);
    }
  });
});
