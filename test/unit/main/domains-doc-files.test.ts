/**
 * The desk-file proxy (src-main/domains/doc-files.ts, doc-file-cache.ts) and Electron's
 * `desk-file:` handler (src-main/host/electron-desk-file.ts) over a fake service: LRU bound of
 * the disk cache, stale files when the service is down, large files streamed without caching,
 * refusals dropping the cached copy, safe headers.
 */
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, type BearerTokenSource } from '../../../src-main/api/client.js';
import { DocFileCache } from '../../../src-main/domains/doc-file-cache.js';
import { DOC_FRESH_MS, DocFiles, docFileCsp, docFileScope, safeContentType } from '../../../src-main/domains/doc-files.js';
import { createDeskFileProtocolHandler } from '../../../src-main/host/electron-desk-file.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'doc-cache-'));
  dirs.push(dir);
  return dir;
};
const stream = (bytes: Uint8Array): ReadableStream<Uint8Array> => new Response(bytes).body!;
const tokens: BearerTokenSource = { accessToken: async () => 't', renewAfterUnauthorized: async () => 't', expire: () => undefined };
const quiet = { warn: () => undefined, error: () => undefined };
const SCOPE = docFileScope({ profile_id: 'p', username: 'user', key: 'p\nuser' }, 'http://127.0.0.1:9');

/** A fake service: `handler` answers each request; `calls` counts them. */
function setup(handler: (request: { url: string; headers: Headers }) => Response | Promise<Response>, options: { maxBytes?: number; maxCachedFileBytes?: number } = {}) {
  const clock = { now: 1_000_000 };
  let calls = 0;
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls += 1;
    return handler({ url: String(input), headers: new Headers(init?.headers) });
  }) as typeof globalThis.fetch;
  const api = new ApiClient({ baseUrl: () => 'http://127.0.0.1:9', session: tokens, fetch });
  const cache = new DocFileCache({ root: tempDir(), maxBytes: options.maxBytes, log: quiet });
  const files = new DocFiles({ api, cache, scope: () => SCOPE, now: () => clock.now, maxCachedFileBytes: options.maxCachedFileBytes, log: quiet });
  return { files, cache, clock, calls: () => calls };
}
const bytesOf = async (body: ReadableStream<Uint8Array> | string): Promise<number[]> => [...new Uint8Array(await new Response(body).arrayBuffer())];

describe('safe answers', () => {
  it('keeps well-formed media types, never script types', () => {
    expect(safeContentType('image/jpeg')).toBe('image/jpeg');
    expect(safeContentType('text/plain; charset=utf-8')).toBe('text/plain; charset=utf-8');
    expect(safeContentType('application/javascript')).toBe('application/octet-stream');
    expect(safeContentType('text/ecmascript')).toBe('application/octet-stream');
    expect(safeContentType(null)).toBe('application/octet-stream');
    expect(safeContentType('nonsense')).toBe('application/octet-stream');
  });

  it('sandboxes types that can run script when opened', () => {
    expect(docFileCsp('image/svg+xml')).toMatch(/sandbox$/);
    expect(docFileCsp('text/html; charset=utf-8')).toMatch(/sandbox$/);
    expect(docFileCsp('image/jpeg')).toBeNull();
    expect(docFileCsp('application/pdf')).toBeNull();
  });
});

describe('DocFileCache', () => {
  it('evicts the least recently used entries beyond maxBytes, never the one just stored', async () => {
    const cache = new DocFileCache({ root: tempDir(), maxBytes: 250, log: quiet });
    const meta = { etag: null, content_type: 'image/jpeg', content_disposition: null, validated_at: 0 };
    const a = await cache.store(SCOPE, 1, 'file', stream(new Uint8Array(100)), meta);
    const b = await cache.store(SCOPE, 2, 'file', stream(new Uint8Array(100)), meta);
    utimesSync(a.path, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    utimesSync(b.path, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000)); // b is the oldest
    await cache.store(SCOPE, 3, 'file', stream(new Uint8Array(100)), meta);
    expect(await cache.lookup(SCOPE, 2, 'file')).toBeNull();
    expect(await cache.lookup(SCOPE, 1, 'file')).not.toBeNull();
    expect(await cache.lookup(SCOPE, 3, 'file')).not.toBeNull();
    await cache.store(SCOPE, 4, 'file', stream(new Uint8Array(400)), meta); // bigger than the bound: kept for now, the others go
    expect(await cache.lookup(SCOPE, 4, 'file')).not.toBeNull();
    expect(await cache.lookup(SCOPE, 1, 'file')).toBeNull();
    expect(await cache.lookup(SCOPE, 3, 'file')).toBeNull();
    expect(await cache.prune()).toBe(0); // the next prune lets it go too
  });

  it('refuses keys that could leave its folder', async () => {
    const cache = new DocFileCache({ root: tempDir(), log: quiet });
    await expect(cache.lookup('../x', 1, 'file')).rejects.toThrow('invalid cache key');
  });
});

