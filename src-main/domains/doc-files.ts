/**
 * Document files and thumbnails for `<img>` (ARCHITECTURE.md "Data flow of one request", last
 * paragraph): `GET {base}/rest/v5/docs/{id}/thumbnail|file` with the session's bearer token
 * (refresh and 401 retry by the API client), kept in the size-bounded disk cache
 * (doc-file-cache.ts) with the service's ETag. Shared by Electron's `desk-file:` protocol
 * (host/electron-desk-file.ts) and browser mode's `/desk-file/doc/…` route (host/web.ts).
 *
 * Freshness: a cached file is served without any request for `freshForMs` (10 minutes) after the
 * service last confirmed it; after that it is revalidated with `If-None-Match` (304 keeps it).
 * When the service cannot be reached, a cached file is served even when stale.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeskError, type SignedInScope } from '../../src-shared/contract/index.js';
import { errorFromResponse, type ApiClient } from '../api/client.js';
import { consoleLogger, type DeskLogger } from '../platform.js';
import type { CachedDocFile, CachedDocMeta, DocFileCache } from './doc-file-cache.js';
import { DOC_FILE_VARIANTS, type DocFileTarget } from './doc-file-urls.js';

/** Default time a cached file is served without asking the service again (ms). */
export const DOC_FRESH_MS = 10 * 60 * 1000;
/** Files announced larger than this are streamed through without being cached (bytes). */
export const DOC_MAX_CACHED_FILE = 50 * 1024 * 1024;

/** What a host sends back for one desk-file request. */
export interface DocFileAnswer {
  /** HTTP status: 200, or the error (401 not signed in, 403, 404, 502 service unreachable …). */
  status: number;
  headers: Record<string, string>;
  /** The bytes (already opened; the host must consume or cancel it), or a short text for errors. */
  body: ReadableStream<Uint8Array> | string;
}

/** What the hosts need of the document proxy (implemented by {@link DocFiles}; tests fake it). */
export interface DocFileServer {
  /** The answer for one file or thumbnail; never rejects. */
  serve(target: DocFileTarget): Promise<DocFileAnswer>;
}

/** Options of {@link DocFiles}. */
export interface DocFilesOptions {
  api: ApiClient;
  cache: DocFileCache;
  /**
   * The cache scope of the current session, or null when nobody is signed in (then nothing is
   * served, not even from the cache). See {@link docFileScope}.
   */
  scope: () => string | null;
  now?: () => number;
  freshForMs?: number;
  maxCachedFileBytes?: number;
  log?: DeskLogger;
}

/**
 * A signed-in scope as a file-name-safe id: 32 hex digits of the SHA-256 of profile id, service
 * base URL ('' where the URL must not count: the sandbox's port changes at every launch) and user
 * name. Names the document cache, the workspace state files and the upload queue's items, so one
 * user's files never reach another session; the same inputs give the same id across releases.
 */
export function docFileScope(scope: SignedInScope, serviceBaseUrl = ''): string {
  return createHash('sha256').update(`${scope.profile_id}\n${serviceBaseUrl}\n${scope.username}`).digest('hex').slice(0, 32);
}

/**
 * The Content-Type to answer for the service's: a well-formed `type/subtype[; params]`, except
 * script types, which become `application/octet-stream` (with `nosniff`, no page can then run a
 * document as a script). Missing or malformed → `application/octet-stream`.
 */
export function safeContentType(raw: string | null): string {
  const value = (raw ?? '').trim();
  if (!/^[\w.+-]+\/[\w.+-]+(\s*;[^\r\n]*)?$/.test(value)) return 'application/octet-stream';
  if (/script/i.test(value.split(';')[0]!)) return 'application/octet-stream';
  return value;
}

/** Media types that can run script when opened as a page (HTML, XML, SVG): answered with CSP `sandbox`. */
const SCRIPTABLE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;

/**
 * The CSP of a desk-file answer whose type can run script when opened as a page (HTML, XML, SVG):
 * nothing loads but images and inline styles, in a `sandbox` (an opaque origin without scripts),
 * so an uploaded document can never act as the app. Null for other types (images, PDF …), which
 * keep the host's CSP: a stricter one would also stop Chromium's PDF viewer.
 */
export function docFileCsp(contentType: string): string | null {
  return SCRIPTABLE.test(contentType) ? "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox" : null;
}

type Outcome =
  | { kind: 'cached'; entry: CachedDocFile }
  | { kind: 'stream'; response: Response; meta: Omit<CachedDocMeta, 'size' | 'validated_at'>; claimed: boolean }
  | { kind: 'error'; status: number; message: string };

const text = (status: number, message: string): DocFileAnswer => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  body: `${message}\n`,
});

/** Fetches and caches document files and thumbnails for the desk-file hosts. */
export class DocFiles implements DocFileServer {
  private readonly inflight = new Map<string, Promise<Outcome>>();
  private readonly now: () => number;
  private readonly log: DeskLogger;

  constructor(private readonly options: DocFilesOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? consoleLogger;
  }

