/**
 * /rest/v5/projects/{id}/related_policies over HTTP with real tokens: the interface's read, and the
 * policy writes the reference service adds as an extension (issue 17 §1): grant, change, revoke
 * with the manage right, at least one manager kept, problem details in the caller's language.
 * Every answer is checked against the OpenAPI document by `api` (conformance). Demo accounts:
 * steward (validator), manager (manager everywhere), curator (editor), visitor (viewer on
 * "Flora Ticino (GBIF)" only).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { RelatedPolicySchema } from '../../src-shared/schemas/project.js';
import { api, startTestServer } from '../helpers/server.js';
import { signInDemoAccounts, type DemoAccounts } from '../helpers/demo-accounts.js';
import { openApiDocument } from '../helpers/openapi-responses.js';

let server: RunningServer;
let tokens: DemoAccounts['tokens'];
let ids: DemoAccounts['ids'];
let flora: number;
let hidden: number;
const call = (path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) => api(server.url, path, init);
const all = <T>(sql: string, ...params: unknown[]): T[] => server.db.prepare(sql).all(...params) as T[];

beforeAll(async () => {
  server = await startTestServer();
  ({ tokens, ids, flora, hidden } = await signInDemoAccounts(server));
});
afterAll(async () => {
  await server?.close();
});

/** A new project of the manager's, whom it has as its only manager. */
async function newProject(): Promise<{ id: number; project_name: string; managerPolicy: number }> {
  const project_name = `Policies ${randomUUID().slice(0, 8)}`;
  const created = await call('/rest/v5/projects', { method: 'POST', token: tokens.manager, body: { project_name } });
  expect(created.status).toBe(201);
  const [own] = (await call(`/rest/v5/projects/${created.body.data.id}/related_policies`, { token: tokens.manager })).body.data;
  return { id: created.body.data.id, project_name, managerPolicy: own.id };
}

const grant = (project: number, person_id: number, role: string, token = tokens.manager) =>
  call(`/rest/v5/projects/${project}/related_policies`, { method: 'POST', token, body: { person_id, role } });

