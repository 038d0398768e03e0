import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthorizationServer, type AuthorizationServer } from '../../src-server/auth/authorization-server.js';
import { pickLanguage } from '../../src-server/auth/login-page.js';
import { rewriteAuthorizationUrl } from '../../src-server/auth/provider-mount.js';
import { hashPassword } from '../../src-server/auth/passwords.js';
import { openDatabase, type Db } from '../../src-server/db/open.js';
import {
  Browser,
  basicAuthorization,
  clientCredentialsToken,
  createPkcePair,
  exchangeCode,
  followUntilStop,
  formAction,
  loginWithPkce,
  randomLoopbackRedirectUri,
  refreshTokens,
} from '../helpers/login.js';

const STEWARD_ID = 11;
const CURATOR_ID = 12;

function seedAccounts(db: Db): void {
  const now = new Date().toISOString();
  const person = db.prepare('INSERT INTO people (id, first_name, last_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const account = db.prepare('INSERT INTO accounts (username, password_hash, person_id) VALUES (?, ?, ?)');
  person.run(STEWARD_ID, 'Stefanie', 'Steward', now, now);
  account.run('steward', hashPassword('steward'), STEWARD_ID);
  person.run(CURATOR_ID, 'Carlo', 'Curator', now, now);
  account.run('curator', hashPassword('curator'), CURATOR_ID);
}

interface Server {
  app: FastifyInstance;
  auth: AuthorizationServer;
  baseUrl: string;
}

/** A minimal service: the authorization server plus one protected route echoing the caller. */
async function startServer(db: Db): Promise<Server> {
  const app = Fastify();
  let baseUrl = '';
  const auth = createAuthorizationServer({ db, getIssuer: () => baseUrl });
  await auth.register(app);
  app.get('/whoami', async (request, reply) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const caller = match?.[1] ? await auth.verifyAccessToken(match[1]) : null;
    if (!caller) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'invalid_token' });
    return caller;
  });
  // A JSON route beside the provider's form routes: Fastify's own parsers must keep working.
  app.post('/echo', async (request) => request.body);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  return { app, auth, baseUrl };
}

async function whoami(baseUrl: string, token: string): Promise<Response> {
  return fetch(`${baseUrl}/whoami`, { headers: { authorization: `Bearer ${token}` } });
}

function authorizeUrl(baseUrl: string, params: Record<string, string>, language?: string): string {
  const url = new URL(`${baseUrl}/oauth2/authorize${language ? `/${language}` : ''}`);
  url.search = new URLSearchParams(params).toString();
  return url.href;
}

/** Standard authorize parameters of the desktop client (interface v5: no scope). */
function deskParams(redirectUri: string, challenge: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    client_id: 'observation-desk',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    response_type: 'code',
    ...extra,
  };
}

