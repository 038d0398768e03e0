/**
 * Keeps the refresh token across restarts, encrypted by the platform's secret storage
 * (Electron `safeStorage`), under the store key `session`. Never in plain text: without
 * available encryption (browser mode, Linux `basic_text`) nothing is written and the refresh
 * token lives in the session's memory only (ARCHITECTURE.md "Security baseline").
 * The access token is never stored.
 */
import { z } from 'zod';
import { SessionUser } from '../../src-shared/contract/index.js';
import { consoleLogger, type DeskLogger, type KeyValueStore, type SecretStorage } from '../platform.js';

/** Store key of the persisted session. */
export const SESSION_KEY = 'session';

const StoredSession = z.object({
  profile_id: z.string().min(1),
  refresh_token_encrypted: z.string().min(1),
  user: SessionUser.nullable(),
});

/** A refresh token read back from the store, with the profile it belongs to and the user shown until refreshed. */
export interface SavedSession {
  profile_id: string;
  refresh_token: string;
  user: SessionUser | null;
}

/** Where a refresh token ended up. */
export type RefreshTokenStorage = 'encrypted' | 'memory';

/** The persisted refresh token of the active profile (one at a time). */
export class TokenVault {
  constructor(
    private readonly storage: KeyValueStore,
    private readonly secretStorage: SecretStorage | null,
    private readonly log: DeskLogger = consoleLogger,
  ) {}

  /** `encrypted` when refresh tokens can be kept across restarts, else `memory`. */
  kind(): RefreshTokenStorage {
    return this.secretStorage?.isAvailable() ? 'encrypted' : 'memory';
  }

  /**
   * Stores the refresh token encrypted, or (no encryption available) removes any stored one.
   * Returns where the token is kept. Never throws: an encryption failure is logged and the
   * token stays in memory.
   */
  save(profileId: string, refreshToken: string, user: SessionUser | null): RefreshTokenStorage {
    if (this.kind() === 'memory') {
      this.clear();
      return 'memory';
    }
    try {
      const refresh_token_encrypted = this.secretStorage!.encrypt(refreshToken);
      this.storage.set(SESSION_KEY, { profile_id: profileId, refresh_token_encrypted, user });
      return 'encrypted';
    } catch (error) {
      this.log.warn('The refresh token could not be encrypted; it is kept in memory only.', error);
      this.clear();
      return 'memory';
    }
  }

  /** The stored session, or null when none, invalid or not decryptable (then it is removed). */
  load(): SavedSession | null {
    const raw = this.storage.get(SESSION_KEY);
    if (raw === undefined) return null;
    const parsed = StoredSession.safeParse(raw);
    if (!parsed.success || !this.secretStorage?.isAvailable()) {
      this.clear();
      return null;
    }
    try {
      const refresh_token = this.secretStorage.decrypt(parsed.data.refresh_token_encrypted);
      return { profile_id: parsed.data.profile_id, refresh_token, user: parsed.data.user };
    } catch (error) {
      this.log.warn('The stored refresh token cannot be decrypted; sign in again.', error);
      this.clear();
      return null;
    }
  }

  /** Forgets the stored refresh token. */
  clear(): void {
    this.storage.delete(SESSION_KEY);
  }
}
