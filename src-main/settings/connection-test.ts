/**
 * "Test connection" of a server profile (issue 3 item 3): four checks, each with a sentence in
 * plain words: the service answers, its public API has the v5 shape, the authorization server
 * is there, and its token endpoint speaks OAuth. These are probes, not OAuth flows: the token
 * endpoint gets a deliberately invalid grant, and an OAuth error answer (RFC 6749 §5.2) is the
 * proof. Only a client-credentials profile with a secret runs a real grant (openid-client).
 */
import { clientCredentialsGrant } from 'openid-client';
import type { ConnectionReport, ServerProfileInput } from '../../src-shared/contract/index.js';
import { describeNetworkFailure } from '../api/network-errors.js';
import { buildApiUrl } from '../api/url.js';
import { oauthDeskError } from '../auth/oauth-errors.js';
import { OAuthServers, fixedPathMetadata, normaliseAuthUrl } from '../auth/oauth-server.js';

type Check = ConnectionReport['checks'][number];

/** Options of {@link testConnection}. */
export interface ConnectionTestOptions {
  /** The stored secret when the input omits `client_secret` (an existing profile). */
  storedSecret?: string | null;
  fetch?: typeof fetch;
  /** Per probe, ms; default 8000. */
  timeoutMs?: number;
}

interface Probe {
  response?: Response;
  body?: unknown;
  text?: string;
  failure?: string;
}

