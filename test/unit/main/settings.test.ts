/**
 * Settings of main (src-main/settings/): the versioned migration, zod validation on load, the
 * sandbox profile, profile rules, secrets that never reach the renderer, preferences.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeskError, ServerProfile } from '../../../src-shared/contract/index.js';
import { SettingsFromTheFutureError, migrateSettings, SETTINGS_MIGRATIONS } from '../../../src-main/settings/migrations.js';
import { SANDBOX_PROFILE_ID, SETTINGS_VERSION } from '../../../src-main/settings/schema.js';
import { SETTINGS_BACKUP_KEY, SETTINGS_KEY, SettingsStore } from '../../../src-main/settings/settings-store.js';
import { createFileKeyValueStore, createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';
import type { SecretStorage } from '../../../src-main/platform.js';

const quiet = { warn: () => undefined, error: () => undefined };
const secrets: SecretStorage = {
  isAvailable: () => true,
  encrypt: (text) => `enc:${Buffer.from(text).toString('base64')}`,
  decrypt: (stored) => Buffer.from(stored.slice(4), 'base64').toString(),
};
const SANDBOX = 'http://127.0.0.1:4711';

const otherProfile = {
  id: 'p1',
  name: 'Canton',
  service_base_url: 'https://obs.example.org',
  auth_server_url: 'https://auth.example.org',
  client_id: 'desk',
  grant_type: 'authorization_code',
  is_sandbox: false,
};

function store(initial: Record<string, unknown> = {}, secretStorage: SecretStorage | null = secrets) {
  const storage = createMemoryKeyValueStore(initial);
  return { storage, settings: new SettingsStore({ storage, secretStorage, sandboxUrl: SANDBOX, log: quiet }) };
}

describe('settings migration', () => {
  it('v0 → v1 adds the theme and the version, keeping everything else', () => {
    const v0 = { profiles: [otherProfile], active_id: 'p1', preferences: { language: 'de' } };
    const { document, migrated } = migrateSettings(v0);
    expect(migrated).toBe(true);
    expect(document).toEqual({ ...v0, version: 1, preferences: { language: 'de', theme: 'system' } });
    expect(SETTINGS_MIGRATIONS.map((step) => step.from)).toEqual([0]);
    expect(SETTINGS_VERSION).toBe(1);
  });

  it('leaves a current document alone and refuses one from a newer app', () => {
    const v1 = { version: 1, profiles: [], active_id: SANDBOX_PROFILE_ID, preferences: { language: 'en', theme: 'dark' } };
    expect(migrateSettings(v1)).toEqual({ document: v1, migrated: false });
    expect(migrateSettings(undefined)).toEqual({ document: undefined, migrated: false });
    expect(() => migrateSettings({ version: 7 })).toThrow(SettingsFromTheFutureError);
    expect(() => migrateSettings([1, 2])).toThrow(TypeError);
  });

  it('loads a v0 document through the store and writes it back as v1', () => {
    const { storage, settings } = store({ [SETTINGS_KEY]: { profiles: [otherProfile], active_id: 'p1', preferences: { language: 'it' } } });
    expect(settings.preferences()).toEqual({ language: 'it', theme: 'system' });
    expect(settings.list().active_id).toBe('p1');
    expect(storage.get(SETTINGS_KEY)).toMatchObject({ version: 1, preferences: { language: 'it', theme: 'system' } });
  });
});

describe('settings validation on load', () => {
  it('starts with the sandbox profile pointing at the URL given at startup', () => {
    const { settings, storage } = store();
    expect(settings.list()).toEqual({
      active_id: SANDBOX_PROFILE_ID,
      profiles: [{
        id: SANDBOX_PROFILE_ID, name: 'Local sandbox', service_base_url: SANDBOX, auth_server_url: SANDBOX,
        client_id: 'observation-desk', grant_type: 'authorization_code', has_client_secret: false, is_sandbox: true,
      }],
    });
    expect(settings.preferences()).toEqual({ language: 'en', theme: 'system' });
    expect(storage.get(SETTINGS_KEY)).toMatchObject({ version: 1 });
    for (const profile of settings.list().profiles) expect(ServerProfile.parse(profile)).toEqual(profile);
  });

  it('moves the sandbox to the new port of this launch', () => {
    const first = store();
    const second = new SettingsStore({ storage: first.storage, secretStorage: secrets, sandboxUrl: 'http://127.0.0.1:5000', log: quiet });
    expect(second.activeProfile().service_base_url).toBe('http://127.0.0.1:5000');
  });

  it('drops an invalid profile but keeps the valid ones; an unknown active id falls back to the sandbox', () => {
    const { settings } = store({
      [SETTINGS_KEY]: {
        version: 1,
        profiles: [otherProfile, { ...otherProfile, id: 'bad', service_base_url: 'ftp://nope' }],
        active_id: 'bad',
        preferences: { language: 'fr', theme: 'dark' },
      },
    });
    expect(settings.list().profiles.map((profile) => profile.id)).toEqual([SANDBOX_PROFILE_ID, 'p1']);
    expect(settings.list().active_id).toBe(SANDBOX_PROFILE_ID);
    expect(settings.preferences()).toEqual({ language: 'fr', theme: 'dark' });
  });

  it('replaces invalid preferences with the defaults', () => {
    const { settings } = store({ [SETTINGS_KEY]: { version: 1, profiles: [], active_id: SANDBOX_PROFILE_ID, preferences: { language: 'xx', theme: 'pink' } } });
    expect(settings.preferences()).toEqual({ language: 'en', theme: 'system' });
  });

  it('keeps a copy of an unreadable document and starts from the defaults', () => {
    const future = { version: 9, profiles: 'whatever' };
    const { settings, storage } = store({ [SETTINGS_KEY]: future });
    expect(storage.get(SETTINGS_BACKUP_KEY)).toEqual(future);
    expect(settings.list().profiles).toHaveLength(1);
  });
});

describe('profiles', () => {
  const input = { name: 'Canton', service_base_url: 'https://obs.example.org', auth_server_url: 'https://auth.example.org', client_id: 'svc', grant_type: 'client_credentials' as const };

  it('creates, updates and removes profiles; the secret is stored encrypted and only has_client_secret is shown', () => {
    const { settings, storage } = store();
    const { profile } = settings.save({ ...input, client_secret: 's3cret' });
    expect(profile).toMatchObject({ name: 'Canton', has_client_secret: true, is_sandbox: false });
    expect(profile).not.toHaveProperty('client_secret');
    expect(profile).not.toHaveProperty('client_secret_encrypted');
    expect(JSON.stringify(storage.get(SETTINGS_KEY))).not.toContain('s3cret');
    expect(settings.clientSecret(profile.id)).toBe('s3cret');

    const kept = settings.save({ ...input, id: profile.id, name: 'Canton 2' });
    expect(kept).toEqual({ profile: { ...profile, name: 'Canton 2' }, connectionChanged: false });
    expect(settings.clientSecret(profile.id)).toBe('s3cret');
    // The secret is bound to the origin it was entered for: moving needs it again.
    expect(() => settings.save({ ...input, id: profile.id, auth_server_url: 'https://auth2.example.org' })).toThrow(/enter the client secret again/);
    expect(settings.clientSecretFor(profile.id, 'https://auth2.example.org')).toBeNull();
    expect(settings.clientSecretFor(profile.id, 'https://auth.example.org/realm')).toBe('s3cret');
    const moved = settings.save({ ...input, id: profile.id, auth_server_url: 'https://auth2.example.org', client_secret: 'n3w' });
    expect(moved.connectionChanged).toBe(true);
    expect(settings.save({ ...input, id: profile.id, client_secret: null }).profile.has_client_secret).toBe(false);
    expect(settings.clientSecret(profile.id)).toBeNull();

    expect(settings.remove(profile.id).profiles).toHaveLength(1);
  });

  it('keeps a profile\'s production mark and badge colour, and drops them when unset', () => {
    const { settings } = store();
    const { profile } = settings.save({ ...otherProfile, id: undefined, grant_type: 'authorization_code', is_production: true, badge_color: 'amber' });
    expect(settings.list().profiles.find((p) => p.id === profile.id)).toMatchObject({ is_production: true, badge_color: 'amber' });
    settings.save({ ...otherProfile, id: profile.id, grant_type: 'authorization_code' });
    const plain = settings.list().profiles.find((p) => p.id === profile.id)!;
    expect(plain.is_production).toBeUndefined();
    expect(plain.badge_color).toBeUndefined();
  });

  it('keeps secrets in memory only when the OS cannot encrypt them', () => {
    const { settings, storage } = store({}, null);
    const { profile } = settings.save({ ...input, client_secret: 'mem-secret' });
    expect(profile.has_client_secret).toBe(true);
    expect(settings.clientSecret(profile.id)).toBe('mem-secret');
    expect(JSON.stringify(storage.get(SETTINGS_KEY))).not.toContain('mem-secret');
  });

  it('refuses to edit or remove the sandbox, to remove the active profile, and unknown ids', () => {
    const { settings } = store();
    const refused = (fn: () => unknown): DeskError => {
      try {
        fn();
      } catch (error) {
        return error as DeskError;
      }
      throw new Error('not refused');
    };
    expect(refused(() => settings.remove(SANDBOX_PROFILE_ID))).toMatchObject({ status: 409, code: 'conflict', message: 'The Local sandbox profile cannot be removed.' });
    expect(refused(() => settings.save({ ...input, id: SANDBOX_PROFILE_ID }))).toMatchObject({ status: 409, code: 'conflict' });
    const { profile } = settings.save(input);
    settings.activate(profile.id);
    expect(refused(() => settings.remove(profile.id))).toMatchObject({ status: 409, message: expect.stringMatching(/in use/) });
    expect(refused(() => settings.activate('nope'))).toMatchObject({ status: 404, code: 'not-found' });
  });
});

describe('preferences', () => {
  it('merges partial changes and refuses invalid ones', () => {
    const { settings } = store();
    expect(settings.setPreferences({ theme: 'dark' })).toEqual({ language: 'en', theme: 'dark' });
    expect(settings.setPreferences({ language: 'de' })).toEqual({ language: 'de', theme: 'dark' });
    expect(() => settings.setPreferences({ language: 'xx' as 'de' })).toThrow(DeskError);
  });
});

describe('file store (conf)', () => {
  it('persists the settings in a JSON file readable by the next launch', () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-conf-'));
    try {
      const first = new SettingsStore({ storage: createFileKeyValueStore(dir), secretStorage: null, sandboxUrl: SANDBOX, log: quiet });
      first.setPreferences({ language: 'it' });
      const file = JSON.parse(readFileSync(join(dir, 'desk-settings.json'), 'utf8')) as Record<string, unknown>;
      expect(file[SETTINGS_KEY]).toMatchObject({ version: 1, preferences: { language: 'it' } });
      const second = new SettingsStore({ storage: createFileKeyValueStore(dir), secretStorage: null, sandboxUrl: SANDBOX, log: quiet });
      expect(second.preferences().language).toBe('it');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
