/**
 * Static files of the renderer build (`out/renderer`) for browser mode, with the single-page
 * fallback (a path without a file extension gets `index.html`), and a placeholder page while
 * the renderer is not built. The folder is looked at on every request, so a build finished
 * later is served without a restart.
 */
import { mediaTypeFor } from './media-type.js';
import { readFile, stat } from 'node:fs/promises';
import nodePath, { extname, relative, resolve } from 'node:path';
import { pathBelowRoot } from '../../src-shared/domain/path-inside.js';


/** An answer to give: status, headers and body. */
export interface StaticAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}


/**
 * The file under `root` for a URL path, or null when the path leaves the folder, has a NUL
 * byte or cannot be decoded. `/` is `index.html`.
 */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relativePath = decoded.replace(/^\/+/, '') || 'index.html';
  if (pathBelowRoot(nodePath, root, relativePath) === null) return null;
  return resolve(root, relativePath);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The page shown while `out/renderer/index.html` does not exist (HTTP 503). */
export function placeholderPage(rendererDir: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Observation Desk · renderer not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;line-height:1.5">
<h1>The renderer is not built yet</h1>
<p>Browser mode is running and the desk API answers, but there is no renderer build in
<code>${rendererDir.replace(/[&<>"']/g, '')}</code>.</p>
<p>Build it with <code>npm run web -- --build</code> (or wait for a build to finish) and reload this page.</p>
</body></html>
`;
}

/** Answers a GET for `urlPath` from `root` (see the file comment). */
export async function serveStatic(root: string, urlPath: string): Promise<StaticAnswer> {
  const index = resolve(root, 'index.html');
  if (!(await isFile(index))) {
    return { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body: placeholderPage(root) };
  }
  const path = resolveStaticPath(root, urlPath);
  if (!path) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Not found' };
  let file = path;
  if (!(await isFile(file))) {
    if (extname(file) !== '') return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Not found' };
    file = index; // a route of the single-page app
  }
  const hashedAsset = /[\\/]assets[\\/]/.test(relative(root, file));
  return {
    status: 200,
    headers: {
      'content-type': mediaTypeFor(file),
      'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
    body: await readFile(file),
  };
}

export { mediaTypeFor };
