/**
 * /rest/v5/releves end to end (interface v5, "Releve" and Endpoints "Releves"): real tokens,
 * a private copy of the demo data, on both stores (describeEachStore; the PostgreSQL half needs
 * OBSERVATION_TEST_DATABASE_URL), the same assertions. Every relevé used here is created by the
 * tests; filters are narrowed with `id[gte]` so that demo relevés never count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/server.js';
import { describeEachStore } from '../helpers/postgres.js';
import { scalar as scalarOf, startStoreServer } from '../helpers/store-server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';
import type { RunningServer } from '../../src-server/index.js';

describeEachStore('relevés', (kind, templateUrl) => {
  let server: RunningServer;
  let manager: string; // manager role on every demo project: may write
  let visitor: string; // viewer on one project only
  let steward: string; // validator: may read, not write
  let datasetA: number; // manager manages it, visitor views it
  let datasetB: number; // manager manages it, visitor has no role
  let people: { manager: number; steward: number };
  let codes: Record<string, number>;

  /** A square polygon (WKT, EPSG:4326) of `side` degrees with its south-west corner at lon/lat. */
  const square = (lon: number, lat: number, side = 0.0003): string =>
    `POLYGON((${lon} ${lat},${lon + side} ${lat},${lon + side} ${lat + side},${lon} ${lat + side},${lon} ${lat}))`;
  const ZERMATT = square(7.7491, 46.0207); // Valais
  const BELLINZONA = square(9.0226, 46.1946); // Ticino

  const get = (path: string, token = manager) => api(server.url, path, { token });
  const post = (body: unknown, token = manager) => api(server.url, '/rest/v5/releves', { method: 'POST', token, body });
  const put = (id: number, body: unknown, token = manager) => api(server.url, `/rest/v5/releves/${id}`, { method: 'PUT', token, body });
  const errorFields = (body: { errors?: Array<{ field: string }> }): string[] => (body.errors ?? []).map((e) => e.field).sort();

  async function firstCode(field: string): Promise<number> {
    const res = await api(server.url, `/public/v5/vocabularies?field_name=${field}&limit=1`);
    expect(res.status, field).toBe(200);
    expect(res.body.data.length, `vocabulary ${field} is seeded`).toBeGreaterThan(0);
    return res.body.data[0].code as number;
  }

  /** The first column of the first row of `sql`, through the store under test. */
  const scalar = (sql: string, ...params: unknown[]): Promise<number | undefined> => scalarOf(server, sql, ...params);

  /** A species observation of relevé `releve_id`, through POST /observations. */
  async function speciesObservation(body: { dataset_id: number; releve_id: number; taxon_id?: number; taxa_relations_reference_id?: number }): Promise<number> {
    const res = await api(server.url, '/rest/v5/observations', { method: 'POST', token: manager, body: { basis_of_record: codes.basis_of_record, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.occurrence_id as number;
  }

  /** Deletes observation `occurrence_id` through DELETE /observations/{id}. */
  async function deleteObservation(occurrence_id: number): Promise<void> {
    expect((await api(server.url, `/rest/v5/observations/${occurrence_id}`, { method: 'DELETE', token: manager })).status).toBe(204);
  }

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    [manager, visitor, steward] = await Promise.all([
      loginWithPkce(server.url, 'manager').then((t) => t.access_token),
      loginWithPkce(server.url, 'visitor').then((t) => t.access_token),
      clientCredentialsToken(server.url),
    ]);
    const role = `SELECT p.project_id FROM policies p JOIN accounts a ON a.person_id = p.person_id WHERE a.username = ? AND p.role = ?`;
    datasetA = (await scalar(`${role} AND p.project_id IN (${role}) ORDER BY p.project_id`, 'manager', 'manager', 'visitor', 'viewer'))!;
    datasetB = (await scalar(`${role} AND p.project_id NOT IN (SELECT project_id FROM policies p2 JOIN accounts a2 ON a2.person_id = p2.person_id WHERE a2.username = 'visitor') ORDER BY p.project_id`, 'manager', 'manager'))!;
    expect(datasetA).toBeTypeOf('number');
    expect(datasetB).toBeTypeOf('number');
    const person = async (u: string): Promise<number> => (await scalar('SELECT person_id FROM accounts WHERE username = ?', u))!;
    people = { manager: await person('manager'), steward: await person('steward') };
    codes = {};
    for (const f of ['sample_size_unit', 'quality_cover', 'quality_list', 'soil_type', 'orientation', 'date_precision', 'basis_of_record', 'taxa_relations_reference'])
      codes[f] = await firstCode(f);
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Every writable field of a relevé, in v5 names and units. */
  function fullReleve(): Record<string, unknown> {
    return {
      dataset_id: datasetA,
      project: 'Riffelalp plot 7',
      sample_size_value: 16,
      sample_size_unit: codes.sample_size_unit,
      event_remarks: 'South-facing larch pasture.',
      syntaxon_name: 'Larici-Pinetum cembrae',
      mosses_identified: true,
      lichens_identified: false,
      inclination_in_degrees: 25,
      cover_total_in_percentage: 95,
      tree_layer_height_in_meters: 18.5,
      shrub_layer_height_in_meters: 1.2,
      herb_layer_height_in_centimeters: 35,
      moss_layer_height_in_centimeters: 4,
      cover_trees_in_percentage: 40, cover_shrubs_in_percentage: 10, cover_herbs_in_percentage: 70,
      cover_mosses_in_percentage: 15, cover_cryptogams_in_percentage: 5, cover_lichens_in_percentage: 2,
      cover_algae_in_percentage: 0, cover_litter_in_percentage: 20, cover_soil_in_percentage: 3,
      cover_rock_in_percentage: 1, cover_water_in_percentage: 0,
      quality_cover: codes.quality_cover,
      quality_list: codes.quality_list,
      soil_type: codes.soil_type,
      orientation: codes.orientation,
      soil_ph: 5.4,
      event_date: '2024-07-15T10:30:00.000+02:00',
      date_precision: codes.date_precision,
      footprint_wkt: ZERMATT,
      recorded_by_id: [people.manager, people.steward],
    };
  }

  describe('relevé create and read', () => {
    it('creates a relevé with every field and reads the same values back', async () => {
      const sent = fullReleve();
      const created = await post(sent);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.data.id as number;
      expect(created.headers.get('location')).toBe(`/rest/v5/releves/${id}`);
      const read = await get(`/rest/v5/releves/${id}`);
      expect(read.status).toBe(200);
      const { footprint_wkt, ...rest } = sent;
      expect(read.body.data).toMatchObject({ ...rest, id });
      expect(read.body.data.mosses_identified).toBe(true);
      expect(read.body.data.lichens_identified).toBe(false);
      expect(read.body.data.footprint_wkt).toMatch(/^POLYGON ?\(\(7\.7491 46\.0207/);
      expect(read.body.data.geodetic_datum).toBe('EPSG:4326');
      expect(read.body.data.decimal_longitude).toBeCloseTo(7.74925, 3);
      expect(read.body.data.decimal_latitude).toBeCloseTo(46.02085, 3);
      expect(read.body.data.municipality_id).toBeTypeOf('number');
      expect(read.body.data).not.toHaveProperty('last_modified_when');
      expect(read.body.data).not.toHaveProperty('project_id');
    });

    it('keeps heights in their v5 units: trees and shrubs in metres, herbs and mosses in centimetres', async () => {
      const ok = await post({ dataset_id: datasetA, tree_layer_height_in_meters: 32, shrub_layer_height_in_meters: 4.5, herb_layer_height_in_centimeters: 120, moss_layer_height_in_centimeters: 8 });
      expect(ok.status).toBe(201);
      expect(ok.body.data).toMatchObject({ tree_layer_height_in_meters: 32, shrub_layer_height_in_meters: 4.5, herb_layer_height_in_centimeters: 120, moss_layer_height_in_centimeters: 8 });
      // A v4 client's centimetres in the metre field: 2500 "m" is refused, the message says metres.
      const cm = await post({ dataset_id: datasetA, tree_layer_height_in_meters: 2500, shrub_layer_height_in_meters: 450 });
      expect(cm.status).toBe(422);
      expect(errorFields(cm.body)).toEqual(['shrub_layer_height_in_meters', 'tree_layer_height_in_meters']);
      expect(cm.body.errors[0].message).toMatch(/metres/);
      const herbs = await post({ dataset_id: datasetA, herb_layer_height_in_centimeters: 600, moss_layer_height_in_centimeters: -1 });
      expect(herbs.status).toBe(422);
      expect(errorFields(herbs.body)).toEqual(['herb_layer_height_in_centimeters', 'moss_layer_height_in_centimeters']);
      expect(herbs.body.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(/centimetres/);
    });

    it('enforces 0–100 on percentages, 0–90 on inclination, 0–14 on soil pH (422 naming the field)', async () => {
      const res = await post({ dataset_id: datasetA, cover_herbs_in_percentage: 101, cover_total_in_percentage: -5, inclination_in_degrees: 91, soil_ph: 14.5 });
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(errorFields(res.body)).toEqual(['cover_herbs_in_percentage', 'cover_total_in_percentage', 'inclination_in_degrees', 'soil_ph']);
      expect((await post({ dataset_id: datasetA, cover_herbs_in_percentage: 100, cover_water_in_percentage: 0 })).status).toBe(201);
    });

    it('checks vocabulary codes, booleans, dataset_id and the footprint', async () => {
      // Shape first (zod), then codes, references and geometry: as on /observations.
      const shape = await post({ dataset_id: datasetA, mosses_identified: 1, lichens_identified: 'yes' });
      expect(shape.status).toBe(422);
      expect(errorFields(shape.body)).toEqual(['lichens_identified', 'mosses_identified']);
      const res = await post({ dataset_id: datasetA, soil_type: 999_999, orientation: 999_999, footprint_wkt: 'POLYGON((1 2', recorded_by_id: [999_999] });
      expect(res.status).toBe(422);
      expect(errorFields(res.body)).toEqual(['footprint_wkt', 'orientation', 'recorded_by_id', 'soil_type']);
      expect(res.body.errors.find((e: { field: string }) => e.field === 'soil_type').message).toMatch(/vocabular/);
      const missing = await post({ project: 'no dataset' });
      expect(missing.status).toBe(422);
      expect(errorFields(missing.body)).toEqual(['dataset_id']);
      const unknown = await post({ dataset_id: 999_999 });
      expect(unknown.status).toBe(422);
      expect(errorFields(unknown.body)).toEqual(['dataset_id']);
    });

    it('rejects v4 field names with a 422 naming them and their v5 replacement', async () => {
      const res = await post({ dataset_id: datasetA, name: 'old', surface: 10, trees_height: 2500, rocks_cover: 5, project_id: datasetA, last_modified_when: '2024-01-01' });
      expect(res.status).toBe(422);
      expect(errorFields(res.body)).toEqual(['last_modified_when', 'name', 'project_id', 'rocks_cover', 'surface', 'trees_height']);
      const byField = Object.fromEntries(res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
      expect(byField.trees_height).toMatch(/tree_layer_height_in_meters.*metres/);
      expect(byField.name).toMatch(/project/);
      expect(byField.rocks_cover).toMatch(/cover_rock_in_percentage/);
    });

    it('rejects read-only fields and a wrapped body with 422', async () => {
      const ro = await post({ dataset_id: datasetA, id: 5, decimal_longitude: 7.7, decimal_latitude: 46, geodetic_datum: 'EPSG:4326', municipality_id: 6300 });
      expect(ro.status).toBe(422);
      expect(errorFields(ro.body)).toEqual(['decimal_latitude', 'decimal_longitude', 'geodetic_datum', 'id', 'municipality_id']);
      const wrapped = await post({ data: { dataset_id: datasetA } });
      expect(wrapped.status).toBe(422);
      expect(errorFields(wrapped.body)).toEqual(['data']);
      const named = await post({ releve: { dataset_id: datasetA } });
      expect(named.status).toBe(422);
      expect(errorFields(named.body)).toEqual(['releve']);
    });
  });

  describe('relevé list filters', () => {
    let first: number;
    let a: number; // Zermatt, 2024-07-15, dataset A, observers manager + steward
    let b: number; // Bellinzona, 2025-06-20, dataset B, observer steward
    let taxon: number;
    let otherTaxon: number;

    const ids = async (query: string, token = manager): Promise<number[]> => {
      const res = await get(`/rest/v5/releves?id[gte]=${first}&${query}`, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as Array<{ id: number }>).map((r) => r.id);
    };

    beforeAll(async () => {
      const ra = await post({ ...fullReleve(), project: 'A' });
      const rb = await post({ dataset_id: datasetB, project: 'B', event_date: '2025-06-20', footprint_wkt: BELLINZONA, recorded_by_id: [people.steward] });
      expect(ra.status).toBe(201);
      expect(rb.status).toBe(201);
      a = ra.body.data.id;
      b = rb.body.data.id;
      first = a;
      const taxa = (await server.context.store.all<{ id: number }>("SELECT id FROM taxa WHERE taxonomic_status = 'accepted' ORDER BY id LIMIT 2")).map((t) => t.id);
      expect(taxa, 'taxa are seeded').toHaveLength(2);
      [taxon, otherTaxon] = taxa as [number, number];
      await speciesObservation({ dataset_id: datasetA, taxon_id: taxon, releve_id: a, taxa_relations_reference_id: codes.taxa_relations_reference });
    });

    it('filters by id[gte] (replaces comparableId), id[in] and dataset_id', async () => {
      expect(await ids('')).toEqual([a, b]);
      expect(await ids(`id[gte]=${b}`)).toEqual([b]);
      expect(await ids(`id[in]=${a},${b}`)).toEqual([a, b]);
      expect(await ids(`dataset_id=${datasetB}`)).toEqual([b]);
      expect(await ids(`dataset_id[in]=${datasetA},${datasetB}&sort=event_date&dir=desc`)).toEqual([b, a]);
    });

    it('filters by event_date ranges (a date alone covers the whole day) and date_precision', async () => {
      expect(await ids('event_date[gte]=2025-01-01')).toEqual([b]);
      expect(await ids('event_date[lte]=2024-07-15')).toEqual([a]);
      expect(await ids('event_date[gte]=2024-07-01&event_date[lt]=2025-06-21')).toEqual([a, b]);
      expect(await ids(`date_precision=${codes.date_precision}`)).toEqual([a]);
    });

    it('filters by recorded_by_id', async () => {
      expect(await ids(`recorded_by_id=${people.manager}`)).toEqual([a]);
      expect(await ids(`recorded_by_id[in]=${people.manager},${people.steward}`)).toEqual([a, b]);
      expect(await ids(`recorded_by_id[neq]=${people.manager}`)).toEqual([b]);
    });

    it('filters by a footprint_wkt polygon and by location_id of the computed municipality', async () => {
      expect(await ids(`footprint_wkt[eq]=${encodeURIComponent('POLYGON((7.7 46.0,7.8 46.0,7.8 46.05,7.7 46.05,7.7 46.0))')}`)).toEqual([a]);
      const ra = await get(`/rest/v5/releves/${a}`);
      const municipality = ra.body.data.municipality_id as number;
      expect(municipality).toBeTypeOf('number');
      expect(await ids(`location_id=${municipality}`)).toEqual([a]);
      expect(await ids(`location_id[neq]=${municipality}`)).toEqual([b]);
    });

    it('deprecates bbox and refuses it together with footprint_wkt', async () => {
      const res = await get(`/rest/v5/releves?id[gte]=${first}&bbox=9.0,46.1,9.1,46.3`);
      expect(res.status).toBe(200);
      expect(res.headers.get('deprecation')).toBe('@1737936000');
      expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([b]);
      const both = await get(`/rest/v5/releves?bbox=9.0,46.1,9.1,46.3&footprint_wkt=${encodeURIComponent(square(9, 46))}`);
      expect(both.status).toBe(400);
      expect(both.body.parameter).toBe('bbox');
    });

    it('filters by taxon_id and taxa_relations_reference_id through the species observations', async () => {
      expect(await ids(`taxon_id=${taxon}`)).toEqual([a]);
      expect(await ids(`taxon_id=${otherTaxon}`)).toEqual([]);
      expect(await ids(`taxon_id[not_in]=${taxon}`)).toEqual([b]);
      expect(await ids('taxon_id[is_not_null]')).toEqual([a]);
      expect(await ids(`taxa_relations_reference_id=${codes.taxa_relations_reference}`)).toEqual([a]);
    });

    it('reprojects with srid=2056 (LV95 metres, geodetic_datum EPSG:2056), list and single', async () => {
      const list = await get(`/rest/v5/releves?id[in]=${a}&srid=2056`);
      expect(list.status).toBe(200);
      const one = await get(`/rest/v5/releves/${a}?srid=2056`);
      for (const r of [list.body.data[0], one.body.data]) {
        expect(r.geodetic_datum).toBe('EPSG:2056');
        expect(r.decimal_longitude).toBeGreaterThan(2_620_000); // Zermatt ≈ E 2'624'600
        expect(r.decimal_longitude).toBeLessThan(2_630_000);
        expect(r.decimal_latitude).toBeGreaterThan(1_090_000); // ≈ N 1'096'300
        expect(r.decimal_latitude).toBeLessThan(1_100_000);
        const [e, n] = /POLYGON ?\(\(([\d.]+) ([\d.]+)/.exec(r.footprint_wkt)!.slice(1).map(Number) as [number, number];
        expect(e).toBeGreaterThan(2_620_000);
        expect(n).toBeGreaterThan(1_090_000);
      }
      expect((await get('/rest/v5/releves?srid=4322')).status).toBe(400);
    });

    it('gives X-Total and X-Filtered-Total with with_total=true, also on HEAD', async () => {
      const plain = await get(`/rest/v5/releves?id[gte]=${first}`);
      expect(plain.headers.get('x-total')).toBeNull();
      const res = await get(`/rest/v5/releves?id[gte]=${first}&with_total=true&limit=1`);
      expect(res.body.data).toHaveLength(1);
      expect(Number(res.headers.get('x-filtered-total'))).toBe(2);
      expect(Number(res.headers.get('x-total'))).toBeGreaterThanOrEqual(2);
      const head = await api(server.url, `/rest/v5/releves?id[gte]=${first}&with_total=true`, { method: 'HEAD', token: manager });
      expect(head.status).toBe(200);
      expect(head.headers.get('x-filtered-total')).toBe('2');
    });

    it('lists only relevés of projects the caller may read, or as `right` asks', async () => {
      expect(await ids('', visitor)).toEqual([a]);
      expect(await ids('right=write', steward)).toEqual([]);
      expect(await ids('', steward)).toEqual([a, b]);
      expect((await get('/rest/v5/releves?right=own')).status).toBe(400);
      expect((await get('/rest/v5/releves?comparableId=3')).status).toBe(400);
    });
  });

  describe('relevé update, delete and refusals', () => {
    it('updates fields, clears the footprint (and its computed fields), replaces the observers', async () => {
      const id = (await post(fullReleve())).body.data.id as number;
      const res = await put(id, { tree_layer_height_in_meters: 21, footprint_wkt: null, recorded_by_id: [people.steward], mosses_identified: null });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        id, tree_layer_height_in_meters: 21, footprint_wkt: null, decimal_longitude: null, decimal_latitude: null,
        geodetic_datum: null, municipality_id: null, recorded_by_id: [people.steward], mosses_identified: null, syntaxon_name: 'Larici-Pinetum cembrae',
      });
      const inZermatt = await get(`/rest/v5/releves?id=${id}&footprint_wkt=${encodeURIComponent(square(7.7, 46, 0.1))}`);
      expect(inZermatt.body.data).toEqual([]);
      expect((await put(id, { trees_height: 2100 })).status).toBe(422);
      expect((await put(id, { dataset_id: 999_999 })).status).toBe(422);
    });

    it('refuses DELETE while species observations point at the relevé (409), then deletes (204)', async () => {
      const id = (await post({ dataset_id: datasetA, project: 'to delete' })).body.data.id as number;
      const occurrence_id = await speciesObservation({ dataset_id: datasetA, releve_id: id });
      const refused = await api(server.url, `/rest/v5/releves/${id}`, { method: 'DELETE', token: manager });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/1 species observation/);
      await deleteObservation(occurrence_id);
      const done = await api(server.url, `/rest/v5/releves/${id}`, { method: 'DELETE', token: manager });
      expect(done.status).toBe(204);
      expect((await get(`/rest/v5/releves/${id}`)).status).toBe(404);
    });

    it('honours If-Match: of two writes sent with one version exactly one lands, the other gets 412 and the current ETag', async () => {
      const id = (await post({ dataset_id: datasetA, project: 'etag' })).body.data.id as number;
      const etag = (await get(`/rest/v5/releves/${id}`)).headers.get('etag')!;
      expect(etag).toMatch(/^"/);
      const withVersion = (method: string, body?: unknown) => api(server.url, `/rest/v5/releves/${id}`, { method, token: manager, body, headers: { 'if-match': etag } });
      const answers = await Promise.all([withVersion('PUT', { project: 'first' }), withVersion('PUT', { project: 'second' })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
      const [won, lost] = answers[0]!.status === 200 ? answers : [answers[1]!, answers[0]!];
      expect(lost!.headers.get('etag')).toBe(won!.headers.get('etag'));
      expect((await get(`/rest/v5/releves/${id}`)).body.data.project).toBe(won!.body.data.project);
      expect((await withVersion('DELETE')).status).toBe(412);
      const done = await api(server.url, `/rest/v5/releves/${id}`, { method: 'DELETE', token: manager, headers: { 'if-match': won!.headers.get('etag')! } });
      expect(done.status).toBe(204);
    });

    it('answers 401 without a token', async () => {
      const res = await api(server.url, '/rest/v5/releves');
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    });

    it('answers 403 to a viewer writing and to anyone reading a project they have no role on', async () => {
      expect((await post({ dataset_id: datasetA, project: 'visitor' }, visitor)).status).toBe(403);
      expect((await post({ dataset_id: datasetA, project: 'steward' }, steward)).status).toBe(403);
      const inA = (await post({ dataset_id: datasetA })).body.data.id as number;
      const inB = (await post({ dataset_id: datasetB })).body.data.id as number;
      expect((await get(`/rest/v5/releves/${inA}`, visitor)).status).toBe(200);
      expect((await put(inA, { project: 'x' }, visitor)).status).toBe(403);
      expect((await api(server.url, `/rest/v5/releves/${inA}`, { method: 'DELETE', token: visitor })).status).toBe(403);
      expect((await get(`/rest/v5/releves/${inB}`, visitor)).status).toBe(403);
      expect((await put(inA, { dataset_id: datasetB }, visitor)).status).toBe(403);
    });

    it('answers 405 with Allow for PATCH, 404 for a missing or malformed id', async () => {
      const res = await api(server.url, '/rest/v5/releves/1', { method: 'PATCH', token: manager, body: {} });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
      expect((await api(server.url, '/rest/v5/releves', { method: 'PATCH', token: manager, body: {} })).status).toBe(405);
      expect((await get('/rest/v5/releves/99999999')).status).toBe(404);
      expect((await get('/rest/v5/releves/abc')).status).toBe(404);
    });
  });
});
