/**
 * Pieces of the login (src-main/auth/): the loopback listener (RFC 8252 §7.3), the callback
 * page, the user from claims, scope and language suffix, openid-client errors in plain words.
 */
import { describe, expect, it } from 'vitest';
import { ResponseBodyError } from 'openid-client';
import { escapeHtml, renderCallbackPage } from '../../../src-main/auth/callback-page.js';
import { LOOPBACK_TIMEOUT_MS, openLoopbackListener } from '../../../src-main/auth/loopback.js';
import { oauthDeskError } from '../../../src-main/auth/oauth-errors.js';
import { fixedPathMetadata, requestedScope, withLanguageSuffix } from '../../../src-main/auth/oauth-server.js';
import { userFromClaims, userFromClientId } from '../../../src-main/auth/user.js';

describe('loopback listener', () => {
  it('listens on 127.0.0.1 with an ephemeral port, ignores other paths, takes one callback and closes', async () => {
    const listener = await openLoopbackListener();
    expect(listener.redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    const port = new URL(listener.redirectUri).port;
    expect((await fetch(`http://127.0.0.1:${port}/favicon.ico`)).status).toBe(404);
    const answer = fetch(`${listener.redirectUri}?code=abc&state=xyz`);
    const callback = await listener.callback;
    expect(callback.url.searchParams.get('code')).toBe('abc');
    callback.respond(200, { 'content-type': 'text/plain' }, 'done');
    expect(await (await answer).text()).toBe('done');
    await listener.closed;
    await expect(fetch(listener.redirectUri)).rejects.toThrow();
  });

  it('times out (five minutes by default) and closes', async () => {
    expect(LOOPBACK_TIMEOUT_MS).toBe(300_000);
    const listener = await openLoopbackListener({ timeoutMs: 30 });
    await expect(listener.callback).rejects.toMatchObject({ code: 'sign-in-timeout' });
    await listener.closed;
    await expect(fetch(listener.redirectUri)).rejects.toThrow();
  });

  it('is cancelled by close()', async () => {
    const listener = await openLoopbackListener();
    listener.close();
    await expect(listener.callback).rejects.toMatchObject({ code: 'cancelled' });
    await listener.closed;
  });
});

describe('callback page', () => {
  it('is in the UI language and escapes the detail', () => {
    expect(renderCallbackPage('fr', { ok: true })).toContain('Connecté — vous pouvez fermer cet onglet');
    expect(renderCallbackPage('it', { ok: true })).toContain('<html lang="it">');
    const failed = renderCallbackPage('en', { ok: false, detail: '<img src=x onerror=alert(1)> & "quotes"' });
    expect(failed).toContain('Sign-in failed');
    expect(failed).not.toContain('<img');
    expect(failed).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

describe('user from claims', () => {
  it('takes name, preferred_username and person_id', () => {
    expect(userFromClaims({ sub: 'steward', preferred_username: 'steward', name: 'Sabine Steiner', person_id: 3 })).toEqual({
      username: 'steward', display_name: 'Sabine Steiner', person_id: 3,
    });
    expect(userFromClaims({ sub: 'u-17', person_id: '12' })).toEqual({ username: 'u-17', display_name: 'u-17', person_id: 12 });
    expect(userFromClaims({ sub: 'x', person_id: -1 })?.person_id).toBeNull();
    expect(userFromClaims({})).toBeNull();
    expect(userFromClaims(undefined)).toBeNull();
    expect(userFromClientId('demo-service')).toEqual({ username: 'demo-service', display_name: 'demo-service', person_id: null });
  });
});

describe('authorization request pieces', () => {
  it('asks for openid profile only when advertised', () => {
    const base = fixedPathMetadata('https://auth.example.org/');
    expect(base).toEqual({ issuer: 'https://auth.example.org', authorization_endpoint: 'https://auth.example.org/oauth2/authorize', token_endpoint: 'https://auth.example.org/oauth2/token' });
    expect(requestedScope(base)).toBeUndefined();
    expect(requestedScope({ ...base, scopes_supported: ['openid', 'api', 'profile'] })).toBe('openid profile');
    expect(requestedScope({ ...base, scopes_supported: ['openid'] })).toBe('openid');
    expect(requestedScope({ ...base, scopes_supported: ['api'] })).toBeUndefined();
  });

  it('adds the language suffix to the authorization endpoint, keeping the query', () => {
    const url = withLanguageSuffix(new URL('https://auth.example.org/oauth2/authorize?client_id=x&state=y'), 'de');
    expect(url.href).toBe('https://auth.example.org/oauth2/authorize/de?client_id=x&state=y');
  });
});

describe('OAuth errors in plain words', () => {
  function bodyError(status: number, body: Record<string, string>): ResponseBodyError {
    const response = new Response(JSON.stringify(body), { status });
    return new ResponseBodyError('server responded with an error in the response body', { cause: body as never, response });
  }

  it('maps token endpoint refusals', () => {
    expect(oauthDeskError(bodyError(400, { error: 'invalid_grant', error_description: 'grant request is invalid' }), 'refresh', 'x')).toMatchObject({ status: 401, code: 'session-expired' });
    expect(oauthDeskError(bodyError(401, { error: 'invalid_client' }), 'client-credentials', 'x').message).toMatch(/does not accept this client id or secret/);
    expect(oauthDeskError(bodyError(400, { error: 'invalid_request', error_description: 'no' }), 'sign-in', 'x')).toMatchObject({
      code: 'sign-in-failed', message: 'The authorization server refused: no (invalid_request).',
    });
  });

  it('maps network failures and plain-http refusals', () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    expect(oauthDeskError(refused, 'discovery', 'http://127.0.0.1:9/')).toMatchObject({ status: 0, code: 'network' });
    const http = Object.assign(new Error('only requests to HTTPS are allowed'), { code: 'OAUTH_HTTP_REQUEST_FORBIDDEN' });
    expect(oauthDeskError(http, 'discovery', 'http://auth.example.org')).toMatchObject({ code: 'insecure-connection' });
  });
});