describe('GET /rest/v5/projects/{id}/related_policies', () => {
  it('lists who has which role, managers first', async () => {
    const res = await call(`/rest/v5/projects/${flora}/related_policies?with_total=true&limit=1000`, { token: tokens.visitor });
    expect(res.status).toBe(200);
    const stored = all<{ person_id: number; role: string }>('SELECT person_id, role FROM policies WHERE project_id = ?', flora);
    expect(res.headers.get('x-total')).toBe(String(stored.length));
    expect(res.body.data).toHaveLength(stored.length);
    for (const p of res.body.data) RelatedPolicySchema.parse(p);
    expect(res.body.data[0]).toMatchObject({ role: 'manager', person_id: ids.manager, project_id: flora });
    const order = ['manager', 'validator', 'editor', 'viewer'];
    const ranks = res.body.data.map((p: { role: string }) => order.indexOf(p.role));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(res.body.data.find((p: { person_id: number }) => p.person_id === ids.visitor)).toMatchObject({ role: 'viewer', rights: ['read'] });
    expect(res.body.data.find((p: { person_id: number }) => p.person_id === ids.curator)).toMatchObject({ role: 'editor', rights: ['read', 'write'] });
  });

  it('filters by role and person_id; 403 without read right; 404 when missing', async () => {
    const editors = await call(`/rest/v5/projects/${flora}/related_policies?role[in]=editor,validator`, { token: tokens.manager });
    expect(editors.body.data.length).toBeGreaterThan(0);
    expect(editors.body.data.every((p: { role: string }) => ['editor', 'validator'].includes(p.role))).toBe(true);
    const me = await call(`/rest/v5/projects/${flora}/related_policies?person_id=${ids.steward}`, { token: tokens.steward });
    expect(me.body.data).toEqual([expect.objectContaining({ person_id: ids.steward, role: 'validator' })]);
    expect((await call(`/rest/v5/projects/${flora}/related_policies?role=x,y`, { token: tokens.manager })).body).toMatchObject({ status: 400, parameter: 'role' });
    expect((await call(`/rest/v5/projects/${hidden}/related_policies`, { token: tokens.visitor })).status).toBe(403);
    expect((await call('/rest/v5/projects/999999/related_policies', { token: tokens.manager })).status).toBe(404);
  });

  it('says which methods it allows: OPTIONS and a 405 name the policy writes', async () => {
    const options = await call(`/rest/v5/projects/${flora}/related_policies`, { method: 'OPTIONS', token: tokens.visitor });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    const patch = await call(`/rest/v5/projects/${flora}/related_policies`, { method: 'PATCH', token: tokens.manager, body: {} });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, POST, HEAD');
    const one = await call(`/rest/v5/projects/${flora}/related_policies/1`, { method: 'POST', token: tokens.manager, body: {} });
    expect(one.status).toBe(405);
    expect(one.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
  });
});

describe('policy writes (extension)', () => {
  it('grants a role: 201 with Location; the person then holds its rights', async () => {
    const project = await newProject();
    expect((await call(`/rest/v5/projects/${project.id}`, { token: tokens.curator })).status).toBe(403);
    const res = await grant(project.id, ids.curator, 'editor');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ project_id: project.id, person_id: ids.curator, role: 'editor', rights: ['read', 'write'], last_name: expect.any(String) });
    expect(res.headers.get('location')).toBe(`/rest/v5/projects/${project.id}/related_policies/${res.body.data.id}`);
    const read = await call(res.headers.get('location')!, { token: tokens.curator });
    expect(read.body.data).toEqual(res.body.data);
    expect(read.headers.get('etag')).toBe(res.headers.get('etag'));
    const writable = await call(`/rest/v5/projects?right=write&id=${project.id}`, { token: tokens.curator });
    expect(writable.body.data).toEqual([expect.objectContaining({ id: project.id, my_role: 'editor' })]);
  });

  it('changes a role: 200 with the new rights', async () => {
    const project = await newProject();
    const granted = (await grant(project.id, ids.visitor, 'viewer')).body.data;
    const res = await call(`/rest/v5/projects/${project.id}/related_policies/${granted.id}`, { method: 'PUT', token: tokens.manager, body: { role: 'validator' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: granted.id, person_id: ids.visitor, role: 'validator', rights: ['read', 'validate'] });
    expect(all('SELECT role FROM policies WHERE id = ?', granted.id)).toEqual([{ role: 'validator' }]);
    const stale = await call(`/rest/v5/projects/${project.id}/related_policies/${granted.id}`, {
      method: 'PUT', token: tokens.manager, body: { role: 'editor' }, headers: { 'if-match': '"old"' },
    });
    expect(stale.status).toBe(412);
  });

  it('revokes a role: 204; the person then has no right on the project', async () => {
    const project = await newProject();
    const granted = (await grant(project.id, ids.curator, 'editor')).body.data;
    const res = await call(`/rest/v5/projects/${project.id}/related_policies/${granted.id}`, { method: 'DELETE', token: tokens.manager });
    expect(res.status).toBe(204);
    expect(all('SELECT * FROM policies WHERE id = ?', granted.id)).toEqual([]);
    expect((await call(`/rest/v5/projects/${project.id}`, { token: tokens.curator })).status).toBe(403);
    expect((await call(`/rest/v5/projects/${project.id}/related_policies/${granted.id}`, { method: 'DELETE', token: tokens.manager })).status).toBe(404);
  });

  it('keeps at least one manager: lowering or revoking the last one is a 409 in the caller\'s language', async () => {
    const project = await newProject();
    const own = `/rest/v5/projects/${project.id}/related_policies/${project.managerPolicy}`;
    const lowered = await call(own, { method: 'PUT', token: tokens.manager, body: { role: 'editor' } });
    expect(lowered.status).toBe(409);
    expect(lowered.body.detail).toContain(`"${project.project_name}"`);
    const revoked = await call(own, { method: 'DELETE', token: tokens.manager, headers: { 'accept-language': 'de-CH' } });
    expect(revoked.status).toBe(409);
    expect(revoked.body).toMatchObject({ title: 'Konflikt', detail: expect.stringContaining('einzige Leitung') });
    expect(all('SELECT role FROM policies WHERE id = ?', project.managerPolicy)).toEqual([{ role: 'manager' }]);
    // with a second manager the first may step down
    expect((await grant(project.id, ids.steward, 'manager')).status).toBe(201);
    expect((await call(own, { method: 'PUT', token: tokens.manager, body: { role: 'viewer' } })).body.data).toMatchObject({ role: 'viewer' });
  });

  it('needs the manage right: 403 naming the project by name', async () => {
    const res = await grant(flora, ids.visitor, 'manager', tokens.curator);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('You have no manage right on project "Flora Ticino (GBIF)" (' + flora + ').');
    const policy = all<{ id: number }>('SELECT id FROM policies WHERE project_id = ? AND person_id = ?', flora, ids.visitor)[0]!;
    const put = await call(`/rest/v5/projects/${flora}/related_policies/${policy.id}`, { method: 'PUT', token: tokens.curator, body: { role: 'manager' } });
    expect(put.status).toBe(403);
    const del = await call(`/rest/v5/projects/${flora}/related_policies/${policy.id}`, { method: 'DELETE', token: tokens.visitor });
    expect(del.status).toBe(403);
    expect(all('SELECT role FROM policies WHERE id = ?', policy.id)).toEqual([{ role: 'viewer' }]);
  });

  it('answers unknown people, projects and policies with 404 and a second grant with 409', async () => {
    const project = await newProject();
    const nobody = await grant(project.id, 999999, 'viewer');
    expect(nobody).toMatchObject({ status: 404, body: { detail: 'No person 999999.' } });
    expect((await grant(999999, ids.curator, 'viewer')).status).toBe(404);
    const floraPolicy = all<{ id: number }>('SELECT id FROM policies WHERE project_id = ?', flora)[0]!;
    // a policy of another project is not one of this project's
    expect((await call(`/rest/v5/projects/${project.id}/related_policies/${floraPolicy.id}`, { method: 'PUT', token: tokens.manager, body: { role: 'viewer' } })).status).toBe(404);
    expect((await grant(project.id, ids.curator, 'viewer')).status).toBe(201);
    const twice = await grant(project.id, ids.curator, 'editor');
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toContain('already has the role viewer');
  });

  it('rejects invalid bodies with 422 naming fields', async () => {
    const project = await newProject();
    const cases: Array<[unknown, string[]]> = [
      [{}, ['person_id', 'role']],
      [{ person_id: 'x', role: 'boss' }, ['person_id', 'role']],
      [{ person_id: ids.curator, role: 'editor', rights: ['read'] }, ['rights']],
      [{ person_id: ids.curator, role: 'editor', project: 3 }, ['project']],
    ];
    for (const [body, fields] of cases) {
      const res = await call(`/rest/v5/projects/${project.id}/related_policies`, { method: 'POST', token: tokens.manager, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const moved = await call(`/rest/v5/projects/${project.id}/related_policies/${project.managerPolicy}`, {
      method: 'PUT', token: tokens.manager, body: { role: 'manager', person_id: ids.curator },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([{ field: 'person_id', message: expect.stringContaining('revoke') }]);
  });

  it('is marked as an extension in the OpenAPI document', async () => {
    const document = await openApiDocument(server.url);
    const list = document.paths['/rest/v5/projects/{id}/related_policies']!;
    const one = document.paths['/rest/v5/projects/{id}/related_policies/{policy_id}']!;
    for (const operation of [list.post, one.get, one.put, one.delete]) expect(operation).toMatchObject({ 'x-extension': true });
    expect(list.get).not.toHaveProperty('x-extension');
  });
});
