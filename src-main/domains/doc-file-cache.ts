/**
 * The disk cache of document files and thumbnails (ARCHITECTURE.md "Data flow": photos are
 * fetched with the token and cached on disk). Layout under `root` (a folder of main's dataDir):
 * `<scope>/<id>-<variant>` holds the bytes, `<scope>/<id>-<variant>.json` the metadata
 * ({@link CachedDocMeta}); `scope` is a hash of profile, service and user, so one user's files
 * are never served to another session. Bounded in size: least recently used first (by the data
 * file's mtime, touched on every hit) are deleted once the total passes `maxBytes`.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { consoleLogger, type DeskLogger } from '../platform.js';
import type { DocFileVariant } from './doc-file-urls.js';

/** Default bound of the whole cache: 200 MB. */
export const DOC_CACHE_MAX_BYTES = 200 * 1024 * 1024;
/** Temporary files older than this (ms) are left-overs of a crash and deleted when pruning. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/** What is kept beside the bytes of one cached file. */
export const CachedDocMeta = z.object({
  /** The service's ETag (sent back as If-None-Match), null when it sent none. */
  etag: z.string().nullable(),
  /** Content-Type the service answered (already made safe by the caller). */
  content_type: z.string(),
  /** Content-Disposition the service answered, null when none. */
  content_disposition: z.string().nullable(),
  /** When the service last confirmed these bytes (ms since the epoch, the services' clock). */
  validated_at: z.number(),
  /** Length of the data file in bytes. */
  size: z.number().int().nonnegative(),
});
export type CachedDocMeta = z.infer<typeof CachedDocMeta>;

/** One cached file: where its bytes are and what is known about them. */
export interface CachedDocFile {
  path: string;
  meta: CachedDocMeta;
}

/** Options of {@link DocFileCache}. */
export interface DocFileCacheOptions {
  /** Folder of the cache (created on first write), e.g. `<dataDir>/doc-cache`. */
  root: string;
  /** Bound of the total size in bytes (default {@link DOC_CACHE_MAX_BYTES}). */
  maxBytes?: number;
  log?: DeskLogger;
}

/** The size-bounded LRU disk cache (see the file comment). Safe for concurrent use of different keys. */
export class DocFileCache {
  readonly maxBytes: number;
  private readonly log: DeskLogger;
  /** Running total of the data files, null until the first scan. */
  private knownBytes: number | null = null;

  constructor(private readonly options: DocFileCacheOptions) {
    this.maxBytes = options.maxBytes ?? DOC_CACHE_MAX_BYTES;
    this.log = options.log ?? consoleLogger;
  }

  /** Path of the data file of a key (scope is a hex hash; id an integer: no traversal possible). */
  private pathOf(scope: string, id: number, variant: DocFileVariant): string {
    if (!/^[0-9a-f]{8,64}$/.test(scope) || !Number.isSafeInteger(id)) throw new Error('invalid cache key');
    return join(this.options.root, scope, `${id}-${variant}`);
  }

  /** The cached file of a key, or null when absent, incomplete or inconsistent (then it is refetched). */
  async lookup(scope: string, id: number, variant: DocFileVariant): Promise<CachedDocFile | null> {
    const path = this.pathOf(scope, id, variant);
    try {
      const meta = CachedDocMeta.parse(JSON.parse(await readFile(`${path}.json`, 'utf8')));
      const info = await stat(path);
      return info.size === meta.size ? { path, meta } : null;
    } catch {
      return null;
    }
  }

  /** Marks an entry as just used (its mtime decides the eviction order). Never throws. */
  async touch(entry: CachedDocFile): Promise<void> {
    const now = new Date();
    await utimes(entry.path, now, now).catch(() => undefined);
  }

  /** Records that the service confirmed the entry (304) at `validatedAt`; returns the updated entry. */
  async revalidated(entry: CachedDocFile, validatedAt: number): Promise<CachedDocFile> {
    const meta = { ...entry.meta, validated_at: validatedAt };
    await writeFile(`${entry.path}.json`, JSON.stringify(meta)).catch((error: unknown) => this.log.warn('doc cache: metadata not written', error));
    await this.touch(entry);
    return { path: entry.path, meta };
  }

  /**
   * Streams `body` into the cache under the key (through a temporary file renamed into place, so a
   * reader never sees half a file), writes the metadata, then evicts least recently used entries
   * while the total exceeds `maxBytes` (never the one just stored). Rejects when the body fails
   * or the disk cannot be written; nothing half-written stays behind.
   */
  async store(scope: string, id: number, variant: DocFileVariant, body: WebReadableStream<Uint8Array>, meta: Omit<CachedDocMeta, 'size'>): Promise<CachedDocFile> {
    const path = this.pathOf(scope, id, variant);
    await mkdir(join(this.options.root, scope), { recursive: true });
    const temp = `${path}.tmp-${randomBytes(6).toString('hex')}`;
    try {
      await pipeline(Readable.fromWeb(body), createWriteStream(temp));
      const { size } = await stat(temp);
      await rm(`${path}.json`, { force: true });
      await rename(temp, path);
      const full: CachedDocMeta = { ...meta, size };
      await writeFile(`${path}.json`, JSON.stringify(full));
      if (this.knownBytes !== null) this.knownBytes += size;
      if (this.knownBytes === null || this.knownBytes > this.maxBytes) await this.prune(path);
      return { path, meta: full };
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  /** Deletes the entry of a key (e.g. after the service answered 404 or 403). Never throws. */
  async remove(scope: string, id: number, variant: DocFileVariant): Promise<void> {
    const path = this.pathOf(scope, id, variant);
    await rm(`${path}.json`, { force: true }).catch(() => undefined);
    await rm(path, { force: true }).catch(() => undefined);
    this.knownBytes = null;
  }

  /**
   * Scans the cache, deletes left-over temporary files, then the least recently used data files
   * (with their metadata) until the total is at most `maxBytes`; `keep` is never deleted.
   * Returns the total afterwards. Never throws (a file that cannot be deleted is skipped).
   */
  async prune(keep?: string): Promise<number> {
    const files: Array<{ path: string; size: number; mtime: number }> = [];
    const scopes = await readdir(this.options.root).catch(() => [] as string[]);
    for (const scope of scopes) {
      const names = await readdir(join(this.options.root, scope)).catch(() => [] as string[]);
      for (const name of names) {
        const path = join(this.options.root, scope, name);
        const info = await stat(path).catch(() => null);
        if (!info?.isFile()) continue;
        if (name.includes('.tmp-')) {
          if (Date.now() - info.mtimeMs > STALE_TEMP_MS) await rm(path, { force: true }).catch(() => undefined);
          continue;
        }
        if (!name.endsWith('.json')) files.push({ path, size: info.size, mtime: info.mtimeMs });
      }
    }
    files.sort((a, b) => a.mtime - b.mtime);
    let total = files.reduce((sum, file) => sum + file.size, 0);
    for (const file of files) {
      if (total <= this.maxBytes) break;
      if (file.path === keep) continue;
      try {
        await rm(`${file.path}.json`, { force: true });
        await rm(file.path, { force: true });
        total -= file.size;
      } catch (error) {
        this.log.warn(`doc cache: could not evict ${file.path}`, error);
      }
    }
    this.knownBytes = total;
    return total;
  }
}
