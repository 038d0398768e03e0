/**
 * Keeps each server profile's refresh token across restarts, encrypted by the platform's secret
 * storage (Electron `safeStorage`), under the store key `sessions` (one entry per profile id, so
 * several servers stay signed in at once). Never in plain text: without available encryption
 * (browser mode, Linux `basic_text`) nothing is written and refresh tokens live in the session's
 * memory only (ARCHITECTURE.md "Security baseline"). The access token is never stored.
 */
import { z } from 'zod';
import { SessionUser } from '../../src-shared/contract/index.js';
import { consoleLogger, type DeskLogger, type KeyValueStore, type SecretStorage } from '../platform.js';

/** Store key of the persisted sessions, by profile id. */
export const SESSIONS_KEY = 'sessions';
/** Store key of the one session releases before per-profile sessions kept; read once and moved. */
export const LEGACY_SESSION_KEY = 'session';

const StoredSession = z.object({
  refresh_token_encrypted: z.string().min(1),
  user: SessionUser.nullable(),
});
type StoredSession = z.infer<typeof StoredSession>;
const LegacySession = StoredSession.extend({ profile_id: z.string().min(1) });

/** A refresh token read back from the store, with the profile it belongs to and the user shown until refreshed. */
export interface SavedSession {
  profile_id: string;
  refresh_token: string;
  user: SessionUser | null;
}

/** Where a refresh token ended up. */
export type RefreshTokenStorage = 'encrypted' | 'memory';

/** The persisted refresh tokens, one per server profile. */
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
   * Stores the refresh token of `profileId` encrypted (the other profiles' entries stay), or (no
   * encryption available) removes any stored one of that profile. Returns where the token is
   * kept. Never throws: an encryption failure is logged and the token stays in memory.
   */
  save(profileId: string, refreshToken: string, user: SessionUser | null): RefreshTokenStorage {
    if (this.kind() === 'memory') {
      this.clear(profileId);
      return 'memory';
    }
    try {
      const refresh_token_encrypted = this.secretStorage!.encrypt(refreshToken);
      this.write({ ...this.entries(), [profileId]: { refresh_token_encrypted, user } });
      return 'encrypted';
    } catch (error) {
      this.log.warn('The refresh token could not be encrypted; it is kept in memory only.', error);
      this.clear(profileId);
      return 'memory';
    }
  }

  /** The stored session of `profileId`, or null when none, invalid or not decryptable (then it is removed). */
  load(profileId: string): SavedSession | null {
    const stored = this.entries()[profileId];
    if (stored === undefined) return null;
    if (!this.secretStorage?.isAvailable()) {
      this.clear(profileId);
      return null;
    }
    try {
      const refresh_token = this.secretStorage.decrypt(stored.refresh_token_encrypted);
      return { profile_id: profileId, refresh_token, user: stored.user };
    } catch (error) {
      this.log.warn('The stored refresh token cannot be decrypted; sign in again.', error);
      this.clear(profileId);
      return null;
    }
  }

  /** The profiles with a stored refresh token. */
  profileIds(): string[] {
    return Object.keys(this.entries());
  }

  /** Forgets the stored refresh token of `profileId`; the other profiles' stay. */
  clear(profileId: string): void {
    const { [profileId]: removed, ...rest } = this.entries();
    if (removed !== undefined) this.write(rest);
  }

  /** The valid entries by profile id (invalid ones are dropped); a legacy single session is moved in first. */
  private entries(): Record<string, StoredSession> {
    const legacy = this.storage.get(LEGACY_SESSION_KEY);
    const raw = this.storage.get(SESSIONS_KEY);
    const entries: Record<string, StoredSession> = {};
    if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
      for (const [profileId, value] of Object.entries(raw)) {
        const parsed = StoredSession.safeParse(value);
        if (parsed.success) entries[profileId] = parsed.data;
      }
    }
    if (legacy === undefined) return entries;
    const old = LegacySession.safeParse(legacy);
    if (old.success && !(old.data.profile_id in entries)) {
      entries[old.data.profile_id] = { refresh_token_encrypted: old.data.refresh_token_encrypted, user: old.data.user };
    }
    this.storage.delete(LEGACY_SESSION_KEY);
    this.write(entries);
    return entries;
  }

  private write(entries: Record<string, StoredSession>): void {
    if (Object.keys(entries).length === 0) this.storage.delete(SESSIONS_KEY);
    else this.storage.set(SESSIONS_KEY, entries);
  }
}
