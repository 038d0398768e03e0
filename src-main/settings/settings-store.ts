/**
 * Server profiles and preferences (issue 3 item 3): loaded once from the key/value store,
 * migrated (./migrations.ts), validated with zod, kept in memory and written back on every
 * change. Client secrets are encrypted with the platform's secret storage, or kept in memory
 * only when there is none; they never leave main (the renderer sees `has_client_secret`).
 */
import { randomUUID } from 'node:crypto';
import {
  DeskError,
  Preferences,
  type ProfileList,
  type ServerProfile,
  type ServerProfileInput,
} from '../../src-shared/contract/index.js';
import { consoleLogger, type DeskLogger, type KeyValueStore, type SecretStorage } from '../platform.js';
import { migrateSettings } from './migrations.js';
import {
  DEFAULT_PREFERENCES,
  SANDBOX_PLACEHOLDER_URL,
  SANDBOX_PROFILE_ID,
  SETTINGS_VERSION,
  StoredProfile,
  StoredSettingsV1,
  sandboxProfile,
  type StoredSettings,
} from './schema.js';

/** Store key of the settings document, and of the copy kept when a stored document could not be read. */
export const SETTINGS_KEY = 'settings';
export const SETTINGS_BACKUP_KEY = 'settings_unreadable_backup';

/** Options of {@link SettingsStore}. */
export interface SettingsStoreOptions {
  storage: KeyValueStore;
  secretStorage: SecretStorage | null;
  /** URL of the reference service the host started (dynamic port): the sandbox profile's URLs. */
  sandboxUrl?: string;
  log?: DeskLogger;
}

/** What {@link SettingsStore.save} did. */
export interface SavedProfile {
  profile: ServerProfile;
  /** True when the URLs, client id, grant type or secret changed: a session on it must end. */
  connectionChanged: boolean;
}

const notFound = (id: string): DeskError =>
  new DeskError({ status: 404, code: 'not-found', message: `There is no server profile with id "${id}".`, fields: [] });
const secretOriginChanged = (origin: string): DeskError => new DeskError({
  status: 422,
  code: 'invalid-input',
  message: `The authorization server is now ${origin}: enter the client secret again (a stored secret is only sent to the server it was entered for).`,
  fields: [{ field: 'client_secret', message: `Enter the client secret for ${origin} again, or forget it.` }],
});
const conflict = (message: string): DeskError => new DeskError({ status: 409, code: 'conflict', message, fields: [] });

/**
 * True when saving `input` over `existing` changes where or as whom the app signs in (URLs,
 * client id, grant type, or a new/forgotten secret): a session on the old values must end first.
 */
export function connectionChanges(existing: StoredProfile, input: ServerProfileInput): boolean {
  return (
    input.client_secret !== undefined ||
    existing.service_base_url !== input.service_base_url ||
    existing.auth_server_url !== input.auth_server_url ||
    existing.client_id !== input.client_id ||
    existing.grant_type !== input.grant_type
  );
}

/**
 * The origin (RFC 6454: scheme, host, port) a client secret is bound to: the authorization
 * server's, since the secret only ever goes to its token endpoint. An unparsable URL is its own
 * text, so it matches nothing else.
 */
export function secretOrigin(authServerUrl: string): string {
  try {
    return new URL(authServerUrl).origin;
  } catch {
    return authServerUrl;
  }
}

/** The settings of one app instance. Not safe across processes (one writer: main). */
export class SettingsStore {
  private document: StoredSettings;
  /** Client secrets by profile id when the platform cannot encrypt them (browser mode, basic_text). */
  private readonly memorySecrets = new Map<string, string>();
  private readonly log: DeskLogger;

  constructor(private readonly options: SettingsStoreOptions) {
    this.log = options.log ?? consoleLogger;
    this.document = this.load();
  }

  /** All profiles (sandbox first) and the active one's id. */
  list(): ProfileList {
    return { profiles: this.document.profiles.map((profile) => this.toPublic(profile)), active_id: this.document.active_id };
  }

