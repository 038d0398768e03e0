/**
 * One upload attempt over HTTP (src-main/uploads/attempt.ts, http-transport.ts, multipart.ts)
 * against a local Node HTTP server that parses what arrives with the platform's own multipart
 * parser: part names and order, Content-Length, the bearer token and its renewal after a 401,
 * early answers (413) that stop the sending, cancel, stall, files that vanish or change.
 */
import { createHash, randomFillSync } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/index.js';
import { ApiClient } from '../../../src-main/api/client.js';
import { httpUploadAttempt, type AttemptHooks } from '../../../src-main/uploads/attempt.js';
import { FileChangedError, multipartTransport } from '../../../src-main/uploads/http-transport.js';
import { uploadForm } from '../../../src-main/uploads/multipart.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
let handler: Handler;
/** Answers `Expect: 100-continue` itself when set (else "100 Continue" and {@link handler}). */
let continueHandler: Handler | undefined;
let server: http.Server;
let base: string;
let dir: string;
let photo: string;
/** More than two read chunks (src-main/uploads/file-chunks.ts reuses two buffers): a reuse bug shows as wrong bytes. */
const PHOTO_BYTES = 5 * 1024 * 1024 + 17;
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const docJson = (id: number) => ({ data: { id, doc_type: 1, folder_name: null, file_name: 'a.jpg', original_file_name: 'a.jpg', file_url: `${base}/rest/v5/docs/${id}/file`, thumbnail_urls: {}, mimetype: 'image/jpeg', dataset_id: 7, doc_rem: null, owner: 1 } });
const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json'): void => {
  res.writeHead(status, { 'content-type': type });
  res.end(JSON.stringify(body));
};
/** Parses a multipart request with undici's FormData parser (not ours). */
async function parse(req: IncomingMessage): Promise<{ form: FormData; received: number }> {
  let received = 0;
  const counted = Readable.toWeb(req).pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ transform: (chunk, c) => { received += chunk.byteLength; c.enqueue(chunk); } }));
  const form = await new Response(counted as ReadableStream, { headers: { 'content-type': req.headers['content-type']! } }).formData();
  return { form, received };
}

let tokens: string[];
const client = (transport: typeof fetch) => new ApiClient({
  baseUrl: () => base,
  fetch: transport,
  session: {
    accessToken: async () => tokens[0]!,
    renewAfterUnauthorized: async () => {
      tokens.shift();
      return tokens[0]!;
    },
    expire: () => undefined,
  },
});
const hooks = (controller = new AbortController()): AttemptHooks & { seen: number[] } => {
  const seen: number[] = [];
  return { signal: controller.signal, onBytes: (n) => seen.push(n), seen };
};

