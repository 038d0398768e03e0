/**
 * /rest/v5/people over HTTP with real tokens: bearer required (401), list filters and paging,
 * e-mail visibility (managers and the person themself only), creation rights (write or manage
 * right on some project, else 403), strict bodies (422 naming fields), 405 for PUT/DELETE.
 * Demo accounts: steward (validator, via client credentials), manager (manager), curator
 * (editor), visitor (viewer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { PersonSchema } from '../../src-shared/schemas/person.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken, loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
const tokens: Record<'steward' | 'manager' | 'curator' | 'visitor', string> = { steward: '', manager: '', curator: '', visitor: '' };
const ids: Record<string, number> = {};
const call = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => api(server.url, path, init);
const count = (sql: string, ...params: unknown[]): number => (server.db.prepare(sql).get(...params) as { n: number }).n;

beforeAll(async () => {
  server = await startTestServer();
  tokens.steward = await clientCredentialsToken(server.url);
  for (const user of ['manager', 'curator', 'visitor'] as const) tokens[user] = (await loginWithPkce(server.url, user)).access_token;
  for (const user of Object.keys(tokens))
    ids[user] = (server.db.prepare('SELECT person_id FROM accounts WHERE username = ?').get(user) as { person_id: number }).person_id;
});
afterAll(async () => {
  await server?.close();
});

describe('authentication', () => {
  it('answers 401 with WWW-Authenticate without a bearer token', async () => {
    for (const [method, path] of [['GET', '/rest/v5/people'], ['GET', '/rest/v5/people/1'], ['POST', '/rest/v5/people'], ['PUT', '/rest/v5/people/1']]) {
      const res = await call(path!, { method, body: method === 'GET' ? undefined : { first_name: 'A', last_name: 'B' } });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const basic = await api(server.url, '/rest/v5/people', { headers: { authorization: 'Basic bWFuYWdlcjptYW5hZ2Vy' } });
    expect(basic.status).toBe(401);
  });
});

describe('POST /rest/v5/people', () => {
  it('lets a manager create a person: 201, {data}, Location', async () => {
    const res = await call('/rest/v5/people', {
      method: 'POST', token: tokens.manager,
      body: { first_name: 'Greta', last_name: 'Zuber', email: 'greta.zuber@example.org', organisation: 'Pro Natura (test)' },
    });
    expect(res.status).toBe(201);
    const person = PersonSchema.parse(res.body.data);
    expect(person).toMatchObject({ first_name: 'Greta', last_name: 'Zuber', email: 'greta.zuber@example.org', organisation: 'Pro Natura (test)' });
    expect(person.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|[+-]\d{2}:\d{2})$/);
    expect(res.headers.get('location')).toBe(`/rest/v5/people/${person.id}`);
    ids.greta = person.id;
  });

  it('lets an editor create a person; e-mail and organisation are optional', async () => {
    const res = await call('/rest/v5/people', { method: 'POST', token: tokens.curator, body: { first_name: 'Ugo', last_name: 'Zanetti' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ first_name: 'Ugo', last_name: 'Zanetti', organisation: null });
  });

  it('refuses callers without write or manage right (403)', async () => {
    for (const user of ['visitor', 'steward'] as const) {
      const res = await call('/rest/v5/people', { method: 'POST', token: tokens[user], body: { first_name: 'No', last_name: 'Body' } });
      expect(res.status, user).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
  });

  it('rejects invalid bodies with 422 naming each field', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ first_name: 'A' }, ['last_name']],
      [{ first_name: '', last_name: 'B' }, ['first_name']],
      [{ first_name: 'A', last_name: 'B', email: 'not-an-address' }, ['email']],
      [{ first_name: 'A', last_name: 'B', nickname: 'x' }, ['nickname']],
      [{ firstname: 'A', lastname: 'B' }, ['firstname', 'lastname', 'first_name', 'last_name']],
      [{ id: 5, first_name: 'A', last_name: 'B', updated_at: '2025-01-01' }, ['id', 'updated_at']],
      [{ data: { first_name: 'A', last_name: 'B' } }, ['data']],
      [{ person: { first_name: 'A', last_name: 'B' } }, ['person']],
    ];
    for (const [body, fields] of cases) {
      const res = await call('/rest/v5/people', { method: 'POST', token: tokens.manager, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([...fields].sort());
    }
    const renamed = await call('/rest/v5/people', { method: 'POST', token: tokens.manager, body: { first_name: 'A', lastname: 'B' } });
    expect(renamed.body.errors).toContainEqual({ field: 'lastname', message: expect.stringContaining('last_name') });
    const notJson = await call('/rest/v5/people', { method: 'POST', token: tokens.manager, body: '[1]' });
    expect(notJson.status).toBe(422);
  });
});

describe('GET /rest/v5/people', () => {
  it('lists people ordered by last name; totals on request', async () => {
    const res = await call('/rest/v5/people?with_total=true&limit=1000', { token: tokens.visitor });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe(String(count('SELECT count(*) AS n FROM people')));
    for (const p of res.body.data) PersonSchema.parse(p);
    // SQLite NOCASE folds ASCII letters only
    const last = res.body.data.map((p: { last_name: string }) => p.last_name.replace(/[A-Z]/g, (c) => c.toLowerCase()));
    expect(last).toEqual([...last].sort());
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['created_at', 'first_name', 'id', 'last_name', 'organisation', 'updated_at']
      .concat(res.body.data[0].id === ids.visitor ? ['email'] : []).sort());
  });

  it('shows e-mail addresses to managers and on the own record only', async () => {
    const asManager = await call(`/rest/v5/people/${ids.greta}`, { token: tokens.manager });
    expect(asManager.body.data.email).toBe('greta.zuber@example.org');
    for (const user of ['visitor', 'curator', 'steward'] as const) {
      const res = await call(`/rest/v5/people/${ids.greta}`, { token: tokens[user] });
      expect(res.status).toBe(200);
      expect(res.body.data, user).not.toHaveProperty('email');
      const own = await call(`/rest/v5/people/${ids[user]}`, { token: tokens[user] });
      expect(own.body.data, user).toHaveProperty('email');
    }
    const list = await call(`/rest/v5/people?id[in]=${ids.greta},${ids.manager}`, { token: tokens.visitor });
    expect(list.body.data.every((p: object) => !('email' in p))).toBe(true);
  });

  it('filters by id[in], last_name, first_name with operations', async () => {
    const byIds = await call(`/rest/v5/people?id[in]=${ids.manager},${ids.visitor}&sort=id`, { token: tokens.steward });
    expect(byIds.body.data.map((p: { id: number }) => p.id)).toEqual([ids.manager, ids.visitor].sort((a, b) => a! - b!));
    const like = await call('/rest/v5/people?last_name[iw_contains]=ZUB', { token: tokens.steward });
    expect(like.body.data.map((p: { id: number }) => p.id)).toEqual([ids.greta]);
    const first = await call('/rest/v5/people?first_name=Greta&last_name[iw_eq]=z*', { token: tokens.steward });
    expect(first.body.data.map((p: { id: number }) => p.id)).toEqual([ids.greta]);
    const none = await call('/rest/v5/people?last_name[is_null]&with_total=true', { token: tokens.steward });
    expect(none.headers.get('x-filtered-total')).toBe('0');
  });

  it('filters by updated_since (at or after; date or date-time)', async () => {
    const stamp = (server.db.prepare('SELECT updated_at FROM people WHERE id = ?').get(ids.greta) as { updated_at: string }).updated_at;
    const since = await call(`/rest/v5/people?updated_since=${encodeURIComponent(stamp)}`, { token: tokens.steward });
    expect(since.status).toBe(200);
    expect(since.body.data.map((p: { id: number }) => p.id)).toContain(ids.greta);
    expect(since.body.data.every((p: { updated_at: string }) => Date.parse(p.updated_at) >= Date.parse(stamp))).toBe(true);
    const later = new Date(Date.parse(stamp) + 1).toISOString().replace('Z', '+00:00');
    const after = await call(`/rest/v5/people?updated_since=${encodeURIComponent(later)}&id=${ids.greta}`, { token: tokens.steward });
    expect(after.body.data).toEqual([]);
    const old = await call('/rest/v5/people?updated_since=2000-01-01&with_total=true', { token: tokens.steward });
    expect(old.headers.get('x-filtered-total')).toBe(old.headers.get('x-total'));
    const future = await call('/rest/v5/people?updated_since=2999-01-01', { token: tokens.steward });
    expect(future.body.data).toEqual([]);
  });

  it('answers bad parameters with a 400 problem naming them', async () => {
    for (const [query, parameter] of [
      ['updated_since=yesterday', 'updated_since'], ['lastname=Zuber', 'lastname'], ['after=2024-01-01', 'after'],
      ['person_id=1', 'person_id'], ['id=x', 'id'], ['email=a@b.c', 'email'], ['limit=5000', 'limit'], ['dir=up', 'dir'],
    ] as const) {
      const res = await call(`/rest/v5/people?${query}`, { token: tokens.steward });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: 400, parameter });
    }
  });

  it('answers HEAD with totals only', async () => {
    const res = await call('/rest/v5/people?with_total=true&last_name[iw_contains]=zub', { method: 'HEAD', token: tokens.steward });
    expect(res.status).toBe(200);
    expect(res.body).toBeUndefined();
    expect(res.headers.get('x-filtered-total')).toBe('1');
  });

  it('GET /people/{id}: 404 problem when missing', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await call(`/rest/v5/people/${id}`, { token: tokens.steward });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404 });
    }
  });
});

describe('methods the interface does not have', () => {
  it('answers PUT and DELETE with 405 and Allow', async () => {
    for (const [method, path, allow] of [
      ['PUT', `/rest/v5/people/${1}`, 'GET, HEAD'], ['DELETE', `/rest/v5/people/${1}`, 'GET, HEAD'],
      ['PUT', '/rest/v5/people', 'GET, POST, HEAD'], ['DELETE', '/rest/v5/people', 'GET, POST, HEAD'],
    ] as const) {
      const res = await call(path, { method, token: tokens.manager, body: method === 'PUT' ? { last_name: 'X' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
    }
  });
});
