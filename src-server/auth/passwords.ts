import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify<string, Buffer, number, ScryptOptions, Buffer>(scrypt);

/**
 * scrypt cost of new hashes: N = 2^15, r = 8, p = 1 (OWASP Password Storage Cheat Sheet's scrypt
 * minimum; about 32 MiB and some 50–100 ms per hash). Node's crypto rather than a package: scrypt
 * is built in (RFC 7914) and the stored form below is all there is to it.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/** Twice what N·r·128 needs, since Node refuses a call at exactly its `maxmem`. */
const MAXMEM_BYTES = 64 * 1024 * 1024;

/** Parameters and bytes of a stored hash. The first form (`scrypt$<salt>$<hash>`) had N = 1024. */
interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parseStored(stored: string): StoredHash | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3) return { N: 1024, r: 8, p: 1, salt: Buffer.from(parts[1]!, 'hex'), hash: Buffer.from(parts[2]!, 'hex') };
  if (parts.length !== 6) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'hex'), hash: Buffer.from(parts[5]!, 'hex') };
}

/**
 * Hashes a password of the reference authorization server's accounts: scrypt with
 * {@link SCRYPT_COST} and a 16-byte random salt, stored as `scrypt$<N>$<r>$<p>$<salt hex>$<hash hex>`.
 * Synchronous: used by the seed and tests; logins verify with {@link verifyPasswordAsync}.
 */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const { N, r, p } = SCRYPT_COST;
  const hash = scryptSync(password, salt, 32, { N, r, p, maxmem: MAXMEM_BYTES });
  return `scrypt$${N}$${r}$${p}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Checks a password against a stored hash (either form) in constant time; false for a malformed hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const h = parseStored(stored);
  if (!h) return false;
  return timingSafeEqual(h.hash, scryptSync(password, h.salt, h.hash.length, { N: h.N, r: h.r, p: h.p, maxmem: MAXMEM_BYTES }));
}

/** {@link verifyPassword} off the event loop (libuv's thread pool), for logins. */
export async function verifyPasswordAsync(password: string, stored: string): Promise<boolean> {
  const h = parseStored(stored);
  if (!h) return false;
  return timingSafeEqual(h.hash, await scryptAsync(password, h.salt, h.hash.length, { N: h.N, r: h.r, p: h.p, maxmem: MAXMEM_BYTES }));
}

/** True when a stored hash is weaker than {@link SCRYPT_COST} (rehashed at the next successful login). */
export function needsRehash(stored: string): boolean {
  const h = parseStored(stored);
  return !h || h.N < SCRYPT_COST.N || h.r < SCRYPT_COST.r;
}
