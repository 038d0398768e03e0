/**
 * The order in which a route refuses a request (docs/interface-notes.md "Order of checks"): the
 * record or action the caller addresses is checked (404 / 403) before the query (400) and the body
 * (422), on every route, whether its schemas are validated by Fastify or not. A caller without
 * access learns nothing from a body error; a wrong body is only reported where the caller may act.
 * Demo accounts: manager (manager everywhere), curator (editor), visitor (viewer on
 * "Flora Ticino (GBIF)" only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
const tokens = { manager: '', curator: '', visitor: '' };
const MISSING = 999_999_999;
/** Records the visitor may at most read and the curator may not validate or manage ("Flora Ticino (GBIF)"); an id no record has. */
const ids: Record<string, number> = { observation: 0, releve: 0, project: 0, missing: MISSING };
const BAD_BODY = { no_such_field: 1 };

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['manager', 'curator', 'visitor'] as const) tokens[user] = (await loginWithPkce(server.url, user)).access_token;
  const one = (sql: string): number => server.db.prepare(sql).pluck().get() as number;
  ids.project = one("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'");
  ids.observation = one(`SELECT occurrence_id FROM observations WHERE dataset_id = ${ids.project} LIMIT 1`);
  ids.releve = one('SELECT id FROM releves LIMIT 1'); // the visitor can at most read it
});
afterAll(() => server?.close());

type User = keyof typeof tokens;
/** A path with `{observation}`, `{releve}`, `{project}` or `{missing}` filled in (the ids are known after the start). */
const fill = (path: string): string => path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));

describe('access before body', () => {
  it.each<[User, string, string, number]>([
    // the record does not exist
    ['manager', 'PUT', '/rest/v5/observations/{missing}', 404],
    ['manager', 'PUT', '/rest/v5/releves/{missing}', 404],
    ['manager', 'PUT', '/rest/v5/observations/{missing}/neophytes', 404],
    ['manager', 'PUT', '/rest/v5/observations/{missing}/validations', 404],
    ['manager', 'PUT', '/rest/v5/projects/{missing}', 404],
    ['manager', 'PUT', '/rest/v5/docs/{missing}/metadatas', 404],
    // no right on the record, or to create
    ['visitor', 'PUT', '/rest/v5/observations/{observation}', 403],
    ['visitor', 'PUT', '/rest/v5/releves/{releve}', 403],
    ['visitor', 'PUT', '/rest/v5/observations/{observation}/supplements', 403],
    ['curator', 'PUT', '/rest/v5/observations/{observation}/validations', 403],
    ['curator', 'PUT', '/rest/v5/projects/{project}', 403],
    ['curator', 'POST', '/rest/v5/projects', 403],
    ['visitor', 'POST', '/rest/v5/people', 403],
  ])('%s: %s %s with a bad body is a %i, not a 422', async (user, method, path, status) => {
    const r = await api(server.url, fill(path), { method, token: tokens[user], body: BAD_BODY });
    expect(r.status).toBe(status);
  });

  it('still answers 422 naming the field where the caller may act', async () => {
    const r = await api(server.url, `/rest/v5/observations/${ids.observation}`, { method: 'PUT', token: tokens.manager, body: BAD_BODY });
    expect(r.status).toBe(422);
    expect(r.body.errors).toContainEqual({ field: 'no_such_field', message: expect.any(String) });
  });

  it('answers a malformed id with 404 before anything else', async () => {
    const r = await api(server.url, '/rest/v5/projects/abc', { method: 'PUT', token: tokens.curator, body: BAD_BODY });
    expect(r.status).toBe(404);
    expect(r.body.detail).toBe('No project abc.');
  });
});

describe('access before query', () => {
  it.each([
    '/rest/v5/observations/{missing}?srid=1234',
    '/rest/v5/releves/{missing}?srid=1234',
    '/rest/v5/observations/{missing}/docs?no_such_parameter=1',
  ])('GET %s: 404, the record does not exist', async (path) => {
    expect((await api(server.url, fill(path), { token: tokens.manager })).status).toBe(404);
  });

  it('answers a bad query with 400 naming it where the caller may read', async () => {
    const r = await api(server.url, `/rest/v5/releves/${ids.releve}?srid=1234`, { token: tokens.manager });
    expect(r.status).toBe(400);
    expect(r.body.parameter).toBe('srid');
  });
});