beforeAll(async () => {
  const run = (h: Handler, req: IncomingMessage, res: ServerResponse): void => void Promise.resolve(h(req, res)).catch((e: unknown) => send(res, 500, { detail: String(e) }));
  server = http.createServer((req, res) => run(handler, req, res));
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (continueHandler) return run(continueHandler, req, res);
    res.writeContinue();
    run(handler, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'upload-http-'));
  photo = join(dir, 'Orchis mascula, Monte Generoso.jpg');
  writeFileSync(photo, randomFillSync(Buffer.alloc(PHOTO_BYTES)));
  tokens = ['t1', 't2'];
  continueHandler = undefined;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the multipart request', () => {
  it('POSTs doc[dataset_id], doc[doc_type], doc[doc_rem] before doc[file], with Content-Length and the bearer token', async () => {
    let seen: { headers: http.IncomingHttpHeaders; names: string[]; received: number; file?: File; fileSha256?: string; fields: Record<string, string> } | undefined;
    handler = async (req, res) => {
      const { form, received } = await parse(req);
      const file = form.get('doc[file]');
      seen = {
        headers: req.headers, received, names: [...form.keys()],
        file: file instanceof File ? file : undefined,
        fileSha256: file instanceof File ? sha256(new Uint8Array(await file.arrayBuffer())) : undefined,
        fields: Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string') as Array<[string, string]>),
      };
      send(res, 201, docJson(5));
    };
    const h = hooks();
    const doc = await httpUploadAttempt(client)({ kind: 'create', path: photo, dataset_id: 7, doc_type: 3, doc_rem: 'Sporn aufwärts' }, h);
    expect(doc.id).toBe(5);
    expect(seen!.names).toEqual(['doc[dataset_id]', 'doc[doc_type]', 'doc[doc_rem]', 'doc[file]']);
    expect(seen!.fields).toEqual({ 'doc[dataset_id]': '7', 'doc[doc_type]': '3', 'doc[doc_rem]': 'Sporn aufwärts' });
    expect(seen!.file!.name).toBe('Orchis mascula, Monte Generoso.jpg');
    expect(seen!.file!.size).toBe(PHOTO_BYTES);
    expect(seen!.fileSha256).toBe(sha256(readFileSync(photo)));
    expect(Number(seen!.headers['content-length'])).toBe(seen!.received);
    expect(seen!.headers.authorization).toBe('Bearer t1');
    expect(seen!.headers['transfer-encoding']).toBeUndefined();
    // progress: cumulative, ending at the whole body
    expect(h.seen.at(-1)).toBe(seen!.received);
    expect(h.seen).toEqual([...h.seen].sort((a, b) => a - b));
  });

  it('PUTs a replacement to /docs/{id} with the file part only', async () => {
    let line = '';
    let names: string[] = [];
    handler = async (req, res) => {
      line = `${req.method} ${req.url}`;
      names = [...(await parse(req)).form.keys()];
      send(res, 200, docJson(31));
    };
    await httpUploadAttempt(client)({ kind: 'replace', path: photo, target_doc_id: 31 }, hooks());
    expect(line).toBe('PUT /rest/v5/docs/31');
    expect(names).toEqual(['doc[file]']);
  });

  it('sends the whole form again with the renewed token after a 401, counting bytes from zero', async () => {
    const auths: string[] = [];
    handler = async (req, res) => {
      auths.push(req.headers.authorization!);
      await parse(req);
      if (auths.length === 1) send(res, 401, { title: 'Unauthorized' });
      else send(res, 201, docJson(6));
    };
    const h = hooks();
    await expect(httpUploadAttempt(client)({ kind: 'create', path: photo, doc_type: 1 }, h)).resolves.toMatchObject({ id: 6 });
    expect(auths).toEqual(['Bearer t1', 'Bearer t2']);
    expect(h.seen.filter((n) => n === 0)).toHaveLength(2);
  });
});

