/**
 * Test helpers that obtain access tokens from the reference authorization server the way real
 * clients do: over HTTP, no shortcuts into the server's internals.
 *
 * - {@link loginWithPkce}: authorization code grant with PKCE S256 (RFC 6749 §4.1, RFC 7636),
 *   driven like a browser (manual redirects, a cookie jar, the HTML login form), redirect to a
 *   loopback URI on a random port (RFC 8252 §7.3) that need not be listening.
 * - {@link clientCredentialsToken}: client credentials grant (RFC 6749 §4.4), secret by HTTP Basic.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Successful token endpoint answer of the code and refresh grants (RFC 6749 §5.1). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** Seconds, 3600 on the reference service. */
  expires_in: number;
  /** `Bearer` (compare case-insensitively, RFC 6749 §7.1). */
  token_type: string;
}

/** The public client of the desktop app (src-server/auth/clients.ts). */
export const DESK_CLIENT_ID = 'observation-desk';

/** A PKCE verifier and its S256 challenge (RFC 7636 §4.1–4.2). */
export interface PkcePair {
  verifier: string;
  challenge: string;
}

/** Makes a fresh PKCE pair: 32 random bytes as base64url verifier (43 chars), SHA-256 challenge. */
export function createPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A loopback redirect URI on a random ephemeral port, as a native app would open (RFC 8252 §7.3). */
export function randomLoopbackRedirectUri(): string {
  return `http://127.0.0.1:${randomInt(49152, 65535)}/callback`;
}

/**
 * Minimal browser cookie store: keeps cookies by name and path for one origin, honours
 * `Max-Age`/`Expires` deletion and RFC 6265 §5.1.4 path matching. Enough for the login flow,
 * not a general cookie jar (no domain or secure handling).
 */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  /** Stores every `Set-Cookie` of a response. */
  store(response: Response, requestUrl: string): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = defaultPath(new URL(requestUrl).pathname);
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attrValue = ''] = attribute.split('=').map((part) => part.trim());
        const lower = key.toLowerCase();
        if (lower === 'path' && attrValue.startsWith('/')) path = attrValue;
        if (lower === 'max-age' && Number(attrValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  /** The `Cookie` header value for a request to `url`, or `undefined` when none applies. */
  headerFor(url: string): string | undefined {
    const requestPath = new URL(url).pathname;
    const matching = [...this.cookies.values()]
      .filter((cookie) => pathMatches(requestPath, cookie.path))
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : undefined;
  }
}

function defaultPath(requestPath: string): string {
  const slash = requestPath.lastIndexOf('/');
  return slash <= 0 ? '/' : requestPath.slice(0, slash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

/** One browser tab: fetch without following redirects, with a cookie jar. */
export class Browser {
  readonly jar = new CookieJar();

  /** GET (or POST a form) to `url`; never follows redirects. */
  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = {};
    const cookie = this.jar.headerFor(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const response = await fetch(url, { method: form ? 'POST' : 'GET', headers, body, redirect: 'manual' });
    this.jar.store(response, url);
    return response;
  }
}

/** Where the authorization flow ended: the loopback redirect (with `code` or `error`) or an HTML page. */
export type FlowStop =
  | { kind: 'redirect'; url: URL }
  | { kind: 'page'; url: string; status: number; html: string };

/**
 * Follows redirects from `url` until the browser would leave the server for `redirectUri`
 * (returned without being fetched) or a page with a body is shown.
 * Throws after 20 hops.
 */
export async function followUntilStop(browser: Browser, url: string, redirectUri: string, form?: Record<string, string>): Promise<FlowStop> {
  const target = new URL(redirectUri);
  let current = url;
  let response = await browser.request(current, form);
  for (let hop = 0; hop < 20; hop += 1) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, current);
      if (next.origin === target.origin && next.pathname === target.pathname) return { kind: 'redirect', url: next };
      current = next.href;
      response = await browser.request(current);
      continue;
    }
    return { kind: 'page', url: current, status: response.status, html: await response.text() };
  }
  throw new Error(`too many redirects starting at ${url}`);
}

