import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword, verifyPasswordAsync } from '../../../src-server/auth/passwords.js';

describe('password hashes', () => {
  it('use scrypt with N of at least 2^15 and r of at least 8, written into the stored value', () => {
    const [scheme, N, r] = hashPassword('correct horse').split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(N)).toBeGreaterThanOrEqual(2 ** 15);
    expect(Number(r)).toBeGreaterThanOrEqual(8);
  });

  it('verify the right password only, synchronously and off the event loop', async () => {
    const stored = hashPassword('correct horse');
    expect(verifyPassword('correct horse', stored)).toBe(true);
    expect(verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyPasswordAsync('correct horse', stored)).toBe(true);
    expect(await verifyPasswordAsync('wrong', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still accept the old N = 1024 form, marked for rehashing', async () => {
    const salt = Buffer.alloc(16, 7);
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('steward', salt, 32, { N: 1024 }).toString('hex')}`;
    expect(await verifyPasswordAsync('steward', legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(await verifyPasswordAsync('steward', 'scrypt$nonsense')).toBe(false);
  });
});
