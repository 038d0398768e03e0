import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_UNIT_ID_OFFSET,
  createAdminIndex,
  createPolygonIndex,
  loadAdminIndex,
  type AdminIndex,
} from '../../../src-server/geo/admin-units.js';
import { openDatabase } from '../../../src-server/db/open.js';

const square = (x: number, y: number, s: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[x, y], [x + s, y], [x + s, y + s], [x, y + s], [x, y]]],
});

describe('createAdminIndex (synthetic)', () => {
  const index = createAdminIndex([
    { id: 1, unit_type: 'municipality', canton_id: 10001, district_id: 20101, geometry: square(8, 46, 0.1) },
    { id: 2, unit_type: 'municipality', canton_id: 10002, district_id: null, geometry: square(8.1, 46, 0.1) },
    { id: 10001, unit_type: 'canton', canton_id: null, district_id: null, geometry: square(0, 0, 50) },
  ]);

  it('finds the containing municipality with its district and canton', () => {
    expect(index.locate(8.05, 46.05)).toEqual({ municipality_id: 1, district_id: 20101, canton_id: 10001 });
    expect(index.locate(8.15, 46.05)).toEqual({ municipality_id: 2, district_id: null, canton_id: 10002 });
  });

  it('falls back to the nearest municipality within 2 km, else null', () => {
    // 0.01° south of unit 1 ≈ 1.1 km
    expect(index.locate(8.05, 45.99)?.municipality_id).toBe(1);
    // 0.05° south ≈ 5.6 km
    expect(index.locate(8.05, 45.95)).toBeNull();
    expect(index.locate(Number.NaN, 46)).toBeNull();
  });

  it('names the municipalities a location_id list holds: themselves, a district\'s, a canton\'s, ascending', () => {
    expect(index.municipalitiesWithin([10001])).toEqual([1]);
    expect(index.municipalitiesWithin([20101])).toEqual([1]);
    expect(index.municipalitiesWithin([2, 20101])).toEqual([1, 2]);
    expect(index.municipalitiesWithin([10002, 10001])).toEqual([1, 2]);
    // a canton unit is no municipality, and an id of no unit holds none
    expect(index.municipalitiesWithin([99999])).toEqual([]);
    expect(index.municipalitiesWithin([])).toEqual([]);
  });

  it('ignores non-polygon geometries', () => {
    const idx = createPolygonIndex([{ id: 5, geometry: { type: 'Point', coordinates: [8, 46] } }]);
    expect(idx.find(8, 46)).toBeNull();
  });
});

describe('createAdminIndex (BFS 2024 municipalities)', () => {
  let index: AdminIndex;
  beforeAll(() => {
    const file = fileURLToPath(new URL('../../../resources/demo/admin-units/municipalities-2024.wgs84.geojson', import.meta.url));
    const fc = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Polygon | MultiPolygon, { bfs_nr: number; canton_nr: number }>;
    index = createAdminIndex(
      fc.features.map((f) => ({
        id: ADMIN_UNIT_ID_OFFSET.municipality + f.properties.bfs_nr,
        unit_type: 'municipality',
        canton_id: ADMIN_UNIT_ID_OFFSET.canton + f.properties.canton_nr,
        district_id: null,
        geometry: f.geometry,
      })),
    );
  });

  it.each([
    ['Bern, Zytglogge', 7.44759, 46.94798, 351, 10002],
    ['Lugano, Piazza della Riforma', 8.9511, 46.0048, 5192, 10021],
    ['Zürich, Hauptbahnhof', 8.5402, 47.3782, 261, 10001],
    ['Genève, Plainpalais', 6.1416, 46.1985, 6621, 10025],
  ])('%s', (_name, lon, lat, municipality, canton) => {
    expect(index.locate(lon, lat)).toMatchObject({ municipality_id: municipality, canton_id: canton });
  });

  it('gives null outside Switzerland', () => {
    expect(index.locate(9.19, 45.46)).toBeNull(); // Milano
    expect(index.locate(2.35, 48.85)).toBeNull(); // Paris
  });
});

describe('loadAdminIndex', () => {
  it('reads the municipalities of administrative_units', () => {
    const db = openDatabase(':memory:');
    const ins = db.prepare(
      'INSERT INTO administrative_units (id, name, unit_type, bfs_nr, canton_id, district_id, geometry_geojson) VALUES (?,?,?,?,?,?,?)',
    );
    ins.run(10001, 'Canton', 'canton', 1, null, null, JSON.stringify(square(0, 0, 50)));
    ins.run(7, 'Town', 'municipality', 7, 10001, 20101, JSON.stringify(square(8, 46, 0.1)));
    const index = loadAdminIndex(db);
    expect(index.locate(8.05, 46.05)).toEqual({ municipality_id: 7, district_id: 20101, canton_id: 10001 });
    expect(index.locate(30, 30)).toBeNull();
    db.close();
  });
});
