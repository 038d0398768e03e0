/**
 * Issue 11 §1 on observation writes and filters: validation fields change only through the
 * validation sub-resource, a relevé and its species share one project, v4 names name their v5
 * replacement, `location_id[neq]`/`[not_in]` keep records without a footprint, removed parameters
 * say they have no replacement, and every vocabulary entry has its four labels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
let curator: string; // editor on Flora Ticino (GBIF)
let manager: string;
let floraId: number;
let observation: number; // one of Flora Ticino (GBIF), where the curator may write

const send = (method: string, path: string, body: unknown, token = curator) => api(server.url, path, { method, token, body });

beforeAll(async () => {
  server = await startTestServer();
  curator = (await loginWithPkce(server.url, 'curator')).access_token;
  manager = (await loginWithPkce(server.url, 'manager')).access_token;
  floraId = (server.db.prepare("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'").get() as { id: number }).id;
  observation = server.db.prepare('SELECT occurrence_id FROM observations WHERE dataset_id = ? LIMIT 1').pluck().get(floraId) as number;
});
afterAll(() => server?.close());

describe('validation fields in observation bodies', () => {
  it.each(['v_presence_status', 'validation', 'v_doubt_status'])('refuses %s on PUT with a 422 naming the validations sub-resource', async (field) => {
    const before = (await api(server.url, `/rest/v5/observations/${observation}/validations`, { token: curator })).body.data;
    const r = await send('PUT', `/rest/v5/observations/${observation}`, { [field]: 2 });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([{ field, message: expect.stringContaining('/validations') }]);
    expect((await api(server.url, `/rest/v5/observations/${observation}/validations`, { token: curator })).body.data).toEqual(before);
  });

  it('refuses v_presence_status on POST too', async () => {
    const r = await send('POST', '/rest/v5/observations', { dataset_id: floraId, basis_of_record: 1, v_presence_status: 1 });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].field).toBe('v_presence_status');
  });
});

describe('relevé and observation in one project', () => {
  const releveElsewhere = (): { id: number; dataset_id: number } =>
    server.db.prepare('SELECT id, dataset_id FROM releves WHERE dataset_id <> ? LIMIT 1').get(floraId) as { id: number; dataset_id: number };

  it('refuses to link an observation to a relevé of another project (422 on releve_id)', async () => {
    const other = releveElsewhere();
    const put = await send('PUT', `/rest/v5/observations/${observation}`, { releve_id: other.id });
    expect(put.status).toBe(422);
    expect(put.body.errors).toEqual([{ field: 'releve_id', message: expect.stringContaining(`project ${other.dataset_id}`) }]);
    const post = await send('POST', '/rest/v5/observations', { dataset_id: floraId, basis_of_record: 1, releve_id: other.id });
    expect(post.status).toBe(422);
    expect(server.db.prepare('SELECT releve_id FROM observations WHERE occurrence_id = ?').pluck().get(observation)).not.toBe(other.id);
  });

  it('refuses to move a species observation away from its relevé (422 on dataset_id), and the relevé away from its species', async () => {
    const releve = (await send('POST', '/rest/v5/releves', { dataset_id: floraId, project: 'one project' }, manager)).body.data.id as number;
    const species = await send('POST', '/rest/v5/observations', { dataset_id: floraId, basis_of_record: 1, releve_id: releve }, manager);
    expect(species.status).toBe(201);
    const otherProject = server.db.prepare("SELECT project_id FROM policies p JOIN people pe ON pe.id = p.person_id JOIN accounts a ON a.person_id = pe.id WHERE a.username = 'manager' AND p.role = 'manager' AND p.project_id <> ? LIMIT 1").pluck().get(floraId) as number;
    const moved = await send('PUT', `/rest/v5/observations/${species.body.data.occurrence_id}`, { dataset_id: otherProject }, manager);
    expect(moved.status).toBe(422);
    expect(moved.body.errors[0].field).toBe('dataset_id');
    const releveMoved = await send('PUT', `/rest/v5/releves/${releve}`, { dataset_id: otherProject }, manager);
    expect(releveMoved.status).toBe(422);
    expect(releveMoved.body.errors[0].field).toBe('dataset_id');
  });
});

describe('v4 names in observation bodies', () => {
  it.each([['rem', 'occurrence_remarks'], ['project_id', 'dataset_id'], ['altitude_min', 'minimum_elevation_in_meters'], ['x', 'footprint_wkt']])(
    '%s names %s', async (v4, v5) => {
      const r = await send('PUT', `/rest/v5/observations/${observation}`, { [v4]: 1 });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([{ field: v4, message: expect.stringContaining(v5) }]);
    });
});

describe('location_id[neq] and [not_in]', () => {
  it('keep observations without a footprint', async () => {
    const created = await send('POST', '/rest/v5/observations', { dataset_id: floraId, basis_of_record: 1 });
    expect(created.status).toBe(201);
    const id = created.body.data.occurrence_id as number;
    const ticino = 10021;
    for (const filter of [`location_id[neq]=${ticino}`, `location_id[not_in]=${ticino},10001`]) {
      const r = await api(server.url, `/rest/v5/observations?occurrence_id=${id}&${filter}`, { token: curator });
      expect(r.body.data.map((o: { occurrence_id: number }) => o.occurrence_id)).toEqual([id]);
    }
    const eq = await api(server.url, `/rest/v5/observations?occurrence_id=${id}&location_id=${ticino}`, { token: curator });
    expect(eq.body.data).toEqual([]);
  });
});

describe('removed parameters and vocabulary labels', () => {
  it.each(['specimen_types', 'withReleve'])('%s says it was removed without replacement', async (param) => {
    const r = await api(server.url, `/rest/v5/observations?${param}=1`, { token: await clientCredentialsToken(server.url) });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe(`${param} was removed in v5 and has no replacement.`);
  });

  it('gives every vocabulary entry its English, German, French and Italian label', async () => {
    const r = await api(server.url, '/public/v5/vocabularies?limit=1000');
    expect(r.body.data.length).toBeGreaterThan(50);
    const missing = (r.body.data as Array<Record<string, string | null>>)
      .filter((v) => ['label_en', 'label_de', 'label_fr', 'label_it'].some((k) => !v[k]))
      .map((v) => `${v.field_name} ${v.code}`);
    expect(missing).toEqual([]);
  });
});
