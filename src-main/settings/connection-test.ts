/**
 * "Test connection" of a server profile (issue 3 item 3): four checks, each with a sentence in
 * plain words: the service answers, its public API has the v5 shape, the authorization server
 * is there, and its token endpoint speaks OAuth. The sentence is English; its `code` and `params`
 * (src-shared/contract/main-messages.ts) let the renderer say it in the UI language. These are
 * probes, not OAuth flows: the token endpoint gets a deliberately invalid grant, and an OAuth
 * error answer (RFC 6749 §5.2) is the proof. Only a client-credentials profile with a secret runs a real grant (openid-client).
 */
import { clientCredentialsGrant, ResponseBodyError, WWWAuthenticateChallengeError } from 'openid-client';
import type { ConnectionReport, ServerProfileInput } from '../../src-shared/contract/index.js';
import type { ConnectionCheckMessage } from '../../src-shared/contract/main-messages.js';
import { isNetworkFailure, networkFailure, type NetworkFailure } from '../api/network-errors.js';
import { buildApiUrl } from '../api/url.js';
import { oauthDeskError } from '../auth/oauth-errors.js';
import { OAuthServers, fixedPathMetadata, normaliseAuthUrl } from '../auth/oauth-server.js';

/** One check: its English message with the code and params the renderer translates. */
type Check = ConnectionReport['checks'][number] & ConnectionCheckMessage;
type CheckName = Check['name'];

/** A check named `name` saying `message` (English) as `coded` (code and params). */
const check = (name: CheckName, ok: boolean, coded: ConnectionCheckMessage, message: string): Check => ({ name, ok, ...coded, message });

/** A failed check for a request that got no answer. */
const failed = (name: CheckName, failure: NetworkFailure): Check => ({ name, ok: false, ...failure });

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
  failure?: NetworkFailure;
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
    return { failure: networkFailure(error, url, timeoutMs) };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const mediaType = (response: Response): string => (response.headers.get('content-type') ?? 'no content type').split(';')[0]!.trim();

function checkService(input: ServerProfileInput, result: Probe, url: string): [Check, Check] {
  if (!result.response) {
    return [
      failed('service', result.failure!),
      check('public-api', false, { code: 'public-api-not-checked', params: {} }, 'Not checked: the service did not answer.'),
    ];
  }
  const { response } = result;
  const host = new URL(input.service_base_url).host;
  const http_status = response.status;
  const service = check('service', true, { code: 'service-answers', params: { host, http_status } }, `${host} answers (HTTP ${http_status}).`);
  if (http_status === 404) {
    return [service, check('public-api', false, { code: 'public-api-not-found', params: { url } },
      `${url} was not found (HTTP 404). Check the service base URL: it is the address before /rest/v5 and /public/v5.`)];
  }
  if (!response.ok) {
    return [service, check('public-api', false, { code: 'public-api-http-error', params: { http_status } },
      `The public API answered HTTP ${http_status} instead of a list of vocabularies.`)];
  }
  if (!isObject(result.body)) {
    const media_type = mediaType(response);
    return [service, check('public-api', false, { code: 'public-api-not-json', params: { media_type } },
      `The public API answered ${media_type}, not JSON. Is this address an Observation Recording Service?`)];
  }
  if (!Array.isArray(result.body.data)) {
    const notV5 = 'The answer is JSON but not a v5 list ({"data": [...]}).';
    return [service, 'success' in result.body
      ? check('public-api', false, { code: 'public-api-v4', params: {} }, `${notV5} It looks like an older interface version (v4 answers carry "success").`)
      : check('public-api', false, { code: 'public-api-not-v5', params: {} }, notV5)];
  }
  return [service, check('public-api', true, { code: 'public-api-ok', params: {} }, 'The public API answers with v5 lists.')];
}

