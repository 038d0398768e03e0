/**
 * Login against the reference authorization server (issue 3 item 6): PKCE with the browser step
 * scripted, wrong state, the five-minute listener, single-flight refresh, the 401 → refresh →
 * retry → expired path, client credentials with a stored secret, sign-out, restore at launch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/index.js';
import type { RunningServer } from '../../../src-server/index.js';
import { LOOPBACK_TIMEOUT_MS } from '../../../src-main/auth/loopback.js';
import { SESSIONS_KEY } from '../../../src-main/auth/token-vault.js';
import { refreshTokens } from '../../helpers/login.js';
import { startTestServer } from '../../helpers/server.js';
import type { DeskServices } from '../../../src-main/services.js';
import { DESK_CLIENT_ID } from '../../../src-main/settings/schema.js';
import { composeDesk, fakeSecretStorage, isListening, revokeAtServer, scriptedBrowser, type TestDesk } from './desk-fixture.js';

let server: RunningServer;
const desks: TestDesk[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(desks.map((desk) => desk.services.dispose()));
  await server?.close();
});

function desk(options: Parameters<typeof composeDesk>[1] = {}): TestDesk {
  const composed = composeDesk(server, options);
  desks.push(composed);
  return composed;
}

/** The refresh token the vault holds (the fake safeStorage can be reversed in tests). */
function storedRefreshToken(testDesk: TestDesk): string {
  const stored = (testDesk.storage.get(SESSIONS_KEY) as Record<string, { refresh_token_encrypted: string }>)['local-sandbox']!;
  return fakeSecretStorage().decrypt(stored.refresh_token_encrypted);
}

async function signedInDesk(username = 'steward', options: Parameters<typeof composeDesk>[1] = {}): Promise<TestDesk> {
  const browser = scriptedBrowser({ username });
  const result = desk({ ...options, openBrowser: browser.openBrowser });
  await result.services.session.signIn();
  await browser.done();
  result.requests.reset();
  return result;
}

describe('authorization code with PKCE through the system browser', () => {
  it('signs in, shows the user from the ID token, answers the browser and closes the listener', async () => {
    const browser = scriptedBrowser({ username: 'steward' });
    const { services, events, storage } = desk({ openBrowser: browser.openBrowser });

    const state = await services.session.signIn();
    await browser.done();

    expect(state).toMatchObject({ status: 'signed-in', profile_id: 'local-sandbox', refresh_token_storage: 'encrypted' });
    expect(state.user).toEqual({ username: 'steward', display_name: 'Sabine Steiner', person_id: expect.any(Number) });
    expect(Date.parse(state.expires_at!)).toBeGreaterThan(Date.now() + 3500_000);

    const [visit] = browser.visits;
    const authorize = visit!.authorizeUrl;
    expect(authorize.pathname).toBe('/oauth2/authorize/en');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('client_id')).toBe('observation-desk');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(authorize.searchParams.get('scope')).toBe('openid profile');
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);

    expect(visit!.callbackStatus).toBe(200);
    expect(visit!.callbackHtml).toContain('Signed in — you can close this tab');
    expect(await isListening(visit!.callbackUrl!)).toBe(false);

    expect(events.filter((e) => e.name === 'session.changed').map((e) => e.payload.status)).toEqual(['signing-in', 'signed-in']);
    const saved = JSON.stringify(storage.get(SESSIONS_KEY));
    expect(saved).toContain('enc:');
    expect(saved).not.toContain(storedRefreshToken({ storage } as TestDesk));

    const people = await services.api.request({ path: '/rest/v5/people', query: { limit: 1, with_total: true } });
    expect(people.status).toBe(200);
    expect(people.total).toBeGreaterThan(0);
  });

  it('uses the UI language for the authorize URL suffix and the callback page', async () => {
    const browser = scriptedBrowser({ username: 'curator' });
    const { services } = desk({ openBrowser: browser.openBrowser });
    await services.dispatch('preferences.set', { language: 'de' });
    const state = await services.session.signIn();
    await browser.done();
    expect(state.user?.display_name).toBe('Claire Rochat');
    expect(browser.visits[0]!.authorizeUrl.pathname).toBe('/oauth2/authorize/de');
    expect(browser.visits[0]!.callbackHtml).toContain('Angemeldet — Sie können diesen Tab schliessen');
    expect(browser.visits[0]!.callbackHtml).toContain('<html lang="de">');
  });

  it('refuses a callback with the wrong state, answers the browser with the error and closes the listener', async () => {
    const browser = scriptedBrowser({
      tamper: (url) => {
        url.searchParams.set('state', 'forged<script>');
        return url;
      },
    });
    const { services, events } = desk({ openBrowser: browser.openBrowser });
    const failure = await services.session.signIn().then(() => null, (error: unknown) => error);
    await browser.done();
    expect(failure).toBeInstanceOf(DeskError);
    expect(failure).toMatchObject({ code: 'sign-in-failed', message: expect.stringMatching(/state/) });
    const visit = browser.visits[0]!;
    expect(visit.callbackStatus).toBe(400);
    expect(visit.callbackHtml).toContain('Sign-in failed');
    expect(visit.callbackHtml).not.toContain('<script>');
    expect(await isListening(visit.callbackUrl!)).toBe(false);
    expect(services.session.state()).toMatchObject({ status: 'signed-out', user: null });
    expect(events.at(-1)).toMatchObject({ name: 'session.changed', payload: { status: 'signed-out' } });
  });

  it('gives up after the listener timeout (five minutes by default) and closes the listener', async () => {
    expect(LOOPBACK_TIMEOUT_MS).toBe(5 * 60 * 1000);
    const browser = scriptedBrowser({ idle: true });
    const { services } = desk({ openBrowser: browser.openBrowser, loopbackTimeoutMs: 150 });
    const result = await services.dispatch('session.signIn', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'sign-in-timeout', status: 0 } });
    const redirectUri = browser.visits[0]!.authorizeUrl.searchParams.get('redirect_uri')!;
    expect(await isListening(redirectUri)).toBe(false);
    expect(services.session.state().status).toBe('signed-out');
  });

  it('a second sign-in cancels the pending one', async () => {
    const idle = scriptedBrowser({ idle: true });
    const working = scriptedBrowser({ username: 'manager' });
    let calls = 0;
    const { services } = desk({ openBrowser: (url) => (calls++ === 0 ? idle.openBrowser(url) : working.openBrowser(url)) });
    const first = services.session.signIn().then(() => null, (error: unknown) => error);
    await expect.poll(() => idle.visits.length).toBe(1);
    const second = await services.session.signIn();
    expect(await first).toMatchObject({ code: 'cancelled' });
    expect(second).toMatchObject({ status: 'signed-in', user: { username: 'manager' } });
    expect(await isListening(idle.visits[0]!.authorizeUrl.searchParams.get('redirect_uri')!)).toBe(false);
  });
});

