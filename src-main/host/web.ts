/**
 * Browser mode's HTTP host (ARCHITECTURE.md "Browser mode"; wire format in
 * src-shared/contract/browser-wire.ts): on 127.0.0.1 only, the renderer's static files,
 * `POST /desk/<method>` → the desk dispatcher, `GET /desk/events` → the desk events as
 * server-sent events, `GET /desk-file/doc/<id>/<variant>` → document files and thumbnails
 * fetched with the session's token (src-main/domains/doc-files.ts). Every request needs a
 * loopback Host header; desk requests the per-launch secret in a header (never a cookie) and,
 * when they change state, the host's own origin; desk-file requests their per-URL token.
 */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import Fastify, { type FastifyInstance } from 'fastify';
import { DESK_EVENTS_PATH, DESK_HTTP_PREFIX, DESK_UPLOAD_PATH, DOC_FILE_TOKEN_QUERY, LAUNCH_FRAGMENT_KEY, DeskError, type ChosenFile, type DeskResult } from '../../src-shared/contract/index.js';
import { FILE_NAME_HEADER, keptFileName } from './web-file-uploads.js';
import { WEB_DOC_FILE_PREFIX, parseDocFileTarget } from '../domains/doc-file-urls.js';
import type { DocFileServer } from '../domains/doc-files.js';
import type { DeskDispatch } from '../ipc/dispatch.js';
import type { DeskEventMessage, DeskEvents } from '../ipc/events.js';
import {
  webSecurityHeaders,
  createLaunchSecret,
  isAllowedHost,
  isSameOriginRequest,
  presentedSecret,
  secretMatches,
} from './web-security.js';
import type { DocFileTokens } from './web-doc-file-tokens.js';
import { serveStatic } from './web-static.js';
import { sendExportDownload, WEB_EXPORT_PREFIX } from './web-export-downloads.js';
import type { ExportJobs } from '../export/export-jobs.js';

/** Options of {@link startWebHost}. */
export interface WebHostOptions {
  /** The desk services' dispatcher and event bus. */
  dispatch: DeskDispatch;
  events: DeskEvents;
  /** Folder of the renderer build (`out/renderer`); a placeholder page is served while it has no index.html. */
  rendererDir: string;
  /** TCP port on 127.0.0.1; 0 (default) lets the OS choose. */
  port?: number;
  /** The per-launch secret; a new random one by default. */
  secret?: string;
  /** Milliseconds between SSE keep-alive comments (default 15 000). */
  heartbeatMs?: number;
  /**
   * The document proxy behind `GET /desk-file/doc/<id>/thumbnail|file` (DeskServices.docFiles):
   * photos for `<img>` without a token (ARCHITECTURE.md "Data flow"). Without it that path is a 404.
   */
  docFiles?: DocFileServer;
  /** Checks the per-URL tokens of `/desk-file/…` (the same object signs them in the `docFileUrl` adapter); without it every desk-file request is a 403. */
  docFileTokens?: DocFileTokens;
  /**
   * `PUT /desk/upload`: keeps the body (a file the user picked or dropped in the page) and answers
   * its handle (`ChosenFile`). Without it that path is a 404.
   */
  registerUpload?: (fileName: string, body: Readable) => Promise<ChosenFile>;
  /** Finished exports behind `GET /desk-file/export/<id>` (signed by `docFileTokens`); without it that path is a 404. */
  exports?: ExportJobs;
  /**
   * The origins of the map layers the user added (MapLayers.tileOrigins), read at each answer:
   * the CSP's `img-src` allows them and nothing else. Absent: none.
   */
  layerOrigins?: () => readonly string[];
  /** Called once, at the first request that presents the secret (the launcher then deletes its launch page). */
  onSecretUsed?: () => void;
}

/** A running web host. */
export interface WebHost {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The URL to open: `http://127.0.0.1:<port>/#desk_secret=<secret>` (the fragment never reaches a server). */
  launchUrl: string;
  secret: string;
  port: number;
  /** Ends open event streams and stops listening. */
  close(): Promise<void>;
}

/** Largest desk call body (bytes). */
const BODY_LIMIT = 1024 * 1024;
const NOT_JSON = Symbol('not JSON');

function forbidden(message: string): { status: number; body: string } {
  return { status: 403, body: `Forbidden: ${message}\n` };
}

