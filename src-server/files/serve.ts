/**
 * Sending a stored file (a document or its thumbnail) to an authorised caller: streamed from
 * disk, with `Content-Type`, `Content-Length`, a strong `ETag` (304 on `If-None-Match`),
 * `Cache-Control: private, no-cache` (bearer-protected content, revalidated after a replace),
 * single byte ranges (RFC 9110 §14: 206, 416) and `Content-Disposition: inline` with the name.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemError, notFound } from '../http/problem.js';
import { OCTET_STREAM, SNIFF_BYTES, sniffMimetype } from './sniff.js';

/** Media type of a file on disk from its signature, `application/octet-stream` when unknown. */
export async function sniffFile(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return sniffMimetype(buffer.subarray(0, bytesRead)) ?? OCTET_STREAM;
  } finally {
    await handle.close();
  }
}

/** What to send. */
export interface StoredFile {
  /** Absolute path on disk. */
  path: string;
  /** Media type for `Content-Type`; sniffed from the first bytes when omitted (thumbnails). */
  mimetype?: string;
  /** Name offered to the user (`Content-Disposition` filename). */
  downloadName: string;
  /** Distinguishes files of different documents in the ETag (e.g. `doc-12`, `doc-12-thumb`). */
  tag: string;
}

/** A satisfiable byte range, inclusive bounds. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a `Range` header against a file size. Returns `undefined` when the whole file should be
 * sent (no header, another unit, several ranges, malformed), `'unsatisfiable'` for a range that
 * starts past the end, else the inclusive range (`bytes=a-b`, `bytes=a-`, `bytes=-n`).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

/** `Content-Disposition: inline` with an ASCII fallback and the RFC 8187 UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file';
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams `file` as the answer (GET) or only its headers (HEAD). Throws a 404 problem when the
 * file is missing on disk, 416 for an unsatisfiable range.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile): Promise<FastifyReply> {
  const info = await stat(file.path).catch(() => undefined);
  if (!info?.isFile()) throw notFound('The stored file of this document is missing.');
  const etag = `"${file.tag}-${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    throw new ProblemError(416, `The range is outside the file (${info.size} bytes).`, { headers: { 'Content-Range': `bytes */${info.size}` } });
  }
  reply.headers({
    'Content-Type': file.mimetype ?? (await sniffFile(file.path)),
    ETag: etag,
    'Cache-Control': 'private, no-cache',
    'Accept-Ranges': 'bytes',
    'Content-Disposition': contentDisposition(file.downloadName),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Last-Modified': info.mtime.toUTCString(),
  });
  const head = request.method === 'HEAD';
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return reply.code(304).send();
  }
  if (range) {
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('Content-Length', String(range.end - range.start + 1));
    return reply.send(head ? Readable.from([]) : createReadStream(file.path, { start: range.start, end: range.end }));
  }
  reply.header('Content-Length', String(info.size));
  // HEAD: an empty stream keeps our Content-Length (Fastify's HEAD handler resets it for an empty payload)
  return reply.send(head ? Readable.from([]) : createReadStream(file.path));
}
