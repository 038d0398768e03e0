/**
 * The `app://` scheme that serves the built renderer (out/renderer) to the window instead of
 * `file://` (Electron security checklist, item 18 "Use a custom protocol instead of file://"):
 * a standard, secure origin of our own, so the CSP's `'self'` means exactly our bundle, and no
 * page can read arbitrary files through relative URLs.
 */
import { mediaTypeFor } from './media-type.js';
import { readFile } from 'node:fs/promises';
import nodePath, { extname, resolve } from 'node:path';
import { pathBelowRoot } from '../../src-shared/domain/path-inside.js';
import type { CustomScheme } from 'electron';
import { CONTENT_SECURITY_POLICY } from './electron-security.js';

/** Scheme of the app's own pages. */
export const APP_SCHEME = 'app';
/** Host of the app's pages: every URL of ours is `app://desk/…`. */
export const APP_HOST = 'desk';
/** The URL the window loads. */
export const APP_START_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;
/** Scheme of document thumbnails and files served by main with the bearer token (ARCHITECTURE.md "Data flow"). */
export const DESK_FILE_SCHEME = 'desk-file';

/**
 * The schemes to register as privileged, before the app is ready (Electron allows one call of
 * `protocol.registerSchemesAsPrivileged`). `app` is standard (so relative URLs and a real
 * origin work) and secure (a secure context, like https); it neither bypasses the CSP nor
 * enables service workers. `desk-file` only needs to be fetchable from `<img>`.
 */
export const PRIVILEGED_SCHEMES: CustomScheme[] = [
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  { scheme: DESK_FILE_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
];

/**
 * True when `url` is one of our pages: scheme `app:` and host `desk`. Compares scheme and host,
 * not `URL.origin`, because WHATWG URL gives non-special schemes an opaque origin (`"null"`).
 */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}



/**
 * Maps an `app://desk/…` URL onto a file under `root`, or `null` when the URL is not ours or its
 * decoded path could leave `root` (encoded `..%2f`, `%5c` backslashes, NUL, drive letters, dot
 * segments left after decoding): such a traversal attempt is refused, never "clamped". Plain
 * `/../` segments never get here: the URL parser (Chromium's and Node's alike) resolves them
 * below the origin, so they stay inside `root`. `/` maps to `index.html`.
 */
export function resolveAppPath(root: string, url: string): string | null {
  if (!isAppUrl(url)) return null;
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null; // malformed percent-encoding
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.' || /^[a-zA-Z]:$/.test(s))) return null;
  const file = resolve(root, ...(segments.length === 0 ? ['index.html'] : segments));
  if (!pathBelowRoot(nodePath, root, file)) return null; // outside, or the folder itself
  return file;
}

/** Reads a file; injected in tests. Rejects with `ENOENT`/`EISDIR` like `fs.readFile`. */
export type FileReader = (path: string) => Promise<Uint8Array>;

/** Headers every app-scheme response carries: the CSP (checklist item 7) and no MIME sniffing. */
function securityHeaders(contentType: string, csp: string = CONTENT_SECURITY_POLICY): Record<string, string> {
  return {
    'content-type': contentType,
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-cache',
  };
}

/** A small plain-text answer (errors), still with the security headers. */
function plainText(status: number, text: string, csp?: string): Response {
  return new Response(text, { status, headers: securityHeaders('text/plain; charset=utf-8', csp) });
}

/**
 * The `protocol.handle('app', …)` handler: serves files of the built renderer under `root`
 * with their MIME type and the CSP header on every response (errors included). Only GET/HEAD.
 * An extensionless path that is not a file (a client-side route) gets `index.html`; a missing
 * asset is a 404; a traversal attempt is a 403. `csp` gives the policy of the moment (it follows
 * the map layers the user added, electron-security.ts `contentSecurityPolicy`); default: none added.
 */
export function createAppProtocolHandler(
  root: string,
  read: FileReader = readFile,
  csp: () => string | Promise<string> = () => CONTENT_SECURITY_POLICY,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const policy = await csp();
    const textResponse = (status: number, text: string): Response => plainText(status, text, policy);
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed');
    const file = resolveAppPath(root, request.url);
    if (file === null) return textResponse(403, 'Forbidden');
    const candidates = extname(file) === '' ? [file, resolve(root, 'index.html')] : [file];
    for (const candidate of candidates) {
      try {
        const body = await read(candidate);
        return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: securityHeaders(mimeTypeFor(candidate), policy) });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'EISDIR' && code !== 'ENOTDIR') return textResponse(500, 'Cannot read the file');
      }
    }
    return textResponse(404, 'Not found');
  };
}

/** The `Content-Type` of a file by its extension (see media-type.ts). */
export const mimeTypeFor = mediaTypeFor;
