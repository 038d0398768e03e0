import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const shell = vi.hoisted(() => ({ openExternal: vi.fn(async () => undefined) }));
vi.mock('electron', () => ({ shell, default: { shell } }));

import type { Session, WebContents } from 'electron';
import { isAppUrl } from '../../../src-main/host/electron-protocol.js';
import {
  CONTENT_SECURITY_POLICY,
  EXTERNAL_LINK_ORIGINS,
  denyAllPermissions,
  hardenWebContents,
  httpOrigin,
  isExternalUrlAllowed,
  mainWindowOptions,
  openExternalSafely,
  secureWebPreferences,
} from '../../../src-main/host/electron-security.js';

/** A webContents double: an EventEmitter plus the window-open handler it was given. */
class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.openHandler = handler;
  }
}

/** An Electron-style event whose `preventDefault` is observable. */
function navEvent(url: string): { url: string; preventDefault: ReturnType<typeof vi.fn>; defaultPrevented: () => boolean } {
  const preventDefault = vi.fn();
  return { url, preventDefault, defaultPrevented: () => preventDefault.mock.calls.length > 0 };
}

beforeEach(() => shell.openExternal.mockClear());

describe('Content-Security-Policy', () => {
  it('is the strict policy of the security baseline', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: desk-file: https://tile.openstreetmap.org https://wmts.geo.admin.ch; " +
        "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
  });
});

describe('web preferences', () => {
  it('isolate, sandbox and strip Node from the renderer, with the built preload', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
    });
  });

  it('are the ones of the main window, which stays hidden until painted', () => {
    const options = mainWindowOptions('/p.cjs', '/icon.png');
    expect(options.webPreferences).toEqual(secureWebPreferences('/p.cjs'));
    expect(options.show).toBe(false);
    expect(options.icon).toBe('/icon.png');
  });
});

describe('openExternal allow-list', () => {
  const list = ['https://www.gbif.org', 'http://127.0.0.1:4000', 'https://auth.example.ch/realms/x'];

  it.each([
    ['https://www.gbif.org/occurrence/1', true],
    ['https://www.gbif.org:443/x', true],
    ['https://auth.example.ch/oauth2/authorize?client_id=a', true],
    ['http://127.0.0.1:4000/oauth2/authorize/de?state=s', true],
  ])('allows %s', (url, allowed) => {
    expect(isExternalUrlAllowed(url, list)).toBe(allowed);
  });

  it.each([
    ['https://evil.example/', 'origin not on the list'],
    ['https://www.gbif.org.evil.example/', 'look-alike host'],
    ['http://www.gbif.org/', 'http to a non-loopback host'],
    ['http://auth.example.ch/', 'http to a listed https origin'],
    ['http://127.0.0.1:4001/', 'loopback, other port'],
    ['http://10.0.0.1:4000/', 'private but not loopback'],
    ['https://user:pw@www.gbif.org/', 'credentials in the URL'],
    ['file:///etc/passwd', 'file:'],
    ['javascript:alert(1)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['app://desk/index.html', 'our own scheme'],
    ['smb://server/share', 'other scheme'],
    ['not a url', 'unparsable'],
  ])('refuses %s (%s)', (url) => {
    expect(isExternalUrlAllowed(url, list)).toBe(false);
  });

  it('allows http on loopback only for a listed loopback origin (the sandbox auth server)', () => {
    expect(isExternalUrlAllowed('http://localhost:5000/x', ['http://localhost:5000'])).toBe(true);
    expect(isExternalUrlAllowed('http://localhost:5000/x', [])).toBe(false);
  });

  it('opens only allowed URLs, through shell.openExternal', async () => {
    await expect(openExternalSafely('https://www.gbif.org/x', list)).resolves.toBe(true);
    await expect(openExternalSafely('file:///etc/passwd', list)).resolves.toBe(false);
    await expect(openExternalSafely('http://example.org/', ['http://example.org'])).resolves.toBe(false);
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
    expect(shell.openExternal).toHaveBeenCalledWith('https://www.gbif.org/x', expect.anything());
  });

  it('has only https link origins in its static part', () => {
    for (const origin of EXTERNAL_LINK_ORIGINS) {
      expect(httpOrigin(origin)).toBe(origin);
      expect(origin.startsWith('https://')).toBe(true);
    }
  });
});

describe('webContents guards', () => {
  function hardened(): { contents: FakeContents; openExternal: ReturnType<typeof vi.fn> } {
    const contents = new FakeContents();
    const openExternal = vi.fn();
    hardenWebContents(contents as unknown as WebContents, { isAppUrl, openExternal });
    return { contents, openExternal };
  }

  it('prevents navigation to another origin and allows our own pages', () => {
    const { contents } = hardened();
    for (const url of ['https://evil.example/', 'http://127.0.0.1:4000/', 'file:///etc/passwd', 'app://other/index.html', 'app://user@desk/']) {
      const event = navEvent(url);
      contents.emit('will-navigate', event, url);
      expect(event.defaultPrevented(), url).toBe(true);
    }
    const ok = navEvent('app://desk/index.html#/settings');
    contents.emit('will-navigate', ok, ok.url);
    expect(ok.defaultPrevented()).toBe(false);
  });

  it('prevents redirects and frame navigations away too', () => {
    const { contents } = hardened();
    const redirect = navEvent('https://evil.example/');
    contents.emit('will-redirect', redirect, redirect.url);
    const frame = navEvent('https://evil.example/');
    contents.emit('will-frame-navigate', frame);
    expect(redirect.defaultPrevented()).toBe(true);
    expect(frame.defaultPrevented()).toBe(true);
  });

  it('denies every new window and hands https links to the allow-listed opener', () => {
    const { contents, openExternal } = hardened();
    expect(contents.openHandler?.({ url: 'https://www.gbif.org/x' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://www.gbif.org/x');
    expect(contents.openHandler?.({ url: 'app://desk/index.html' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('refuses to attach a <webview>', () => {
    const { contents } = hardened();
    const event = navEvent('');
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented()).toBe(true);
  });
});

describe('permissions', () => {
  it('denies every request and every check', () => {
    const handlers: Record<string, (...args: unknown[]) => unknown> = {};
    const session = {
      setPermissionRequestHandler: (h: (...args: unknown[]) => unknown) => (handlers.request = h),
      setPermissionCheckHandler: (h: (...args: unknown[]) => unknown) => (handlers.check = h),
      setDevicePermissionHandler: (h: (...args: unknown[]) => unknown) => (handlers.device = h),
    };
    denyAllPermissions(session as unknown as Session);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'hid']) {
      const callback = vi.fn();
      handlers.request?.({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect(handlers.check?.({}, permission, 'app://desk', {})).toBe(false);
    }
    expect(handlers.device?.({ deviceType: 'usb' })).toBe(false);
  });
});
