/**
 * Reading a document upload (multipart/form-data, interface v5 §Endpoints "Documents") with
 * @fastify/multipart's streaming API: text parts are collected, the one file part is piped to a
 * temporary file in the store (never buffered), and the size limit is enforced while streaming.
 *
 * The whole request body is always consumed before an error is thrown, so that the client reads
 * the answer instead of a reset connection: a refused or over-long file is drained, not stored.
 */
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ProblemError, invalidBody, type FieldError } from '../http/problem.js';
import { discardTemp, receiveToTemp, type ReceivedFile } from './store.js';
import { resolveMimetype } from './sniff.js';

/** Largest text part, in bytes. */
const FIELD_BYTES = 64 * 1024;

/** What {@link readUpload} accepts. */
export interface UploadOptions {
  /** Absolute folder of the document store (`ctx.filesDir`). */
  filesDir: string;
  /** Largest file in bytes (`ctx.maxUploadBytes`); a longer file gives 413. */
  maxBytes: number;
  /** Name of the file part, e.g. `doc[file]`. */
  filePart: string;
  /** Body timeouts (`ctx.uploadTimeouts`); on expiry the connection is closed and the temporary file removed. */
  timeouts: UploadTimeouts;
  /** Accepted text parts: part name → key in {@link Upload.fields}. */
  fields: Readonly<Record<string, string>>;
  /** Refused part names with the 422 message to give, e.g. v4's `doc[project_id]`. */
  hints?: Readonly<Record<string, string>>;
  /**
   * Called when the file part starts, with the text fields received so far (sent before the
   * file). Throwing a `ProblemError` refuses the upload before its bytes are stored; the file is
   * drained and the error thrown once the body has been read.
   */
  beforeFile?: (fields: Readonly<Record<string, string>>) => void | Promise<void>;
}

/** How long an upload may take, in milliseconds. */
export interface UploadTimeouts {
  /** Longest time without a byte from the client. */
  idleMs: number;
  /** Longest time for the whole body. */
  bodyMs: number;
}

/**
 * Closes the connection of a request whose body stalls (`idleMs` without a byte) or takes longer
 * than `bodyMs`: the multipart parser then fails, which removes the temporary file. Without this a
 * client that never finished its body held a descriptor and a temporary file for ever (issue 11).
 * Returns the function that stops watching once the body is read.
 */
function watchBody(request: FastifyRequest, timeouts: UploadTimeouts): () => void {
  const socket = request.raw.socket;
  const close = (): void => { socket.destroy(); };
  socket.setTimeout(timeouts.idleMs, close);
  const deadline = setTimeout(close, timeouts.bodyMs);
  return () => {
    clearTimeout(deadline);
    socket.setTimeout(0);
    socket.off('timeout', close);
  };
}

/** A file stored in the temporary folder, with what the part said about it. */
export interface UploadedFile extends ReceivedFile {
  /** Media type decided by {@link resolveMimetype}. */
  mimetype: string;
  /** File name as the client sent it on the part (`filename=`), possibly empty. */
  originalName: string;
}

/** The parsed upload: text fields by key, and the file when one was sent. */
export interface Upload {
  fields: Record<string, string>;
  file?: UploadedFile;
}

const drain = (stream: NodeJS.ReadableStream): Promise<void> =>
  pipeline(stream, new Writable({ write: (_chunk, _encoding, callback) => callback() }));

/** True for a request whose `Content-Type` is multipart/form-data. */
export function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '');
}

/**
 * Route `onRequest` hook: 415 (before the body is read) unless the request is
 * multipart/form-data. Runs after the bearer hook, so a missing token still gives 401.
 */
export async function requireMultipart(request: FastifyRequest): Promise<void> {
  if (!isMultipartRequest(request))
    throw new ProblemError(415, `Send the document as multipart/form-data, not ${request.headers['content-type'] ?? 'an empty body'}.`, {
      headers: { 'Accept-Post': 'multipart/form-data' },
    });
}

