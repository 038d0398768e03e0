/**
 * Browser mode's HTTP host (src-main/host/web.ts) per src-shared/contract/browser-wire.ts:
 * the secret (a header, never a cookie), the origin check, the Host check, no CORS, the
 * launch URL's fragment, desk-file tokens, desk calls, SSE events,
 * static files and the placeholder; and `npm run web`'s launcher end to end.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SECRET_HEADER, WEB_URL_LINE_PREFIX } from '../../../src-shared/contract/index.js';
import type { RunningServer } from '../../../src-server/index.js';
import { startWebHost, type WebHost } from '../../../src-main/host/web.js';
import { createDocFileTokens } from '../../../src-main/host/web-doc-file-tokens.js';
import { createBrowserFileStore, type BrowserFileStore } from '../../../src-main/host/web-file-uploads.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk, type TestDesk } from './desk-fixture.js';

let server: RunningServer;
let desk: TestDesk;
let host: WebHost;
let emptyHost: WebHost;
const tokens = createDocFileTokens();
let secretUses = 0;
let kept: BrowserFileStore;
const dirs: string[] = [];

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP request with full control over the headers (fetch forbids setting Host). */
function raw(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host: `127.0.0.1:${port}`, ...options.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const withSecret = (extra: Record<string, string> = {}): Record<string, string> => ({ [SECRET_HEADER]: host.secret, ...extra });

async function call(method: string, input?: unknown): Promise<unknown> {
  const answer = await raw(host.port, `/desk/${method}`, {
    method: 'POST',
    headers: withSecret({ 'content-type': 'application/json' }),
    body: input === undefined ? '' : JSON.stringify(input),
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as unknown;
}

beforeAll(async () => {
  server = await startTestServer();
  desk = composeDesk(server);
  const rendererDir = mkdtempSync(join(tmpdir(), 'desk-renderer-'));
  dirs.push(rendererDir);
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Desk</title><div id="app"></div>');
  writeFileSync(join(rendererDir, 'assets', 'app-1234.js'), 'console.log("desk")');
  kept = await createBrowserFileStore();
  host = await startWebHost({
    dispatch: desk.services.dispatch, events: desk.services.events, rendererDir, docFileTokens: tokens, onSecretUsed: () => (secretUses += 1),
    layerOrigins: () => desk.services.mapLayers.tileOrigins(),
    registerUpload: async (name, body) => desk.services.documents.files.register(await kept.keep(name, body), name),
  });
  const emptyDir = mkdtempSync(join(tmpdir(), 'desk-renderer-empty-'));
  dirs.push(emptyDir);
  emptyHost = await startWebHost({ dispatch: desk.services.dispatch, events: desk.services.events, rendererDir: emptyDir });
});
afterAll(async () => {
  await host?.close();
  await emptyHost?.close();
  await kept?.dispose();
  await desk?.services.dispose();
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('web host guards', () => {
  it('answers 403 to desk calls and events without the secret in the header; a cookie does not count', async () => {
    expect((await raw(host.port, '/desk/session.get', { method: 'POST' })).status).toBe(403);
    expect((await raw(host.port, '/desk/events')).status).toBe(403);
    expect((await raw(host.port, '/desk/session.get', { method: 'POST', headers: { cookie: `desk_secret=${host.secret}` } })).status).toBe(403);
    expect((await raw(host.port, '/desk/session.get', { method: 'POST', headers: { [SECRET_HEADER]: 'wrong' } })).status).toBe(403);
  });

  it('refuses a state-changing call from another origin even with the secret', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'http://127.0.0.1:1' }, { origin: 'null' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      expect((await raw(host.port, '/desk/session.signOut', { method: 'POST', headers: withSecret(headers) })).status).toBe(403);
    }
    const own = await raw(host.port, '/desk/session.get', { method: 'POST', headers: withSecret({ origin: host.origin, 'sec-fetch-site': 'same-origin' }) });
    expect(own.status).toBe(200);
    expect(secretUses).toBe(1);
  });

  it('serves the app without the secret (it holds none) and /desk-file/ only with its own token', async () => {
    expect((await raw(host.port, '/')).status).toBe(200);
    expect((await raw(host.port, '/desk-file/doc/1/thumbnail')).status).toBe(403);
    expect((await raw(host.port, '/desk-file/doc/1/thumbnail', { headers: withSecret() })).status).toBe(403);
    const other = new URL(tokens.url(2, 'thumbnail'), host.origin);
    expect((await raw(host.port, `/desk-file/doc/1/thumbnail${other.search}`)).status).toBe(403);
    // a valid token gets through to the document proxy (none in this host: 404)
    const own = new URL(tokens.url(1, 'thumbnail'), host.origin);
    expect((await raw(host.port, `${own.pathname}${own.search}`)).status).toBe(404);
  });

  it('answers 403 to another Host header even with the secret (DNS rebinding)', async () => {
    for (const hostHeader of ['evil.example:80', `evil.example:${host.port}`, '127.0.0.1:1']) {
      expect((await raw(host.port, '/', { headers: withSecret({ host: hostHeader }) })).status).toBe(403);
    }
    expect((await raw(host.port, '/', { headers: withSecret({ host: `localhost:${host.port}` }) })).status).toBe(200);
  });

  it('carries the secret in the launch URL\'s fragment, which never reaches a server', () => {
    expect(host.launchUrl.startsWith(WEB_URL_LINE_PREFIX)).toBe(true);
    expect(host.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const launch = new URL(host.launchUrl);
    expect(`${launch.pathname}${launch.search}`).toBe('/');
    expect(launch.hash).toBe(`#desk_secret=${host.secret}`);
  });

  it('sends the security headers and never a CORS header, even to an Origin or a preflight', async () => {
    const page = await raw(host.port, '/', { headers: withSecret({ origin: 'https://evil.example' }) });
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://tile.openstreetmap.org https://wmts.geo.admin.ch; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const preflight = await raw(host.port, '/desk/session.get', {
      method: 'OPTIONS',
      headers: withSecret({ origin: 'https://evil.example', 'access-control-request-method': 'POST' }),
    });
    const denied = await raw(host.port, '/desk/session.get', { method: 'POST', headers: { origin: 'https://evil.example' } });
    for (const answer of [page, preflight, denied]) {
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('the CSP of browser mode follows the map layers the user added', () => {
  it('allows a new layer\'s tile host in img-src at the next page load, and drops it once the layer is removed', async () => {
    const imgSrc = async (): Promise<string> => String((await raw(host.port, '/')).headers['content-security-policy']).split('; ').find((d) => d.startsWith('img-src'))!;
    const before = await imgSrc();
    const added = (await call('mapLayers.addXyz', { title: 'Local tiles', url_template: 'http://127.0.0.1:4555/tiles/{z}/{x}/{y}.png' })) as { ok: true; value: { layers: Array<{ id: string }> } };
    expect(await imgSrc()).toBe(`${before} http://127.0.0.1:4555`);
    await call('mapLayers.remove', { id: added.value.layers[0]!.id });
    expect(await imgSrc()).toBe(before);
  });
});

describe('desk calls over HTTP', () => {
  it('round-trips a call, with and without input', async () => {
    expect(await call('session.get')).toEqual({
      ok: true,
      value: { status: 'signed-out', profile_id: 'local-sandbox', user: null, expires_at: null },
    });
    expect(await call('preferences.set', { language: 'fr' })).toEqual({ ok: true, value: { language: 'fr', theme: 'system' } });
    expect(await call('preferences.get')).toEqual({ ok: true, value: { language: 'fr', theme: 'system' } });
    // The bridge sends methods without input with no body and no content type.
    const bare = await raw(host.port, '/desk/profiles.list', { method: 'POST', headers: withSecret() });
    expect(JSON.parse(bare.body)).toMatchObject({ ok: true, value: { active_id: 'local-sandbox' } });
    expect(bare.headers['cache-control']).toBe('no-store');
  });

  it('aborts the call\'s signal when the page closes the request before the answer (main stops its call to the service)', async () => {
    let seen: AbortSignal | undefined;
    const waiting = await startWebHost({
      dispatch: (_name, _input, context) => new Promise((resolve) => {
        seen = context?.signal;
        seen?.addEventListener('abort', () => resolve({ ok: false, error: { status: 0, code: 'cancelled', message: 'Cancelled.', fields: [] } }));
      }),
      events: desk.services.events,
      rendererDir: dirs[0]!,
    });
    try {
      const req = httpRequest({ host: '127.0.0.1', port: waiting.port, path: '/desk/observations.clusterTile', method: 'POST', headers: { host: `127.0.0.1:${waiting.port}`, [SECRET_HEADER]: waiting.secret, 'content-type': 'application/json' } });
      req.on('error', () => undefined);
      req.end('{"z":7,"x":66,"y":45,"clauses":[]}');
      await expect.poll(() => seen).toBeDefined();
      expect(seen!.aborted).toBe(false);
      req.destroy();
      await expect.poll(() => seen!.aborted).toBe(true);
    } finally {
      await waiting.close();
    }
  });

  it('answers invalid input, unknown methods and broken JSON with a DeskResult error', async () => {
    expect(await call('preferences.set', { language: 'xx' })).toMatchObject({
      ok: false,
      error: { status: 400, code: 'invalid-input', fields: [{ field: 'language', message: expect.any(String) }] },
    });
    expect(await call('session.get', { unexpected: true })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await call('nothing.here')).toMatchObject({ ok: false, error: { status: 404, code: 'unknown-method' } });
    const broken = await raw(host.port, '/desk/session.get', { method: 'POST', headers: withSecret({ 'content-type': 'application/json' }), body: '{' });
    expect(JSON.parse(broken.body)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('streams desk events as server-sent events', async () => {
    const controller = new AbortController();
    const response = await fetch(`${host.origin}/desk/events`, { headers: withSecret(), signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    await reader.read(); // the greeting: from here on the host is subscribed
    await call('session.signOut');
    while (!received.includes('\n\n')) received += (await reader.read()).value ?? '';
    controller.abort();
    const event = received.split('\n\n').find((block) => block.startsWith('event: session.changed'))!;
    expect(event).toBeDefined();
    expect(JSON.parse(event.split('\n').find((line) => line.startsWith('data: '))!.slice(6))).toMatchObject({ status: 'signed-out' });
  });
});

describe('files the page sends (browser mode has no paths)', () => {
  it('keeps a PUT file privately and answers a handle that the desk\'s file methods take', async () => {
    const name = encodeURIComponent('Blüte 1.jpg');
    const answer = await raw(host.port, '/desk/upload', { method: 'PUT', headers: withSecret({ 'x-desk-file-name': name, 'content-type': 'application/octet-stream' }), body: 'not really a photo' });
    const result = JSON.parse(answer.body) as { ok: true; value: { handle: string; file_name: string; size_in_bytes: number } };
    expect(result).toMatchObject({ ok: true, value: { file_name: 'Blüte 1.jpg', size_in_bytes: 18 } });
    expect(await call('exif.read', { file: result.value.handle })).toMatchObject({ ok: true, value: { captured_at: null } });
    // a path is no file handle
    expect(await call('exif.read', { file: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('takes files only with the secret and from its own origin', async () => {
    const headers = { 'x-desk-file-name': 'a.txt', 'content-type': 'application/octet-stream' };
    expect((await raw(host.port, '/desk/upload', { method: 'PUT', headers, body: 'x' })).status).toBe(403);
    expect((await raw(host.port, '/desk/upload', { method: 'PUT', headers: withSecret({ ...headers, origin: 'http://127.0.0.1:1' }), body: 'x' })).status).toBe(403);
  });
});

describe('static files', () => {
  it('serves files, the app for unknown routes, and nothing outside the folder', async () => {
    const asset = await raw(host.port, '/assets/app-1234.js', { headers: withSecret() });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await raw(host.port, '/observations/42', { headers: withSecret() })).body).toContain('<div id="app">');
    expect((await raw(host.port, '/assets/missing.js', { headers: withSecret() })).status).toBe(404);
    for (const path of ['/%2e%2e/package.json', '/..%2fpackage.json', '/assets/..%2f..%2fpackage.json']) {
      const answer = await raw(host.port, path, { headers: withSecret() });
      expect(answer.body).not.toContain('"name"');
    }
  });

  it('serves a placeholder while the renderer is not built', async () => {
    const answer = await raw(emptyHost.port, '/', { headers: { [SECRET_HEADER]: emptyHost.secret, host: `127.0.0.1:${emptyHost.port}` } });
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('The renderer is not built yet');
  });
});

describe('npm run web', () => {
  it('prints the URL on a line of its own, serves it, and stops the service on SIGINT', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'desk-web-'));
    dirs.push(dataDir);
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/web.ts', '--no-open', '--no-build', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n');
        buffer = parts.pop()!;
        lines.push(...parts);
        const found = parts.find((line) => line.startsWith(WEB_URL_LINE_PREFIX));
        if (found) resolve(found);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${lines.join('\n')}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#desk_secret=[A-Za-z0-9_-]{43}$/);
    expect(lines.filter((line) => line.startsWith(WEB_URL_LINE_PREFIX))).toEqual([url]);
    const serviceUrl = /(http:\/\/127\.0\.0\.1:\d+) \(data in/.exec(lines.join('\n'))![1]!;
    const secret = new URL(url).hash.slice('#desk_secret='.length);
    const launch = await fetch(new URL('/desk/session.get', url), { method: 'POST', headers: { [SECRET_HEADER]: secret } });
    expect(launch.status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exit).toBe(0);
    await expect(fetch(`${serviceUrl}/public/v5/vocabularies?limit=1`)).rejects.toThrow();
  });
});
