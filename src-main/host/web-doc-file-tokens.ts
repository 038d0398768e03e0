/**
 * Browser mode's per-URL tokens of document files (src-shared/contract/browser-wire.ts). An
 * `<img src>` cannot send the secret header and browser mode uses no cookie, so every
 * `/desk-file/doc/<id>/<variant>` URL main hands out carries `?t=<expiry>.<HMAC-SHA256 of path
 * and expiry>` under a key made for this launch. A token opens only its own path, only until it
 * expires, and only on this run of the host. Hand-rolled on node:crypto: a two-line HMAC, and
 * the signed-URL packages on npm sign S3 or CDN URLs, not this.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DOC_FILE_TOKEN_QUERY } from '../../src-shared/contract/browser-wire.js';
import { webDocFileUrl, type DocFileUrlBuilder } from '../domains/doc-file-urls.js';

/**
 * Lifetime of a token, ms: 8 hours. Lists and detail panels keep their URLs while they are
 * open, so a token must outlive a working session; it still dies with the launch.
 */
export const DOC_FILE_TOKEN_LIFETIME_MS = 8 * 3600 * 1000;

/** Signs and checks desk-file URLs of one launch. */
export interface DocFileTokens {
  /** The URL of a document's file or thumbnail, with its token (the platform adapter `docFileUrl`). */
  url: DocFileUrlBuilder;
  /** Any other desk-file path with its token (an export's download, `/desk-file/export/<id>`). */
  sign(path: string): string;
  /** True when `token` was made by {@link url} for exactly `path` (e.g. `/desk-file/doc/12/file`) and has not expired. */
  verify(path: string, token: string | null): boolean;
}

/** Tokens under a new random key (or `key`); `now` in ms (tests move it). */
export function createDocFileTokens(options: { key?: Buffer; now?: () => number; lifetimeMs?: number } = {}): DocFileTokens {
  const key = options.key ?? randomBytes(32);
  const now = options.now ?? Date.now;
  const mac = (path: string, expires: number): Buffer => createHmac('sha256', key).update(`${expires}\n${path}`).digest();
  const sign = (path: string): string => {
    const expires = now() + (options.lifetimeMs ?? DOC_FILE_TOKEN_LIFETIME_MS);
    return `${path}?${DOC_FILE_TOKEN_QUERY}=${expires}.${mac(path, expires).toString('base64url')}`;
  };
  return {
    url: (id, variant) => sign(webDocFileUrl(id, variant)),
    sign,
    verify: (path, token) => {
      const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires < now()) return false;
      return timingSafeEqual(Buffer.from(match[2]!, 'base64url'), mac(path, expires));
    },
  };
}
