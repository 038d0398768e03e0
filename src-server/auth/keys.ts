/**
 * Secrets of the authorization server that must stay the same across restarts on one data dir
 * and across the service processes on one PostgreSQL database: cookie signing keys (so browser
 * sessions and pending logins stay valid) and the ID token signing key (so issued ID tokens stay
 * verifiable). Kept in the `meta` table of either store (postgres-auth-state.ts for PostgreSQL).
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import { getMeta, setMeta, type Db } from '../db/open.js';

/** One stored secret: its `meta` key, how to recognise a valid stored value, how to make one. */
export interface StoredSecret<T> {
  key: string;
  isValid(value: unknown): value is T;
  create(): T;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

const isJwkArray = (value: unknown): value is JWK[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null && 'kty' in item);

/** Cookie signing keys (Keygrip), one random 256-bit key, created on first use. */
export const COOKIE_KEYS: StoredSecret<string[]> = {
  key: 'oauth2_cookie_keys',
  isValid: isStringArray,
  create: () => [randomBytes(32).toString('base64url')],
};

/**
 * Private signing keys as JWKs (RFC 7517) for oidc-provider's `jwks`: one RSA 2048 key (RS256 is
 * the OIDC default ID token algorithm clients expect), created on first use. ID tokens are only
 * issued when a client asks for the `openid` scope.
 */
export const SIGNING_KEYS: StoredSecret<JWK[]> = {
  key: 'oauth2_signing_jwks',
  isValid: isJwkArray,
  create: () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    return [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK];
  },
};

/** Reads `secret` from `meta`, or creates, stores and returns it atomically (two processes on one data dir agree). */
function loadOrCreate<T>(db: Db, secret: StoredSecret<T>): T {
  return db
    .transaction((): T => {
      const stored = getMeta(db, secret.key);
      if (stored !== undefined) {
        const parsed: unknown = JSON.parse(stored);
        if (secret.isValid(parsed)) return parsed;
      }
      const created = secret.create();
      setMeta(db, secret.key, JSON.stringify(created));
      return created;
    })
    .immediate();
}

/** Cookie signing keys of the SQLite store ({@link COOKIE_KEYS}). */
export function cookieKeysFor(db: Db): string[] {
  return loadOrCreate(db, COOKIE_KEYS);
}

/** ID token signing keys of the SQLite store ({@link SIGNING_KEYS}). */
export function signingKeysFor(db: Db): JWK[] {
  return loadOrCreate(db, SIGNING_KEYS);
}
