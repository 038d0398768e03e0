/**
 * A fetch-shaped transport for uploads over Node's `http`/`https.request`, used by the API client
 * of one upload attempt (./attempt.ts). Why not fetch: Node's fetch (undici) reads a streamed
 * request body ahead of the socket and keeps it in memory (nodejs/undici#4058; measured here: a
 * 200 MB upload grew the process by ~230 MB, with a ReadableStream, a FormData or a Blob body
 * alike), whereas `stream.pipeline` into `http.request` follows the socket's backpressure.
 *
 * The transport ignores `init.body`: it sends a fresh form from `openForm` on every call (the
 * client calls again after a 401 renewal). Method, headers (bearer token), and `init.signal`
 * (cancel, stall) are honoured. The answer is read whole (a small JSON document or problem) and
 * returned as a `Response`.
 */
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { FileChangedError, readFileChunks } from './file-chunks.js';
import type { UploadForm } from './multipart.js';

export { FileChangedError };

/** Largest answer body read (bytes); the service answers a document or a problem, a few KiB. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** How long to wait for "100 Continue" before sending the body anyway (ms), as curl does. */
export const CONTINUE_WAIT_MS = 1000;

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

async function toResponse(answer: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of answer as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_ANSWER_BYTES) throw new Error(`The service's answer is larger than ${MAX_ANSWER_BYTES} bytes.`);
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) headers.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
  const status = answer.statusCode ?? 502;
  const nullBody = status === 204 || status === 205 || status === 304;
  return new Response(nullBody ? null : Buffer.concat(chunks), { status, statusText: answer.statusMessage, headers });
}

/** Writes `chunk` and resolves once the socket took it (the chunk's memory may then be used again). */
function writeChunk(request: ClientRequest, chunk: Uint8Array): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const closed = (): void => reject(new Error('The connection closed while the upload was being sent.'));
    request.once('close', closed);
    request.write(chunk, (error) => {
      request.off('close', closed);
      if (error) reject(error);
      else resolve();
    });
  });
}

/**
 * Sends the body piece by piece, each written before the next is read (./file-chunks.ts reuses
 * its buffers), reporting the cumulative bytes; ends the request. Stops early when `stop()`
 * says so (an answer came). Rejects with the socket's error or {@link FileChangedError}.
 */
async function sendBody(request: ClientRequest, form: UploadForm, onBytes: (bytesSent: number) => void, stop: () => boolean): Promise<void> {
  let sent = 0;
  const put = async (chunk: Uint8Array): Promise<void> => {
    await writeChunk(request, chunk);
    sent += chunk.byteLength;
    onBytes(sent);
  };
  for (const piece of form.pieces()) {
    if (stop()) return;
    if (piece instanceof Uint8Array) {
      await put(piece);
      continue;
    }
    for await (const chunk of readFileChunks(piece.path, piece.size_in_bytes)) {
      if (stop()) return;
      await put(chunk);
    }
  }
  if (sent !== form.length_in_bytes) throw new FileChangedError('The upload form changed while it was being sent.');
  request.end();
}

/**
 * The transport: POST/PUT of `openForm()`'s form to the URL with `Content-Length`, reporting the
 * bytes handed to the socket so far (`onBytes`, cumulative, from 0 on every call). Rejects with
 * the socket error (its `code`, e.g. `ECONNREFUSED`, is kept), with an `AbortError` when
 * `init.signal` aborts, and with {@link FileChangedError} when the file yields more or fewer bytes
 * than declared. The body waits for "100 Continue" (at most {@link CONTINUE_WAIT_MS}); an answer
 * that comes before the body is complete (401, 403, 413 …) resolves at once and stops the sending.
 */
export function multipartTransport(openForm: () => Promise<UploadForm>, onBytes: (bytesSent: number) => void): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const form = await openForm();
    const { length_in_bytes } = form;
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const send = url.protocol === 'https:' ? https.request : http.request;
    const request = send(url, {
      method: init.method ?? 'POST',
      headers: { ...headerRecord(init.headers), 'content-type': form.content_type, 'content-length': String(length_in_bytes), expect: '100-continue' },
      signal,
    });
    onBytes(0);
    return new Promise<Response>((resolve, reject) => {
      let answered = false;
      request.once('response', (answer) => {
        answered = true;
        toResponse(answer).then(resolve, reject).finally(() => {
          // an early answer (the body was refused): stop reading the file, drop the connection
          if (!request.writableEnded) request.destroy();
        });
      });
      request.once('error', (error) => {
        if (!answered) reject(error);
      });
      // RFC 9110 §10.1.1: wait for "100 Continue" (like curl), so a refusal (401, 403, 413) comes
      // before any byte of the file; a server that never says it gets the body after 1 s anyway
      let started = false;
      const start = (): void => {
        clearTimeout(fallback);
        if (started || answered || signal?.aborted) return;
        started = true;
        sendBody(request, form, onBytes, () => answered).catch((error: unknown) => {
          if (answered) return;
          request.destroy();
          reject(error);
        });
      };
      const fallback = setTimeout(start, CONTINUE_WAIT_MS);
      request.once('continue', start);
      request.once('close', () => clearTimeout(fallback));
    });
  };
}