/** The `action` of the first `<form>` of a page, resolved against the page URL; throws when none. */
export function formAction(html: string, pageUrl: string): string {
  const match = /<form\b[^>]*\baction="([^"]*)"/i.exec(html);
  if (!match?.[1]) throw new Error(`no form on the page ${pageUrl}:\n${html.slice(0, 500)}`);
  const action = match[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  return new URL(action, pageUrl).href;
}

/** Options of {@link loginWithPkce}. */
export interface LoginOptions {
  /** Language suffix of the authorization endpoint (`/oauth2/authorize/de`); none when omitted. */
  language?: 'en' | 'de' | 'fr' | 'it';
  /** Loopback redirect URI; a random port on 127.0.0.1 when omitted. */
  redirectUri?: string;
}

/**
 * Runs the real PKCE flow over HTTP like a browser would (GET authorize, follow to the login page,
 * POST the form, follow redirects until the loopback redirect with ?code, exchange at /oauth2/token).
 * `baseUrl` is the server origin, e.g. `http://127.0.0.1:4711`. Checks that `state` comes back.
 * Throws with the server's answer when the login is refused or any step fails.
 */
export async function loginWithPkce(
  baseUrl: string,
  username: string,
  password: string = username,
  options: LoginOptions = {},
): Promise<TokenResponse> {
  const redirectUri = options.redirectUri ?? randomLoopbackRedirectUri();
  const pkce = createPkcePair();
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(`${baseUrl}/oauth2/authorize${options.language ? `/${options.language}` : ''}`);
  authorize.search = new URLSearchParams({
    client_id: DESK_CLIENT_ID,
    redirect_uri: redirectUri,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    response_type: 'code',
    state,
  }).toString();

  const browser = new Browser();
  let stop = await followUntilStop(browser, authorize.href, redirectUri);
  if (stop.kind === 'page') {
    if (stop.status !== 200) throw new Error(`authorization failed with HTTP ${stop.status}: ${stop.html.slice(0, 500)}`);
    stop = await followUntilStop(browser, formAction(stop.html, stop.url), redirectUri, { username, password });
  }
  if (stop.kind === 'page') throw new Error(`login as ${username} refused (HTTP ${stop.status}): ${stop.html.slice(0, 500)}`);

  const { searchParams } = stop.url;
  const code = searchParams.get('code');
  if (!code) throw new Error(`authorization error: ${searchParams.get('error')} ${searchParams.get('error_description') ?? ''}`);
  if (searchParams.get('state') !== state) throw new Error('state was not echoed back unchanged');
  return exchangeCode(baseUrl, { code, redirectUri, verifier: pkce.verifier });
}

/**
 * Exchanges an authorization code at `/oauth2/token` (RFC 6749 §4.1.3 with the PKCE `code_verifier`).
 * Throws with the OAuth error body (RFC 6749 §5.2) on refusal.
 */
export async function exchangeCode(
  baseUrl: string,
  input: { code: string; redirectUri: string; verifier: string; clientId?: string },
): Promise<TokenResponse> {
  return tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    client_id: input.clientId ?? DESK_CLIENT_ID,
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.verifier,
  });
}

/** Refresh grant (RFC 6749 §6) of the public desktop client; the server may rotate the refresh token. */
export async function refreshTokens(baseUrl: string, refreshToken: string, clientId: string = DESK_CLIENT_ID): Promise<TokenResponse> {
  return tokenRequest(baseUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken });
}

async function tokenRequest(baseUrl: string, form: Record<string, string>): Promise<TokenResponse> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`token endpoint answered HTTP ${response.status}: ${text}`);
  return JSON.parse(text) as TokenResponse;
}

/** HTTP Basic credentials of a client: id and secret form-encoded first (RFC 6749 §2.3.1). */
export function basicAuthorization(clientId: string, secret: string): string {
  const encode = (value: string): string => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`;
}

/**
 * Client credentials grant (RFC 6749 §4.4) with the secret by HTTP Basic; defaults to the demo
 * confidential client `demo-service`, which acts as the user `steward`.
 * Returns the access token; throws with the OAuth error body on refusal.
 */
export async function clientCredentialsToken(
  baseUrl: string,
  clientId: string = 'demo-service',
  secret: string = 'demo-service-secret',
): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: basicAuthorization(clientId, secret),
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`token endpoint answered HTTP ${response.status}: ${text}`);
  return (JSON.parse(text) as { access_token: string }).access_token;
}