describe('answers and failures', () => {
  it('asks for "100 Continue" first, so a refusal (413) comes before any byte of the file', async () => {
    let received = 0;
    let expectHeader: string | undefined;
    continueHandler = (req, res) => {
      expectHeader = req.headers.expect;
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      send(res, 413, { title: 'Payload Too Large', status: 413, detail: 'The file is larger than the limit of 1 MiB.' }, 'application/problem+json');
    };
    const h = hooks();
    const error = await httpUploadAttempt(client)({ kind: 'create', path: photo, doc_type: 1 }, h).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeskError);
    expect((error as DeskError).toShape()).toMatchObject({ status: 413, code: 'too-large', message: 'The file is larger than the limit of 1 MiB.' });
    expect(expectHeader).toBe('100-continue');
    expect(received).toBe(0);
    expect(Math.max(...h.seen)).toBe(0);
  });

  it('resolves with an answer that comes in the middle of the body, and stops sending', async () => {
    let received = 0;
    handler = (req, res) => {
      req.once('data', () => {
        send(res, 413, { title: 'Payload Too Large', status: 413, detail: 'Too large.' }, 'application/problem+json');
        req.on('data', (chunk: Buffer) => (received += chunk.length)); // drains the rest, like the reference service
      });
    };
    const h = hooks();
    await expect(httpUploadAttempt(client)({ kind: 'create', path: photo, doc_type: 1 }, h)).rejects.toMatchObject({ status: 413 });
    expect(Math.max(...h.seen)).toBeLessThan(PHOTO_BYTES);
  });

  it('sends the body after one second when a server never says "100 Continue"', async () => {
    continueHandler = async (req, res) => {
      await parse(req); // reads without ever writing "100 Continue"
      send(res, 201, docJson(8));
    };
    const started = Date.now();
    await expect(httpUploadAttempt(client)({ kind: 'create', path: photo, doc_type: 1 }, hooks())).resolves.toMatchObject({ id: 8 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('maps a 422 problem to DeskError validation with its field errors', async () => {
    handler = async (req, res) => {
      await parse(req);
      send(res, 422, { title: 'Unprocessable', status: 422, detail: 'Invalid fields.', errors: [{ field: 'doc_type', message: 'Unknown code 99.' }] }, 'application/problem+json');
    };
    const error = (await httpUploadAttempt(client)({ kind: 'create', path: photo, doc_type: 99 }, hooks()).catch((e: unknown) => e)) as DeskError;
    expect(error.toShape()).toEqual({ status: 422, code: 'validation', message: 'Invalid fields.', fields: [{ field: 'doc_type', message: 'Unknown code 99.' }] });
  });

  it('cancels: the abort signal stops the request and the attempt rejects with cancelled', async () => {
    handler = (req) => {
      req.once('data', () => req.pause()); // reads one chunk, then nothing: never answers
    };
    const controller = new AbortController();
    const h = hooks(controller);
    const pending = httpUploadAttempt(client)({ kind: 'create', path: photo, doc_type: 1 }, h);
    await expect.poll(() => h.seen.length).toBeGreaterThan(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled', status: 0 });
  });

  it('fails as stalled (retryable) when nothing moves for the stall time', async () => {
    handler = (req) => {
      req.pause(); // never reads, never answers
    };
    const started = Date.now();
    const error = (await httpUploadAttempt(client, 300)({ kind: 'create', path: photo, doc_type: 1 }, hooks()).catch((e: unknown) => e)) as DeskError;
    expect(error.code).toBe('stalled');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('fails with network when nothing answers, and with file-missing when the file is gone', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = (transport: typeof fetch) => new ApiClient({ baseUrl: () => `http://127.0.0.1:${port}`, fetch: transport, session: { accessToken: async () => 't', renewAfterUnauthorized: async () => 't', expire: () => undefined } });
    await expect(httpUploadAttempt(offline)({ kind: 'create', path: photo, doc_type: 1 }, hooks())).rejects.toMatchObject({ code: 'network', status: 0 });
    await expect(httpUploadAttempt(client)({ kind: 'create', path: join(dir, 'gone.jpg'), doc_type: 1 }, hooks())).rejects.toMatchObject({ code: 'file-missing' });
  });

  it('rejects with FileChangedError when the file shrinks between opening and sending', async () => {
    handler = async (req, res) => {
      await parse(req).catch(() => undefined);
      send(res, 201, docJson(1));
    };
    const transport = multipartTransport(async () => {
      const form = await uploadForm(photo, { doc_type: 1 });
      truncateSync(photo, 10);
      return form;
    }, () => undefined);
    await expect(transport(`${base}/rest/v5/docs`, { method: 'POST' })).rejects.toBeInstanceOf(FileChangedError);
  });

  it('rejects with FileChangedError when the file grows between opening and sending, before declaring the body complete', async () => {
    let received = -1;
    handler = async (req, res) => {
      received = await parse(req).then((r) => r.received, () => -2);
      send(res, 201, docJson(1));
    };
    const transport = multipartTransport(async () => {
      const form = await uploadForm(photo, { doc_type: 1 });
      appendFileSync(photo, 'more');
      return form;
    }, () => undefined);
    await expect(transport(`${base}/rest/v5/docs`, { method: 'POST' })).rejects.toBeInstanceOf(FileChangedError);
    // the service never got a complete body it could take for the file
    expect(received).toBeLessThan(PHOTO_BYTES);
  });
});
