/**
 * Issue 11 §3 on the service side: single resources carry an `ETag`, and `If-Match` on PUT and
 * DELETE turns a lost update into a 412 naming the current version (an extension of the interface).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
let [manager, steward] = ['', '']; // manager of Flora Ticino (GBIF); client credentials (validator)
let dataset_id: number;

beforeAll(async () => {
  server = await startTestServer();
  [manager, steward] = [(await loginWithPkce(server.url, 'manager')).access_token, await clientCredentialsToken(server.url)];
  dataset_id = server.db.prepare("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'").pluck().get() as number;
});
afterAll(() => server?.close());

const read = (path: string) => api(server.url, path, { token: manager });
const write = (method: string, path: string, etag: string | null, body?: unknown) =>
  api(server.url, path, { method, token: manager, body, headers: etag ? { 'if-match': etag } : {} });

describe('other single resources', () => {
  it('relevés, projects, documents and sub-resources send an ETag and honour If-Match', async () => {
    const releve = (await api(server.url, '/rest/v5/releves', { method: 'POST', token: manager, body: { dataset_id, project: 'etag' } })).body.data.id as number;
    const observation = server.db.prepare('SELECT occurrence_id FROM observations WHERE dataset_id = ? LIMIT 1').pluck().get(dataset_id) as number;
    await api(server.url, `/rest/v5/observations/${observation}/supplements`, { method: 'PUT', token: manager, body: { cover_abs: 5 } });
    const doc = server.db.prepare(`SELECT id FROM docs WHERE dataset_id IN (SELECT project_id FROM policies p JOIN accounts a ON a.person_id = p.person_id
      WHERE a.username = 'manager' AND p.role = 'manager') LIMIT 1`).pluck().get() as number;
    expect(doc, 'the demo data holds a document the manager may write').toBeDefined();
    const cases: Array<[string, unknown]> = [
      [`/rest/v5/releves/${releve}`, { event_remarks: 'changed' }],
      [`/rest/v5/projects/${dataset_id}`, { description: 'changed' }],
      [`/rest/v5/observations/${observation}/supplements`, { cover_abs: 7 }],
      [`/rest/v5/docs/${doc}/metadatas`, { doc_rem: 'changed' }],
    ];
    for (const [path, body] of cases) {
      const readPath = path.replace(/\/metadatas$/, '');
      const etag = (await read(readPath)).headers.get('etag');
      expect(etag, readPath).toMatch(/^"/);
      expect((await write('PUT', path, '"not-the-version"', body)).status, path).toBe(412);
      const done = await write('PUT', path, etag, body);
      expect(done.status, path).toBe(200);
      expect((await read(readPath)).headers.get('etag')).not.toBe(etag);
    }
    const validation = await api(server.url, `/rest/v5/observations/${observation}/validations`, { token: steward });
    const stale = await api(server.url, `/rest/v5/observations/${observation}/validations`, { method: 'PUT', token: steward, body: { validation: 2 }, headers: { 'if-match': '"old"' } });
    expect(stale.status).toBe(412);
    const valid = await api(server.url, `/rest/v5/observations/${observation}/validations`, { method: 'PUT', token: steward, body: { validation: 2 }, headers: { 'if-match': validation.headers.get('etag')! } });
    expect(valid.status).toBe(200);
  });
});
