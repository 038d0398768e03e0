import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing of the reference authorization server's accounts: scrypt (Node's crypto,
 * RFC 7914) with a 16-byte random salt, stored as `scrypt$<salt hex>$<hash hex>`.
 */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: 1024 });
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Checks a password against a stored {@link hashPassword} value in constant time. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N: 1024 });
  return timingSafeEqual(expected, actual);
}
