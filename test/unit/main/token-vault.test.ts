/**
 * The token vault keeps one encrypted refresh token per server profile, so that switching
 * profiles (and restarting) keeps each server signed in; it never writes a token in plain text.
 */
import { describe, expect, it } from 'vitest';
import { LEGACY_SESSION_KEY, SESSIONS_KEY, TokenVault } from '../../../src-main/auth/token-vault.js';
import { createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';
import type { SecretStorage } from '../../../src-main/platform.js';

const quiet = { warn: () => undefined, error: () => undefined };

/** Reversible, never the plain text; `available: false` plays Linux `basic_text`. */
function secrets(available = true): SecretStorage {
  return {
    isAvailable: () => available,
    encrypt: (text) => `enc:${Buffer.from(text).toString('base64')}`,
    decrypt: (stored) => {
      if (!stored.startsWith('enc:')) throw new Error('not ours');
      return Buffer.from(stored.slice(4), 'base64').toString();
    },
  };
}

const user = (username: string) => ({ username, display_name: username, person_id: null });

describe('token vault, one refresh token per profile', () => {
  it('keeps each profile\'s token apart: saving one leaves the other, clearing one leaves the other', () => {
    const storage = createMemoryKeyValueStore();
    const vault = new TokenVault(storage, secrets(), quiet);
    expect(vault.save('local-sandbox', 'rt-sandbox', user('steward'))).toBe('encrypted');
    expect(vault.save('production', 'rt-production', user('manager'))).toBe('encrypted');
    expect(vault.load('local-sandbox')).toEqual({ profile_id: 'local-sandbox', refresh_token: 'rt-sandbox', user: user('steward') });
    expect(vault.load('production')).toEqual({ profile_id: 'production', refresh_token: 'rt-production', user: user('manager') });
    expect(vault.profileIds().sort()).toEqual(['local-sandbox', 'production']);
    expect(JSON.stringify(storage.get(SESSIONS_KEY))).not.toContain('rt-');

    vault.save('production', 'rt-production-2', user('manager'));
    expect(vault.load('local-sandbox')?.refresh_token).toBe('rt-sandbox');
    vault.clear('local-sandbox');
    expect(vault.load('local-sandbox')).toBeNull();
    expect(vault.load('production')?.refresh_token).toBe('rt-production-2');
    vault.clear('production');
    expect(storage.get(SESSIONS_KEY)).toBeUndefined();
  });

  it('a restart reads the same tokens back (a new vault over the same store)', () => {
    const storage = createMemoryKeyValueStore();
    new TokenVault(storage, secrets(), quiet).save('bern', 'rt-bern', null);
    expect(new TokenVault(storage, secrets(), quiet).load('bern')).toEqual({ profile_id: 'bern', refresh_token: 'rt-bern', user: null });
    expect(new TokenVault(storage, secrets(), quiet).load('zurich')).toBeNull();
  });

  it('writes nothing without encryption (memory only), and forgets what it cannot read', () => {
    const storage = createMemoryKeyValueStore();
    const plain = new TokenVault(storage, secrets(false), quiet);
    expect(plain.kind()).toBe('memory');
    expect(plain.save('bern', 'rt-bern', null)).toBe('memory');
    expect(storage.get(SESSIONS_KEY)).toBeUndefined();

    storage.set(SESSIONS_KEY, { bern: { refresh_token_encrypted: 'garbled', user: null }, zurich: { nope: 1 }, basel: { refresh_token_encrypted: 'enc:cnQtYmFzZWw=', user: null } });
    const vault = new TokenVault(storage, secrets(), quiet);
    expect(vault.load('bern')).toBeNull();
    expect(vault.load('zurich')).toBeNull();
    expect(vault.load('basel')?.refresh_token).toBe('rt-basel');
    expect(Object.keys(storage.get(SESSIONS_KEY) as object)).toEqual(['basel']);
  });

  it('moves the one session of earlier releases under its profile', () => {
    const storage = createMemoryKeyValueStore();
    storage.set(LEGACY_SESSION_KEY, { profile_id: 'local-sandbox', refresh_token_encrypted: 'enc:cnQtb2xk', user: user('steward') });
    const vault = new TokenVault(storage, secrets(), quiet);
    expect(vault.load('local-sandbox')).toEqual({ profile_id: 'local-sandbox', refresh_token: 'rt-old', user: user('steward') });
    expect(storage.get(LEGACY_SESSION_KEY)).toBeUndefined();
  });
});