function tooLarge(maxBytes: number): ProblemError {
  return new ProblemError(413, `The file is larger than the service accepts (${maxBytes} bytes).`);
}

/** Maps errors of @fastify/multipart and busboy to problem details: limits 413, malformed bodies 400. */
function multipartProblem(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ProblemError(413, 'The form has too many parts; send one file and the doc[…] fields.');
  if (error instanceof ProblemError || (error as { syscall?: string }).syscall) return error; // ours, or a disk error (500)
  // busboy: no boundary, a part cut short, an unterminated body …
  return new ProblemError(400, `The multipart/form-data body is malformed: ${(error as Error).message}`);
}

/**
 * Reads a multipart document upload. Throws (after consuming the body, with the temporary file
 * deleted): 415 when not multipart; 400 for a malformed body; 413 when the file exceeds
 * `maxBytes` or the form has too many parts; 422 with one entry per part for an unknown, refused
 * (message from `hints`), repeated or over-long part or a second file; whatever `beforeFile`
 * throws. A missing file is not an error here (the caller decides). On success the caller owns
 * `file.tempPath` and must move or discard it.
 */
export async function readUpload(request: FastifyRequest, options: UploadOptions): Promise<Upload> {
  if (!isMultipartRequest(request)) throw new ProblemError(415, 'Send the document as multipart/form-data.');
  const fields: Record<string, string> = {};
  const errors: FieldError[] = [];
  let refused: unknown;
  let file: UploadedFile | undefined;
  const stopWatching = watchBody(request, options.timeouts);
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 4, fields: 32, parts: 40, fieldSize: FIELD_BYTES },
    });
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (name !== options.filePart || file || refused !== undefined) {
          if (name !== options.filePart) errors.push({ field: name, message: `Unknown file part; send the file as ${options.filePart}.` });
          else if (file) errors.push({ field: name, message: 'Send one file only.' });
          await drain(part.file);
          continue;
        }
        try {
          await options.beforeFile?.(fields);
        } catch (error) {
          refused = error;
          await drain(part.file);
          continue;
        }
        const received = await receiveToTemp(options.filesDir, part.file, () => part.file.truncated);
        file = { ...received, mimetype: resolveMimetype(received.head, part.mimetype), originalName: part.filename ?? '' };
        // a truncated file: the iterator rejects with FST_REQ_FILE_TOO_LARGE once busboy has read the rest
        if (received.truncated) refused = tooLarge(options.maxBytes);
        continue;
      }
      const key = Object.hasOwn(options.fields, name) ? options.fields[name] : undefined;
      if (key === undefined) {
        const hint = options.hints && Object.hasOwn(options.hints, name) ? options.hints[name] : undefined;
        const known = `Parts: ${[options.filePart, ...Object.keys(options.fields)].join(', ')}.`;
        errors.push({ field: name, message: name === options.filePart ? 'Must be a file part (with a filename).' : hint ?? `Unknown part. ${known}` });
      } else if (part.valueTruncated) errors.push({ field: name, message: `Longer than ${FIELD_BYTES} bytes.` });
      else if (typeof part.value !== 'string') errors.push({ field: name, message: 'Must be plain text.' });
      else if (Object.hasOwn(fields, key)) errors.push({ field: name, message: 'Given more than once.' });
      else fields[key] = part.value;
    }
  } catch (error) {
    await discardTemp(file?.tempPath);
    await drainRest(request);
    throw multipartProblem(error, options.maxBytes);
  } finally {
    stopWatching();
  }
  if (refused !== undefined || errors.length) {
    await discardTemp(file?.tempPath);
    if (refused !== undefined) throw refused;
    throw invalidBody(errors, 'The upload form is invalid.');
  }
  return { fields, file };
}

/**
 * After an error in the middle of the body, reads and discards what is left of it (detached from
 * busboy) so that the answer reaches the client instead of a reset connection.
 */
async function drainRest(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  await new Promise<void>((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
    raw.unpipe();
    raw.resume();
  });
}
