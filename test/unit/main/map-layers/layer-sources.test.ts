import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCapabilities, wmtsRootProblem } from '../../../../src-main/map-layers/capabilities.js';
import { readGeoJsonOverlay, wgs84Overlay } from '../../../../src-main/map-layers/geojson-overlay.js';

const capabilities = await readFile(join(import.meta.dirname, '../../../fixtures/map-layers/swisstopo-wmts-capabilities.xml'), 'utf8');
const answer = (body: string, init: ResponseInit = {}) => async () => new Response(body, init);
const rejection = async (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a rejection'); }, (error: unknown) => error);

describe('reading a WMTS capabilities document', () => {
  it('answers the XML of a WMTS 1.0 Capabilities document', async () => {
    const read = await readCapabilities('https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml', answer(capabilities) as typeof fetch);
    expect(read.xml).toBe(capabilities);
  });

  it('says when the document is not WMTS: another XML, an OGC exception, HTML', async () => {
    expect(wmtsRootProblem('<WMS_Capabilities xmlns="http://www.opengis.net/wms"/>')).toMatch(/WMS_Capabilities/);
    expect(wmtsRootProblem('<ows:ExceptionReport xmlns:ows="http://www.opengis.net/ows/1.1"/>')).toMatch(/ExceptionReport/);
    await expect(rejection(readCapabilities('https://example.org/x', answer('<!doctype html><html><body>Hello</body>') as typeof fetch)))
      .resolves.toMatchObject({ status: 422, code: 'layer-not-wmts', fields: [{ field: 'url' }] });
  });

  it('says when the address is unreachable or answers an HTTP error', async () => {
    const refused = async () => { throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }); };
    await expect(rejection(readCapabilities('https://127.0.0.1:1/caps.xml', refused as typeof fetch))).resolves.toMatchObject({ status: 502, code: 'layer-unreachable' });
    await expect(rejection(readCapabilities('https://example.org/caps.xml', answer('gone', { status: 404 }) as typeof fetch)))
      .resolves.toMatchObject({ code: 'layer-unreachable', message: expect.stringContaining('HTTP 404') });
  });

  it('refuses plain http outside loopback before any request, also behind a redirect', async () => {
    let calls = 0;
    const counting = (async () => { calls += 1; return new Response(capabilities); }) as typeof fetch;
    await expect(rejection(readCapabilities('http://wmts.example.org/caps.xml', counting))).resolves.toMatchObject({ status: 422, code: 'layer-http-only' });
    expect(calls).toBe(0);
    const redirecting = (async () => new Response(null, { status: 302, headers: { location: 'http://wmts.example.org/caps.xml' } })) as typeof fetch;
    await expect(rejection(readCapabilities('https://wmts.example.org/caps.xml', redirecting))).resolves.toMatchObject({ code: 'layer-http-only' });
    await expect(readCapabilities('http://127.0.0.1:4555/caps.xml', answer(capabilities) as typeof fetch)).resolves.toMatchObject({ xml: capabilities });
  });
});

const dir = await mkdtemp(join(tmpdir(), 'desk-overlay-'));

describe('a GeoJSON overlay', () => {
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const point = (coordinates: number[]) => ({ type: 'Feature', geometry: { type: 'Point', coordinates }, properties: { name: 'x' } });

  it('reads WGS84 GeoJSON; a Feature or a geometry becomes a collection', async () => {
    const path = join(dir, 'sites.geojson');
    await writeFile(path, JSON.stringify({ type: 'FeatureCollection', features: [point([8.54, 47.37])] }));
    expect((await readGeoJsonOverlay(path, 'sites.geojson')).features).toHaveLength(1);
    expect(wgs84Overlay(point([7.44, 46.95]), 'one.geojson').features).toHaveLength(1);
    expect(wgs84Overlay({ type: 'Point', coordinates: [7.44, 46.95] }, 'g.geojson').features[0]).toMatchObject({ type: 'Feature', geometry: { type: 'Point' } });
  });

  it('says when the file is not WGS84: a projected crs or LV95 coordinates', () => {
    const lv95 = { type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2056' } }, features: [point([2600000, 1200000])] };
    expect(() => wgs84Overlay(lv95, 'lv95.geojson')).toThrow(expect.objectContaining({ code: 'layer-not-wgs84', message: expect.stringContaining('EPSG::2056') }));
    const { crs: _crs, ...withoutCrs } = lv95;
    expect(() => wgs84Overlay(withoutCrs, 'lv95.geojson')).toThrow(expect.objectContaining({ code: 'layer-not-wgs84' }));
  });

  it('says when the file is not GeoJSON at all', async () => {
    const path = join(dir, 'notes.json');
    await writeFile(path, '{"hello": "world"}');
    await expect(rejection(readGeoJsonOverlay(path, 'notes.json'))).resolves.toMatchObject({ status: 422, code: 'layer-not-geojson' });
    await writeFile(path, 'not json');
    await expect(rejection(readGeoJsonOverlay(path, 'notes.json'))).resolves.toMatchObject({ code: 'layer-not-geojson' });
  });
});