async function probe(fetchImpl: typeof fetch, url: string, timeoutMs: number, init: RequestInit = {}): Promise<Probe> {
  try {
    const response = await fetchImpl(url, { ...init, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    return { response, body, text };
  } catch (error) {
    return { failure: describeNetworkFailure(error, url, timeoutMs) };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const mediaType = (response: Response): string => (response.headers.get('content-type') ?? 'no content type').split(';')[0]!.trim();

function checkService(input: ServerProfileInput, result: Probe, url: string): [Check, Check] {
  if (!result.response) {
    return [
      { name: 'service', ok: false, message: result.failure ?? 'No answer.' },
      { name: 'public-api', ok: false, message: 'Not checked: the service did not answer.' },
    ];
  }
  const { response } = result;
  const service: Check = { name: 'service', ok: true, message: `${new URL(input.service_base_url).host} answers (HTTP ${response.status}).` };
  if (response.status === 404) {
    return [service, {
      name: 'public-api', ok: false,
      message: `${url} was not found (HTTP 404). Check the service base URL: it is the address before /rest/v5 and /public/v5.`,
    }];
  }
  if (!response.ok) {
    return [service, { name: 'public-api', ok: false, message: `The public API answered HTTP ${response.status} instead of a list of vocabularies.` }];
  }
  if (!isObject(result.body)) {
    return [service, { name: 'public-api', ok: false, message: `The public API answered ${mediaType(response)}, not JSON. Is this address an Observation Recording Service?` }];
  }
  if (!Array.isArray(result.body.data)) {
    const v4 = 'success' in result.body ? ' It looks like an older interface version (v4 answers carry "success").' : '';
    return [service, { name: 'public-api', ok: false, message: `The answer is JSON but not a v5 list ({"data": [...]}).${v4}` }];
  }
  return [service, { name: 'public-api', ok: true, message: 'The public API answers with v5 lists.' }];
}

/** The token endpoint from discovery (RFC 8414, then OpenID Connect), or the interface's fixed path. */
async function checkAuthorizationServer(fetchImpl: typeof fetch, authUrl: string, timeoutMs: number): Promise<{ check: Check; tokenEndpoint: string }> {
  const base = normaliseAuthUrl(authUrl);
  const fallback = fixedPathMetadata(base);
  for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
    const result = await probe(fetchImpl, `${base}${path}`, timeoutMs, { headers: { accept: 'application/json' } });
    if (result.failure) return { check: { name: 'authorization-server', ok: false, message: result.failure }, tokenEndpoint: fallback.token_endpoint! };
    if (result.response?.ok && isObject(result.body) && typeof result.body.token_endpoint === 'string') {
      return {
        check: { name: 'authorization-server', ok: true, message: `The authorization server publishes its metadata (${path}).` },
        tokenEndpoint: result.body.token_endpoint,
      };
    }
  }
  const authorize = await probe(fetchImpl, fallback.authorization_endpoint!, timeoutMs);
  if (authorize.failure) return { check: { name: 'authorization-server', ok: false, message: authorize.failure }, tokenEndpoint: fallback.token_endpoint! };
  const status = authorize.response!.status;
  const ok = status !== 404 && status < 500;
  return {
    check: {
      name: 'authorization-server',
      ok,
      message: ok
        ? `The authorization endpoint ${fallback.authorization_endpoint} answers (no metadata document).`
        : `No authorization server at ${base}: no metadata document, and ${fallback.authorization_endpoint} answered HTTP ${status}. Check the authorization server URL (the address before /oauth2).`,
    },
    tokenEndpoint: fallback.token_endpoint!,
  };
}

async function checkTokenEndpoint(fetchImpl: typeof fetch, input: ServerProfileInput, tokenEndpoint: string, timeoutMs: number): Promise<Check> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: 'deliberately-invalid-code-of-a-connection-test',
    redirect_uri: 'http://127.0.0.1/callback',
    client_id: input.client_id,
    code_verifier: 'deliberately-invalid-verifier-of-a-connection-test-0123456789',
  });
  const result = await probe(fetchImpl, tokenEndpoint, timeoutMs, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  if (result.failure) return { name: 'token-endpoint', ok: false, message: result.failure };
  const status = result.response!.status;
  if (!isObject(result.body) || typeof result.body.error !== 'string') {
    return {
      name: 'token-endpoint',
      ok: false,
      message: `${tokenEndpoint} is not an OAuth token endpoint: a deliberately invalid request got HTTP ${status} ${mediaType(result.response!)} without an OAuth error.`,
    };
  }
  if (result.body.error === 'invalid_client' && input.grant_type === 'authorization_code') {
    return { name: 'token-endpoint', ok: false, message: `The token endpoint does not know the client id "${input.client_id}" (invalid_client).` };
  }
  return { name: 'token-endpoint', ok: true, message: `The token endpoint answers OAuth errors as it should (a deliberately invalid request got "${result.body.error}").` };
}

/**
 * Runs the four checks for `input` (a profile being edited; its secret is `input.client_secret`,
 * else `options.storedSecret`). For client credentials with a secret, the token endpoint check
 * also requests a token and says whether the id and secret are accepted. Never throws.
 */
export async function testConnection(input: ServerProfileInput, options: ConnectionTestOptions = {}): Promise<ConnectionReport> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const vocabularies = buildApiUrl(input.service_base_url, '/public/v5/vocabularies', { limit: 1 }).href;
  const [service, publicApi] = checkService(input, await probe(fetchImpl, vocabularies, timeoutMs, { headers: { accept: 'application/json' } }), vocabularies);
  const { check: authorization, tokenEndpoint } = await checkAuthorizationServer(fetchImpl, input.auth_server_url, timeoutMs);
  let token: Check = authorization.ok
    ? await checkTokenEndpoint(fetchImpl, input, tokenEndpoint, timeoutMs)
    : { name: 'token-endpoint', ok: false, message: 'Not checked: the authorization server was not found.' };
  const secret = input.client_secret === undefined ? (options.storedSecret ?? null) : input.client_secret;
  if (token.ok && input.grant_type === 'client_credentials') {
    if (!secret) token = { ...token, ok: false, message: `${token.message} No client secret is stored, so no token can be requested.` };
    else {
      try {
        const servers = new OAuthServers({ fetch: options.fetch, timeoutSeconds: Math.ceil(timeoutMs / 1000) });
        await clientCredentialsGrant(await servers.configuration(input, secret));
        token = { ...token, message: 'The token endpoint accepted the client id and secret and issued a token.' };
      } catch (error) {
        token = { name: 'token-endpoint', ok: false, message: oauthDeskError(error, 'client-credentials', input.auth_server_url).message };
      }
    }
  }
  const checks = [service, publicApi, authorization, token];
  return { ok: checks.every((check) => check.ok), checks };
}
