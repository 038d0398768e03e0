import { describe, expect, it } from 'vitest';
import { PROJ4_DEFINITIONS, isSupportedSrid, transformXY } from '../../../src-shared/domain/crs.js';

// Reference points from swisstopo's NAVREF: the old Bern observatory is the origin of both grids.
describe('coordinate systems', () => {
  it('puts the origin of LV95 and LV03 at the Bern observatory', () => {
    const [lon, lat] = transformXY(2056, 4326, [2_600_000, 1_200_000]);
    expect(lon).toBeCloseTo(7.438632, 5);
    expect(lat).toBeCloseTo(46.951083, 5);
    const lv03 = transformXY(4326, 21781, [lon, lat]);
    expect(lv03[0]).toBeCloseTo(600_000, 1);
    expect(lv03[1]).toBeCloseTo(200_000, 1);
  });

  it('keeps LV03 exactly 2,000,000 / 1,000,000 metres from LV95', () => {
    const lugano = transformXY(4326, 2056, [8.9511, 46.0037]);
    const old = transformXY(4326, 21781, [8.9511, 46.0037]);
    expect(lugano[0] - old[0]).toBeCloseTo(2_000_000, 3);
    expect(lugano[1] - old[1]).toBeCloseTo(1_000_000, 3);
  });

  it('writes Web Mercator metres as OpenLayers and the cluster tiles expect', () => {
    const [x, y] = transformXY(4326, 3857, [7.438632, 46.951083]);
    expect(x).toBeCloseTo(828_064.6, 0);
    expect(y).toBeCloseTo(5_934_093.8, -1);
  });

  it('uses one Swiss datum shift for both grids', () => {
    expect(PROJ4_DEFINITIONS[2056]).toContain('+towgs84=674.374,15.056,405.346');
    expect(PROJ4_DEFINITIONS[21781]).toContain('+towgs84=674.374,15.056,405.346');
    expect(isSupportedSrid(2056)).toBe(true);
    expect(isSupportedSrid(21782)).toBe(false);
  });
});
