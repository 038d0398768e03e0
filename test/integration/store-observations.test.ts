/**
 * Observation writes, `/observations/ids` and `/simple_observations` over HTTP on both stores
 * (describeEachStore; the PostgreSQL half needs OBSERVATION_TEST_DATABASE_URL): the same answers,
 * the municipality of a new footprint (SQLite: the in-memory index; PostgreSQL: a spatial join),
 * and issue 11 §3's lost update turned into a 412 by `If-Match`, checked inside the write's transaction.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

describeEachStore('observation writes, ids and the reduced form', (kind, templateUrl) => {
  let server: RunningServer;
  let [steward, curator, visitor, manager] = ['', '', '', '']; // client credentials (validator); editor, viewer, manager of Flora Ticino (GBIF)
  let floraId: number;
  /** A value through the store under test (its own SQL runner). */
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await server.context.store.get<T>(sql, params))!;

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    steward = await clientCredentialsToken(server.url);
    curator = (await loginWithPkce(server.url, 'curator')).access_token;
    visitor = (await loginWithPkce(server.url, 'visitor')).access_token;
    manager = (await loginWithPkce(server.url, 'manager')).access_token;
    floraId = (await one<{ id: number }>("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'")).id;
  }, 120_000);
  afterAll(() => server?.close());

  const get = (path: string, token = steward) => api(server.url, path, { token });
  const q = (params: Record<string, string | number>): string => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const read = (path: string) => api(server.url, path, { token: manager });
  const write = (method: string, path: string, etag: string | null, body?: unknown) =>
    api(server.url, path, { method, token: manager, body, headers: etag ? { 'if-match': etag } : {} });

  describe('GET /rest/v5/observations/ids', () => {
    it('gives every matching id, as many as X-Filtered-Total', async () => {
      const r = await get(`/rest/v5/observations/ids?${q({ dataset_id: floraId, with_total: 'true' })}`);
      expect(r.body.data.length).toBe(Number(r.headers.get('x-filtered-total')));
      expect(r.body.data.length).toBeGreaterThan(100);
      expect(r.body.data.every((id: unknown) => Number.isInteger(id))).toBe(true);
    });
  });

  describe('writing observations', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      dataset_id: floraId, basis_of_record: 1, taxon_id: 2, event_date: '2025-06-14', footprint_wkt: 'POINT(8.9511 46.0037)', ...extra,
    });

    it('creates from footprint_wkt and computes coordinates, datum and the municipality', async () => {
      const r = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body({ recorded_by_id: [3] }) });
      expect(r.status).toBe(201);
      const o = r.body.data;
      expect(o.decimal_longitude).toBeCloseTo(8.9511, 6);
      expect(o.decimal_latitude).toBeCloseTo(46.0037, 6);
      expect(o.geodetic_datum).toBe('EPSG:4326');
      expect(o.municipality_id).toBe(5192); // Lugano
      expect(o.event_date).toBe('2025-06-14T00:00:00.000+02:00');
      expect(o.recorded_by_id).toEqual([3]);
      const read = await get(`/rest/v5/observations/${o.occurrence_id}`, curator);
      expect(read.body.data).toEqual(o);
    });

    it('gives a point on, near and far from the border the municipality the in-memory index gives (PostgreSQL: by a spatial join)', async () => {
      const index = server.context.adminIndex();
      // south from Chiasso into Italy, 0.006° (≈ 670 m) apart: inside, within 2 km of the border, beyond
      const points = Array.from({ length: 10 }, (_, i) => [9.03, 45.84 - i * 0.006] as const);
      const found: Array<number | null> = [];
      for (const [lon, lat] of points) {
        const r = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body({ footprint_wkt: `POINT(${lon} ${lat})` }) });
        expect(r.status).toBe(201);
        expect(r.body.data.municipality_id, `POINT(${lon} ${lat})`).toBe(index.locate(lon, lat)?.municipality_id ?? null);
        found.push(r.body.data.municipality_id);
      }
      expect(found.some((id) => id === null), 'a point beyond 2 km').toBe(true);
      expect(found.some((id) => id !== null), 'a point inside').toBe(true);
    });

    it('puts the representative point of a polygon on its surface', async () => {
      const ring = 'POLYGON((8.95 46.0,8.97 46.0,8.97 46.02,8.96 46.02,8.96 46.01,8.95 46.01,8.95 46.0))';
      const r = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body({ footprint_wkt: ring }) });
      expect(r.status).toBe(201);
      const { decimal_longitude: x, decimal_latitude: y } = r.body.data;
      expect(booleanPointInPolygon([x, y], { type: 'Polygon', coordinates: [[[8.95, 46], [8.97, 46], [8.97, 46.02], [8.96, 46.02], [8.96, 46.01], [8.95, 46.01], [8.95, 46]]] })).toBe(true);
    });

    it('requires basis_of_record and names every bad field in one 422', async () => {
      const r = await api(server.url, '/rest/v5/observations', {
        method: 'POST', token: curator,
        body: { dataset_id: floraId, decimal_longitude: 8, municipality_id: 5192, specimen_type: 1, srid: 2056, taxon_expert: 'x' },
      });
      expect(r.status).toBe(422);
      const fields = r.body.errors.map((e: { field: string }) => e.field).sort();
      expect(fields).toEqual(['basis_of_record', 'decimal_longitude', 'municipality_id', 'specimen_type', 'srid', 'taxon_expert']);
    });

    it.each([
      ['POINT(8 46', 'footprint_wkt'],
      ['POINT(200 46)', 'footprint_wkt'],
      ['POLYGON((8 46,9 46,9 47))', 'footprint_wkt'],
    ])('refuses the geometry %s with a 422 on %s', async (wkt, field) => {
      const r = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body({ footprint_wkt: wkt }) });
      expect(r.status).toBe(422);
      expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('refuses unknown codes, missing taxa and wrapped bodies', async () => {
      const codes = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body({ basis_of_record: 99, taxon_id: 999999 }) });
      expect(codes.status).toBe(422);
      expect(codes.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['basis_of_record', 'taxon_id']);
      for (const wrapper of ['data', 'observation']) {
        const wrapped = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: { [wrapper]: body() } });
        expect(wrapped.status).toBe(422);
        expect(wrapped.body.errors[0].field).toBe(wrapper);
      }
      const notJson = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(notJson.status).toBe(415);
    });

    it('updates only the fields sent, and clears with null', async () => {
      const created = (await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body({ occurrence_remarks: 'first', verbatim_locality: 'Lugano' }) })).body.data;
      const put = await api(server.url, `/rest/v5/observations/${created.occurrence_id}`, { method: 'PUT', token: curator, body: { occurrence_remarks: 'second', verbatim_locality: null } });
      expect(put.status).toBe(200);
      expect(put.body.data.occurrence_remarks).toBe('second');
      expect(put.body.data.verbatim_locality).toBeNull();
      expect(put.body.data.taxon_id).toBe(2);
      const moved = await api(server.url, `/rest/v5/observations/${created.occurrence_id}`, { method: 'PUT', token: curator, body: { footprint_wkt: 'POINT(8.5369 47.3769)' } });
      expect(moved.body.data.municipality_id).toBe(261); // Zürich
    });

    it('refuses writes without the write right (403) and deletes with it (204, then 404)', async () => {
      const created = (await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body() })).body.data;
      expect((await api(server.url, '/rest/v5/observations', { method: 'POST', token: visitor, body: body() })).status).toBe(403);
      expect((await api(server.url, `/rest/v5/observations/${created.occurrence_id}`, { method: 'PUT', token: visitor, body: { cover: 1 } })).status).toBe(403);
      expect((await api(server.url, `/rest/v5/observations/${created.occurrence_id}`, { method: 'DELETE', token: curator })).status).toBe(204);
      expect((await api(server.url, `/rest/v5/observations/${created.occurrence_id}`, { token: curator })).status).toBe(404);
      expect((await api(server.url, '/rest/v5/observations/abc', { token: curator })).status).toBe(404);
    });

    it('answers 405 with Allow for methods the interface does not list', async () => {
      const r = await api(server.url, '/rest/v5/observations/1', { method: 'PATCH', token: curator, body: {} });
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
    });
  });

  describe('read-modify-write on one observation', () => {
    it('gives the second of two clients that read the same version a 412 naming the current one, and loses nothing', async () => {
      const created = await api(server.url, '/rest/v5/observations', { method: 'POST', token: manager, body: { dataset_id: floraId, basis_of_record: 1, occurrence_remarks: 'start' } });
      const path = `/rest/v5/observations/${created.body.data.occurrence_id}`;
      const [a, b] = await Promise.all([read(path), read(path)]);
      const etag = a.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(b.headers.get('etag')).toBe(etag);

      const first = await write('PUT', path, etag, { occurrence_remarks: `${a.body.data.occurrence_remarks} + A` });
      expect(first.status).toBe(200);
      expect(first.headers.get('etag')).not.toBe(etag);
      const second = await write('PUT', path, etag, { occurrence_remarks: `${b.body.data.occurrence_remarks} + B` });
      expect(second.status).toBe(412);
      expect(second.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(second.body.detail).toContain(first.headers.get('etag'));
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect((await read(path)).body.data.occurrence_remarks).toBe('start + A');

      const retried = await write('PUT', path, second.headers.get('etag'), { occurrence_remarks: 'start + A + B' });
      expect(retried.status).toBe(200);
      expect((await write('DELETE', path, etag)).status).toBe(412);
      expect((await write('DELETE', path, retried.headers.get('etag'))).status).toBe(204);
    });

    it('keeps writes without If-Match as they were, and the version the same in every srid', async () => {
      const id = (await one<{ occurrence_id: number }>('SELECT occurrence_id FROM observations WHERE dataset_id = ? AND footprint_wkt IS NOT NULL ORDER BY occurrence_id LIMIT 1', [floraId])).occurrence_id;
      const path = `/rest/v5/observations/${id}`;
      expect((await read(`${path}?srid=2056`)).headers.get('etag')).toBe((await read(path)).headers.get('etag'));
      expect((await write('PUT', path, null, { occurrence_remarks: 'no precondition' })).status).toBe(200);
      expect((await write('PUT', path, '*', { occurrence_remarks: 'any version' })).status).toBe(200);
      expect((await write('PUT', path, '"stale", W/"weak"', { occurrence_remarks: 'x' })).status).toBe(412);
    });
  });

  describe('GET /rest/v5/simple_observations', () => {
    it('gives the reduced form as JSON and as GeoJSON, with the same filters', async () => {
      const json = await api(server.url, '/rest/v5/simple_observations?dataset_id=1&limit=5&with_total=true', { token: steward });
      expect(json.status).toBe(200);
      expect(Object.keys(json.body.data[0])).toEqual(expect.arrayContaining(['id', 'uuid', 'taxon_id', 'event_date', 'decimal_longitude', 'recorded_by_id']));
      expect(json.body.data[0]).not.toHaveProperty('footprint_wkt');
      const geo = await api(server.url, '/rest/v5/simple_observations?dataset_id=1&limit=5', { token: steward, headers: { accept: 'application/geo+json' } });
      expect(geo.headers.get('content-type')).toMatch(/application\/geo\+json/);
      expect(geo.body.type).toBe('FeatureCollection');
      expect(geo.body.features.map((f: { id: number }) => f.id)).toEqual(json.body.data.map((o: { id: number }) => o.id));
      expect(geo.body.features[0].geometry.coordinates).toEqual([json.body.data[0].decimal_longitude, json.body.data[0].decimal_latitude]);
    });

    it('does not take srid', async () => {
      const r = await api(server.url, '/rest/v5/simple_observations?srid=2056', { token: steward });
      expect(r.status).toBe(400);
      expect(r.body.parameter).toBe('srid');
    });
  });
});