  /**
   * Drops the cached file and thumbnail of document `id` for the signed-in user, so the next
   * request fetches them anew (after the file was replaced: the cache would otherwise serve the
   * old one until its revalidation, up to ten minutes later). Never throws.
   */
  async forget(id: number): Promise<void> {
    const scope = this.options.scope();
    if (!scope) return;
    for (const variant of DOC_FILE_VARIANTS) {
      this.inflight.delete(`${scope}/${id}/${variant}`);
      await this.options.cache.remove(scope, id, variant);
    }
  }

  /**
   * The answer for one document file or thumbnail. Never throws: failures are answers (401 when
   * not signed in or the session expired, the service's 403/404, 502 when it cannot be reached
   * and nothing is cached). Concurrent requests for the same file share one fetch.
   */
  async serve(target: DocFileTarget): Promise<DocFileAnswer> {
    const scope = this.options.scope();
    if (!scope) return text(401, 'Sign in to see this document.');
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        // Retries are not shared: a pass-through body someone else took, or a file evicted meanwhile.
        const outcome = attempt === 0 ? await this.shared(scope, target) : await this.resolve(scope, target);
        if (outcome.kind === 'error') return text(outcome.status, outcome.message);
        if (outcome.kind === 'stream') {
          if (outcome.claimed) continue; // another request took the pass-through body: fetch again
          outcome.claimed = true;
          return this.streamAnswer(outcome.response, outcome.meta);
        }
        const answer = await this.fileAnswer(outcome.entry);
        if (answer) return answer;
        await this.options.cache.remove(scope, target.id, target.variant); // evicted meanwhile
      }
      return text(503, 'The document could not be read from the cache; please try again.');
    } catch (error) {
      this.log.error(`desk-file ${target.id}/${target.variant} failed`, error);
      return text(500, 'The document could not be served.');
    }
  }

  private shared(scope: string, target: DocFileTarget): Promise<Outcome> {
    const key = `${scope}/${target.id}/${target.variant}`;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.resolve(scope, target).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async resolve(scope: string, { id, variant }: DocFileTarget): Promise<Outcome> {
    const { api, cache } = this.options;
    const entry = await cache.lookup(scope, id, variant);
    if (entry && this.now() - entry.meta.validated_at < (this.options.freshForMs ?? DOC_FRESH_MS)) {
      await cache.touch(entry);
      return { kind: 'cached', entry };
    }
    let response: Response;
    try {
      response = await api.fetchResponse({
        path: `/rest/v5/docs/${id}/${variant}`,
        headers: { accept: '*/*', ...(entry?.meta.etag ? { 'if-none-match': entry.meta.etag } : {}) },
        timeoutMs: variant === 'file' ? 10 * 60 * 1000 : undefined,
      });
    } catch (error) {
      const desk = error instanceof DeskError ? error : null;
      if (entry && desk?.code === 'network') return { kind: 'cached', entry }; // stale beats nothing
      if (desk?.status === 0) return { kind: 'error', status: 502, message: desk.message };
      if (desk) return { kind: 'error', status: desk.status, message: desk.message };
      throw error;
    }
    if (response.status === 304 && entry) {
      await response.body?.cancel();
      return { kind: 'cached', entry: await cache.revalidated(entry, this.now()) };
    }
    if (response.status === 200) {
      const meta = {
        etag: response.headers.get('etag'),
        content_type: safeContentType(response.headers.get('content-type')),
        content_disposition: response.headers.get('content-disposition'),
      };
      const length = Number(response.headers.get('content-length') ?? NaN);
      if (Number.isFinite(length) && length > (this.options.maxCachedFileBytes ?? DOC_MAX_CACHED_FILE)) {
        return { kind: 'stream', response, meta, claimed: false };
      }
      const body = response.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
      return { kind: 'cached', entry: await cache.store(scope, id, variant, body, { ...meta, validated_at: this.now() }) };
    }
    const error = await errorFromResponse(response);
    if (response.status === 403 || response.status === 404 || response.status === 410) await cache.remove(scope, id, variant);
    return { kind: 'error', status: response.status >= 400 ? response.status : 502, message: error.message };
  }

  /** Headers of a successful answer. */
  private headers(meta: Omit<CachedDocMeta, 'size' | 'validated_at'>, size: number | null): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': meta.content_type,
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    };
    const csp = docFileCsp(meta.content_type);
    if (csp) headers['content-security-policy'] = csp;
    if (size !== null) headers['content-length'] = String(size);
    if (meta.content_disposition && !/[\r\n]/.test(meta.content_disposition)) headers['content-disposition'] = meta.content_disposition;
    return headers;
  }

  /** The cached bytes, opened now (an eviction after this point cannot cut the answer); null when the file is gone. */
  private async fileAnswer(entry: CachedDocFile): Promise<DocFileAnswer | null> {
    const handle = await open(entry.path, 'r').catch(() => null);
    if (!handle) return null;
    const stream = createReadStream('', { fd: handle });
    return { status: 200, headers: this.headers(entry.meta, entry.meta.size), body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
  }

  private streamAnswer(response: Response, meta: Omit<CachedDocMeta, 'size' | 'validated_at'>): DocFileAnswer {
    const length = response.headers.get('content-length');
    const body = response.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    return { status: 200, headers: this.headers(meta, length && /^\d+$/.test(length) ? Number(length) : null), body };
  }
}
