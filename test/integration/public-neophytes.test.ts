/** The public neophyte endpoints on both stores (describeEachStore; the PostgreSQL half needs OBSERVATION_TEST_DATABASE_URL). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api } from '../helpers/server.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

describeEachStore('public neophyte endpoints (no token)', (kind, templateUrl) => {
  let server: RunningServer;
  let projects: Record<string, { id: number; anonymise_observers: number; date_rounding: string }>;
  /** The first row of `sql` through the store under test. */
  const first = async <T>(sql: string, params: unknown[] = []): Promise<T | undefined> => server.context.store.get<T>(sql, params);

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    const rows = await server.context.store.all<{ id: number; project_name: string; anonymise_observers: number; date_rounding: string }>(
      'SELECT id, project_name, anonymise_observers, date_rounding, is_public FROM projects');
    projects = Object.fromEntries(rows.map((r) => [r.project_name, r]));
  }, 120_000);
  afterAll(() => server?.close());

  const get = (path: string, headers?: Record<string, string>) => api(server.url, path, { headers });

  it('publishes only public projects, without authentication', async () => {
    const r = await get('/public/v5/neophyte_observations?limit=1000&with_total=true');
    expect(r.status).toBe(200);
    expect(Number(r.headers.get('x-filtered-total'))).toBeGreaterThan(100);
    const names = new Set(r.body.data.map((o: { dataset_name: string }) => o.dataset_name));
    for (const name of names) expect(['Neophytes Ticino', 'Neophytes Zürich', 'Neophytes Vaud']).toContain(name);
  });

  it('anonymises observers and rounds dates as each project says', async () => {
    const all = (await get('/public/v5/neophyte_observations?limit=1000')).body.data as Array<{ dataset_name: string; recorded_by: string[]; event_date: string; identified_by: string | null }>;
    const vaud = all.filter((o) => o.dataset_name === 'Neophytes Vaud');
    const ticino = all.filter((o) => o.dataset_name === 'Neophytes Ticino');
    const zurich = all.filter((o) => o.dataset_name === 'Neophytes Zürich');
    expect(vaud.length * ticino.length * zurich.length).toBeGreaterThan(0);
    for (const o of vaud) {
      expect(o.event_date).toMatch(/^\d{4}-01-01T00:00:00\.000\+01:00$/);
      expect(o.recorded_by.every((n) => n === 'anonymous')).toBe(true);
      expect(o.identified_by).toBeNull();
    }
    for (const o of ticino) expect(o.event_date).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000[+-]\d{2}:00$/);
    expect(zurich.some((o) => o.recorded_by.some((n) => n !== 'anonymous'))).toBe(true);
    expect(zurich.some((o) => !o.event_date.slice(8, 10).startsWith('01'))).toBe(true);
  });

  it('filters on the published date, so a rounded day cannot be found by its exact date', async () => {
    const hidden = await first<{ day: string }>(`SELECT substr(o.event_date, 1, 10) AS day FROM observations o JOIN projects p ON p.id = o.dataset_id
      WHERE p.date_rounding = 'year' AND substr(o.event_date, 6, 5) <> '01-01' LIMIT 1`);
    expect(hidden).toBeDefined();
    const r = await get(`/public/v5/neophyte_observations?event_date=${hidden!.day}&limit=1000`);
    expect(r.body.data.filter((o: { dataset_name: string }) => o.dataset_name === 'Neophytes Vaud')).toEqual([]);
  });

  it('returns the full form with the neophyte control data, and one by id', async () => {
    const r = await get('/public/v5/neophyte_observations?control_type[is_not_null]=true&limit=5');
    expect(r.body.data.length).toBeGreaterThan(0);
    const o = r.body.data[0];
    expect(o.neophyte).toEqual(expect.objectContaining({ control_type: expect.any(Number) }));
    for (const f of ['occurrence_id', 'uuid', 'dataset_name', 'recorded_by', 'geodetic_datum', 'municipality_id', 'v_doubt_status', 'supplements'])
      expect(o).toHaveProperty(f);
    const one = await get(`/public/v5/neophyte_observations/${o.occurrence_id}`);
    expect(one.body.data).toEqual(o);
    const priv = await first<{ occurrence_id: number }>('SELECT occurrence_id FROM observations WHERE dataset_id = ? LIMIT 1', [projects['Flora Ticino (GBIF)']!.id]);
    expect((await get(`/public/v5/neophyte_observations/${priv!.occurrence_id}`)).status).toBe(404);
  });

  it('takes srid on the full list only', async () => {
    const full = await get('/public/v5/neophyte_observations?srid=21781&limit=1');
    expect(full.body.data[0].geodetic_datum).toBe('EPSG:21781');
    expect(full.body.data[0].decimal_longitude).toBeGreaterThan(480_000);
    expect((await get('/public/v5/simple_neophyte_observations?srid=21781')).status).toBe(400);
  });

  it('gives the simple form as JSON and GeoJSON, with centroidsonly and fullproperties', async () => {
    const simple = await get('/public/v5/simple_neophyte_observations?limit=3');
    expect(Object.keys(simple.body.data[0]).sort()).toEqual(['basis_of_record', 'coordinate_uncertainty_in_meters', 'dataset_name', 'decimal_latitude',
      'decimal_longitude', 'event_date', 'id', 'identification_qualifier', 'minimum_elevation_in_meters', 'municipality_id', 'occurrence_status',
      'recorded_by', 'taxon_id', 'uuid', 'v_presence_status']);
    const geo = await get('/public/v5/simple_neophyte_observations?limit=3&fullproperties=true', { accept: 'application/geo+json' });
    expect(geo.body.type).toBe('FeatureCollection');
    expect(geo.body.features[0].properties).toHaveProperty('neophyte');
    expect(geo.body.features[0].geometry.type).toBe('Point');
    expect((await get('/public/v5/simple_neophyte_observations?centroidsonly=maybe')).status).toBe(400);
    expect((await get('/public/v5/neophyte_observations?centroidsonly=true')).status).toBe(400);
  });

  it('gives a GeometryCollection footprint whole with centroidsonly=false, as the published document describes it (its FeatureCollection wanted coordinates on every geometry; api() checks the answer against it)', async () => {
    const occurrence_id = (await get('/public/v5/simple_neophyte_observations?limit=1')).body.data[0].id as number;
    const collection = { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [8.54, 47.37] }, { type: 'LineString', coordinates: [[8.54, 47.37], [8.55, 47.38]] }] };
    await server.context.store.run('UPDATE observations SET footprint_geojson = ? WHERE occurrence_id = ?', [JSON.stringify(collection), occurrence_id]);
    const r = await get(`/public/v5/simple_neophyte_observations?occurrence_id=${occurrence_id}&centroidsonly=false`, { accept: 'application/geo+json' });
    expect(r.status).toBe(200);
    expect(r.body.features.map((f: { geometry: unknown }) => f.geometry)).toEqual([collection]);
  });

  it('clusters with the interface properties, only in 3857', async () => {
    const r = await get('/public/v5/clustered_neophyte_observations/3857/0/0/0');
    expect(r.status).toBe(200);
    const total = Number((await get('/public/v5/simple_neophyte_observations?with_total=true&limit=1')).headers.get('x-filtered-total'));
    expect(r.body.features.reduce((n: number, f: { properties: { total: number } }) => n + f.properties.total, 0)).toBe(total);
    expect(Object.keys(r.body.features[0].properties)).toEqual(expect.arrayContaining(['total', 'v_presence_status', 'last_observation_date',
      'last_control_date', 'last_control_eradication', 'last_treatment_date', 'last_eradication_or_diminution_date']));
    expect((await get('/public/v5/clustered_neophyte_observations/2056/0/0/0')).status).toBe(400);
  });

  it('answers the deprecated paths with a Deprecation header', async () => {
    const old = await get('/public/v5/neophytes/occurrences?limit=2');
    expect(old.status).toBe(200);
    expect(old.headers.get('deprecation')).toBe('@1737936000');
    expect(old.headers.get('link')).toMatch(/neophyte_observations>; rel="successor-version"/);
    const simplified = await get('/public/v5/neophytes/simplified/occurrences?limit=2');
    expect(simplified.headers.get('deprecation')).toBe('@1737936000');
    expect(simplified.body.data).toHaveLength(2);
  });

  it('matches synonyms with taxa_matching=synonyms', async () => {
    const synonym = await first<{ id: number; accepted_taxon_id: number }>(`SELECT s.id, s.accepted_taxon_id FROM taxa s WHERE s.taxonomic_status = 'synonym'
      AND EXISTS (SELECT 1 FROM observations o JOIN projects p ON p.id = o.dataset_id WHERE p.is_public = 1 AND o.taxon_id = s.accepted_taxon_id) ORDER BY s.id LIMIT 1`);
    if (!synonym) return expect.fail('the demo data should hold a public neophyte whose taxon has a synonym');
    const exact = await get(`/public/v5/neophyte_observations?taxon_id=${synonym.id}&with_total=true&limit=1`);
    const matched = await get(`/public/v5/neophyte_observations?taxon_id=${synonym.id}&taxa_matching=synonyms&with_total=true&limit=1`);
    const accepted = await get(`/public/v5/neophyte_observations?taxon_id=${synonym.accepted_taxon_id}&with_total=true&limit=1`);
    expect(Number(exact.headers.get('x-filtered-total'))).toBe(0);
    expect(Number(matched.headers.get('x-filtered-total'))).toBe(Number(accepted.headers.get('x-filtered-total')));
    expect((await get('/public/v5/neophyte_observations?taxa_matching=fuzzy')).status).toBe(400);
  });

  it('has no /cantons or /municipalities', async () => {
    for (const path of ['/public/v5/cantons', '/public/v5/municipalities', '/rest/v5/cantons']) expect((await get(path)).status).toBe(404);
  });
});
