import { DESK_HTTP_PREFIX } from '../../src-shared/contract/browser-wire.js';
import type { DeskApi, DeskMethodName } from '../../src-shared/contract/desk.js';
import { buildDeskApi } from '../../src-shared/contract/desk-proxy.js';
import { DeskError, type DeskResult } from '../../src-shared/contract/errors.js';
import type { SessionState } from '../../src-shared/contract/session.js';
import { hostError, hostUnreachable } from './errors.js';
import { DeskEventStream, type EventSourceLike } from './event-stream.js';
import { DESK_NAMES } from './contract-names.js';
import { signInInNewTab, type TabLike } from './sign-in-tab.js';

/** What the browser-mode client needs from the page; the defaults use the real window. */
export interface BrowserDeskOptions {
  fetch?: typeof fetch;
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
 * unwrapped into the value or thrown as a DeskError; events come from one EventSource. The launch
 * secret travels in the HttpOnly cookie the host set, so requests are plain same-origin fetches.
 * Built by the same builder as the preload (src-shared/contract/desk-proxy.ts) from the contract's
 * names, so both hosts expose the same API; `session.signIn` opens the login tab on the click.
 */
export function createBrowserDesk(options: BrowserDeskOptions = {}): BrowserDesk {
  const fetchImpl = options.fetch ?? ((input, init) => window.fetch(input, init));
  const stream = new DeskEventStream(options.openEventSource ?? ((url) => new EventSource(url)), {
    readyTimeoutMs: options.streamReadyTimeoutMs,
    onReconnect: () => void refreshAfterReconnect(),
  });

  async function call(name: DeskMethodName, input?: unknown): Promise<unknown> {
    const init: RequestInit = { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } };
    if (input !== undefined) {
      init.headers = { accept: 'application/json', 'content-type': 'application/json' };
      init.body = JSON.stringify(input);
    }
    let response: Response;
    try {
      response = await fetchImpl(`${DESK_HTTP_PREFIX}${name}`, init);
    } catch {
      throw hostUnreachable();
    }
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

  return buildDeskApi(DESK_NAMES, {
    call: (name, input) => (name === 'session.signIn' ? signIn() : call(name, input)),
    on: (event, listener) => stream.on(event, listener),
  }, { close: () => stream.close() });
}
