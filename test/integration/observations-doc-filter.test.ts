import { sqliteDialect } from '../../src-server/store/dialect.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { compileClauses } from '../../src-server/query/compile.js';
import { observationColumns } from '../../src-server/query/observation-columns.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
let steward: string; // validator on every demo project
let visitor: string; // viewer of Flora Ticino (GBIF) only
let floraId: number;
let docId: number;
let lonelyDocId: number;
let floraIds: number[];
let otherId: number;

beforeAll(async () => {
  server = await startTestServer();
  steward = await clientCredentialsToken(server.url);
  visitor = (await loginWithPkce(server.url, 'visitor')).access_token;
  floraId = (server.db.prepare("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'").get() as { id: number }).id;
  // one document attached to two Flora observations and one of another project; another attached to none
  const docs = server.db.prepare('SELECT id FROM docs ORDER BY id LIMIT 2').all() as Array<{ id: number }>;
  [docId, lonelyDocId] = [docs[0]!.id, docs[1]!.id];
  server.db.prepare('DELETE FROM observation_docs WHERE doc_id IN (?, ?)').run(docId, lonelyDocId);
  floraIds = (server.db.prepare('SELECT occurrence_id FROM observations WHERE dataset_id = ? ORDER BY occurrence_id LIMIT 2').all(floraId) as Array<{ occurrence_id: number }>).map((r) => r.occurrence_id);
  otherId = (server.db.prepare('SELECT occurrence_id FROM observations WHERE dataset_id <> ? LIMIT 1').get(floraId) as { occurrence_id: number }).occurrence_id;
  const link = server.db.prepare('INSERT INTO observation_docs (occurrence_id, doc_id) VALUES (?, ?)');
  for (const id of [...floraIds, otherId]) link.run(id, docId);
});
afterAll(() => server?.close());

const ids = (body: { data: Array<{ occurrence_id: number }> }): number[] => body.data.map((o) => o.occurrence_id).sort((a, b) => a - b);

describe('doc_id filter on the observation lists (extension)', () => {
  it('lists exactly the observations the document is attached to, with the filtered total', async () => {
    const r = await api(server.url, `/rest/v5/observations?doc_id[eq]=${docId}&with_total=true`, { token: steward });
    expect(r.status).toBe(200);
    expect(ids(r.body)).toEqual([...floraIds, otherId].sort((a, b) => a - b));
    expect(r.headers.get('x-filtered-total')).toBe('3');
    const idList = await api(server.url, `/rest/v5/observations/ids?doc_id[in]=${docId},${lonelyDocId}`, { token: steward });
    expect([...idList.body.data].sort((a: number, b: number) => a - b)).toEqual([...floraIds, otherId].sort((a, b) => a - b));
    const simple = await api(server.url, `/rest/v5/simple_observations?doc_id=${docId}`, { token: steward });
    expect(simple.body.data.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b)).toEqual([...floraIds, otherId].sort((a, b) => a - b));
  });

  it('answers an empty list for a document attached to none', async () => {
    const r = await api(server.url, `/rest/v5/observations?doc_id=${lonelyDocId}&with_total=true`, { token: steward });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
    expect(r.headers.get('x-filtered-total')).toBe('0');
  });

  it('keeps to what the caller may read', async () => {
    const r = await api(server.url, `/rest/v5/observations?doc_id=${docId}`, { token: visitor });
    expect(ids(r.body)).toEqual(floraIds);
  });

  it.each([
    ['doc_id=abc', 'doc_id'],
    ['doc_id[neq]=1', 'doc_id[neq]'],
    ['doc_id[in]=1,x', 'doc_id[in]'],
  ])('answers %s with a 400 problem naming %s', async (query, parameter) => {
    const r = await api(server.url, `/rest/v5/observations?${query}`, { token: steward });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(r.body.parameter).toBe(parameter);
  });

  it('reads the links through the document index, not by scanning observations or links', () => {
    const [filter] = compileClauses([{ field: 'doc_id', operation: 'in', value: [docId] }], observationColumns('o'), sqliteDialect);
    const plan = (server.db.prepare(`EXPLAIN QUERY PLAN SELECT o.occurrence_id FROM observations o WHERE ${filter!.sql}`).all(...filter!.params) as Array<{ detail: string }>).map((r) => r.detail);
    expect(plan).toContain('SEARCH od USING INDEX observation_docs_doc (doc_id=?)');
    expect(plan.some((d) => /^SCAN (o|od)\b/.test(d))).toBe(false);
  });

  it('is marked as an extension in the OpenAPI document', async () => {
    const document = (await api(server.url, '/rest/v5/openapi.json')).body as { paths: Record<string, { get: { parameters: Array<{ name: string; 'x-extension'?: boolean }> } }> };
    for (const path of ['/rest/v5/observations', '/rest/v5/observations/ids', '/rest/v5/simple_observations']) {
      const parameters = document.paths[path]!.get.parameters;
      expect(parameters.find((p) => p.name === 'doc_id[in]')?.['x-extension']).toBe(true);
      expect(parameters.find((p) => p.name === 'taxon_id[in]')?.['x-extension']).toBeUndefined();
    }
  });
});