/** The token endpoint from discovery (RFC 8414, then OpenID Connect), or the interface's fixed path. */
async function checkAuthorizationServer(fetchImpl: typeof fetch, authUrl: string, timeoutMs: number): Promise<{ check: Check; tokenEndpoint: string }> {
  const base = normaliseAuthUrl(authUrl);
  const fallback = fixedPathMetadata(base);
  const tokenEndpoint = fallback.token_endpoint!;
  for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
    const result = await probe(fetchImpl, `${base}${path}`, timeoutMs, { headers: { accept: 'application/json' } });
    if (result.failure) return { check: failed('authorization-server', result.failure), tokenEndpoint };
    if (result.response?.ok && isObject(result.body) && typeof result.body.token_endpoint === 'string') {
      return {
        check: check('authorization-server', true, { code: 'auth-metadata', params: { path } }, `The authorization server publishes its metadata (${path}).`),
        tokenEndpoint: result.body.token_endpoint,
      };
    }
  }
  const url = fallback.authorization_endpoint!;
  const authorize = await probe(fetchImpl, url, timeoutMs);
  if (authorize.failure) return { check: failed('authorization-server', authorize.failure), tokenEndpoint };
  const http_status = authorize.response!.status;
  if (http_status !== 404 && http_status < 500) {
    return {
      check: check('authorization-server', true, { code: 'auth-endpoint-answers', params: { url } }, `The authorization endpoint ${url} answers (no metadata document).`),
      tokenEndpoint,
    };
  }
  return {
    check: check('authorization-server', false, { code: 'auth-not-found', params: { base_url: base, url, http_status } },
      `No authorization server at ${base}: no metadata document, and ${url} answered HTTP ${http_status}. Check the authorization server URL (the address before /oauth2).`),
    tokenEndpoint,
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
  if (result.failure) return failed('token-endpoint', result.failure);
  const http_status = result.response!.status;
  if (!isObject(result.body) || typeof result.body.error !== 'string') {
    const media_type = mediaType(result.response!);
    return check('token-endpoint', false, { code: 'token-not-oauth', params: { url: tokenEndpoint, http_status, media_type } },
      `${tokenEndpoint} is not an OAuth token endpoint: a deliberately invalid request got HTTP ${http_status} ${media_type} without an OAuth error.`);
  }
  const oauth_error = result.body.error;
  if (oauth_error === 'invalid_client' && input.grant_type === 'authorization_code') {
    return check('token-endpoint', false, { code: 'token-unknown-client', params: { client_id: input.client_id } },
      `The token endpoint does not know the client id "${input.client_id}" (invalid_client).`);
  }
  return check('token-endpoint', true, { code: 'token-oauth-ok', params: { oauth_error } },
    `The token endpoint answers OAuth errors as it should (a deliberately invalid request got "${oauth_error}").`);
}

/** The OAuth error name (`invalid_client` …) of an openid-client error, from the body or the `WWW-Authenticate` challenge. */
function oauthErrorName(error: unknown): string | undefined {
  if (error instanceof ResponseBodyError) return error.error;
  if (error instanceof WWWAuthenticateChallengeError) return error.cause[0]?.parameters.error;
  return undefined;
}

/** The token check after a client-credentials grant failed with `error` (message: {@link oauthDeskError}'s words). */
function grantFailure(error: unknown, input: ServerProfileInput): Check {
  const desk = oauthDeskError(error, 'client-credentials', input.auth_server_url);
  if (isNetworkFailure(error)) return failed('token-endpoint', { ...networkFailure(error, input.auth_server_url), message: desk.message });
  const oauth_error = oauthErrorName(error);
  const coded: ConnectionCheckMessage = desk.code === 'insecure-connection'
    ? { code: 'token-insecure', params: { url: input.auth_server_url } }
    : oauth_error === 'invalid_client' || (error instanceof WWWAuthenticateChallengeError && error.status === 401)
      ? { code: 'token-client-refused', params: { client_id: input.client_id, oauth_error: oauth_error ?? 'invalid_client' } }
      : oauth_error
        ? { code: 'token-refused', params: { oauth_error } }
        : { code: 'token-failed', params: { detail: desk.message } };
  return check('token-endpoint', false, coded, desk.message);
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
    : check('token-endpoint', false, { code: 'token-not-checked', params: {} }, 'Not checked: the authorization server was not found.');
  const secret = input.client_secret === undefined ? (options.storedSecret ?? null) : input.client_secret;
  if (token.ok && token.code === 'token-oauth-ok' && input.grant_type === 'client_credentials') {
    if (!secret) token = check('token-endpoint', false, { code: 'token-no-secret', params: token.params }, `${token.message} No client secret is stored, so no token can be requested.`);
    else {
      try {
        const servers = new OAuthServers({ fetch: options.fetch, timeoutSeconds: Math.ceil(timeoutMs / 1000) });
        await clientCredentialsGrant(await servers.configuration(input, secret));
        token = check('token-endpoint', true, { code: 'token-issued', params: {} }, 'The token endpoint accepted the client id and secret and issued a token.');
      } catch (error) {
        token = grantFailure(error, input);
      }
    }
  }
  const checks = [service, publicApi, authorization, token];
  return { ok: checks.every((item) => item.ok), checks };
}
