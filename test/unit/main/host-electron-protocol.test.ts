import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ shell: { openExternal: vi.fn() } }));

import {
  APP_START_URL,
  PRIVILEGED_SCHEMES,
  createAppProtocolHandler,
  isAppUrl,
  mimeTypeFor,
  resolveAppPath,
} from '../../../src-main/host/electron-protocol.js';
import { CONTENT_SECURITY_POLICY } from '../../../src-main/host/electron-security.js';

let base: string;
let root: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'desk-protocol-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>desk</title>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'export {}');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'primeicons.woff2'), 'w');
  writeFileSync(join(root, 'assets', 'logo.svg'), '<svg/>');
  writeFileSync(join(base, 'secret.txt'), 'outside the renderer');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (url: string, method = 'GET'): Promise<Response> => createAppProtocolHandler(root)(new Request(url, { method }));

describe('app:// scheme', () => {
  it('is registered as standard and secure, without bypassing the CSP', () => {
    const app = PRIVILEGED_SCHEMES.find((s) => s.scheme === 'app');
    expect(app?.privileges).toMatchObject({ standard: true, secure: true });
    expect(app?.privileges?.bypassCSP).toBeFalsy();
    expect(app?.privileges?.allowServiceWorkers).toBeFalsy();
    expect(APP_START_URL).toBe('app://desk/index.html');
  });

  it('recognises only app://desk URLs as ours', () => {
    expect(isAppUrl('app://desk/index.html')).toBe(true);
    expect(isAppUrl('app://desk/')).toBe(true);
    expect(isAppUrl('app://other/index.html')).toBe(false);
    expect(isAppUrl('app://x:y@desk/')).toBe(false);
    expect(isAppUrl('https://desk/')).toBe(false);
    expect(isAppUrl('file:///desk/index.html')).toBe(false);
    expect(isAppUrl('garbage')).toBe(false);
  });
});

describe('resolveAppPath', () => {
  it('maps app URLs onto files under the root', () => {
    expect(resolveAppPath(root, 'app://desk/')).toBe(join(root, 'index.html'));
    expect(resolveAppPath(root, 'app://desk/assets/index-abc.js?v=1#x')).toBe(join(root, 'assets', 'index-abc.js'));
  });

  it.each(['app://desk/../secret.txt', 'app://desk/assets/../../secret.txt', 'app://desk/%2e%2e/secret.txt'])(
    'keeps %s inside the root (the URL parser resolves dot segments below the origin)',
    (url) => {
      expect(resolveAppPath(root, url)).toBe(join(root, 'secret.txt'));
    },
  );

  it.each([
    'app://desk/%2E%2E%2Fsecret.txt',
    'app://desk/assets/..%2f..%2fsecret.txt',
    'app://desk/..%5csecret.txt',
    'app://desk/assets%5c..%5c..%5csecret.txt',
    'app://desk/%00index.html',
    'app://desk/%E0%A4%A',
    'app://desk/C:/Windows/win.ini',
    'app://other/index.html',
    'file:///etc/passwd',
  ])('refuses %s', (url) => {
    expect(resolveAppPath(root, url)).toBeNull();
  });
});

describe('protocol handler', () => {
  it('serves files with their MIME type and the CSP header', async () => {
    const cases: Array<[string, string]> = [
      ['app://desk/index.html', 'text/html; charset=utf-8'],
      ['app://desk/assets/index-abc.js', 'text/javascript; charset=utf-8'],
      ['app://desk/assets/index-abc.css', 'text/css; charset=utf-8'],
      ['app://desk/assets/primeicons.woff2', 'font/woff2'],
      ['app://desk/assets/logo.svg', 'image/svg+xml'],
    ];
    for (const [url, type] of cases) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(await (await get('app://desk/index.html')).text()).toContain('<title>desk</title>');
  });

  it('never serves a file outside the root', async () => {
    for (const url of ['app://desk/../secret.txt', 'app://desk/%2e%2e/secret.txt', 'app://desk/assets/../../secret.txt']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('outside the renderer');
    }
  });

  it('refuses encoded path traversal with 403 (and still sends the CSP)', async () => {
    for (const url of ['app://desk/%2E%2E%2Fsecret.txt', 'app://desk/assets/..%2f..%2fsecret.txt', 'app://desk/..%5csecret.txt']) {
      const response = await get(url);
      expect(response.status, url).toBe(403);
      expect(await response.text()).not.toContain('outside the renderer');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('answers 404 for a missing asset and index.html for a client-side route', async () => {
    const missing = await get('app://desk/assets/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const route = await get('app://desk/settings/profiles');
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('app://desk/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('app://desk/index.html', 'POST')).status).toBe(405);
  });

  it('answers 500 when a file cannot be read for another reason', async () => {
    const failing = createAppProtocolHandler(root, async () => {
      throw Object.assign(new Error('denied'), { code: 'EACCES' });
    });
    expect((await failing(new Request('app://desk/index.html'))).status).toBe(500);
  });

  it('types unknown extensions as octet-stream', () => {
    expect(mimeTypeFor('a.bin')).toBe('application/octet-stream');
    expect(mimeTypeFor('A.PNG')).toBe('image/png');
  });
});
