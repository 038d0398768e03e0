/**
 * The resources whose SQL is shared between the stores (docs/storage.md), over HTTP on SQLite and
 * on PostgreSQL (describeEachStore; the PostgreSQL half needs OBSERVATION_TEST_DATABASE_URL):
 * the same answers for people, projects, policies, reference data and taxonomy, the rights and
 * the write rules (409, 412, last manager) alike, concurrent writes that each check something
 * first, and every GET of the service answered on either store.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api } from '../helpers/server.js';
import { openApiDocument } from '../helpers/openapi-responses.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

/** Answers of the SQLite half (run first), which the PostgreSQL half must give alike: the demo data is the same. */
const sqliteAnswers = new Map<string, unknown>();

describeEachStore('resources with shared SQL', (kind, templateUrl) => {
  let server: RunningServer;
  const tokens = { steward: '', manager: '', curator: '', visitor: '' };
  const call = (path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    api(server.url, path, { token: tokens.manager, ...init });
  /** A value through the store under test (its own SQL runner), not through SQLite. */
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await server.context.store.get<T>(sql, params))!;

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    tokens.steward = await clientCredentialsToken(server.url);
    for (const user of ['manager', 'curator', 'visitor'] as const) tokens[user] = (await loginWithPkce(server.url, user)).access_token;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('filters people case- and accent-insensitively (fold) and counts them', async () => {
    const all = await call('/rest/v5/people?limit=1&with_total=true');
    const people = await one<{ n: number }>('SELECT count(*) AS n FROM people');
    expect(all.headers.get('x-total')).toBe(String(people.n));
    const found = await call('/rest/v5/people?last_name[iw_contains]=MUL&with_total=true');
    expect(found.body.data.map((p: { last_name: string }) => p.last_name)).toContain('Müller');
    expect(Number(found.headers.get('x-filtered-total'))).toBe(found.body.data.length);
    const since = await call('/rest/v5/people?updated_since=2999-01-01');
    expect(since.body.data).toEqual([]);
  });

  it(kind === 'postgres' ? 'runs on PostgreSQL without a SQLite file in its data folder (only the documents copied)' : 'keeps its SQLite file in its data folder', () => {
    const files = readdirSync(server.dataDir, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.sqlite'))).toEqual(kind === 'postgres' ? [] : ['observations.sqlite']);
    expect(files.some((f) => f.startsWith('files/observations/'))).toBe(true);
  });

  it('sorts people by last name case-insensitively, ties by id', async () => {
    const { body } = await call('/rest/v5/people?sort=last_name&limit=1000');
    const names = body.data.map((p: { last_name: string }) => p.last_name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('creates a person and shows the e-mail to managers only', async () => {
    const created = await call('/rest/v5/people', { method: 'POST', body: { first_name: 'Zita', last_name: 'Zürcher', email: 'zita@example.org' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/rest/v5/people/${created.body.data.id}`);
    expect((await call(`/rest/v5/people/${created.body.data.id}`)).body.data.email).toBe('zita@example.org');
    expect((await call(`/rest/v5/people/${created.body.data.id}`, { token: tokens.visitor })).body.data).not.toHaveProperty('email');
    expect((await call('/rest/v5/people', { method: 'POST', token: tokens.visitor, body: { last_name: 'X' } })).status).toBe(403);
  });

  it('lists the projects by right, creates one (409 on a name taken in any case) and keeps If-Match', async () => {
    const visitor = await call('/rest/v5/projects?with_total=true', { token: tokens.visitor });
    expect(visitor.body.data.map((p: { project_name: string }) => p.project_name)).toEqual(['Flora Ticino (GBIF)']);
    expect(visitor.headers.get('x-total')).toBe('1');
    const created = await call('/rest/v5/projects', { method: 'POST', body: { project_name: `Store test ${kind}`, is_public: true } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ is_public: true, anonymise_observers: false, my_role: 'manager' });
    const id = created.body.data.id as number;
    expect((await call('/rest/v5/projects', { method: 'POST', body: { project_name: `STORE TEST ${kind.toUpperCase()}` } })).status).toBe(409);
    expect((await call(`/rest/v5/projects?is_public=true&project_name=Store test ${kind}`)).body.data).toHaveLength(1);

    const read = await call(`/rest/v5/projects/${id}`);
    const stale = await call(`/rest/v5/projects/${id}`, { method: 'PUT', headers: { 'if-match': '"not-the-version"' }, body: { description: 'x' } });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe(read.headers.get('etag'));
    const changed = await call(`/rest/v5/projects/${id}`, { method: 'PUT', headers: { 'if-match': read.headers.get('etag')! }, body: { description: 'changed', is_public: false } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ description: 'changed', is_public: false });
    expect((await call(`/rest/v5/projects/${id}`, { method: 'DELETE', headers: { 'if-match': read.headers.get('etag')! } })).status).toBe(412);
    expect((await call(`/rest/v5/projects/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/rest/v5/projects/${id}`)).status).toBe(404);
  });

  it('refuses to delete a project that holds observations, counting them from the counts table', async () => {
    const held = await one<{ dataset_id: number; n: number }>('SELECT dataset_id, count(*) AS n FROM observations GROUP BY dataset_id ORDER BY dataset_id LIMIT 1');
    const res = await call(`/rest/v5/projects/${held.dataset_id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain(`still holds ${held.n} observation`);
  });

  it('grants, changes and revokes policies, never leaving a project without a manager', async () => {
    const project = (await call('/rest/v5/projects', { method: 'POST', body: { project_name: `Policies ${kind}` } })).body.data.id as number;
    const person = (await call('/rest/v5/people', { method: 'POST', body: { first_name: 'Pia', last_name: `Policy ${kind}` } })).body.data.id as number;
    const granted = await call(`/rest/v5/projects/${project}/related_policies`, { method: 'POST', body: { person_id: person, role: 'editor' } });
    expect(granted.status).toBe(201);
    expect(granted.body.data).toMatchObject({ person_id: person, role: 'editor', rights: ['read', 'write'] });
    expect((await call(`/rest/v5/projects/${project}/related_policies`, { method: 'POST', body: { person_id: person, role: 'viewer' } })).status).toBe(409);
    const list = await call(`/rest/v5/projects/${project}/related_policies?with_total=true`);
    expect(list.body.data.map((p: { role: string }) => p.role)).toEqual(['manager', 'editor']);
    const mine = list.body.data[0] as { id: number };
    const last = await call(`/rest/v5/projects/${project}/related_policies/${mine.id}`, { method: 'DELETE' });
    expect(last.status).toBe(409);
    const policy = `/rest/v5/projects/${project}/related_policies/${granted.body.data.id}`;
    expect((await call(policy, { method: 'PUT', headers: { 'if-match': '"old"' }, body: { role: 'manager' } })).status).toBe(412);
    expect((await call(policy, { method: 'PUT', headers: { 'if-match': granted.headers.get('etag')! }, body: { role: 'manager' } })).body.data.role).toBe('manager');
  });

  it('of two managers revoking each other at once, exactly one succeeds', async () => {
    const project = (await call('/rest/v5/projects', { method: 'POST', body: { project_name: `Race ${kind}` } })).body.data.id as number;
    const curator = await one<{ person_id: number }>("SELECT person_id FROM accounts WHERE username = 'curator'");
    const granted = await call(`/rest/v5/projects/${project}/related_policies`, { method: 'POST', body: { person_id: curator.person_id, role: 'manager' } });
    const list = await call(`/rest/v5/projects/${project}/related_policies`);
    const [first, second] = list.body.data as Array<{ id: number }>;
    expect(second!.id).toBe(granted.body.data.id);
    const statuses = await Promise.all([first!, second!].map((p, i) =>
      call(`/rest/v5/projects/${project}/related_policies/${p.id}`, { method: 'DELETE', token: i === 0 ? tokens.manager : tokens.curator }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([204, 409]);
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM policies WHERE project_id = ? AND role = 'manager'", [project])).n).toBe(1);
  });

  it('answers reference data and taxonomy with the same filters', async () => {
    const vocab = await call('/public/v5/vocabularies?field_name[in]=doc_type,habitat&with_total=true&limit=1');
    expect(Number(vocab.headers.get('x-filtered-total'))).toBeLessThan(Number(vocab.headers.get('x-total')));
    const habitats = await call('/public/v5/habitats?name_any[iw_contains]=WALD&with_total=true');
    expect(habitats.body.data.some((h: { name_de: string }) => h.name_de === 'Wälder')).toBe(true);
    const canton = await call('/public/v5/administrative_units?id=10021&with_geometry=true');
    expect(canton.body.data[0]).toMatchObject({ name: 'Ticino', unit_type: 'canton', geometry: { type: expect.stringMatching(/Polygon/) } });
    const names = await call('/public/v5/taxonomy/names?vernacular_name[iw_contains]=knoterich&limit=3');
    expect(names.body.data[0].vernacular_name_de).toMatch(/^Knöterich/i);
    const taxon = names.body.data[0].accepted_taxon_id as number;
    const taxa = await call(`/public/v5/taxonomy/taxa/${taxon}`);
    expect(Array.isArray(taxa.body.data.synonyms)).toBe(true);
    const neophytes = await call('/public/v5/taxonomy/taxa?fact_type=neophyte&fact_value=true&with_total=true&limit=1');
    expect(Number(neophytes.headers.get('x-filtered-total'))).toBeGreaterThan(0);
  });

  it('lists observations with filters, a polygon and totals from the counts table, and reads one', async () => {
    const polygon = 'POLYGON((8.4 46.0,9.3 46.0,9.3 46.7,8.4 46.7,8.4 46.0))';
    const filters = 'validation[in]=1,2,3,4&event_date[gte]=2000-01-01&location_id=10021&with_total=true';
    const res = await call(`/rest/v5/observations?${filters}&footprint_wkt[eq]=${encodeURIComponent(polygon)}&limit=1000`);
    expect(res.status).toBe(200);
    const readable = await one<{ n: number }>(`SELECT count(*) AS n FROM observations WHERE dataset_id IN
      (SELECT project_id FROM policies WHERE person_id = (SELECT person_id FROM accounts WHERE username = 'manager'))`);
    expect(res.headers.get('x-total')).toBe(String(readable.n));
    const rows = res.body.data as Array<{ occurrence_id: number; event_date: string; validation: number }>;
    const filtered = Number(res.headers.get('x-filtered-total'));
    expect(rows.length).toBe(Math.min(1000, filtered));
    const withoutPolygon = await call(`/rest/v5/observations?${filters}&limit=1`);
    expect(Number(withoutPolygon.headers.get('x-filtered-total'))).toBeGreaterThan(filtered);
    const answer = { filtered, ids: rows.map((r) => r.occurrence_id) };
    if (kind === 'sqlite') sqliteAnswers.set('observations', answer);
    else if (sqliteAnswers.has('observations')) expect(answer).toEqual(sqliteAnswers.get('observations'));
    for (const row of rows) {
      expect([1, 2, 3, 4]).toContain(row.validation);
      expect(row.event_date >= '2000-01-01').toBe(true);
    }
    const one1 = await call(`/rest/v5/observations/${rows[0]!.occurrence_id}?srid=2056`);
    expect(one1.body.data).toMatchObject({ geodetic_datum: 'EPSG:2056', occurrence_id: rows[0]!.occurrence_id });
    expect(one1.body.data.decimal_longitude).toBeGreaterThan(2_600_000);
    expect((await call('/rest/v5/observations?footprint_wkt[eq]=POINT(8 46)')).status).toBe(400);
  });

  it('matches location_id against the municipality, district or canton of each record, and [neq]/[not_in] keep records without units', async () => {
    const scope = `dataset_id IN (SELECT project_id FROM policies WHERE person_id = (SELECT person_id FROM accounts WHERE username = 'manager'))`;
    const district = (await one<{ id: number }>(`SELECT district_id AS id FROM observations WHERE ${scope} AND district_id IS NOT NULL
      GROUP BY district_id ORDER BY count(*) DESC, district_id LIMIT 1`)).id;
    const elsewhere = (await one<{ id: number }>(`SELECT municipality_id AS id FROM observations WHERE ${scope} AND district_id <> ?
      GROUP BY municipality_id ORDER BY count(*) DESC, municipality_id LIMIT 1`, [district])).id;
    const ticino = 10021;
    await call('/rest/v5/observations', { method: 'POST', body: { dataset_id: (await one<{ id: number }>(`SELECT project_id AS id FROM policies WHERE person_id = (SELECT person_id FROM accounts WHERE username = 'manager') AND role = 'manager' ORDER BY project_id LIMIT 1`)).id, basis_of_record: 1 } });
    // What the record's own three unit columns say, spelled out with literal ids (no shared SQL).
    const units = (ids: number[]): string => ['municipality_id', 'district_id', 'canton_id'].map((c) => `${c} IN (${ids.join(',')})`).join(' OR ');
    const cases: Array<[string, string]> = [
      [`location_id=${district}`, units([district])],
      [`location_id[in]=${district},${elsewhere}`, units([district, elsewhere])],
      [`location_id[in]=${ticino}`, units([ticino])],
      [`location_id[neq]=${district}`, `NOT coalesce(${units([district])}, FALSE)`],
      [`location_id[not_in]=${ticino},${elsewhere}`, `NOT coalesce(${units([ticino, elsewhere])}, FALSE)`],
    ];
    for (const [filter, where] of cases) {
      const expected = await one<{ n: number; first: number | null }>(`SELECT count(*) AS n, min(occurrence_id) AS first FROM observations WHERE ${scope} AND (${where})`);
      expect(Number(expected.n), filter).toBeGreaterThan(0);
      const res = await call(`/rest/v5/observations?${filter}&with_total=true&sort=occurrence_id&limit=1`);
      expect(res.status, filter).toBe(200);
      expect(res.headers.get('x-filtered-total'), filter).toBe(String(expected.n));
      expect(res.body.data[0].occurrence_id, filter).toBe(Number(expected.first));
    }
    // the record without a footprint (no units) is among the "not in" ones only
    const unlocated = await one<{ n: number }>(`SELECT count(*) AS n FROM observations WHERE ${scope} AND municipality_id IS NULL`);
    expect(Number(unlocated.n)).toBeGreaterThan(0);
  });

  it('answers every GET of its OpenAPI document on this store, none with a 5xx (nothing is left SQLite-only)', async () => {
    const document = await openApiDocument(server.url);
    /** A path of the document with its parameters filled: a tile over Switzerland, id 1 elsewhere (a 404 is an answer too). */
    const filled = (path: string): string => path.replace(/\{(\w+)\}/g, (_, name: string) => ({ srid: '3857', z: '8', x: '133', y: '90' })[name] ?? '1');
    const paths = Object.entries(document.paths).filter(([, operations]) => operations.get).map(([path]) => filled(path));
    expect(paths).toEqual(expect.arrayContaining(['/public/v5/clustered_neophyte_observations/3857/8/133/90', '/rest/v5/clustered_observations/3857/8/133/90']));
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${tokens.manager}` } });
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
