/**
 * The code and params of every "Test connection" check (src-main/settings/connection-test.ts)
 * that the renderer translates, against a fake fetch that plays a service and an authorization
 * server (good, broken, absent). Every check must carry a code of the contract's tables with
 * exactly that code's params; the English message stays.
 */
import { describe, expect, it } from 'vitest';
import type { ConnectionReport, ServerProfileInput } from '../../../src-shared/contract/index.js';
import { CONNECTION_CHECK_MESSAGES, NETWORK_FAILURE_MESSAGES } from '../../../src-shared/contract/main-messages.js';
import { testConnection } from '../../../src-main/settings/connection-test.js';

const BASE = 'http://127.0.0.1:4711';
const VOCABULARIES = `${BASE}/public/v5/vocabularies?limit=1`;
const METADATA = {
  issuer: BASE,
  authorization_endpoint: `${BASE}/oauth2/authorize`,
  token_endpoint: `${BASE}/oauth2/token`,
  token_endpoint_auth_methods_supported: ['client_secret_basic', 'none'],
};

type Answer = Response | Error;
type Route = (request: Request) => Answer | Promise<Answer>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const html = (status = 200): Response => new Response('<html>Welcome</html>', { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
const refused = (): Error => new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });

/** A good service and authorization server on BASE; `routes` (by path) replace parts of it. */
function fakeFetch(routes: Record<string, Route> = {}): typeof fetch {
  const good: Record<string, Route> = {
    '/public/v5/vocabularies': () => json({ data: [] }),
    '/.well-known/oauth-authorization-server': () => json(METADATA),
    '/oauth2/token': async (request) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') !== 'client_credentials') return json({ error: 'invalid_grant' }, 400);
      // openid-client form-encodes id and secret before Base64 (RFC 6749 §2.3.1): demo%2Dservice.
      const basic = atob((request.headers.get('authorization') ?? '').replace(/^Basic /, ''));
      return basic === 'demo%2Dservice:right'
        ? json({ access_token: 'token', token_type: 'Bearer', expires_in: 3600 })
        : json({ error: 'invalid_client', error_description: 'client authentication failed' }, 401);
    },
  };
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const route = routes[new URL(request.url).pathname] ?? good[new URL(request.url).pathname] ?? (() => html(404));
    const answer = await route(request);
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
}

function profile(changes: Partial<ServerProfileInput> = {}): ServerProfileInput {
  return { name: 'Test', service_base_url: BASE, auth_server_url: BASE, client_id: 'observation-desk', grant_type: 'authorization_code', ...changes };
}

type Coded = { ok: boolean; code?: string; params?: Record<string, string | number> };
const TABLES: Record<string, readonly string[]> = { ...CONNECTION_CHECK_MESSAGES, ...NETWORK_FAILURE_MESSAGES };

/** `{name: {ok, code, params}}`, after checking that each check's params are exactly its code's. */
function coded(report: ConnectionReport): Record<string, Coded> {
  for (const check of report.checks) {
    expect(check.code, check.message).toBeDefined();
    expect(Object.keys(check.params ?? {}).sort(), check.code).toEqual([...TABLES[check.code!]!].sort());
    expect(check.message.length).toBeGreaterThan(10);
  }
  return Object.fromEntries(report.checks.map((check) => [check.name, { ok: check.ok, code: check.code, params: check.params }]));
}

const run = (routes: Record<string, Route> = {}, changes: Partial<ServerProfileInput> = {}, storedSecret?: string) =>
  testConnection(profile(changes), { fetch: fakeFetch(routes), storedSecret, timeoutMs: 2500 }).then(coded);