/** Formats one server-sent event (WHATWG HTML §9.2): `event:` line, one `data:` line of JSON. */
export function formatServerSentEvent(event: DeskEventMessage): string {
  return `event: ${event.name}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

/** The security headers of an answer now (the CSP follows the user's map layers). */
function securityHeaders(options: WebHostOptions): Readonly<Record<string, string>> {
  return webSecurityHeaders(options.layerOrigins?.() ?? []);
}

function registerRoutes(app: FastifyInstance, options: WebHostOptions, streams: Set<ServerResponse>): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(null, NOT_JSON);
    }
  });

  app.post<{ Params: { method: string } }>('/desk/:method', async (request, reply): Promise<DeskResult<unknown>> => {
    reply.header('cache-control', 'no-store');
    if (request.body === NOT_JSON) {
      return { ok: false, error: { status: 400, code: 'invalid-input', message: 'The request body is not JSON.', fields: [] } };
    }
    // The page closed the request (an aborted fetch): the handler's call to the service stops too.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return options.dispatch(request.params.method, request.body, { signal: gone.signal });
  });

  app.register(async (scope) => {
    // only this route takes a raw body: it is streamed to disk, never held in memory
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.put(DESK_UPLOAD_PATH, { bodyLimit: Number.MAX_SAFE_INTEGER }, async (request, reply): Promise<DeskResult<ChosenFile>> => {
      reply.header('cache-control', 'no-store');
      if (!options.registerUpload) return reply.code(404).send();
      try {
        const body = request.body instanceof Readable ? request.body : Readable.from([]);
        return { ok: true, value: await options.registerUpload(keptFileName(request.headers[FILE_NAME_HEADER]), body) };
      } catch (error) {
        if (error instanceof DeskError) return { ok: false, error: error.toShape() };
        return { ok: false, error: { status: 500, code: 'internal', message: 'The file could not be kept.', fields: [] } };
      }
    });
  });

  app.get(DESK_EVENTS_PATH, (request, reply) => {
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      ...securityHeaders(options),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write('retry: 2000\n: connected\n\n');
    streams.add(response);
    const unsubscribe = options.events.subscribe((event) => response.write(formatServerSentEvent(event)));
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), options.heartbeatMs ?? 15_000);
    heartbeat.unref();
    const end = (): void => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(response);
    };
    request.raw.on('close', end);
    response.on('close', end);
  });

  app.route({
    method: 'GET',
    url: `${WEB_DOC_FILE_PREFIX}*`,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const path = request.url.split('?')[0]!.slice(WEB_DOC_FILE_PREFIX.length);
      const target = parseDocFileTarget(path);
      if (!target || !options.docFiles) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      const answer = await options.docFiles.serve(target);
      reply.code(answer.status).headers(answer.headers);
      return reply.send(typeof answer.body === 'string' ? answer.body : Readable.fromWeb(answer.body as NodeWebStream<Uint8Array>));
    },
  });
  app.get<{ Params: { id: string } }>(`${WEB_EXPORT_PREFIX}:id`, (request, reply) => {
    if (!options.exports) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    reply.hijack();
    for (const [name, value] of Object.entries(securityHeaders(options))) reply.raw.setHeader(name, value);
    return sendExportDownload(options.exports, request.params.id, reply.raw);
  });
  app.route({
    method: ['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${WEB_DOC_FILE_PREFIX}*`,
    handler: async (_request, reply) => reply.code(405).header('allow', 'GET').type('text/plain; charset=utf-8').send('Method not allowed\n'),
  });

  app.get('/*', async (request, reply) => {
    const answer = await serveStatic(options.rendererDir, request.url);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}

/**
 * Starts the host on 127.0.0.1. Guards, in order, on every request: the Host header must be
 * `127.0.0.1:<port>` or `localhost:<port>` (403). `/desk-file/…` needs its own token (`?t=`,
 * {@link DocFileTokens}; 403). `/desk/…` needs the secret in the `x-desk-secret` header (403;
 * a cookie is never looked at), and every method but GET also the host's own origin
 * ({@link isSameOriginRequest}; 403). The app's static files need nothing more: they hold no
 * secret. Every answer carries the security headers (a scriptable desk-file keeps its sandbox
 * CSP) and no CORS header. Throws when the port is taken.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const secret = options.secret ?? createLaunchSecret();
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: BODY_LIMIT });
  const streams = new Set<ServerResponse>();
  let port = options.port ?? 0;
  let secretUsed = false;

  app.addHook('onRequest', async (request, reply) => {
    const refuse = (message: string) => {
      const { status, body } = forbidden(message);
      return reply.code(status).type('text/plain; charset=utf-8').send(body);
    };
    if (!isAllowedHost(request.headers.host, port)) return refuse('this host name is not served here.');
    const url = new URL(request.url, `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith(WEB_DOC_FILE_PREFIX) || url.pathname.startsWith(WEB_EXPORT_PREFIX)) {
      if (!options.docFileTokens?.verify(url.pathname, url.searchParams.get(DOC_FILE_TOKEN_QUERY))) return refuse('this document address is not valid (any more).');
      return undefined;
    }
    if (!url.pathname.startsWith(DESK_HTTP_PREFIX)) return undefined;
    if (!secretMatches(presentedSecret(request.headers), secret)) return refuse('open the address printed by `npm run web` (it carries the secret).');
    if (request.method !== 'GET' && !isSameOriginRequest(request.headers, port)) return refuse('requests from other origins are refused.');
    if (!secretUsed) {
      secretUsed = true;
      options.onSecretUsed?.();
    }
    return undefined;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A desk-file answer of a type that can script keeps its own, stricter CSP (sandboxed, see doc-files.ts).
    const own = request.url.startsWith(WEB_DOC_FILE_PREFIX) ? reply.getHeader('content-security-policy') : undefined;
    reply.headers(securityHeaders(options));
    if (typeof own === 'string') reply.header('content-security-policy', own);
    return payload;
  });

  registerRoutes(app, options, streams);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    launchUrl: `${origin}/#${LAUNCH_FRAGMENT_KEY}=${secret}`,
    secret,
    port,
    async close() {
      for (const stream of streams) stream.end();
      streams.clear();
      await app.close();
    },
  };
}
