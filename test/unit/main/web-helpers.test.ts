/** Pure helpers of browser mode (src-main/host/): guards, static paths, the system opener. */
import { describe, expect, it } from 'vitest';
import { createLaunchSecret, isAllowedHost, isSameOriginRequest, presentedSecret, secretMatches } from '../../../src-main/host/web-security.js';
import { createDocFileTokens } from '../../../src-main/host/web-doc-file-tokens.js';
import { launchPageHtml } from '../../../src-main/host/launch-page.js';
import { mediaTypeFor, resolveStaticPath } from '../../../src-main/host/web-static.js';
import { openerCommand } from '../../../src-main/host/system-browser.js';
import { formatServerSentEvent } from '../../../src-main/host/web.js';

describe('web guards', () => {
  it('makes 32-byte base64url secrets and compares them', () => {
    const secret = createLaunchSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createLaunchSecret()).not.toBe(secret);
    expect(secretMatches(secret, secret)).toBe(true);
    expect(secretMatches(`${secret}x`, secret)).toBe(false);
    expect(secretMatches(undefined, secret)).toBe(false);
  });

  it('reads the secret from the header only, never from a cookie (cookies reach every local port)', () => {
    expect(presentedSecret({ 'x-desk-secret': 'h', cookie: 'desk_secret=c' })).toBe('h');
    expect(presentedSecret({ cookie: 'desk_secret=c' })).toBeUndefined();
    expect(presentedSecret({})).toBeUndefined();
  });

  it('takes a state-changing request only from its own origin (Origin, Sec-Fetch-Site)', () => {
    expect(isSameOriginRequest({ origin: 'http://127.0.0.1:5000', 'sec-fetch-site': 'same-origin' }, 5000)).toBe(true);
    expect(isSameOriginRequest({ origin: 'http://localhost:5000' }, 5000)).toBe(true);
    expect(isSameOriginRequest({}, 5000)).toBe(true);
    expect(isSameOriginRequest({ origin: 'http://127.0.0.1:5001' }, 5000)).toBe(false);
    expect(isSameOriginRequest({ origin: 'null' }, 5000)).toBe(false);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-site' }, 5000)).toBe(false);
    expect(isSameOriginRequest({ origin: 'http://127.0.0.1:5000', 'sec-fetch-site': 'cross-site' }, 5000)).toBe(false);
  });

  it('signs desk-file URLs for one path and a limited time', () => {
    let now = 1_000_000;
    const tokens = createDocFileTokens({ now: () => now, lifetimeMs: 60_000 });
    const url = new URL(tokens.url(12, 'thumbnail'), 'http://127.0.0.1:5000');
    expect(url.pathname).toBe('/desk-file/doc/12/thumbnail');
    const token = url.searchParams.get('t');
    expect(tokens.verify('/desk-file/doc/12/thumbnail', token)).toBe(true);
    expect(tokens.verify('/desk-file/doc/12/file', token)).toBe(false);
    expect(tokens.verify('/desk-file/doc/13/thumbnail', token)).toBe(false);
    expect(tokens.verify('/desk-file/doc/12/thumbnail', `${token}x`)).toBe(false);
    expect(tokens.verify('/desk-file/doc/12/thumbnail', null)).toBe(false);
    expect(createDocFileTokens().verify('/desk-file/doc/12/thumbnail', token)).toBe(false);
    now += 60_001;
    expect(tokens.verify('/desk-file/doc/12/thumbnail', token)).toBe(false);
  });

  it('writes a launch page that forwards to the URL, escaped', () => {
    const html = launchPageHtml('http://127.0.0.1:5000/#desk_secret=a"b<c');
    expect(html).toContain('content="0;url=http://127.0.0.1:5000/#desk_secret=a&#34;b&#60;c"');
    expect(html).not.toContain('a"b<c');
  });

  it('accepts only 127.0.0.1:<port> and localhost:<port> as Host', () => {
    expect(isAllowedHost('127.0.0.1:5000', 5000)).toBe(true);
    expect(isAllowedHost('LOCALHOST:5000', 5000)).toBe(true);
    expect(isAllowedHost('127.0.0.1', 5000)).toBe(false);
    expect(isAllowedHost('attacker.example:5000', 5000)).toBe(false);
    expect(isAllowedHost(undefined, 5000)).toBe(false);
  });

  it('formats server-sent events', () => {
    expect(formatServerSentEvent({ name: 'browser.open', payload: { url: 'http://127.0.0.1:1/x' } })).toBe('event: browser.open\ndata: {"url":"http://127.0.0.1:1/x"}\n\n');
  });
});

describe('static paths', () => {
  it('stays inside the renderer folder', () => {
    expect(resolveStaticPath('/srv/r', '/')).toBe('/srv/r/index.html');
    expect(resolveStaticPath('/srv/r', '/assets/a.js?v=1')).toBe('/srv/r/assets/a.js');
    expect(resolveStaticPath('/srv/r', '/../etc/passwd')).toBeNull();
    expect(resolveStaticPath('/srv/r', '/%2e%2e/etc/passwd')).toBeNull();
    expect(resolveStaticPath('/srv/r', '/a%00b')).toBeNull();
    expect(resolveStaticPath('/srv/r', '/%E0%A4%A')).toBeNull();
    expect(mediaTypeFor('x.woff2')).toBe('font/woff2');
  });
});

describe('system opener', () => {
  it('uses the platform opener without a shell', () => {
    const url = 'http://127.0.0.1:1/?secret=a&b';
    expect(openerCommand(url, 'linux')).toEqual({ command: 'xdg-open', args: [url] });
    expect(openerCommand(url, 'darwin')).toEqual({ command: 'open', args: [url] });
    expect(openerCommand(url, 'win32')).toEqual({ command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] });
  });
});
