import { describe, expect, it } from 'vitest';
import { get as getProjection, transform } from 'ol/proj.js';
import { LV95, lv95ToWgs84, mercatorToWgs84, registerSwissProjections, SWITZERLAND_EXTENT_3857, wgs84ToLv95, wgs84ToMercator, WEB_MERCATOR, WGS84 } from './crs.js';

describe('Swiss coordinate systems', () => {
  it('puts the LV95 origin (2 600 000 / 1 200 000) at the old Bern observatory', () => {
    const [lon, lat] = lv95ToWgs84([2_600_000, 1_200_000]);
    expect(lon).toBeCloseTo(7.438632, 5);
    expect(lat).toBeCloseTo(46.951083, 5);
  });

  it('round-trips WGS84 → LV95 → WGS84 to the centimetre', () => {
    const start: [number, number] = [8.9511, 46.0037]; // Lugano
    const [e, n] = wgs84ToLv95(start);
    expect(e).toBeGreaterThan(2_700_000);
    expect(n).toBeLessThan(1_100_000);
    const [lon, lat] = lv95ToWgs84([e, n]);
    expect(lon).toBeCloseTo(start[0], 7);
    expect(lat).toBeCloseTo(start[1], 7);
  });

  it('registers EPSG:2056 with OpenLayers, agreeing with proj4', () => {
    registerSwissProjections();
    expect(getProjection(LV95)?.getUnits()).toBe('m');
    const [e, n] = transform([7.438632, 46.951083], WGS84, LV95);
    expect(e).toBeCloseTo(2_600_000, 0);
    expect(n).toBeCloseTo(1_200_000, 0);
  });

  it('computes Web Mercator exactly like OpenLayers', () => {
    const lonLat: [number, number] = [7.43861, 46.95123];
    const ours = wgs84ToMercator(lonLat);
    const theirs = transform(lonLat, WGS84, WEB_MERCATOR);
    expect(ours[0]).toBeCloseTo(theirs[0]!, 6);
    expect(ours[1]).toBeCloseTo(theirs[1]!, 6);
    const back = mercatorToWgs84(ours);
    expect(back[0]).toBeCloseTo(lonLat[0], 10);
    expect(back[1]).toBeCloseTo(lonLat[1], 10);
  });

  it('has a Switzerland extent in metres that contains Bern', () => {
    const [x, y] = wgs84ToMercator([7.44, 46.95]);
    const [minX, minY, maxX, maxY] = SWITZERLAND_EXTENT_3857;
    expect(x > minX && x < maxX && y > minY && y < maxY).toBe(true);
  });
});
