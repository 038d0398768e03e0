/**
 * Fixtures of the main-process integration tests: desk services composed over the reference
 * service (test/helpers/server.ts), a reversible fake of Electron's safeStorage, a fetch that
 * counts token requests, and an `openBrowser` adapter that plays the user in the browser
 * (follows the authorize URL, posts the login form, follows the redirect to the loopback
 * listener, like test/helpers/login.ts does).
 */
import { Browser, followUntilStop, formAction } from '../../helpers/login.js';
import type { RunningServer } from '../../../src-server/index.js';
import { createDeskServices, type DeskServices, type DeskServicesOptions } from '../../../src-main/services.js';
import { DeskEvents, type DeskEventMessage } from '../../../src-main/ipc/events.js';
import { createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';
import type { KeyValueStore, PlatformAdapters, SecretStorage } from '../../../src-main/platform.js';

/** A stand-in for safeStorage: reversible, but never the plain text. `available: false` plays Linux `basic_text`. */
export function fakeSecretStorage(available = true): SecretStorage {
  return {
    isAvailable: () => available,
    encrypt: (text) => {
      if (!available) throw new Error('encryption is not available');
      return `enc:${Buffer.from(text, 'utf8').reverse().toString('base64')}`;
    },
    decrypt: (stored) => {
      if (!stored.startsWith('enc:')) throw new Error('not encrypted by this fake');
      return Buffer.from(stored.slice(4), 'base64').reverse().toString('utf8');
    },
  };
}

/** What the scripted browser saw. */
export interface BrowserVisit {
  authorizeUrl: URL;
  /** The loopback callback URL the browser was sent to (after `tamper`). */
  callbackUrl?: URL;
  /** The page the loopback listener answered with. */
  callbackStatus?: number;
  callbackHtml?: string;
}

/** How the scripted user behaves. */
export interface ScriptedUser {
  username?: string;
  password?: string;
  /** Changes the callback URL before the browser follows it (e.g. a wrong `state`). */
  tamper?: (callback: URL) => URL;
  /** Do nothing (the user never comes back: the listener times out). */
  idle?: boolean;
}

/**
 * An `openBrowser` adapter that signs in through the real login page. Runs in the background
 * (like a browser) and records every visit; `done` resolves when the last visit finished.
 */
export function scriptedBrowser(user: ScriptedUser = {}): { openBrowser: (url: string) => void; visits: BrowserVisit[]; done: () => Promise<void> } {
  const visits: BrowserVisit[] = [];
  let last: Promise<void> = Promise.resolve();
  const openBrowser = (url: string): void => {
    const visit: BrowserVisit = { authorizeUrl: new URL(url) };
    visits.push(visit);
    if (user.idle) return;
    last = (async () => {
      const redirectUri = visit.authorizeUrl.searchParams.get('redirect_uri')!;
      const browser = new Browser();
      let stop = await followUntilStop(browser, url, redirectUri);
      if (stop.kind === 'page') {
        const username = user.username ?? 'steward';
        stop = await followUntilStop(browser, formAction(stop.html, stop.url), redirectUri, { username, password: user.password ?? username });
      }
      if (stop.kind !== 'redirect') throw new Error(`login did not redirect: HTTP ${stop.status}`);
      visit.callbackUrl = user.tamper ? user.tamper(new URL(stop.url)) : stop.url;
      const response = await fetch(visit.callbackUrl);
      visit.callbackStatus = response.status;
      visit.callbackHtml = await response.text();
    })();
    last.catch(() => undefined);
  };
  return { openBrowser, visits, done: () => last };
}

/** Counts the requests main makes, by URL path (e.g. `/oauth2/token`), passing them to `next` (default: the global fetch). */
export function countingFetch(next: typeof fetch = fetch): { fetch: typeof fetch; count: (path: string) => number; reset: () => void } {
  const counts = new Map<string, number>();
  const counting: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = `${method} ${url.pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return next(input, init);
  };
  return { fetch: counting, count: (key) => counts.get(key) ?? 0, reset: () => counts.clear() };
}

/** A composed desk with everything a test looks at. */
export interface TestDesk {
  services: DeskServices;
  storage: KeyValueStore;
  events: DeskEventMessage[];
  clock: { now: number };
  requests: ReturnType<typeof countingFetch>;
}

/** Options of {@link composeDesk}. */
export interface ComposeOptions extends Partial<Omit<DeskServicesOptions, 'events'>> {
  openBrowser?: PlatformAdapters['openBrowser'];
  secretStorage?: SecretStorage | null;
  storage?: KeyValueStore;
}

/** Desk services on the reference service at `server.url` with memory storage, a movable clock and no background checks. */
export function composeDesk(server: RunningServer, options: ComposeOptions = {}): TestDesk {
  const storage = options.storage ?? createMemoryKeyValueStore();
  const events = new DeskEvents();
  const seen: DeskEventMessage[] = [];
  events.subscribe((event) => seen.push(event));
  const clock = { now: Date.now() };
  const requests = countingFetch(options.fetch);
  const services = createDeskServices(
    {
      openBrowser: options.openBrowser ?? (() => undefined),
      secretStorage: options.secretStorage === undefined ? fakeSecretStorage() : options.secretStorage,
      storage,
    },
    {
      sandboxUrl: server.url,
      dataDir: options.dataDir ?? server.dataDir,
      events,
      serviceCheckIntervalMs: 0,
      now: () => clock.now,
      fetch: requests.fetch,
      loopbackTimeoutMs: options.loopbackTimeoutMs,
      uploadQueue: options.uploadQueue,
      exportDestinations: options.exportDestinations,
      log: options.log ?? { warn: () => undefined, error: () => undefined },
    },
  );
  return { services, storage, events: seen, clock, requests };
}

/** POST to the server's revocation endpoint for the public desk client (RFC 7009). */
export async function revokeAtServer(serverUrl: string, token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
  const response = await fetch(`${serverUrl}/oauth2/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: hint, client_id: 'observation-desk' }).toString(),
  });
  if (!response.ok) throw new Error(`revocation answered HTTP ${response.status}: ${await response.text()}`);
}

/** Whether anything still listens at `url` (the loopback listener must be closed after one callback). */
export async function isListening(url: string | URL): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}