describe('DocFiles', () => {
  it('serves a stale copy when the service cannot be reached, and 502 when nothing is cached', async () => {
    let up = true;
    const { files, clock } = setup(() => {
      if (!up) throw new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) });
      return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png', etag: '"a"' } });
    });
    expect(await bytesOf((await files.serve({ id: 1, variant: 'thumbnail' })).body)).toEqual([1, 2, 3]);
    up = false;
    clock.now += DOC_FRESH_MS * 2;
    const stale = await files.serve({ id: 1, variant: 'thumbnail' });
    expect(stale.status).toBe(200);
    expect(stale.headers['content-type']).toBe('image/png');
    expect(await bytesOf(stale.body)).toEqual([1, 2, 3]);
    expect((await files.serve({ id: 2, variant: 'thumbnail' })).status).toBe(502);
  });

  it('sends If-None-Match with the ETag and drops the copy when the service refuses', async () => {
    let status = 200;
    const seen: Array<string | null> = [];
    const { files, clock, cache } = setup(({ headers }) => {
      seen.push(headers.get('if-none-match'));
      if (status === 200) return new Response(new Uint8Array([9]), { headers: { 'content-type': 'image/jpeg', etag: '"v1"' } });
      return new Response(JSON.stringify({ title: 'Forbidden', status, detail: 'No read right on project 6.' }), { status, headers: { 'content-type': 'application/problem+json' } });
    });
    await bytesOf((await files.serve({ id: 5, variant: 'file' })).body);
    clock.now += DOC_FRESH_MS + 1;
    status = 403;
    const refused = await files.serve({ id: 5, variant: 'file' });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('No read right on project 6.');
    expect(seen).toEqual([null, '"v1"']);
    expect(await cache.lookup(SCOPE, 5, 'file')).toBeNull();
  });

  it('streams a file larger than the cache allows without storing it', async () => {
    const big = new Uint8Array(2048).fill(7);
    const { files, calls } = setup(() => new Response(big, { headers: { 'content-type': 'application/pdf', 'content-length': '2048' } }), { maxCachedFileBytes: 1024 });
    const answer = await files.serve({ id: 8, variant: 'file' });
    expect(answer.headers['content-length']).toBe('2048');
    expect((await bytesOf(answer.body)).length).toBe(2048);
    await bytesOf((await files.serve({ id: 8, variant: 'file' })).body);
    expect(calls()).toBe(2);
  });

  it('serves nothing while nobody is signed in', async () => {
    const api = new ApiClient({ baseUrl: () => 'http://127.0.0.1:9', session: tokens, fetch: (async () => new Response('x')) as typeof fetch });
    const signedOut = new DocFiles({ api, cache: new DocFileCache({ root: tempDir() }), scope: () => null });
    expect((await signedOut.serve({ id: 1, variant: 'file' })).status).toBe(401);
  });
});

describe('createDeskFileProtocolHandler', () => {
  it('answers 503 when the services could not start, and passes answers on', async () => {
    const broken = createDeskFileProtocolHandler(() => Promise.reject(new Error('no services')));
    expect((await broken(new Request('desk-file://doc/1/file'))).status).toBe(503);
    const working = createDeskFileProtocolHandler(async () => ({
      serve: async (target) => ({ status: 200, headers: { 'content-type': 'image/gif' }, body: `doc ${target.id} ${target.variant}` }),
    }));
    const response = await working(new Request('desk-file://doc/42/thumbnail'));
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(await response.text()).toBe('doc 42 thumbnail');
  });
});

it('leaves no temporary files behind', () => {
  for (const dir of dirs) for (const scope of readdirSync(dir)) expect(readdirSync(join(dir, scope)).some((n) => n.includes('.tmp-'))).toBe(false);
});
