import type Polygon from 'ol/geom/Polygon.js';
import { describe, expect, it } from 'vitest';
import type { AdministrativeUnit } from '../../../src-shared/contract/reference.js';
import { wgs84ToMercator } from '../../map/crs.js';
import { unitFeatureSource } from './unit-features.js';

/** A square unit of 0.1° at (`lon`, `lat`), as the interface sends it with `with_geometry`. */
function unit(id: number, name: string, lon: number, lat: number): AdministrativeUnit {
  const ring = [[lon, lat], [lon + 0.1, lat], [lon + 0.1, lat + 0.1], [lon, lat + 0.1], [lon, lat]];
  return { id, name, unit_type: 'municipality', geometry: { type: 'Polygon', coordinates: [ring] } };
}

describe('the administrative units as map features', () => {
  it('holds one feature per unit with a boundary, by its id, in Web Mercator', () => {
    const units = [unit(261, 'Zürich', 8.5, 47.3), unit(351, 'Bern', 7.4, 46.9), { id: 9999, name: 'Without boundary', unit_type: 'municipality', geometry: null }];
    const source = unitFeatureSource(units);
    expect(source.getFeatures()).toHaveLength(2);
    const zurich = source.getFeatureById(261)!;
    expect(zurich.get('name')).toBe('Zürich');
    const [x, y] = (zurich.getGeometry() as Polygon).getCoordinates()[0]![0]!;
    const [mx, my] = wgs84ToMercator([8.5, 47.3]);
    expect(x).toBeCloseTo(mx!, 3);
    expect(y).toBeCloseTo(my!, 3);
    expect(source.getFeatureById(9999)).toBeNull();
  });

  it('builds the features of a unit set once: a map opened again gets the same ones', () => {
    const units = [unit(261, 'Zürich', 8.5, 47.3)];
    const first = unitFeatureSource(units);
    const again = unitFeatureSource(units);
    expect(again).toBe(first);
    expect(again.getFeatureById(261)).toBe(first.getFeatureById(261));
    // another answer (another kind, or read again) is another set
    expect(unitFeatureSource([...units])).not.toBe(first);
  });
});
