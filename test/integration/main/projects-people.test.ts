/**
 * The project and people desk methods (src-main/ipc/{projects,people}.ts → domains/) against the
 * reference service, as the demo manager: list with the name filter, `right`, paging and
 * totals; create, update, a refused delete of a project holding data (409 as a clear
 * `conflict`), delete of an empty one; related policies; the people search by name, ids and
 * `updated_since`; create with 422 field errors; a person's roles across projects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, deskError, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let desk: TestDesk;
let visitorDesk: TestDesk;
let flora: number;
let personOf: (username: string) => number;

beforeAll(async () => {
  server = await startTestServer();
  desk = await signedInDesk(server, 'manager');
  visitorDesk = await signedInDesk(server, 'visitor');
  flora = server.db.prepare("SELECT id FROM projects WHERE project_name LIKE 'Flora Ticino%'").pluck().get() as number;
  personOf = (username) => server.db.prepare('SELECT person_id FROM accounts WHERE username = ?').pluck().get(username) as number;
});
afterAll(async () => {
  await desk?.services.dispose();
  await visitorDesk?.services.dispose();
  await server?.close();
});

describe('projects.list', () => {
  it('filters by name (contains, any case and accent), with both totals', async () => {
    const page = await call(desk, 'projects.list', { project_name: 'NEOPHYTES' });
    expect(page.rows.map((p) => p.project_name)).toEqual(['Neophytes Ticino', 'Neophytes Vaud', 'Neophytes Zürich']);
    expect(page.filtered_total).toBe(3);
    expect(page.total).toBe(6);
    const accents = await call(desk, 'projects.list', { project_name: 'zurich' });
    expect(accents.rows.map((p) => p.project_name)).toEqual(['Neophytes Zürich']);
    expect(page.rows[0]).toMatchObject({ my_role: 'manager', is_public: true, anonymise_observers: true, date_rounding: 'month' });
  });

  it('narrows to the caller\'s right and pages', async () => {
    const visitorRead = await call(visitorDesk, 'projects.list', {});
    expect(visitorRead.rows.map((p) => p.id)).toEqual([flora]);
    const visitorManage = await call(visitorDesk, 'projects.list', { right: 'manage' });
    expect(visitorManage.rows).toEqual([]);
    expect(visitorManage.filtered_total).toBe(0);
    const first = await call(desk, 'projects.list', { limit: 2, sort: 'id' });
    const second = await call(desk, 'projects.list', { limit: 2, offset: 2, sort: 'id' });
    expect(first.rows).toHaveLength(2);
    expect(second.rows[0]!.id).toBeGreaterThan(first.rows[1]!.id);
    expect(second.filtered_total).toBe(first.filtered_total);
  });

  it('searches a name with a comma without a 400 (the comma becomes a wildcard)', async () => {
    const page = await call(desk, 'projects.list', { project_name: 'Flora,Ticino' });
    expect(page.rows.map((p) => p.id)).toEqual([flora]);
  });
});

describe('projects: create, update, delete', () => {
  it('creates a project managed by the caller and refuses a second one of the same name (409)', async () => {
    const created = await call(desk, 'projects.create', { project_name: 'Wetland survey 2026', is_public: true, date_rounding: 'year' });
    expect(created).toMatchObject({ project_name: 'Wetland survey 2026', is_public: true, anonymise_observers: false, date_rounding: 'year', my_role: 'manager' });
    const again = await deskError(call(desk, 'projects.create', { project_name: 'wetland SURVEY 2026' }));
    expect(again).toMatchObject({ status: 409, code: 'conflict', message: expect.stringContaining('already exists') });

    const policies = await call(desk, 'projects.relatedPolicies', { id: created.id });
    expect(policies).toEqual([expect.objectContaining({ person_id: personOf('manager'), role: 'manager', last_name: 'Bernasconi', rights: ['read', 'write', 'validate', 'manage'] })]);

    const updated = await call(desk, 'projects.update', { id: created.id, changes: { anonymise_observers: true, description: 'Fens of the Plateau.' } });
    expect(updated).toMatchObject({ id: created.id, project_name: 'Wetland survey 2026', anonymise_observers: true, date_rounding: 'year', description: 'Fens of the Plateau.' });
    expect(await call(desk, 'projects.get', { id: created.id })).toMatchObject({ description: 'Fens of the Plateau.' });
    expect(await call(desk, 'projects.holdings', { id: created.id })).toEqual({ observations: 0, releves: 0, documents: 0 });

    await expect(call(desk, 'projects.remove', { id: created.id })).resolves.toEqual({ id: created.id });
    await expect(call(desk, 'projects.get', { id: created.id })).rejects.toMatchObject({ status: 404, code: 'not-found' });
  });

  it('refuses an invalid body in main, before any request, naming the field', async () => {
    desk.requests.reset();
    const error = await deskError(call(desk, 'projects.create', { project_name: '   ' }));
    expect(error).toMatchObject({ status: 400, code: 'invalid-input', fields: [{ field: 'project_name' }] });
    expect(desk.requests.count('POST /rest/v5/projects')).toBe(0);
  });

  it('passes the service\'s 422 on with its field errors', async () => {
    const error = await deskError(desk.services.domains.projects.create({ project_name: 'x', name: 'v4' } as never));
    expect(error).toMatchObject({ status: 422, code: 'validation' });
    expect(error.fields).toEqual([expect.objectContaining({ field: 'name', message: expect.stringContaining('project_name') })]);
  });

  it('refuses to delete a project that holds data with a conflict that says what it holds', async () => {
    const holdings = await call(desk, 'projects.holdings', { id: flora });
    expect(holdings.observations).toBeGreaterThan(0);
    const error = await deskError(call(desk, 'projects.remove', { id: flora }));
    expect(error).toMatchObject({ status: 409, code: 'conflict' });
    expect(error.message).toContain(`${holdings.observations} observations`);
    expect(await call(desk, 'projects.get', { id: flora })).toMatchObject({ id: flora });
  });

  it('refuses changes without the manage right (403) and keeps the project', async () => {
    await expect(call(visitorDesk, 'projects.update', { id: flora, changes: { is_public: true } })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    await expect(call(visitorDesk, 'projects.remove', { id: flora })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });
});

describe('projects.relatedPolicies', () => {
  it('answers who has which role, managers first, and narrows by role', async () => {
    const policies = await call(desk, 'projects.relatedPolicies', { id: flora });
    expect(policies[0]).toMatchObject({ role: 'manager', person_id: personOf('manager') });
    const order = ['manager', 'validator', 'editor', 'viewer'];
    const ranks = policies.map((p) => order.indexOf(p.role));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(policies.find((p) => p.person_id === personOf('visitor'))).toMatchObject({ role: 'viewer', rights: ['read'] });
    const validators = await call(desk, 'projects.relatedPolicies', { id: flora, role: ['validator'] });
    expect(validators.length).toBeGreaterThan(0);
    expect(validators.every((p) => p.role === 'validator')).toBe(true);
  });
});

describe('people', () => {
  it('searches by last and first name (contains), by ids, with totals', async () => {
    const steiner = await call(desk, 'people.list', { last_name: 'steIN' });
    expect(steiner.rows.map((p) => p.last_name)).toContain('Steiner');
    expect(steiner.rows.every((p) => /stein/i.test(p.last_name))).toBe(true);
    expect(steiner.filtered_total).toBe(steiner.rows.length);
    expect(steiner.total).toBeGreaterThan(steiner.filtered_total!);
    const both = await call(desk, 'people.list', { last_name: 'steiner', first_name: 'sab' });
    expect(both.rows.map((p) => p.id)).toEqual([personOf('steward')]);
    const ids = await call(desk, 'people.list', { id: [personOf('visitor'), personOf('curator')] });
    expect(ids.rows.map((p) => p.last_name).sort()).toEqual(['Brunner', 'Rochat']);
    // the manager sees e-mail addresses (docs/interface-notes.md "person fields")
    expect(both.rows[0]).toHaveProperty('email');
  });

  it('creates a person, finds them by updated_since, and maps the service\'s 422 onto fields', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const created = await call(desk, 'people.create', { first_name: 'Aline', last_name: 'Oberholzer', email: 'aline@example.org', organisation: 'Fen Friends' });
    expect(created).toMatchObject({ first_name: 'Aline', last_name: 'Oberholzer', email: 'aline@example.org' });
    const recent = await call(desk, 'people.list', { updated_since: before });
    expect(recent.rows.map((p) => p.id)).toEqual([created.id]);
    expect(await call(desk, 'people.get', { id: created.id })).toMatchObject({ last_name: 'Oberholzer' });

    const invalid = await deskError(call(desk, 'people.create', { first_name: 'A', last_name: 'B', email: 'not-an-address' }));
    expect(invalid).toMatchObject({ code: 'invalid-input', fields: [{ field: 'email' }] });
    const service = await deskError(desk.services.domains.people.create({ first_name: 'A', lastname: 'B' } as never));
    expect(service).toMatchObject({ status: 422, code: 'validation' });
    expect(service.fields.map((f) => f.field).sort()).toEqual(['last_name', 'lastname']);
  });

  it('refuses creating people for a viewer (403)', async () => {
    await expect(call(visitorDesk, 'people.create', { first_name: 'No', last_name: 'Body' })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('lists the projects a person has roles in, among the projects the caller can see', async () => {
    const roles = await call(desk, 'people.projectRoles', { id: personOf('curator') });
    expect(roles.projects_failed).toBe(0);
    expect(roles.projects_checked).toBeGreaterThanOrEqual(6);
    const names = roles.roles.map((r) => r.project_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(roles.roles.find((r) => r.project_id === flora)).toMatchObject({ role: 'editor', rights: ['read', 'write'] });
    expect(roles.roles.every((r) => r.role === 'editor')).toBe(true);
    // the visitor sees only the flora project: the manager's roles elsewhere stay unknown to them
    const seenByVisitor = await call(visitorDesk, 'people.projectRoles', { id: personOf('manager') });
    expect(seenByVisitor).toEqual({ roles: [expect.objectContaining({ project_id: flora, role: 'manager' })], projects_checked: 1, projects_failed: 0 });
  });

  it('answers not-found for a person that does not exist', async () => {
    await expect(call(desk, 'people.get', { id: 999_999 })).rejects.toMatchObject({ status: 404, code: 'not-found' });
  });
});
