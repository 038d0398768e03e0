/**
 * Public reference data over HTTP: vocabularies (field_name; v4 fieldname gives an empty list),
 * habitats (v5 filters; v4 typoch/name/typology are 400), administrative units (unit_type,
 * with_geometry, no spatial filter) and the v4 /cantons and /municipalities, which are gone (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src-server/db/open.js';
import type { RunningServer } from '../../src-server/index.js';
import { VocabularyEntrySchema } from '../../src-shared/schemas/vocabulary.js';
import { HabitatSchema } from '../../src-shared/schemas/habitat.js';
import { AdministrativeUnitSchema } from '../../src-shared/schemas/administrative-unit.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken } from '../helpers/login.js';

let server: RunningServer;
let db: Db;
const get = (path: string, method = 'GET') => api(server.url, path, { method });
const count = (sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
});
afterAll(async () => {
  await server?.close();
});

describe('GET /public/v5/vocabularies', () => {
  it('selects a vocabulary by field_name, with labels in four languages and no role field', async () => {
    const res = await get('/public/v5/vocabularies?field_name=basis_of_record&with_total=true');
    expect(res.status).toBe(200);
    const n = count("SELECT count(*) AS n FROM vocabularies WHERE field_name = 'basis_of_record'");
    expect(n).toBeGreaterThan(0);
    expect(res.body.data).toHaveLength(n);
    expect(res.headers.get('x-filtered-total')).toBe(String(n));
    expect(res.headers.get('x-total')).toBe(String(count('SELECT count(*) AS n FROM vocabularies')));
    for (const entry of res.body.data) {
      const e = VocabularyEntrySchema.parse(entry);
      expect(e.field_name).toBe('basis_of_record');
      expect(e).not.toHaveProperty('role');
      for (const label of [e.label_en, e.label_de, e.label_fr, e.label_it]) expect(label).toBeTruthy();
    }
    expect(res.body.data[0]).toMatchObject({ code: 1, label_en: 'Human observation', dwc_value: 'HumanObservation' });
  });

  it('answers the v4 parameter fieldname with an empty list, not an error', async () => {
    const res = await get('/public/v5/vocabularies?fieldname=basis_of_record');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it('takes filter operations and rejects bad filters with a 400 naming them', async () => {
    const res = await get('/public/v5/vocabularies?field_name[in]=sex,unit_type&sort=code&dir=desc');
    expect(new Set(res.body.data.map((e: { field_name: string }) => e.field_name))).toEqual(new Set(['sex', 'unit_type']));
    expect((await get('/public/v5/vocabularies?code=x')).body).toMatchObject({ status: 400, parameter: 'code' });
    const head = await get('/public/v5/vocabularies?field_name=sex&with_total=true', 'HEAD');
    expect(head.body).toBeUndefined();
    expect(head.headers.get('x-filtered-total')).toBe(String(count("SELECT count(*) AS n FROM vocabularies WHERE field_name = 'sex'")));
  });
});

describe('GET /public/v5/habitats', () => {
  it('lists the habitat typology ordered by code', async () => {
    const res = await get('/public/v5/habitats?with_total=true');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(count('SELECT count(*) AS n FROM habitats'));
    expect(res.headers.get('x-total')).toBe(String(res.body.data.length));
    for (const h of res.body.data) HabitatSchema.parse(h);
    const codes = res.body.data.map((h: { code: string }) => h.code);
    expect(codes).toEqual([...codes].sort());
    expect(res.body.data.find((h: { code: string }) => h.code === '6.2')).toMatchObject({ parent_code: '6', level: 2, name_de: 'Buchenwälder', name_fr: 'Hêtraies' });
  });

  it('filters by code, parent_code, level and name_any over all languages', async () => {
    const children = await get('/public/v5/habitats?parent_code=6');
    expect(children.body.data.map((h: { code: string }) => h.code)).toEqual(['6.1', '6.2']);
    const top = await get('/public/v5/habitats?level=1&with_total=true');
    expect(Number(top.headers.get('x-filtered-total'))).toBe(count('SELECT count(*) AS n FROM habitats WHERE level = 1'));
    const forests = await get('/public/v5/habitats?name_any[iw_contains]=forest');
    expect(forests.body.data.map((h: { code: string }) => h.code)).toEqual(['6', '6.1', '6.2']);
    const french = await get(`/public/v5/habitats?name_any[iw_contains]=${encodeURIComponent('Hêtraies')}`);
    expect(french.body.data.map((h: { code: string }) => h.code)).toEqual(['6.2']);
    const wildcard = await get('/public/v5/habitats?code[iw_eq]=4.*');
    expect(wildcard.body.data.map((h: { code: string }) => h.code)).toEqual(['4.2', '4.5']);
    const noFrench = await get('/public/v5/habitats?name_fr[is_null]');
    expect(noFrench.body.data.length).toBe(count('SELECT count(*) AS n FROM habitats WHERE name_fr IS NULL'));
  });

  it('rejects the removed v4 filters typoch, name and typology with a 400 naming them', async () => {
    for (const [query, parameter] of [
      ['typoch=6.2', 'typoch'], ['name=Wald', 'name'], ['name[iw_contains]=wald', 'name[iw_contains]'], ['typology=typoch', 'typology'],
      ['level=one', 'level'], ['limit=0', 'limit'],
    ] as const) {
      const res = await get(`/public/v5/habitats?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: 400, parameter });
    }
  });
});

describe('GET /public/v5/administrative_units', () => {
  it('lists units without geometry by default', async () => {
    const res = await get('/public/v5/administrative_units?with_total=true&limit=50');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe(String(count('SELECT count(*) AS n FROM administrative_units')));
    expect(res.body.data).toHaveLength(50);
    for (const u of res.body.data) expect(AdministrativeUnitSchema.parse(u)).not.toHaveProperty('geometry');
  });

  it('filters by unit_type, also with in, and rejects unknown unit types', async () => {
    const cantons = await get('/public/v5/administrative_units?unit_type=canton&limit=1000');
    expect(cantons.body.data).toHaveLength(26);
    expect(cantons.body.data.every((u: { unit_type: string; id: number; bfs_nr: number }) => u.unit_type === 'canton' && u.id === 10000 + u.bfs_nr)).toBe(true);
    const two = await get('/public/v5/administrative_units?unit_type[in]=canton,municipality&with_total=true');
    expect(Number(two.headers.get('x-filtered-total'))).toBe(count("SELECT count(*) AS n FROM administrative_units WHERE unit_type IN ('canton', 'municipality')"));
    const bad = await get('/public/v5/administrative_units?unit_type=state');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ parameter: 'unit_type' });
    // checked while the query is parsed, each list item too, before any SQL is built
    const badItem = await get('/public/v5/administrative_units?unit_type[not_in]=canton,county');
    expect(badItem.body).toMatchObject({ status: 400, parameter: 'unit_type[not_in]', detail: expect.stringContaining('canton, district, municipality') });
    const v4 = await get('/public/v5/administrative_units?of_unit_types=canton');
    expect(v4.body).toMatchObject({ status: 400, parameter: 'of_unit_types' });
    expect(v4.body.detail).toContain('unit_type');
  });

  it('filters by id, name and canton_id', async () => {
    const lugano = await get('/public/v5/administrative_units?id=5192');
    expect(lugano.body.data).toEqual([{ id: 5192, name: 'Lugano', unit_type: 'municipality', bfs_nr: 5192, canton_id: 10021, district_id: expect.any(Number) }]);
    const byName = await get('/public/v5/administrative_units?name[iw_contains]=lugano&unit_type=municipality');
    expect(byName.body.data.map((u: { id: number }) => u.id)).toContain(5192);
    const ticino = await get('/public/v5/administrative_units?canton_id=10021&unit_type=municipality&with_total=true');
    expect(Number(ticino.headers.get('x-filtered-total'))).toBe(count("SELECT count(*) AS n FROM administrative_units WHERE canton_id = 10021 AND unit_type = 'municipality'"));
    const sorted = await get('/public/v5/administrative_units?unit_type=canton&sort=name&dir=desc&limit=3');
    const names = sorted.body.data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('adds the GeoJSON geometry (EPSG:4326) with with_geometry=true', async () => {
    const res = await get('/public/v5/administrative_units?id[in]=10021,5192&with_geometry=true');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.data).toHaveLength(2);
    for (const u of res.body.data) {
      const unit = AdministrativeUnitSchema.parse(u);
      expect(['Polygon', 'MultiPolygon']).toContain(unit.geometry?.type);
      const first = JSON.stringify(unit.geometry?.coordinates).match(/-?\d+\.?\d*,-?\d+\.?\d*/)![0].split(',').map(Number);
      expect(first[0]).toBeGreaterThan(5.9); // longitude in Switzerland
      expect(first[1]).toBeGreaterThan(45.8); // latitude
    }
    expect((await get('/public/v5/administrative_units?with_geometry=maybe')).body).toMatchObject({ status: 400, parameter: 'with_geometry' });
    const head = await get('/public/v5/administrative_units?with_geometry=true&with_total=true&unit_type=canton', 'HEAD');
    expect(head.body).toBeUndefined();
    expect(head.headers.get('x-filtered-total')).toBe('26');
  });

  it('does not filter spatially: footprint_wkt, bbox and geometry are a 400', async () => {
    const wkt = encodeURIComponent('POLYGON((8.9 46.0,9.0 46.0,9.0 46.1,8.9 46.1,8.9 46.0))');
    for (const [query, parameter] of [[`footprint_wkt[eq]=${wkt}`, 'footprint_wkt[eq]'], ['bbox=8,46,9,47', 'bbox'], [`geometry=${wkt}`, 'geometry']] as const) {
      const res = await get(`/public/v5/administrative_units?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: 400, parameter });
    }
  });
});

describe('v4 endpoints that v5 removed', () => {
  it('/cantons and /municipalities do not exist (404), public or protected', async () => {
    for (const path of ['/public/v5/cantons', '/public/v5/municipalities', '/public/v4/cantons']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ status: 404 });
    }
    const token = await clientCredentialsToken(server.url);
    for (const path of ['/rest/v5/cantons', '/rest/v5/municipalities', '/rest/v5/administrative_units']) {
      const res = await api(server.url, path, { token });
      expect(res.status, path).toBe(404);
    }
  });
});
