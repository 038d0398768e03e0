/**
 * Secrets of the authorization server that must stay the same across restarts on one data dir:
 * cookie signing keys (so browser sessions and pending logins stay valid) and the ID token
 * signing key (so issued ID tokens stay verifiable). Kept in the `meta` table.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import { getMeta, setMeta, type Db } from '../db/open.js';

const COOKIE_KEYS = 'oauth2_cookie_keys';
const SIGNING_JWKS = 'oauth2_signing_jwks';

/** Reads `key` from `meta`, or creates, stores and returns it atomically (two processes on one data dir agree). */
function loadOrCreate<T>(db: Db, key: string, isValid: (value: unknown) => value is T, create: () => T): T {
  return db
    .transaction((): T => {
      const stored = getMeta(db, key);
      if (stored !== undefined) {
        const parsed: unknown = JSON.parse(stored);
        if (isValid(parsed)) return parsed;
      }
      const created = create();
      setMeta(db, key, JSON.stringify(created));
      return created;
    })
    .immediate();
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

/** Cookie signing keys (Keygrip), one random 256-bit key per data dir, created on first use. */
export function cookieKeysFor(db: Db): string[] {
  return loadOrCreate(db, COOKIE_KEYS, isStringArray, () => [randomBytes(32).toString('base64url')]);
}

const isJwkArray = (value: unknown): value is JWK[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null && 'kty' in item);

/**
 * Private signing keys as JWKs (RFC 7517) for oidc-provider's `jwks`: one RSA 2048 key (RS256 is
 * the OIDC default ID token algorithm clients expect), created on first use. ID tokens are only
 * issued when a client asks for the `openid` scope.
 */
export function signingKeysFor(db: Db): JWK[] {
  return loadOrCreate(db, SIGNING_JWKS, isJwkArray, () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    return [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK];
  });
}
