/**
 * The loopback redirect listener of a native app (RFC 8252 §7.3): `http://127.0.0.1:<ephemeral
 * port>/callback`, listening on the loopback interface only (§8.3: the IP literal, not
 * `localhost`), accepting exactly one callback and closed after it, on a timeout (five minutes
 * by default) or when the sign-in is cancelled.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeskError } from '../../src-shared/contract/index.js';
import { signInCancelledError } from './session-errors.js';

/** How long the app waits for the browser to come back (ms): five minutes. */
export const LOOPBACK_TIMEOUT_MS = 5 * 60 * 1000;

/** Path of the redirect URI (registered at the reference server as `http://127.0.0.1/callback`). */
export const CALLBACK_PATH = '/callback';

/** The one request that reached `/callback`, waiting for its answer. */
export interface LoopbackCallback {
  /** The full callback URL (`redirect_uri` + the authorization response's query). */
  url: URL;
  /** Answers the browser (once) and closes the listener. */
  respond(status: number, headers: Readonly<Record<string, string>>, html: string): void;
}

/** A listening loopback redirect endpoint. */
export interface LoopbackListener {
  /** `http://127.0.0.1:<port>/callback`. */
  redirectUri: string;
  /**
   * The first request to {@link CALLBACK_PATH}. Rejects with DeskError `sign-in-timeout` after
   * the timeout and `cancelled` after {@link close}; either way the listener is closed.
   */
  callback: Promise<LoopbackCallback>;
  /** Stops listening now (idempotent); a pending {@link callback} rejects with `cancelled`. */
  close(): void;
  /** Resolves once the server has stopped listening. */
  closed: Promise<void>;
}

/** Options of {@link openLoopbackListener}. */
export interface LoopbackOptions {
  /** Milliseconds to wait for the callback; default {@link LOOPBACK_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/**
 * Starts listening on 127.0.0.1, port chosen by the OS. Requests to other paths (a browser's
 * `/favicon.ico`) get 404 and do not count; other methods than GET get 405.
 * Throws when the socket cannot be opened.
 */
export async function openLoopbackListener(options: LoopbackOptions = {}): Promise<LoopbackListener> {
  const timeoutMs = options.timeoutMs ?? LOOPBACK_TIMEOUT_MS;
  let settle: { resolve: (callback: LoopbackCallback) => void; reject: (error: DeskError) => void } | undefined;
  const callback = new Promise<LoopbackCallback>((resolve, reject) => {
    settle = { resolve, reject };
  });
  callback.catch(() => undefined); // a caller that stopped waiting must not cause an unhandled rejection
  let accepted = false;
  let answered = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  let redirectUri = '';
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', redirectUri);
    if (url.pathname !== CALLBACK_PATH || accepted) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Not found');
      return;
    }
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET', 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Method not allowed');
      return;
    }
    accepted = true;
    clearTimeout(timer);
    server.close(); // no new connections; this one stays open for the answer
    settle?.resolve({
      url,
      respond(status, headers, html) {
        if (answered) return;
        answered = true;
        response.writeHead(status, headers).end(html, () => stop());
        setTimeout(stop, 5000).unref(); // a browser that went away must not keep the port open
      },
    });
  });

  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));

  function stop(): void {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    server.close();
    server.closeAllConnections();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  redirectUri = `http://127.0.0.1:${port}${CALLBACK_PATH}`;

  timer = setTimeout(() => {
    if (accepted) return;
    settle?.reject(new DeskError({
      status: 0,
      code: 'sign-in-timeout',
      message: `The browser did not come back within ${Math.round(timeoutMs / 60000) || 1} minute(s). Please sign in again.`,
      fields: [],
    }));
    stop();
  }, timeoutMs);
  timer.unref();

  return {
    redirectUri,
    callback,
    closed,
    close() {
      if (!accepted) settle?.reject(signInCancelledError());
      // An answer being written closes the listener itself once it is sent.
      if (!answered) stop();
    },
  };
}
