/**
 * The document store on disk, under the service's `filesDir`:
 *
 * ```
 * filesDir/tmp/<uuid>.part            uploads in progress (deleted on failure)
 * filesDir/docs/<id>/<file_name>      the stored file of document <id>
 * filesDir/docs/<id>/.thumbnail-small.jpg   (a stored name never starts with a dot: no clash)
 * ```
 *
 * `docs.storage_path` and `docs.thumbnail_path` hold paths relative to `filesDir` with `/`
 * separators (the seed may use other folders; every path is checked to stay inside `filesDir`).
 * Uploads are streamed to a temporary file and renamed into place, never held in memory.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import nodePath, { dirname, join, resolve } from 'node:path';
import { pathBelowRoot } from '../../src-shared/domain/path-inside.js';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './sniff.js';

/** Folder of uploads in progress, relative to `filesDir`. */
export const TMP_FOLDER = 'tmp';
/** Folder of stored documents, relative to `filesDir`. */
export const DOCS_FOLDER = 'docs';

/** A file received into the temporary folder. */
export interface ReceivedFile {
  /** Absolute path of the temporary file. */
  tempPath: string;
  /** Bytes written. */
  size: number;
  /** The first bytes (up to {@link SNIFF_BYTES}), for media type sniffing. */
  head: Buffer;
  /** True when the source ended early because it hit the size limit (the file is incomplete). */
  truncated: boolean;
}

/**
 * Absolute path of a store-relative path; throws when it would leave `filesDir`
 * (a `..` segment or an absolute path in the database).
 */
export function storePath(filesDir: string, relativePath: string): string {
  // The folder itself is no document either.
  if (!pathBelowRoot(nodePath, filesDir, relativePath)) throw new Error(`Path ${relativePath} leaves the document store`);
  return resolve(filesDir, relativePath);
}

/** Store-relative path (with `/`) of document `id`'s file named `fileName`. */
export const docFileRelPath = (id: number, fileName: string): string => `${DOCS_FOLDER}/${id}/${fileName}`;
/** Store-relative path of document `id`'s small thumbnail (JPEG); {@link safeFileName} never starts a name with a dot. */
export const docThumbnailRelPath = (id: number): string => `${DOCS_FOLDER}/${id}/.thumbnail-small.jpg`;

/**
 * Turns a client's file name into a safe stored name: the last path segment, accents removed,
 * characters other than `A–Z a–z 0–9 . _ -` replaced by `_`, no leading dots, at most 100
 * characters keeping the extension; `file` when nothing remains.
 */
export function safeFileName(original: string | undefined): string {
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  if (!cleaned || cleaned === '.' || cleaned === '..') return 'file';
  if (cleaned.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 12 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 100 - ext.length) + ext;
}

/** Counts bytes and keeps the first {@link SNIFF_BYTES} while passing chunks through unchanged. */
class MeasuringPassThrough extends Transform {
  size = 0;
  head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.head.length < SNIFF_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    callback(null, chunk);
  }
}

/**
 * Streams `source` (a multipart file part) into a new file under `filesDir/tmp`, with
 * back-pressure, so memory stays flat whatever the size. `isTruncated` is asked once the source
 * has ended (busboy flags a part cut at the size limit). On a stream error the temporary file is
 * deleted and the error rethrown; on truncation the caller deletes it ({@link discardTemp}).
 */
export async function receiveToTemp(filesDir: string, source: Readable, isTruncated: () => boolean): Promise<ReceivedFile> {
  const tmpDir = join(filesDir, TMP_FOLDER);
  await mkdir(tmpDir, { recursive: true });
  const tempPath = join(tmpDir, `${randomUUID()}.part`);
  const meter = new MeasuringPassThrough();
  try {
    await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    await discardTemp(tempPath);
    throw error;
  }
  return { tempPath, size: meter.size, head: meter.head, truncated: isTruncated() };
}

/** Deletes a temporary file; a missing file is not an error. */
export async function discardTemp(tempPath: string | undefined): Promise<void> {
  if (tempPath) await rm(tempPath, { force: true });
}

/** Moves a received temporary file to its store-relative place (replacing a file already there). */
export async function moveIntoStore(filesDir: string, tempPath: string, relPath: string): Promise<void> {
  const target = storePath(filesDir, relPath);
  await mkdir(dirname(target), { recursive: true });
  await rename(tempPath, target);
}

/**
 * Deletes store-relative files (missing ones are skipped) and then their folders when they are
 * empty document folders (`docs/<id>`). Never throws for a file that is already gone.
 */
export async function removeStoredFiles(filesDir: string, relPaths: ReadonlyArray<string | null | undefined>): Promise<void> {
  const folders = new Set<string>();
  for (const rel of relPaths) {
    if (!rel) continue;
    const abs = storePath(filesDir, rel);
    await unlink(abs).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'ENOENT') throw e; });
    folders.add(dirname(abs));
  }
  const docsRoot = resolve(filesDir, DOCS_FOLDER);
  for (const folder of folders) {
    if (pathBelowRoot(nodePath, docsRoot, folder)) await rmdir(folder).catch(() => undefined); // only when empty
  }
}
