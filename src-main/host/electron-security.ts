/**
 * The security baseline of the window (ARCHITECTURE.md "Security baseline", Electron security
 * checklist https://www.electronjs.org/docs/latest/tutorial/security): the CSP, the web
 * preferences, the `openExternal` allow-list, and the guards every webContents gets (no
 * navigation away, no new windows, no `<webview>`, no permissions).
 */
import type { BrowserWindowConstructorOptions, Event, Session, WebContents, WebPreferences } from 'electron';
import { shell } from 'electron';
import { TILE_HOST_SOURCES } from '../../src-shared/tile-hosts.js';

/**
 * The Content-Security-Policy of every app page (checklist item 7 "Define a Content Security
 * Policy"). `style-src 'unsafe-inline'` is needed by PrimeVue (runtime theme styles) and
 * OpenLayers (inline style attributes); scripts stay `'self'` only. `desk-file:` serves the
 * document thumbnails main fetches with the token; the tile hosts (src-shared/tile-hosts.ts) serve
 * the map's optional online background, and `layerOrigins` (main's host allow-list of the map
 * layers the user added, MapLayers.tileOrigins) their tiles: nothing else is added.
 */
export function contentSecurityPolicy(layerOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'desk-file:', TILE_HOST_SOURCES, ...layerOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy while the user has added no map layer of their own. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy([]);

/**
 * Web preferences of the app window: context isolation (checklist item 3), the renderer sandbox
 * (item 4), no Node integration (item 2), no `<webview>` (item 12), web security kept on (item 5),
 * no insecure content (item 6), no experimental features (items 8, 9), the preload bundled to one
 * CommonJS file (a sandboxed preload cannot load other files).
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

/** Options of the main window: {@link secureWebPreferences}, hidden until the first paint. */
export function mainWindowOptions(preloadPath: string, iconPath?: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Observation Desk',
    backgroundColor: '#1f2933',
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/**
 * Origins (scheme://host[:port]) the app may open in the system browser besides the
 * authorization server: the attribution and reference links the renderer shows (map tiles,
 * GBIF, Info Flora, DOIs of the demo data). Keep it short; every entry is https.
 */
export const EXTERNAL_LINK_ORIGINS: readonly string[] = [
  'https://www.openstreetmap.org',
  'https://www.gbif.org',
  'https://www.infoflora.ch',
  'https://doi.org',
];

/** Loopback hosts (RFC 8252 §8.3): plain http is allowed only to these, for the local sandbox's auth server. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Normalises an allow-list entry or URL to its origin (`https://host[:port]`), or `null` when it is not http(s). */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/**
 * Whether `url` may be given to the system browser (checklist item 15 "Do not use openExternal
 * with untrusted content"): only `https:` URLs whose origin is on `allowList`, and `http:` URLs
 * on the list whose host is loopback (the sandbox's authorization server). Credentials in the
 * URL, `file:`, `javascript:`, `data:`, custom schemes and anything unparsable are refused.
 */
export function isExternalUrlAllowed(url: string, allowList: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (parsed.protocol === 'http:') {
    if (!LOOPBACK_HOSTS.has(parsed.hostname)) return false;
  } else if (parsed.protocol !== 'https:') {
    return false;
  }
  const origin = `${parsed.protocol}//${parsed.host}`;
  return allowList.some((entry) => httpOrigin(entry) === origin);
}

/**
 * The only way this app calls `shell.openExternal`: opens `url` in the system browser when
 * {@link isExternalUrlAllowed} says so. Resolves true when opened, false when refused.
 */
export async function openExternalSafely(url: string, allowList: readonly string[]): Promise<boolean> {
  if (!isExternalUrlAllowed(url, allowList)) return false;
  await shell.openExternal(url, { activate: true });
  return true;
}

/** What {@link hardenWebContents} needs to decide about navigations and popups. */
export interface ContentsGuardOptions {
  /** True for URLs of our own pages (the app scheme). */
  isAppUrl(url: string): boolean;
  /** Called with an https URL a page tried to open in a new window; the opener decides (allow-list). */
  openExternal(url: string): void;
}

/**
 * Applies the per-webContents guards to `contents` (our window's, and any other one Electron
 * creates — called from `web-contents-created`):
 * - `will-navigate` / `will-redirect` / `will-frame-navigate` to anything but our pages are
 *   prevented (checklist item 13 "Disable or limit navigation");
 * - `setWindowOpenHandler` denies every new window; an https link goes to
 *   {@link ContentsGuardOptions.openExternal}, which applies the allow-list (item 14);
 * - `will-attach-webview` is prevented (item 12).
 */
export function hardenWebContents(contents: WebContents, options: ContentsGuardOptions): void {
  const refuseForeign = (event: Event, url: string): void => {
    if (!options.isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', (event, url) => refuseForeign(event, event.url ?? url));
  contents.on('will-redirect', (event, url) => refuseForeign(event, event.url ?? url));
  contents.on('will-frame-navigate', (event) => refuseForeign(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https:')) options.openExternal(url);
    return { action: 'deny' };
  });
}

/**
 * Denies every permission request and check of `session` (checklist item 10 "Handle session
 * permission requests"): the app needs no camera, microphone, geolocation, notifications,
 * clipboard-read, HID, serial or USB access.
 */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
