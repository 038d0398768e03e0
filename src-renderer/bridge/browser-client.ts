import { EventSource } from 'eventsource';
import { DESK_HTTP_PREFIX, DESK_UPLOAD_PATH, SECRET_HEADER } from '../../src-shared/contract/browser-wire.js';
import type { ChosenFile } from '../../src-shared/contract/documents.js';
import type { DeskApi, DeskCallOptions, DeskMethodName } from '../../src-shared/contract/desk.js';
import { buildDeskApi } from '../../src-shared/contract/desk-proxy.js';
import { DeskError, type DeskResult } from '../../src-shared/contract/errors.js';
import type { SessionState } from '../../src-shared/contract/session.js';
import { callCancelled, hostError, hostUnreachable } from './errors.js';
import { DeskEventStream, type EventSourceLike } from './event-stream.js';
import { DESK_NAMES } from './contract-names.js';
import { adoptLaunchCredential } from './launch-credential.js';
import { signInInNewTab, type TabLike } from './sign-in-tab.js';

/** What the browser-mode client needs from the page; the defaults use the real window. */
export interface BrowserDeskOptions {
  fetch?: typeof fetch;
  /** The launch secret sent as the `x-desk-secret` header; default: this tab's (./launch-credential.ts). */
  secret?: string | null;
  openEventSource?: (url: string) => EventSourceLike;
  openBlankTab?: () => TabLike | null;
  openUrl?: (url: string) => void;
  /** How long a call waits for the event stream to connect before going ahead anyway. */
  streamReadyTimeoutMs?: number;
}

/** A browser-mode DeskApi plus what tests need to tear it down. */
export type BrowserDesk = DeskApi & { close(): void };

function isDeskResult(value: unknown): value is DeskResult<unknown> {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  if (value.ok === true) return 'value' in value;
  return value.ok === false && 'error' in value && typeof value.error === 'object' && value.error !== null;
}

/**
 * The desk contract over browser mode's HTTP transport (src-shared/contract/browser-wire.ts):
 * every method is `POST /desk/<name>` with the JSON input, answered by a DeskResult that is
 * unwrapped into the value or thrown as a DeskError; events come from one event stream. The launch
 * secret travels as the `x-desk-secret` header on every call and on the event stream (the
 * `eventsource` package's EventSource over fetch, since the browser's own cannot send a header);
 * no cookie is used, so no other local origin's request carries it.
 * Built by the same builder as the preload (src-shared/contract/desk-proxy.ts) from the contract's
 * names, so both hosts expose the same API; `session.signIn` opens the login tab on the click;
 * `fileFromUser` sends a picked or dropped file's bytes to main, which answers a handle.
 */
export function createBrowserDesk(options: BrowserDeskOptions = {}): BrowserDesk {
  const fetchImpl = options.fetch ?? ((input, init) => window.fetch(input, init));
  const secret = options.secret === undefined ? adoptLaunchCredential() : options.secret;
  const secretHeader: Record<string, string> = secret ? { [SECRET_HEADER]: secret } : {};
  const openSource = (url: string): EventSourceLike =>
    new EventSource(url, {
      fetch: (input, init) => fetchImpl(input, { ...init, credentials: 'omit', headers: { ...init?.headers, ...secretHeader } }),
    }) as unknown as EventSourceLike;
  const stream = new DeskEventStream(options.openEventSource ?? openSource, {
    readyTimeoutMs: options.streamReadyTimeoutMs,
    onReconnect: () => void refreshAfterReconnect(),
  });

  async function call(name: DeskMethodName, input?: unknown, options?: DeskCallOptions): Promise<unknown> {
    return send(`${DESK_HTTP_PREFIX}${name}`, input === undefined ? undefined : JSON.stringify(input), 'application/json', {}, 'POST', options?.signal);
  }

  /**
   * One request to the host: POST a desk call, or PUT a file's bytes; the DeskResult unwrapped.
   * An aborted `signal` closes the request (the host then aborts its own call) and rejects with `cancelled`.
   */
  async function send(path: string, body: BodyInit | undefined, contentType: string, extra: Record<string, string> = {}, method = 'POST', signal?: AbortSignal): Promise<unknown> {
    const init: RequestInit = { method, credentials: 'omit', headers: { accept: 'application/json', ...secretHeader, ...extra }, ...(signal ? { signal } : {}) };
    if (body !== undefined) {
      init.headers = { accept: 'application/json', 'content-type': contentType, ...secretHeader, ...extra };
      init.body = body;
    }
    let response: Response;
    try {
      response = await fetchImpl(path, init);
    } catch {
      throw signal?.aborted ? callCancelled() : hostUnreachable();
    }
    try {
      return await unwrap(response);
    } catch (error) {
      throw signal?.aborted ? callCancelled() : error;
    }
  }

  /** The value of a host's DeskResult answer; a DeskError for an error result, a host error for anything else. */
  async function unwrap(response: Response): Promise<unknown> {
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw hostError(response.status, text.slice(0, 200) || response.statusText);
    }
    if (!response.ok || !isDeskResult(body)) throw hostError(response.status, text.slice(0, 200));
    if (body.ok) return body.value;
    throw new DeskError(body.error);
  }

  /** Events sent while the stream was down are lost: re-read what the shell shows. */
  async function refreshAfterReconnect(): Promise<void> {
    try {
      stream.dispatch('session.changed', (await call('session.get')) as SessionState);
      stream.dispatch('service.status', (await call('service.status')) as Awaited<ReturnType<DeskApi['service']['status']>>);
    } catch {
      /* the next user action reports the problem */
    }
  }

  // The login page opens in a tab the click opened, before main answers (popup blockers).
  const signIn = (): Promise<SessionState> =>
    signInInNewTab({
      openBlankTab: options.openBlankTab ?? (() => window.open('about:blank', '_blank')),
      openUrl: options.openUrl ?? ((url) => void window.open(url, '_blank', 'noopener')),
      onBrowserOpen: (listener) => stream.on('browser.open', listener),
      streamReady: stream.ready,
      callSignIn: () => call('session.signIn') as Promise<SessionState>,
    });

  // A picked or dropped file: its bytes to main, which keeps them privately and answers a handle.
  const fileFromUser = async (file: File): Promise<ChosenFile> =>
    (await send(DESK_UPLOAD_PATH, file, 'application/octet-stream', { 'x-desk-file-name': encodeURIComponent(file.name) }, 'PUT')) as ChosenFile;

  return buildDeskApi(DESK_NAMES, {
    call: (name, input, options) => (name === 'session.signIn' ? signIn() : call(name, input, options)),
    on: (event, listener) => stream.on(event, listener),
  }, { fileFromUser, close: () => stream.close() });
}
