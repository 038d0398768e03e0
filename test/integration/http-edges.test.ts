/**
 * Issue 11 §1 at the HTTP level: an empty body is empty whatever its Content-Type, authentication
 * looks at the decoded path (never a 5xx), and the `Host` header is checked (DNS rebinding).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
let manager: string;

beforeAll(async () => {
  server = await startTestServer({ allowedHosts: ['observations.example.org'] });
  manager = (await loginWithPkce(server.url, 'manager')).access_token;
});
afterAll(() => server?.close());

/** GET with a chosen `Host` header (fetch does not let a caller set it). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => { body += c; }).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject).end();
  });
}

describe('empty bodies', () => {
  it('takes a DELETE with Content-Type: application/json and no body', async () => {
    const dataset_id = server.db.prepare("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'").pluck().get() as number;
    const created = await api(server.url, '/rest/v5/observations', { method: 'POST', token: manager, body: { dataset_id, basis_of_record: 1 } });
    expect(created.status).toBe(201);
    const path = `/rest/v5/observations/${created.body.data.occurrence_id}`;
    const r = await api(server.url, path, { method: 'DELETE', token: manager, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(204);
    expect((await api(server.url, path, { token: manager })).status).toBe(404);
  });

  it('answers a PUT with an empty JSON body with a 422 on the body, not a parse error', async () => {
    const id = server.db.prepare('SELECT occurrence_id FROM observations LIMIT 1').pluck().get() as number;
    const r = await api(server.url, `/rest/v5/observations/${id}`, { method: 'PUT', token: manager, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].field).toBe('(body)');
  });
});

describe('authentication on the decoded path', () => {
  it.each(['/%72est/v5/observations', '/rest/%765/observations', '/r%65st/v5/releves/1', '/rest/v5/%6Fbservations/ids'])(
    '%s without a token is a 401', async (path) => {
      const r = await api(server.url, path);
      expect(r.status).toBe(401);
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
    });
});

describe('Host header', () => {
  it.each(['evil.example', 'evil.example:80', 'localhost.evil.example'])('refuses Host: %s with a 421 naming it', async (host) => {
    const r = await getWithHost('/public/v5/vocabularies?limit=1', host);
    expect(r.status).toBe(421);
    expect(JSON.parse(r.body).detail).toContain(host.split(':')[0]);
  });

  it.each(['localhost', 'localhost:8080', '127.0.0.1:9', '[::1]:9', 'desk.localhost', 'observations.example.org', 'OBSERVATIONS.example.org:443'])(
    'answers Host: %s', async (host) => {
      expect((await getWithHost('/public/v5/vocabularies?limit=1', host)).status).toBe(200);
    });
});
