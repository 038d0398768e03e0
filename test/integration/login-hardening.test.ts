/**
 * Issue 11 §1 on the sign-in form: password guessing is throttled per user name and address
 * (429 with Retry-After, the password not even checked), and a hash of the old cost is upgraded
 * at the next successful sign-in.
 */
import { scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { startTestServer } from '../helpers/server.js';
import { loginWithPkce } from '../helpers/login.js';

let server: RunningServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server?.close());

describe('sign-in throttling', () => {
  it('refuses even the right password with a 429 after six wrong ones, and leaves other accounts alone', async () => {
    for (let i = 0; i < 6; i++) await expect(loginWithPkce(server.url, 'visitor', `guess ${i}`)).rejects.toThrow(/HTTP 200/);
    await expect(loginWithPkce(server.url, 'visitor', 'visitor')).rejects.toThrow(/HTTP 429/);
    expect((await loginWithPkce(server.url, 'manager')).access_token).toBeTruthy();
  });
});

describe('password hash cost', () => {
  it('upgrades an account hashed with the old N = 1024 at its next sign-in', async () => {
    const salt = Buffer.alloc(16, 3);
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('curator', salt, 32, { N: 1024 }).toString('hex')}`;
    server.db.prepare("UPDATE accounts SET password_hash = ? WHERE username = 'curator'").run(legacy);
    expect((await loginWithPkce(server.url, 'curator')).access_token).toBeTruthy();
    const stored = server.db.prepare("SELECT password_hash FROM accounts WHERE username = 'curator'").pluck().get() as string;
    const [scheme, N] = stored.split('$');
    expect(stored).not.toBe(legacy);
    expect(scheme).toBe('scrypt');
    expect(Number(N)).toBeGreaterThanOrEqual(2 ** 15);
  });
});