describe('codes of the connection checks', () => {
  it('a good server: every check passes with its code', async () => {
    expect(await run()).toEqual({
      service: { ok: true, code: 'service-answers', params: { host: '127.0.0.1:4711', http_status: 200 } },
      'public-api': { ok: true, code: 'public-api-ok', params: {} },
      'authorization-server': { ok: true, code: 'auth-metadata', params: { path: '/.well-known/oauth-authorization-server' } },
      'token-endpoint': { ok: true, code: 'token-oauth-ok', params: { oauth_error: 'invalid_grant' } },
    });
  });

  it('nothing listening: the network code with the host, and "not checked" for what depends on it', async () => {
    const checks = await run({ '/public/v5/vocabularies': refused, '/.well-known/oauth-authorization-server': refused });
    expect(checks.service).toEqual({ ok: false, code: 'network-refused', params: { host: '127.0.0.1:4711' } });
    expect(checks['public-api']).toEqual({ ok: false, code: 'public-api-not-checked', params: {} });
    expect(checks['authorization-server']).toEqual({ ok: false, code: 'network-refused', params: { host: '127.0.0.1:4711' } });
    expect(checks['token-endpoint']).toEqual({ ok: false, code: 'token-not-checked', params: {} });
  });

  it('a timeout quotes the seconds', async () => {
    const checks = await run({ '/public/v5/vocabularies': () => new DOMException('The operation timed out', 'TimeoutError') });
    expect(checks.service).toEqual({ ok: false, code: 'network-timeout-after', params: { host: '127.0.0.1:4711', timeout_in_seconds: 2.5 } });
  });

  it.each([
    ['a 404 (wrong base URL)', () => html(404), 'public-api-not-found', { url: VOCABULARIES }],
    ['a 503', () => json({}, 503), 'public-api-http-error', { http_status: 503 }],
    ['an HTML page', () => html(), 'public-api-not-json', { media_type: 'text/html' }],
    ['a v4 answer', () => json({ success: true, data: {} }), 'public-api-v4', {}],
    ['JSON of another shape', () => json({ items: [] }), 'public-api-not-v5', {}],
  ])('public API: %s', async (_label, route, code, params) => {
    const checks = await run({ '/public/v5/vocabularies': route });
    expect(checks.service).toMatchObject({ ok: true, code: 'service-answers' });
    expect(checks['public-api']).toEqual({ ok: false, code, params });
  });

  it('authorization server without metadata: the authorize endpoint answering passes, a 404 fails naming both URLs', async () => {
    const noMetadata = { '/.well-known/oauth-authorization-server': () => html(404) };
    const answers = await run({ ...noMetadata, '/oauth2/authorize': () => html(400) });
    expect(answers['authorization-server']).toEqual({ ok: true, code: 'auth-endpoint-answers', params: { url: `${BASE}/oauth2/authorize` } });
    const missing = await run({ ...noMetadata, '/oauth2/authorize': () => html(404) });
    expect(missing['authorization-server']).toEqual({
      ok: false, code: 'auth-not-found', params: { base_url: BASE, url: `${BASE}/oauth2/authorize`, http_status: 404 },
    });
    expect(missing['token-endpoint']).toEqual({ ok: false, code: 'token-not-checked', params: {} });
  });

  it('token endpoint: not OAuth, unknown client id, unreachable', async () => {
    expect((await run({ '/oauth2/token': () => html(200) }))['token-endpoint']).toEqual({
      ok: false, code: 'token-not-oauth', params: { url: `${BASE}/oauth2/token`, http_status: 200, media_type: 'text/html' },
    });
    expect((await run({ '/oauth2/token': () => json({ error: 'invalid_client' }, 401) }, { client_id: 'nobody' }))['token-endpoint']).toEqual({
      ok: false, code: 'token-unknown-client', params: { client_id: 'nobody' },
    });
    expect((await run({ '/oauth2/token': refused }))['token-endpoint']).toEqual({ ok: false, code: 'network-refused', params: { host: '127.0.0.1:4711' } });
  });

  it('client credentials: issued, no secret, refused secret (body or challenge), other refusal', async () => {
    const service = { grant_type: 'client_credentials', client_id: 'demo-service' } as const;
    expect((await run({}, { ...service, client_secret: 'right' }))['token-endpoint']).toEqual({ ok: true, code: 'token-issued', params: {} });
    expect((await run({}, service, 'right'))['token-endpoint']).toEqual({ ok: true, code: 'token-issued', params: {} });
    expect((await run({}, service))['token-endpoint']).toEqual({ ok: false, code: 'token-no-secret', params: { oauth_error: 'invalid_grant' } });
    const wrong = { ok: false, code: 'token-client-refused', params: { client_id: 'demo-service', oauth_error: 'invalid_client' } };
    expect((await run({}, { ...service, client_secret: 'wrong' }))['token-endpoint']).toEqual(wrong);
    const challenge = async (request: Request): Promise<Answer> => {
      const form = new URLSearchParams(await request.text());
      return form.get('grant_type') === 'client_credentials'
        ? json({ error: 'invalid_client' }, 401, { 'www-authenticate': 'Basic realm="oauth", error="invalid_client"' })
        : json({ error: 'invalid_grant' }, 400);
    };
    expect((await run({ '/oauth2/token': challenge }, { ...service, client_secret: 'wrong' }))['token-endpoint']).toEqual(wrong);
    const unauthorised = async (request: Request): Promise<Answer> => {
      const form = new URLSearchParams(await request.text());
      return json({ error: form.get('grant_type') === 'client_credentials' ? 'unauthorized_client' : 'invalid_grant' }, 400);
    };
    expect((await run({ '/oauth2/token': unauthorised }, { ...service, client_secret: 'right' }))['token-endpoint']).toEqual({
      ok: false, code: 'token-refused', params: { oauth_error: 'unauthorized_client' },
    });
  });

  it('client credentials over plain http to another computer: token-insecure, and the English message stays', async () => {
    const remote = 'http://auth.example.org';
    const fetchImpl = fakeFetch({
      '/.well-known/oauth-authorization-server': () => json({ ...METADATA, issuer: remote, token_endpoint: `${remote}/oauth2/token` }),
    });
    const report = await testConnection(profile({ auth_server_url: remote, grant_type: 'client_credentials', client_id: 'demo-service', client_secret: 'right' }), { fetch: fetchImpl });
    const token = report.checks.find((check) => check.name === 'token-endpoint')!;
    expect(token).toMatchObject({ ok: false, code: 'token-insecure', params: { url: remote } });
    expect(token.message).toMatch(/must use https/);
  });
});
