import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';

// X-Total of the observation lists comes from observation_counts (kept by triggers), not from a
// scan: these tests hold it to the truth — a count over the rows the caller may read — after writes.
let server: RunningServer;
let steward: string;
let curator: string; // editor on Flora Ticino (GBIF) and the neophyte projects
let visitor: string; // viewer of Flora Ticino (GBIF) only
let visitorId: number;
let floraId: number;
let neoTiId: number;

beforeAll(async () => {
  server = await startTestServer();
  steward = await clientCredentialsToken(server.url);
  curator = (await loginWithPkce(server.url, 'curator')).access_token;
  visitor = (await loginWithPkce(server.url, 'visitor')).access_token;
  const projectId = (name: string): number => server.db.prepare('SELECT id FROM projects WHERE project_name = ?').pluck().get(name) as number;
  floraId = projectId('Flora Ticino (GBIF)');
  neoTiId = projectId('Neophytes Ticino');
  visitorId = server.db.prepare("SELECT person_id FROM accounts WHERE username = 'visitor'").pluck().get() as number;
});
afterAll(() => server?.close());

/** X-Total and X-Filtered-Total of a list request. */
async function totals(token: string, path = '/rest/v5/observations?limit=1&with_total=true'): Promise<{ total: number; filtered: number }> {
  const r = await api(server.url, path, { token });
  expect(r.status).toBe(200);
  return { total: Number(r.headers.get('x-total')), filtered: Number(r.headers.get('x-filtered-total')) };
}

/** The truth: observations in projects where the account holds a role granting `roles`. */
function readable(username: string, roles = ['viewer', 'editor', 'validator', 'manager']): number {
  return server.db.prepare(`SELECT count(*) FROM observations WHERE dataset_id IN (SELECT project_id FROM policies p
    JOIN accounts a ON a.person_id = p.person_id WHERE a.username = ? AND p.role IN (SELECT value FROM json_each(?)))`)
    .pluck().get(username, JSON.stringify(roles)) as number;
}

const body = (dataset_id: number) => ({ dataset_id, basis_of_record: 1, taxon_id: 2, event_date: '2025-06-14', footprint_wkt: 'POINT(8.9511 46.0037)' });

describe('X-Total of /observations per caller', () => {
  it('counts exactly what each caller may read, and per right', async () => {
    expect((await totals(visitor)).total).toBe(readable('visitor'));
    expect((await totals(curator)).total).toBe(readable('curator'));
    expect((await totals(steward)).total).toBe(readable('steward'));
    expect((await totals(curator, '/rest/v5/observations?limit=1&with_total=true&right=write')).total).toBe(readable('curator', ['editor', 'manager']));
    expect((await totals(visitor, '/rest/v5/simple_observations?limit=1&with_total=true')).total).toBe(readable('visitor'));
    expect((await totals(visitor, '/rest/v5/observations/ids?limit=1&with_total=true')).total).toBe(readable('visitor'));
  });

  it('follows a create, a move to another project and a delete', async () => {
    const before = (await totals(visitor)).total;
    const created = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body(neoTiId) });
    expect(created.status).toBe(201);
    const id = created.body.data.occurrence_id as number;
    expect((await totals(visitor)).total).toBe(before); // not in the visitor's project
    expect((await totals(curator)).total).toBe(readable('curator'));

    const moved = await api(server.url, `/rest/v5/observations/${id}`, { method: 'PUT', token: curator, body: { dataset_id: floraId } });
    expect(moved.status).toBe(200);
    expect((await totals(visitor)).total).toBe(before + 1);

    const second = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body(floraId) });
    expect((await totals(visitor)).total).toBe(before + 2);
    for (const gone of [id, second.body.data.occurrence_id as number]) {
      expect((await api(server.url, `/rest/v5/observations/${gone}`, { method: 'DELETE', token: curator })).status).toBe(204);
    }
    const after = await totals(visitor, `/rest/v5/observations?limit=1&with_total=true&dataset_id=${floraId}`);
    expect(after.total).toBe(before);
    expect(after.total).toBe(readable('visitor'));
    expect(after.filtered).toBe(readable('visitor'));
  });

  it('counts a filter again after any write (X-Filtered-Total is remembered only while nothing changes)', async () => {
    const path = `/rest/v5/observations?limit=1&with_total=true&dataset_id=${floraId}&event_date[gte]=2025-06-01`;
    const before = (await totals(visitor, path)).filtered;
    expect((await totals(visitor, path)).filtered).toBe(before);
    const created = await api(server.url, '/rest/v5/observations', { method: 'POST', token: curator, body: body(floraId) });
    expect((await totals(visitor, path)).filtered).toBe(before + 1);
    // A write outside the routes (another connection, as an import tool would) counts too.
    server.db.prepare('UPDATE observations SET event_date_utc = ?, event_date = ? WHERE occurrence_id = ?')
      .run('2001-01-01T00:00:00.000Z', '2001-01-01T01:00:00.000+01:00', created.body.data.occurrence_id);
    expect((await totals(visitor, path)).filtered).toBe(before);
    await api(server.url, `/rest/v5/observations/${created.body.data.occurrence_id as number}`, { method: 'DELETE', token: curator });
  });

  it('follows a change of the caller\'s roles', async () => {
    const before = (await totals(visitor)).total;
    server.db.prepare("INSERT INTO policies (project_id, person_id, role) VALUES (?, ?, 'viewer')").run(neoTiId, visitorId);
    try {
      const neoTi = server.db.prepare('SELECT count(*) FROM observations WHERE dataset_id = ?').pluck().get(neoTiId) as number;
      expect(neoTi).toBeGreaterThan(0);
      expect((await totals(visitor)).total).toBe(before + neoTi);
    } finally {
      server.db.prepare('DELETE FROM policies WHERE project_id = ? AND person_id = ?').run(neoTiId, visitorId);
    }
    expect((await totals(visitor)).total).toBe(before);
  });
});
