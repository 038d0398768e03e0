/**
 * "Test connection" (src-main/settings/connection-test.ts) on a good profile and on broken ones:
 * wrong port, wrong path, an authorization server URL that is not one, a client-credentials
 * profile with a right and a wrong secret, and the periodic service check.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionReport, ServerProfileInput } from '../../../src-shared/contract/index.js';
import type { RunningServer } from '../../../src-server/index.js';
import { testConnection } from '../../../src-main/settings/connection-test.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk } from './desk-fixture.js';

let server: RunningServer;
let closedPortUrl: string;
let htmlSite: Server;
let htmlSiteUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPortUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  // A web site that answers every path with an HTML page (status 200): not a service, not an OAuth server.
  htmlSite = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Welcome</html>'));
  await new Promise<void>((resolve) => htmlSite.listen(0, '127.0.0.1', resolve));
  htmlSiteUrl = `http://127.0.0.1:${(htmlSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  htmlSite?.close();
  await server?.close();
});

function profile(changes: Partial<ServerProfileInput> = {}): ServerProfileInput {
  return {
    name: 'Test',
    service_base_url: server.url,
    auth_server_url: server.url,
    client_id: 'observation-desk',
    grant_type: 'authorization_code',
    ...changes,
  };
}

const byName = (report: ConnectionReport): Record<string, { ok: boolean; message: string }> =>
  Object.fromEntries(report.checks.map((check) => [check.name, { ok: check.ok, message: check.message }]));

describe('profiles.testConnection', () => {
  it('passes every check for the sandbox', async () => {
    const report = await testConnection(profile());
    expect(report.ok).toBe(true);
    expect(report.checks.map((check) => check.name)).toEqual(['service', 'public-api', 'authorization-server', 'token-endpoint']);
    expect(byName(report)['authorization-server']!.message).toMatch(/metadata/);
    expect(byName(report)['token-endpoint']!.message).toMatch(/invalid_grant/);
    // The codes the renderer translates (test/unit/main/connection-test-codes.test.ts has them all).
    expect(report.checks.map((check) => check.code)).toEqual(['service-answers', 'public-api-ok', 'auth-metadata', 'token-oauth-ok']);
  });

  it('says "connection refused" for a wrong port', async () => {
    const report = await testConnection(profile({ service_base_url: closedPortUrl, auth_server_url: closedPortUrl }));
    const checks = byName(report);
    expect(report.ok).toBe(false);
    expect(checks.service).toEqual({ ok: false, message: expect.stringMatching(/Nothing answers at 127\.0\.0\.1:\d+ \(connection refused\)/) });
    expect(checks['public-api']!.message).toMatch(/Not checked/);
    expect(checks['authorization-server']!.ok).toBe(false);
    expect(checks['token-endpoint']!.message).toMatch(/Not checked/);
  });

  it('explains a 404 of the public API as a wrong base URL', async () => {
    const report = await testConnection(profile({ service_base_url: `${server.url}/rest/v5` }));
    const checks = byName(report);
    expect(checks.service!.ok).toBe(true);
    expect(checks['public-api']).toEqual({ ok: false, message: expect.stringMatching(/HTTP 404.*address before \/rest\/v5/) });
    expect(checks['token-endpoint']!.ok).toBe(true);
  });

  it('recognises a web site that is neither a v5 service nor an OAuth server', async () => {
    const report = await testConnection(profile({ service_base_url: htmlSiteUrl, auth_server_url: htmlSiteUrl }));
    const checks = byName(report);
    expect(checks['public-api']!.message).toMatch(/text\/html, not JSON/);
    // The authorize path answers (200), but the token endpoint gives no OAuth error: not a token endpoint.
    expect(checks['token-endpoint']).toEqual({ ok: false, message: expect.stringMatching(/is not an OAuth token endpoint/) });
  });

  it('says when the authorization server URL points at nothing OAuth', async () => {
    const report = await testConnection(profile({ auth_server_url: `${server.url}/public` }));
    const checks = byName(report);
    expect(checks['authorization-server']).toEqual({ ok: false, message: expect.stringMatching(/No authorization server at .*HTTP 404/) });
    expect(report.ok).toBe(false);
  });

  it('names an unknown client id', async () => {
    const report = await testConnection(profile({ client_id: 'nobody' }));
    expect(byName(report)['token-endpoint']).toEqual({ ok: false, message: expect.stringMatching(/does not know the client id "nobody"/) });
  });

  it('requests a token for client credentials, with the typed or the stored secret', async () => {
    const good = await testConnection(profile({ grant_type: 'client_credentials', client_id: 'demo-service', client_secret: 'demo-service-secret' }));
    expect(byName(good)['token-endpoint']!.message).toMatch(/accepted the client id and secret/);
    expect(good.ok).toBe(true);
    const stored = await testConnection(profile({ grant_type: 'client_credentials', client_id: 'demo-service' }), { storedSecret: 'demo-service-secret' });
    expect(stored.ok).toBe(true);
    const wrong = await testConnection(profile({ grant_type: 'client_credentials', client_id: 'demo-service', client_secret: 'wrong' }));
    expect(byName(wrong)['token-endpoint']).toEqual({ ok: false, message: expect.stringMatching(/does not accept this client id or secret/) });
    const none = await testConnection(profile({ grant_type: 'client_credentials', client_id: 'demo-service' }));
    expect(byName(none)['token-endpoint']!.message).toMatch(/No client secret is stored/);
  });

  it('runs through the dispatcher with the stored secret of a saved profile', async () => {
    const { services } = composeDesk(server);
    const saved = await services.dispatch('profiles.save', profile({ name: 'Service', grant_type: 'client_credentials', client_id: 'demo-service', client_secret: 'demo-service-secret' }));
    const { id } = (saved as { ok: true; value: { id: string } }).value;
    const result = await services.dispatch('profiles.testConnection', profile({ id, grant_type: 'client_credentials', client_id: 'demo-service' }));
    expect(result).toMatchObject({ ok: true, value: { ok: true } });
    await services.dispose();
  });
});

describe('service.status', () => {
  it('reports the service reachable, then not, pushing service.status on each change', async () => {
    const { services, events } = composeDesk(server);
    expect(await services.dispatch('service.status', undefined)).toEqual({
      ok: true,
      value: { reachable: true, service_base_url: server.url, code: 'status-ok', params: {}, message: 'The service answers.' },
    });
    const saved = await services.dispatch('profiles.save', profile({ name: 'Down', service_base_url: closedPortUrl }));
    await services.dispatch('profiles.activate', { id: (saved as { ok: true; value: { id: string } }).value.id });
    await expect.poll(() => events.filter((event) => event.name === 'service.status').length).toBe(2);
    const last = events.filter((event) => event.name === 'service.status').at(-1)!;
    expect(last.payload).toMatchObject({ reachable: false, service_base_url: closedPortUrl, code: 'network-refused', message: expect.stringMatching(/connection refused/) });
    await services.dispose();
  });
});
