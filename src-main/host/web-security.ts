/**
 * The guards of browser mode's HTTP host (src-shared/contract/browser-wire.ts): a per-launch
 * secret required in a header (never a cookie) on every desk request, state-changing requests
 * from the host's own origin only, the Host header pinned to the loopback
 * address (against DNS rebinding), and the security headers of every answer. No CORS headers
 * are ever sent, so no other origin can read an answer.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SECRET_HEADER } from '../../src-shared/contract/index.js';
import { TILE_HOST_SOURCES } from '../../src-shared/tile-hosts.js';

/** A new per-launch secret: 32 random bytes, base64url (43 characters). */
export function createLaunchSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares a presented secret with the launch secret in constant time (hashes first, so length leaks nothing). */
export function secretMatches(presented: string | undefined, secret: string): boolean {
  if (!presented) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

/** The secret a request presents: its {@link SECRET_HEADER} header (a cookie is never looked at). */
export function presentedSecret(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const header = headers[SECRET_HEADER];
  return typeof header === 'string' && header ? header : undefined;
}

/**
 * True when a request can only come from the host's own page (Fetch Metadata, Origin): an
 * `Origin` header, when there is one, is `http://127.0.0.1:<port>` or `http://localhost:<port>`,
 * and a `Sec-Fetch-Site` header, when there is one, is `same-origin`. Browsers send both on every
 * cross-origin POST, so a page on another local port is refused even if it guessed the secret;
 * clients that are not browsers send neither and are judged by the secret alone.
 */
export function isSameOriginRequest(headers: Readonly<Record<string, string | string[] | undefined>>, port: number): boolean {
  const origin = headers.origin;
  if (origin !== undefined && origin !== `http://127.0.0.1:${port}` && origin !== `http://localhost:${port}`) return false;
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/** True when `host` is `127.0.0.1:<port>` or `localhost:<port>` (case-insensitive), the only names the host answers to. */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  return value === `127.0.0.1:${port}` || value === `localhost:${port}`;
}

/**
 * Content-Security-Policy of browser mode, as strict as the Electron window's: only our own
 * scripts; inline styles for PrimeVue and OpenLayers; images also from data: and blob: URLs, the
 * map's optional tile hosts (src-shared/tile-hosts.ts) and `layerOrigins` (main's host allow-list
 * of the map layers the user added, MapLayers.tileOrigins) and nothing else; no framing.
 */
export function webContentSecurityPolicy(layerOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', TILE_HOST_SOURCES, ...layerOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy while the user has added no map layer of their own. */
export const WEB_CONTENT_SECURITY_POLICY = webContentSecurityPolicy([]);

/** Headers of every answer of the web host, with the CSP for `layerOrigins` (see {@link webContentSecurityPolicy}). */
export function webSecurityHeaders(layerOrigins: readonly string[]): Readonly<Record<string, string>> {
  return {
    'content-security-policy': webContentSecurityPolicy(layerOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** Headers of every answer of the web host while the user has added no map layer. */
export const WEB_SECURITY_HEADERS: Readonly<Record<string, string>> = webSecurityHeaders([]);