describe('tokens: refresh, 401 and expiry', () => {
  it('refreshes once for concurrent calls shortly before expiry (single-flight)', async () => {
    const testDesk = await signedInDesk();
    const { services, clock, requests, events } = testDesk;
    const before = storedRefreshToken(testDesk);
    const expiresAt = Date.parse(services.session.state().expires_at!);
    clock.now = expiresAt - 30_000; // inside the 60 s leeway
    const [a, b, c] = await Promise.all([
      services.api.request({ path: '/rest/v5/projects', query: { limit: 1 } }),
      services.api.request({ path: '/rest/v5/people', query: { limit: 1 } }),
      services.session.accessToken(),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(c).toEqual(expect.any(String));
    expect(requests.count('POST /oauth2/token')).toBe(1);
    expect(storedRefreshToken(testDesk)).not.toBe(before); // rotated and stored again
    expect(Date.parse(services.session.state().expires_at!)).toBeGreaterThan(expiresAt);
    expect(events.at(-1)).toMatchObject({ name: 'session.changed', payload: { status: 'signed-in' } });
  });

  it('after a 401 refreshes once and retries the call', async () => {
    const { services, requests } = await signedInDesk();
    // The server forgets the access token (e.g. restarted without its store); the refresh token stays valid.
    // (Revoking it at /oauth2/revoke would end the whole grant at oidc-provider, refresh token included.)
    server.db.prepare("DELETE FROM oidc_payloads WHERE model = 'AccessToken' AND id = ?").run(await services.session.accessToken());
    const answer = await services.api.request({ path: '/rest/v5/people', query: { limit: 1 } });
    expect(answer.status).toBe(200);
    expect(requests.count('POST /oauth2/token')).toBe(1);
    expect(requests.count('GET /rest/v5/people')).toBe(2);
    expect(services.session.state().status).toBe('signed-in');
  });

  it('when the refresh is refused too, the session expires (user kept) and session.changed is pushed', async () => {
    const testDesk = await signedInDesk('curator');
    const { services, events, storage } = testDesk;
    await revokeAtServer(server.url, storedRefreshToken(testDesk), 'refresh_token'); // revokes the grant
    const failure = await services.api.request({ path: '/rest/v5/people' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, code: 'session-expired' });
    expect(services.session.state()).toMatchObject({ status: 'expired', user: { username: 'curator' }, expires_at: null });
    expect(events.at(-1)).toMatchObject({ name: 'session.changed', payload: { status: 'expired' } });
    expect(storage.get(SESSIONS_KEY)).toBeUndefined();
    await expect(services.api.request({ path: '/rest/v5/people' })).rejects.toMatchObject({ code: 'session-expired' });
    // Public calls keep working while expired.
    expect((await services.api.request({ path: '/public/v5/vocabularies', query: { limit: 1 } })).status).toBe(200);
  });

  it('keeps the refresh token in memory only when the OS cannot encrypt it (basic_text)', async () => {
    const { services, storage } = await signedInDesk('steward', { secretStorage: fakeSecretStorage(false) });
    expect(services.session.state()).toMatchObject({ status: 'signed-in', refresh_token_storage: 'memory' });
    expect(storage.get(SESSIONS_KEY)).toBeUndefined();
  });

  it('restores a saved session at launch with one refresh', async () => {
    const first = await signedInDesk('manager');
    const second = desk({ storage: first.storage });
    await second.services.ready;
    expect(await second.services.session.current()).toMatchObject({ status: 'signed-in', user: { username: 'manager' } });
    expect(second.requests.count('POST /oauth2/token')).toBe(1);
  });
});

describe('sign-out', () => {
  it('forgets the tokens, revokes the refresh token and pushes session.changed', async () => {
    const testDesk = await signedInDesk();
    const { services, storage, events, requests } = testDesk;
    const refreshToken = storedRefreshToken(testDesk);
    const result = await services.dispatch('session.signOut', undefined);
    expect(result).toEqual({ ok: true, value: { status: 'signed-out', profile_id: 'local-sandbox', user: null, expires_at: null } });
    expect(requests.count('POST /oauth2/revoke')).toBe(1);
    await expect(refreshTokens(server.url, refreshToken)).rejects.toThrow(/invalid_grant/);
    expect(storage.get(SESSIONS_KEY)).toBeUndefined();
    expect(events.at(-1)).toMatchObject({ name: 'session.changed', payload: { status: 'signed-out' } });
    await expect(services.api.request({ path: '/rest/v5/people' })).rejects.toMatchObject({ status: 401, code: 'signed-out' });
  });
});

describe('two servers at once', () => {
  /** A desk whose scripted browser signs in as whoever `as.username` names at the time. */
  function switchingDesk(options: Parameters<typeof composeDesk>[1] = {}) {
    const as = { username: 'steward' };
    let browser = scriptedBrowser(as);
    const testDesk = desk({ ...options, openBrowser: (url) => {
      browser = scriptedBrowser({ ...as });
      browser.openBrowser(url);
    } });
    return { ...testDesk, as, browserDone: () => browser.done() };
  }

  async function secondProfile(services: DeskServices): Promise<string> {
    const saved = await services.dispatch('profiles.save', {
      name: 'Production', service_base_url: server.url, auth_server_url: server.url, client_id: DESK_CLIENT_ID, grant_type: 'authorization_code',
    });
    return (saved as { value: { id: string } }).value.id;
  }

  it('switching keeps the profile left signed in; switching back needs no sign-in and no token request', async () => {
    const { services, requests, as, browserDone, storage } = switchingDesk();
    await services.session.signIn();
    await browserDone();
    const production = await secondProfile(services);

    expect(await services.dispatch('profiles.activate', { id: production })).toMatchObject({ ok: true, value: { status: 'signed-out', profile_id: production } });
    as.username = 'manager';
    await services.session.signIn();
    await browserDone();
    expect(services.session.state()).toMatchObject({ status: 'signed-in', profile_id: production, user: { username: 'manager' } });
    expect(services.session.parkedProfileIds()).toEqual(['local-sandbox']);

    requests.reset();
    expect(await services.dispatch('profiles.activate', { id: 'local-sandbox' })).toMatchObject({ ok: true, value: { status: 'signed-in', user: { username: 'steward' } } });
    expect((await services.api.request({ path: '/rest/v5/people', query: { limit: 1 } })).status).toBe(200);
    expect(await services.dispatch('profiles.activate', { id: production })).toMatchObject({ ok: true, value: { status: 'signed-in', user: { username: 'manager' } } });
    expect(requests.count('POST /oauth2/token')).toBe(0);
    expect(requests.count('POST /oauth2/revoke')).toBe(0);
    expect(Object.keys(storage.get(SESSIONS_KEY) as object).sort()).toEqual(['local-sandbox', production].sort());

    // Signing out of one leaves the other signed in.
    await services.session.signOut();
    expect(await services.dispatch('profiles.activate', { id: 'local-sandbox' })).toMatchObject({ ok: true, value: { status: 'signed-in', user: { username: 'steward' } } });
    expect(Object.keys(storage.get(SESSIONS_KEY) as object)).toEqual(['local-sandbox']);
  });

  it('after a restart, the profile switched to is signed in again from the vault with one renewal', async () => {
    const first = switchingDesk();
    await first.services.session.signIn();
    await first.browserDone();
    const production = await secondProfile(first.services);
    await first.services.dispatch('profiles.activate', { id: production });
    first.as.username = 'manager';
    await first.services.session.signIn();
    await first.browserDone();

    const second = desk({ storage: first.storage });
    await second.services.ready;
    expect(await second.services.session.current()).toMatchObject({ status: 'signed-in', profile_id: production, user: { username: 'manager' } });
    second.requests.reset();
    expect(await second.services.dispatch('profiles.activate', { id: 'local-sandbox' })).toMatchObject({ ok: true, value: { status: 'signed-in', user: { username: 'steward' } } });
    expect(second.requests.count('POST /oauth2/token')).toBe(1);
  });

  it('removing a profile that is not in use forgets and revokes its kept session', async () => {
    const { services, as, browserDone, storage } = switchingDesk();
    const production = await secondProfile(services);
    await services.dispatch('profiles.activate', { id: production });
    as.username = 'manager';
    await services.session.signIn();
    await browserDone();
    const refreshToken = fakeSecretStorage().decrypt((storage.get(SESSIONS_KEY) as Record<string, { refresh_token_encrypted: string }>)[production]!.refresh_token_encrypted);
    await services.dispatch('profiles.activate', { id: 'local-sandbox' });
    expect(await services.dispatch('profiles.remove', { id: production })).toMatchObject({ ok: true });
    expect(services.session.parkedProfileIds()).toEqual([]);
    expect(storage.get(SESSIONS_KEY)).toBeUndefined();
    await expect(refreshTokens(server.url, refreshToken)).rejects.toThrow(/invalid_grant/);
  });
});

describe('client credentials', () => {
  it('signs in with the stored (encrypted) secret, shows the client id and renews without a refresh token', async () => {
    const { services, storage, clock, requests } = desk();
    const saved = await services.dispatch('profiles.save', {
      name: 'Demo service',
      service_base_url: server.url,
      auth_server_url: server.url,
      client_id: 'demo-service',
      grant_type: 'client_credentials',
      client_secret: 'demo-service-secret',
    });
    expect(saved).toMatchObject({ ok: true, value: { has_client_secret: true } });
    expect(JSON.stringify(storage.get('settings'))).not.toContain('demo-service-secret');
    const id = (saved as { value: { id: string } }).value.id;
    await services.dispatch('profiles.activate', { id });

    const state = await services.session.signIn();
    expect(state).toMatchObject({ status: 'signed-in', profile_id: id, user: { username: 'demo-service', display_name: 'demo-service', person_id: null } });
    expect(state.refresh_token_storage).toBeUndefined();
    expect((await services.api.request({ path: '/rest/v5/projects', query: { limit: 1 } })).status).toBe(200);

    requests.reset();
    clock.now = Date.parse(state.expires_at!) + 1000;
    expect((await services.api.request({ path: '/rest/v5/projects', query: { limit: 1 } })).status).toBe(200);
    expect(requests.count('POST /oauth2/token')).toBe(1);
  });

  it('says so when the secret is wrong or missing', async () => {
    const { services } = desk();
    const base = { name: 'Wrong secret', service_base_url: server.url, auth_server_url: server.url, client_id: 'demo-service', grant_type: 'client_credentials' as const };
    const wrong = await services.dispatch('profiles.save', { ...base, client_secret: 'not-the-secret' });
    await services.dispatch('profiles.activate', { id: (wrong as { value: { id: string } }).value.id });
    await expect(services.session.signIn()).rejects.toMatchObject({ code: 'sign-in-failed', message: expect.stringMatching(/client id or secret/) });
    const none = await services.dispatch('profiles.save', { ...base, name: 'No secret' });
    await services.dispatch('profiles.activate', { id: (none as { value: { id: string } }).value.id });
    await expect(services.session.signIn()).rejects.toMatchObject({ code: 'missing-secret' });
  });
});
