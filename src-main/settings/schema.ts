/**
 * The settings document as stored under the key `settings` (electron-store in Electron, `conf`
 * or memory in browser mode), current version {@link SETTINGS_VERSION}. Older documents are
 * brought up to date by ./migrations.ts before this schema checks them.
 */
import { z } from 'zod';
import { Preferences, SANDBOX_PROFILE_NAME, ServerProfile, type Language } from '../../src-shared/contract/index.js';

/** Version of the stored settings document written by this code. */
export const SETTINGS_VERSION = 1;

/** Id of the built-in "Local sandbox" profile (the reference service started with the app). */
export const SANDBOX_PROFILE_ID = 'local-sandbox';

/** Client id of the desktop app at the reference authorization server (src-server/auth/clients.ts). */
export const DESK_CLIENT_ID = 'observation-desk';

/**
 * A profile as stored: the renderer's {@link ServerProfile} without `has_client_secret` (derived),
 * plus the client secret encrypted by the platform's secret storage (never in plain text).
 */
export const StoredProfile = ServerProfile.omit({ has_client_secret: true }).extend({
  /** `SecretStorage.encrypt(client_secret)`; absent when none is stored (or it lives in memory only). */
  client_secret_encrypted: z.string().min(1).optional(),
});
export type StoredProfile = z.infer<typeof StoredProfile>;

/** The whole stored document, version 1. */
export const StoredSettingsV1 = z.object({
  version: z.literal(1),
  profiles: z.array(StoredProfile),
  active_id: z.string().min(1),
  preferences: Preferences,
});
export type StoredSettings = z.infer<typeof StoredSettingsV1>;

/** Preferences of a first start: English, the system's theme. */
export const DEFAULT_PREFERENCES: Preferences = { language: 'en' satisfies Language, theme: 'system' };

/** Used when no sandbox URL is known (the host did not start the reference service); never contacted on purpose. */
export const SANDBOX_PLACEHOLDER_URL = 'http://127.0.0.1:8080';

/** The built-in sandbox profile pointing at `url` (service and authorization server on one origin). */
export function sandboxProfile(url: string): StoredProfile {
  return {
    id: SANDBOX_PROFILE_ID,
    name: SANDBOX_PROFILE_NAME,
    service_base_url: url,
    auth_server_url: url,
    client_id: DESK_CLIENT_ID,
    grant_type: 'authorization_code',
    is_sandbox: true,
  };
}
