import { describe, expect, it } from 'vitest';
import { createAdminIndex } from '../../../src-server/geo/admin-units.js';
import { computeFootprint, representativePoint } from '../../../src-server/geo/footprint.js';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { GeometryInputError } from '../../../src-server/geo/wkt.js';

const index = createAdminIndex([
  {
    id: 5192,
    unit_type: 'municipality',
    canton_id: 10021,
    district_id: 22105,
    geometry: { type: 'Polygon', coordinates: [[[8.9, 45.9], [9.0, 45.9], [9.0, 46.1], [8.9, 46.1], [8.9, 45.9]]] },
  },
]);

describe('computeFootprint', () => {
  it('fills every field for a point', () => {
    const f = computeFootprint('POINT(8.95 46)', index);
    expect(f).toMatchObject({
      footprint_wkt: 'POINT (8.95 46)',
      decimal_longitude: 8.95,
      decimal_latitude: 46,
      geodetic_datum: 'EPSG:4326',
      min_lon: 8.95,
      max_lon: 8.95,
      min_lat: 46,
      max_lat: 46,
      municipality_id: 5192,
      district_id: 22105,
      canton_id: 10021,
    });
    expect(JSON.parse(f.footprint_geojson)).toEqual({ type: 'Point', coordinates: [8.95, 46] });
    expect(f.x_3857).toBeCloseTo(996_309.44, 1); // R·λ
    expect(f.y_3857).toBeGreaterThan(5_700_000);
  });

  it('puts the representative point on the surface of a concave polygon', () => {
    // a "U" whose bbox centre is in the notch
    const u = 'POLYGON((8.9 45.9,9.0 45.9,9.0 46.1,8.98 46.1,8.98 45.95,8.92 45.95,8.92 46.1,8.9 46.1,8.9 45.9))';
    const f = computeFootprint(u, index);
    const poly = JSON.parse(f.footprint_geojson);
    expect(booleanPointInPolygon([f.decimal_longitude, f.decimal_latitude], poly)).toBe(true);
    expect([f.min_lon, f.min_lat, f.max_lon, f.max_lat]).toEqual([8.9, 45.9, 9.0, 46.1]);
    expect(f.municipality_id).toBe(5192);
  });

  it('handles lines and multi geometries', () => {
    const line = computeFootprint('LINESTRING(8.91 45.95, 8.99 46.05)', index);
    expect(line.decimal_longitude).toBeCloseTo(8.95, 6);
    expect(line.min_lon).toBe(8.91);
    expect(line.max_lat).toBe(46.05);
    const mp = computeFootprint('MULTIPOINT((8.91 45.95),(8.99 46.05))', index);
    // a multipoint's representative point is one of its points (the bbox centre is not on it)
    expect([[8.91, 45.95], [8.99, 46.05]]).toContainEqual([mp.decimal_longitude, mp.decimal_latitude]);
    expect(representativePoint({ type: 'Point', coordinates: [8.91, 45.95] })).toEqual([8.91, 45.95]);
  });

  it('leaves the units null outside Switzerland or without an index', () => {
    expect(computeFootprint('POINT(2.35 48.85)', index).municipality_id).toBeNull();
    expect(computeFootprint('POINT(8.95 46)', null).canton_id).toBeNull();
  });

  it('throws GeometryInputError for bad input', () => {
    expect(() => computeFootprint('POINT(8.95)', index)).toThrow(GeometryInputError);
    expect(() => computeFootprint('POINT(8.95 95)', index)).toThrow(/Latitude/);
  });
});