async function postToken(baseUrl: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

describe('authorization server (oidc-provider in Fastify)', () => {
  let db: Db;
  let server: Server;

  beforeAll(async () => {
    db = openDatabase(':memory:');
    seedAccounts(db);
    server = await startServer(db);
  });

  afterAll(async () => {
    await server?.app.close();
    db?.close();
  });

  describe('authorization code with PKCE', () => {
    it('runs the full S256 flow with a random loopback port and issues working bearer tokens', async () => {
      const redirectUri = randomLoopbackRedirectUri();
      const tokens = await loginWithPkce(server.baseUrl, 'steward', 'steward', { redirectUri });
      expect(tokens.token_type.toLowerCase()).toBe('bearer');
      expect(tokens.expires_in).toBe(3600);
      expect(tokens.access_token).toEqual(expect.any(String));
      expect(tokens.refresh_token).toEqual(expect.any(String));

      const response = await whoami(server.baseUrl, tokens.access_token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        person_id: STEWARD_ID,
        username: 'steward',
        client_id: 'observation-desk',
        grant: 'authorization_code',
      });
    });

    it('accepts http://localhost/callback and http://[::1]/callback on any port', async () => {
      for (const redirectUri of ['http://localhost:51234/callback', 'http://[::1]:50999/callback']) {
        const tokens = await loginWithPkce(server.baseUrl, 'curator', 'curator', { redirectUri });
        expect((await server.auth.verifyAccessToken(tokens.access_token))?.person_id).toBe(CURATOR_ID);
      }
    });

    it('echoes state back with the code', async () => {
      const redirectUri = randomLoopbackRedirectUri();
      const { challenge } = createPkcePair();
      const browser = new Browser();
      const page = await followUntilStop(browser, authorizeUrl(server.baseUrl, deskParams(redirectUri, challenge, { state: 'st/ate with spaces & more' })), redirectUri);
      expect(page.kind).toBe('page');
      if (page.kind !== 'page') return;
      const stop = await followUntilStop(browser, formAction(page.html, page.url), redirectUri, { username: 'steward', password: 'steward' });
      expect(stop.kind).toBe('redirect');
      if (stop.kind !== 'redirect') return;
      expect(`${stop.url.origin}${stop.url.pathname}`).toBe(redirectUri);
      expect(stop.url.searchParams.get('code')).toBeTruthy();
      expect(stop.url.searchParams.get('state')).toBe('st/ate with spaces & more');
    });

    it('refuses the plain PKCE method, redirecting invalid_request with state', async () => {
      const redirectUri = randomLoopbackRedirectUri();
      const verifier = createPkcePair().verifier;
      const stop = await followUntilStop(
        new Browser(),
        authorizeUrl(server.baseUrl, deskParams(redirectUri, verifier, { code_challenge_method: 'plain', state: 'xyz' })),
        redirectUri,
      );
      expect(stop.kind).toBe('redirect');
      if (stop.kind !== 'redirect') return;
      expect(stop.url.searchParams.get('error')).toBe('invalid_request');
      expect(stop.url.searchParams.get('code')).toBeNull();
      expect(stop.url.searchParams.get('state')).toBe('xyz');
    });

    it('refuses a request without code_challenge', async () => {
      const redirectUri = randomLoopbackRedirectUri();
      const params = deskParams(redirectUri, 'unused');
      delete params.code_challenge;
      delete params.code_challenge_method;
      const stop = await followUntilStop(new Browser(), authorizeUrl(server.baseUrl, params), redirectUri);
      expect(stop.kind).toBe('redirect');
      if (stop.kind !== 'redirect') return;
      expect(stop.url.searchParams.get('error')).toBe('invalid_request');
      expect(stop.url.searchParams.get('error_description')).toMatch(/PKCE/);
      expect(stop.url.searchParams.get('code')).toBeNull();
    });

    it('refuses redirect URIs that are not registered loopback URIs, without redirecting', async () => {
      const { challenge } = createPkcePair();
      for (const redirectUri of ['https://evil.example/callback', 'http://192.168.1.20:8080/callback', 'http://127.0.0.1:8080/other']) {
        const response = await new Browser().request(authorizeUrl(server.baseUrl, deskParams(redirectUri, challenge)));
        expect(response.status).toBe(400);
        expect(response.headers.get('location')).toBeNull();
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        expect(await response.text()).toContain('invalid_redirect_uri');
      }
    });

    it('refuses a wrong code_verifier at the token endpoint (invalid_grant)', async () => {
      const redirectUri = randomLoopbackRedirectUri();
      const { challenge } = createPkcePair();
      const browser = new Browser();
      const page = await followUntilStop(browser, authorizeUrl(server.baseUrl, deskParams(redirectUri, challenge)), redirectUri);
      if (page.kind !== 'page') throw new Error('expected the login page');
      const stop = await followUntilStop(browser, formAction(page.html, page.url), redirectUri, { username: 'steward', password: 'steward' });
      if (stop.kind !== 'redirect') throw new Error('expected the loopback redirect');
      const code = stop.url.searchParams.get('code') ?? '';

      const response = await postToken(server.baseUrl, {
        grant_type: 'authorization_code',
        client_id: 'observation-desk',
        code,
        redirect_uri: redirectUri,
        code_verifier: createPkcePair().verifier,
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('gives a new working access token on the refresh grant', async () => {
      const first = await loginWithPkce(server.baseUrl, 'steward');
      const refreshed = await refreshTokens(server.baseUrl, first.refresh_token);
      expect(refreshed.token_type.toLowerCase()).toBe('bearer');
      expect(refreshed.expires_in).toBe(3600);
      expect(refreshed.access_token).not.toBe(first.access_token);
      expect(refreshed.refresh_token).toEqual(expect.any(String));
      expect(await (await whoami(server.baseUrl, refreshed.access_token)).json()).toMatchObject({ username: 'steward', grant: 'authorization_code' });
      // The rotated refresh token works again.
      const again = await refreshTokens(server.baseUrl, refreshed.refresh_token);
      expect((await server.auth.verifyAccessToken(again.access_token))?.username).toBe('steward');
    });

    it('shows the login form on every authorization request, so the same browser can switch users', async () => {
      const redirectUri = randomLoopbackRedirectUri();
      const browser = new Browser();
      for (const username of ['curator', 'curator', 'steward']) {
        const pkce = createPkcePair();
        const page = await followUntilStop(browser, authorizeUrl(server.baseUrl, deskParams(redirectUri, pkce.challenge)), redirectUri);
        if (page.kind !== 'page') throw new Error(`${username}: expected the login page although the browser has a session`);
        const stop = await followUntilStop(browser, formAction(page.html, page.url), redirectUri, { username, password: username });
        if (stop.kind !== 'redirect') throw new Error(`${username}: expected the loopback redirect`);
        const tokens = await exchangeCode(server.baseUrl, { code: stop.url.searchParams.get('code') ?? '', redirectUri, verifier: pkce.verifier });
        expect((await server.auth.verifyAccessToken(tokens.access_token))?.username).toBe(username);
      }
    });
  });

  describe('login page', () => {
    async function loginPage(language?: string): Promise<{ browser: Browser; page: Extract<Awaited<ReturnType<typeof followUntilStop>>, { kind: 'page' }>; redirectUri: string; verifier: string }> {
      const redirectUri = randomLoopbackRedirectUri();
      const pkce = createPkcePair();
      const browser = new Browser();
      const page = await followUntilStop(browser, authorizeUrl(server.baseUrl, deskParams(redirectUri, pkce.challenge), language), redirectUri);
      if (page.kind !== 'page') throw new Error('expected the login page');
      return { browser, page, redirectUri, verifier: pkce.verifier };
    }

    it('is in German for /oauth2/authorize/de, with labelled inputs', async () => {
      const { page } = await loginPage('de');
      expect(page.status).toBe(200);
      expect(page.html).toContain('<html lang="de">');
      expect(page.html).toContain('<title>Anmelden</title>');
      expect(page.html).toContain('<label for="username">Benutzername</label>');
      expect(page.html).toMatch(/<input id="username" name="username"/);
      expect(page.html).toContain('<label for="password">Passwort</label>');
      expect(page.html).toMatch(/<input id="password" name="password" type="password"/);
      expect(page.html).toMatch(/<button type="submit">Anmelden<\/button>/);
      expect(page.html).not.toMatch(/<script/i);
    });

    it('is in English by default and in French and Italian by suffix', async () => {
      expect((await loginPage()).page.html).toContain('<label for="username">User name</label>');
      expect((await loginPage('fr')).page.html).toContain('<label for="password">Mot de passe</label>');
      expect((await loginPage('it')).page.html).toContain('<label for="username">Nome utente</label>');
      expect((await loginPage('en')).page.html).toContain('<html lang="en">');
    });

    it('shows an error on a wrong password, keeps the user name, and then accepts the right one', async () => {
      const { browser, page, redirectUri, verifier } = await loginPage('de');
      const action = formAction(page.html, page.url);
      const failed = await followUntilStop(browser, action, redirectUri, { username: 'steward', password: 'wrong' });
      expect(failed.kind).toBe('page');
      if (failed.kind !== 'page') return;
      expect(failed.status).toBe(200);
      expect(failed.html).toContain('Benutzername oder Passwort ist falsch');
      expect(failed.html).toContain('value="steward"');

      const unknown = await followUntilStop(browser, action, redirectUri, { username: 'nobody', password: 'x' });
      expect(unknown.kind === 'page' && unknown.html.includes('Benutzername oder Passwort ist falsch')).toBe(true);

      const stop = await followUntilStop(browser, formAction(failed.html, failed.url), redirectUri, { username: 'steward', password: 'steward' });
      if (stop.kind !== 'redirect') throw new Error('expected the loopback redirect after the right password');
      const tokens = await exchangeCode(server.baseUrl, { code: stop.url.searchParams.get('code') ?? '', redirectUri, verifier });
      expect((await server.auth.verifyAccessToken(tokens.access_token))?.username).toBe('steward');
    });

    it('follows ui_locales when there is no suffix, the suffix first when both are given', async () => {
      const redirectUri = randomLoopbackRedirectUri();
      const { challenge } = createPkcePair();
      const italian = await followUntilStop(new Browser(), authorizeUrl(server.baseUrl, deskParams(redirectUri, challenge, { ui_locales: 'it-CH de' })), redirectUri);
      expect(italian.kind === 'page' && italian.html.includes('<html lang="it">')).toBe(true);
      const french = await followUntilStop(new Browser(), authorizeUrl(server.baseUrl, deskParams(redirectUri, challenge, { ui_locales: 'de' }), 'fr'), redirectUri);
      expect(french.kind === 'page' && french.html.includes('<html lang="fr">')).toBe(true);
    });

    it('escapes what the user typed', async () => {
      const { browser, page, redirectUri } = await loginPage();
      const failed = await followUntilStop(browser, formAction(page.html, page.url), redirectUri, { username: '"><script>alert(1)</script>', password: 'x' });
      if (failed.kind !== 'page') throw new Error('expected the login page again');
      expect(failed.html).not.toContain('<script>');
      expect(failed.html).toContain('&#34;&#62;&#60;script&#62;');
    });

    it('answers an unknown or expired interaction with a 400 page', async () => {
      const response = await new Browser().request(`${server.baseUrl}/oauth2/interaction/unknown-uid`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('start signing in again');
    });
  });

  describe('client credentials', () => {
    it('issues a one-hour token without refresh token to demo-service (HTTP Basic), acting as steward', async () => {
      const response = await postToken(server.baseUrl, { grant_type: 'client_credentials' }, { authorization: basicAuthorization('demo-service', 'demo-service-secret') });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.token_type).toMatch(/^bearer$/i);
      expect(body.expires_in).toBe(3600);
      expect(body.refresh_token).toBeUndefined();
      expect(await (await whoami(server.baseUrl, String(body.access_token))).json()).toEqual({
        person_id: STEWARD_ID,
        username: 'steward',
        client_id: 'demo-service',
        grant: 'client_credentials',
      });
    });

    it('accepts the secret as form field too', async () => {
      const response = await postToken(server.baseUrl, { grant_type: 'client_credentials', client_id: 'demo-service', client_secret: 'demo-service-secret' });
      expect(response.status).toBe(200);
      const { access_token } = (await response.json()) as { access_token: string };
      expect((await server.auth.verifyAccessToken(access_token))?.username).toBe('steward');
    });

    it('works through the shared helper', async () => {
      const token = await clientCredentialsToken(server.baseUrl);
      expect((await server.auth.verifyAccessToken(token))?.grant).toBe('client_credentials');
    });

    it('refuses a wrong secret with 401 invalid_client, by Basic and by form', async () => {
      const basic = await postToken(server.baseUrl, { grant_type: 'client_credentials' }, { authorization: basicAuthorization('demo-service', 'nope') });
      expect(basic.status).toBe(401);
      expect(await basic.json()).toMatchObject({ error: 'invalid_client' });
      const form = await postToken(server.baseUrl, { grant_type: 'client_credentials', client_id: 'demo-service', client_secret: 'nope' });
      expect(form.status).toBe(401);
      expect(await form.json()).toMatchObject({ error: 'invalid_client' });
    });

    it('refuses client credentials for the public desktop client', async () => {
      const response = await postToken(server.baseUrl, { grant_type: 'client_credentials', client_id: 'observation-desk' });
      expect(response.status).toBe(400);
      // oidc-provider answers invalid_request here where RFC 6749 §5.2 would suggest unauthorized_client.
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.error).toMatch(/^(invalid_request|unauthorized_client)$/);
      expect(body.access_token).toBeUndefined();
    });
  });

  describe('verifyAccessToken', () => {
    it('resolves unknown, garbage, empty and refresh tokens to null', async () => {
      const { refresh_token } = await loginWithPkce(server.baseUrl, 'steward');
      for (const token of ['', 'garbage', 'x'.repeat(43), '../../etc/passwd', 'a'.repeat(5000), refresh_token]) {
        expect(await server.auth.verifyAccessToken(token)).toBeNull();
      }
      expect((await whoami(server.baseUrl, 'garbage-token-garbage-token')).status).toBe(401);
    });

    it('resolves an expired token to null', async () => {
      const token = await clientCredentialsToken(server.baseUrl);
      expect(await server.auth.verifyAccessToken(token)).not.toBeNull();
      db.prepare('UPDATE oidc_payloads SET expires_at = ? WHERE id = ?').run(Math.floor(Date.now() / 1000) - 1, token);
      expect(await server.auth.verifyAccessToken(token)).toBeNull();
    });

    it('resolves a revoked token to null (RFC 7009 revocation endpoint), also one verified before', async () => {
      const { access_token } = await loginWithPkce(server.baseUrl, 'steward');
      // Verified (and remembered) first: the revocation must still hold afterwards.
      expect((await server.auth.verifyAccessToken(access_token))?.username).toBe('steward');
      expect((await whoami(server.baseUrl, access_token)).status).toBe(200);
      const response = await fetch(`${server.baseUrl}/oauth2/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: access_token, client_id: 'observation-desk' }).toString(),
      });
      expect(response.status).toBe(200);
      expect(await server.auth.verifyAccessToken(access_token)).toBeNull();
      expect((await whoami(server.baseUrl, access_token)).status).toBe(401);
    });

    it('resolves a revoked client-credentials token to null, also one verified before', async () => {
      const token = await clientCredentialsToken(server.baseUrl);
      expect((await server.auth.verifyAccessToken(token))?.grant).toBe('client_credentials');
      const response = await fetch(`${server.baseUrl}/oauth2/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuthorization('demo-service', 'demo-service-secret') },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(response.status).toBe(200);
      expect(await server.auth.verifyAccessToken(token)).toBeNull();
    });

    it('resolves to null once the account is gone', async () => {
      const now = new Date().toISOString();
      db.prepare('INSERT INTO people (id, first_name, last_name, created_at, updated_at) VALUES (99, ?, ?, ?, ?)').run('Tom', 'Temp', now, now);
      db.prepare('INSERT INTO accounts (username, password_hash, person_id) VALUES (?, ?, 99)').run('temp', hashPassword('temp'));
      const { access_token } = await loginWithPkce(server.baseUrl, 'temp');
      expect((await server.auth.verifyAccessToken(access_token))?.person_id).toBe(99);
      db.prepare("DELETE FROM accounts WHERE username = 'temp'").run();
      expect(await server.auth.verifyAccessToken(access_token)).toBeNull();
    });
  });

  describe('mounting', () => {
    it('serves discovery metadata with the /oauth2 endpoints and S256 only', async () => {
      for (const path of ['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server']) {
        const response = await fetch(`${server.baseUrl}${path}`);
        expect(response.status).toBe(200);
        const metadata = (await response.json()) as Record<string, unknown>;
        expect(metadata.issuer).toBe(server.baseUrl);
        expect(metadata.authorization_endpoint).toBe(`${server.baseUrl}/oauth2/authorize`);
        expect(metadata.token_endpoint).toBe(`${server.baseUrl}/oauth2/token`);
        expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
        expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']));
      }
    });

    it('leaves the JSON body parsing of other routes alone', async () => {
      const response = await fetch(`${server.baseUrl}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
      expect(await response.json()).toEqual({ a: 1 });
    });

    it('answers token endpoint errors as RFC 6749 §5.2 JSON', async () => {
      const response = await postToken(server.baseUrl, { grant_type: 'password', username: 'steward', password: 'steward', client_id: 'observation-desk' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' });
    });
  });
});

describe('authorization URL completion and language choice', () => {
  it('adds the default scope and the suffix language to GET authorization URLs only', () => {
    expect(rewriteAuthorizationUrl('/oauth2/authorize?client_id=a')).toBe('/oauth2/authorize?client_id=a&scope=api');
    expect(rewriteAuthorizationUrl('/oauth2/authorize/de?client_id=a')).toBe('/oauth2/authorize?client_id=a&ui_locales=de&scope=api');
    expect(rewriteAuthorizationUrl('/oauth2/authorize/it/?ui_locales=fr&scope=openid')).toBe('/oauth2/authorize?ui_locales=it+fr&scope=openid');
    // The resume URL carries an interaction uid, never a language.
    expect(rewriteAuthorizationUrl('/oauth2/authorize/LYXpdDA-0wSEzVnJo51DOC1sk35ITB4krkAaicKVPGR')).toBe('/oauth2/authorize/LYXpdDA-0wSEzVnJo51DOC1sk35ITB4krkAaicKVPGR');
    expect(rewriteAuthorizationUrl('/oauth2/authorize/es?x=1')).toBe('/oauth2/authorize/es?x=1');
    expect(rewriteAuthorizationUrl('/oauth2/token')).toBe('/oauth2/token');
  });

  it('picks the first supported ui_locales language, English otherwise', () => {
    expect(pickLanguage('de-CH fr')).toBe('de');
    expect(pickLanguage('es FR-ch')).toBe('fr');
    expect(pickLanguage('es')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});

describe('persistence across a restart on the same data dir', () => {
  it('keeps refresh tokens, access tokens and keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'auth-restart-'));
    try {
      const file = join(dir, 'service.sqlite');
      let db = openDatabase(file);
      seedAccounts(db);
      let server = await startServer(db);
      const tokens = await loginWithPkce(server.baseUrl, 'steward');
      const cookieKeys = db.prepare("SELECT value FROM meta WHERE key = 'oauth2_cookie_keys'").get();
      await server.app.close();
      db.close();

      db = openDatabase(file);
      server = await startServer(db);
      try {
        expect((await server.auth.verifyAccessToken(tokens.access_token))?.username).toBe('steward');
        const refreshed = await refreshTokens(server.baseUrl, tokens.refresh_token);
        expect((await whoami(server.baseUrl, refreshed.access_token)).status).toBe(200);
        expect(db.prepare("SELECT value FROM meta WHERE key = 'oauth2_cookie_keys'").get()).toEqual(cookieKeys);
      } finally {
        await server.app.close();
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
