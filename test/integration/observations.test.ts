import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
let steward: string; // validator on the demo projects (client credentials act as steward)
let curator: string; // editor on Flora Ticino (GBIF)
let visitor: string; // viewer of Flora Ticino (GBIF)
let floraId: number;

beforeAll(async () => {
  server = await startTestServer();
  steward = await clientCredentialsToken(server.url);
  curator = (await loginWithPkce(server.url, 'curator')).access_token;
  visitor = (await loginWithPkce(server.url, 'visitor')).access_token;
  floraId = (server.db.prepare("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'").get() as { id: number }).id;
});
afterAll(() => server?.close());

const get = (path: string, token = steward) => api(server.url, path, { token });
const q = (params: Record<string, string | number>): string => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** A polygon over part of Ticino (Locarno – Bellinzona – Lugano), WGS84. */
const TICINO_PART = 'POLYGON((8.7 46.0,9.1 46.0,9.1 46.3,8.7 46.3,8.7 46.0))';

describe('GET /rest/v5/observations', () => {
  it('answers {data: [...]} without success and without totals unless asked', async () => {
    const r = await get(`/rest/v5/observations?${q({ limit: 3 })}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data']);
    expect(r.body.data).toHaveLength(3);
    expect(r.headers.get('x-total')).toBeNull();
  });

  it('writes the page as UTF-8 JSON of its exact byte length: text beyond ASCII arrives as stored', async () => {
    const stored = server.db.prepare("SELECT occurrence_id, verbatim_locality FROM observations WHERE verbatim_locality GLOB '*[^ -~]*' ORDER BY occurrence_id LIMIT 1")
      .get() as { occurrence_id: number; verbatim_locality: string };
    const res = await fetch(`${server.url}/rest/v5/observations?${q({ 'occurrence_id[eq]': stored.occurrence_id })}`, { headers: { authorization: `Bearer ${steward}` } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(bytes.toString('utf8')).data[0].verbatim_locality).toBe(stored.verbatim_locality);
  });

  it('gives X-Total and X-Filtered-Total with with_total, also on HEAD', async () => {
    const path = `/rest/v5/observations?${q({ dataset_id: floraId, with_total: 'true', limit: 1 })}`;
    const r = await get(path);
    const filtered = Number(r.headers.get('x-filtered-total'));
    expect(filtered).toBeGreaterThanOrEqual(377);
    expect(Number(r.headers.get('x-total'))).toBeGreaterThan(filtered);
    const head = await fetch(server.url + path, { method: 'HEAD', headers: { authorization: `Bearer ${steward}` } });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-filtered-total')).toBe(String(filtered));
    expect(await head.text()).toBe('');
  });

  it('returns every field of the interface with its v5 name, and none of the removed ones', async () => {
    const [o] = (await get(`/rest/v5/observations?${q({ dataset_id: floraId, limit: 1 })}`)).body.data;
    for (const field of ['occurrence_id', 'dataset_id', 'event_date', 'taxon_id', 'recorded_by_id', 'footprint_wkt', 'decimal_longitude',
      'decimal_latitude', 'geodetic_datum', 'basis_of_record', 'municipality_id', 'coordinate_uncertainty_in_meters']) expect(o).toHaveProperty(field);
    for (const removed of ['srid', 'success', 'project_id', 'last_modified_when', 'v_taxon', 'x', 'y']) expect(o).not.toHaveProperty(removed);
    expect(o.event_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(Array.isArray(o.recorded_by_id)).toBe(true);
  });

  it('finds exactly the real records inside a drawn polygon', async () => {
    const real = server.db.prepare('SELECT occurrence_id, decimal_longitude AS lon, decimal_latitude AS lat FROM observations WHERE dataset_id = ?').all(floraId) as Array<{ occurrence_id: number; lon: number; lat: number }>;
    const polygon = { type: 'Polygon' as const, coordinates: [[[8.7, 46.0], [9.1, 46.0], [9.1, 46.3], [8.7, 46.3], [8.7, 46.0]]] };
    const expected = real.filter((o) => booleanPointInPolygon([o.lon, o.lat], polygon)).map((o) => o.occurrence_id).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(real.length);
    const r = await get(`/rest/v5/observations?${q({ 'footprint_wkt[eq]': TICINO_PART, dataset_id: floraId, limit: 1000, with_total: 'true' })}`);
    expect(r.body.data.map((o: { occurrence_id: number }) => o.occurrence_id)).toEqual(expected);
    expect(Number(r.headers.get('x-filtered-total'))).toBe(expected.length);
  });

  it('filters by canton through location_id (Ticino = 10021) and by municipality', async () => {
    const inTicino = await get(`/rest/v5/observations?${q({ location_id: 10021, dataset_id: floraId, with_total: 'true', limit: 1000 })}`);
    expect(Number(inTicino.headers.get('x-filtered-total'))).toBeGreaterThan(300);
    const municipality = inTicino.body.data[0].municipality_id as number;
    const unit = server.db.prepare('SELECT canton_id FROM administrative_units WHERE id = ?').get(municipality) as { canton_id: number };
    expect(unit.canton_id).toBe(10021);
    const one = await get(`/rest/v5/observations?${q({ 'location_id[in]': municipality, limit: 1000 })}`);
    expect(one.body.data.every((o: { municipality_id: number }) => o.municipality_id === municipality)).toBe(true);
  });

  it('filters dates by whole days and instants', async () => {
    const r = await get(`/rest/v5/observations?${q({ 'event_date[gte]': '2021-07-01', 'event_date[lte]': '2021-07-31', dataset_id: floraId, limit: 1000 })}`);
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const o of r.body.data) expect(o.event_date.slice(0, 7)).toBe('2021-07');
  });

  it('matches verbatim_identification with * wildcards, case-insensitively', async () => {
    const r = await get(`/rest/v5/observations?${q({ 'verbatim_identification[iw_eq]': 'dianthus sylv*', limit: 1000 })}`);
    expect(r.body.data.length).toBeGreaterThan(100);
    for (const o of r.body.data) expect(o.verbatim_identification).toMatch(/^Dianthus sylv/i);
  });

  it('filters observers, validation lists, taxa groups and document types', async () => {
    const [first] = (await get(`/rest/v5/observations?${q({ dataset_id: floraId, limit: 1 })}`)).body.data;
    const person = first.recorded_by_id[0] as number;
    const byPerson = await get(`/rest/v5/observations?${q({ recorded_by_id: person, limit: 1000 })}`);
    for (const o of byPerson.body.data) expect(o.recorded_by_id).toContain(person);
    const valid = await get(`/rest/v5/observations?${q({ 'validation[in]': '4,5', limit: 1000 })}`);
    expect(valid.body.data.length).toBeGreaterThan(0);
    for (const o of valid.body.data) expect([4, 5]).toContain(o.validation);
    const group = server.db.prepare("SELECT id FROM taxa_groups WHERE name = 'vascular_plants'").get() as { id: number };
    const plants = await get(`/rest/v5/observations?${q({ taxa_group_id: group.id, limit: 50 })}`);
    expect(plants.body.data.length).toBe(50);
    const photos = await get(`/rest/v5/observations?${q({ with_document_type: 1, with_total: 'true', limit: 1000 })}`);
    const attached = server.db.prepare(`SELECT count(DISTINCT od.occurrence_id) AS n FROM observation_docs od JOIN docs d ON d.id = od.doc_id
      JOIN observations o ON o.occurrence_id = od.occurrence_id
      WHERE d.doc_type = 1 AND o.dataset_id IN (SELECT project_id FROM policies WHERE person_id = 1)`).get() as { n: number };
    expect(Number(photos.headers.get('x-filtered-total'))).toBe(attached.n);
  });

  it('sorts and pages stably', async () => {
    const page1 = (await get(`/rest/v5/observations?${q({ sort: 'event_date', dir: 'desc', limit: 5 })}`)).body.data;
    const page2 = (await get(`/rest/v5/observations?${q({ sort: 'event_date', dir: 'desc', limit: 5, offset: 5 })}`)).body.data;
    const dates = [...page1, ...page2].map((o: { event_date: string }) => Date.parse(o.event_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const both = (await get(`/rest/v5/observations?${q({ sort: 'event_date', dir: 'desc', limit: 10 })}`)).body.data;
    expect(both.map((o: { occurrence_id: number }) => o.occurrence_id)).toEqual([...page1, ...page2].map((o: { occurrence_id: number }) => o.occurrence_id));
  });

  it('reprojects with srid into LV95', async () => {
    const [o] = (await get(`/rest/v5/observations?${q({ dataset_id: floraId, limit: 1, srid: 2056 })}`)).body.data;
    expect(o.geodetic_datum).toBe('EPSG:2056');
    expect(o.decimal_longitude).toBeGreaterThan(2_480_000);
    expect(o.decimal_longitude).toBeLessThan(2_840_000);
    expect(o.decimal_latitude).toBeGreaterThan(1_070_000);
    expect(o.decimal_latitude).toBeLessThan(1_300_000);
    expect(o.footprint_wkt).toMatch(/^POINT \(2\d{6}/);
  });

  it.each([
    ['taxon_id[like]=1', 'taxon_id[like]'],
    ['taxon_id[gt]=1', 'taxon_id[gt]'],
    ['taxon_id=1,2', 'taxon_id'],
    ['taxon_id=abc', 'taxon_id'],
    ['taxa=1', 'taxa'],
    ['limit=1001', 'limit'],
    ['sort=uuid', 'sort'],
    ['dir=up', 'dir'],
    ['srid=4269', 'srid'],
    ['bbox=8,46,9,47&footprint_wkt[eq]=POLYGON((8 46,9 46,9 47,8 46))', 'bbox'],
    ['footprint_wkt[eq]=POLYGON((8 46,9 46))', 'footprint_wkt[eq]'],
    ['right=own', 'right'],
  ])('answers %s with a 400 problem naming %s', async (query, parameter) => {
    const r = await api(server.url, `/rest/v5/observations?${query.replace(/ /g, '%20')}`, { token: steward });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(r.body.parameter).toBe(parameter);
  });

  it('accepts the deprecated bbox alone, with a Deprecation header', async () => {
    const r = await get(`/rest/v5/observations?${q({ bbox: '8.7,46.0,9.1,46.3', limit: 1 })}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('deprecation')).toBe('@1737936000');
  });

  it('lists only what the caller may read, and right= narrows further', async () => {
    const v = await get(`/rest/v5/observations?${q({ with_total: 'true', limit: 1000 })}`, visitor);
    expect(Number(v.headers.get('x-total'))).toBe(Number(v.headers.get('x-filtered-total')));
    expect(new Set(v.body.data.map((o: { dataset_id: number }) => o.dataset_id))).toEqual(new Set([floraId]));
    const w = await get(`/rest/v5/observations?${q({ right: 'write', with_total: 'true', limit: 1 })}`, visitor);
    expect(Number(w.headers.get('x-total'))).toBe(0);
  });

  it('needs a bearer token and refuses HTTP Basic', async () => {
    const none = await api(server.url, '/rest/v5/observations');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const basic = await api(server.url, '/rest/v5/observations', { headers: { authorization: `Basic ${Buffer.from('steward:steward').toString('base64')}` } });
    expect(basic.status).toBe(401);
    expect(basic.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});
