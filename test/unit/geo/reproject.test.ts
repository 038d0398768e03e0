import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_SRIDS,
  geodeticDatum,
  isSupportedSrid,
  reprojectGeometry,
  reprojectPosition,
  unprojectPosition,
} from '../../../src-server/geo/reproject.js';

// The projection centre of the Swiss grids (old Bern observatory) in WGS84, per swisstopo:
// LV95 E 2'600'000 N 1'200'000 = 46°57'03.9" N 7°26'19.1" E.
const BERN = [7.438632, 46.951083] as const;
// Zytglogge, Bern: about E 2'600'670 N 1'199'655 (LV95), 46.94798 N 7.44759 E.
const ZYTGLOGGE = [7.44759, 46.94798] as const;

describe('reprojectPosition', () => {
  it('puts the Bern projection centre at 2600000/1200000 in LV95 (within 1 m)', () => {
    const [e, n] = reprojectPosition([...BERN], 2056);
    expect(Math.abs(e - 2_600_000)).toBeLessThan(1);
    expect(Math.abs(n - 1_200_000)).toBeLessThan(1);
  });

  it('gives LV03 = LV95 - 2000000 / 1000000', () => {
    const lv95 = reprojectPosition([...ZYTGLOGGE], 2056);
    const lv03 = reprojectPosition([...ZYTGLOGGE], 21781);
    expect(lv03[0]).toBeCloseTo(lv95[0] - 2_000_000, 3);
    expect(lv03[1]).toBeCloseTo(lv95[1] - 1_000_000, 3);
    expect(Math.abs(lv95[0] - 2_600_670)).toBeLessThan(20);
    expect(Math.abs(lv95[1] - 1_199_655)).toBeLessThan(20);
  });

  it('projects to Web Mercator metres', () => {
    const [x, y] = reprojectPosition([8.5, 47.3], 3857);
    expect(x).toBeCloseTo(946_215.6, 0);
    expect(y).toBeCloseTo(5_991_179.92, 1); // R·ln(tan(π/4 + φ/2))
    const [x0, y0] = reprojectPosition([0, 0], 3857);
    expect(Math.abs(x0) + Math.abs(y0)).toBeLessThan(1e-6);
  });

  it('is the identity for 4326 and round-trips the others', () => {
    expect(reprojectPosition([8.5, 47.3], 4326)).toEqual([8.5, 47.3]);
    for (const srid of SUPPORTED_SRIDS) {
      const back = unprojectPosition(reprojectPosition([8.95, 46.01], srid), srid);
      expect(back[0]).toBeCloseTo(8.95, 7);
      expect(back[1]).toBeCloseTo(46.01, 7);
    }
  });

  it('refuses unsupported srids', () => {
    expect(() => reprojectPosition([8, 46], 25832)).toThrow(RangeError);
    expect(isSupportedSrid(2056)).toBe(true);
    expect(isSupportedSrid(25832)).toBe(false);
  });
});

describe('reprojectGeometry', () => {
  it('reprojects every position and leaves the input unchanged', () => {
    const poly = { type: 'Polygon' as const, coordinates: [[[7, 46], [8, 46], [8, 47], [7, 46]]] };
    const out = reprojectGeometry(poly, 2056);
    expect(poly.coordinates[0]![0]).toEqual([7, 46]);
    expect(out.coordinates[0]!.length).toBe(4);
    for (const p of out.coordinates[0]!) {
      expect(p[0]).toBeGreaterThan(2_400_000);
      expect(p[1]).toBeGreaterThan(1_000_000);
    }
    const gc = reprojectGeometry(
      { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [...BERN] }] },
      21781,
    );
    expect(gc.type === 'GeometryCollection' && gc.geometries[0]?.type === 'Point').toBe(true);
  });
});

describe('geodeticDatum', () => {
  it('names the EPSG code', () => {
    expect(geodeticDatum(4326)).toBe('EPSG:4326');
    expect(geodeticDatum(2056)).toBe('EPSG:2056');
    expect(() => geodeticDatum(1234)).toThrow(RangeError);
  });
});
