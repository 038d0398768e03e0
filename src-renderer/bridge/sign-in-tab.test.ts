import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../src-shared/contract/session.js';
import { createBrowserDesk } from './browser-client.js';
import type { EventSourceLike } from './event-stream.js';
import type { TabLike } from './sign-in-tab.js';

const signedIn: SessionState = { status: 'signed-in', profile_id: 'sandbox', user: { username: 'steward', display_name: 'Sabine Steiner', person_id: 1 }, expires_at: '2030-01-01T00:00:00.000Z' };

class FakeTab implements TabLike {
  closed = false;
  opener: unknown = 'the app window';
  location = { href: 'about:blank' };
  close(): void {
    this.closed = true;
  }
}

/** A browser desk whose sign-in call resolves or rejects when the test says so. */
function setup(options: { blocked?: boolean } = {}) {
  const listeners = new Map<string, (event: MessageEvent<string>) => void>();
  const source: EventSourceLike = {
    readyState: 1,
    addEventListener: (type, listener) => listeners.set(type, listener),
    close: () => undefined,
  };
  let finish: (response: Response) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const tab = new FakeTab();
  const openBlankTab = vi.fn(() => (options.blocked ? null : tab));
  const openUrl = vi.fn();
  const desk = createBrowserDesk({
    fetch: () => new Promise<Response>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    }),
    openEventSource: () => source,
    openBlankTab,
    openUrl,
  });
  listeners.get('open')?.(new MessageEvent('open'));
  const browserOpen = (url: string) => listeners.get('browser.open')?.(new MessageEvent('browser.open', { data: JSON.stringify({ url }) }));
  const answer = (body: unknown) => finish(new Response(JSON.stringify(body), { status: 200 }));
  return { desk, tab, openBlankTab, openUrl, browserOpen, answer, fail: (e: Error) => fail(e) };
}

describe('browser-mode sign-in in a new tab', () => {
  it('opens a blank tab synchronously in the click, cuts its opener, and navigates it on browser.open', async () => {
    const { desk, tab, openBlankTab, browserOpen, answer } = setup();
    const pending = desk.session.signIn();
    // Synchronously, still inside the user's click: popup blockers allow nothing later.
    expect(openBlankTab).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    await Promise.resolve();
    browserOpen('http://127.0.0.1:4711/oauth2/authorize/en?client_id=observation-desk');
    expect(tab.location.href).toBe('http://127.0.0.1:4711/oauth2/authorize/en?client_id=observation-desk');
    answer({ ok: true, value: signedIn });
    await expect(pending).resolves.toEqual(signedIn);
    expect(tab.closed).toBe(false);
  });

  it('closes the blank tab when the sign-in fails before the login page was announced', async () => {
    const { desk, tab, answer } = setup();
    const pending = desk.session.signIn();
    await Promise.resolve();
    answer({ ok: false, error: { status: 0, code: 'network', message: 'The authorization server does not answer', fields: [] } });
    await expect(pending).rejects.toMatchObject({ code: 'network' });
    expect(tab.closed).toBe(true);
  });

  it('closes the blank tab when the local host is gone', async () => {
    const { desk, tab, fail } = setup();
    const pending = desk.session.signIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail(new TypeError('Failed to fetch'));
    await expect(pending).rejects.toMatchObject({ code: 'host-unreachable' });
    expect(tab.closed).toBe(true);
  });

  it('leaves the tab (now the login page) open when the sign-in fails after navigation', async () => {
    const { desk, tab, browserOpen, answer } = setup();
    const pending = desk.session.signIn();
    await Promise.resolve();
    browserOpen('http://127.0.0.1:4711/oauth2/authorize');
    answer({ ok: false, error: { status: 0, code: 'cancelled', message: 'Sign-in cancelled', fields: [] } });
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    expect(tab.closed).toBe(false);
  });

  it('falls back to opening the URL when the popup blocker refused the blank tab', async () => {
    const { desk, openUrl, browserOpen, answer } = setup({ blocked: true });
    const pending = desk.session.signIn();
    await Promise.resolve();
    browserOpen('http://127.0.0.1:4711/oauth2/authorize');
    expect(openUrl).toHaveBeenCalledWith('http://127.0.0.1:4711/oauth2/authorize');
    answer({ ok: true, value: signedIn });
    await expect(pending).resolves.toEqual(signedIn);
  });

  it('uses window.open(\'about:blank\', \'_blank\') by default, during the call', async () => {
    const tab = new FakeTab();
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const source: EventSourceLike = { readyState: 1, addEventListener: () => undefined, close: () => undefined };
    const desk = createBrowserDesk({
      fetch: async () => new Response(JSON.stringify({ ok: true, value: signedIn })),
      openEventSource: () => source,
      streamReadyTimeoutMs: 1,
    });
    const pending = desk.session.signIn();
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await pending;
    // No login page was announced, so the unused blank tab is closed again.
    expect(tab.closed).toBe(true);
    open.mockRestore();
  });

  it('only navigates once, and stops listening after the call', async () => {
    const { desk, tab, browserOpen, answer } = setup();
    const pending = desk.session.signIn();
    await Promise.resolve();
    browserOpen('http://a.example/first');
    browserOpen('http://a.example/second');
    expect(tab.location.href).toBe('http://a.example/first');
    answer({ ok: true, value: signedIn });
    await pending;
    browserOpen('http://a.example/third');
    expect(tab.location.href).toBe('http://a.example/first');
  });
});
