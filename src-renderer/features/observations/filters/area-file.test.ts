import { describe, expect, it } from 'vitest';
import { transformXY } from '../../../../src-shared/domain/crs.js';
import { AreaFileError, areaWkt, readAreaFile } from './area-file.js';

const square = (x: number, y: number, d: number) => [[[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]]];
const file = (name: string, text: string): File => new File([text], name);
const collection = (...geometries: object[]) => JSON.stringify({
  type: 'FeatureCollection',
  features: geometries.map((geometry, i) => ({ type: 'Feature', properties: { name: `Area ${i + 1}` }, geometry })),
});

async function problemOf(f: File): Promise<AreaFileError> {
  const error = await readAreaFile(f).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AreaFileError);
  return error as AreaFileError;
}

describe('area filter from a file', () => {
  it('reads the polygon of a GeoJSON file, with its name', async () => {
    const [only, ...rest] = await readAreaFile(file('lugano.geojson', collection({ type: 'Polygon', coordinates: square(8.9, 45.95, 0.1) })));
    expect(rest).toEqual([]);
    expect(only!.name).toBe('Area 1');
    expect(areaWkt([only!])).toBe('POLYGON ((8.9 45.95,9 45.95,9 46.05,8.9 46.05,8.9 45.95))');
  });

  it('reprojects a GeoJSON in LV95 (the old crs member) to WGS84', async () => {
    const ring = square(2_717_000, 1_095_000, 1000)[0]!;
    const text = JSON.stringify({ type: 'Feature', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2056' } }, properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } });
    const parsed = JSON.parse(text);
    parsed.type = 'FeatureCollection';
    parsed.features = [{ type: 'Feature', properties: {}, geometry: parsed.geometry }];
    const [area] = await readAreaFile(file('lv95.geojson', JSON.stringify(parsed)));
    const [lon, lat] = (area!.geometry.coordinates[0] as number[][])[0]!;
    const [e, n] = transformXY(4326, 2056, [lon!, lat!]);
    expect(lon).toBeGreaterThan(8.9);
    expect(lon).toBeLessThan(9.1);
    expect(e).toBeCloseTo(2_717_000, 2);
    expect(n).toBeCloseTo(1_095_000, 2);
  });

  it('reads the polygons of a KML file', async () => {
    const text = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Maggia delta</name>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>8.78,46.15 8.80,46.15 8.80,46.17 8.78,46.17 8.78,46.15</coordinates></LinearRing></outerBoundaryIs></Polygon>
      </Placemark></Document></kml>`;
    const [area] = await readAreaFile(file('delta.kml', text));
    expect(area!.name).toBe('Maggia delta');
    expect(area!.geometry.type).toBe('Polygon');
    expect((area!.geometry.coordinates[0] as number[][]).map((p) => p.slice(0, 2))).toEqual([[8.78, 46.15], [8.8, 46.15], [8.8, 46.17], [8.78, 46.17], [8.78, 46.15]]);
  });

  it('refuses lines and points, saying what the file holds', async () => {
    const error = await problemOf(file('route.geojson', collection({ type: 'LineString', coordinates: [[8.9, 46], [9, 46]] }, { type: 'Point', coordinates: [8.9, 46] })));
    expect(error.problem).toBe('lines-or-points');
    expect(error.found).toEqual(['LineString', 'Point']);
  });

  it('offers each of several polygons, or their union as one MultiPolygon', async () => {
    const areas = await readAreaFile(file('two.geojson', collection({ type: 'Polygon', coordinates: square(8.9, 46, 0.1) }, { type: 'Polygon', coordinates: square(9.1, 46, 0.1) })));
    expect(areas.map((a) => a.name)).toEqual(['Area 1', 'Area 2']);
    expect(areaWkt(areas)).toMatch(/^MULTIPOLYGON \(\(\(8\.9 46,.*\)\),\s?\(\(9\.1 46,.*\)\)\)$/);
  });

  it('names broken, unknown and oversized files clearly', async () => {
    expect((await problemOf(file('broken.geojson', '{"type": "FeatureCollection", "features": ['))).problem).toBe('unreadable');
    expect((await problemOf(file('broken.kml', '<kml><Placemark>'))).problem).toBe('unreadable');
    expect((await problemOf(file('area.gpx', '<gpx/>'))).problem).toBe('unsupported');
    expect((await problemOf(file('empty.geojson', collection()))).problem).toBe('no-polygon');
    const odd = JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'EPSG:32632' } }, features: [] });
    expect((await problemOf(file('utm.geojson', odd))).problem).toBe('unknown-crs');
    expect((await problemOf(file('not-a-zip.zip', 'hello'))).problem).toBe('unreadable');
  });
});