  /** The stored profile `id`; throws DeskError `not-found`. */
  profile(id: string): StoredProfile {
    const profile = this.document.profiles.find((candidate) => candidate.id === id);
    if (!profile) throw notFound(id);
    return profile;
  }

  /** The profile in use (always exists: the sandbox when nothing else). */
  activeProfile(): StoredProfile {
    return this.profile(this.document.active_id);
  }

  /** The profile as the renderer sees it. */
  toPublic(profile: StoredProfile): ServerProfile {
    const { client_secret_encrypted: encrypted, ...rest } = profile;
    return { ...rest, has_client_secret: encrypted !== undefined || this.memorySecrets.has(profile.id) };
  }

  /**
   * Creates (no `id`) or updates a profile. `client_secret`: omitted keeps the stored one, `null`
   * forgets it, a string replaces it. A stored secret is bound to the origin of the authorization
   * server it was entered for ({@link secretOrigin}): omitting it while that origin changes throws
   * DeskError `invalid-input` (422, field `client_secret`) so that the user enters it again (or
   * forgets it). Throws DeskError `not-found` for an unknown id and `conflict` (409) for the
   * sandbox profile, which the app manages itself.
   */
  save(input: ServerProfileInput): SavedProfile {
    const existing = input.id === undefined ? undefined : this.profile(input.id);
    if (existing?.is_sandbox) throw conflict('The Local sandbox profile is managed by the app. Create a new profile instead.');
    if (existing && input.client_secret === undefined && this.hasSecret(existing)
      && secretOrigin(existing.auth_server_url) !== secretOrigin(input.auth_server_url)) {
      throw secretOriginChanged(secretOrigin(input.auth_server_url));
    }
    const id = existing?.id ?? randomUUID();
    const next: StoredProfile = StoredProfile.parse({
      id,
      name: input.name,
      service_base_url: input.service_base_url,
      auth_server_url: input.auth_server_url,
      client_id: input.client_id,
      grant_type: input.grant_type,
      is_sandbox: false,
      ...(input.is_production ? { is_production: true } : {}),
      ...(input.badge_color ? { badge_color: input.badge_color } : {}),
      client_secret_encrypted: existing?.client_secret_encrypted,
    });
    let secretChanged = false;
    if (input.client_secret !== undefined) {
      secretChanged = true;
      delete next.client_secret_encrypted;
      this.memorySecrets.delete(id);
      if (input.client_secret !== null) this.storeSecret(next, input.client_secret);
    }
    const connectionChanged = !!existing && (secretChanged || connectionChanges(existing, input));
    this.document.profiles = existing
      ? this.document.profiles.map((profile) => (profile.id === id ? next : profile))
      : [...this.document.profiles, next];
    this.write();
    return { profile: this.toPublic(next), connectionChanged };
  }

  /** Removes a profile and its secret. Throws `not-found`, or `conflict` for the sandbox or the active profile. */
  remove(id: string): ProfileList {
    const profile = this.profile(id);
    if (profile.is_sandbox) throw conflict('The Local sandbox profile cannot be removed.');
    if (id === this.document.active_id) throw conflict('This profile is in use. Switch to another profile before removing it.');
    this.document.profiles = this.document.profiles.filter((candidate) => candidate.id !== id);
    this.memorySecrets.delete(id);
    this.write();
    return this.list();
  }

  /** Makes `id` the active profile (the session manager parks the previous one's session first). Throws `not-found`. */
  activate(id: string): StoredProfile {
    const profile = this.profile(id);
    this.document.active_id = id;
    this.write();
    return profile;
  }

  /**
   * The client secret of profile `id` for use against `authServerUrl`: null unless that URL has
   * the origin the secret was entered for (a connection test of edited URLs must not send the
   * stored secret to another server).
   */
  clientSecretFor(id: string, authServerUrl: string): string | null {
    const profile = this.document.profiles.find((candidate) => candidate.id === id);
    if (!profile || secretOrigin(profile.auth_server_url) !== secretOrigin(authServerUrl)) return null;
    return this.clientSecret(id);
  }

