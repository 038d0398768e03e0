import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeskError } from '../../src-shared/contract/errors.js';
import { createBrowserDesk, type BrowserDesk } from './browser-client.js';
import { HOST_ERROR, HOST_UNREACHABLE } from './errors.js';
import type { EventSourceLike } from './event-stream.js';

/** A controllable EventSource. */
class FakeEventSource implements EventSourceLike {
  readyState = 0;
  readonly handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  fire(type: string, data = ''): void {
    if (type === 'open') this.readyState = 1;
    for (const handler of this.handlers.get(type) ?? []) handler(new MessageEvent(type, { data }));
  }
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let desk: BrowserDesk | undefined;
afterEach(() => desk?.close());

function setup(fetchImpl: typeof fetch) {
  let source: FakeEventSource | undefined;
  desk = createBrowserDesk({
    fetch: fetchImpl,
    secret: 'launch-secret',
    openEventSource: (url) => (source = new FakeEventSource(url)),
    openBlankTab: () => null,
    openUrl: () => undefined,
    streamReadyTimeoutMs: 10,
  });
  return { desk, source: source! };
}

describe('browser-mode desk client', () => {
  it('POSTs /desk/<name> with the secret in a header, no cookie, and the JSON input, and unwraps the value', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true, value: { language: 'de', theme: 'dark' } }));
    const { desk } = setup(fetchMock);
    await expect(desk.preferences.set({ language: 'de' })).resolves.toEqual({ language: 'de', theme: 'dark' });
    expect(fetchMock).toHaveBeenCalledWith('/desk/preferences.set', {
      method: 'POST',
      credentials: 'omit',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-desk-secret': 'launch-secret' },
      body: '{"language":"de"}',
    });
  });

  it('closes the request of an aborted call (its signal goes to fetch) and rejects with cancelled, not host-unreachable', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const { desk } = setup(fetchMock as unknown as typeof fetch);
    const reads = new AbortController();
    const pending = desk.observations.clusterTile({ z: 7, x: 66, y: 45, clauses: [] }, { signal: reads.signal });
    reads.abort();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    expect(fetchMock.mock.calls[0]![1].signal).toBe(reads.signal);
  });

  it('sends no body and no content type for methods without input', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ ok: true, value: { profiles: [], active_id: 'x' } }));
    const { desk } = setup(fetchMock as unknown as typeof fetch);
    await desk.profiles.list();
    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ accept: 'application/json', 'x-desk-secret': 'launch-secret' });
  });

  it('opens the event stream with the secret in a header, not in a cookie or the URL', async () => {
    const seen: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetchMock = vi.fn(async (url: string | URL, init?: RequestInit) => {
      seen.push({ url: String(url), init });
      return new Response('retry: 60000\n\n', { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    desk = createBrowserDesk({ fetch: fetchMock as unknown as typeof fetch, secret: 'launch-secret', openBlankTab: () => null, openUrl: () => undefined, streamReadyTimeoutMs: 10 });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen[0]!.url).toMatch(/\/desk\/events$/);
    expect(seen[0]!.init).toMatchObject({ credentials: 'omit' });
    expect(new Headers(seen[0]!.init!.headers).get('x-desk-secret')).toBe('launch-secret');
  });

  it('throws a DeskError with code and field errors when the result is not ok', async () => {
    const error = { status: 422, code: 'validation', message: 'Invalid profile', fields: [{ field: 'service_base_url', message: 'not a URL' }] };
    const { desk } = setup(vi.fn(async () => json({ ok: false, error })));
    const rejection = await desk.profiles.list().catch((e: unknown) => e);
    expect(rejection).toBeInstanceOf(DeskError);
    expect((rejection as DeskError).toShape()).toEqual(error);
  });

  it('turns a fetch that throws into a host-unreachable DeskError', async () => {
    const { desk } = setup(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(desk.session.get()).rejects.toMatchObject({ code: HOST_UNREACHABLE, status: 0 });
  });

  it('turns an answer that is not a DeskResult (403 without the secret) into a host-error DeskError', async () => {
    const { desk } = setup(vi.fn(async () => new Response('forbidden', { status: 403 })));
    await expect(desk.session.get()).rejects.toMatchObject({ code: HOST_ERROR, status: 403 });
    const { desk: other } = setup(vi.fn(async () => json({ something: 'else' })));
    await expect(other.session.get()).rejects.toMatchObject({ code: HOST_ERROR, status: 200 });
  });

  it('opens one EventSource on /desk/events and fans events out to every listener until unsubscribed', () => {
    const { desk, source } = setup(vi.fn());
    expect(source.url).toBe('/desk/events');
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = desk.on('session.changed', first);
    desk.on('session.changed', second);
    const other = vi.fn();
    desk.on('service.status', other);
    const payload = { status: 'expired', profile_id: 'sandbox', user: null, expires_at: null };
    source.fire('session.changed', JSON.stringify(payload));
    expect(first).toHaveBeenCalledWith(payload);
    expect(second).toHaveBeenCalledWith(payload);
    expect(other).not.toHaveBeenCalled();
    offFirst();
    source.fire('session.changed', JSON.stringify(payload));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('ignores an event whose data is not JSON and keeps going', () => {
    const { desk, source } = setup(vi.fn());
    const listener = vi.fn();
    desk.on('service.status', listener);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    source.fire('service.status', 'not json');
    source.fire('service.status', JSON.stringify({ reachable: false, service_base_url: 'http://x', message: 'down' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-reads session and service status after the stream reconnects', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('session.get')
        ? json({ ok: true, value: { status: 'signed-out', profile_id: 'sandbox', user: null, expires_at: null } })
        : json({ ok: true, value: { reachable: true, service_base_url: 'http://x', message: 'ok' } }),
    );
    const { desk, source } = setup(fetchMock as unknown as typeof fetch);
    const session = vi.fn();
    const service = vi.fn();
    desk.on('session.changed', session);
    desk.on('service.status', service);
    source.fire('open');
    expect(fetchMock).not.toHaveBeenCalled();
    source.fire('error');
    source.fire('open');
    await vi.waitFor(() => expect(service).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(session).toHaveBeenCalledWith(expect.objectContaining({ status: 'signed-out' }));
  });
});
