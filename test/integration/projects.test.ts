/**
 * /rest/v5/projects over HTTP with real tokens: list by right, filters, my_role; create (managers
 * only, creator becomes manager, unique name → 409, strict body → 422); read (403 without right,
 * 404 when missing); update and delete (manage right; 409 while data remains);
 * related_policies are in project-policies.test.ts. Demo accounts: steward (validator), manager (manager everywhere), curator
 * (editor), visitor (viewer on "Flora Ticino (GBIF)" only).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { ProjectSchema } from '../../src-shared/schemas/project.js';
import { api, startTestServer } from '../helpers/server.js';
import { signInDemoAccounts, type DemoAccounts } from '../helpers/demo-accounts.js';

let server: RunningServer;
let tokens: DemoAccounts['tokens'];
let ids: DemoAccounts['ids'];
let flora: number;
let hidden: number;
const call = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => api(server.url, path, init);
const all = <T>(sql: string, ...params: unknown[]): T[] => server.db.prepare(sql).all(...params) as T[];

beforeAll(async () => {
  server = await startTestServer();
  ({ tokens, ids, flora, hidden } = await signInDemoAccounts(server));
});
afterAll(async () => {
  await server?.close();
});

describe('authentication', () => {
  it('answers 401 without a bearer token', async () => {
    for (const [method, path] of [['GET', '/rest/v5/projects'], ['POST', '/rest/v5/projects'], ['GET', '/rest/v5/projects/1'],
      ['PUT', '/rest/v5/projects/1'], ['DELETE', '/rest/v5/projects/1'], ['GET', '/rest/v5/projects/1/related_policies']]) {
      const res = await call(path!, { method, body: method === 'POST' || method === 'PUT' ? { project_name: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});

describe('GET /rest/v5/projects', () => {
  it('lists the projects the caller may read, with my_role', async () => {
    const res = await call('/rest/v5/projects?with_total=true', { token: tokens.visitor });
    expect(res.status).toBe(200);
    const readable = all<{ project_id: number; role: string }>('SELECT project_id, role FROM policies WHERE person_id = ?', ids.visitor);
    expect(res.body.data.map((p: { id: number }) => p.id).sort()).toEqual(readable.map((r) => r.project_id).sort());
    expect(res.headers.get('x-total')).toBe(String(readable.length));
    const floraRow = ProjectSchema.parse(res.body.data.find((p: { id: number }) => p.id === flora));
    expect(floraRow).toMatchObject({ project_name: 'Flora Ticino (GBIF)', my_role: 'viewer', date_rounding: expect.stringMatching(/^(none|month|year)$/) });
    expect(typeof floraRow.is_public).toBe('boolean');
    expect(typeof floraRow.anonymise_observers).toBe('boolean');
  });

  it('filters by right', async () => {
    const manage = await call('/rest/v5/projects?right=manage', { token: tokens.visitor });
    expect(manage.body.data).toEqual([]);
    const mine = await call('/rest/v5/projects?right=manage&limit=1000', { token: tokens.manager });
    const managed = all<{ project_id: number }>("SELECT project_id FROM policies WHERE person_id = ? AND role = 'manager'", ids.manager);
    expect(mine.body.data.map((p: { id: number }) => p.id).sort()).toEqual(managed.map((r) => r.project_id).sort());
    expect(mine.body.data.every((p: { my_role: string }) => p.my_role === 'manager')).toBe(true);
    const validate = await call('/rest/v5/projects?right=validate&limit=1000', { token: tokens.steward });
    expect(validate.body.data.every((p: { my_role: string }) => ['validator', 'manager'].includes(p.my_role))).toBe(true);
    expect(validate.body.data.length).toBeGreaterThan(0);
  });

  it('filters by project_name with operations and by id; sorts', async () => {
    const res = await call('/rest/v5/projects?project_name[iw_contains]=FLORA', { token: tokens.manager });
    expect(res.body.data.map((p: { id: number }) => p.id)).toContain(flora);
    expect(res.body.data.every((p: { project_name: string }) => /flora/i.test(p.project_name))).toBe(true);
    const byId = await call(`/rest/v5/projects?id=${flora}`, { token: tokens.manager });
    expect(byId.body.data).toHaveLength(1);
    const sorted = await call('/rest/v5/projects?sort=id&dir=desc', { token: tokens.manager });
    const list = sorted.body.data.map((p: { id: number }) => p.id);
    expect(list).toEqual([...list].sort((a, b) => b - a));
  });

  it('answers bad parameters with a 400 naming them; HEAD gives totals only', async () => {
    for (const [query, parameter] of [['right=own', 'right'], ['rights=read', 'rights'], ['auth=read', 'auth'], ['name=Flora', 'name'],
      ['project_name[gt]=a', 'project_name[gt]'], ['is_public=maybe', 'is_public']] as const) {
      const res = await call(`/rest/v5/projects?${query}`, { token: tokens.manager });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: 400, parameter });
    }
    const head = await call('/rest/v5/projects?with_total=true&project_name[iw_contains]=flora', { method: 'HEAD', token: tokens.visitor });
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers.get('x-filtered-total')).toBe('1');
  });
});

describe('POST /rest/v5/projects', () => {
  it('creates a project; the creator becomes its manager', async () => {
    const res = await call('/rest/v5/projects', {
      method: 'POST', token: tokens.manager,
      body: { project_name: 'Amphibians Ticino', description: 'Test project', is_public: true, date_rounding: 'year' },
    });
    expect(res.status).toBe(201);
    const project = ProjectSchema.parse(res.body.data);
    expect(project).toMatchObject({ project_name: 'Amphibians Ticino', is_public: true, anonymise_observers: false, date_rounding: 'year', my_role: 'manager' });
    expect(res.headers.get('location')).toBe(`/rest/v5/projects/${project.id}`);
    const policies = await call(`/rest/v5/projects/${project.id}/related_policies`, { token: tokens.manager });
    expect(policies.body.data).toEqual([expect.objectContaining({ person_id: ids.manager, role: 'manager', rights: ['read', 'write', 'validate', 'manage'] })]);
    const defaults = await call('/rest/v5/projects', { method: 'POST', token: tokens.manager, body: { project_name: 'Bare project' } });
    expect(defaults.body.data).toMatchObject({ description: null, is_public: false, anonymise_observers: false, date_rounding: 'none' });
  });

  it('answers a duplicate name (any letter case) with 409', async () => {
    const res = await call('/rest/v5/projects', { method: 'POST', token: tokens.manager, body: { project_name: 'flora ticino (gbif)' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 409, title: 'Conflict' });
    expect(res.body.detail).toContain('flora ticino (gbif)');
  });

  it('rejects invalid bodies with 422 naming fields, v4 name included', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ name: 'Old style' }, ['name', 'project_name']],
      [{}, ['project_name']],
      [{ project_name: '  ' }, ['project_name']],
      [{ project_name: 'X', date_rounding: 'week' }, ['date_rounding']],
      [{ project_name: 'X', is_public: 'yes' }, ['is_public']],
      [{ project_name: 'X', owner: 3 }, ['owner']],
      [{ project_name: 'X', id: 9, my_role: 'manager' }, ['id', 'my_role']],
      [{ project: { project_name: 'X' } }, ['project']],
    ];
    for (const [body, fields] of cases) {
      const res = await call('/rest/v5/projects', { method: 'POST', token: tokens.manager, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort(), JSON.stringify(body)).toEqual([...fields].sort());
    }
    const renamed = await call('/rest/v5/projects', { method: 'POST', token: tokens.manager, body: { name: 'Old style' } });
    expect(renamed.body.errors).toContainEqual({ field: 'name', message: expect.stringContaining('project_name') });
  });

  it('refuses callers who manage no project (403)', async () => {
    for (const user of ['visitor', 'curator', 'steward'] as const) {
      const res = await call('/rest/v5/projects', { method: 'POST', token: tokens[user], body: { project_name: `By ${user}` } });
      expect(res.status, user).toBe(403);
    }
  });
});

describe('GET, PUT, DELETE /rest/v5/projects/{id}', () => {
  it('reads a project with read right; 403 without, 404 when missing', async () => {
    const res = await call(`/rest/v5/projects/${flora}`, { token: tokens.visitor });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: flora, my_role: 'viewer' });
    const denied = await call(`/rest/v5/projects/${hidden}`, { token: tokens.visitor });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ status: 403 });
    for (const id of ['999999', 'abc']) expect((await call(`/rest/v5/projects/${id}`, { token: tokens.manager })).status).toBe(404);
  });

  it('updates with manage right; fields left out keep their values', async () => {
    const created = (await call('/rest/v5/projects', {
      method: 'POST', token: tokens.manager, body: { project_name: 'Dragonflies', description: 'before', anonymise_observers: true },
    })).body.data;
    const res = await call(`/rest/v5/projects/${created.id}`, { method: 'PUT', token: tokens.manager, body: { description: 'after', date_rounding: 'month' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ project_name: 'Dragonflies', description: 'after', anonymise_observers: true, date_rounding: 'month', my_role: 'manager' });
    expect(Date.parse(res.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    const renamed = await call(`/rest/v5/projects/${created.id}`, { method: 'PUT', token: tokens.manager, body: { project_name: 'Dragonflies & damselflies', description: null } });
    expect(renamed.body.data).toMatchObject({ project_name: 'Dragonflies & damselflies', description: null });
    const same = await call(`/rest/v5/projects/${created.id}`, { method: 'PUT', token: tokens.manager, body: { project_name: 'DRAGONFLIES & damselflies' } });
    expect(same.status).toBe(200);
  });

  it('refuses updates without manage right (403), duplicate names (409), bad bodies (422)', async () => {
    expect((await call(`/rest/v5/projects/${flora}`, { method: 'PUT', token: tokens.visitor, body: { description: 'x' } })).status).toBe(403);
    expect((await call(`/rest/v5/projects/${flora}`, { method: 'PUT', token: tokens.curator, body: { description: 'x' } })).status).toBe(403);
    expect((await call('/rest/v5/projects/999999', { method: 'PUT', token: tokens.manager, body: { description: 'x' } })).status).toBe(404);
    const other = (await call('/rest/v5/projects', { method: 'POST', token: tokens.manager, body: { project_name: 'Beetles' } })).body.data;
    const dup = await call(`/rest/v5/projects/${other.id}`, { method: 'PUT', token: tokens.manager, body: { project_name: 'Flora Ticino (GBIF)' } });
    expect(dup.status).toBe(409);
    const bad = await call(`/rest/v5/projects/${other.id}`, { method: 'PUT', token: tokens.manager, body: { name: 'Käfer', created_at: 'now', is_public: 1 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['created_at', 'is_public', 'name']);
  });

  it('deletes an empty project (204) with manage right; 403 without', async () => {
    const created = (await call('/rest/v5/projects', { method: 'POST', token: tokens.manager, body: { project_name: 'Short-lived' } })).body.data;
    expect((await call(`/rest/v5/projects/${created.id}`, { method: 'DELETE', token: tokens.visitor })).status).toBe(403);
    const res = await call(`/rest/v5/projects/${created.id}`, { method: 'DELETE', token: tokens.manager });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await call(`/rest/v5/projects/${created.id}`, { token: tokens.manager })).status).toBe(404);
    expect(all('SELECT * FROM policies WHERE project_id = ?', created.id)).toEqual([]);
  });

  it('refuses to delete a project that still holds data (409, with counts)', async () => {
    const created = (await call('/rest/v5/projects', { method: 'POST', token: tokens.manager, body: { project_name: 'Still in use' } })).body.data;
    const now = new Date().toISOString();
    const insert = server.db.prepare('INSERT INTO observations (uuid, dataset_id, basis_of_record, created_at, updated_at) VALUES (?, ?, 1, ?, ?)');
    insert.run(randomUUID(), created.id, now, now);
    insert.run(randomUUID(), created.id, now, now);
    server.db.prepare('INSERT INTO releves (dataset_id, created_at, updated_at) VALUES (?, ?, ?)').run(created.id, now, now);
    const res = await call(`/rest/v5/projects/${created.id}`, { method: 'DELETE', token: tokens.manager });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain('2 observations, 1 relevé and 0 documents');
    expect((await call(`/rest/v5/projects/${created.id}`, { token: tokens.manager })).status).toBe(200);
  });
});

describe('methods', () => {
  it('answers 405 with Allow for a method the project does not have', async () => {
    const patch = await call(`/rest/v5/projects/${flora}`, { method: 'PATCH', token: tokens.manager, body: {} });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
  });
});