  /** The client secret of profile `id` in plain text, or null when none is stored or it cannot be decrypted. */
  clientSecret(id: string): string | null {
    const profile = this.document.profiles.find((candidate) => candidate.id === id);
    if (!profile) return null;
    if (profile.client_secret_encrypted === undefined) return this.memorySecrets.get(id) ?? null;
    try {
      return this.options.secretStorage?.decrypt(profile.client_secret_encrypted) ?? null;
    } catch (error) {
      this.log.warn(`The client secret of profile "${profile.name}" cannot be decrypted; enter it again.`, error);
      return null;
    }
  }

  /** The user's preferences. */
  preferences(): Preferences {
    return { ...this.document.preferences };
  }

  /** Merges `changes` into the preferences (validated) and stores them. Throws DeskError `invalid-input`. */
  setPreferences(changes: Partial<Preferences>): Preferences {
    const result = Preferences.safeParse({ ...this.document.preferences, ...changes });
    if (!result.success) {
      throw new DeskError({ status: 400, code: 'invalid-input', message: 'These preferences are not valid.', fields: [] });
    }
    this.document.preferences = result.data;
    this.write();
    return this.preferences();
  }

  private hasSecret(profile: StoredProfile): boolean {
    return profile.client_secret_encrypted !== undefined || this.memorySecrets.has(profile.id);
  }

  private storeSecret(profile: StoredProfile, secret: string): void {
    const storage = this.options.secretStorage;
    if (storage?.isAvailable()) profile.client_secret_encrypted = storage.encrypt(secret);
    else this.memorySecrets.set(profile.id, secret);
  }

  private write(): void {
    this.options.storage.set(SETTINGS_KEY, this.document);
  }

  /**
   * Reads, migrates and validates the stored document. An unreadable document (not an object,
   * from a newer app, invalid preferences) is kept under {@link SETTINGS_BACKUP_KEY} and
   * replaced by defaults; a single invalid profile is dropped (and logged) without losing the
   * others. The sandbox profile is always present, first, with the URL given at startup.
   */
  private load(): StoredSettings {
    const { storage } = this.options;
    const stored = storage.get(SETTINGS_KEY);
    let document: Record<string, unknown> | undefined;
    let changed = false;
    try {
      const migration = migrateSettings(stored);
      document = migration.document;
      changed = migration.migrated;
    } catch (error) {
      this.log.warn('The stored settings cannot be read; starting from the defaults (a copy is kept).', error);
      storage.set(SETTINGS_BACKUP_KEY, stored);
      document = undefined;
    }
    const preferences = Preferences.safeParse(document?.preferences);
    if (document && !preferences.success) {
      this.log.warn('The stored preferences are not valid; using the defaults.', preferences.error.issues);
      changed = true;
    }
    const rawProfiles = Array.isArray(document?.profiles) ? (document.profiles as unknown[]) : [];
    const profiles: StoredProfile[] = [];
    for (const raw of rawProfiles) {
      const parsed = StoredProfile.safeParse(raw);
      if (parsed.success) profiles.push(parsed.data);
      else {
        changed = true;
        this.log.warn('A stored server profile is not valid and was dropped.', parsed.error.issues);
      }
    }
    const previousSandbox = profiles.find((profile) => profile.id === SANDBOX_PROFILE_ID);
    const sandboxUrl = this.options.sandboxUrl ?? previousSandbox?.service_base_url ?? SANDBOX_PLACEHOLDER_URL;
    const others = profiles.filter((profile) => profile.id !== SANDBOX_PROFILE_ID && !profile.is_sandbox);
    const activeId = typeof document?.active_id === 'string' ? document.active_id : SANDBOX_PROFILE_ID;
    const result = StoredSettingsV1.parse({
      version: SETTINGS_VERSION,
      profiles: [sandboxProfile(sandboxUrl), ...others],
      active_id: others.some((profile) => profile.id === activeId) ? activeId : SANDBOX_PROFILE_ID,
      preferences: preferences.success ? preferences.data : DEFAULT_PREFERENCES,
    });
    this.document = result;
    if (changed || stored === undefined || previousSandbox?.service_base_url !== sandboxUrl || result.active_id !== activeId) this.write();
    return result;
  }
}
