/**
 * The sub-resources of an observation (neophyte control data, supplements, validations) over
 * HTTP on both stores (describeEachStore; the PostgreSQL half needs OBSERVATION_TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

describeEachStore('observation sub-resources', (kind, templateUrl) => {
  let server: RunningServer;
  let steward: string;
  let curator: string;
  let manager: string;
  let occurrence_id: number;

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    steward = await clientCredentialsToken(server.url);
    curator = (await loginWithPkce(server.url, 'curator')).access_token;
    manager = (await loginWithPkce(server.url, 'manager')).access_token;
    const flora = (await server.context.store.get<{ id: number }>("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'"))!.id;
    const created = await api(server.url, '/rest/v5/observations', {
      method: 'POST', token: curator, body: { dataset_id: flora, basis_of_record: 1, taxon_id: 2, footprint_wkt: 'POINT(8.95 46.0)' },
    });
    occurrence_id = created.body.data.occurrence_id;
  }, 120_000);
  afterAll(() => server?.close());

  const at = (segment: string) => `/rest/v5/observations/${occurrence_id}/${segment}`;

  describe.each([
    ['neophytes', { control_type: 1, eradication: 2, control_dtype: 3, control_result: 1 }, { eradication: 99 }, 'eradication'],
    ['supplements', { minimum_depth_in_meters: 1, maximum_depth_in_meters: 2.5, sex: 1, abundance: 12, cover_abs: 40, releve_stratum: 3 }, { cover_abs: 140 }, 'cover_abs'],
  ] as const)('/observations/{id}/%s', (segment, values, bad, badField) => {
    it('is absent (404) until a PUT creates it; there is no POST', async () => {
      expect((await api(server.url, at(segment), { token: curator })).status).toBe(404);
      const post = await api(server.url, at(segment), { method: 'POST', token: curator, body: values });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
    });

    it('is created and partially updated by PUT, read by GET, removed by DELETE', async () => {
      const put = await api(server.url, at(segment), { method: 'PUT', token: curator, body: values });
      expect(put.status).toBe(200);
      expect(put.body.data).toMatchObject(values);
      const [firstKey] = Object.keys(values);
      const partial = await api(server.url, at(segment), { method: 'PUT', token: curator, body: { [firstKey!]: null } });
      expect(partial.body.data[firstKey!]).toBeNull();
      const { [firstKey!]: _gone, ...rest } = values as Record<string, unknown>;
      expect((await api(server.url, at(segment), { token: curator })).body.data).toMatchObject(rest);
      expect((await api(server.url, at(segment), { method: 'DELETE', token: curator })).status).toBe(204);
      expect((await api(server.url, at(segment), { token: curator })).status).toBe(404);
    });

    it('refuses bad values with a 422 naming the field and keeps nothing', async () => {
      const r = await api(server.url, at(segment), { method: 'PUT', token: curator, body: bad });
      expect(r.status).toBe(422);
      expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(badField);
      expect((await api(server.url, at(segment), { token: curator })).status).toBe(404);
    });

    it('needs the write right to change it', async () => {
      expect((await api(server.url, at(segment), { method: 'PUT', token: steward, body: values })).status).toBe(403);
    });
  });

  describe('/observations/{id}/validations', () => {
    it('sets validation, presence status and comment, keeping the history', async () => {
      const first = await api(server.url, at('validations'), { method: 'PUT', token: steward, body: { validation: 3, comment: 'photo unclear' } });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ validation: 3, comment: 'photo unclear', validated_by: 1 });
      expect(first.body.data.validated_at).toMatch(/\.\d{3}[+-]\d{2}:\d{2}$/);
      const second = await api(server.url, at('validations'), { method: 'PUT', token: steward, body: { validation: 2, v_presence_status: 1 } });
      expect(second.body.data).toMatchObject({ validation: 2, v_presence_status: 1, comment: null });
      expect(second.body.data.history.map((h: { validation: number }) => h.validation)).toEqual([3, 2]);
      const observation = await api(server.url, `/rest/v5/observations/${occurrence_id}`, { token: steward });
      expect(observation.body.data).toMatchObject({ validation: 2, v_presence_status: 1 });
      const listed = await api(server.url, `/rest/v5/observations?occurrence_id=${occurrence_id}&validation=2`, { token: steward });
      expect(listed.body.data).toHaveLength(1);
    });

    it('needs the validate right: an editor gets 403 naming the project by name, a manager may', async () => {
      const refused = await api(server.url, at('validations'), { method: 'PUT', token: curator, body: { validation: 5 } });
      expect(refused.status).toBe(403);
      const project = (await server.context.store.get<{ id: number; project_name: string }>('SELECT p.id, p.project_name FROM projects p JOIN observations o ON o.dataset_id = p.id WHERE o.occurrence_id = ?', [occurrence_id]))!;
      expect(refused.body.detail).toBe(`You have no validate right on project "${project.project_name}" (${project.id}).`);
      expect((await api(server.url, at('validations'), { method: 'PUT', token: manager, body: { validation: 5 } })).status).toBe(200);
    });

    it('refuses a code outside the validation vocabulary, a missing status, and DELETE', async () => {
      const bad = await api(server.url, at('validations'), { method: 'PUT', token: steward, body: { validation: 42 } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors[0].field).toBe('validation');
      expect((await api(server.url, at('validations'), { method: 'PUT', token: steward, body: { comment: 'x' } })).status).toBe(422);
      expect((await api(server.url, at('validations'), { method: 'DELETE', token: steward })).status).toBe(405);
    });
  });
});
